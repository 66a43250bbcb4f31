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
   * (no BEGIN or COMMIT to wait for), and returns the rows of each of its statements (none for a
   * statement that returns no rows). For reads: it is stoppable as a transaction is, and its
   * start timeout lasts until the database answers, but a script given up on may still run later.
   */
  script<Row = Record<string, unknown>>(script: string, options?: { signal?: AbortSignal }): Promise<Row[][]>;
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
    /** The table of the refused row, when the error names one. */
    readonly table?: string,
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
  /**
   * A permission the caller's reads need (an editors' read): the first read asks for it in its own
   * script, and throws `refused()` when the caller does not hold it; `asked` says it was asked.
   */
  needs?: { permission: string; asked: boolean; refused(): Error };
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
 * `begin` is told when that happens (`stopped`), e.g. to stop waiting for a connection.
 */
export function stoppableTransaction<T>(
  begin: (run: (tx: Queryable) => Promise<T>, stopped: AbortSignal) => Promise<T>,
  work: (tx: Queryable) => Promise<T>,
  options: { signal?: AbortSignal; startTimeoutMs?: number; notStarted?: () => Error },
): Promise<T> {
  const { signal, startTimeoutMs, notStarted } = options;
  return new Promise<T>((resolve, reject) => {
    let stopped: Error | undefined;
    let started = false;
    let committing = false;
    const stopping = new AbortController();
    const stop = (error: Error) => {
      if (committing || stopped) return;
      stopped = error;
      reject(error);
      stopping.abort(error);
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
    }, stopping.signal)
      .then(resolve, reject)
      .finally(() => {
        clearTimeout(startTimer);
        signal?.removeEventListener("abort", onAbort);
      });
  });
}

/**
 * A Postgres timestamp as RFC 3339 in UTC with the six fractional digits Postgres keeps, from its
 * text form in a UTC session (`2027-01-31 23:59:00.1234+00`). `Date` would cut it to milliseconds.
 * A page decodes two hundred of these, and lists read the same rows over and over: each text's
 * form is remembered (up to 4,096, forgotten all at once when full), so a repeated one costs a
 * lookup and no garbage.
 */
export function timestampFromPostgres(text: string): string {
  let rfc3339 = rememberedTimestamps.get(text);
  if (rfc3339 === undefined) {
    if (rememberedTimestamps.size >= maxRememberedTimestamps) rememberedTimestamps.clear();
    rememberedTimestamps.set(text, rfc3339 = rfc3339FromPostgres(text));
  }
  return rfc3339;
}
const rememberedTimestamps = new Map<string, string>();
const maxRememberedTimestamps = 4_096;

/**
 * Slices, not a regex's groups; joined, not added: `+` makes a rope of the parts, which
 * `JSON.stringify` then flattens off its fast path, where `join` makes one flat string.
 */
export function rfc3339FromPostgres(text: string): string {
  if (!utcTimestamp.test(text)) return new Date(text).toISOString(); // not a UTC session: milliseconds are the best we have
  const n = text.length; // 22 without a fraction, 23 + its digits with one
  return [text.slice(0, 10), "T", text.slice(11, n - 3), n === 22 ? ".000000Z" : "000000".slice(n - 23) + "Z"].join("");
}
const utcTimestamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?\+00$/;
