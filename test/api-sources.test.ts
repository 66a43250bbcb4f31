// Job sources: public job boards registered as data, run now by an editor or when due by the
// schedule (the secret key), each run logged; a board that misbehaves writes nothing and backs
// off (docs/sources.md). The boards here are a local server answering as Greenhouse does.
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedUsers } from "../local/seed-users.ts";
import { type Api, startApi, validationError } from "./support/api.ts";
import { expectAnswer, failure } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

interface Job {
  id: number;
  title: string;
}

/** Greenhouse boards by token: their jobs, or a failure; every request is counted. */
async function fakeGreenhouse() {
  const boards: Record<string, Job[] | "broken" | "html" | "slow" | "slower than an editor's request"> = {};
  const requested: string[] = [];
  const server: Server = createServer((request, response) => {
    const board = /^\/v1\/boards\/([^/]+)\/jobs\?content=true$/.exec(request.url!)?.[1] ?? "";
    requested.push(board);
    const jobs = boards[board];
    if (jobs === "slow") return void setTimeout(() => response.writeHead(200).end('{"jobs":[]}'), 1_500);
    // Past the 6 s an editor's run gives a board, within the request's own 8 s.
    if (jobs === "slower than an editor's request") return void setTimeout(() => response.writeHead(200).end('{"jobs":[]}'), 7_000);
    if (jobs === undefined) return void response.writeHead(404, { "content-type": "application/json" }).end('{"status":404}');
    if (jobs === "broken") return void response.writeHead(500).end("upstream trouble");
    if (jobs === "html") return void response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html>");
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({
      jobs: jobs.map((j) => ({ id: j.id, title: j.title, absolute_url: `https://boards.greenhouse.io/${board}/jobs/${j.id}`, location: { name: "London, UK" }, content: "&lt;p&gt;Hi&lt;/p&gt;" })),
    }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { origin, boards, requested, close: () => new Promise((resolve) => server.closeAllConnections() ?? server.close(resolve)) };
}

const jobs = (n: number, from = 1): Job[] => Array.from({ length: n }, (_, i) => ({ id: from + i, title: `Role ${from + i}` }));

describe.each(targets)("job sources on $name", (target) => {
  let api: Api;
  let greenhouse: Awaited<ReturnType<typeof fakeGreenhouse>>;
  beforeAll(async () => {
    greenhouse = await fakeGreenhouse();
    api = await startApi(target, { jobBoardOrigins: { greenhouse: greenhouse.origin } });
  });
  afterAll(async () => {
    await api?.close();
    await greenhouse?.close();
  });
  // run-sources runs every due source: each test starts with none.
  beforeEach(async () => {
    await api.db.query("delete from job_sources");
  });

  const create = (body: Record<string, unknown>, as: "editor" | "secret" = "editor") =>
    api.request("POST", "/opportunities/sources", { as, body });
  /** A source made for a test's setup: its record, once the answer is checked. */
  const made = async (body: Record<string, unknown>) => expectAnswer(await create(body), 201);
  const runNow = (id: string, as: "editor" | "secret" | "member" | "nobody" = "editor") =>
    api.request("POST", `/opportunities/sources/run?id=${id}`, { as });
  const runDue = (as: "editor" | "secret" = "secret") => api.request("POST", "/opportunities/schedule/run-sources", { as });
  const postings = (feed: string) =>
    api.db.query<{ external_id: string; is_active: boolean; website_viewable: boolean }>(
      "select external_id, is_active, website_viewable from opportunities where feed = $1 order by external_id",
      [feed],
    );
  const source = async (id: string) => expectAnswer(await api.request("GET", `/opportunities/sources?id=${id}`, { as: "editor" }));

  it("registers a source with its defaults, due at once; lists, gets, changes and deletes it", async () => {
    const created = await create({ provider: "greenhouse", board: "Acme" });
    expect(created.status).toBe(201);
    expect(created.headers.get("location")).toBe(`?id=${created.body.data.id}`);
    const data = created.body.data;
    expect(data).toMatchObject({
      provider: "greenhouse", board: "Acme", name: "greenhouse:acme", sync: true, every: "P1D", publish: "review", enabled: true,
      last_run: null, consecutive_failures: 0, running_until: null, created_by: seedUsers.editor.id,
    });
    expect(Date.parse(data.next_run_at)).toBeLessThanOrEqual(Date.now());
    const listed = await api.request("GET", "/opportunities/sources", { as: "editor" });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([data]);
    const patched = await api.request("PATCH", `/opportunities/sources?id=${data.id}`, { as: "editor", body: { every: "PT6H", publish: "publish" } });
    expect(patched.body.data).toMatchObject({ every: "PT6H", publish: "publish", name: "greenhouse:acme" });
    const put = await api.request("PUT", `/opportunities/sources?id=${data.id}`, { as: "editor", body: { provider: "lever", board: "acme", every: "P1DT12H" } });
    expect(put.body.data).toMatchObject({ provider: "lever", every: "P1DT12H", publish: "publish" });
    const words = await api.request("PATCH", `/opportunities/sources?id=${data.id}`, { as: "editor", body: { every: "90 minutes" } });
    expect(words.body.data.every).toBe("PT1H30M");
    expect((await api.request("DELETE", `/opportunities/sources?id=${data.id}`, { as: "editor" })).status).toBe(200);
    expect((await api.request("GET", `/opportunities/sources?id=${data.id}`, { as: "editor" })).status).toBe(404);
  });

  it("refuses bad sources naming the field, and a second source for one board or name (409)", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ provider: "workday", board: "acme" }, "provider"],
      [{ provider: "greenhouse", board: "../admin" }, "board"],
      [{ provider: "recruitee", board: "acme.evil" }, "board"],
      [{ provider: "greenhouse", board: "acme", every: "PT5M" }, "every"],
      [{ provider: "greenhouse", board: "acme", every: "P8D" }, "every"],
      [{ provider: "greenhouse", board: "acme", every: "1 fortnight" }, "every"],
      [{ provider: "greenhouse", board: "acme", every: "14 minutes" }, "every"],
      [{ provider: "greenhouse", board: "acme", name: "Not A Feed" }, "name"],
      [{ provider: "greenhouse", board: "acme", publish: "yes" }, "publish"],
      [{ provider: "greenhouse", board: "acme", next_run_at: "2020-01-01T00:00:00Z" }, "next_run_at"],
      [{ board: "acme" }, "provider"],
    ];
    for (const [body, field] of cases) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual(validationError(field));
    }
    expect((await create({ provider: "greenhouse", board: "acme" })).status).toBe(201);
    const again = await create({ provider: "greenhouse", board: "ACME", name: "other" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject(failure("duplicate_source", { problems: [{ field: "board", message: expect.any(String) }] }));
    const sameName = await create({ provider: "lever", board: "acme", name: "greenhouse:acme" });
    expect(sameName.body).toMatchObject(failure("duplicate_source", { problems: [{ field: "name", message: expect.any(String) }] }));
    expect((await api.db.query("select count(*)::int as n from job_sources"))[0]).toEqual({ n: 1 });
  });

  it("lets editors manage sources and run one; members 403, anon 401; run-sources is the secret key's only", async () => {
    const id = (await made({ provider: "greenhouse", board: "nobody-runs" })).id;
    for (const [as, status] of [["member", 403], ["nobody", 401], ["resourcesEditor", 403]] as const) {
      expect((await api.request("GET", "/opportunities/sources", { as })).status, as).toBe(status);
      expect((await api.request("POST", "/opportunities/sources", { as, body: { provider: "lever", board: "x" } })).status, as).toBe(status);
      expect((await api.request("GET", `/opportunities/sources/runs?id=${id}`, { as })).status, as).toBe(status);
      expect((await api.request("POST", `/opportunities/sources/run?id=${id}`, { as })).status, as).toBe(status);
      expect((await api.request("POST", "/opportunities/schedule/run-sources", { as })).status, as).toBe(status);
    }
    const editor = await runDue("editor");
    expect(editor.status).toBe(403);
    expect(editor.body.error.code).toBe("forbidden");
    expect(greenhouse.requested).not.toContain("nobody-runs");
    expect((await api.request("GET", "/opportunities/sources", { as: "secret" })).status).toBe(200);
  });

  it("runs a source now: publishes at once when it publishes, logs the run, and syncs a vanished posting away", async () => {
    greenhouse.boards.club = jobs(3);
    const id = (await made({ provider: "greenhouse", board: "club", publish: "publish" })).id;
    const first = await runNow(id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      source_id: id, status: "ok", by: seedUsers.editor.id, inserted: 3, updated: 0, unchanged: 0, withdrawn: 0, restored: 0, skipped: 0, error: null,
    });
    expect(await postings("greenhouse:club")).toEqual(
      ["1", "2", "3"].map((n) => ({ external_id: `greenhouse:club:${n}`, is_active: true, website_viewable: true })),
    );
    // Public at once: the website's anonymous list shows them.
    const listed = await api.request("GET", "/opportunities?feed=greenhouse:club");
    expect(listed.body.data.map((o: { external_id: string }) => o.external_id)).toHaveLength(3);

    greenhouse.boards.club = [...jobs(1, 1), ...jobs(2, 3)]; // 2 gone, 4 new
    const second = await runNow(id);
    expect(second.body.data).toMatchObject({ status: "ok", inserted: 1, unchanged: 2, withdrawn: 1 });
    const history = await api.request("GET", `/opportunities/history?id=${(await api.db.query<{ id: string }>(
      "select id from opportunities where external_id = 'greenhouse:club:2'",
    ))[0]!.id}`, { as: "editor" });
    expect(history.body.data[0]).toMatchObject({ operation: "update", via: "sync", changed: ["closed_at", "closed_reason", "is_active", "withdrawn_at"] });

    const log = await api.request("GET", `/opportunities/sources/runs?id=${id}`, { as: "editor" });
    expect(log.body.data.map((r: { inserted: number; withdrawn: number }) => [r.inserted, r.withdrawn])).toEqual([[1, 1], [3, 0]]);
    const page = await api.request("GET", `/opportunities/sources/runs?id=${id}&limit=1`, { as: "editor" });
    expect(page.body.data).toHaveLength(1);
    const rest = await api.request("GET", `/opportunities/sources/runs?id=${id}&limit=1&cursor=${page.body.next_cursor}`, { as: "editor" });
    expect(rest.body.data[0].inserted).toBe(3);
    const after = await source(id);
    expect(after.last_run).toMatchObject({ status: "ok", inserted: 1, withdrawn: 1 });
    expect(after.last_run.started_at).toMatch(/Z$/);
    expect(Date.parse(after.next_run_at) - Date.parse(after.last_run.ended_at)).toBeGreaterThan(23.9 * 3600_000);
  });

  it("leaves new postings of a reviewed source inactive for an editor", async () => {
    greenhouse.boards.reviewed = jobs(2);
    const id = (await made({ provider: "greenhouse", board: "reviewed" })).id;
    expect((await runNow(id)).body.data).toMatchObject({ status: "ok", inserted: 2 });
    expect((await postings("greenhouse:reviewed")).map((p) => [p.is_active, p.website_viewable])).toEqual([[false, false], [false, false]]);
  });

  it("links a source's postings to the company of its company_name, as every write of a posting is", async () => {
    const company = expectAnswer(await api.request("POST", "/companies", { as: "editor", body: { name: "Globex Corporation" } }), 201);
    try {
      greenhouse.boards.globex = jobs(2);
      const id = (await made({ provider: "greenhouse", board: "globex", publish: "publish", company_name: "Globex Corporation" })).id;
      expect((await runNow(id)).body.data).toMatchObject({ status: "ok", inserted: 2 });
      const linked = await api.db.query<{ company_id: string; company_name: string }>(
        "select company_id, company_name from opportunities where feed = 'greenhouse:globex' order by external_id");
      expect(linked).toEqual([{ company_id: company.id, company_name: "Globex Corporation" }, { company_id: company.id, company_name: "Globex Corporation" }]);
    } finally {
      await api.db.query("delete from companies where id = $1", [company.id]);
    }
  });

  it("records a failing board as failed, writes nothing, and backs off doubling up to a day", async () => {
    greenhouse.boards.flaky = "broken";
    const id = (await made({ provider: "greenhouse", board: "flaky", every: "PT15M" })).id;
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const run = await runNow(id);
      expect(run.status).toBe(200);
      expect(run.body.data).toMatchObject({ status: "failed", inserted: 0, error: expect.stringMatching(/^greenhouse .* answered 500/) });
      const s = await source(id);
      waits.push(Math.round((Date.parse(s.next_run_at) - Date.parse(s.last_run.ended_at)) / 60_000));
      expect(s.consecutive_failures).toBe(i + 1);
    }
    expect(waits).toEqual([15, 30, 60, 120, 240, 480, 960, 1440]);
    greenhouse.boards.flaky = "html";
    expect((await runNow(id)).body.data.error).toMatch(/other than JSON/);
    expect(await postings("greenhouse:flaky")).toEqual([]);
    greenhouse.boards.flaky = jobs(1);
    expect((await runNow(id)).body.data.status).toBe("ok");
    const healed = await source(id);
    expect(healed.consecutive_failures).toBe(0);
    expect(Math.round((Date.parse(healed.next_run_at) - Date.parse(healed.last_run.ended_at)) / 60_000)).toBe(15);
  });

  it("records a sync its safeguard stops as refused, writes nothing; the schedule never forces it, an editor's run can", async () => {
    greenhouse.boards.shrinking = jobs(10);
    const id = (await made({ provider: "greenhouse", board: "shrinking", publish: "publish" })).id;
    await runNow(id);
    greenhouse.boards.shrinking = jobs(2);
    const refused = await runNow(id);
    expect(refused.body.data).toMatchObject({ status: "refused", inserted: 0, withdrawn: 0, error: expect.stringMatching(/would withdraw 8/) });
    // What the editor can do, on the route that takes it.
    expect(refused.body.data.error).toContain(`POST /opportunities/sources/run?id=${id}&force=true`);
    expect(refused.body.data.error).not.toMatch(/add force=true/);
    expect((await postings("greenhouse:shrinking")).filter((p) => p.is_active)).toHaveLength(10);
    await api.db.query("update job_sources set next_run_at = now() - interval '1 minute' where id = $1", [id]);
    expect((await runDue()).body.data.ran).toMatchObject([{ source_id: id, status: "refused" }]);
    expect((await postings("greenhouse:shrinking")).filter((p) => p.is_active)).toHaveLength(10);
    const forced = await api.request("POST", `/opportunities/sources/run?id=${id}&force=true`, { as: "editor" });
    expect(forced.body.data).toMatchObject({ status: "ok", withdrawn: 8 });
    expect((await postings("greenhouse:shrinking")).filter((p) => p.is_active)).toHaveLength(2);
  });

  it("refuses a run whose board lists more than the source's max_postings (default 2000), writing nothing", async () => {
    greenhouse.boards.bounded = jobs(3);
    const created = await create({ provider: "greenhouse", board: "bounded", publish: "publish", max_postings: 2 });
    expect(created.body.data.max_postings).toBe(2);
    expect((await create({ provider: "greenhouse", board: "defaulted" })).body.data.max_postings).toBe(2000);
    const refused = await runNow(created.body.data.id);
    expect(refused.body.data).toMatchObject({
      status: "refused", inserted: 0, error: expect.stringMatching(/lists 3 postings, more than the source's max_postings \(2\)/),
    });
    expect(await postings("greenhouse:bounded")).toEqual([]);
    await api.request("PATCH", `/opportunities/sources?id=${created.body.data.id}`, { as: "editor", body: { max_postings: 3 } });
    expect((await runNow(created.body.data.id)).body.data).toMatchObject({ status: "ok", inserted: 3 });
    for (const max_postings of [0, 50_001, 2.5, "10"]) {
      expect((await create({ provider: "greenhouse", board: "other", max_postings })).body).toEqual(validationError("max_postings"));
    }
    await expect(api.db.query("update job_sources set max_postings = 0")).rejects.toMatchObject({ code: "23514" });
  });

  it("runs every due enabled source for the schedule, leaves the rest, and never runs one source twice at once", async () => {
    greenhouse.boards.one = jobs(2);
    greenhouse.boards.two = jobs(3);
    greenhouse.boards.off = jobs(1);
    const one = (await made({ provider: "greenhouse", board: "one" })).id;
    const two = (await made({ provider: "greenhouse", board: "two" })).id;
    await made({ provider: "greenhouse", board: "off", enabled: false });
    const due = await runDue();
    expect(due.status).toBe(200);
    expect(due.body.data.left).toBe(0);
    expect(due.body.data.ran.map((r: { source_id: string; by: string | null; inserted: number }) => [r.source_id, r.by, r.inserted]).sort())
      .toEqual([[one, null, 2], [two, null, 3]].sort());
    expect(greenhouse.requested).not.toContain("off");
    expect((await runDue()).body.data).toEqual({ ran: [], left: 0 }); // not due again for a day

    greenhouse.boards.one = "slow";
    const [a, b] = await Promise.all([runNow(one), runNow(one)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.error.code).toBe("source_running");
    // Different sources run at once.
    greenhouse.boards.two = jobs(3);
    const [x, y] = await Promise.all([runNow(two), runNow(one)]);
    expect([x.status, y.status]).toEqual([200, 200]);
  });

  it("runs each due source once when two schedule calls come at once", async () => {
    const ids: string[] = [];
    for (const board of ["c1", "c2", "c3", "c4"]) {
      greenhouse.boards[board] = jobs(2);
      ids.push((await made({ provider: "greenhouse", board })).id);
    }
    const [a, b] = await Promise.all([runDue(), runDue()]);
    const ran = [...a.body.data.ran, ...b.body.data.ran].map((r: { source_id: string; status: string }) => [r.source_id, r.status]);
    expect(ran.sort()).toEqual(ids.map((id) => [id, "ok"]).sort());
    const runs = await api.db.query<{ n: number }>("select count(*)::int as n from job_source_runs where source_id = any(string_to_array($1, ',')::uuid[])", [ids.join(",")]);
    expect(runs[0]!.n).toBe(4);
  });

  it("never refuses a sync that withdraws nothing: a feed an editor emptied is listed again", async () => {
    greenhouse.boards.emptied = jobs(4);
    const id = (await made({ provider: "greenhouse", board: "emptied", publish: "publish" })).id;
    expect((await runNow(id)).body.data).toMatchObject({ status: "ok", inserted: 4 });
    await api.db.query("update opportunities set is_active = false where feed = 'greenhouse:emptied'");
    const again = await runNow(id);
    expect(again.body.data).toMatchObject({ status: "ok", withdrawn: 0, unchanged: 4, error: null });
    // All withdrawn by an earlier sync, then listed again: they come back, and nothing is refused.
    await api.db.query("update opportunities set is_active = false, withdrawn_at = now() where feed = 'greenhouse:emptied'");
    expect((await runNow(id)).body.data).toMatchObject({ status: "ok", withdrawn: 0, restored: 4 });
    expect((await postings("greenhouse:emptied")).filter((p) => p.is_active)).toHaveLength(4);
  });

  it("lists the run log newest first by time, past the tenth run", async () => {
    greenhouse.boards.often = jobs(1);
    const id = (await made({ provider: "greenhouse", board: "often" })).id;
    const ran: string[] = [];
    for (let i = 0; i < 11; i++) ran.push((await runNow(id)).body.data.id);
    const log = await api.request("GET", `/opportunities/sources/runs?id=${id}&limit=5`, { as: "editor" });
    expect(log.body.data.map((r: { id: string }) => r.id)).toEqual(ran.slice(-5).reverse());
    const rest = await api.request("GET", `/opportunities/sources/runs?id=${id}&limit=10&cursor=${log.body.next_cursor}`, { as: "editor" });
    expect(rest.body.data.map((r: { id: string }) => r.id)).toEqual(ran.slice(0, 6).reverse());
  });

  it("gives the editor the board's own outcome when the board is slower than the request allows", { timeout: 20_000 }, async () => {
    greenhouse.boards.sluggish = "slower than an editor's request";
    const id = (await made({ provider: "greenhouse", board: "sluggish" })).id;
    const run = await runNow(id);
    expect(run.status).toBe(200);
    expect(run.body.data).toMatchObject({ status: "failed", error: expect.stringMatching(/did not answer within 6 s/) });
  });

  it("does not count a run its caller left as the board's failure", async () => {
    greenhouse.boards.patient = "slow";
    const id = (await made({ provider: "greenhouse", board: "patient" })).id;
    const left = fetch(`${api.url}/functions/v1/opportunities/sources/run?id=${id}`, {
      method: "POST", headers: api.headersFor("editor"), signal: AbortSignal.timeout(300),
    });
    await expect(left).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await source(id)).toMatchObject({ consecutive_failures: 0, last_run: null, running_until: null });
    expect(expectAnswer(await api.request("GET", `/opportunities/sources/runs?id=${id}`, { as: "editor" }))).toEqual([]);
  });

  it("answers 404 for a source that does not exist, and 400 for a bad id", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await runNow(missing)).status).toBe(404);
    expect((await api.request("GET", `/opportunities/sources/runs?id=${missing}`, { as: "editor" })).status).toBe(404);
    expect((await api.request("PATCH", `/opportunities/sources?id=${missing}`, { as: "editor", body: { enabled: false } })).status).toBe(404);
    expect((await runNow("nope")).body).toEqual(validationError("id"));
  });
});

describe("job runs under the import quota", () => {
  let api: Api;
  let greenhouse: Awaited<ReturnType<typeof fakeGreenhouse>>;
  beforeAll(async () => {
    greenhouse = await fakeGreenhouse();
    api = await startApi(targets[0]!, {
      jobBoardOrigins: { greenhouse: greenhouse.origin },
      config: { rateLimits: { writesPerMinute: 0, importsPerHour: 3, anonymousReadsPerMinute: 0 } },
    });
  });
  afterAll(async () => {
    await api?.close();
    await greenhouse?.close();
  });

  it("counts an editor's runs against the import quota: a burst past it is 429 and never reaches the board", async () => {
    greenhouse.boards.burst = jobs(1);
    const id = expectAnswer(await api.request("POST", "/opportunities/sources", { as: "editor", body: { provider: "greenhouse", board: "burst" } }), 201).id;
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await api.request("POST", `/opportunities/sources/run?id=${id}`, { as: "editor" })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(greenhouse.requested.filter((board) => board === "burst")).toHaveLength(3);
    // The schedule's secret key is no one to limit.
    expect((await api.request("POST", "/opportunities/schedule/run-sources", { as: "secret" })).status).toBe(200);
  });
});
