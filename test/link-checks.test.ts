// Link checks (docs/freshness.md): the schedule reads each live posting's own link, at most once in
// LINK_CHECK_HOURS, one request at a time per host; hosts that lie in each way a real one may are
// judged expired or uncertain as documented; two expired reads that far apart close the posting
// `link_dead`, and nothing reopens it; a report that it is closed makes the read due at once; job
// sources' postings and skipped hosts are never read. Editors read each posting's last checks.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mintUserToken } from "../local/dev-credentials.ts";
import { seedUsers } from "../local/seed-users.ts";
import { type Api, startApi } from "./support/api.ts";
import { expectAnswer, failure } from "./support/envelope.ts";
import { lyingCases, lyingHosts } from "./support/lying-hosts.ts";
import { readLink, resolverAnswers } from "../functions/opportunities/links/read.ts";
import { targets } from "./support/targets.ts";

const cases = Object.entries(lyingCases);
/** Each case on a host of its own: `gone-404.links.example`. */
const hostOf = (path: string) => `${path.split("/").pop()}.links.example`;

describe.each(targets)("link checks on $name", (target) => {
  let api: Api;
  let hosts: Awaited<ReturnType<typeof lyingHosts>>;
  let member: Record<string, string>;
  beforeAll(async () => {
    hosts = await lyingHosts();
    const origins = Object.fromEntries([...cases.map(([path]) => hostOf(path)), "slow.links.example", "again.links.example", "linkedin.com", "board.links.example"]
      .map((host) => [host, hosts.origin]));
    api = await startApi(target, {
      links: {
        origins,
        // Long enough for a loaded machine to answer every host that does answer; the silent ones wait it out.
        requestTimeoutMs: 2_500,
        // A lapsed domain: the resolver finds no such name.
        lookup: (host) => host === "lapsed.links.example" ? Promise.reject(Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" })) : Promise.resolve(["127.0.0.1"]),
      },
      config: { freshness: { reportsPerClientPerHour: 100, reportKeyDays: 30, linkCheckHours: 24, linkCheckHostDelayMs: 50, linkCheckSkipHosts: ["linkedin.com"], googleIndexingDailyLimit: 200 } },
    });
    member = { apikey: api.credentials.publishableKey, authorization: `Bearer ${await mintUserToken(api.credentials, seedUsers.member)}` };
  });
  afterAll(async () => {
    await api?.close();
    await hosts?.close();
  });
  beforeEach(async () => {
    await api.db.exec(`delete from public.opportunities where title like 'Linked %'; delete from public.job_sources where name = 'greenhouse:linked';
      -- The seed's postings are someone else's: read long ago enough never to be due here.
      insert into private.link_states (opportunity_id, checked_at) select id, now() + interval '10 years' from public.opportunities
      on conflict (opportunity_id) do update set checked_at = excluded.checked_at`);
    hosts.seen.length = 0;
  });

  const create = async (link_url: string, extra: Record<string, unknown> = {}) =>
    expectAnswer(await api.request("POST", "/opportunities", {
      as: "editor", body: { title: `Linked ${link_url}`, link_url, is_active: true, website_viewable: true, ...extra },
    }), 201).id as string;
  const checkDue = async () => expectAnswer(await api.request("POST", "/opportunities/schedule/check-links", { as: "secret" }));
  const checks = async (id: string) => expectAnswer(await api.request("GET", `/opportunities/links?id=${id}`, { as: "editor" }));
  const state = async (id: string) => (await api.db.query<{ is_active: boolean; closed_reason: string | null }>(
    "select is_active, closed_reason::text from opportunities where id = $1", [id]))[0]!;
  /** A day passes for the checks: every read so far happened 25 hours earlier. */
  const dayPasses = () => api.db.exec(`update private.link_states set checked_at = checked_at - interval '25 hours',
      expired_since = expired_since - interval '25 hours', asked_at = asked_at - interval '25 hours';
    update public.link_checks set checked_at = checked_at - interval '25 hours'`);

  it("judges each lying host as documented; two expired reads a day apart close the posting link_dead; nothing reopens it", { timeout: 60_000 }, async () => {
    const ids = Object.fromEntries(await Promise.all(cases.map(async ([path]) => [path, await create(`https://${hostOf(path)}${path}`)] as const)));
    const lapsed = await create("https://lapsed.links.example/jobs/1");

    const first = await checkDue();
    expect(first).toMatchObject({ checked: cases.length + 1, closed: 0, left: 0 });
    for (const [path, c] of cases) {
      const [read] = (await checks(ids[path]!)).checks;
      expect([path, read.outcome, read.matched], `${path}: ${JSON.stringify(read)}`).toEqual([path, c.outcome, c.matched]);
    }
    expect((await checks(lapsed)).checks[0]).toMatchObject({ outcome: "expired", matched: "lapsed domain (no such host)", status: null });
    expect((await checks(ids["/jobs/42-to-root"]!)).checks[0]).toMatchObject({ status: 200, final_url: "https://42-to-root.links.example/" });
    expect(new Set(hosts.seen.map((s) => s.userAgent))).toEqual(new Set([expect.stringContaining("LinkCheck")]));
    // One read is never enough, and a read a minute later is not due.
    for (const id of Object.values(ids)) expect((await state(id)).is_active).toBe(true);
    expect(await checkDue()).toMatchObject({ checked: 0 });

    await dayPasses();
    // The host that answered 429 with Retry-After: 60 is still left alone (a day passed only for the checks).
    const second = await checkDue();
    const expired = cases.filter(([, c]) => c.outcome === "expired").map(([path]) => path);
    expect(second).toMatchObject({ checked: cases.length, closed: expired.length + 1 });
    expect(await api.db.query("select host from private.link_hosts")).toEqual([{ host: "limited.links.example" }]);
    await api.db.exec("delete from private.link_hosts");
    for (const [path, c] of cases) {
      expect([path, await state(ids[path]!)]).toEqual([path, c.outcome === "expired" ? { is_active: false, closed_reason: "link_dead" } : { is_active: true, closed_reason: null }]);
    }
    expect(await state(lapsed)).toEqual({ is_active: false, closed_reason: "link_dead" });

    // The page comes back: nothing reopens by itself, and a closed posting is not read again.
    hosts.answer("/gone-404", 200, "<h1>We are hiring</h1>");
    await dayPasses();
    hosts.seen.length = 0;
    await checkDue();
    expect(hosts.seen.map((s) => s.path)).not.toContain("/gone-404");
    expect(await state(ids["/gone-404"]!)).toEqual({ is_active: false, closed_reason: "link_dead" });
    hosts.answer("/gone-404", 404, "Not found");
  });

  it("ends a streak with a live read, keeps it through an uncertain one, and reads at once what a report says is closed", async () => {
    const id = await create("https://again.links.example/again");
    hosts.answer("/again", 404, "gone");
    expect(await checkDue()).toMatchObject({ expired: 1 });
    await dayPasses();
    hosts.answer("/again", 200, "<p>Open</p>");
    expect(await checkDue()).toMatchObject({ live: 1, closed: 0 });
    await dayPasses();
    hosts.answer("/again", 404, "gone");
    expect(await checkDue()).toMatchObject({ expired: 1, closed: 0 });
    await dayPasses();
    hosts.answer("/again", 503, "busy");
    expect(await checkDue()).toMatchObject({ uncertain: 1, closed: 0 });
    // A report that it is closed: read now, not in a day; the streak began two reads ago, a day apart.
    hosts.answer("/again", 410, "gone");
    expect((await api.request("POST", "/opportunities/reports", { headers: member, body: { opportunity_id: id, reason: "closed" } })).status).toBe(201);
    expect(await checkDue()).toMatchObject({ checked: 1, expired: 1, closed: 1 });
    expect(await state(id)).toEqual({ is_active: false, closed_reason: "link_dead" });
    expect((await checks(id)).checks.map((c: { outcome: string }) => c.outcome)).toEqual(["expired", "uncertain", "expired", "live", "expired"]);
  });

  it("reads one host's links one at a time, even in two calls at once, never a skipped host's, a job source's nor a form's, and shows checks to editors only", async () => {
    for (let i = 0; i < 3; i++) hosts.slow(`/slow/${i}`, 150);
    const slow = await Promise.all([0, 1, 2].map((i) => create(`https://slow.links.example/slow/${i}`)));
    await create("https://www.linkedin.com/jobs/view/1");
    await api.db.exec("insert into public.job_sources (provider, board, name) values ('greenhouse', 'linked', 'greenhouse:linked')");
    await create("https://board.links.example/live");
    await api.db.exec("update opportunities set feed = 'greenhouse:linked' where link_url = 'https://board.links.example/live'");
    // A posting that applies through the club's form has no link of its own to read.
    expect((await api.request("POST", "/opportunities", {
      as: "editor", body: { title: "Linked by form", linked_form_id: "f0000000-0000-4000-8000-000000000001", is_active: true, website_viewable: true },
    })).status).toBe(201);
    // A name that resolves to a private address is never connected to.
    const inside = await create("https://inside.links.example/live");
    hosts.inFlight.clear();
    // Two calls at once (a Cron call that overran): each link is read once, one host never twice at once.
    const [a, b] = await Promise.all([checkDue(), checkDue()]);
    expect([a.checked + b.checked, a.live + b.live, a.uncertain + b.uncertain]).toEqual([4, 3, 1]);
    expect((await checks(inside)).checks[0]).toMatchObject({ outcome: "uncertain", matched: "not fetched: the host is not a public address" });
    expect(hosts.inFlight.get("slow")?.most).toBe(1);
    expect(hosts.seen.map((s) => s.path).sort()).toEqual(["/slow/0", "/slow/1", "/slow/2"]);

    expect((await checks(slow[0]!)).checks).toHaveLength(1);
    expect((await api.request("GET", `/opportunities/links?id=${slow[0]}`, { headers: member })).status).toBe(403);
    expect(await api.request("GET", "/opportunities/links?id=00000000-0000-4000-8000-000000000000", { as: "editor" }))
      .toMatchObject({ status: 404, body: failure("not_found") });
    expect((await api.request("POST", "/opportunities/schedule/check-links", { as: "editor" })).status).toBe(403);
  });

  it("waits LINK_CHECK_HOST_DELAY_MS between reads of one host, and reads none of a host before its Retry-After", async () => {
    const paced = await startApi(target, {
      links: { origins: { "paced.links.example": hosts.origin, "held.links.example": hosts.origin }, requestTimeoutMs: 2_500, lookup: () => Promise.resolve(["127.0.0.1"]) },
      config: { freshness: { reportsPerClientPerHour: 100, reportKeyDays: 30, linkCheckHours: 24, linkCheckHostDelayMs: 400, linkCheckSkipHosts: [], googleIndexingDailyLimit: 200 } },
    });
    try {
      await paced.db.exec("insert into private.link_states (opportunity_id, checked_at) select id, now() + interval '10 years' from public.opportunities");
      const make = async (link_url: string) => expectAnswer(await paced.request("POST", "/opportunities", {
        as: "editor", body: { title: `Linked ${link_url}`, link_url, is_active: true, website_viewable: true },
      }), 201);
      for (let i = 0; i < 3; i++) {
        hosts.answer(`/paced/${i}`, 200, "<p>Open</p>");
        await make(`https://paced.links.example/paced/${i}`);
        hosts.answer(`/held/${i}`, 429, "Slow down", { "retry-after": "3600" });
        await make(`https://held.links.example/held/${i}`);
      }
      const first = expectAnswer(await paced.request("POST", "/opportunities/schedule/check-links", { as: "secret" }));
      const reads = (prefix: string) => hosts.seen.filter((s) => s.path.startsWith(prefix)).map((s) => s.at);
      const pacedAt = reads("/paced/");
      expect(pacedAt).toHaveLength(3);
      for (let i = 1; i < pacedAt.length; i++) expect(pacedAt[i]! - pacedAt[i - 1]!).toBeGreaterThanOrEqual(390);
      // The held host answered 429 with Retry-After: 3600 once, and was read no more.
      expect(reads("/held/")).toHaveLength(1);
      expect(first).toMatchObject({ checked: 4 });
      const [held] = await paced.db.query<{ seconds: number }>("select extract(epoch from not_before - now())::int as seconds from private.link_hosts where host = 'held.links.example'");
      expect(held!.seconds).toBeGreaterThan(3500);
      // The next call, and the one after a day, still leave it alone until then.
      expect(expectAnswer(await paced.request("POST", "/opportunities/schedule/check-links", { as: "secret" }))).toMatchObject({ checked: 0 });
      await paced.db.exec("update private.link_states set checked_at = checked_at - interval '25 hours'");
      hosts.seen.length = 0;
      expect(expectAnswer(await paced.request("POST", "/opportunities/schedule/check-links", { as: "secret" }))).toMatchObject({ checked: 3 });
      expect(reads("/held/")).toEqual([]);
    } finally {
      await paced.close();
    }
  });

  it("judges no domain lapsed when the resolver finds no name at all (no network, a broken resolver)", async () => {
    const nothing = { lookup: () => Promise.reject(Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" })) };
    expect(await resolverAnswers(nothing)).toBe(false);
    expect(await readLink("https://lapsed.links.example/jobs/1", nothing, await resolverAnswers(nothing)))
      .toMatchObject({ outcome: "uncertain", matched: "no such host, but the resolver finds no name now" });
    const working = { lookup: (host: string) => host === "example.com" ? Promise.resolve(["93.184.215.14"]) : nothing.lookup() };
    expect(await readLink("https://lapsed.links.example/jobs/1", working, await resolverAnswers(working)))
      .toMatchObject({ outcome: "expired", matched: "lapsed domain (no such host)" });
  });
});
