// How each request's transaction runs: read-only reads, the role's statement timeout,
// lost races run again, and a deadline after which nothing commits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, DeadlineExceeded, type Queryable, stoppableTransaction } from "../functions/_shared/database/database.ts";
import { asCaller, readAs } from "../functions/_shared/database/as-caller.ts";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { type Api, startApi } from "./support/api.ts";
import { callers } from "./support/callers.ts";
import { targets } from "./support/targets.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(targets)("request transactions on $name", (target) => {
  let db: Database;
  beforeAll(async () => (db = await target.open()));
  afterAll(() => db?.close());

  it("applies each role's statement timeout, as Supabase sets them", async () => {
    const timeout = (caller: keyof typeof callers) =>
      asCaller(db, { claims: callers[caller] }, (tx) => tx.query<{ t: string }>("select current_setting('statement_timeout') as t"));
    expect(await timeout("anon")).toEqual([{ t: "3s" }]);
    expect(await timeout("member")).toEqual([{ t: "8s" }]);
    expect(await timeout("service")).toEqual([{ t: "1min" }]);
  });

  it("runs reads read-only, as the caller, with nothing left on the connection", async () => {
    const write = "with changed as (update resources set title = title where false returning 1) select 1";
    await expect(readAs(db, { claims: callers.service }, { statements: [{ text: write, values: [] }] })).rejects.toMatchObject({ code: "25006" });
    const who = "select current_user::text as role, auth.jwt()->>'sub' as sub, current_setting('TimeZone') as tz, current_setting('statement_timeout') as timeout";
    expect(await readAs(db, { claims: callers.member }, { statements: [{ text: who, values: [] }] }))
      .toEqual([[{ role: "authenticated", sub: callers.member.sub, tz: "UTC", timeout: "8s" }]]);
    expect(await db.query("select current_user::text as u, current_setting('request.jwt.claims', true) as c"))
      .toEqual([{ u: "postgres", c: expect.not.stringContaining("authenticated") }]);
  });

  it("reads with the values written in as literals, whatever they hold, and each statement's rows in order", async () => {
    const echo = (value: string | null) =>
      readAs(db, { claims: callers.anon }, {
        statements: [{ text: "select $1::text as v, $2 as w", values: [value, "x"] }, { text: "select $1 as w", values: ["y"] }],
      });
    for (const value of ["it's", "a\\'b", "%1$L", "$2", "'; drop table resources; --", "café ☕", "a;b", "\\\\'"]) {
      expect(await echo(value)).toEqual([[{ v: value, w: "x" }], [{ w: "y" }]]);
    }
    expect(await echo(null)).toEqual([[{ v: null, w: "x" }], [{ w: "y" }]]);
  });

  it("reads timestamps as the API writes them: RFC 3339 in UTC with microseconds", async () => {
    const read = (text: string) => readAs(db, { claims: callers.anon }, { statements: [{ text, values: [] }] });
    expect(await read("select '2027-01-31 23:59:00.1234+05'::timestamptz as t, '0001-01-01'::date as d"))
      .toEqual([[{ t: "2027-01-31T18:59:00.123400Z", d: "0001-01-01" }]]);
    // Postgres drops a fraction's trailing zeros, and the fraction itself when it is zero.
    const fractions = ["", ".1", ".12", ".123", ".1234", ".12345", ".123456"];
    const times = await read(`select ${fractions.map((f, i) => `'2027-01-31 23:59:0${i}${f}+00'::timestamptz as t${i}`).join(", ")}`);
    expect(times).toEqual([[Object.fromEntries(fractions.map((f, i) => [`t${i}`, `2027-01-31T23:59:0${i}${`${f || "."}000000`.slice(0, 7)}Z`]))]]);
    // More distinct timestamps than the decoder remembers, apart only in microseconds, each read
    // twice: every one is still its own.
    const many = await read(`select to_char(t, 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as expected, t, t as again
      from generate_series(timestamptz '2027-01-01 00:00:00+00', timestamptz '2027-01-01 00:00:00.005+00', interval '1 microsecond') as t`);
    expect(many[0]!.length).toBeGreaterThan(5_000);
    for (const { expected, t, again } of many[0] as { expected: string; t: string; again: string }[]) expect([t, again]).toEqual([expected, expected]);
  });

  it("refuses a read as a role the API does not have, and planner settings that are not planner settings", async () => {
    const read = { statements: [{ text: "select 1", values: [] }] };
    await expect(readAs(db, { claims: { role: "postgres" } as never }, read)).rejects.toMatchObject({ code: "42501" });
    await expect(readAs(db, { claims: callers.anon }, { ...read, planner: { enable_x: "off", ["role" as "enable_y"]: "on" } }))
      .rejects.toMatchObject({ code: "22023" });
  });

  it("never commits once the deadline has passed, and answers at once", async () => {
    const title = `deadline-${target.name}`;
    let workEnded = false;
    const run = stoppableTransaction((work) => db.transaction(work), async (tx) => {
      await tx.query("insert into resources (title, category, link_url) values ($1, 'c', 'https://e.org')", [title]);
      await sleep(400); // a slow statement; the deadline passes meanwhile
      workEnded = true;
      return "done";
    }, { signal: AbortSignal.timeout(100) });
    await expect(run).rejects.toBeInstanceOf(DeadlineExceeded);
    expect(workEnded, "answered before the work ended").toBe(false);
    await sleep(600);
    expect(await db.query("select 1 from resources where title = $1", [title])).toEqual([]);
  });

  // PGlite runs a statement on the event loop itself: no timer can fire until it ends.
  it.skipIf(target.name === "PGlite")("gives a read up at once when its deadline passes", async () => {
    const slow = { statements: [{ text: "select pg_sleep(2.5) as abandoned", values: [] }] };
    await expect(readAs(db, { claims: callers.anon, signal: AbortSignal.timeout(100) }, slow)).rejects.toBeInstanceOf(DeadlineExceeded);
    // Given up while the server still runs it: the read did not wait for the statement's end.
    const running = await db.query("select 1 from pg_stat_activity where wait_event = 'PgSleep' and query like '%abandoned%'");
    expect(running).toHaveLength(1);
  });

  // One round trip: the API cannot tell a read that waits for a server (behind a pooler) from one
  // that runs, so it gives up on both when no answer came within the start timeout.
  it.skipIf(target.name === "PGlite")("gives up on a read with no answer within 1.5 s, and the server stops it at its role's statement timeout", async () => {
    const started = performance.now();
    const endless = { statements: [{ text: "select pg_sleep(30) as endless", values: [] }] };
    await expect(readAs(db, { claims: callers.anon }, endless)).rejects.toMatchObject({ code: "CONNECT_TIMEOUT" });
    expect(performance.now() - started).toBeGreaterThan(1_400); // a lower bound: a busy machine only adds
    const running = () =>
      db.query("select 1 from pg_stat_activity where datname = current_database() and wait_event = 'PgSleep' and query like '%endless%'");
    expect(await running()).toHaveLength(1);
    // The server stops it at anon's 3 s, long before its own 30 s would end it.
    while ((await running()).length && performance.now() - started < 20_000) await sleep(100);
    expect(await running()).toEqual([]);
  });
});

describe.each(targets)("requests whose client leaves, on $name", (target) => {
  let api: Api;
  let slow = false;
  beforeAll(async () => {
    // Every statement of a write takes 300 ms when `slow` is on, after it has run.
    const slowed = (tx: Queryable): Queryable => ({
      query: async (text, params) => {
        const rows = await tx.query(text, params);
        if (slow && /^\s*insert/i.test(text)) await sleep(300);
        return rows as never;
      },
      exec: (script) => tx.exec(script),
    });
    api = await startApi(target, {
      wrapFunctionsDb: (db) => ({ ...db, transaction: (work, options) => db.transaction((tx) => work(slowed(tx)), options) }),
    });
  });
  afterAll(() => api?.close());

  it("never writes a create whose client gave up before the answer, and logs it as 499 at info, not as our failure", async () => {
    slow = true;
    const leaving = new AbortController();
    const logged = api.logs.length;
    const request = fetch(`${api.url}/functions/v1/resources`, {
      method: "POST",
      headers: { ...api.headersFor("editor"), "content-type": "application/json" },
      body: JSON.stringify({ title: "Abandoned", category: "c", link_url: "https://e.org" }),
      signal: leaving.signal,
    });
    setTimeout(() => leaving.abort(), 100);
    await expect(request).rejects.toThrow();
    await sleep(600);
    slow = false;
    expect(await api.db.query("select 1 from resources where title = 'Abandoned'")).toEqual([]);
    const lines = api.logs.slice(logged).filter((line) => line.method === "POST");
    expect(lines).toEqual([expect.objectContaining({ level: "info", status: 499 })]);
    expect(lines[0]).not.toHaveProperty("error");
  });

  it("runs GET and HEAD as one read-only script each, and a write as its permission check and a transaction", async () => {
    const calls: string[] = [];
    const { script, transaction } = api.functionsDb;
    api.functionsDb.script = (sql, options) => {
      calls.push(sql.includes("set_config('transaction_read_only', 'on', true)") ? "read" : sql);
      return script(sql, options);
    };
    api.functionsDb.transaction = (work, options) => {
      calls.push("transaction");
      return transaction(work, options);
    };
    try {
      expect((await api.request("GET", "/resources")).status).toBe(200);
      expect((await api.request("HEAD", "/opportunities", { as: "editor" })).status).toBe(200);
      expect((await api.request("POST", "/resources", { as: "editor", body: { title: "rw", category: "c", link_url: "https://e.org" } })).status)
        .toBe(201);
    } finally {
      Object.assign(api.functionsDb, { script, transaction });
    }
    // A write asks for its permission in one read, before its body is read, then writes.
    expect(calls).toEqual(["read", "read", "read", "transaction"]);
  });
});

describe("turns (slots)", () => {
  it("runs at most `size` at once, in arrival order, and lets a waiter give up at its deadline", async () => {
    const { slots } = await import("../functions/_shared/database/slots.ts");
    const turn = slots(1);
    const order: string[] = [];
    const job = (name: string, ms: number, signal?: AbortSignal) =>
      turn(signal, async () => {
        order.push(`${name} starts`);
        await sleep(ms);
        order.push(`${name} ends`);
        return name;
      });
    const first = job("a", 100);
    const impatient = job("b", 10, AbortSignal.timeout(30));
    const third = job("c", 10);
    await expect(impatient).rejects.toBeInstanceOf(DeadlineExceeded);
    expect(await Promise.all([first, third])).toEqual(["a", "c"]);
    expect(order).toEqual(["a starts", "a ends", "c starts", "c ends"]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("the pool size", { tags: ["server"] }, () => {
  it("opens at most `max` connections however many transactions wait", async () => {
    const { serverDatabase } = await import("./support/targets.ts");
    const probe = await serverDatabase();
    const pool = connectPostgres(probe.url, { max: 3 });
    try {
      const busy = Promise.all(Array.from({ length: 12 }, () => pool.transaction((tx) => tx.query("select pg_sleep(0.2)"))));
      await sleep(100);
      const [{ n }] = (await probe.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and application_name = 'opportunities-resources' and pid <> pg_backend_pid()`,
      )) as [{ n: number }];
      await busy;
      expect(n).toBe(3); // all three busy, never more
    } finally {
      await pool.close();
      await probe.close();
    }
  });
});
