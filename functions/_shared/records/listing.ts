import { largeListFrom } from "../http/large-answers.ts";
import * as z from "zod";
import type { Read } from "../database/as-caller.ts";
import { queryBoolean, utcFromRfc3339, utcYearsPattern } from "./fields.ts";
import { join, type Sql, sql, statement } from "../database/sql.ts";
import type { Row } from "./table.ts";
import type { QuickQuery } from "../http/validation.ts";
import type { ReadTools } from "../http/route-kinds.ts";
import { filterCondition, type RecordType } from "./record-type.ts";

// Lists page by keyset on their order (display_order, then the type's sort column, usually title,
// then id): a page starts after the last
// row of the one before, so pages stay stable while rows are added, and a deep page costs what
// the first one does.

export const maxPageSize = 1_000;

/** Where the next page starts: the sort key of the last row returned. */
type Position = [displayOrder: number, sortedBy: string, id: string];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) && value.length === 3 && Number.isInteger(value[0]) && Math.abs(value[0]) < 2 ** 31 &&
  typeof value[1] === "string" && value[1].length <= 1_000 && !value[1].includes("\u0000") && typeof value[2] === "string" && uuidPattern.test(value[2]);

/** base64url of the position's JSON in UTF-8 (titles may hold any character; btoa takes Latin-1 only). */
const encodeCursor = (position: Position): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(position))))
    .replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");

function decodeCursor(cursor: string): Position | undefined {
  try {
    const position: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(atob(cursor.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0)),
    ));
    return isPosition(position) ? position : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The words of a search, each matched as a prefix (`soft eng` finds "Software Engineer"), all of
 * them required. Only letters and digits reach the query, so no input is read as query syntax.
 */
function searchQuery(q: string): string | undefined {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words ? words.slice(0, 16).map((word) => `${word}:*`).join(" & ") : undefined;
}

const reject = (ctx: z.RefinementCtx, message: string) => {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
};

/** The query parameters every list takes besides its filters. */
export const listParameters = () => ({
  limit: z.string().regex(/^\d{1,4}$/, `must be an integer from 1 to ${maxPageSize}`)
    .transform(Number).refine((n) => n >= 1 && n <= maxPageSize, `must be an integer from 1 to ${maxPageSize}`)
    .optional().meta({ description: `Rows per page, 1 to ${maxPageSize} (default ${maxPageSize}).`, pattern: "^(?=\\d{1,4}$)0*([1-9]\\d{0,2}|1000)$" }),
  cursor: z.string().max(2_000, "is not a cursor this list gave").transform((s, ctx) => decodeCursor(s) ?? reject(ctx, "is not a cursor this list gave"))
    .optional().meta({ description: "`next_cursor` of the page before: the page after it." }),
  count: queryBoolean().optional().meta({ description: "`true`: also return `total`, every row matching the filters." }),
  q: z.string().trim().max(200, "must be at most 200 characters")
    .transform((s, ctx) => searchQuery(s) ?? reject(ctx, "must contain a letter or digit"))
    .optional().meta({
      description: "Search: every word, as a prefix, in the text a person searches (title, description and more); it must hold a letter or digit.",
      pattern: "[\\p{L}\\p{N}]",
    }),
  ids: z.string().transform((s, ctx) => {
    const ids = s.split(",").map((id) => id.trim());
    if (ids.length > maxPageSize || !ids.every((id) => uuidPattern.test(id))) {
      return reject(ctx, `must be 1 to ${maxPageSize} comma-separated UUIDs`);
    }
    return ids.join(",");
  }).optional().meta({
    description: `Only these records: 1 to ${maxPageSize} comma-separated ids.`,
    pattern: "^\\s*[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\\s*(,\\s*[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\\s*)*$",
  }),
  updated_since: z.string().transform((s, ctx) => utcFromRfc3339(s.trim()) ?? reject(ctx, "must be an RFC 3339 timestamp, e.g. 2027-01-31T23:59:00Z"))
    .optional().meta({ description: "Only records changed at or after this time (RFC 3339), for syncing.", format: "date-time", pattern: utcYearsPattern }),
});

/** A list's validated query: its list parameters as their schemas give them, `id`, and the type's filters. */
export type ListRequest = z.output<z.ZodObject<ReturnType<typeof listParameters>>> & { id?: string } & { [filter: string]: unknown };

/**
 * The queries a public website sends over and over (`website_viewable=true&is_active=true`, with
 * `limit` or `count`), read without zod, for `validatedQuery`: only the list's true-or-false
 * filters, `limit` and `count`, giving exactly the data of the route's zod schema, keys in its
 * order; any other query is left to zod. The first answer of an instance then builds no schema.
 */
export function quickListQuery(booleanFilters: readonly string[]): QuickQuery {
  const booleans = new Set([...booleanFilters, "count"]);
  const order = [...booleanFilters, "limit", "count"];
  const accepts = (key: string, value: string) =>
    key === "limit"
      ? /^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= maxPageSize
      : booleans.has(key) && (value === "true" || value === "false");
  return (query) => {
    if (!Object.entries(query).every(([key, value]) => accepts(key, value))) return undefined;
    return Object.fromEntries(
      order.filter((key) => Object.hasOwn(query, key)).map((key) => [key, key === "limit" ? Number(query[key]) : query[key] === "true"]),
    );
  };
}

/** A list's query as its route validated it: the list parameters, and the record type's filters. */
export interface ListQuery {
  /** Filter name = value (`RecordType.filters`). */
  filters: Row;
  limit?: number;
  cursor?: Position;
  count?: boolean;
  /** A text-search query, from `searchQuery`. */
  q?: string;
  /** Comma-separated UUIDs. */
  ids?: string;
  updated_since?: string;
  /** Only these columns (the list order's among them), for a reader that shows a few: all when absent. */
  columns?: readonly string[];
}

/** A page as the API sends it: its rows, where the next page starts, and on request the total. */
export interface Page {
  data: Row[];
  nextCursor: string | null;
  total?: number;
}

/**
 * The read of one page of the rows the caller may see (RLS decides) that match every filter, in
 * list order, one row more than the page (which tells whether there is a next one), and on
 * request the total that match, for `readAs`. Column names come from the table's closed list
 * and its declared filters (the columns it reads are `listColumns`), every value is a placeholder.
 */
export function listRead(type: RecordType, query: ListQuery): Read {
  const t = type.sql;
  const where: Sql[] = Object.entries(query.filters).filter(([, v]) => v !== undefined).map(([name, v]) => filterCondition(type, name, v));
  if (query.ids !== undefined) where.push(sql`id = any(string_to_array(${query.ids}, ',')::uuid[])`);
  if (query.updated_since !== undefined) where.push(sql`updated_at >= ${query.updated_since}::timestamptz`);
  if (query.q !== undefined) where.push(sql`fts @@ to_tsquery('english', ${query.q})`);
  const filtered = where.length ? join(where, " and ") : sql`true`;
  const sorted = t.column(type.sortColumn);
  const after = query.cursor
    ? sql` and (display_order, ${sorted}, id) > (${query.cursor[0]}::int, ${query.cursor[1]}::text, ${query.cursor[2]}::uuid)`
    : sql``;
  const selected = query.columns ? join(query.columns.map((name) => t.read(name)), ", ") : t.selected;
  const page = sql`select ${selected} from ${t.ref}
    where ${filtered}${after} order by display_order, ${sorted}, id limit ${(query.limit ?? maxPageSize) + 1}`;
  const total = sql`select count(*)::int as total from ${t.ref} where ${filtered}`;
  const inListOrder = query.q !== undefined ||
    Object.entries(query.filters).some(([name, v]) => v !== undefined && type.filters[name]?.inListOrder);
  return {
    statements: query.count ? [statement(page), statement(total)] : [statement(page)],
    // Under RLS a search, or an overlap of lists, cannot use a GIN index (@@ and && are not
    // leakproof), and the planner, misjudging how many rows match, would read and sort every
    // match. Read in list order instead, stopping when the page is full: constant time for common
    // values, a walk of the index for rare ones.
    ...(inListOrder ? { planner: { enable_sort: "off" } } : {}),
  };
}

/**
 * The page a `listRead` of at most `limit` rows answered: its rows, where the next page starts
 * (after the last row's display_order, `sortColumn` and id), the total.
 */
export function pageOf([rows, totals]: Row[][], limit = maxPageSize, sortColumn = "title"): Page {
  const shown = rows!.length > limit ? rows!.slice(0, limit) : rows!;
  const last = rows!.length > limit ? shown.at(-1) as { display_order: number; id: string } & Row : undefined;
  const total = totals?.[0]?.total;
  return {
    data: shown,
    nextCursor: last ? encodeCursor([last.display_order, String(last[sortColumn]), last.id]) : null,
    ...(typeof total === "number" ? { total } : {}),
  };
}

/**
 * A page as every paged read answers it: the envelope written once, and a `Link` to the next page
 * (the request's own query with `cursor` set) when there is one.
 */
export function answerPage(
  answer: ReadTools["answer"], query: Record<string, string>, data: unknown[], nextCursor: string | null, total?: number,
  headers: Record<string, string> = {},
): Response {
  const body = data.length > largeListFrom ? envelopeBytes(data, nextCursor, total) : JSON.stringify({ success: true, data, next_cursor: nextCursor, total });
  if (!nextCursor) return answer(body, headers);
  // The query as the route read it (not the URL as spelt), so the link asks exactly for the next page.
  const next = new URLSearchParams({ ...query, cursor: nextCursor });
  return answer(body, { ...headers, Link: `<?${next}>; rel="next"` });
}

/**
 * A large page's envelope as UTF-8 bytes, written row by row: the same text as JSON.stringify of
 * the envelope, without ever being one string (a 6 MB string is old-space garbage at every build,
 * and what piles up in an instance between collections). The buffer is sized from the rows' text.
 */
function envelopeBytes(data: unknown[], nextCursor: string | null, total?: number): Uint8Array<ArrayBuffer> {
  const tail = `],"next_cursor":${JSON.stringify(nextCursor)}${total === undefined ? "" : `,"total":${total}`}}`;
  let out = new Uint8Array(64 + tail.length + data.reduce<number>((n, row) => n + textLength(row), 0));
  let at = 0;
  const write = (text: string) => {
    for (let left = text; ;) {
      const { read, written } = encoder.encodeInto(left, out.subarray(at));
      at += written;
      if (read === left.length) return;
      // Longer than the estimate (characters of two or three bytes): room for the rest, at least double.
      left = left.slice(read);
      const grown = new Uint8Array(Math.max(out.length * 2, at + left.length * 3));
      grown.set(out.subarray(0, at));
      out = grown;
    }
  };
  write('{"success":true,"data":[');
  data.forEach((row, i) => write(i ? `,${JSON.stringify(row)}` : JSON.stringify(row)));
  write(tail);
  return out.subarray(0, at);
}

const encoder = new TextEncoder();

/** About the length of a row's JSON: its texts and 32 characters a field. */
const textLength = (row: unknown) =>
  Object.values(row as Record<string, unknown>).reduce<number>((n, v) => n + 32 + (typeof v === "string" ? v.length * 1.1 : 0), 0);

/** `limit + 1` rows read newest first: the page, and the key of its last row when more follow. */
export function newestFirst<T>(rows: T[], limit: number, key: (row: T) => unknown): { data: T[]; next: string | null } {
  const data = rows.slice(0, limit);
  return { data, next: rows.length > limit ? String(key(data.at(-1)!)) : null };
}
