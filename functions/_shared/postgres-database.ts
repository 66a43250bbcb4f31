import postgres from "postgres";
import { type Database, DatabaseError, type Queryable } from "./database.ts";

/**
 * The production adapter: postgres.js. `prepare: false` because Supabase's transaction pooler
 * has no prepared statements. One pool per process, reused across requests.
 */
export function connectPostgres(url: string, options: { max?: number } = {}): Database {
  const sql = postgres(url, {
    prepare: false,
    max: options.max ?? 5,
    onnotice: () => {},
    connection: { application_name: "opportunities-resources" },
    types: {
      // postgres.js runs every date-ish parameter through `new Date()`, which silently rolls
      // "2027-02-30" over to March 2nd. Strings go to Postgres as they are, so the server
      // rejects impossible dates.
      date: {
        to: 1184,
        from: [1114, 1184],
        serialize: (x: unknown) => (x instanceof Date ? x.toISOString() : x),
        parse: (x: string) => new Date(x),
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
    transaction: (work) =>
      translateErrors(() => sql.begin((tx) => work(queryable(tx))) as Promise<never>),
    close: () => sql.end({ timeout: 5 }),
  };
}

function queryable(sql: postgres.Sql | postgres.TransactionSql): Queryable {
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
