// Storage's errors as its API answers them (`{ statusCode, code, error, message }`), which
// supabase-js turns into a StorageApiError with that message and status.

export class StorageError extends Error {
  constructor(readonly status: number, readonly code: string, readonly error: string, message: string) {
    super(message);
  }
}

export const storageErrors = {
  noSuchBucket: () => new StorageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  noSuchKey: () => new StorageError(404, "NoSuchKey", "not_found", "Object not found"),
  duplicate: () => new StorageError(409, "Duplicate", "Duplicate", "The resource already exists"),
  accessDenied: () => new StorageError(403, "AccessDenied", "Unauthorized", "new row violates row-level security policy"),
  tooLarge: () => new StorageError(413, "EntityTooLarge", "Payload too large", "The object exceeded the maximum allowed size"),
  mimeType: (type: string) => new StorageError(415, "InvalidMimeType", "invalid_mime_type", `mime type ${type} is not supported`),
  invalidKey: (name: string) => new StorageError(400, "InvalidKey", "Invalid Input", `Invalid key: ${name}`),
  invalidJwt: (message: string) => new StorageError(400, "InvalidJWT", "InvalidJWT", message),
  invalidRequest: (message: string) => new StorageError(400, "InvalidRequest", "Invalid Input", message),
};

export const storageAnswer = ({ status, code, error, message }: StorageError) =>
  Response.json({ statusCode: String(status), code, error, message }, { status, headers: { "Access-Control-Allow-Origin": "*" } });
