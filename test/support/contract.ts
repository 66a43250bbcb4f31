import { readFileSync } from "node:fs";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/**
 * Checks an answer of the API against the committed `openapi.json`: its status is documented
 * for the operation, and its body matches the documented schema. A path that is not an operation
 * may only answer the error envelope with 404 or 405. CORS preflights are not operations.
 * Returns what is wrong, or undefined.
 */
export function contractViolation(method: string, url: string, status: number, body: string, contentType = "application/json"): string | undefined {
  if (method === "OPTIONS") return undefined;
  // The local stack's other services (sign-in, and its answer for what it does not serve) are
  // Supabase's shapes, not this API's.
  if (/^\/(auth|rest|storage|realtime)\/v1(\/|$)/.test(new URL(url, "http://x").pathname)) return undefined;
  const path = new URL(url, "http://x").pathname.replace(/^\/functions\/v1/, "").replace(/(.)\/+$/, "$1");
  const operation = document.paths[path]?.[method === "HEAD" ? "get" : method.toLowerCase()];
  const where = `${method} ${path} -> ${status}`;
  if (!operation) {
    if (status !== 404 && status !== 405) return `${where}: not an operation of the contract, yet not 404/405`;
    return schemaProblem(where, errorEnvelope, body);
  }
  const response = operation.responses[String(status)];
  if (!response) return `${where}: status not documented (documented: ${Object.keys(operation.responses).join(", ")})`;
  // The answer's media type must be one the operation documents for that status; JSON ones are
  // checked against their schema, others (XML) only for being documented.
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  const documented = response.content ?? {};
  if (method === "HEAD" || Object.keys(documented).length === 0) return body === "" ? undefined : `${where}: documented without a body, yet has one`;
  if (!documented[mediaType]) return `${where}: answered ${mediaType}, documented ${Object.keys(documented).join(", ")}`;
  const schema = documented[mediaType]!.schema;
  return /json$/.test(mediaType) && schema ? schemaProblem(where, schema as object, body) : undefined;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: { pattern?: string; enum?: string[] };
}
interface Operation {
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  parameters?: Parameter[];
}
const document = JSON.parse(readFileSync(new URL("../../openapi.json", import.meta.url), "utf8")) as {
  paths: Record<string, Record<string, Operation>>;
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(document, "openapi.json");

/** `#/components/...` references, as seen from a schema outside the document. */
const rebase = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'));
const errorEnvelope = { $ref: "#/components/schemas/Error" };

/**
 * Each of the document's schemas compiled once: Ajv caches by the schema object, so a schema made
 * anew for each answer (as rebasing makes one) would be compiled again for every answer.
 */
const validators = new WeakMap<object, ValidateFunction>();
const validatorOf = (schema: object) => {
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, validate = ajv.compile(rebase(schema)));
  return validate;
};

function schemaProblem(where: string, schema: object, body: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return `${where}: body is not JSON`;
  }
  const validate = validatorOf(schema);
  if (validate(value)) return undefined;
  return `${where}: body does not match the schema: ${ajv.errorsText(validate.errors)}`;
}

/**
 * The token links of the contract: a GET taking `?token=` of one purpose (`<purpose>_` and 64 hex
 * digits) and a POST at the same path; each with its path, its purpose and its action's query
 * parameters.
 */
export function tokenLinks(): { path: string; purpose: string; actionParameters: Parameter[] }[] {
  return Object.entries(document.paths).flatMap(([path, operations]) => {
    const token = operations.get?.parameters?.find((p) => p.name === "token" && p.in === "query" && p.required);
    const purpose = token?.schema.pattern?.match(/^\^(\w+)_\[0-9a-f\]\{64\}\$$/)?.[1];
    if (!purpose || !operations.post) return [];
    return [{ path, purpose, actionParameters: (operations.post.parameters ?? []).filter((p) => p.in === "query") }];
  });
}
