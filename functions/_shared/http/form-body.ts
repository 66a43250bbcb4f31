import type { MiddlewareHandler } from "hono";
import { jsonObjectBody, mediaType, parseJson } from "./body.ts";
import type { ApiEnv } from "./context.ts";
import { ApiError, invalidInput } from "./errors.ts";

// A body that is JSON, or a form whose first field is that JSON and whose files follow it (an
// application with its files): either way the validation step checks the JSON, and the handler
// reads the files after it (`c.var.form`), streaming, never holding one whole.

/** The form's first field: the JSON body as text. */
export const formJsonField = "application";

/** What a form may be: its declared size at most, how many files it holds, and what a body of another type is told. */
export interface FormRule {
  maxBytes: number;
  files: number;
  unsupported: string;
}

export function jsonOrFormBody(jsonMaxBytes: number, rule: FormRule): MiddlewareHandler<ApiEnv> {
  const [accept, limit, parse] = jsonObjectBody(jsonMaxBytes) as [MiddlewareHandler<ApiEnv>, MiddlewareHandler<ApiEnv>, MiddlewareHandler<ApiEnv>];
  return async (c, next) => {
    const type = mediaType(c.req.raw);
    if (type === "application/json") {
      await accept(c, async () => void await limit(c, async () => void await parse(c, next)));
      return;
    }
    if (type !== "multipart/form-data") throw new ApiError(415, "unsupported_media_type", rule.unsupported);
    if (Number(c.req.header("content-length") ?? 0) > rule.maxBytes) {
      throw new ApiError(413, "payload_too_large", `The body must be at most ${rule.maxBytes} bytes.`);
    }
    // The form's parser loads with the first form: a JSON body never needs it.
    const { formParts, MultipartError } = await import("./multipart.ts");
    const form = formParts(c.req.raw, { files: rule.files, fields: 1 });
    let first;
    try {
      first = await form.next();
    } catch (error) {
      if (error instanceof MultipartError) throw new ApiError(400, "invalid_body", "The body is not a multipart/form-data form that can be read.");
      throw error;
    }
    if (!first || !("value" in first) || first.field !== formJsonField) {
      if (first && "file" in first) await first.file.bytes.cancel();
      throw invalidInput([{ field: formJsonField, message: "must be the form's first field: the body as JSON, before the files" }]);
    }
    const body = parseJson(first.value);
    if (typeof body !== "object" || body === null || Array.isArray(body)) throw new ApiError(400, "invalid_body", "The field application must be a JSON object.");
    c.set("body", first.value);
    c.set("json", body);
    c.set("form", form);
    await next();
  };
}
