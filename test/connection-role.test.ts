// The functions connect as their own login role (functions_authenticator): NOINHERIT, a member
// of anon, authenticated and service_role only. A statement that resets the role, in a read or a
// write, lands on that role, which can reach nothing; the admin's connection would reach all.
import { createHmac } from "node:crypto";
import process from "node:process";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { asCaller, readAs } from "../functions/_shared/database/as-caller.ts";
import type { Database } from "../functions/_shared/database/database.ts";
import { connectFunctionsDatabase } from "../functions/_shared/http/functions-database.ts";
import { sql, statement } from "../functions/_shared/database/sql.ts";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { allowLocalLogins, asFunctionsRole, functionsConnection, functionsLoginProblem, functionsRole } from "../local/api-connection.ts";
import { callers } from "./support/callers.ts";
import { serverDatabase } from "./support/targets.ts";

// Only a real login shows where a reset role lands: PGlite has one session, its superuser's.
describe.skipIf(!process.env.DATABASE_URL)("the functions' connection role", { tags: ["server"] }, () => {
  let admin: Database & { url: string };
  let functions: Database;
  beforeAll(async () => {
    admin = await serverDatabase(inject("serverTemplate")!);
    functions = functionsConnection(admin, admin.url);
  });
  afterAll(async () => {
    await functions?.close();
    await admin?.close();
  });

  const resetThenRead = (db: Database) =>
    db.script<{ n: string }>(
      "select set_config('role', 'anon', true); reset role; select count(*)::text as n from auth.users",
    );

  it("connects as its own role, which holds no right of its own", async () => {
    expect(await functions.query("select current_user::text as u, session_user::text as s")).toEqual([{ u: functionsRole, s: functionsRole }]);
    const [role] = await admin.query<{ rolinherit: boolean; rolsuper: boolean; rolcreaterole: boolean; rolbypassrls: boolean }>(
      "select rolinherit, rolsuper, rolcreaterole, rolbypassrls from pg_roles where rolname = $1",
      [functionsRole],
    );
    expect(role).toEqual({ rolinherit: false, rolsuper: false, rolcreaterole: false, rolbypassrls: false });
    const memberOf = await admin.query<{ r: string }>(
      "select b.rolname::text as r from pg_auth_members m join pg_roles a on a.oid = m.member join pg_roles b on b.oid = m.roleid where a.rolname = $1 order by 1",
      [functionsRole],
    );
    expect(memberOf.map((m) => m.r)).toEqual(["anon", "authenticated", "service_role"]);
  });

  it("reaches nothing once a read resets its role: auth.users stays out of reach", async () => {
    await expect(resetThenRead(functions)).rejects.toMatchObject({ code: "42501" });
    // The same read on the admin's connection would read every user: the test can fail.
    expect(Number((await resetThenRead(admin)).at(-1)![0]!.n)).toBeGreaterThan(0);
  });

  it("reaches nothing once a write resets its role, and cannot take a role it was not given", async () => {
    await expect(asCaller(functions, { claims: callers.service }, async (tx) => {
      await tx.query("reset role");
      return tx.query("select count(*) from public.opportunities");
    })).rejects.toMatchObject({ code: "42501" });
    for (const role of ["postgres", "supabase_admin", "pg_read_all_data"]) {
      await expect(functions.query(`set role ${role}`)).rejects.toMatchObject({ code: expect.stringMatching(/^(42501|22023|42704)$/) });
    }
  });

  it("given only the admin's SUPABASE_DB_URL, runs every transaction, query and read as the functions' role", async () => {
    const log: string[] = [];
    const fallback = connectFunctionsDatabase((name) => (name === "SUPABASE_DB_URL" ? admin.url : undefined), (line) => log.push(line));
    try {
      const who = "select current_user::text as u, session_user::text as s";
      const admins = (await admin.query<{ u: string }>(who))[0]!.u;
      expect(admins).not.toBe(functionsRole); // the test can fail: the admin's own session is someone else
      expect(await fallback.query(who)).toEqual([{ u: functionsRole, s: admins }]);
      expect(await fallback.transaction((tx) => tx.query(who))).toEqual([{ u: functionsRole, s: admins }]);
      // auth.users is the admin's to read, not the functions' role's (it must take a caller's role first).
      await expect(fallback.query("select count(*) from auth.users")).rejects.toMatchObject({ code: "42501" });
      const [rows] = await readAs<{ u: string }>(fallback, { claims: callers.anon }, { statements: [statement(sql`select current_user::text as u`)] });
      expect(rows).toEqual([{ u: "anon" }]);
      expect(log.join("\n")).toContain("FUNCTIONS_DB_URL is not set");
    } finally {
      await fallback.close();
    }
  });

  it("never gives a login role a password the source computes, when the admin's password is only in PGPASSWORD", async () => {
    const role = `login_probe_${process.pid}`;
    const withPassword = new URL(admin.url);
    const withoutPassword = new URL(admin.url);
    withoutPassword.password = "";
    const computable = createHmac("sha256", `${decodeURIComponent(withoutPassword.username)}\n`)
      .update(`opportunities-resources login ${role}`).digest("base64url");
    await admin.exec(`create role ${role} login noinherit`);
    const previous = process.env.PGPASSWORD;
    process.env.PGPASSWORD = decodeURIComponent(withPassword.password); // the admin's, as a maintainer keeps it
    try {
      await allowLocalLogins(admin, withoutPassword.href, role);
      const ours = new URL(asFunctionsRole(withoutPassword.href, undefined, role));
      expect(ours.password).not.toBe(computable);
      const logIn = async (password: string) => {
        const url = new URL(ours);
        url.password = password;
        const db = connectPostgres(url.href, { max: 1 });
        try {
          return await db.query<{ u: string }>("select current_user::text as u").then(([row]) => row!.u, (error) => error.code as string);
        } finally {
          await db.close();
        }
      };
      expect(await logIn(decodeURIComponent(ours.password))).toBe(role);
      // A server that trusts loopback takes any password: only one that asks can refuse it.
      if (withPassword.password) expect(await logIn(computable)).toBe("28P01");
    } finally {
      process.env.PGPASSWORD = previous;
      if (previous === undefined) delete process.env.PGPASSWORD;
      await admin.exec(`drop role ${role}`);
    }
  });

  it("logs in with the local password, and says in one line what to do when a login is refused", async () => {
    expect(await functionsLoginProblem(functions)).toBeUndefined();
    const wrong = new URL(asFunctionsRole(admin.url));
    wrong.password = "not-the-password";
    const refused = connectPostgres(wrong.href, { max: 1 });
    try {
      const problem = await functionsLoginProblem(refused);
      // A server that trusts loopback takes any password: there is nothing to refuse.
      if (problem === undefined) return;
      expect(problem).toMatch(/^The functions could not log in as functions_authenticator \(.*\)\. .*FUNCTIONS_DB_URL/);
      expect(problem).not.toContain("not-the-password");
    } finally {
      await refused.close();
    }
  });
});
