import { PGlite, types } from "@electric-sql/pglite";
import { type Database, DatabaseError, type Queryable, stoppableTransaction, timestampFromPostgres } from "../functions/_shared/database/database.ts";

/**
 * The embedded adapter: PGlite, real Postgres compiled to WASM, in-process. `dataDir` is a
 * folder to keep data in, or undefined for memory only; `snapshot` starts from a dump made by
 * `dumpDataDir()` (much faster than creating a cluster).
 */
export async function openPglite(
  options: { dataDir?: string; snapshot?: Blob } = {},
): Promise<PgliteDatabase> {
  const pg = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.snapshot,
    // As the postgres.js adapter returns them: a calendar date stays a "YYYY-MM-DD" string, a
    // timestamp is RFC 3339 with microseconds.
    parsers: {
      [types.DATE]: (x: string) => x,
      [types.TIMESTAMPTZ]: timestampFromPostgres,
      [types.TIMESTAMP]: timestampFromPostgres,
    },
  });
  return {
    ...queryable(pg),
    transaction: (work, { signal } = {}) =>
      stoppableTransaction((run) => translateErrors(() => pg.transaction((tx) => run(queryable(tx)))), async (tx) => {
        const started = performance.now();
        const result = await work(tx);
        // PGlite holds the event loop while a statement runs, so a client that left during long
        // work is only heard once the loop waits for I/O: it is made to before the commit, a tenth
        // of the work's time (at most 250 ms), so that a busy machine still hears it.
        const took = performance.now() - started;
        if (took > 250) await new Promise((resolve) => setTimeout(resolve, Math.min(250, took / 10)));
        return result;
      }, { signal }),
    // PGlite runs one statement at a time in-process: nothing to wait for.
    script: (script, { signal } = {}) =>
      stoppableTransaction(
        (run) => run(queryable(pg)),
        () => translateErrors(async () => (await pg.exec(script)).map((result) => result.rows) as never),
        { signal },
      ),
    close: () => pg.close(),
    snapshot: async () => (await pg.dumpDataDir("none")) as Blob,
    pg,
  };
}

export interface PgliteDatabase extends Database {
  /** The whole cluster as a blob that `openPglite({ snapshot })` starts from. */
  snapshot(): Promise<Blob>;
  /** The PGlite itself, for its tools (pg_dump). */
  pg: PGlite;
}

type PgliteQueryable = Pick<PGlite, "query" | "exec">;

function queryable(pg: PgliteQueryable): Queryable {
  return {
    query: <Row>(text: string, params: readonly unknown[] = []) =>
      translateErrors(async () => (await pg.query<Row>(text, [...params])).rows),
    exec: (script) => translateErrors(async () => void (await pg.exec(script))),
  };
}

async function translateErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const e = error as { code?: unknown; constraint?: string; column?: string; table?: string; message?: string };
    if (typeof e?.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) {
      throw new DatabaseError(String(e.message), e.code, e.constraint, e.column, e.table);
    }
    throw error;
  }
}
