import * as z from "zod";
import { asCaller, readAs } from "../database/as-caller.ts";
import { type Visitor, visitors } from "../people/visitor.ts";
import type { Database } from "../database/database.ts";
import { execute, sql, statement } from "../database/sql.ts";
import { fileSettings, type ServiceConfig } from "../http/config.ts";
import { ApiError, notFound } from "../http/errors.ts";
import { successEnvelope } from "../http/openapi-schemas.ts";
import type { RouteDeclaration, Validated, ValidatedBy } from "../http/route-kinds.ts";
import { queryBoolean, uuid } from "../records/fields.ts";
import { dayRangeQuery, daysOf } from "../records/day-ranges.ts";
import { aNoun, idQuery, json } from "../records/record-routes.ts";
import { type RecordType, shownWith } from "../records/record-type.ts";
import type { Row } from "../records/table.ts";
import { type Bucket, bucketById, splitKey } from "./buckets.ts";
import { FileRefused, headSize, maxImageSide, peek, safeFileName, sniffedType } from "./file-checks.ts";
import { type StorageClient, StorageRefused } from "./storage-client.ts";

/** A record type whose records may name a file: where its routes are, and the buckets its files go to. */
export interface RecordFiles {
  type: RecordType;
  /** Where a file goes, and where it goes when only members may read it (when that is offered). */
  bucket: Bucket;
  membersOnlyBucket?: Bucket;
}

const problem = (status: number, code: string, field: string, message: string) =>
  new ApiError(status, code, `${field}: ${message}`, [{ field, message }]);

/** What a record type's file routes work with. */
interface FileRoutes {
  db: Database;
  storage: StorageClient;
  files: RecordFiles;
  shown: (row: Row) => Row;
  linkSeconds: number;
  visitor: Visitor;
}

/**
 * A record's file: `GET /<name>/file?id=` redirects whoever may read the record to its file (a
 * signed URL of Storage's, valid `FILE_LINK_SECONDS`); `PUT /<name>/file?id=` stores a file sent
 * as a form (its bytes streamed to Storage, checked on the way) and names it on the record;
 * `DELETE` takes it off the record. What no record names any more, the schedule removes from Storage.
 */
export function recordFileRoutes(db: Database, config: ServiceConfig, storage: StorageClient, files: RecordFiles): RouteDeclaration[] {
  // A link's URL lasts long enough to follow, too short to pass around.
  const routes: FileRoutes = {
    db, storage, files, shown: shownWith(files.type, config), linkSeconds: fileSettings(config).linkSeconds, visitor: visitors(config),
  };
  return [linkRoute(routes), uploadRoute(routes), removeRoute(routes), downloadsRoute(routes)] as RouteDeclaration[];
}

const capitalOf = (type: RecordType) => type.noun[0]!.toUpperCase() + type.noun.slice(1);
const noSuchRecord = (type: RecordType) => new ApiError(404, "not_found", `No ${type.noun} with this id that you may change.`);
const noFile = (type: RecordType) => new ApiError(404, "not_found", `No ${type.noun} with this id has a file you may read.`);

function linkRoute({ db, storage, files: { type }, linkSeconds, visitor }: FileRoutes): RouteDeclaration<"file link", Validated<{ id: string; download?: boolean }>> {
  return {
    kind: "file link",
    method: "get",
    path: `/${type.name}/file`,
    contract: () => ({
      tags: [type.name],
      operationId: `get${capitalOf(type)}File`,
      summary: `Go to ${aNoun(type.noun)}'s file`,
      description: `Redirects to the file, through a URL of Storage's that works for \`FILE_LINK_SECONDS\` (60 by default), ` +
        `whoever may read the ${type.noun} now: the public while it is published, members and editors as its policies say. A ` +
        `withdrawn ${type.noun}'s file is no longer reached. \`download=true\` asks the browser to save it rather than show it. ` +
        "A download of a published record's file is counted, once a day per client as apply clicks are (never an address; " +
        `not HEAD, prefetches or bots): \`GET /${type.name}/file/downloads\`.`,
      security: [],
      request: { query: idQuery(type).extend({ download: queryBoolean().optional() }) },
      errors: { 401: ["unauthorized"], 404: ["not_found"] },
      responses: {
        302: { description: "The file's signed URL, in `Location`.", headers: { Location: { schema: { type: "string", format: "uri" } } } },
      },
    }),
    handle: async (c) => {
      const { id, download } = c.req.valid("query");
      const caller = c.var.caller;
      // The record read as the caller, and a person's download of a published file counted, in one statement.
      const [row] = await asCaller(db, caller, (tx) =>
        execute<{ file: string | null }>(tx, sql`select file, private.count_download(${type.table}, id, ${visitor(c.req.raw)}::text)
          from ${type.sql.ref} where id = ${id}`));
      const key = row?.file;
      if (!key) throw noFile(type);
      const { bucket, name } = splitKey(key);
      if (bucketById(bucket)?.membersOnly && caller.claims.role === "anon") {
        throw new ApiError(401, "unauthorized", "Sign in as a member to download this file.");
      }
      let url: string;
      try {
        url = await storage.signedUrl(c.req.raw.headers, bucket, name, linkSeconds, download ? name.split("/").pop() : undefined);
      } catch (error) {
        // Storage's policies, as the caller, had the last word: the record alone is not enough.
        throw error instanceof StorageRefused && error.status < 500 ? noFile(type) : error;
      }
      return new Response(null, { status: 302, headers: { Location: url, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
    },
  };
}

function uploadRoute({ db, storage, files, shown }: FileRoutes): RouteDeclaration<"file upload", Validated<{ id: string; members_only?: boolean }>> {
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
      operationId: `put${capitalOf(type)}File`,
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
      if (!rows?.length) throw noSuchRecord(type);
      const name = await storedFile(storage, c.req.raw, bucket, id, caller.signal);
      return write(async (tx) => {
        const [row] = await execute<Row>(tx, sql`update ${type.sql.ref} set file = ${`${bucket.id}/${name}`} where id = ${id} returning ${type.sql.selected}`);
        if (!row) throw noSuchRecord(type);
        return { status: 200, body: { success: true, data: shown(row) } };
      });
    },
  };
}

/** What a form adds to its file: its boundaries and part headers, with room. */
const formOverhead = 64 * 1024;
const MiB = 1024 * 1024;

/** The form's file, checked and streamed to Storage as the caller: its object's name. */
async function storedFile(storage: StorageClient, request: Request, bucket: Bucket, id: string, signal?: AbortSignal): Promise<string> {
  // The form's parser loads with the first upload: no other request needs it.
  const { firstFile, MultipartError } = await import("./multipart.ts");
  let file;
  try {
    file = await firstFile(request);
  } catch (error) {
    if (error instanceof MultipartError) throw problem(400, "validation_failed", "file", "the body is not a multipart/form-data form that can be read");
    throw error;
  }
  if (!file || file.field !== "file") {
    await file?.bytes.cancel();
    throw problem(400, "validation_failed", "file", "give the file in the form field `file`");
  }
  const limit = sizeLimit(bucket.sizeLimit);
  try {
    const { head, all } = await peek(file.bytes, headSize);
    const { mime, ext } = await sniffedType(head, bucket);
    const name = `${id}/${safeFileName(file.filename, ext)}`;
    await storage.upload(request.headers, bucket.id, name, all.pipeThrough(limit.counter), mime, signal);
    return name;
  } catch (error) {
    await file.bytes.cancel().catch(() => {});
    // However Storage's call failed, a file found too large is a 413.
    throw limit.exceeded() ? problem(413, "payload_too_large", "file", `is larger than ${bucket.sizeLimit / MiB} MiB`) : refusal(error, bucket);
  }
}

function removeRoute({ files: { type }, shown }: FileRoutes): RouteDeclaration<"write", Validated<{ id: string }>> {
  return {
    kind: "write",
    method: "delete",
    path: `/${type.name}/file`,
    contract: () => ({
      tags: [type.name],
      operationId: `delete${capitalOf(type)}File`,
      summary: `Take ${aNoun(type.noun)}'s file off it`,
      description: `The ${type.noun} no longer names its file, which the schedule then removes from Storage. ` +
        "A resource keeps its link_url: one without a link_url cannot lose its file (400 naming link_url).",
      request: { query: idQuery(type) },
      errors: { 404: ["not_found"] },
      responses: { 200: json(successEnvelope(type.schemas().record), `The ${type.noun}, without a file.`) },
    }),
    handle: (c, { write }) =>
      write(async (tx) => {
        const [row] = await execute<Row>(tx, sql`update ${type.sql.ref} set file = null where id = ${c.req.valid("query").id} returning ${type.sql.selected}`);
        if (!row) throw noSuchRecord(type);
        return { status: 200, body: { success: true, data: shown(row) } };
      }),
  };
}

const downloadsQuery = (type: RecordType) => dayRangeQuery(uuid(), `The ${type.noun}.`);

function downloadsRoute({ db, files: { type } }: FileRoutes): RouteDeclaration<"editors' read", ValidatedBy<ReturnType<typeof downloadsQuery>>> {
  return {
    kind: "editors' read",
    method: "get",
    path: `/${type.name}/file/downloads`,
    doing: `read the downloads of ${type.name}' files`,
    contract: () => ({
      tags: [type.name],
      operationId: `get${capitalOf(type)}FileDownloads`,
      summary: `How often ${aNoun(type.noun)}'s file was downloaded, per day`,
      description: `For editors of ${type.name}. Each day from \`from\` to \`to\` (UTC, at most 366 days, default the last 30): ` +
        "the downloads of its file through its link while it was published, each client counted once a day (as apply clicks " +
        "are: never an address, not HEAD, prefetches or bots); zeros for a day without any. Today's are counted as they stand.",
      request: { query: downloadsQuery(type) },
      errors: { 404: ["not_found"] },
      responses: {
        200: json(successEnvelope(z.object({
          id: z.string().meta({ format: "uuid" }),
          from: z.string().meta({ format: "date" }),
          to: z.string().meta({ format: "date" }),
          total: z.int(),
          days: z.array(z.object({ day: z.string().meta({ format: "date" }), downloads: z.int() })),
        }).meta({ id: "FileDownloads" })), "The downloads."),
      },
    }),
    async handle(c, { answer }) {
      const { id, from, to } = c.req.valid("query");
      const today = sql`(now() at time zone 'UTC')::date`;
      const [records = [], rows = []] = await readAs<Record<string, unknown>>(db, c.var.caller, {
        statements: [
          statement(sql`select id from ${type.sql.ref} where id = ${id}`),
          statement(sql`select to_char(day, 'YYYY-MM-DD') as day, downloads from public.file_daily_downloads
            where record_table = ${type.table} and record_id = ${id} and day between ${from}::date and ${to}::date
            union all
            select to_char(${today}, 'YYYY-MM-DD'), private.downloads_today(${type.table}, ${id}::uuid) where ${today} between ${from}::date and ${to}::date`),
        ],
      });
      if (!records.length) throw notFound(type.noun);
      const counted = new Map<string, number>();
      for (const row of rows) counted.set(row.day as string, (counted.get(row.day as string) ?? 0) + Number(row.downloads));
      const days = daysOf(from, to).map((day) => ({ day, downloads: counted.get(day) ?? 0 }));
      const total = days.reduce((sum, d) => sum + d.downloads, 0);
      return answer(JSON.stringify({ success: true, data: { id, from, to, total, days } }), { "Content-Type": "application/json" });
    },
  };
}

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

/** What went wrong storing a file, as the API answers it. */
function refusal(error: unknown, bucket: Bucket): unknown {
  if (error instanceof FileRefused) {
    const code = error.status === 413 ? "payload_too_large" : error.status === 415 ? "unsupported_media_type" : "validation_failed";
    return problem(error.status, code, "file", error.message);
  }
  if (error instanceof StorageRefused) {
    if (error.status === 413) return problem(413, "payload_too_large", "file", `is larger than ${bucket.sizeLimit / MiB} MiB`);
    if (error.status === 403) return new ApiError(403, "forbidden", "Storage refused the file: you may not write this bucket.");
    if (error.status === 415) return problem(415, "unsupported_media_type", "file", "is of a type this bucket does not take");
  }
  return error;
}
