import { readdir, readFile } from "node:fs/promises";
import type { Database } from "../functions/_shared/database/database.ts";

const supabaseDir = new URL("../supabase/", import.meta.url);
const shimFile = new URL("./platform-shim.sql", import.meta.url);

export interface MigrateOptions {
  /** Also load `supabase/seed.sql` (idempotent). */
  seed?: boolean;
  /** Apply the platform shim first; by default only when the target is not Supabase. */
  shim?: boolean;
  /** Stop after this version (to test a later migration on a database with data). */
  through?: string;
}

export interface MigrateReport {
  shim: boolean;
  /** Versions applied by this run, oldest first; empty when the database was up to date. */
  applied: string[];
  seeded: boolean;
}

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** The migrations in `supabase/migrations`, oldest first, named as the Supabase CLI names them. */
export async function readMigrations(): Promise<Migration[]> {
  const dir = new URL("migrations/", supabaseDir);
  const named = (await readdir(dir)).sort().flatMap((file) => {
    const match = /^(\d+)_(.+)\.sql$/.exec(file);
    return match ? [{ file, version: match[1]!, name: match[2]! }] : [];
  });
  return Promise.all(named.map(async ({ file, version, name }) => ({
    version,
    name,
    sql: await readFile(new URL(file, dir), "utf8"),
  })));
}

/**
 * Brings a database up to date: the platform shim (when it is not Supabase), every migration not
 * yet recorded, each in its own transaction, and on request the seed. Versions are recorded in
 * `supabase_migrations.schema_migrations` as `supabase db push` records them, so the CLI and
 * this runner agree on what is applied. Running it again changes nothing.
 */
export async function migrate(db: Database, options: MigrateOptions = {}): Promise<MigrateReport> {
  const shim = options.shim ?? !(await isSupabase(db));
  if (shim) await applyPlatformShim(db);

  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key);
    alter table supabase_migrations.schema_migrations add column if not exists statements text[];
    alter table supabase_migrations.schema_migrations add column if not exists name text;
  `);
  const recorded = new Set(
    (await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations"))
      .map((row) => row.version),
  );

  const applied: string[] = [];
  for (const migration of await readMigrations()) {
    if (recorded.has(migration.version)) continue;
    if (options.through !== undefined && migration.version > options.through) break;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query(
        // As one text, not an array: the adapter knows no array types (database/postgres.ts).
        "insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, array[$3::text])",
        [migration.version, migration.name, migration.sql],
      );
    });
    applied.push(migration.version);
  }

  if (options.seed) {
    const seed = await readFile(new URL("seed.sql", supabaseDir), "utf8");
    await db.transaction((tx) => tx.exec(seed));
  }
  return { shim, applied, seeded: Boolean(options.seed) };
}

/** Creates what Supabase provides (API roles, `auth` schema) on a plain Postgres. Idempotent. */
export async function applyPlatformShim(db: Database): Promise<void> {
  await db.exec(await readFile(shimFile, "utf8"));
}

/** A Supabase database has its platform roles; a plain Postgres or PGlite does not. */
async function isSupabase(db: Database): Promise<boolean> {
  const rows = await db.query("select 1 from pg_roles where rolname = 'supabase_admin'");
  return rows.length > 0;
}
