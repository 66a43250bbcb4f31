import * as z from "zod";
import { stringify } from "csv-stringify/sync";
import { readAs } from "../_shared/database/as-caller.ts";
import type { Caller, Database } from "../_shared/database/database.ts";
import { join, type Sql, sql, statement, table } from "../_shared/database/sql.ts";
import type { StorageClient } from "../_shared/files/storage-client.ts";
import { notFound } from "../_shared/http/errors.ts";
import { prefers } from "../_shared/http/negotiation.ts";
import type { RouteDeclaration, ValidatedBy } from "../_shared/http/route-kinds.ts";
import { uuid } from "../_shared/records/fields.ts";
import { spreadsheetCsv } from "../_shared/records/spreadsheet-csv.ts";
import type { Row } from "../_shared/records/table.ts";
import { utcText } from "../_shared/records/time-pages.ts";
import { tags } from "./forms.ts";
import type { Question } from "./questions.ts";
import { signedUrlsOf } from "./tracking.ts";

// An opportunity's applications for a spreadsheet or a program: CSV (one row each, a column per
// question of every version its applications were made with, files as links valid a day, no cell
// a spreadsheet runs as a formula) or JSON. Streamed a page at a time, so memory stays bounded
// whatever the count; each page's files are signed in one call to Storage.

const exportPage = 200;
const fileLinkSeconds = 24 * 60 * 60;

const exportQuery = () =>
  z.strictObject({
    opportunity_id: uuid().meta({ description: "The opportunity whose applications are exported.", param: { in: "query" } }),
    format: z.enum(["csv", "json"], { error: "must be csv or json" }).optional()
      .meta({ description: "csv or json; by default as `Accept` asks (text/csv), else JSON.", param: { in: "query" } }),
  });

const fixedColumns = ["id", "applicant_name", "applicant_email", "state", "rating", "member", "created_at", "updated_at", "state_changed_at"];

/** The questions of every version the opportunity's applications were made with, each key once, the newest wording. */
async function questionsOf(db: Database, caller: Caller, opportunity: string): Promise<Question[] | undefined> {
  const [found = [], versions = []] = await readAs<Row>(db, caller, {
    statements: [
      statement(sql`select o.id from public.opportunities o where o.id = ${opportunity}`),
      statement(sql`select v.questions from public.application_form_versions v
        where (v.form_id, v.version) in (select distinct a.form_id, a.form_version from public.applications a where a.opportunity_id = ${opportunity})
        order by v.created_at desc, v.version desc`),
    ],
  });
  if (!found[0]) return undefined;
  const byKey = new Map<string, Question>();
  for (const { questions } of versions) for (const q of questions as Question[]) if (!byKey.has(q.key)) byKey.set(q.key, q);
  return [...byKey.values()];
}

/**
 * A CSV cell of each non-file question, made by the database as text (a choice list joined by
 * `; `): the rows then hold only strings, not answers parsed and held again as objects.
 */
function answerCells(keys: string[]): Sql {
  if (keys.length === 0) return sql``;
  const cells = table("export.cells", keys.map((_, i) => `c${i}`));
  return sql`, ${join(keys.map((key, i) => sql`case jsonb_typeof(a.answers -> ${key})
      when 'array' then (select string_agg(x, '; ') from jsonb_array_elements_text(a.answers -> ${key}) x)
      else a.answers ->> ${key} end as ${cells.column(`c${i}`)}`), ", ")}`;
}

/** A page of applications after `after` (oldest first), with their files: answers as JSON, or as CSV cells (`cells`). */
async function pageOf(db: Database, caller: Caller, opportunity: string, after: Row | undefined, cells?: string[]) {
  const place = after ? sql`and (a.created_at, a.id) > (${after.created_at_exact}::timestamptz, ${after.id}::uuid)` : sql``;
  const [rows = [], files = []] = await readAs<Row>(db, caller, {
    statements: [
      statement(sql`select a.id, a.applicant_name, a.applicant_email, a.state, a.rating, a.user_id is not null as member,
        ${utcText(sql`a.created_at`)} as created_at, ${utcText(sql`a.updated_at`)} as updated_at,
        ${utcText(sql`a.state_changed_at`)} as state_changed_at, ${cells ? sql`null` : sql`a.answers`} as answers, a.created_at::text as created_at_exact
        ${cells ? answerCells(cells) : sql``}
        from public.applications a where a.opportunity_id = ${opportunity} ${place} order by a.created_at, a.id limit ${exportPage}`),
      statement(sql`select f.application_id, f.question, f.file, f.file_name from public.application_files f
        where f.application_id in (select a.id from public.applications a where a.opportunity_id = ${opportunity} ${place}
          order by a.created_at, a.id limit ${exportPage})`),
    ],
  });
  return { rows, files };
}

const cell = (value: unknown) => (value === undefined || value === null ? "" : Array.isArray(value) ? value.join("; ") : String(value));

interface ExportOf {
  db: Database;
  storage: StorageClient;
  caller: Caller;
  /** The editor's own credentials, with which Storage signs the files' links. */
  credentials: Headers;
  opportunity: string;
  questions: Question[];
  csv: boolean;
}

/** The export's text a page at a time: each call the next page with its files' links, undefined past the last. */
function chunks({ db, storage, caller, credentials, opportunity, questions, csv }: ExportOf): () => Promise<string | undefined> {
  const fileKeys = new Set(questions.filter((q) => q.kind === "file").map((q) => q.key));
  const answerKeys = questions.map((q) => q.key);
  let after: Row | undefined;
  let first = true;
  let done = false;
  return async () => {
    if (done) return undefined;
    const { rows, files } = await pageOf(db, caller, opportunity, after, csv ? answerKeys.filter((k) => !fileKeys.has(k)) : undefined);
    done = rows.length < exportPage;
    after = rows.at(-1);
    const urls = await signedUrlsOf(storage, credentials, files.map((f) => String(f.file)), fileLinkSeconds, caller.signal);
    const filesOf = (id: unknown) => Object.fromEntries(files.filter((f) => f.application_id === id).map((f) => [f.question, urls.get(String(f.file))]));
    const head = first;
    first = false;
    if (csv) {
      const cellOf = new Map(answerKeys.filter((k) => !fileKeys.has(k)).map((k, i) => [k, `c${i}`]));
      const lines = rows.map((r) => {
        const linked = filesOf(r.id);
        return [...fixedColumns.map((k) => cell(r[k])), ...answerKeys.map((k) => cell(fileKeys.has(k) ? linked[k] : r[cellOf.get(k)!]))];
      });
      return stringify(lines, { ...spreadsheetCsv, header: head, columns: [...fixedColumns, ...answerKeys] });
    }
    const objects = rows.map(({ created_at_exact: _, ...r }) => JSON.stringify({ ...r, files: filesOf(r.id) }));
    return (head ? '{"success":true,"data":[' : objects.length ? "," : "") + objects.join(",") + (done ? "]}" : "");
  };
}

export function exportRoute(db: Database, storage: StorageClient): RouteDeclaration<"editors' read", ValidatedBy<ReturnType<typeof exportQuery>>> {
  return {
    kind: "editors' read",
    method: "get",
    path: "/applications/export",
    doing: "export applications",
    contract: () => ({
      tags,
      operationId: "exportApplications",
      summary: "Export an opportunity's applications (CSV or JSON)",
      description: "Editors: every proven application, oldest first. CSV: a header, then one row each: id, name, e-mail, state, " +
        "rating, member, times, then a column per question (by key; a choice list joined by `; `), a file question's cell " +
        "its file's link, valid a day. No cell starts a formula. JSON: the same as objects, `files` by question.",
      request: { query: exportQuery() },
      errors: { 404: ["not_found"] },
      responses: {
        200: {
          description: "The applications.",
          content: {
            "text/csv": { schema: { type: "string" } },
            "application/json": { schema: { type: "object", properties: { success: { type: "boolean" }, data: { type: "array", items: { type: "object" } } } } },
          },
        },
      },
    }),
    async handle(c) {
      const { opportunity_id, format } = c.req.valid("query");
      const caller = c.var.caller;
      const csv = format ? format === "csv" : prefers(c.req.header("accept"), "text/csv");
      const questions = await questionsOf(db, caller, opportunity_id);
      if (!questions) throw notFound("opportunity");
      const nextChunk = chunks({ db, storage, caller, credentials: c.req.raw.headers, opportunity: opportunity_id, questions, csv });
      const encoder = new TextEncoder();
      // The first page before the answer: a refusal (403, 503) is an answer, not a broken stream.
      const firstChunk = await nextChunk();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(firstChunk));
        },
        async pull(controller) {
          const chunk = await nextChunk();
          if (chunk === undefined) return controller.close();
          controller.enqueue(encoder.encode(chunk));
        },
      });
      return new Response(body, {
        headers: csv
          ? { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="applications-${opportunity_id}.csv"`, "Cache-Control": "no-store" }
          : { "Content-Type": "application/json", "Cache-Control": "no-store" },
      });
    },
  };
}
