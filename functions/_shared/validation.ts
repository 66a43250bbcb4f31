import type { z } from "zod";
import { ApiError, type FieldProblem, invalidInput } from "./errors.ts";

/** Parses `input` with `schema`, or throws a 400 that names every field and its rule. */
export function validate<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalidInput(fieldProblems(result.error));
}

/** Each problem zod found, as `{field, message}`; `root` names the input itself. */
export function fieldProblems(error: z.ZodError, root = "body"): FieldProblem[] {
  return error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ field: [...issue.path, key].join("."), message: "is not a known field" }))
      : [{ field: issue.path.join(".") || root, message: issue.message }]
  );
}

const maxBodyBytes = 1 << 20; // 1 MiB

/**
 * The request's JSON object body. 415 unless the body is declared JSON, 413 over 1 MiB (checked
 * while reading, whatever Content-Length says), 400 when it is not valid UTF-8 JSON or not an object.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  if (mediaType(request) !== "application/json") {
    throw new ApiError(415, "unsupported_media_type", "Send the body as JSON with Content-Type: application/json.");
  }
  const body = parseJson(await readText(request, maxBodyBytes));
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiError(400, "invalid_body", "The body must be a JSON object.");
  }
  return body as Record<string, unknown>;
}

/** The request's media type, lower case, without parameters ("" when absent). */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "invalid_json", "The body is not valid JSON.");
  }
}

/** The body as UTF-8 text: 413 past `limit` bytes (checked while reading), 400 if not UTF-8. */
export async function readText(request: Request, limit: number): Promise<string> {
  const tooLarge = () => new ApiError(413, "payload_too_large", `The body must be at most ${limit} bytes.`);
  if (Number(request.headers.get("content-length") ?? 0) > limit) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > limit) throw tooLarge();
      chunks.push(chunk);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, "invalid_encoding", "The body is not valid UTF-8.");
  }
}

/** The query string as an object; 400 when a parameter is given more than once. */
export function queryParameters(url: URL): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (key in params) {
      throw invalidInput([{ field: key, message: "must be given at most once" }]);
    }
    params[key] = value;
  }
  return params;
}
