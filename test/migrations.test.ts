// The migration runner: shim, migrations in order, versions recorded as the Supabase CLI records
// them, seed on request; running it again changes nothing.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../functions/_shared/database/database.ts";
import { applyPlatformShim, migrate, readMigrations } from "../local/migrations.ts";
import { openDatabase } from "../local/open-database.ts";
import { openPglite } from "../local/pglite-database.ts";
import { migratedPglite, migratedSnapshot, targets } from "./support/targets.ts";

/** A digest of every row the seed and migrations write: equal digests, unchanged data. */
async function fingerprint(db: Database) {
  const tables = ["auth.users", "public.forms", "public.opportunities", "public.resources",
    "public.app_roles", "public.role_permissions", "public.user_roles",
    "supabase_migrations.schema_migrations"];
  const parts = await Promise.all(tables.map(async (table) => {
    const [row] = await db.query<{ digest: string }>(
      `select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as digest
       from ${table} t`,
    );
    return `${table}=${row!.digest}`;
  }));
  return parts.join("\n");
}

describe.each(targets)("migration runner on $name", { timeout: 120_000 }, (target) => {
  let db: Database;
  beforeAll(async () => (db = await target.openEmpty()));
  afterAll(() => db?.close());

  it("applies the shim and every migration in order, recording them as the CLI does", async () => {
    const migrations = await readMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    const report = await migrate(db, { seed: true });
    expect(report).toEqual({ shim: true, applied: migrations.map((m) => m.version), seeded: true });
    const recorded = await db.query(
      "select version, name, to_json(statements) as statements from supabase_migrations.schema_migrations order by version",
    );
    expect(recorded).toEqual(migrations.map((m) => ({ version: m.version, name: m.name, statements: [m.sql] })));
    const [counts] = await db.query(
      "select (select count(*)::int from opportunities) as opportunities, (select count(*)::int from resources) as resources",
    );
    expect(counts).toEqual({ opportunities: 8, resources: 5 });
  });

  it("changes nothing when run again, seed included", async () => {
    const before = await fingerprint(db);
    const report = await migrate(db, { seed: true });
    expect(report.applied).toEqual([]);
    expect(await fingerprint(db)).toBe(before);
  });
});

describe.each(targets)("migrating a database that already has forms, on $name", { timeout: 120_000 }, (target) => {
  let db: Database;
  beforeAll(async () => (db = await target.openEmpty()));
  afterAll(() => db?.close());

  it("keeps the existing forms table and its own policies", async () => {
    await applyPlatformShim(db);
    await db.exec(`
      create table public.forms (id uuid primary key default gen_random_uuid(), name text, fields jsonb);
      alter table public.forms enable row level security;
      create policy "form builders only" on public.forms for select to authenticated using (false);
      insert into public.forms (id, name) values ('f0000000-0000-4000-8000-00000000000f', 'Existing');
    `);
    await migrate(db);
    const columns = await db.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'forms' order by column_name",
    );
    expect(columns.map((c) => c.column_name)).toEqual(["fields", "id", "name"]);
    const policies = await db.query("select policyname from pg_policies where tablename = 'forms'");
    expect(policies).toEqual([{ policyname: "form builders only" }]);
    await expect(db.query(
      "insert into opportunities (title, linked_form_id) values ('Routed', 'f0000000-0000-4000-8000-00000000000f') returning title",
    )).resolves.toEqual([{ title: "Routed" }]);
  });
});

describe.each(targets)("migrating a database whose forms table has no RLS, on $name", { timeout: 120_000 }, (target) => {
  let db: Database;
  beforeAll(async () => (db = await target.openEmpty()));
  afterAll(() => db?.close());

  it("leaves that table's row-level security and grants as they were", async () => {
    await applyPlatformShim(db);
    await db.exec("create table public.forms (id uuid primary key default gen_random_uuid(), title text, secret text)");
    const access = () =>
      db.query(
        `select c.relrowsecurity as rls,
                has_table_privilege('anon', 'public.forms', 'select') as anon_reads,
                has_table_privilege('authenticated', 'public.forms', 'select') as members_read,
                (select count(*)::int from pg_policies where tablename = 'forms') as policies
         from pg_class c where c.oid = 'public.forms'::regclass`,
      );
    const before = await access();
    await migrate(db);
    expect(await access()).toEqual(before);
    expect(before).toEqual([{ rls: false, anon_reads: false, members_read: false, policies: 0 }]);
  });
});

describe.each(targets)("moving the notification columns on a database with data, on $name", { timeout: 120_000 }, (target) => {
  let db: Database;
  beforeAll(async () => (db = await target.openEmpty()));
  afterAll(() => db?.close());

  it("carries every opportunity's notify_members and notified_at into opportunity_notifications", async () => {
    await migrate(db, { through: "20261122130000" });
    await db.exec(`
      insert into public.opportunities (id, title, link_url, category, employment_type, source, notify_members, notified_at) values
        ('a1000000-0000-4000-8000-000000000001', 'Notify pending', 'https://e.org/1', 'Job', 'Full-time', 'csv_import', true, null),
        ('a1000000-0000-4000-8000-000000000002', 'Notified', 'https://e.org/2', 'Club Role', null, 'manual', false, '2026-11-01T10:00:00Z'),
        ('a1000000-0000-4000-8000-000000000003', 'Never', 'https://e.org/3', null, null, 'manual', false, null);
    `);
    expect((await migrate(db, { through: "20261122140000" })).applied).toEqual(["20261122140000"]);
    expect(await db.query("select opportunity_id, notify_members, notified_at from opportunity_notifications order by opportunity_id"))
      .toEqual([
        { opportunity_id: "a1000000-0000-4000-8000-000000000001", notify_members: true, notified_at: null },
        { opportunity_id: "a1000000-0000-4000-8000-000000000002", notify_members: false, notified_at: "2026-11-01T10:00:00.000000Z" },
      ]);
    expect(await db.query("select title, category::text, employment_type::text, source::text from opportunities order by id")).toEqual([
      { title: "Notify pending", category: "Job", employment_type: "Full-time", source: "csv_import" },
      { title: "Notified", category: "Club Role", employment_type: null, source: "manual" },
      { title: "Never", category: null, employment_type: null, source: "manual" },
    ]);
    const columns = await db.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'opportunities' and column_name like 'notif%'",
    );
    expect(columns).toEqual([]);
  });

  it("gives every closed posting the reason its state tells, as it was written (no revision, no new updated_at)", async () => {
    await migrate(db, { through: "20261205130000" });
    const id = (n: number) => `c1000000-0000-4000-8000-00000000000${n}`;
    // Each state exactly as it was stored, triggers aside.
    await db.exec(`set session_replication_role = replica;
      insert into public.opportunities (id, title, link_url, is_active, website_viewable, published_at, withdrawn_at, expires_at, closes_on, updated_at) values
        ('${id(1)}', 'Synced away', 'https://e.org/1', false, true, '2026-10-01Z', '2026-11-01T10:00:00Z', null, null, '2026-11-01T10:00:00Z'),
        ('${id(2)}', 'Unpublished', 'https://e.org/2', false, true, '2026-10-01Z', null, null, null, '2026-11-02T10:00:00Z'),
        ('${id(3)}', 'Draft', 'https://e.org/3', false, false, null, null, null, null, '2026-11-03T10:00:00Z'),
        ('${id(4)}', 'Expired', 'https://e.org/4', true, true, '2026-10-01Z', null, '2026-11-04T10:00:00Z', null, '2026-10-01Z'),
        ('${id(5)}', 'Past its date', 'https://e.org/5', true, true, '2026-10-01Z', null, null, '2026-11-05', '2026-10-01Z'),
        ('${id(6)}', 'Open', 'https://e.org/6', true, true, '2026-10-01Z', null, null, null, '2026-10-01Z'),
        ('${id(7)}', 'Filled by its poster', 'https://e.org/7', false, true, '2026-10-01Z', null, null, null, '2026-11-07T10:00:00Z');
      insert into public.submissions (posting, submitter_email, submitter_name, status, confirm_token, opportunity_id, closed_as, closed_at, reviewed_at, confirmed_at)
        values ('{"title": "Filled by its poster", "link_url": "https://e.org/7"}', 'hr@acme.example', 'HR', 'approved', null, '${id(7)}', 'filled',
          '2026-11-07T09:00:00Z', '2026-10-01Z', '2026-10-01Z');
      set session_replication_role = origin;`);
    const revisions = async () => (await db.query<{ n: number }>("select count(*)::int as n from public.revisions"))[0]!.n;
    const before = await revisions();
    await migrate(db, { through: "20261206130000" });
    expect(await db.query(`select title, closed_reason::text, closed_at, updated_at from public.opportunities where id::text like 'c1000000%' order by id`)).toEqual([
      { title: "Synced away", closed_reason: "source_withdrew", closed_at: "2026-11-01T10:00:00.000000Z", updated_at: "2026-11-01T10:00:00.000000Z" },
      { title: "Unpublished", closed_reason: "editor", closed_at: "2026-11-02T10:00:00.000000Z", updated_at: "2026-11-02T10:00:00.000000Z" },
      { title: "Draft", closed_reason: null, closed_at: null, updated_at: "2026-11-03T10:00:00.000000Z" },
      { title: "Expired", closed_reason: "expired", closed_at: "2026-11-04T10:00:00.000000Z", updated_at: "2026-10-01T00:00:00.000000Z" },
      { title: "Past its date", closed_reason: "deadline", closed_at: "2026-11-06T00:00:00.000000Z", updated_at: "2026-10-01T00:00:00.000000Z" },
      { title: "Open", closed_reason: null, closed_at: null, updated_at: "2026-10-01T00:00:00.000000Z" },
      { title: "Filled by its poster", closed_reason: "filled", closed_at: "2026-11-07T09:00:00.000000Z", updated_at: "2026-11-07T10:00:00.000000Z" },
    ]);
    expect(await revisions()).toBe(before);
  });
});

// Each test here migrates a new PGlite cluster, some twice: seconds each when the machine is idle,
// over half a minute on a busy two-core one.
describe("migrating embedded PGlite", { timeout: 120_000, tags: ["slow"] }, () => {
  let dir: string;
  beforeAll(async () => (dir = await mkdtemp(join(tmpdir(), "pglite-"))));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("keeps the database in a folder across restarts", async () => {
    // The folder starts as a migrated cluster (migrating from nothing is the runner's test above).
    const first = await openPglite({ dataDir: dir, snapshot: await migratedSnapshot() });
    expect(await migrate(first, { seed: true })).toMatchObject({ applied: [], seeded: true });
    await first.close();
    const second = await openDatabase(dir);
    try {
      expect(await migrate(second, { seed: true })).toMatchObject({ shim: true, applied: [] });
      const [row] = await second.query("select count(*)::int as n from opportunities");
      expect(row).toEqual({ n: 8 });
    } finally {
      await second.close();
    }
  });

  it("gives the seeded users passwords on a development database only, never on a hosted project", async () => {
    // PGlite only, as above: a database that looks like Supabase needs a role of the cluster's.
    const seededLogins = async (prepare: string) => {
      const db = await migratedPglite();
      try {
        await db.exec(prepare);
        await migrate(db, { seed: true });
        return await db.query<{ email: string; password: boolean }>(
          "select email, encrypted_password is not null as password from auth.users where email like '%@example.org' order by email",
        );
      } finally {
        await db.close();
      }
    };
    const users = (password: boolean) => [{ email: "editor@example.org", password }, { email: "member@example.org", password }];
    expect(await seededLogins("select 1")).toEqual(users(true)); // npm start, the tests, CI
    expect(await seededLogins("create role supabase_admin")).toEqual(users(false)); // a hosted project
    const cliSecret = "super-secret-jwt-token-with-at-least-32-characters-long";
    expect(await seededLogins(`create role supabase_admin; set app.settings.jwt_secret = '${cliSecret}'`)).toEqual(users(true)); // supabase start
    expect(await seededLogins("create role supabase_admin; set app.settings.jwt_secret = 'a-project-of-its-own-secret-value'")).toEqual(users(false));
  });

  it("skips the shim on Supabase, which has its own roles and auth schema", async () => {
    // PGlite only: roles are cluster-wide, and a shared server must not look like Supabase.
    const db = await migratedPglite();
    try {
      await db.exec("create role supabase_admin");
      expect(await migrate(db)).toEqual({ shim: false, applied: [], seeded: false });
    } finally {
      await db.close();
    }
  });
});
