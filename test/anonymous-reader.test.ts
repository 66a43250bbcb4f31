// Anonymous reads' own login role (functions_anon_reader): anon and nothing more, with anon's
// limits as its defaults, so an anonymous read on it needs no settings statement. The functions
// check it once before they use it, and a connection that is not it is not used.
import process from "node:process";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { withAnonymousReader } from "../functions/_shared/database/anonymous-reader.ts";
import { readAs } from "../functions/_shared/database/as-caller.ts";
import { type Database, roleTimeLimits } from "../functions/_shared/database/database.ts";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { sql, statement } from "../functions/_shared/database/sql.ts";
import { anonymousReaderRole, asFunctionsRole, functionsConnection } from "../local/api-connection.ts";
import { callers } from "./support/callers.ts";
import { serverDatabase } from "./support/targets.ts";

const hiddenId = "c0000000-0000-4000-8000-00000000a11d";

// Only a server has logins: PGlite has one session, its superuser's.
describe.skipIf(!process.env.DATABASE_URL)("anonymous reads' own connection", () => {
  let admin: Database & { url: string };
  let reader: Database;
  let functions: Database;
  beforeAll(async () => {
    admin = await serverDatabase(inject("serverTemplate")!);
    reader = connectPostgres(asFunctionsRole(admin.url, undefined, anonymousReaderRole), { max: 1 });
    functions = functionsConnection(admin, admin.url);
    await admin.query(
      `insert into public.resources (id, title, category, link_url, website_viewable, is_active)
       values ($1, 'Hidden from the website', 'Talks', 'https://example.org/hidden', false, true)`,
      [hiddenId],
    );
  });
  afterAll(async () => {
    await Promise.all([reader?.close(), functions?.close()]);
    await admin?.close();
  });

  /** Who a read ran as, and whether it saw the hidden resource. */
  const whoAndHidden = async (db: Database) => {
    const [who, hidden] = (await readAs<{ u?: string; n?: number }>(db, { claims: callers.anon }, {
      statements: [
        statement(sql`select current_user::text as u`),
        statement(sql`select count(*)::int as n from public.resources where id = ${hiddenId}`),
      ],
    })).map((rows) => rows[0]);
    return { user: who!.u, sawHidden: hidden!.n === 1 };
  };

  it("is anon and nothing more: it inherits anon's rights, and no other role's", async () => {
    const [role] = await admin.query<{ rolinherit: boolean; rolsuper: boolean; rolcreaterole: boolean; rolbypassrls: boolean }>(
      "select rolinherit, rolsuper, rolcreaterole, rolbypassrls from pg_roles where rolname = $1",
      [anonymousReaderRole],
    );
    expect(role).toEqual({ rolinherit: true, rolsuper: false, rolcreaterole: false, rolbypassrls: false });
    const memberOf = await admin.query<{ r: string }>(
      "select b.rolname::text as r from pg_auth_members m join pg_roles a on a.oid = m.member join pg_roles b on b.oid = m.roleid where a.rolname = $1",
      [anonymousReaderRole],
    );
    expect(memberOf.map((m) => m.r)).toEqual(["anon"]);
  });

  it("logs in with anon's limits: the API's statement timeout for anon, UTC, read-only, anonymous claims", async () => {
    const [settings] = await reader.query(`select current_user::text as user,
      (select setting from pg_settings where name = 'statement_timeout') as timeout_ms,
      current_setting('TimeZone') as timezone, current_setting('transaction_read_only') as read_only,
      current_setting('request.jwt.claims', true) as claims`);
    expect(settings).toEqual({
      user: anonymousReaderRole,
      timeout_ms: String(roleTimeLimits.anon),
      timezone: "UTC",
      read_only: "on",
      claims: JSON.stringify(callers.anon),
    });
  });

  it("sees what anon sees, and can neither write nor become another role", async () => {
    expect(await reader.query("select count(*)::int as n from public.resources where id = $1", [hiddenId])).toEqual([{ n: 0 }]);
    expect(await admin.query("select count(*)::int as n from public.resources where id = $1", [hiddenId])).toEqual([{ n: 1 }]);
    await expect(reader.query("update public.resources set title = 'x' where id = $1", [hiddenId])).rejects.toMatchObject({ code: "25006" });
    for (const role of ["authenticated", "service_role", "functions_authenticator", "postgres"]) {
      await expect(reader.query(`set role ${role}`)).rejects.toMatchObject({ code: "42501" });
    }
  });

  it("serves the functions' anonymous reads once checked, and only those", async () => {
    // The first anonymous read starts the check and does not wait for it.
    expect(await whoAndHidden(functions)).toEqual({ user: "anon", sawHidden: false });
    expect(await functions.anonymousReader!.checked()).toBe(true);
    expect(await whoAndHidden(functions)).toEqual({ user: anonymousReaderRole, sawHidden: false });
    const asMember = await readAs<{ u: string }>(functions, { claims: callers.member }, { statements: [statement(sql`select current_user::text as u`)] });
    expect(asMember).toEqual([[{ u: "authenticated" }]]);
    // Claims other than the reader's own (its sessions start with exactly `{"role":"anon"}`) are set as usual.
    const otherClaims = await readAs<{ u: string }>(functions, { claims: { role: "anon", iss: "elsewhere" } }, {
      statements: [statement(sql`select current_user::text as u`)],
    });
    expect(otherClaims).toEqual([[{ u: "anon" }]]);
    // Planner settings still reach a read on it.
    const sorting = await readAs<{ s: string }>(functions, { claims: callers.anon }, {
      statements: [statement(sql`select current_setting('enable_sort') as s`)],
      planner: { enable_sort: "off" },
    });
    expect(sorting).toEqual([[{ s: "off" }]]);
  });

  it("is not used when the connection is not anon's reader: the reads take anon, RLS holds, and the log says why", async () => {
    const cases = [
      [admin.url, "it is a superuser or bypasses RLS"],
      [asFunctionsRole(admin.url), "it does not have anon's rights"],
      ["postgres://nobody@127.0.0.1:1/none", "could not be checked"],
    ] as const;
    for (const [url, why] of cases) {
      const log: string[] = [];
      const db = withAnonymousReader(functionsConnection(admin, admin.url), connectPostgres(url, { max: 1 }), (line) => log.push(line));
      try {
        expect(await db.anonymousReader!.checked()).toBe(false);
        expect(await whoAndHidden(db)).toEqual({ user: "anon", sawHidden: false });
        expect(log.map((line) => JSON.parse(line))).toEqual([{ level: "warn", message: expect.stringContaining(why) }]);
      } finally {
        await db.close();
      }
    }
  });

  it("checks again, once the retry time has passed, a connection it could not check", async () => {
    const log: string[] = [];
    const flaky = connectPostgres(asFunctionsRole(admin.url, undefined, anonymousReaderRole), { max: 1 });
    const query = flaky.query;
    let failures = 1;
    flaky.query = (text, params) =>
      failures-- > 0 ? Promise.reject(Object.assign(new Error("gone"), { code: "CONNECTION_CLOSED" })) : query(text, params);
    const db = withAnonymousReader(functionsConnection(admin, admin.url), flaky, (line) => log.push(line), 300);
    try {
      expect(await db.anonymousReader!.checked()).toBe(false);
      expect(await whoAndHidden(db)).toEqual({ user: "anon", sawHidden: false });
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(await db.anonymousReader!.checked()).toBe(true);
      expect(await whoAndHidden(db)).toEqual({ user: anonymousReaderRole, sawHidden: false });
      expect(log).toHaveLength(1);
    } finally {
      await db.close();
    }
  });
});
