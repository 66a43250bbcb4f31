import type { Handler } from "../functions/_shared/http/context.ts";

/** The parts of a Supabase project the local stack does not serve, and what does. */
const services: Record<string, string> = {
  rest: "direct table access (supabase.from(...), /rest/v1)",
  storage: "this part of Storage (/storage/v1): it serves objects (upload, download, list, remove, move, signed and public URLs), not buckets' management, copies, resumable uploads or image transforms",
  realtime: "Realtime (/realtime/v1)",
};

/** `/rest/v1/...`, `/storage/v1/...` or `/realtime/v1/...`: which of them a path asks for. */
export const notServedService = (pathname: string) => /^\/(rest|storage|realtime)\/v1(\/|$)/.exec(pathname)?.[1];

/**
 * Answers what `npm start` does not serve with an error in PostgREST's shape (`code`, `message`,
 * `details`, `hint`), which supabase-js hands to the caller as it is: a developer pointing the
 * admin application at the local stack sees why, instead of a bare 404.
 */
export const notServed: Handler = (request) => {
  const service = services[notServedService(new URL(request.url).pathname)!]!;
  const body = {
    code: "LOCAL501",
    message: `The local stack (npm start) does not serve ${service}.`,
    details: "It serves the API at /functions/v1, the password sign-in at /auth/v1, Storage's objects at /storage/v1/object and the API reference at /docs.",
    hint: "Use `supabase start` (Docker), or point SUPABASE_URL at a Supabase project, for the rest of Supabase.",
  };
  return Promise.resolve(
    new Response(request.method === "HEAD" ? null : JSON.stringify(body), {
      status: 501,
      headers: { "Content-Type": "application/json; charset=utf-8", "Access-Control-Allow-Origin": "*" },
    }),
  );
};
