import { Buffer } from "node:buffer";
import { type Caller, type Database, type Queryable, roleTimeLimits } from "./database.ts";
import { execute, sql, type Statement } from "./sql.ts";

/**
 * Runs `work` in one transaction as the caller, exactly as PostgREST does: one statement sets the
 * role, the claims, the role's statement timeout and UTC local to the transaction (so RLS,
 * `auth.uid()` and the audit triggers see the caller, and nothing leaks to the next transaction
 * on the connection). A transaction that loses a race (40001, 40P01) runs again, up to four
 * times, while the deadline allows. Reads take the shorter way: `readAs`.
 */
export function asCaller<T>(db: Database, caller: Caller, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const { claims, signal } = caller;
  return retryingLostRaces(signal, () =>
    db.transaction(async (tx) => {
      await execute(tx, sql`select set_config('role', ${claims.role}, true),
        set_config('request.jwt.claims', ${JSON.stringify(claims)}, true),
        set_config('statement_timeout', ${String(roleTimeLimits[claims.role] ?? roleTimeLimits.anon)}, true),
        set_config('timezone', 'UTC', true)`);
      return work(tx);
    }, { signal }));
}

/**
 * A read for `private.read_as`: a statement from the SQL builder, whose `$n` read_as fills with
 * each value quoted by Postgres; it selects one row of `meta` (small JSON the API reads) and
 * `body` (JSON sent as is), or none (both come back null).
 */
export interface Read {
  statement: Statement;
  /** Planner settings for this read only, e.g. `{ enable_sort: "off" }`. */
  planner?: Record<`enable_${string}`, "on" | "off">;
}

export interface ReadResult {
  meta: string | null;
  body: string | null;
}

/**
 * One read as the caller in one statement and one round trip: `private.read_as` sets the role,
 * the claims and UTC, local to the statement's own read-only transaction, then runs the read, so
 * RLS decides as it does for `asCaller`. The read goes as one base64 literal, so the statement has
 * no parameters for the driver to describe first; the role's statement timeout is set, locally,
 * in the same round trip (set inside the read, it would only apply to the statement after it).
 */
export function readAs(db: Database, caller: Caller, read: Read): Promise<ReadResult> {
  const { claims, signal } = caller;
  const { statement: { text, values }, planner } = read;
  const request = Buffer.from(JSON.stringify({ claims, statement: text, values, planner })).toString("base64");
  // Base64's alphabet: nothing in it can end the literal or escape anything.
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(request)) throw new Error("read_as: the request is not base64");
  return retryingLostRaces(signal, async () => {
    const [row] = await db.script<ReadResult>(
      `set local statement_timeout = ${roleTimeLimits[claims.role] ?? roleTimeLimits.anon};
       select meta, body from private.read_as('${request}')`,
      { signal },
    );
    return row ?? { meta: null, body: null };
  });
}

/** Serialization failures and deadlocks: the transaction lost a race, and running it again is safe. */
const retryable = new Set(["40001", "40P01"]);
const attempts = 4;

async function retryingLostRaces<T>(signal: AbortSignal | undefined, run: () => Promise<T>): Promise<T> {
  for (let attempt = 1;; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt === attempts || signal?.aborted || typeof code !== "string" || !retryable.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt * (0.5 + Math.random())));
    }
  }
}

