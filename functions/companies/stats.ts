import * as z from "zod";
import { stringify } from "csv-stringify/sync";
import { readAs } from "../_shared/database/as-caller.ts";
import type { Database } from "../_shared/database/database.ts";
import { sql, statement } from "../_shared/database/sql.ts";
import { notFound } from "../_shared/http/errors.ts";
import { successEnvelope } from "../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../_shared/http/route-kinds.ts";
import { isCalendarDate, uuid } from "../_shared/records/fields.ts";

// What a company's postings got (docs/sponsors.md): for each posting and UTC day, the e-mails that
// named it, the channel messages that announced it, its apply clicks and page views. JSON, or CSV
// for a spreadsheet (`Accept: text/csv`). Every day of the range is there, zeros included.

/** The longest range one answer covers: a year, leap day included. */
export const mostDays = 366;
const counts = ["emails", "channel_messages", "clicks", "views"] as const;
type Counts = Record<(typeof counts)[number], number>;
type DayRow = Counts & { day: string; opportunity_id: string; title: string };

const day = (description: string) =>
  z.string({ error: "must be a date" }).refine(isCalendarDate, "must be a date, YYYY-MM-DD").optional().meta({ description, format: "date" });

const today = () => new Date().toISOString().slice(0, 10);
const daysBefore = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const statsQuery = () =>
  z.strictObject({
    id: uuid().meta({ description: "The company." }),
    from: day("The first day (UTC), default 29 days before `to`."),
    to: day("The last day (UTC), default today."),
  }).transform((q, ctx) => {
    const to = q.to ?? today();
    const from = q.from ?? daysBefore(to, 29);
    if (from > to) ctx.addIssue({ code: "custom", path: ["from"], message: "must not be after to" });
    else if (daysFrom(from, to) > mostDays) ctx.addIssue({ code: "custom", path: ["to"], message: `must be at most ${mostDays} days from from` });
    return { id: q.id, from, to };
  });

const countsSchema = () =>
  z.object({ emails: z.int(), channel_messages: z.int(), clicks: z.int(), views: z.int() });
const dayCounts = () => countsSchema().extend({ day: z.string().meta({ format: "date" }) });

const statsSchema = () =>
  z.object({
    company: z.object({ id: z.string().meta({ format: "uuid" }), name: z.string(), slug: z.string() }),
    from: z.string().meta({ format: "date" }),
    to: z.string().meta({ format: "date" }),
    totals: countsSchema(),
    days: z.array(dayCounts()).meta({ description: "The company's postings together, each day of the range." }),
    postings: z.array(z.object({
      opportunity_id: z.string().meta({ format: "uuid" }),
      title: z.string(),
      totals: countsSchema(),
      days: z.array(dayCounts()),
    })).meta({ description: "Each of its postings, by title, with each day of the range." }),
  }).meta({ id: "CompanyStats" });

const zero = (): Counts => ({ emails: 0, channel_messages: 0, clicks: 0, views: 0 });
const add = (sum: Counts, row: Counts) => {
  for (const c of counts) sum[c] += row[c];
  return sum;
};
const countsOf = (row: Counts): Counts => ({ emails: row.emails, channel_messages: row.channel_messages, clicks: row.clicks, views: row.views });

/** The rows (by day, then title) as the JSON answer: totals, the company's days, each posting's. */
export function statsOf(company: { id: string; name: string; slug: string }, from: string, to: string, rows: DayRow[]) {
  const byDay = new Map<string, Counts>();
  const byPosting = new Map<string, { opportunity_id: string; title: string; totals: Counts; days: (Counts & { day: string })[] }>();
  for (let d = 0; d < daysFrom(from, to); d++) byDay.set(daysBefore(from, -d), zero());
  for (const row of rows) {
    add(byDay.get(row.day) ?? byDay.set(row.day, zero()).get(row.day)!, row);
    const posting = byPosting.get(row.opportunity_id) ??
      byPosting.set(row.opportunity_id, { opportunity_id: row.opportunity_id, title: row.title, totals: zero(), days: [] }).get(row.opportunity_id)!;
    add(posting.totals, row);
    posting.days.push({ day: row.day, ...countsOf(row) });
  }
  const postings = [...byPosting.values()].sort((a, b) => a.title.localeCompare(b.title) || a.opportunity_id.localeCompare(b.opportunity_id));
  return {
    company,
    from,
    to,
    totals: postings.reduce((sum, p) => add(sum, p.totals), zero()),
    days: [...byDay].map(([day, c]) => ({ day, ...c })),
    postings,
  };
}

/** The rows as CSV, a header first; a cell a spreadsheet would run as a formula is escaped. */
export const statsCsv = (company: string, rows: DayRow[]) =>
  stringify(rows.map((r) => ({ ...r, company })), {
    header: true,
    columns: ["day", "company", "opportunity_id", "title", ...counts],
    escape_formulas: true,
    record_delimiter: "\r\n",
  });

export function statsRoute(db: Database): RouteDeclaration<"editors' read", ValidatedBy<ReturnType<typeof statsQuery>>> {
  return {
    kind: "editors' read",
    method: "get",
    path: "/companies/stats",
    doing: "read companies' figures",
    contract: () => ({
      tags: ["companies"],
      operationId: "getCompanyStats",
      summary: "What a company's postings got: e-mails, channel messages, apply clicks and views, per posting and day",
      description: "For editors of companies. Each day from `from` to `to` (UTC, at most 366 days, default the last 30), for each " +
        "posting of the company: the digests and reminders that named it, the channel messages that announced it, its apply " +
        "clicks (`/opportunities/go`) and page views (`/opportunities/seen`), each client counted once a day; zeros for a day " +
        "without any. Today's clicks and views are counted as they stand. `Accept: text/csv`: one row per posting and day, " +
        "a header first, for a spreadsheet.",
      request: { query: statsQuery() },
      errors: { 404: ["not_found"] },
      responses: {
        200: {
          description: "The figures.",
          content: {
            "application/json": { schema: successEnvelope(statsSchema()) },
            "text/csv": { schema: { type: "string", description: "day,company,opportunity_id,title,emails,channel_messages,clicks,views" } },
          },
        },
      },
    }),
    async handle(c, { answer }) {
      const { id, from, to } = c.req.valid("query");
      const [companies = [], rows = []] = await readAs<Record<string, unknown>>(db, c.var.caller, {
        statements: [
          statement(sql`select id, name, slug from public.companies where id = ${id}`),
          statement(sql`select to_char(day, 'YYYY-MM-DD') as day, opportunity_id, title, emails, channel_messages, clicks, views
            from private.company_stats(${id}::uuid, ${from}::date, ${to}::date)`),
        ],
      });
      const company = companies[0] as { id: string; name: string; slug: string } | undefined;
      if (!company) throw notFound("company");
      const days = rows as DayRow[];
      if (/\btext\/csv\b/.test(c.req.header("accept") ?? "")) {
        return answer(statsCsv(company.name, days), {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${company.slug}-${from}-${to}.csv"`,
        });
      }
      return answer(JSON.stringify({ success: true, data: statsOf(company, from, to, days) }), { "Content-Type": "application/json" });
    },
  };
}
