import type { Database } from "../database/database.ts";
import { ApiError } from "../http/errors.ts";
import { capitalised } from "../http/openapi-schemas.ts";
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

/** A field's problem as the API answers it: its status and code, naming the field and the rule. */
export const problem = (status: number, code: string, field: string, message: string) =>
  new ApiError(status, code, `${field}: ${message}`, [{ field, message }]);

export const operationNoun = (type: RecordType) => capitalised(type.noun);
export const noSuchRecord = (type: RecordType) => new ApiError(404, "not_found", `No ${type.noun} with this id that you may change.`);
