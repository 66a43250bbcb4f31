import { OpenAPIHono } from "@hono/zod-openapi";
import { type DeclaredRoute, kindErrors } from "../functions/_shared/http/route-kinds.ts";
import { errorResponses, mergeErrorCodes } from "../functions/_shared/http/openapi-schemas.ts";

// Build time only: the functions serve the documents this makes (`npm run gen`), so
// neither @hono/zod-openapi nor the document's construction is loaded when a function boots.

export type ApiDocument = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;

/** The contract's front matter: what the API is, where it runs, and how callers identify. */
const front = {
  openapi: "3.1.0",
  info: {
    title: "Opportunities and Resources API",
    version: "1.0.0",
    license: { name: "Proprietary: the student organisation's own service", identifier: "LicenseRef-Proprietary" },
    description:
      "The opportunities board (club roles, internships, job postings) and resource library of a student " +
      "organisation, served as two Supabase Edge Functions. Every answer is the envelope " +
      "`{\"success\": true, \"data\": ...}` or `{\"success\": false, \"error\": {\"code\", \"message\", \"details\"?}}`. " +
      "No credentials or the publishable key read as `anon`; a signed-in user's JWT is `authenticated`; the " +
      "secret key is `service_role`. Row-level security decides what each caller sees.",
  },
  servers: [
    { url: "http://127.0.0.1:54321/functions/v1", description: "The local stack (npm start)" },
    {
      url: "https://{project_ref}.supabase.co/functions/v1",
      description: "A Supabase project",
      variables: { project_ref: { default: "your-project-ref", description: "The project's reference id." } },
    },
  ],
  // Credentials are optional for reads: anonymous callers see only what is public.
  security: [{}, { apikey: [] }, { bearer: [] }, { apikey: [], bearer: [] }],
} as const;

/** An OpenAPI tag: a record type's name and what its records are. */
interface Tag {
  name: string;
  description: string;
}

/** The tag of each function's `openapi.json` route. */
const contractTag: Tag = { name: "contract", description: "Each function's part of this document." };

/** One function's part of the contract, from its declared routes; `tags`: the record types' tags. */
export function functionDocument(routes: readonly DeclaredRoute[], tags: readonly Tag[]): ApiDocument {
  const app = new OpenAPIHono();
  for (const { declaration, steps } of routes) {
    const { schemas = {}, errors = {}, ...contract } = declaration.contract();
    const errorAnswers = errorResponses(mergeErrorCodes(errors, kindErrors(steps)));
    // A route may answer an error status in more forms than JSON (a link's page): both are listed.
    const answers = Object.fromEntries(Object.entries(errorAnswers).map(([status, answer]) => {
      const own = (contract.responses as Record<string, { content?: object }>)[status];
      return [status, own?.content ? { ...answer, content: { ...answer.content, ...own.content } } : answer];
    }));
    const operation = { ...contract, responses: { ...contract.responses, ...answers } };
    for (const [name, schema] of Object.entries(schemas)) app.openAPIRegistry.register(name, schema);
    app.openAPIRegistry.registerPath({ method: declaration.method, path: declaration.path, ...operation });
  }
  app.openAPIRegistry.registerComponent("securitySchemes", "apikey", {
    type: "apiKey",
    in: "header",
    name: "apikey",
    description: "A publishable key (`sb_publishable_...`, anon) or a secret key (`sb_secret_...`, service_role).",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "A signed-in user's access token from Supabase Auth (or an API key, as supabase-js sends it).",
  });
  return app.getOpenAPI31Document({ ...structuredClone(front), tags: [...tags, contractTag] } as never);
}

/** The whole contract: the functions' parts merged, as committed in `openapi.json`. */
export function combinedDocument(parts: ApiDocument[]): ApiDocument {
  const [first, ...rest] = parts;
  const merged = structuredClone(first!);
  for (const part of rest) {
    merged.paths = { ...merged.paths, ...part.paths };
    const named = new Set(merged.tags?.map((tag) => tag.name));
    merged.tags = [...(merged.tags ?? []).filter((tag) => tag.name !== contractTag.name), ...(part.tags ?? []).filter((tag) => !named.has(tag.name) || tag.name === contractTag.name)];
    for (const [kind, entries] of Object.entries(part.components ?? {})) {
      const target = ((merged.components ??= {}) as Record<string, Record<string, unknown>>);
      target[kind] = { ...target[kind], ...(entries as Record<string, unknown>) };
    }
  }
  return merged;
}
