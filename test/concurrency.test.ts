// Many clients at once: overlapping imports, parallel updates of one record, racing
// creates of one external_id, and retried creates with an Idempotency-Key.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, type HttpCaller, startApi } from "./support/api.ts";
import { expectAnswer, problemsOf } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

describe.each(targets)("concurrent requests on $name", (target) => {
  let api: Api;
  beforeAll(async () => (api = await startApi(target)));
  afterAll(() => api?.close());

  const importCsv = (lines: string[], headers: Record<string, string> = {}) =>
    api.request("POST", "/opportunities/import", {
      as: "editor",
      body: ["external_id,title,link_url", ...lines].join("\n"),
      headers: { "content-type": "text/csv", ...headers },
    });

  it("runs 20 overlapping imports at once, all 200 with exact counts", async () => {
    // File i holds ids i*5 .. i*5+39 (each id is in up to 8 files), titled by file: every row is
    // new to the table or differs from what another file wrote, so inserted + updated = rows.
    const files = Array.from({ length: 20 }, (_, i) =>
      Array.from({ length: 40 }, (_, j) => `cc-${String(i * 5 + j).padStart(4, "0")},Title from file ${i},https://e.org/${j}`)
    );
    const responses = await Promise.all(files.map((lines) => importCsv(lines)));
    expect(responses.map((r) => r.status)).toEqual(files.map(() => 200));
    for (const { body } of responses) {
      expect(body.data.inserted + body.data.updated).toBe(40);
      expect(body.data.unchanged).toBe(0);
    }
    const distinct = new Set(files.flat().map((line) => line.split(",")[0])).size;
    expect(responses.reduce((sum, r) => sum + r.body.data.inserted, 0)).toBe(distinct);
    const [{ n }] = (await api.db.query<{ n: number }>("select count(*)::int as n from opportunities where external_id like 'cc-%'")) as [
      { n: number },
    ];
    expect(n).toBe(distinct);

    // The same file three times at once: one inserts, the others find nothing to change.
    const same = await Promise.all([0, 1, 2].map(() => importCsv(["cc-new-1,Same,https://e.org/s", "cc-new-2,Same,https://e.org/s"])));
    expect(same.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(same.map((r) => r.body.data.inserted).sort()).toEqual([0, 0, 2]);
    expect(same.map((r) => r.body.data.unchanged).sort()).toEqual([0, 2, 2]);
  });

  it("keeps updated_at strictly increasing under 100 parallel updates of one record", async () => {
    const created = await api.request("POST", "/resources", {
      as: "editor",
      body: { title: "Contended", category: "c", link_url: "https://e.org" },
    });
    const id = expectAnswer(created, 201).id;
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) =>
      api.request("PUT", `/resources?id=${id}`, {
        as: "editor",
        body: { title: `Contended ${i}`, category: "c", link_url: "https://e.org" },
      })
    ));
    // 100 writes of one row wait for each other: on a busy machine some pass the signed-in
    // deadline (8 s) and are answered 503, having written nothing (checked below). Every other is 200.
    const late = answers.filter((r) => r.status === 503);
    expect(late.map((r) => r.body.error.code)).toEqual(late.map(() => "service_unavailable"));
    const updates = answers.filter((r) => r.status !== 503);
    expect(updates.map((r) => r.status)).toEqual(updates.map(() => 200));
    expect(updates.length).toBeGreaterThan(0);
    const stamps = updates.map((r) => r.body.data.updated_at as string);
    expect(new Set(stamps).size).toBe(updates.length);
    const [stored] = await api.db.query<{ title: string; updated_at: string }>(
      "select title, updated_at from resources where id = $1",
      [id],
    );
    const latest = [...stamps].sort().at(-1);
    // The last committed update is the newest stamp: none returned is newer than what is stored.
    expect(stored!.updated_at).toBe(latest);
    expect(stored!.title).toBe(updates.find((r) => r.body.data.updated_at === latest)!.body.data.title);
  });

  it("gives one 201 and 409s to 50 parallel creates of one external_id", async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () =>
      api.request("POST", "/opportunities", {
        as: "editor",
        body: { title: "Raced", link_url: "https://e.org", external_id: "race-1" },
      })
    ));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409 && r.body.error.code === "duplicate_external_id")).toHaveLength(49);
  });

  describe("Idempotency-Key", () => {
    const create = (key: string, title: string, as: HttpCaller = "editor") =>
      api.request("POST", "/resources", {
        as,
        body: { title, category: "c", link_url: "https://e.org" },
        headers: { "idempotency-key": key },
      });
    const rows = async (title: string) =>
      (await api.db.query<{ n: number }>("select count(*)::int as n from resources where title = $1", [title]))[0]!.n;

    it("writes once for parallel retries of one create, and replays the first answer", async () => {
      const responses = await Promise.all(Array.from({ length: 20 }, () => create("key-parallel", "Once")));
      expect(responses.map((r) => r.status)).toEqual(responses.map(() => 201));
      expect(new Set(responses.map((r) => JSON.stringify(r.body))).size).toBe(1);
      expect(new Set(responses.map((r) => r.headers.get("location"))).size).toBe(1);
      expect(responses.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(19);
      expect(await rows("Once")).toBe(1);
    });

    it("refuses the key with another body (409), and keeps keys per caller", async () => {
      expect((await create("key-shared", "First")).status).toBe(201);
      const other = await create("key-shared", "Second");
      expect(other.status).toBe(409);
      expect(other.body.error.code).toBe("idempotency_key_reused");
      expect(await rows("Second")).toBe(0);
      const anotherCaller = await create("key-shared", "First", "resourcesEditor");
      expect(anotherCaller.status).toBe(201);
      expect(anotherCaller.headers.get("idempotent-replayed")).toBeNull();
      expect(await rows("First")).toBe(2);
    });

    it("forgets a key after 24 hours", async () => {
      expect((await create("key-old", "Aged")).status).toBe(201);
      await api.db.query("update private.idempotency_keys set created_at = now() - interval '25 hours' where key = 'key-old'");
      const again = await create("key-old", "Aged");
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBeNull();
      expect(await rows("Aged")).toBe(2);
    });

    it("removes other callers' expired keys too, so a caller who never returns leaves nothing for good", async () => {
      await api.db.query(
        `insert into private.idempotency_keys (caller, key, request_hash, created_at)
         select 'gone-caller', 'gone-' || n, 'h', now() - interval '2 days' from generate_series(1, 150) n`,
      );
      await api.db.query("insert into private.idempotency_keys (caller, key, request_hash) values ('gone-caller', 'fresh', 'h')");
      const left = async () =>
        (await api.db.query<{ n: number }>("select count(*)::int as n from private.idempotency_keys where caller = 'gone-caller'"))[0]!.n;
      expect((await create("key-sweep-1", "Sweep")).status).toBe(201);
      expect(await left()).toBe(51); // at most 100 a claim, oldest first
      expect((await create("key-sweep-2", "Sweep")).status).toBe(201);
      expect(await left()).toBe(1); // the unexpired one stays
    });

    it("does not keep a key whose write failed", async () => {
      const refused = await api.request("POST", "/opportunities", {
        as: "editor",
        body: { title: "Dup", link_url: "https://e.org", external_id: "race-1" },
        headers: { "idempotency-key": "key-failed" },
      });
      expect(refused.status).toBe(409);
      const [{ n }] = (await api.db.query<{ n: number }>("select count(*)::int as n from private.idempotency_keys where key = 'key-failed'")) as [
        { n: number },
      ];
      expect(n).toBe(0);
    });

    it("makes an import safe to retry", async () => {
      const lines = ["idem-1,Imported once,https://e.org/1"];
      const first = await importCsv(lines, { "idempotency-key": "import-1" });
      await api.db.query("update opportunities set title = 'Edited since' where external_id = 'idem-1'");
      const retry = await importCsv(lines, { "idempotency-key": "import-1" });
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      expect(retry.headers.get("idempotent-replayed")).toBe("true");
      const [row] = await api.db.query<{ title: string }>("select title from opportunities where external_id = 'idem-1'");
      expect(row!.title).toBe("Edited since");
    });

    it("refuses a key that is not 1 to 255 visible ASCII characters", async () => {
      for (const key of ["", "x".repeat(256), "spaced key", "ключ"]) {
        const response = await api.request("POST", "/resources", {
          as: "editor",
          body: { title: "Bad key", category: "c", link_url: "https://e.org" },
          headers: { "idempotency-key": key },
        }).catch(() => undefined);
        if (!response) continue; // fetch itself refuses header values it cannot send
        expect(response.status, JSON.stringify(key)).toBe(400);
        expect(problemsOf(response)[0]!.field).toBe("idempotency-key");
      }
      expect(await rows("Bad key")).toBe(0);
    });
  });
});
