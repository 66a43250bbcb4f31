import * as z from "zod";
import { parseJson } from "../../_shared/http/body.ts";
import { ApiError } from "../../_shared/http/errors.ts";
import { idempotencyHeaders } from "../../_shared/http/idempotency.ts";
import { fieldProblem, successEnvelope } from "../../_shared/http/openapi-schemas.ts";
import type { RouteContract, RouteDeclaration, Validated } from "../../_shared/http/route-kinds.ts";
import { queryBoolean } from "../../_shared/records/fields.ts";
import { importFile, importMediaTypes } from "./body.ts";
import { groupName } from "../record.ts";
import type { Caller } from "../../_shared/database/database.ts";
import type { PreparedImport } from "./rows.ts";
import { importPostings, maxImportBytes, rolledBack } from "./service.ts";
import { postingSchema } from "./posting.ts";

// POST /opportunities/import: the route. What it does with the postings is ./service.ts.

/** How `?from=` names and reads a job board (the sources' room gives it: `boardReader`). */
export interface BoardReader {
  source(): z.ZodType<string>;
  read(from: string, caller: Caller): Promise<PreparedImport>;
}

const importOptions = (boards: BoardReader) => z.strictObject({
  dry_run: queryBoolean().optional().meta({ description: "`true`: report what would change, write nothing." }),
  atomic: queryBoolean().optional().meta({ description: "`true`: import nothing when any row is invalid (400 `invalid_rows`)." }),
  feed: groupName().optional().meta({ description: "Puts every posting of the import in this feed (moving it from any other)." }),
  from: boards.source().optional().meta({
    description: "Imports a public job board's open postings instead of a file (send no body): `<provider>:<board>`, the " +
      "provider one of greenhouse, lever, ashby, smartrecruiters, workable and recruitee (docs/import.md). The feed is this value, in lowercase.",
  }),
  sync: queryBoolean().optional().meta({
    description: "`true` (with `feed` or `from`): also withdraw the feed's active postings that the import does not list.",
  }),
  force: queryBoolean().optional().meta({ description: "`true`: let a sync withdraw more than half of the feed's active postings." }),
}).superRefine((o, ctx) => {
  if (o.from && o.feed) ctx.addIssue({ code: "custom", path: ["feed"], message: "not with from: the job board is the feed" });
  if (o.sync && !o.feed && !o.from) ctx.addIssue({ code: "custom", path: ["sync"], message: "needs feed: a sync withdraws from one feed" });
  if (o.force && !o.sync) ctx.addIssue({ code: "custom", path: ["force"], message: "only applies to sync=true" });
});

type ImportOptions = z.infer<ReturnType<typeof importOptions>>;

const importReport = () => z.object({
  inserted: z.int().meta({ description: "New postings, stored inactive and not viewable until an editor reviews them." }),
  updated: z.int().meta({ description: "Known external_ids whose posting changed." }),
  unchanged: z.int().meta({ description: "Known external_ids whose posting is the same: nothing written." }),
  skipped: z.array(z.object({ row: z.int(), external_id: z.string().nullable(), errors: z.array(fieldProblem()) }))
    .meta({ description: "Invalid rows, numbered as in a spreadsheet for CSV (header = 1) and from 1 for JSON." }),
  duplicates: z.array(z.object({ external_id: z.string(), rows: z.array(z.int()), kept: z.int() }))
    .meta({ description: "external_ids carried by several rows; the last valid one is imported." }),
  shortened: z.array(z.object({ external_id: z.string(), field: z.string(), length: z.int(), kept: z.int() })).meta({
    description: "A job board's texts longer than their field takes (`length` characters), stored cut to `kept` with an ellipsis.",
  }),
  feed: z.string().nullable().meta({ description: "The feed the import's postings are in, when `feed` was given." }),
  withdrawn: z.array(z.string()).meta({
    description: "A sync's withdrawn postings (external_ids): active postings of the feed that the import does not list, " +
      "now inactive with `withdrawn_at` set.",
  }),
  restored: z.array(z.string()).meta({
    description: "Postings of the feed that a sync had withdrawn and the import lists again, active once more.",
  }),
  dry_run: z.boolean(),
}).meta({ id: "ImportReport" });

/**
 * POST /opportunities/import: job postings from CSV (`text/csv`, header row) or JSON (an array
 * of objects), upserted by external_id in one transaction. `dry_run=true` reports without
 * writing; `atomic=true` imports nothing when any row is invalid. The permission is checked
 * before the file is read, and the file is read and checked outside any transaction, so no
 * connection waits on an upload.
 */
export const importRoute = (boards: BoardReader): RouteDeclaration<"import", Validated<ImportOptions>> => ({
  kind: "import",
  method: "post",
  path: "/opportunities/import",
  contract: () => importContract(boards),
  upload: {
    types: importMediaTypes,
    maxBytes: maxImportBytes,
    unsupported: "Send the postings as a CSV or JSON file, or a form with one file field.",
  },
  async handle(c, { write }) {
    const query = c.req.valid("query");
    const options = { ...query, feed: query.from?.toLowerCase() ?? query.feed };
    const readers = import("./rows.ts"); // loads while the file arrives
    readers.catch(() => {}); // observed at once: a refused upload must not leave a rejection unhandled
    const { kind, bytes } = await importFile(c.req.raw);
    const { prepareCsv, prepareJson } = await readers;
    let prepared;
    if (query.from) {
      // None, or the empty object a scheduler's pg_net sends whatever it is asked.
      if (!/^\s*(\{\s*\})?\s*$/.test(new TextDecoder().decode(bytes))) {
        throw new ApiError(400, "invalid_body", "Send no body with from: the job board is the file.");
      }
      prepared = await boards.read(query.from, c.var.caller);
    } else {
      prepared = kind === "csv" ? prepareCsv(bytes) : prepareJson(parseJson(new TextDecoder().decode(bytes)));
    }
    if (options.atomic && prepared.skipped.length) {
      throw new ApiError(
        400,
        "invalid_rows",
        `${prepared.skipped.length} row(s) are invalid, so nothing was imported (atomic=true).`,
        prepared.skipped.flatMap(({ row, errors }) => errors.map((e) => ({ field: `row ${row}: ${e.field}`, message: e.message }))),
      );
    }
    return write(async (tx) => {
      const work = () => importPostings(tx, prepared, options);
      const outcome = options.dry_run ? await rolledBack(tx, work) : await work();
      const report = {
        inserted: outcome.inserted,
        updated: outcome.updated,
        unchanged: outcome.unchanged,
        skipped: prepared.skipped,
        duplicates: prepared.duplicates,
        shortened: prepared.shortened,
        feed: options.feed ?? null,
        withdrawn: outcome.withdrawn,
        restored: outcome.restored,
        dry_run: Boolean(options.dry_run),
      };
      return { status: 200, body: { success: true, data: report } };
    }, bytes);
  },
});

const importContract = (boards: BoardReader): RouteContract => ({
  tags: ["opportunities"],
  operationId: "importOpportunities",
  summary: "Import job postings in bulk",
  description: "Upserts postings by `external_id` in one transaction. Rows are validated one by one; invalid " +
    "rows are skipped and reported. Columns match by alias (`job_id`, `position`, `company`, " +
    "`application_url`, `search_term`, ...). Editors' decisions (is_active, website_viewable, display_order, " +
    "expires_at) are never touched. At most 50,000 rows and 4 MiB; imports run one at a time per instance. The " +
    "file is the body (`text/csv` with any charset, `application/json`, or `application/octet-stream`, " +
    "`text/plain` or no type, where the content decides: a JSON array starts with `[`), or the one file field " +
    "of a `multipart/form-data` form.",
  request: {
    query: importOptions(boards),
    headers: idempotencyHeaders(),
    body: {
      required: true,
      content: {
        "text/csv": {
          schema: { type: "string" },
          example: "external_id,title,company_name,link_url\nacme-1,Data Analyst,Acme,https://jobs.example/1\n",
        },
        "application/json": { schema: { type: "array", items: { $ref: "#/components/schemas/Posting" } } },
        "application/octet-stream": {
          schema: { type: "string", format: "binary", description: "A CSV or JSON file (supabase-js sends a File so); the content decides." },
        },
        "text/plain": { schema: { type: "string", description: "CSV or a JSON array; the content decides." } },
        "multipart/form-data": {
          schema: {
            type: "object",
            description: "A form with exactly one file field (any name): CSV, or JSON when it is declared or starts with `[`.",
            additionalProperties: { type: "string", format: "binary" },
            minProperties: 1,
            maxProperties: 1,
          },
        },
      },
    },
  },
  // A JSON file is read as a body is; the rest of its kind's answers are added from its steps.
  errors: {
    400: ["invalid_json", "invalid_body", "invalid_encoding", "invalid_csv", "too_many_rows", "invalid_rows"],
    409: ["sync_without_postings", "sync_withdraws_too_many"],
    502: ["upstream_failed"],
  },
  responses: {
    200: { description: "What the import did.", content: { "application/json": { schema: successEnvelope(importReport()) } } },
  },
  schemas: { Posting: postingSchema() },
});

