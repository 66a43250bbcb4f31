import type { Database } from "../database/database.ts";
import { ApiError, invalidInput } from "../http/errors.ts";
import type { RecordType } from "../records/record-type.ts";
import type { Row } from "../records/table.ts";
import type { Visitor } from "../people/visitor.ts";
import type { Bucket } from "./buckets.ts";
import type { StorageClient } from "./storage-client.ts";

// What a record type's file routes share: their declaration, what they work with, their errors.

/** A record type whose records may name a file: where its routes are, and the buckets its files go to. */
export interface RecordFiles {
  type: RecordType;
  /** Where a file goes, and where it goes when only members may read it (when that is offered). */
  bucket: Bucket;
  membersOnlyBucket?: Bucket;
}

/** What a record type's file routes work with. */
export interface FileRoutes {
  db: Database;
  storage: StorageClient;
  files: RecordFiles;
  shown: (row: Row) => Row;
  linkSeconds: number;
  visitor: Visitor;
}

const codes = { 413: "payload_too_large", 415: "unsupported_media_type" } as const;

/** The form's file refused, naming its field: a 400 as every invalid input is, or its size's 413, or its type's 415. */
export function fileProblem(status: 400 | 413 | 415, message: string, field = "file"): ApiError {
  const problems = [{ field, message }];
  return status === 400 ? invalidInput(problems) : new ApiError(status, codes[status], `${field}: ${message}`, problems);
}
