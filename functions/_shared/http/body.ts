import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ApiEnv } from "./context.ts";
import { ApiError } from "./errors.ts";
import { jsonErrorPosition } from "./json-position.ts";

/** The request's media type, lower case, without parameters ("" when absent). */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** `text` as JSON; 400 `invalid_json` naming the line and column where it stops being JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const { line, column } = jsonErrorPosition(text);
    throw new ApiError(400, "invalid_json", `The body is not valid JSON: see line ${line}, column ${column}.`);
  }
}

/**
 * A body of one of `types` (415 otherwise) and at most `maxBytes` (413, checked while reading,
 * whatever Content-Length says: Hono's body limit).
 */
export function acceptBody(types: readonly string[], maxBytes: number, unsupported: string): MiddlewareHandler[] {
  return [
    async (c, next) => {
      if (!types.includes(mediaType(c.req.raw))) throw new ApiError(415, "unsupported_media_type", unsupported);
      await next();
    },
    bodyLimit({
      maxSize: maxBytes,
      onError: () => {
        throw new ApiError(413, "payload_too_large", `The body must be at most ${maxBytes} bytes.`);
      },
    }),
  ];
}

/**
 * A file's form: 415 unless `types` (multipart/form-data), 413 at once when its Content-Length
 * says it is larger than `maxBytes`. Its body is left unread: the handler streams it, counting.
 */
export function fileBody({ types, maxBytes, unsupported }: { types: readonly string[]; maxBytes: number; unsupported: string }): MiddlewareHandler {
  return async (c, next) => {
    if (!types.includes(mediaType(c.req.raw))) throw new ApiError(415, "unsupported_media_type", unsupported);
    if (Number(c.req.header("content-length") ?? 0) > maxBytes) {
      throw new ApiError(413, "payload_too_large", `The body must be at most ${maxBytes} bytes.`);
    }
    await next();
  };
}

/** The body as UTF-8 text; 400 when it is not UTF-8. */
export async function bodyText(request: Request): Promise<string> {
  return new TextDecoder().decode(asUtf8(new Uint8Array(await request.arrayBuffer())));
}

/**
 * `bytes` when they are UTF-8, as they are in `charset` otherwise (400 when they are not that
 * either). Checked a megabyte at a time, so a large upload is never also held as one string.
 */
export function asUtf8(bytes: Uint8Array, charset = "utf-8"): Uint8Array {
  try {
    if (!/^(utf-?8|us-ascii)$/i.test(charset)) {
      return new TextEncoder().encode(new TextDecoder(charset, { fatal: true }).decode(bytes));
    }
    const decoder = new TextDecoder("utf-8", { fatal: true });
    for (let at = 0; at < bytes.length; at += 1 << 20) decoder.decode(bytes.subarray(at, at + (1 << 20)), { stream: true });
    decoder.decode();
    return bytes;
  } catch (error) {
    if (error instanceof RangeError) {
      throw new ApiError(415, "unsupported_media_type", `The charset ${JSON.stringify(charset)} is not one this service reads.`);
    }
    throw new ApiError(400, "invalid_encoding", `The body is not valid ${charset === "utf-8" ? "UTF-8" : charset}.`);
  }
}

/**
 * A JSON object body: 415 unless declared JSON, 413 over `maxBytes`, 400 when it is not UTF-8
 * JSON or not an object. It is parsed once: the validation step takes the object from here, and an
 * Idempotency-Key compares the text.
 */
export const jsonObjectBody = (maxBytes: number): MiddlewareHandler<ApiEnv>[] => [
  ...acceptBody(["application/json"], maxBytes, "Send the body as JSON with Content-Type: application/json."),
  async (c, next) => {
    const text = await bodyText(c.req.raw);
    const body = parseJson(text);
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new ApiError(400, "invalid_body", "The body must be a JSON object.");
    }
    c.set("body", text);
    c.set("json", body);
    await next();
  },
];
