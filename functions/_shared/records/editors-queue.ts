import type * as z from "zod";
import { readAs } from "../database/as-caller.ts";
import type { Database, Queryable } from "../database/database.ts";
import { execute, type Sql, sql, statement } from "../database/sql.ts";
import { notFound } from "../http/errors.ts";
import { idempotencyHeaders } from "../http/idempotency.ts";
import { type ErrorCodes, successEnvelope } from "../http/openapi-schemas.ts";
import type { RouteContract, RouteDeclaration, Validated } from "../http/route-kinds.ts";
import { answerPage } from "./listing.ts";
import { json, jsonBody } from "./record-routes.ts";
import type { Row } from "./table.ts";
import { timeCursorPattern, utcText } from "./time-pages.ts";

// An editors' queue (submissions, reports): entries read a page at a time, the queue oldest
// first and what left it newest first, each entry placed by a time and an id; and the reviews
// that take an entry out, each answering the entry as reviewed, read again in its transaction.
// A queue declares its SQL and its words; paging, the single-entry read, the answers and the
// reviews' contracts are here, once.

/** How an entry is placed: a time and an id, as SQL of the queue's read. */
export interface QueuePlace {
  time: Sql;
  id: Sql;
}

/** One page's SQL pieces: where it starts (after the cursor), its order, its limit and each row's `cursor_at`. */
export interface QueuePage {
  after: Sql;
  order: Sql;
  /** One more than asked: whether there is a next page. */
  limit: number;
  cursor: Sql;
}

/** The page of a queue after `cursor`: oldest first (the queue itself), or newest first. */
export function queuePage(place: QueuePlace, oldestFirst: boolean, limit: number, cursor?: string): QueuePage {
  const after = cursor ? timeCursorPattern.exec(cursor) : null;
  const direction = oldestFirst ? sql`` : sql` desc`;
  const beyond = oldestFirst ? sql`>` : sql`<`;
  return {
    after: after ? sql`(${place.time}, ${place.id}) ${beyond} (${after[1]}::timestamptz, ${after[2]}::uuid)` : sql`true`,
    order: sql`${place.time}${direction}, ${place.id}${direction}`,
    limit: limit + 1,
    cursor: sql`${utcText(place.time)} || '_' || ${place.id}`,
  };
}

const withoutPlace = ({ cursor_at: _, ...row }: Row) => row;

export interface QueueList<Query extends z.ZodType> {
  path: string;
  /** What reading it is, for the 401 and 403 messages. */
  doing: string;
  pageSize: number;
  contract(): RouteContract;
  /** A page of entries (each with `cursor_at`), at most `QueuePage.limit`. */
  page(query: z.output<Query>): Sql;
  /** When the query names one entry: its read, answered alone (404 `missing` when it is not there). */
  one?(query: z.output<Query>): Sql | undefined;
  missing?: string;
}

/** The queue's read: a page of entries with `next_cursor` (and a `Link` to it), or the one entry asked for. */
export function queueListRoute<Query extends z.ZodType>(db: Database, list: QueueList<Query>): RouteDeclaration<"editors' read", Validated<z.output<Query>>> {
  return {
    kind: "editors' read",
    method: "get",
    path: list.path,
    doing: list.doing,
    contract: list.contract,
    async handle(c, { answer }) {
      const query = c.req.valid("query") as z.output<Query> & { limit?: number };
      const one = list.one?.(query);
      const [rows = []] = await readAs<Row>(db, c.var.caller, { statements: [statement(one ?? list.page(query))] });
      if (one) {
        if (!rows[0]) throw notFound(list.missing ?? "entry");
        return answer(JSON.stringify({ success: true, data: withoutPlace(rows[0]) }));
      }
      const limit = query.limit ?? list.pageSize;
      const next = rows.length > limit ? String(rows[limit - 1]!.cursor_at) : null;
      return answerPage(answer, c.req.query(), rows.slice(0, limit).map(withoutPlace), next);
    },
  };
}

export interface QueueReview<Query extends z.ZodObject, Body extends z.ZodType | undefined> {
  path: string;
  /** A `command` takes no body; a `write` takes `body`. */
  kind: "command" | "write";
  doing: string;
  tags: string[];
  operationId: string;
  summary: string;
  description: string;
  query(): Query;
  body?(): NonNullable<Body>;
  errors: ErrorCodes;
  /** The entry's schema, as answered, and the answer's description. */
  entry(): z.ZodType;
  answer: string;
  /** What must be ready before the transaction (loaded once an instance), never under the entry's lock. */
  prepare?(): Promise<unknown>;
  /** The review, in the caller's transaction: the entry as reviewed, read again there (`cursor_at` is dropped). */
  review(tx: Queryable, query: z.output<Query>, body: Body extends z.ZodType ? z.output<Body> : undefined): Promise<Row>;
}

/** A review's route: a POST (with an Idempotency-Key) answering the entry as reviewed. */
export function queueReviewRoute<Query extends z.ZodObject, Body extends z.ZodType | undefined = undefined>(
  declared: QueueReview<Query, Body>,
): RouteDeclaration {
  const route: RouteDeclaration<"command" | "write", Validated<z.output<Query>, unknown>> = {
    kind: declared.kind,
    method: "post",
    path: declared.path,
    doing: declared.doing,
    contract: () => ({
      tags: declared.tags,
      operationId: declared.operationId,
      summary: declared.summary,
      description: declared.description,
      request: { query: declared.query(), headers: idempotencyHeaders(), ...(declared.body ? { body: jsonBody(declared.body()) } : {}) },
      errors: declared.errors,
      responses: { 200: json(successEnvelope(declared.entry()), declared.answer) },
    }),
    handle: async (c, { write }) => {
      await declared.prepare?.();
      return write(async (tx) => {
        const body = (declared.body ? c.req.valid("json") : undefined) as Body extends z.ZodType ? z.output<Body> : undefined;
        return { status: 200, body: { success: true, data: withoutPlace(await declared.review(tx, c.req.valid("query"), body)) } };
      });
    },
  };
  return route as RouteDeclaration;
}

/** Runs `read` in `tx` and gives its first row (an entry read again after its review). */
export const firstRow = async (tx: Queryable, read: Sql): Promise<Row> => (await execute<Row>(tx, read))[0] ?? {};
