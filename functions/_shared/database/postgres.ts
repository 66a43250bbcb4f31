import postgres from "postgres";
import { slots } from "./slots.ts";
import { type Database, DatabaseError, type Queryable, stoppableTransaction, timestampFromPostgres } from "./database.ts";

/**
 * The database did not take the work in time (a transaction's BEGIN, or a read's one round trip,
 * unanswered): down, restarting, every connection busy, or a pooler holding it in its queue.
 */
class DatabaseBusy extends Error {
  readonly code = "CONNECT_TIMEOUT";
  constructor() {
    super("The database did not take the work in time.");
    this.name = "DatabaseBusy";
  }
}

export interface PostgresOptions {
  /** Connections in the pool. */
  max?: number;
  /** How long work may wait for the database to take it (a write's BEGIN, a read's answer) before the request gets 503. */
  startTimeoutMs?: number;
}

/** How timestamps and dates cross the wire. */
const types = {
  // postgres.js runs every date-ish parameter through `new Date()`, which silently rolls
  // "2027-02-30" over to March 2nd. Strings go to Postgres as they are, so the server
  // rejects impossible dates. Timestamps come back as RFC 3339 strings with microseconds.
  date: {
    to: 1184,
    from: [1114, 1184],
    serialize: (x: unknown) => (x instanceof Date ? x.toISOString() : x),
    parse: timestampFromPostgres,
  },
  // A calendar date stays a "YYYY-MM-DD" string: no time zone can shift it.
  calendarDate: {
    to: 1082,
    from: [1082],
    serialize: (x: unknown) => (x instanceof Date ? x.toISOString().slice(0, 10) : x),
    parse: (x: string) => x,
  },
};

/**
 * The production adapter: postgres.js. `prepare: false` because Supabase's transaction pooler
 * has no prepared statements. One pool per process, reused across requests.
 *
 * Outages: a connection that fails is retried every 200 ms (the driver's default backs off to
 * 20 s, so requests queued behind it waited that long after the database was back), a connect
 * attempt gives up after 2 s, and work the database has not taken within `startTimeoutMs` is
 * answered 503 instead of waiting in the queue: while the database is away every request gets a
 * prompt 503, and the first one after it returns succeeds.
 */
export function connectPostgres(url: string, options: PostgresOptions = {}): Database {
  const startTimeoutMs = options.startTimeoutMs ?? 1_500;
  const max = options.max ?? 5;
  const sql = postgres(url, {
    prepare: false,
    // postgres.js asks each new connection for the array types, and nothing catches that query's
    // failure: a connection lost during it (a restart, a pooler dropping it) is an unhandled
    // rejection, which ends the function's isolate. The API sends and reads no arrays. (Without
    // it `sql.reserve()` never resolves, porsager/postgres#751: nothing here reserves.)
    fetch_types: false,
    max,
    connect_timeout: 2,
    backoff: () => 0.2,
    onnotice: () => {},
    connection: { application_name: "opportunities-resources" },
    types,
  });

  // One piece of work per connection, the rest waiting here: postgres.js would otherwise pipeline
  // a statement onto a busy connection, which wedges a transaction-mode pooler
  // (porsager/postgres#970); its own switch for that, `max_pipeline: 0`, breaks `sql.begin`.
  const turn = slots(max);
  const pooled = queryable(sql);
  return {
    query: (text, params) => turn(undefined, () => pooled.query(text, params)),
    exec: (script) => turn(undefined, () => pooled.exec(script)),
    transaction: (work, { signal } = {}) =>
      stoppableTransaction(
        (run, stopped) => turn(stopped, () => translateErrors(() => beginSafely(sql, (tx) => run(queryable(tx))))),
        work,
        { signal, startTimeoutMs, notStarted: () => new DatabaseBusy() },
      ),
    // Started only once the database has answered: behind a transaction pooler a connection is
    // no sign that a server has taken the script (it waits in the pooler's queue while the
    // database is away), so the start timeout bounds the whole one-round-trip script. A script
    // given up on may still run later: scripts only read.
    script: (script, { signal } = {}) =>
      stoppableTransaction(
        (run, stopped) => turn(stopped, () => translateErrors(async () => run(answered(eachResult(await sql.unsafe(script)))))),
        (tx) => tx.query(script) as never,
        { signal, startTimeoutMs, notStarted: () => new DatabaseBusy() },
      ),
    close: () => sql.end({ timeout: 5 }),
  };
}

/**
 * `sql.begin`, without its crash on a lost connection. When the work fails, postgres.js sends
 * ROLLBACK on the transaction's connection; if that connection has just closed, the write runs on
 * a null socket from a timer and throws an uncatchable TypeError that ends the process
 * (porsager/postgres#1154, #1208; unfixed in 3.4.9). `sql.begin` has already rejected with
 * CONNECTION_CLOSED by then, and the server rolls back a transaction whose connection is gone,
 * so when the connection was lost the work's failure is swallowed and no ROLLBACK is sent.
 */
function beginSafely<T>(sql: postgres.Sql, work: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  let lost = false;
  const begun = sql.begin(async (tx) => {
    try {
      return await work(tx);
    } catch (error) {
      // The connection's close rejects `begun` in the same tick as the statement that failed.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (lost) return new Promise<never>(() => {});
      throw error;
    }
  }) as Promise<T>;
  begun.catch((error) => (lost = connectionLost(error)));
  return begun;
}

/**
 * A script without parameters goes as one simple query, which postgres.js answers with its rows,
 * or with one result (an array of rows) per statement when there are several.
 */
const eachResult = (results: unknown[]): unknown[][] =>
  results.length && results.every(Array.isArray) ? results.map((rows) => [...(rows as unknown[])]) : [[...results]];

/** A script's answer, already in: its work reads it without another round trip. */
const answered = (rows: unknown[]): Queryable => ({ query: async () => rows as never, exec: async () => {} });

const lostConnection = new Set(["CONNECTION_CLOSED", "CONNECTION_DESTROYED", "CONNECTION_ENDED", "ECONNRESET", "EPIPE"]);
/** The driver lost the connection, or the server is ending it (08: connection exception; 57P01-03: shutdown). */
const connectionLost = (error: unknown) => {
  const code = (error as { code?: string })?.code ?? "";
  return lostConnection.has(code) || /^(08...|57P0[1-3])$/.test(code);
};

function queryable(sql: postgres.Sql | postgres.TransactionSql | postgres.ReservedSql): Queryable {
  return {
    query: <Row>(text: string, params: readonly unknown[] = []) =>
      translateErrors(async () =>
        [...(await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[]))] as Row[]
      ),
    exec: (script) => translateErrors(async () => void (await sql.unsafe(script))),
  };
}

async function translateErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof postgres.PostgresError) {
      throw new DatabaseError(error.message, error.code, error.constraint_name, error.column_name, error.table_name);
    }
    throw error;
  }
}
