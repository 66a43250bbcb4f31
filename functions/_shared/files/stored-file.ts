import { ApiError } from "../http/errors.ts";
import type { Bucket } from "./buckets.ts";
import { FileRefused, headSize, peek, safeFileName, sniffedType } from "./file-checks.ts";
import { fileProblem } from "./file-routes.ts";
import type { IncomingFile } from "../http/multipart.ts";
import { type StorageClient, StorageRefused } from "./storage-client.ts";

// A form's file, checked as it streams to Storage: its type from its bytes (415), its size as it
// passes (413), a body cut short (400); each refusal names the form's field.

/** Where a file was stored: its object's name in its bucket, and the safe name it was sent with. */
export interface StoredFile {
  name: string;
  fileName: string;
}

/**
 * `file` stored in `bucket` as `nameFor(its safe name)`, with `credentials` (the caller's, or the
 * service's for a stranger's file): what Storage holds and what it was called.
 */
export async function storedFile(
  storage: StorageClient,
  credentials: Headers,
  file: IncomingFile,
  bucket: Bucket,
  nameFor: (fileName: string) => string,
  signal?: AbortSignal,
): Promise<StoredFile> {
  const field = file.field || "file";
  const limit = sizeLimit(bucket.sizeLimit);
  try {
    const { head, all } = await peek(file.bytes, headSize);
    const { mime, ext } = await sniffedType(head, bucket);
    const fileName = safeFileName(file.filename, ext);
    const name = nameFor(fileName);
    await storage.upload(credentials, bucket.id, name, all.pipeThrough(limit.counter), mime, signal);
    return { name, fileName };
  } catch (error) {
    await file.bytes.cancel().catch(() => {});
    // However Storage's call failed, a file found too large is a 413, and one cut short a 400.
    if (limit.exceeded()) throw tooLarge(bucket, field);
    if (file.brokeOff()) throw fileProblem(400, "the body ended before the file did", field);
    throw refusal(error, bucket, field);
  }
}

const MiB = 1024 * 1024;

/** Counts a file's bytes as they pass: past `limit` the stream fails, and `exceeded()` says so. */
function sizeLimit(limit: number) {
  let seen = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > limit) controller.error(new FileRefused(413, `is larger than ${limit / MiB} MiB`));
      else controller.enqueue(chunk);
    },
  });
  return { counter, exceeded: () => seen > limit };
}

const tooLarge = (bucket: Bucket, field: string) => fileProblem(413, `is larger than ${bucket.sizeLimit / MiB} MiB`, field);

/** What went wrong storing a file, as the API answers it. */
function refusal(error: unknown, bucket: Bucket, field: string): unknown {
  if (error instanceof FileRefused) return fileProblem(error.status, error.message, field);
  if (error instanceof StorageRefused) {
    if (error.status === 413) return tooLarge(bucket, field);
    if (error.status === 403) return new ApiError(403, "forbidden", "Storage refused the file: you may not write this bucket.");
    if (error.status === 415) return fileProblem(415, "is of a type this bucket does not take", field);
    // Anything else Storage said is not the client's to mend: a retry may go through.
    return new ApiError(503, "service_unavailable", "Storage did not take the file just now; try again shortly.", undefined, { "Retry-After": "1" });
  }
  return error;
}
