// Every change to a record is kept by the database and readable through the API, newest first,
// and a restore makes the record's editable fields those of one version again, as an update by
// the caller (docs/history.md).
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../local/migrations.ts";
import { openPglite } from "../local/pglite-database.ts";
import { seedUsers } from "../local/seed-users.ts";
import { type Api, startApi } from "./support/api.ts";
import { expectAnswer, failure, problemsOf } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

const run = promisify(execFile);
const denoBin = fileURLToPath(new URL("../node_modules/.bin/deno", import.meta.url));

describe.each(targets)("history and restore on $name", (target) => {
  let api: Api;
  beforeAll(async () => (api = await startApi(target)));
  afterAll(() => api?.close());

  const history = async (name: string, id: string, query = "") => api.request("GET", `/${name}/history?id=${id}${query}`, { as: "editor" });
  const restore = (name: string, id: string, version: number | string, as: "editor" | "member" | "nobody" | "secret" = "editor") =>
    api.request("POST", `/${name}/restore?id=${id}&version=${version}`, { as });

  it("keeps every create, update, patch and delete, newest first, with the fields each changed, who and how", async () => {
    const created = await api.request("POST", "/resources", {
      as: "editor",
      body: { title: "Slides v1", category: "Talks", link_url: "https://e.org/v1", description: "first" },
    });
    const id = created.body.data.id;
    await api.request("PUT", `/resources?id=${id}`, { as: "editor", body: { title: "Slides v2", category: "Talks", link_url: "https://e.org/v2" } });
    await api.request("PATCH", `/resources?id=${id}`, { as: "secret", body: { display_order: 4 } });
    await api.request("PATCH", `/resources?id=${id}`, { as: "editor", body: { display_order: 4 } }); // no change: no revision
    const response = await history("resources", id);
    expect(response.status).toBe(200);
    expect(response.body.data.map((r: { version: number; operation: string; changed: string[]; by: string | null; via: string }) =>
      [r.version, r.operation, r.changed, r.by, r.via]
    )).toEqual([
      [3, "update", ["display_order"], null, "api"],
      [2, "update", ["link_url", "title"], seedUsers.editor.id, "api"],
      [1, "insert", ["category", "description", "display_order", "is_active", "link_url", "title", "website_viewable"], seedUsers.editor.id, "api"],
    ]);
    expect(response.body.data[1].record).toMatchObject({ id, title: "Slides v2", description: "first" });
    expect(response.body.next_cursor).toBeNull();
  });

  it("stores only what an update changed, however large the record, and still answers and restores every version whole", async () => {
    const description = "A long posting. ".repeat(600).trim(); // about 9.6 KB, unchanged by every run below
    const id = (await api.request("POST", "/resources", {
      as: "editor", body: { title: "Run 0", category: "Boards", link_url: "https://e.org/r", description },
    })).body.data.id;
    for (let run = 1; run <= 60; run++) await api.db.query("update resources set title = $1 where id = $2", [`Run ${run}`, id]);
    const [sizes] = await api.db.query<{ updates: number; whole: number; partial: number }>(
      `select count(*)::int as updates, count(*) filter (where whole)::int as whole,
              coalesce(sum(octet_length(record::text)) filter (where not whole), 0)::int as partial
       from revisions where record_table = 'resources' and record_id = $1 and operation = 'update'`,
      [id],
    );
    // 60 changes of a title: one whole snapshot (version 50), the rest a few hundred bytes each, not 9.6 KB.
    expect(sizes).toMatchObject({ updates: 60, whole: 1 });
    expect(sizes!.partial).toBeLessThan(59 * 400);
    const page = await history("resources", id, "&limit=100");
    const byVersion = new Map(page.body.data.map((r: { version: number; record: Record<string, unknown> }) => [r.version, r.record]));
    for (const version of [1, 2, 49, 50, 51, 61]) {
      expect(byVersion.get(version), `version ${version}`).toMatchObject({ id, title: `Run ${version - 1}`, description, category: "Boards" });
    }
    const restored = await restore("resources", id, 31);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ title: "Run 30", description });
  });

  it("pages a history with limit and cursor, and keeps a deleted record's", async () => {
    const id = expectAnswer(await api.request("POST", "/resources", { as: "editor", body: { title: "Paged", category: "c", link_url: "https://e.org/p" } }), 201).id;
    for (const order of [1, 2, 3]) await api.request("PATCH", `/resources?id=${id}`, { as: "editor", body: { display_order: order } });
    expect((await api.request("DELETE", `/resources?id=${id}`, { as: "editor" })).status).toBe(200);
    const first = await history("resources", id, "&limit=2");
    expect(first.body.data.map((r: { version: number; operation: string }) => [r.version, r.operation])).toEqual([[5, "delete"], [4, "update"]]);
    expect(first.headers.get("link")).toContain(`cursor=${first.body.next_cursor}`);
    const rest = await history("resources", id, `&limit=2&cursor=${first.body.next_cursor}`);
    expect(rest.body.data.map((r: { version: number }) => r.version)).toEqual([3, 2]);
    expect((await history("resources", id, `&cursor=${rest.body.next_cursor}`)).body.data.map((r: { version: number }) => r.version)).toEqual([1]);
  });

  it("restores a version's editable fields exactly, defaults for what it lacked, as an update that is itself a revision", async () => {
    const id = expectAnswer(await api.request("POST", "/opportunities", { as: "editor", body: { title: "Intern v1", link_url: "https://e.org/1" } }), 201).id;
    await api.request("PATCH", `/opportunities?id=${id}`, { as: "editor", body: { title: "Intern v2", location: "Leeds", is_active: false } });
    const restored = await restore("opportunities", id, 1);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ id, title: "Intern v1", location: null, is_active: true, link_url: "https://e.org/1" });
    expect(Date.parse(restored.body.data.updated_at)).toBeGreaterThan(Date.parse(restored.body.data.created_at));
    const latest = (await history("opportunities", id, "&limit=1")).body.data[0];
    expect(latest).toMatchObject({ version: 3, operation: "update", via: "api", by: seedUsers.editor.id });
    expect(latest.changed).toEqual(["closed_at", "closed_reason", "is_active", "location", "title"]);
  });

  it("re-creates a deleted record with its id (201)", async () => {
    const id = expectAnswer(await api.request("POST", "/resources", { as: "editor", body: { title: "Gone", category: "c", link_url: "https://e.org/g" } }), 201).id;
    await api.request("DELETE", `/resources?id=${id}`, { as: "editor" });
    const back = await restore("resources", id, 1);
    expect(back.status).toBe(201);
    expect(back.headers.get("location")).toBe(`?id=${id}`);
    expect(back.body.data).toMatchObject({ id, title: "Gone" });
    expect((await api.request("GET", `/resources?id=${id}`, { as: "editor" })).status).toBe(200);
  });

  it("answers 404 for a version or record that does not exist, 400 for a malformed one, and changes nothing", async () => {
    const id = expectAnswer(await api.request("POST", "/resources", { as: "editor", body: { title: "Kept", category: "c", link_url: "https://e.org/k" } }), 201).id;
    expect((await restore("resources", id, 9)).status).toBe(404);
    expect((await restore("resources", "00000000-0000-4000-8000-000000000000", 1)).status).toBe(404);
    expect((await history("resources", "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    for (const version of ["0", "-1", "x", "1.5", ""]) {
      const response = await restore("resources", id, version);
      expect(response.status, version).toBe(400);
      expect(problemsOf(response)[0]!.field).toBe("version");
    }
    expect((await history("resources", id, "&cursor=abc")).status).toBe(400);
    expect((await history("resources", id)).body.data).toHaveLength(1);
  });

  it("answers 409 naming the field when a version breaks a rule now, and changes nothing", async () => {
    const a = expectAnswer(await api.request("POST", "/opportunities", { as: "editor", body: { title: "A", link_url: "https://e.org/a", external_id: "hist-1" } }), 201).id;
    await api.request("PATCH", `/opportunities?id=${a}`, { as: "editor", body: { external_id: "hist-2" } });
    await api.request("POST", "/opportunities", { as: "editor", body: { title: "B", link_url: "https://e.org/b", external_id: "hist-1" } });
    const refused = await restore("opportunities", a, 1);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject(failure("restore_conflict", { problems: [{ field: "external_id" }] }));
    expect(expectAnswer(await api.request("GET", `/opportunities?id=${a}`, { as: "editor" })).external_id).toBe("hist-2");
  });

  it("is for editors and the secret key: members 403, anonymous callers 401", async () => {
    const id = expectAnswer(await api.request("POST", "/resources", { as: "editor", body: { title: "Who", category: "c", link_url: "https://e.org/w" } }), 201).id;
    expect((await api.request("GET", `/resources/history?id=${id}`, { as: "member" })).status).toBe(403);
    expect((await api.request("GET", `/resources/history?id=${id}`, { as: "nobody" })).status).toBe(401);
    expect((await api.request("GET", `/resources/history?id=${id}`, { as: "opportunitiesEditor" })).status).toBe(403);
    expect((await api.request("GET", `/resources/history?id=${id}`, { as: "secret" })).status).toBe(200);
    expect((await restore("resources", id, 1, "member")).status).toBe(403);
    expect((await restore("resources", id, 1, "nobody")).status).toBe(401);
    expect((await restore("resources", id, 1, "secret")).status).toBe(200);
  });

  it("records an import's changes as the import's, a bulk edit's as bulk, a sync's withdrawal as the sync's; unchanged postings write none", async () => {
    const csv = (rows: string[]) => ["external_id,title,link_url", ...rows].join("\n");
    const post = async (rows: string[], query = "") => {
      const response = await api.request("POST", `/opportunities/import?feed=hist${query}`, { as: "editor", body: csv(rows), headers: { "content-type": "text/csv" } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    };
    await post(["h-1,One,https://e.org/1", "h-2,Two,https://e.org/2", "h-3,Three,https://e.org/3"]);
    const ids = new Map((await api.db.query<{ external_id: string; id: string }>("select external_id, id from opportunities where feed = 'hist'"))
      .map((r) => [r.external_id, r.id]));
    // Imported postings start inactive: an editor publishes them.
    await api.request("PATCH", "/opportunities/bulk", { as: "editor", body: { ids: [...ids.values()], set: { is_active: true } } });
    expect(await post(["h-1,One,https://e.org/1", "h-2,Two again,https://e.org/2", "h-3,Three,https://e.org/3"], "&sync=true"))
      .toMatchObject({ updated: 1, unchanged: 2, withdrawn: [] });
    expect(await post(["h-1,One,https://e.org/1", "h-2,Two again,https://e.org/2"], "&sync=true")).toMatchObject({ withdrawn: ["h-3"] });
    const of = async (externalId: string) =>
      (await history("opportunities", ids.get(externalId)!)).body.data
        .map((r: { version: number; operation: string; via: string; changed: string[] }) => [r.version, r.operation, r.via, r.changed]);
    const published = [2, "update", "bulk", ["is_active"]];
    const imported = [1, "insert", "import", expect.arrayContaining(["external_id", "feed", "link_url", "title"])];
    expect(await of("h-1")).toEqual([published, imported]);
    expect(await of("h-2")).toEqual([[3, "update", "import", ["title"]], published, imported]);
    expect(await of("h-3")).toEqual([[3, "update", "sync", ["closed_at", "closed_reason", "is_active", "withdrawn_at"]], published, imported]);
  });

  it("restores a withdrawn posting: no longer withdrawn, and active when the version was", async () => {
    const [posting] = await api.db.query<{ id: string }>("select id from opportunities where external_id = 'h-3'");
    const published = await restore("opportunities", posting!.id, 2);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ is_active: true, withdrawn_at: null });
    await api.db.query("update opportunities set is_active = false, withdrawn_at = now() where id = $1", [posting!.id]);
    expect((await restore("opportunities", posting!.id, 1)).body.data).toMatchObject({ is_active: false, withdrawn_at: null });
  });

  it("records a change made outside the API as the database's", async () => {
    const id = expectAnswer(await api.request("POST", "/resources", { as: "editor", body: { title: "SQL", category: "c", link_url: "https://e.org/s" } }), 201).id;
    await api.db.query("update resources set title = 'By SQL' where id = $1", [id]);
    expect((await history("resources", id, "&limit=1")).body.data[0]).toMatchObject({ via: "database", by: null, changed: ["title"] });
  });
});

describe("pruning the history", { tags: ["slow"] }, () => {
  it("removes revisions past the retention period but each record's latest, and the command says how many", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ors-prune-"));
    try {
      const db = await openPglite({ dataDir: dir });
      await migrate(db, { seed: true });
      await db.exec(`update resources set title = title || ' v2';
        update revisions set at = now() - interval '10 days' where record_table = 'resources'`);
      await db.close();
      const { stdout } = await run(denoBin, ["run", "-A", "local/prune-history-cli.ts"], {
        cwd: fileURLToPath(new URL("..", import.meta.url)),
        env: { ...process.env, DATABASE_URL: dir, HISTORY_RETENTION_DAYS: "7" },
      });
      expect(stdout).toContain("removed 5 revisions older than 7 days (each record's latest kept)");
      const after = await openPglite({ dataDir: dir });
      const rows = await after.query<{ version: number; whole: boolean; category: string | null }>(
        "select version, whole, record ->> 'category' as category from revisions where record_table = 'resources'",
      );
      await after.close();
      expect(rows.map((r) => r.version)).toEqual([2, 2, 2, 2, 2]);
      // Each kept revision held only its title change: it was made whole before what it builds on went.
      expect(rows.every((r) => r.whole && r.category !== null)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
