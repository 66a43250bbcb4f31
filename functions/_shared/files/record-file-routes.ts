import * as z from "zod";
import { readAs } from "../database/as-caller.ts";
import type { Database } from "../database/database.ts";
import { execute, sql, statement } from "../database/sql.ts";
import { fileSettings, type ServiceConfig } from "../http/config.ts";
import { notFound } from "../http/errors.ts";
import { successEnvelope } from "../http/openapi-schemas.ts";
import type { RouteDeclaration, Validated, ValidatedBy } from "../http/route-kinds.ts";
import { uuid } from "../records/fields.ts";
import { dayRangeQuery, daysOf } from "../records/day-ranges.ts";
import { aNoun, idQuery, json } from "../records/record-routes.ts";
import { type RecordType, shownWith } from "../records/record-type.ts";
import type { Row } from "../records/table.ts";
import { visitors } from "../people/visitor.ts";
import { linkRoute } from "./file-link-route.ts";
import type { FileRoutes, RecordFiles } from "./file-routes.ts";
import { capitalised } from "../http/openapi-schemas.ts";
import { uploadRoute } from "./file-upload-route.ts";
import type { StorageClient } from "./storage-client.ts";

export type { RecordFiles } from "./file-routes.ts";

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

function removeRoute({ files: { type }, shown }: FileRoutes): RouteDeclaration<"write", Validated<{ id: string }>> {
  return {
    kind: "write",
    method: "delete",
    path: `/${type.name}/file`,
    contract: () => ({
      tags: [type.name],
      operationId: `delete${capitalised(type.noun)}File`,
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
        if (!row) throw notFound(type.noun);
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
      operationId: `get${capitalised(type.noun)}FileDownloads`,
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

