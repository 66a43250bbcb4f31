import { type Caller, type Claims, type Database, DatabaseError, type Queryable, roleTimeLimits } from "./database.ts";
import { execute, inlined, literal, sql, type Statement } from "./sql.ts";

/**
 * Runs `work` in one transaction as the caller, exactly as PostgREST does: one statement sets the
 * role, the claims, the role's statement timeout, UTC and no JIT local to the transaction (so RLS,
 * `auth.uid()` and the audit triggers see the caller, and nothing leaks to the next transaction
 * on the connection), and `history.via` to `api`: the history trigger records the change as the
 * API's (a bulk edit, an import or a sync says so itself: `records/history.ts`). A transaction that loses a race (40001, 40P01) runs again, up to four
 * times, while the deadline allows. Reads take the shorter way: `readAs`.
 */
export function asCaller<T>(db: Database, caller: Caller, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const { claims, signal } = caller;
  return retryingLostRaces(signal, () =>
    db.transaction(async (tx) => {
      await execute(tx, sql`select set_config('role', ${claims.role}, true),
        set_config('request.jwt.claims', ${JSON.stringify(claims)}, true),
        set_config('statement_timeout', ${String(roleTimeLimits[claims.role] ?? roleTimeLimits.anon)}, true),
        set_config('timezone', 'UTC', true),
        set_config('jit', 'off', true),
        set_config('history.via', 'api', true)`);
      return work(tx);
    }, { signal }));
}

/**
 * A read: statements from the SQL builder (`$n` placeholders, values beside), whose rows come back
 * in order, e.g. a page and the total that match.
 */
export interface Read {
  statements: Statement[];
  /** Planner settings for this read only, e.g. `{ enable_sort: "off" }`. */
  planner?: Record<`enable_${string}`, "on" | "off">;
}

/**
 * One read as the caller in one round trip: a script whose first statement sets, local to the
 * script's own transaction, the role (one of the API's three), the claims, the role's statement
 * timeout, UTC, read-only, no JIT and the planner settings, so RLS decides as it does for `asCaller`;
 * then the read's statements, their values written in as literals by the SQL builder (a script
 * takes no parameters). Postgres sends the rows and the driver decodes them. No function call and
 * no JSON building in the database: that is what makes a read cost Postgres about what a bare
 * SELECT does (`docs/benchmarks.md`).
 */
export async function readAs<Row = Record<string, unknown>>(db: Database, caller: Caller, read: Read): Promise<Row[][]> {
  const { claims, signal, needs } = caller;
  // A permission the read needs is asked in the same script (one round trip, not two). Without it
  // the read's rows are dropped and `refused()` thrown; RLS had kept them to what the caller may see.
  const asks = needs && !needs.asked;
  const check = asks ? [`select private.has_permission(${literal(needs.permission)}) as held`] : [];
  const script = [`select ${readSettings(claims, read.planner)}`, ...check, ...read.statements.map(inlined)].join(";\n");
  return retryingLostRaces(signal, async () => {
    const results = await db.script<Row>(script, { signal });
    const answers = read.statements.length ? results.slice(-read.statements.length) : [];
    if (asks) {
      // Counted from the end: a driver may answer its transaction's own statements first.
      const [asked] = results[results.length - read.statements.length - 1] ?? [];
      if ((asked as { held?: boolean } | undefined)?.held !== true) throw needs.refused();
      needs.asked = true;
    }
    return answers;
  });
}

/**
 * The settings a read runs with, as `set_config(name, value, true)` calls (local to its
 * transaction): the caller's, then the planner's.
 */
function readSettings(claims: Claims, planner: Read["planner"] = {}): string {
  if (!Object.hasOwn(roleTimeLimits, claims.role)) throw new DatabaseError("read: unknown role", "42501");
  const settings: [string, string][] = [
    ["role", claims.role],
    ["request.jwt.claims", JSON.stringify(claims)],
    ["statement_timeout", String(roleTimeLimits[claims.role])],
    ["timezone", "UTC"],
    ["transaction_read_only", "on"],
    // The API's statements are short: compiling one (50 to 600 ms, docs/benchmarks.md) costs more than it saves.
    ["jit", "off"],
  ];
  for (const [name, value] of Object.entries(planner)) {
    if (!/^enable_[a-z]+$/.test(name) || !["on", "off"].includes(value)) {
      throw new DatabaseError(`read: ${name} is not a planner setting`, "22023");
    }
    settings.push([name, value]);
  }
  return settings.map(([name, value]) => `set_config(${literal(name)}, ${literal(value)}, true)`).join(", ");
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

