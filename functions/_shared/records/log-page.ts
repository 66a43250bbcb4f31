import * as z from "zod";
import { readAs } from "../database/as-caller.ts";
import type { Caller, Database } from "../database/database.ts";
import { type Sql, sql, statement } from "../database/sql.ts";
import { notFound } from "../http/errors.ts";
import type { ReadTools } from "../http/route-kinds.ts";
import { uuid } from "./fields.ts";
import { answerPage, listParameters, maxPageSize, newestFirst } from "./listing.ts";

// A row's log, newest first, a page at a time: a job source's runs, a channel's deliveries. Its
// entries have increasing bigint ids (the order they were written, which is the order of time
// for one owner); a page's cursor is its last entry's id.

/** `?id=<owner>&limit=&cursor=`: `owner` names what the log is of, `entries` what it holds. */
export const logQuery = (owner: string, entries: string) =>
  z.strictObject({
    id: uuid().meta({ description: `The ${owner}'s id.` }),
    limit: listParameters().limit,
    cursor: z.string().regex(/^[1-9]\d{0,17}$/, "is not a cursor this log gave").optional()
      .meta({ description: `\`next_cursor\` of the page before: the ${entries} before it.` }),
  });

export interface LogOf {
  /** What the owner is called in a 404. */
  noun: string;
  /** A row when the caller may see the owner `id`. */
  owner(id: string): Sql;
  /** Its entries with an id below `before` (all, when none), newest first, at most `limit`. */
  entries(id: string, before: string | undefined, limit: number): Sql;
}

/** One page of the log the query names, in one read as the caller; 404 when its owner is none the caller sees. */
export async function answerLogPage(
  db: Database,
  caller: Caller,
  answer: ReadTools["answer"],
  query: z.output<ReturnType<typeof logQuery>>,
  raw: Record<string, string>,
  log: LogOf,
): Promise<Response> {
  const { id, limit = maxPageSize, cursor } = query;
  const [owners = [], rows = []] = await readAs<Record<string, unknown>>(db, caller, {
    statements: [statement(log.owner(id)), statement(log.entries(id, cursor, limit + 1))],
  });
  if (owners.length === 0) throw notFound(log.noun);
  const { data, next } = newestFirst(rows, limit, (r) => r.id);
  return answerPage(answer, raw, data, next);
}

/** ` and <alias>.id < <before>` when there is a cursor. */
export const below = (alias: Sql, before: string | undefined) => before === undefined ? sql`` : sql` and ${alias}.id < ${before}::bigint`;
