import postgres from "postgres";
import { type Database, DatabaseError, type Queryable, stoppableTransaction, timestampFromPostgres } from "./database.ts";

/** The database did not take a transaction in time: down, restarting, or every connection busy. */
class DatabaseBusy extends Error {
  readonly code = "CONNECT_TIMEOUT";
  constructor() {
    super("No database connection became available in time.");
    this.name = "DatabaseBusy";
  }
}

export interface PostgresOptions {
  /** Connections in the pool. */
  max?: number;
  /** How long a transaction may wait to begin (a connection, BEGIN) before the request gets 503. */
  startTimeoutMs?: number;
}

/**
 * The production adapter: postgres.js. `prepare: false` because Supabase's transaction pooler
 * has no prepared statements. One pool per process, reused across requests.
 *
 * Outages: a connection that fails is retried every 200 ms (the driver's default backs off to
 * 20 s, so requests queued behind it waited that long after the database was back), a connect
 * attempt gives up after 2 s, and a transaction that cannot begin within `startTimeoutMs` is
 * answered 503 instead of waiting in the queue: while the database is away every request gets a
 * prompt 503, and the first one after it returns succeeds.
 */
export function connectPostgres(url: string, options: PostgresOptions = {}): Database {
  const startTimeoutMs = options.startTimeoutMs ?? 1_500;
  const sql = postgres(url, {
    prepare: false,
    max: options.max ?? 5,
    connect_timeout: 2,
    backoff: () => 0.2,
    onnotice: () => {},
    connection: { application_name: "opportunities-resources" },
    types: {
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
    },
  });

  return {
    ...queryable(sql),
    transaction: (work, { signal } = {}) =>
      stoppableTransaction((run) => translateErrors(() => beginSafely(sql, (tx) => run(queryable(tx)))), work, {
        signal,
        startTimeoutMs,
        notStarted: () => new DatabaseBusy(),
      }),
    // On a connection of its own, so that waiting for one is bounded as BEGIN is.
    script: (script, { signal } = {}) =>
      stoppableTransaction(
        (run) => translateErrors(() => onReservedConnection(sql, (connection) => run(queryable(connection)))),
        async (connection) => lastResult(await connection.query(script)) as never,
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
 * `work` on a connection of the pool's own, given back when done. Not when the connection was
 * lost: postgres.js has already taken it back as closed, and giving it back again would put a
 * dead connection in the pool, where the next statement is written to a null socket (a crash).
 */
async function onReservedConnection<T>(sql: postgres.Sql, work: (connection: postgres.ReservedSql) => Promise<T>): Promise<T> {
  const connection = await sql.reserve();
  try {
    const result = await work(connection);
    connection.release();
    return result;
  } catch (error) {
    if (!connectionLost(error)) connection.release();
    throw error;
  }
}

/**
 * A script without parameters goes as one simple query, which postgres.js answers with its rows,
 * or with one result (an array of rows) per statement when there are several: the last one's.
 */
const lastResult = (results: unknown[]): unknown[] =>
  results.length && Array.isArray(results.at(-1)) ? [...(results.at(-1) as unknown[])] : results;

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
      throw new DatabaseError(error.message, error.code, error.constraint_name, error.column_name);
    }
    throw error;
  }
}
