import { Buffer } from "node:buffer";
/**
 * What the service needs from Postgres, whichever driver provides it (postgres.js on a server,
 * PGlite embedded). Nothing outside the adapters knows which one it got.
 */
export interface Queryable {
  /** Runs one statement with `$1..$n` parameters and returns its rows. */
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of one or more statements without parameters. */
  exec(script: string): Promise<void>;
}

export interface Database extends Queryable {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * Once `signal` aborts, the transaction can no longer commit: the promise rejects at once
   * (unless COMMIT is already on its way) and the work's next statement rolls it back.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: { signal?: AbortSignal }): Promise<T>;
  /**
   * Runs a script of statements without parameters as one implicit transaction, in one round trip
   * (no BEGIN or COMMIT to wait for), and returns the rows of its last statement. Stoppable as a
   * transaction is.
   */
  script<Row = Record<string, unknown>>(script: string, options?: { signal?: AbortSignal }): Promise<Row[]>;
  close(): Promise<void>;
}

/** A Postgres error, the same whichever driver raised it. */
export class DatabaseError extends Error {
  constructor(
    message: string,
    /** SQLSTATE, e.g. `23514` for a check violation. */
    readonly code: string,
    readonly constraint?: string,
    readonly column?: string,
  ) {
    super(message);
    this.name = "DatabaseError";
  }
}

/** The verified JWT claims of the caller; `role` is the Postgres role the request runs as. */
export interface Claims {
  role: "anon" | "authenticated" | "service_role";
  sub?: string;
  [claim: string]: unknown;
}

/** Who is asking, and until when: aborted when the request's deadline passes or its client leaves. */
export interface Caller {
  claims: Claims;
  signal?: AbortSignal;
}

/**
 * Supabase's `statement_timeout` for each API role (ms), applied to every transaction as PostgREST
 * does, and the deadline of each request (the service role's imports may take longer).
 */
export const roleTimeLimits: Record<Claims["role"], number> = { anon: 3_000, authenticated: 8_000, service_role: 60_000 };

/** Thrown when a request's deadline passes, or its client leaves, before its transaction commits. */
export class DeadlineExceeded extends Error {
  readonly code = "DEADLINE_EXCEEDED";
  constructor() {
    super("The request's deadline passed before its transaction committed.");
    this.name = "DeadlineExceeded";
  }
}

/**
 * A transaction that a request can stop: once `signal` aborts (or it has not begun within
 * `startTimeoutMs`), the promise rejects at once and the work's next statement, or its COMMIT,
 * is refused, so it rolls back. Only when the work is done and COMMIT is on its way is the
 * database's answer awaited whatever the signal says: a request never commits after it answered.
 */
export function stoppableTransaction<T>(
  begin: (run: (tx: Queryable) => Promise<T>) => Promise<T>,
  work: (tx: Queryable) => Promise<T>,
  options: { signal?: AbortSignal; startTimeoutMs?: number; notStarted?: () => Error },
): Promise<T> {
  const { signal, startTimeoutMs, notStarted } = options;
  return new Promise<T>((resolve, reject) => {
    let stopped: Error | undefined;
    let started = false;
    let committing = false;
    const stop = (error: Error) => {
      if (committing || stopped) return;
      stopped = error;
      reject(error);
    };
    const onAbort = () => stop(new DeadlineExceeded());
    if (signal?.aborted) return onAbort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const startTimer = startTimeoutMs === undefined || !notStarted
      ? undefined
      : setTimeout(() => started || stop(notStarted()), startTimeoutMs);
    begin(async (tx) => {
      started = true;
      if (stopped) throw stopped;
      const guarded: Queryable = {
        query: (text, params) => (stopped ? Promise.reject(stopped) : tx.query(text, params)),
        exec: (script) => (stopped ? Promise.reject(stopped) : tx.exec(script)),
      };
      const result = await work(guarded);
      if (stopped) throw stopped;
      committing = true;
      return result;
    })
      .then(resolve, reject)
      .finally(() => {
        clearTimeout(startTimer);
        signal?.removeEventListener("abort", onAbort);
      });
  });
}

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
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('statement_timeout', $3, true), set_config('timezone', 'UTC', true)`,
        [claims.role, JSON.stringify(claims), String(roleTimeLimits[claims.role] ?? roleTimeLimits.anon)],
      );
      return work(tx);
    }, { signal }));
}

/**
 * A read for `private.read_as`: the API's SQL with each value at a `format()` position (`%1$L`),
 * quoted by Postgres; it selects one row of `meta` (small JSON the API reads) and `body` (JSON
 * sent as is), or none (both come back null).
 */
export interface Read {
  statement: string;
  values: readonly (string | null)[];
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
  const request = Buffer.from(JSON.stringify({ claims, ...read })).toString("base64");
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

/**
 * A Postgres timestamp as RFC 3339 in UTC with the six fractional digits Postgres keeps, from its
 * text form in a UTC session (`2027-01-31 23:59:00.1234+00`). `Date` would cut it to milliseconds.
 */
export function timestampFromPostgres(text: string): string {
  const utc = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d+))?\+00$/.exec(text);
  if (!utc) return new Date(text).toISOString(); // not a UTC session: milliseconds are the best we have
  return `${utc[1]}T${utc[2]}.${(utc[3] ?? "").padEnd(6, "0")}Z`;
}
