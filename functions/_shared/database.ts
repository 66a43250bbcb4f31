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
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
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

/**
 * Runs `work` in one transaction as the caller, exactly as PostgREST does: the role and the
 * claims are set local to the transaction, so RLS, `auth.uid()` and the audit triggers see the
 * caller, and nothing leaks to the next transaction on the same connection.
 */
export function asCaller<T>(
  db: Database,
  claims: Claims,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)",
      [claims.role, JSON.stringify(claims)],
    );
    return work(tx);
  });
}
