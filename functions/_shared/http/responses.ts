import type { ApiError } from "./errors.ts";

/** `{"success": false, "error": {"code", "message", "details"?}}` */
export function failure(error: ApiError): Response {
  const { code, message, details } = error;
  return json(
    { success: false, error: details?.length ? { code, message, details } : { code, message } },
    error.status,
    error.headers,
  );
}

function json(body: unknown, status: number, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
  });
}
