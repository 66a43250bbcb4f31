import { readAs } from "../database/as-caller.ts";
import { execute, sql, statement } from "../database/sql.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { successEnvelope } from "../http/openapi-schemas.ts";
import type { RouteDeclaration, Validated } from "../http/route-kinds.ts";
import { queryBoolean } from "../records/fields.ts";
import { aNoun, idQuery, json } from "../records/record-routes.ts";
import type { Row } from "../records/table.ts";
import type { Bucket } from "./buckets.ts";
import { maxImageSide } from "./file-checks.ts";
import { storedFile } from "./stored-file.ts";
import { fileProblem, type FileRoutes } from "./file-routes.ts";
import { capitalised } from "../http/openapi-schemas.ts";
import type { StorageClient } from "./storage-client.ts";

/** `PUT /<name>/file?id=`: a form's file, checked as it streams to Storage, then named on the record. */
export function uploadRoute({ db, storage, files, shown }: FileRoutes): RouteDeclaration<"file upload", Validated<{ id: string; members_only?: boolean }>> {
  const { type, bucket: main, membersOnlyBucket } = files;
  const types = [...new Set([...main.types, ...(membersOnlyBucket?.types ?? [])])];
  return {
    kind: "file upload",
    method: "put",
    path: `/${type.name}/file`,
    upload: {
      types: ["multipart/form-data"],
      maxBytes: Math.max(main.sizeLimit, membersOnlyBucket?.sizeLimit ?? 0) + formOverhead,
      unsupported: "Send the file as multipart/form-data, in the field `file`.",
    },
    contract: () => ({
      tags: [type.name],
      operationId: `put${capitalised(type.noun)}File`,
      summary: `Store ${aNoun(type.noun)}'s file`,
      description: `The file in the form field \`file\` of a \`multipart/form-data\` body, streamed to Storage: its type is read ` +
        `from its bytes (${types.join(", ")}), never from its name; an image may be at most ${maxImageSide} pixels on a side; ` +
        `at most ${main.sizeLimit / MiB} MiB (413 as soon as it is known to be larger). Its name is made safe and ends in ` +
        `its type's extension. It replaces the ${type.noun}'s file; the schedule removes the old one.` +
        (membersOnlyBucket ? " `members_only=true` keeps it where only signed-in members and editors may read it." : ""),
      request: {
        query: membersOnlyBucket ? idQuery(type).extend({ members_only: queryBoolean().optional() }) : idQuery(type),
        body: {
          required: true,
          content: { "multipart/form-data": { schema: { type: "object", required: ["file"], properties: { file: { type: "string", format: "binary" } } } } },
        },
      },
      errors: { 400: ["validation_failed"], 403: ["forbidden"], 404: ["not_found"], 413: ["payload_too_large"], 415: ["unsupported_media_type"] },
      responses: { 200: json(successEnvelope(type.schemas().record), `The ${type.noun}, naming its new file.`) },
    }),
    handle: async (c, { write }) => {
      const { id, members_only } = c.req.valid("query");
      const caller = c.var.caller;
      const bucket = members_only && membersOnlyBucket ? membersOnlyBucket : main;
      // The record first: a file for a record the caller cannot change is not read at all.
      const [rows] = await readAs(db, caller, { statements: [statement(sql`select id from ${type.sql.ref} where id = ${id}`)] });
      if (!rows?.length) throw notFound(type.noun);
      const name = await storedFormFile(storage, c.req.raw, bucket, id, caller.signal);
      return write(async (tx) => {
        const [row] = await execute<Row>(tx, sql`update ${type.sql.ref} set file = ${`${bucket.id}/${name}`} where id = ${id} returning ${type.sql.selected}`);
        if (!row) throw notFound(type.noun);
        return { status: 200, body: { success: true, data: shown(row) } };
      });
    },
  };
}

/** What a form adds to its file: its boundaries and part headers, with room. */
const formOverhead = 64 * 1024;
const MiB = 1024 * 1024;

/** The form's file, checked and streamed to Storage as the caller: its object's name. */
async function storedFormFile(storage: StorageClient, request: Request, bucket: Bucket, id: string, signal?: AbortSignal): Promise<string> {
  // The form's parser loads with the first upload: no other request needs it.
  const { firstFile, MultipartError } = await import("../http/multipart.ts");
  let file;
  try {
    file = await firstFile(request);
  } catch (error) {
    if (error instanceof MultipartError) throw fileProblem(400, "the body is not a multipart/form-data form that can be read");
    throw error;
  }
  if (!file || file.field !== "file") {
    await file?.bytes.cancel();
    throw fileProblem(400, "give the file in the form field `file`");
  }
  return (await storedFile(storage, request.headers, file, bucket, (fileName) => `${id}/${fileName}`, signal)).name;
}
