import * as z from "zod";
import { stringify } from "csv-stringify/sync";
import { spreadsheetCsv } from "../_shared/records/spreadsheet-csv.ts";
import { prefers } from "../_shared/http/negotiation.ts";
import { readAs } from "../_shared/database/as-caller.ts";
import type { Database } from "../_shared/database/database.ts";
import { sql, statement } from "../_shared/database/sql.ts";
import { notFound } from "../_shared/http/errors.ts";
import { successEnvelope } from "../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../_shared/http/route-kinds.ts";
import { uuid } from "../_shared/records/fields.ts";
import { dayRangeQuery, daysOf } from "../_shared/records/day-ranges.ts";

// What a company's postings got (docs/sponsors.md): for each posting and UTC day, the e-mails that
// named it, the channel messages that announced it, its apply clicks, page views and applications. JSON, or CSV
// for a spreadsheet (`Accept: text/csv`). Every day of the range is there, zeros included: the
// database answers the rows it has, and the grid is filled here.

const counts = ["emails", "channel_messages", "clicks", "views", "applications"] as const;
type Counts = Record<(typeof counts)[number], number>;
type FigureRow = Counts & { opportunity_id: string; day: string };
type Posting = { id: string; title: string };
type Company = { id: string; name: string; slug: string };

const statsQuery = () => dayRangeQuery(uuid(), "The company.");

const countsSchema = () =>
  z.object({
    emails: z.int(),
    channel_messages: z.int(),
    clicks: z.int(),
    views: z.int(),
    applications: z.int().meta({ description: "Applications through the board, proven that day: counts only." }),
  });
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

const zero = (): Counts => ({ emails: 0, channel_messages: 0, clicks: 0, views: 0, applications: 0 });
const add = (sum: Counts, row: Counts) => {
  for (const c of counts) sum[c] += row[c];
  return sum;
};

/**
 * The figures as a grid: each posting (in the order given), each day of the range, the rows the
 * database has for it added up (a stored day and today's visitors), zeros for the others.
 */
export function figuresOf(postings: Posting[], from: string, to: string, rows: FigureRow[]) {
  const found = new Map<string, Counts>();
  for (const row of rows) {
    const key = `${row.opportunity_id} ${row.day}`;
    found.set(key, add(found.get(key) ?? zero(), row));
  }
  const days = daysOf(from, to);
  return postings.map(({ id, title }) => ({
    opportunity_id: id,
    title,
    days: days.map((day) => ({ day, ...(found.get(`${id} ${day}`) ?? zero()) })),
  }));
}

/** The JSON answer: the totals, the company's days, each posting's totals and days. */
export function statsOf(company: Company, from: string, to: string, grid: ReturnType<typeof figuresOf>) {
  const days = daysOf(from, to).map((day) => ({ day, ...zero() }));
  const postings = grid.map((p) => {
    p.days.forEach((d, i) => add(days[i]!, d));
    return { opportunity_id: p.opportunity_id, title: p.title, totals: p.days.reduce(add, zero()), days: p.days };
  });
  return { company, from, to, totals: days.reduce(add, zero()), days, postings };
}

/** The grid as CSV, a header first, by posting then day; a cell a spreadsheet would run as a formula is escaped. */
export const statsCsv = (company: Company, grid: ReturnType<typeof figuresOf>) =>
  stringify(grid.flatMap((p) => p.days.map((d) => [d.day, company.name, p.opportunity_id, p.title, d.emails, d.channel_messages, d.clicks, d.views, d.applications])), {
    header: true,
    columns: ["day", "company", "opportunity_id", "title", ...counts],
    ...spreadsheetCsv,
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
      summary: "What a company's postings got: e-mails, channel messages, apply clicks, views and applications, per posting and day",
      description: "For editors of companies. Each day from `from` to `to` (UTC, at most 366 days, default the last 30), for each " +
        "posting of the company: the digests and reminders that named it, the channel messages that announced it, its apply " +
        "clicks (`/opportunities/go`) and page views (`/opportunities/seen`), each client counted once a day, and its " +
        "applications through the board (counted as each is proven; never who); zeros for a day " +
        "without any. Today's clicks and views are counted as they stand. `Accept: text/csv`: one row per posting and day " +
        "(by posting, then day), a header first, for a spreadsheet.",
      request: { query: statsQuery() },
      errors: { 404: ["not_found"] },
      responses: {
        200: {
          description: "The figures.",
          content: {
            "application/json": { schema: successEnvelope(statsSchema()) },
            "text/csv": { schema: { type: "string", description: "day,company,opportunity_id,title,emails,channel_messages,clicks,views,applications" } },
          },
        },
      },
    }),
    async handle(c, { answer }) {
      const { id, from, to } = c.req.valid("query");
      const [companies = [], postings = [], rows = []] = await readAs<Record<string, unknown>>(db, c.var.caller, {
        statements: [
          statement(sql`select id, name, slug from public.companies where id = ${id}`),
          statement(sql`select id, title from public.opportunities where company_id = ${id} order by title, id`),
          statement(sql`select opportunity_id, to_char(day, 'YYYY-MM-DD') as day, emails, channel_messages, clicks, views, applications
            from private.company_stats(${id}::uuid, ${from}::date, ${to}::date)`),
        ],
      });
      const company = companies[0] as Company | undefined;
      if (!company) throw notFound("company");
      const grid = figuresOf(postings as Posting[], from, to, rows as FigureRow[]);
      if (prefers(c.req.header("accept"), "text/csv")) {
        return answer(statsCsv(company, grid), {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${company.slug}-${from}-${to}.csv"`,
        });
      }
      return answer(JSON.stringify({ success: true, data: statsOf(company, from, to, grid) }), { "Content-Type": "application/json" });
    },
  };
}
