// Supabase runs many instances of a function on one database. What lives in Postgres holds across
// them (data, Idempotency-Keys, the import's row locks and its rate limit); what lives in an
// instance (the anonymous cache, the import turn, write limits) holds per instance, within the
// bounds the docs state.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, startApi } from "./support/api.ts";
import { expectAnswer } from "./support/envelope.ts";
import { manualClock } from "./support/clock.ts";
import { targets } from "./support/targets.ts";

const published = "/resources?website_viewable=true&is_active=true";
const resource = (title: string) => ({ title, category: "Instances", link_url: "https://e.org/i", website_viewable: true, is_active: true });
const csv = (ids: string[]) => `external_id,title,link_url\n${ids.map((id) => `${id},Posting ${id},https://e.org/${id}`).join("\n")}\n`;

describe.each(targets)("two instances on one database, on $name", (target) => {
  let a: Api;
  let b: Api;
  beforeAll(async () => {
    a = await startApi(target, { config: { anonymousCacheMs: 1_000 } });
    b = await startApi(target, {
      db: { ...a.db, close: async () => {} }, // one database: the first instance closes it
      config: { anonymousCacheMs: 1_000, rateLimits: { writesPerMinute: 2, importsPerHour: 0, anonymousReadsPerMinute: 0 } },
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("shows a write through one instance through the other: at once when signed in, within 1 s when anonymous", async () => {
    const clock = manualClock(); // both instances' clock, moved by hand
    try {
      await b.request("GET", published); // the other instance has an anonymous answer kept
      const created = await a.request("POST", "/resources", { as: "editor", body: resource("Written through A") });
      expect(created.status).toBe(201);
      expect((await b.request("GET", `/resources?id=${created.body.data.id}`, { as: "editor" })).status).toBe(200);
      const seen = async () => expectAnswer(await b.request("GET", published)).some((r: { id: string }) => r.id === created.body.data.id);
      expect(await seen()).toBe(false); // B's kept answer, younger than 1 s
      clock.advance(1_001);
      expect(await seen()).toBe(true);
    } finally {
      clock.restore();
    }
  });

  it("replays an Idempotency-Key's answer through either instance, and refuses it for another request", async () => {
    const key = `instances-${Date.now()}`;
    const first = await a.request("POST", "/resources", { as: "editor", body: resource("Once"), headers: { "idempotency-key": key } });
    const retry = await b.request("POST", "/resources", { as: "editor", body: resource("Once"), headers: { "idempotency-key": key } });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
    const other = await b.request("POST", "/resources", { as: "editor", body: resource("Another"), headers: { "idempotency-key": key } });
    expect(other.status).toBe(409);
    expect(await a.db.query("select count(*)::int as n from resources where title = 'Once'")).toEqual([{ n: 1 }]);
  });

  it("runs imports in both instances at once (one at a time in each), overlapping rows and all, with exact counts", async () => {
    const ids = (from: number) => Array.from({ length: 300 }, (_, i) => `inst-${from + i}`);
    const send = (instance: Api, rows: string[]) =>
      instance.request("POST", "/opportunities/import", { as: "editor", body: csv(rows), headers: { "content-type": "text/csv" } });
    // Four files, two through each instance, half of each overlapping the next.
    const reports = await Promise.all([send(a, ids(0)), send(b, ids(150)), send(a, ids(300)), send(b, ids(450))]);
    expect(reports.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const inserted = reports.reduce((n, r) => n + r.body.data.inserted, 0);
    const unchanged = reports.reduce((n, r) => n + r.body.data.unchanged, 0);
    expect(inserted).toBe(750);
    expect(inserted + unchanged).toBe(1_200);
    expect(await a.db.query("select count(*)::int as n from opportunities where external_id like 'inst-%'")).toEqual([{ n: 750 }]);
  });

  it("counts a user's writes in each instance on its own, as the docs say", async () => {
    const write = (instance: Api, n: number) => instance.request("POST", "/resources", { as: "resourcesEditor", body: resource(`per instance ${n}`) });
    expect([(await write(b, 1)).status, (await write(b, 2)).status, (await write(b, 3)).status]).toEqual([201, 201, 429]);
    // The first instance has its own limit (off in this test), and counts nothing of the other's.
    expect((await write(a, 4)).status).toBe(201);
  });
});
