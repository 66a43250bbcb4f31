import * as z from "zod";
import { type Sql, sql } from "../database/sql.ts";

// Pages of a queue ordered by a time (the editors' queues of submissions and reports): a page's
// place is its last row's time, to the microsecond, and id; `limit` and `cursor` as the lists take them.

/** `<time>_<id>`, as `placeOf` writes it. */
export const timeCursorPattern =
  /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** A timestamp column as UTC text to the microsecond: what answers and cursors show. */
export const utcText = (column: Sql) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The `limit` and `cursor` query parameters of a queue of at most `most` rows a page. */
export const timePageParams = (most: number, rows: string) => ({
  limit: z.string().regex(/^\d{1,3}$/, `must be an integer from 1 to ${most}`).transform(Number)
    .refine((n) => n >= 1 && n <= most, `must be an integer from 1 to ${most}`).optional()
    .meta({ description: `${rows} per page, 1 to ${most} (default ${most}).`, param: { in: "query" } }),
  cursor: z.string().regex(timeCursorPattern, "is not a cursor this list gave").optional()
    .meta({ description: "`next_cursor` of the page before.", param: { in: "query" } }),
});
