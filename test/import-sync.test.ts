// Feeds and syncs: `POST /opportunities/import?feed=<name>` puts an import's postings in a feed,
// and `&sync=true` withdraws the feed's active postings that the import no longer lists, in the
// same transaction; a later import listing them restores them. Editors' own deactivations stay.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, startApi, validationError } from "./support/api.ts";
import { failure } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

const posting = (id: string) => ({ external_id: id, title: `Role ${id}`, link_url: `https://jobs.example/${id}`, company_name: "Acme" });

describe.each(targets)("feeds and syncs on $name", (target) => {
  let api: Api;
  beforeAll(async () => (api = await startApi(target)));
  afterAll(() => api?.close());

  const importInto = (query: string, ids: (string | Record<string, unknown>)[], headers: Record<string, string> = {}) =>
    api.request("POST", `/opportunities/import?${query}`, {
      as: "editor",
      body: ids.map((id) => (typeof id === "string" ? posting(id) : id)),
      headers,
    });
  /** external_id -> [is_active, withdrawn?, feed] of a feed's postings (and of any listed id). */
  const state = async (feed: string) =>
    Object.fromEntries(
      (await api.db.query<{ external_id: string; is_active: boolean; withdrawn: boolean; feed: string | null }>(
        "select external_id, is_active, withdrawn_at is not null as withdrawn, feed from opportunities where feed = $1 or external_id like $2 order by 1",
        [feed, `${feed}-%`],
      )).map((r) => [r.external_id, [r.is_active, r.withdrawn, r.feed]]),
    );
  /** A feed of `ids`, imported and then made live by an editor (imports arrive inactive). */
  const liveFeed = async (feed: string, ids: string[]) => {
    expect((await importInto(`feed=${feed}`, ids)).status).toBe(200);
    await api.db.query("update opportunities set is_active = true, website_viewable = true where feed = $1", [feed]);
  };
  const ids = (feed: string, ...n: number[]) => n.map((i) => `${feed}-${i}`);

  it("puts an import's postings in its feed, shows it, filters by it, and moves a posting to another feed", async () => {
    const imported = await importInto("feed=acme-careers", ids("acme-careers", 1, 2));
    expect(imported.status).toBe(200);
    expect(imported.body.data).toMatchObject({ inserted: 2, feed: "acme-careers", withdrawn: [], restored: [] });
    const listed = await api.request("GET", "/opportunities?feed=acme-careers", { as: "editor" });
    expect(listed.body.data.map((o: { external_id: string; feed: string; withdrawn_at: null }) => [o.external_id, o.feed, o.withdrawn_at]))
      .toEqual([["acme-careers-1", "acme-careers", null], ["acme-careers-2", "acme-careers", null]]);

    // Under another feed it moves; without a feed it stays where it is.
    const moved = await importInto("feed=greenhouse:acme", ["acme-careers-2"]);
    expect(moved.body.data).toMatchObject({ updated: 1, feed: "greenhouse:acme" });
    expect((await importInto("", ["acme-careers-1"])).body.data).toMatchObject({ unchanged: 1, feed: null });
    expect(await state("acme-careers")).toEqual({
      "acme-careers-1": [false, false, "acme-careers"],
      "acme-careers-2": [false, false, "greenhouse:acme"],
    });
  });

  it("refuses a bad feed, a sync without a feed and force without a sync, naming the parameter", async () => {
    for (const [query, field] of [["feed=Acme Careers", "feed"], [`feed=${"x".repeat(101)}`, "feed"], ["sync=true", "sync"], ["feed=a&force=true", "force"]]) {
      const response = await importInto(query!, ["bad-query-1"]);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(validationError(field!));
    }
    expect(await api.db.query("select 1 from opportunities where external_id = 'bad-query-1'")).toEqual([]);
  });

  it("withdraws exactly the feed's active postings the sync does not list, and lists them for review", async () => {
    await liveFeed("sw", ids("sw", 1, 2, 3, 4, 5));
    await importInto("feed=other-feed", ["sw-other"]); // another feed's posting is never touched
    await api.db.query("update opportunities set is_active = true where external_id = 'sw-other'");
    const synced = await importInto("feed=sw&sync=true", ids("sw", 1, 2, 3, 4, 6));
    expect(synced.status).toBe(200);
    expect(synced.body.data).toMatchObject({ inserted: 1, unchanged: 4, feed: "sw", withdrawn: ["sw-5"], restored: [] });
    expect(await state("sw")).toEqual({
      "sw-1": [true, false, "sw"], "sw-2": [true, false, "sw"], "sw-3": [true, false, "sw"], "sw-4": [true, false, "sw"],
      "sw-5": [false, true, "sw"],
      "sw-6": [false, false, "sw"], // new: inactive until an editor reviews it, as every import
      "sw-other": [true, false, "other-feed"],
    });
    const review = await api.request("GET", "/opportunities?feed=sw&withdrawn=true", { as: "editor" });
    expect(review.body.data.map((o: { external_id: string; is_active: boolean; withdrawn_at: string }) => [o.external_id, o.is_active]))
      .toEqual([["sw-5", false]]);
    expect(review.body.data[0].withdrawn_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    const kept = await api.request("GET", "/opportunities?feed=sw&withdrawn=false", { as: "editor" });
    expect(kept.body.data.map((o: { external_id: string }) => o.external_id)).toEqual(ids("sw", 1, 2, 3, 4, 6));
    // The public board no longer shows it.
    const board = await api.request("GET", "/opportunities?feed=sw");
    expect(board.body.data.map((o: { external_id: string }) => o.external_id)).toEqual(ids("sw", 1, 2, 3, 4));
    // A second identical sync withdraws nothing more.
    expect((await importInto("feed=sw&sync=true", ids("sw", 1, 2, 3, 4, 6))).body.data).toMatchObject({ withdrawn: [], restored: [] });
  });

  it("restores a withdrawn posting its feed lists again, and never one an editor deactivated", async () => {
    await liveFeed("rs", ids("rs", 1, 2, 3, 4));
    expect((await importInto("feed=rs&sync=true", ids("rs", 1, 2, 3))).body.data.withdrawn).toEqual(["rs-4"]);
    const patched = await api.request("PATCH", `/opportunities?id=${(await idOf("rs-3"))}`, { as: "editor", body: { is_active: false } });
    expect(patched.status).toBe(200);
    const again = await importInto("feed=rs&sync=true", ids("rs", 1, 2, 3, 4));
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ withdrawn: [], restored: ["rs-4"] });
    expect(await state("rs")).toEqual({
      "rs-1": [true, false, "rs"], "rs-2": [true, false, "rs"],
      "rs-3": [false, false, "rs"], // deactivated by hand: stays so
      "rs-4": [true, false, "rs"],
    });
    // A plain import of the feed (no sync) restores too; an editor re-activating ends a withdrawal.
    await importInto("feed=rs&sync=true", ids("rs", 1, 2, 4));
    await importInto("feed=rs&sync=true", ids("rs", 1, 2)); // withdraws rs-4 (1 of 3)
    expect((await importInto("feed=rs", ["rs-4"])).body.data).toMatchObject({ restored: ["rs-4"], withdrawn: [] });
    await importInto("feed=rs&sync=true", ids("rs", 1, 2));
    await api.request("PATCH", `/opportunities?id=${await idOf("rs-4")}`, { as: "editor", body: { is_active: true } });
    expect(await state("rs")).toMatchObject({ "rs-4": [true, false, "rs"] });
  });

  const idOf = async (externalId: string) =>
    (await api.db.query<{ id: string }>("select id from opportunities where external_id = $1", [externalId]))[0]!.id;

  it("keeps postings whose rows were invalid this time: the feed still lists them", async () => {
    await liveFeed("sk", ids("sk", 1, 2, 3));
    const synced = await importInto("feed=sk&sync=true", [...ids("sk", 1, 2), { external_id: "sk-3", title: "Role", link_url: "not a url" }]);
    expect(synced.body.data).toMatchObject({ withdrawn: [], skipped: [{ row: 3, external_id: "sk-3" }] });
    expect((await state("sk"))["sk-3"]).toEqual([true, false, "sk"]);
  });

  it("refuses, writing nothing, a sync with no valid posting and one that would withdraw more than half", async () => {
    await liveFeed("sg", ids("sg", 1, 2, 3, 4, 5));
    const before = await state("sg");
    const empty = await importInto("feed=sg&sync=true", [{ external_id: "sg-9", title: "", link_url: "https://e.org" }]);
    expect(empty.status).toBe(409);
    expect(empty.body).toEqual(failure("sync_without_postings", { message: "no valid posting" }));
    const most = await importInto("feed=sg&sync=true", [...ids("sg", 1, 2), "sg-new"]); // would withdraw 3 of 5
    expect(most.status).toBe(409);
    expect(most.body).toEqual({
      success: false,
      error: { code: "sync_withdraws_too_many", message: expect.stringContaining("withdraw 3 of the feed's 5 active postings") },
    });
    expect(await state("sg")).toEqual(before); // sg-new was not inserted either
    // Half is allowed; more than half with force=true.
    expect((await importInto("feed=sg&sync=true&dry_run=true", ids("sg", 1, 2, 3))).body.data.withdrawn).toEqual(["sg-4", "sg-5"]);
    const forced = await importInto("feed=sg&sync=true&force=true", ids("sg", 1));
    expect(forced.body.data.withdrawn).toEqual(ids("sg", 2, 3, 4, 5));
  });

  it("refuses syncs that walk a feed down half at a time: the peak of the last 7 days is the measure", async () => {
    await liveFeed("wd", ids("wd", 1, 2, 3, 4));
    const half = await importInto("feed=wd&sync=true", ids("wd", 1, 2)); // 4 -> 2: half, allowed
    expect(half.body.data.withdrawn).toEqual(ids("wd", 3, 4));
    const again = await importInto("feed=wd&sync=true", ids("wd", 1)); // 2 -> 1: half of 2, but a quarter of 4
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      error: { code: "sync_withdraws_too_many", message: expect.stringContaining("leaving 1: fewer than half of the 4 it had at its peak") },
    });
    expect((await state("wd"))["wd-2"]).toEqual([true, false, "wd"]);
    // A peak older than 7 days no longer counts.
    await api.db.query("update private.feed_peaks set day = day - 8 where feed = 'wd'");
    expect((await importInto("feed=wd&sync=true", ids("wd", 1))).body.data.withdrawn).toEqual(["wd-2"]);
    expect(await api.db.query("select active from private.feed_peaks where feed = 'wd'")).toEqual([{ active: 2 }]);
  });

  it("reports a dry run's withdrawals and restorations exactly, and changes nothing", async () => {
    await liveFeed("dr", ids("dr", 1, 2, 3, 4));
    await importInto("feed=dr&sync=true", ids("dr", 1, 2, 3)); // dr-4 withdrawn
    const before = await state("dr");
    const dry = await importInto("feed=dr&sync=true&dry_run=true", ids("dr", 1, 2, 4, 5));
    expect(dry.body.data).toMatchObject({ inserted: 1, withdrawn: ["dr-3"], restored: ["dr-4"], dry_run: true });
    expect(await state("dr")).toEqual(before);
  });

  it("replays a sync sent again with its Idempotency-Key, without syncing again", async () => {
    await liveFeed("ik", ids("ik", 1, 2, 3));
    const headers = { "idempotency-key": "sync-ik-1" };
    const first = await importInto("feed=ik&sync=true", ids("ik", 1, 2), headers);
    await api.db.query("update opportunities set is_active = true, withdrawn_at = null where external_id = 'ik-3'");
    const replayed = await importInto("feed=ik&sync=true", ids("ik", 1, 2), headers);
    expect(replayed.body).toEqual(first.body);
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect((await state("ik"))["ik-3"]).toEqual([true, false, "ik"]);
  });

  it("runs two syncs of one feed sent at once one after the other, each seeing the other's result", async () => {
    await liveFeed("cc", ids("cc", 1, 2, 3, 4));
    const [dropping, keeping] = await Promise.all([
      importInto("feed=cc&sync=true", ids("cc", 1, 2, 3)),
      importInto("feed=cc&sync=true", ids("cc", 1, 2, 3, 4)),
    ]);
    expect([dropping.status, keeping.status]).toEqual([200, 200]);
    expect(dropping.body.data.withdrawn).toEqual(["cc-4"]);
    // Whichever ran second decides cc-4, and its report says so.
    const restored = keeping.body.data.restored.includes("cc-4");
    expect((await state("cc"))["cc-4"]).toEqual(restored ? [true, false, "cc"] : [false, true, "cc"]);
  });

  // A sync holds its feed until it commits: another sync of that feed waits, of another feed not.
  // (Within one instance imports take turns anyway; these are two instances, as Supabase runs.)
  it.skipIf(target.name === "PGlite")("serialises syncs of one feed, and not of different feeds, across instances", async () => {
    const other = await startApi(target, { db: { ...api.db, close: async () => {} } });
    await liveFeed("ser-a", ids("ser-a", 1, 2));
    await liveFeed("ser-b", ids("ser-b", 1, 2));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = api.db.transaction(async (tx) => {
      await tx.query("select private.lock_feed('ser-a')");
      locked();
      await held;
    });
    await lockTaken;
    let aDone = false;
    const a = importInto("feed=ser-a&sync=true", ids("ser-a", 1)).then((r) => ((aDone = true), r));
    const b = await other.request("POST", "/opportunities/import?feed=ser-b&sync=true", {
      as: "editor",
      body: ids("ser-b", 1).map(posting),
    });
    expect(b.body.data.withdrawn).toEqual(["ser-b-2"]);
    expect(aDone).toBe(false); // still waiting for ser-a
    release();
    await holder;
    expect((await a).body.data.withdrawn).toEqual(["ser-a-2"]);
    await other.close();
  });
});
