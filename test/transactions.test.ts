// How each request's transaction runs: read-only reads, the role's statement timeout,
// lost races run again, and a deadline after which nothing commits.
import { Buffer } from "node:buffer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, DatabaseError, DeadlineExceeded, type Queryable, stoppableTransaction } from "../functions/_shared/database/database.ts";
import { asCaller, readAs } from "../functions/_shared/database/as-caller.ts";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { opportunitiesTable } from "../functions/opportunities/handler.ts";
import { resourcesTable } from "../functions/resources/handler.ts";
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
    const write = "with changed as (update resources set title = title where false returning 1) select null::text as meta, null::text as body";
    await expect(readAs(db, { claims: callers.service }, { statement: { text: write, values: [] } })).rejects.toMatchObject({ code: "25006" });
    const who = "select current_user::text as meta, (auth.jwt()->>'sub') || ' ' || current_setting('TimeZone') as body";
    expect(await readAs(db, { claims: callers.member }, { statement: { text: who, values: [] } }))
      .toEqual({ meta: "authenticated", body: `${callers.member.sub} UTC` });
    expect(await db.query("select current_user::text as u, current_setting('request.jwt.claims', true) as c"))
      .toEqual([{ u: "postgres", c: expect.not.stringContaining("authenticated") }]);
  });

  it("reads with the values quoted by Postgres, whatever they hold", async () => {
    const echo = (value: string | null, text = "select $1::text as meta, $2 as body") =>
      readAs(db, { claims: callers.anon }, { statement: { text, values: [value, "x"] } });
    for (const value of ["it's", "a\\'b", "%1$L", "$2", "'; drop table resources; --", "café ☕"]) {
      expect(await echo(value)).toEqual({ meta: value, body: "x" });
      // A statement written with format()'s positions, as reads were once sent, reads the same.
      expect(await echo(value, "select %1$L::text as meta, %2$L as body")).toEqual({ meta: value, body: "x" });
    }
    expect(await echo(null)).toEqual({ meta: null, body: "x" });
  });

  it("has every timestamptz column of each table listed as an instant, so reads write it as the API's timestamps", async () => {
    for (const table of [opportunitiesTable, resourcesTable]) {
      const rows = await db.query<{ column_name: string }>(
        `select column_name from information_schema.columns
         where table_schema || '.' || table_name = $1 and data_type = 'timestamp with time zone' order by column_name`,
        [table.name],
      );
      const instants = rows.map((r) => r.column_name).filter((c) => table.columns.includes(c));
      expect([...table.instants].sort()).toEqual(instants);
    }
  });

  it("refuses a read as a role the API does not have, and planner settings that are not planner settings", async () => {
    const read = { statement: { text: "select null::text as meta, null::text as body", values: [] } };
    await expect(readAs(db, { claims: { role: "postgres" } as never }, read)).rejects.toMatchObject({ code: "42501" });
    await expect(readAs(db, { claims: callers.anon }, { ...read, planner: { enable_x: "off", ["role" as "enable_y"]: "on" } }))
      .rejects.toMatchObject({ code: "22023" });
  });

  it("lets no API role call read_as itself", async () => {
    const request = Buffer.from(JSON.stringify({ claims: callers.service, statement: "select null::text, null::text", values: [] }))
      .toString("base64");
    for (const caller of ["anon", "member", "service"] as const) {
      await expect(asCaller(db, { claims: callers[caller] }, (tx) => tx.query("select * from private.read_as($1)", [request])))
        .rejects.toMatchObject({ code: "42501" });
    }
  });

  it("never commits once the deadline has passed, and answers at once", async () => {
    const title = `deadline-${target.name}`;
    const started = performance.now();
    const run = stoppableTransaction((work) => db.transaction(work), async (tx) => {
      await tx.query("insert into resources (title, category, link_url) values ($1, 'c', 'https://e.org')", [title]);
      await sleep(400); // a slow statement; the deadline passes meanwhile
      return "done";
    }, { signal: AbortSignal.timeout(100) });
    await expect(run).rejects.toBeInstanceOf(DeadlineExceeded);
    expect(performance.now() - started).toBeLessThan(350);
    await sleep(600);
    expect(await db.query("select 1 from resources where title = $1", [title])).toEqual([]);
  });

  // PGlite runs a statement on the event loop itself: no timer can fire until it ends.
  it.skipIf(target.name === "PGlite")("gives a read up at once when its deadline passes", async () => {
    const started = performance.now();
    const slow = { statement: { text: "select null::text as meta, pg_sleep(0.5)::text as body", values: [] } };
    await expect(readAs(db, { claims: callers.anon, signal: AbortSignal.timeout(100) }, slow)).rejects.toBeInstanceOf(DeadlineExceeded);
    expect(performance.now() - started).toBeLessThan(350);
  });

  // One round trip: the API cannot tell a read that waits for a server (behind a pooler) from one
  // that runs, so it gives up on both when no answer came within the start timeout.
  it.skipIf(target.name === "PGlite")("gives up on a read with no answer within 1.5 s, and the server stops it at its role's statement timeout", async () => {
    const started = performance.now();
    const endless = { statement: { text: "select null::text as meta, pg_sleep(10)::text as body", values: [] } };
    await expect(readAs(db, { claims: callers.anon }, endless)).rejects.toMatchObject({ code: "CONNECT_TIMEOUT" });
    expect(performance.now() - started).toBeGreaterThan(1_400);
    expect(performance.now() - started).toBeLessThan(2_000);
    const running = () =>
      db.query("select 1 from pg_stat_activity where datname = current_database() and wait_event = 'PgSleep' and query like '%read_as%'");
    expect(await running()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 3_500 - (performance.now() - started)));
    expect(await running()).toEqual([]); // anon's 3 s
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

  it("never writes a create whose client gave up before the answer", async () => {
    slow = true;
    const leaving = new AbortController();
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
  });

  it("runs GET and HEAD as one read_as statement each (read-only), and a write as its permission check and a transaction", async () => {
    const calls: string[] = [];
    const { script, transaction } = api.functionsDb;
    api.functionsDb.script = (sql, options) => {
      calls.push(sql.includes("private.read_as(") ? "read_as" : sql);
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
    expect(calls).toEqual(["read_as", "read_as", "read_as", "transaction"]);
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

describe.skipIf(!process.env.DATABASE_URL)("the pool size", () => {
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
