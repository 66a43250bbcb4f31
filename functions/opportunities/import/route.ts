import * as z from "zod";
import { parseJson } from "../../_shared/http/body.ts";
import { ApiError } from "../../_shared/http/errors.ts";
import { idempotencyHeaders } from "../../_shared/http/idempotency.ts";
import { fieldProblem, successEnvelope } from "../../_shared/http/openapi-schemas.ts";
import type { RouteContract, RouteDeclaration, Validated } from "../../_shared/http/route-kinds.ts";
import { queryBoolean } from "../../_shared/records/fields.ts";
import { importFile, importMediaTypes } from "./body.ts";
import { groupName } from "../record.ts";
import { importPostings, maxImportBytes, rolledBack } from "./service.ts";
import { postingSchema } from "./posting.ts";

// POST /opportunities/import: the route. What it does with the postings is ./service.ts.

const importOptions = () => z.strictObject({
  dry_run: queryBoolean().optional().meta({ description: "`true`: report what would change, write nothing." }),
  atomic: queryBoolean().optional().meta({ description: "`true`: import nothing when any row is invalid (400 `invalid_rows`)." }),
  feed: groupName().optional().meta({ description: "Puts every posting of the import in this feed (moving it from any other)." }),
  sync: queryBoolean().optional().meta({
    description: "`true` (with `feed`): also withdraw the feed's active postings that the import does not list.",
  }),
  force: queryBoolean().optional().meta({ description: "`true`: let a sync withdraw more than half of the feed's active postings." }),
}).superRefine((o, ctx) => {
  if (o.sync && !o.feed) ctx.addIssue({ code: "custom", path: ["sync"], message: "needs feed: a sync withdraws from one feed" });
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
export const importRoute = (): RouteDeclaration<"import", Validated<ImportOptions>> => ({
  kind: "import",
  method: "post",
  path: "/opportunities/import",
  contract: importContract,
  upload: {
    types: importMediaTypes,
    maxBytes: maxImportBytes,
    unsupported: "Send the postings as a CSV or JSON file, or a form with one file field.",
  },
  async handle(c, { write }) {
    const options = c.req.valid("query");
    const readers = import("./rows.ts"); // loads while the file arrives
    readers.catch(() => {}); // observed at once: a refused upload must not leave a rejection unhandled
    const { kind, bytes } = await importFile(c.req.raw);
    const { prepareCsv, prepareJson } = await readers;
    const prepared = kind === "csv" ? prepareCsv(bytes) : prepareJson(parseJson(new TextDecoder().decode(bytes)));
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
        feed: options.feed ?? null,
        withdrawn: outcome.withdrawn,
        restored: outcome.restored,
        dry_run: Boolean(options.dry_run),
      };
      return { status: 200, body: { success: true, data: report } };
    }, bytes);
  },
});

const importContract = (): RouteContract => ({
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
    query: importOptions(),
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
  },
  responses: {
    200: { description: "What the import did.", content: { "application/json": { schema: successEnvelope(importReport()) } } },
  },
  schemas: { Posting: postingSchema() },
});

