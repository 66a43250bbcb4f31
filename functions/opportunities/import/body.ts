import { ApiError } from "../../_shared/http/errors.ts";
import { asUtf8, mediaType } from "../../_shared/http/body.ts";

/** The media types the import takes: what a file input, supabase-js and scripts send. */
export const importMediaTypes = [
  "text/csv",
  "application/json",
  "application/octet-stream", // supabase-js sends a File or Blob so
  "text/plain", // and a string so
  "multipart/form-data", // a FormData with one file field
  "", // none declared
] as const;

export interface ImportFile {
  kind: "csv" | "json";
  /** UTF-8. */
  bytes: Uint8Array;
}

/**
 * The posted file: the body itself, or the one file of a multipart form. `text/csv` is CSV and
 * `application/json` a JSON array; for anything else the content decides (a JSON array starts
 * with `[`). A declared charset is honoured; the bytes come back as UTF-8.
 */
export async function importFile(request: Request): Promise<ImportFile> {
  if (mediaType(request) !== "multipart/form-data") {
    return file(request.headers.get("content-type") ?? "", new Uint8Array(await request.arrayBuffer()));
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ApiError(400, "invalid_body", "The multipart body cannot be read.");
  }
  const entries = [...form.entries()];
  const files = entries.flatMap(([, value]) => (typeof value === "string" ? [] : [value]));
  if (files.length !== 1 || entries.length !== 1) {
    throw new ApiError(400, "invalid_body", "Send exactly one file field in the form, and nothing else.");
  }
  return file(files[0]!.type, new Uint8Array(await files[0]!.arrayBuffer()));
}

function file(contentType: string, raw: Uint8Array): ImportFile {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  const charset = /;\s*charset="?([^";\s]+)"?/i.exec(contentType)?.[1] ?? "utf-8";
  const bytes = asUtf8(raw, charset);
  if (type === "text/csv") return { kind: "csv", bytes };
  if (type === "application/json") return { kind: "json", bytes };
  return { kind: startsWithBracket(bytes) ? "json" : "csv", bytes };
}

/** Whether the first character after a BOM and white space is `[`. */
function startsWithBracket(bytes: Uint8Array): boolean {
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (at < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[at]!)) at++;
  return bytes[at] === 0x5b;
}
