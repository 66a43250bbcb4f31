// The search engines told (docs/freshness.md): through a stand-in of Google's Indexing API (its
// OAuth token endpoint checks the JWT assertion, signed RS256 by the service account's key, as
// RFC 7523 and Google's service-account flow say; its publish endpoint takes `{url, type}` with a
// Bearer token) and of IndexNow (`{host, key, urlList}`): publications and changes are
// URL_UPDATED, closings URL_DELETED, within the daily limit, the token reused, failures sent again
// a day later.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { exportPKCS8, exportSPKI, generateKeyPair, importSPKI, jwtVerify } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Api, startApi } from "./support/api.ts";
import { expectAnswer } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

const page = "https://club.example.org/opportunities/{id}";
const pageOf = (id: string) => page.replace("{id}", id);
// Each target's stand-in is its own service account: an instance keeps a token per account.
const accountOf = (target: string) => ({ clientEmail: `board-${target.replace(/\W/g, "")}@club-project.iam.gserviceaccount.com`, tokenUri: "https://oauth2.googleapis.com/token" });

async function standIn(account: ReturnType<typeof accountOf>) {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const verifyWith = await importSPKI(await exportSPKI(publicKey), "RS256");
  const tokens: { claims: Record<string, unknown>; header: Record<string, unknown> }[] = [];
  const published: { url: string; type: string }[] = [];
  const indexNow: { host: string; key: string; urlList: string[] }[] = [];
  const problems: string[] = [];
  let failPublish = false;
  let quotaSpent = false;
  let revokeOnce = false;
  let dropPublish = false;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    const answer = (status: number, json: unknown) => (res.writeHead(status, { "content-type": "application/json" }), res.end(JSON.stringify(json)));
    if (req.method === "POST" && req.url === "/token") {
      const form = new URLSearchParams(body);
      if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer") problems.push(`grant_type ${form.get("grant_type")}`);
      try {
        const { payload, protectedHeader } = await jwtVerify(form.get("assertion") ?? "", verifyWith, { issuer: account.clientEmail, audience: account.tokenUri });
        tokens.push({ claims: payload, header: protectedHeader as Record<string, unknown> });
        return answer(200, { access_token: `ya29.token-${tokens.length}`, expires_in: 3599, token_type: "Bearer" });
      } catch (error) {
        problems.push(`assertion: ${(error as Error).message}`);
        return answer(400, { error: "invalid_grant" });
      }
    }
    if (req.method === "POST" && req.url === "/v3/urlNotifications:publish") {
      if (req.headers.authorization !== `Bearer ya29.token-${tokens.length}`) problems.push(`authorization ${req.headers.authorization}`);
      const notice = JSON.parse(body);
      if (Object.keys(notice).sort().join() !== "type,url" || !["URL_UPDATED", "URL_DELETED"].includes(notice.type)) problems.push(`body ${body}`);
      if (dropPublish) return req.socket.destroy();
      if (revokeOnce) {
        revokeOnce = false;
        return answer(401, { error: { code: 401, message: "Request had invalid authentication credentials.", status: "UNAUTHENTICATED" } });
      }
      if (failPublish) return answer(503, { error: { code: 503, message: "Backend Error" } });
      if (quotaSpent) return answer(429, { error: { code: 429, message: "Quota exceeded for quota metric 'Publish requests'", status: "RESOURCE_EXHAUSTED" } });
      published.push(notice);
      return answer(200, { urlNotificationMetadata: { url: notice.url, latestUpdate: { url: notice.url, type: notice.type } } });
    }
    if (req.method === "POST" && req.url === "/indexnow") {
      const sent = JSON.parse(body);
      if (Object.keys(sent).sort().join() !== "host,key,urlList") problems.push(`indexnow body ${body}`);
      indexNow.push(sent);
      res.writeHead(202);
      return res.end();
    }
    problems.push(`unexpected ${req.method} ${req.url}`);
    answer(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    privateKey: await exportPKCS8(privateKey),
    tokens, published, indexNow, problems,
    failing: (on: boolean) => (failPublish = on),
    /** The next publish answers 401, as for a token Google revoked before it expired. */
    revoke: () => (revokeOnce = true),
    /** Publish requests are cut off before any answer (a network error). */
    dropping: (on: boolean) => (dropPublish = on),
    spent: (on: boolean) => (quotaSpent = on),
    clear: () => (published.length = 0, indexNow.length = 0),
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

describe.each(targets)("search engines told on $name", (target) => {
  let api: Api;
  let engines: Awaited<ReturnType<typeof standIn>>;
  const account = accountOf(target.name);
  beforeAll(async () => {
    engines = await standIn(account);
    api = await startApi(target, {
      indexing: { origin: engines.origin, requestTimeoutMs: 2_000 },
      config: {
        publicSite: { pages: { PUBLIC_OPPORTUNITY_URL: page } },
        freshness: {
          reportsPerClientPerHour: 10, reportKeyDays: 30, linkCheckHours: 24, linkCheckHostDelayMs: 0, linkCheckSkipHosts: [], googleIndexingDailyLimit: 4,
          googleIndexing: { ...account, privateKey: engines.privateKey }, indexNowKey: "a1b2c3d4e5f6a7b8",
        },
      },
    });
    // What the seed published before: told once, and out of the way.
    await deliverDue();
  });
  afterAll(async () => {
    await api?.close();
    await engines?.close();
  });
  beforeEach(async () => {
    await api.db.exec("delete from private.indexing_notices; delete from private.indexing_days");
    engines.clear();
    engines.failing(false);
    engines.spent(false);
    engines.dropping(false);
  });

  const deliverDue = async () => expectAnswer(await api.request("POST", "/opportunities/schedule/deliver", { as: "secret" })).indexing;
  const create = async (body: Record<string, unknown> = {}) =>
    expectAnswer(await api.request("POST", "/opportunities", {
      as: "editor", body: { title: "Indexed role", link_url: "https://jobs.example.org/i", is_active: true, website_viewable: true, ...body },
    }), 201).id as string;
  const patch = (id: string, body: Record<string, unknown>) => api.request("PATCH", `/opportunities?id=${id}`, { as: "editor", body });

  it("tells Google (a Bearer token from a JWT signed RS256, reused) and IndexNow of publications, changes and closings, and never of drafts", async () => {
    const id = await create();
    await create({ title: "Indexed draft", is_active: false });
    await create({ title: "Indexed for members", website_viewable: false });
    expect(await deliverDue()).toEqual({ google: 1, indexnow: 1, failed: 0 });
    expect(engines.published).toEqual([{ url: pageOf(id), type: "URL_UPDATED" }]);
    expect(engines.indexNow).toEqual([{ host: "club.example.org", key: "a1b2c3d4e5f6a7b8", urlList: [pageOf(id)] }]);
    const [token] = engines.tokens;
    expect(token!.header).toMatchObject({ alg: "RS256", typ: "JWT" });
    expect(token!.claims).toMatchObject({ iss: account.clientEmail, aud: account.tokenUri, scope: "https://www.googleapis.com/auth/indexing" });
    expect(Number(token!.claims.exp) - Number(token!.claims.iat)).toBe(3600);

    // Its order changes nothing the page shows; its title does.
    expect((await patch(id, { display_order: 7 })).status).toBe(200);
    expect(await deliverDue()).toEqual({ google: 0, indexnow: 0, failed: 0 });
    expect((await patch(id, { title: "Indexed role, retitled" })).status).toBe(200);
    expect((await patch(id, { closed_reason: "filled" })).status).toBe(200);
    expect(await deliverDue()).toEqual({ google: 1, indexnow: 1, failed: 0 });
    // The latest only: it was changed, then closed.
    expect(engines.published).toEqual([{ url: pageOf(id), type: "URL_UPDATED" }, { url: pageOf(id), type: "URL_DELETED" }]);
    expect(engines.tokens).toHaveLength(1);
    expect(engines.problems).toEqual([]);
  });

  it("keeps Google within its daily limit, even in two calls at once (the rest the next day), and sends a failed notice again a day later", async () => {
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await create({ title: `Indexed ${i}` }));
    // Two calls at once (a Cron call that overran) share the day's limit.
    const both = await Promise.all([deliverDue(), deliverDue()]);
    expect([both[0].google + both[1].google, both[0].indexnow + both[1].indexnow, both[0].failed + both[1].failed]).toEqual([4, 6, 0]);
    expect(await deliverDue()).toEqual({ google: 0, indexnow: 0, failed: 0 });
    await api.db.exec("update private.indexing_days set day = day - 1");
    expect(await deliverDue()).toEqual({ google: 2, indexnow: 0, failed: 0 });
    expect(new Set(engines.published.map((p) => p.url))).toEqual(new Set(ids.map(pageOf)));

    engines.clear();
    await api.db.exec("delete from private.indexing_days");
    engines.failing(true);
    expect((await patch(ids[0]!, { is_active: false })).status).toBe(200);
    expect(await deliverDue()).toEqual({ google: 0, indexnow: 1, failed: 1 });
    engines.failing(false);
    expect(await deliverDue()).toEqual({ google: 0, indexnow: 0, failed: 0 });
    // Google's error (503) spent none of the day's count, and the notice waits minutes, not a day.
    expect(await waiting()).toEqual([{ requests: 0, seconds: expect.any(Number) }]);
    expect((await waiting())[0]!.seconds).toBeLessThanOrEqual(120);
    await api.db.exec("update private.indexing_notices set retry_at = now() - interval '1 second'");
    expect(await deliverDue()).toEqual({ google: 1, indexnow: 0, failed: 0 });
    expect(engines.published).toEqual([{ url: pageOf(ids[0]!), type: "URL_DELETED" }]);
    expect(engines.problems).toEqual([]);
  });

  /** The day's count for Google (its Pacific day) and how long Google's queued notice waits. */
  const waiting = () => api.db.query<{ requests: number; seconds: number }>(`select coalesce((select requests from private.indexing_days
      where target = 'google' and day = (now() at time zone 'America/Los_Angeles')::date), 0) as requests,
    extract(epoch from n.retry_at - now())::int as seconds from private.indexing_notices n where n.target = 'google'`);

  it("drops a kept token Google answers 401 for and asks once more with a new one", async () => {
    await create({ title: "Indexed with a token" });
    await deliverDue();
    const tokens = engines.tokens.length;
    await create({ title: "Indexed after a revocation" });
    engines.revoke();
    expect(await deliverDue()).toMatchObject({ google: 1, failed: 0 });
    expect(engines.tokens.length).toBe(tokens + 1);
    expect(engines.problems).toEqual([]);
  });

  it("spends none of the day's count on a request that never reached Google, and tries it again within minutes, later each time", async () => {
    await create({ title: "Indexed over a broken network" });
    engines.dropping(true);
    expect(await deliverDue()).toMatchObject({ google: 0, failed: 1 });
    const [first] = await waiting();
    expect(first!.requests).toBe(0);
    expect(first!.seconds).toBeGreaterThan(60);
    expect(first!.seconds).toBeLessThanOrEqual(120);
    await api.db.exec("update private.indexing_notices set retry_at = now() - interval '1 second' where target = 'google'");
    expect(await deliverDue()).toMatchObject({ google: 0, failed: 1 });
    const [second] = await waiting();
    expect([second!.requests, second!.seconds > first!.seconds]).toEqual([0, true]);
    // Counted in Google's own day, midnight to midnight Pacific time.
    engines.dropping(false);
    await api.db.exec("update private.indexing_notices set retry_at = now() - interval '1 second' where target = 'google'");
    expect(await deliverDue()).toMatchObject({ google: 1 });
    const pacific = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date());
    expect(await api.db.query("select day::text as day, requests from private.indexing_days where target = 'google'")).toEqual([{ day: pacific, requests: 1 }]);
  });

  it("stops taking Google's notices for the day when Google says its quota is spent (429)", async () => {
    await create({ title: "Indexed over quota 1" });
    await create({ title: "Indexed over quota 2" });
    engines.spent(true);
    expect(await deliverDue()).toEqual({ google: 0, indexnow: 2, failed: 2 });
    engines.spent(false);
    await create({ title: "Indexed over quota 3" });
    expect(await deliverDue()).toMatchObject({ google: 0, indexnow: 1 });
    // The next day: all three.
    await api.db.exec("update private.indexing_days set day = day - 1; update private.indexing_notices set retry_at = retry_at - interval '1 day'");
    expect(await deliverDue()).toMatchObject({ google: 3, failed: 0 });
    expect(engines.problems).toEqual([]);
  });

  // Two calls at once rarely meet in the claim itself (their other work spaces them); here one is
  // made to wait at the day's count while another's requests are counted: it must then see them.
  it.skipIf(target.name === "PGlite")("counts the day's requests one taker at a time: a call waiting on another sees what it took", async () => {
    await create({ title: "Indexed late" });
    let entered!: () => void;
    const holding = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const other = api.db.transaction(async (tx) => {
      await tx.query("select pg_advisory_xact_lock(7340007, hashtext('google'))");
      entered();
      await released;
      // Meanwhile another call took the day's whole limit.
      await tx.query("insert into private.indexing_days (day, target, requests) values (private.indexing_day(), 'google', 4)");
    });
    await holding;
    const call = deliverDue();
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await other;
    expect(await call).toMatchObject({ google: 0, indexnow: 1 });
    expect(engines.published).toEqual([]);
  });
});
