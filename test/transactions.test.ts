// How each request's transaction runs (issue 8): read-only reads, the role's statement timeout,
// lost races run again, and a deadline after which nothing commits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  asCaller,
  type Database,
  DatabaseError,
  DeadlineExceeded,
  type Queryable,
  stoppableTransaction,
} from "../functions/_shared/database.ts";
import { connectPostgres } from "../functions/_shared/postgres-database.ts";
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

  it("runs reads read-only", async () => {
    const write = (readOnly: boolean) =>
      asCaller(db, { claims: callers.service }, (tx) => tx.query("update resources set title = title where false"), { readOnly });
    await expect(write(true)).rejects.toMatchObject({ code: "25006" });
    await expect(write(false)).resolves.toEqual([]);
  });

  it("runs a transaction that lost a race again, and gives up after four attempts", async () => {
    let attempts = 0;
    const flaky = (failures: number) =>
      asCaller(db, { claims: callers.service }, async (tx) => {
        if (++attempts <= failures) throw new DatabaseError("deadlock detected", "40P01");
        return tx.query<{ one: number }>("select 1 as one");
      });
    expect(await flaky(2)).toEqual([{ one: 1 }]);
    expect(attempts).toBe(3);
    attempts = 0;
    await expect(flaky(10)).rejects.toMatchObject({ code: "40P01" });
    expect(attempts).toBe(4);
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
});

describe.each(targets)("requests whose client leaves, on $name", (target) => {
  let api: Api;
  let slow = false;
  beforeAll(async () => {
    const db = await target.open();
    // Every statement of a write takes 300 ms when `slow` is on, after it has run.
    const slowed = (tx: Queryable): Queryable => ({
      query: async (text, params) => {
        const rows = await tx.query(text, params);
        if (slow && /^\s*insert/i.test(text)) await sleep(300);
        return rows as never;
      },
      exec: (script) => tx.exec(script),
    });
    api = await startApi(target, { db: { ...db, transaction: (work, options) => db.transaction((tx) => work(slowed(tx)), options) } });
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

  it("runs GET and HEAD read-only, and writes read-write", async () => {
    const modes: string[] = [];
    const probe = api.db.transaction;
    api.db.transaction = (work, options) =>
      probe((tx) =>
        work({
          ...tx,
          query: async (text, params) => {
            const rows = await tx.query(text, params);
            if (text.includes("set_config('role'")) {
              modes.push((await tx.query<{ mode: string }>("select current_setting('transaction_read_only') as mode"))[0]!.mode);
            }
            return rows as never;
          },
        }), options);
    try {
      await api.request("GET", "/resources");
      await api.request("HEAD", "/opportunities", { as: "editor" });
      await api.request("POST", "/resources", { as: "editor", body: { title: "rw", category: "c", link_url: "https://e.org" } });
    } finally {
      api.db.transaction = probe;
    }
    expect(modes).toEqual(["on", "on", "off"]);
  });
});

describe("turns (slots)", () => {
  it("runs at most `size` at once, in arrival order, and lets a waiter give up at its deadline", async () => {
    const { slots } = await import("../functions/_shared/slots.ts");
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
