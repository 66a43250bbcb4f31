// Bounded cost per client: writes per signed-in user and anonymous reads the cache could not
// answer per client address (each instance), imports per user (in Postgres, across instances).
// Past a limit: 429 in the envelope, Retry-After and the IETF RateLimit fields, nothing done.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { windowCounter } from "../functions/_shared/http/rate-limits.ts";
import { type Api, startApi } from "./support/api.ts";
import { failure } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

const resource = (title: string) => ({ title, category: "Limits", link_url: "https://e.org/l" });
const csv = (id: string) => `external_id,title,link_url\n${id},Limited import,https://e.org/${id}\n`;

const expectLimited = (response: { status: number; headers: Headers; body: any }, policy: string, quota: number) => {
  expect(response.status).toBe(429);
  expect(response.body).toEqual(failure("rate_limited", { message: `at most ${quota}` }));
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  // The limit that refused, among any other the request counted against (an import: also writes).
  expect(response.headers.get("ratelimit-policy")).toMatch(new RegExp(`(^|, )"${policy}";q=${quota};w=\\d+(, |$)`));
  expect(response.headers.get("ratelimit")).toMatch(new RegExp(`(^|, )"${policy}";r=0;t=\\d+(, |$)`));
};

describe.each(targets)("rate limits on $name", (target) => {
  let api: Api;
  let other: Api; // a second instance of the functions, on the same database
  beforeAll(async () => {
    const limits = { writesPerMinute: 3, importsPerHour: 2, anonymousReadsPerMinute: 3 };
    api = await startApi(target, { config: { rateLimits: limits, anonymousCacheMs: 1_000, clientAddressHeader: "x-client-address" } });
    other = await startApi(target, { db: { ...api.db, close: async () => {} }, config: { rateLimits: limits } });
  });
  afterAll(async () => {
    await other?.close();
    await api?.close();
  });

  it("answers a user's writes past the limit with 429, and writes nothing", async () => {
    for (let i = 1; i <= 3; i++) {
      const created = await api.request("POST", "/resources", { as: "resourcesEditor", body: resource(`limited ${i}`) });
      expect(created.status).toBe(201);
      expect(created.headers.get("ratelimit")).toBe(`"writes";r=${3 - i};t=${created.headers.get("ratelimit")!.split("t=")[1]}`);
    }
    const refused = await api.request("POST", "/resources", { as: "resourcesEditor", body: resource("limited 4") });
    expectLimited(refused, "writes", 3);
    const bulk = await api.request("PATCH", "/resources/bulk", { as: "resourcesEditor", body: { ids: ["b0000000-0000-4000-8000-000000000001"], set: { is_active: true } } });
    expectLimited(bulk, "writes", 3);
    expect(await api.db.query("select title from resources where title = 'limited 4'")).toEqual([]);
    // Another user, and the secret key, still write.
    expect((await api.request("POST", "/resources", { as: "editor", body: resource("another user") })).status).toBe(201);
    expect((await api.request("POST", "/resources", { as: "secret", body: resource("the service") })).status).toBe(201);
  });

  it("limits a user who may not write before asking the database about it", async () => {
    for (let i = 0; i < 3; i++) expect((await api.request("POST", "/resources", { as: "member", body: resource("x") })).status).toBe(403);
    expectLimited(await api.request("POST", "/resources", { as: "member", body: resource("x") }), "writes", 3);
  });

  it("limits the imports of a user who may not import before asking the database about it, as writes are", async () => {
    const upload = () => api.request("POST", "/opportunities/import", { as: "noRole", body: csv("no-role-1"), headers: { "content-type": "text/csv" } });
    for (let i = 0; i < 3; i++) expect((await upload()).status).toBe(403);
    expectLimited(await upload(), "writes", 3);
  });

  it("answers an address's uncached anonymous reads past the limit with 429; cached answers are free", async () => {
    const from = (address: string, path: string) => api.request("GET", path, { headers: { "x-client-address": address } });
    for (let i = 1; i <= 3; i++) expect((await from("203.0.113.7", `/resources?limit=${i}`)).status).toBe(200);
    expectLimited(await from("203.0.113.7", "/resources?limit=4"), "anonymous-reads", 3);
    expect((await from("203.0.113.7", "/resources?limit=1")).status).toBe(200); // answered by the cache
    expect((await from("198.51.100.1", "/resources?limit=4")).status).toBe(200); // another address
    expect((await api.request("GET", "/resources?limit=5", { as: "member" })).status).toBe(200); // signed in: not limited
  });

  it("keys anonymous reads on one valid address only: a forged list or a non-address shares one bucket, IPv6 counts by its /48", async () => {
    const from = (address: string, path: string) => api.request("GET", path, { headers: { "x-client-address": address } });
    // A list naming a victim is not the victim: it lands in the shared bucket, and the victim reads on.
    for (let i = 1; i <= 3; i++) expect((await from(`198.51.100.1, 192.0.2.${i}`, `/resources?limit=${10 + i}`)).status).toBe(200);
    expectLimited(await from("not an address", "/resources?limit=14"), "anonymous-reads", 3); // the same bucket
    expectLimited(await from("", "/resources?limit=15"), "anonymous-reads", 3);
    expect((await from("192.0.2.1", "/resources?limit=16")).status).toBe(200);
    // One /48 is one site, however many of its /56s and /64s they use; the next /48 is another.
    for (let i = 1; i <= 3; i++) expect((await from(`2001:db8:7:${i}00::${i}`, `/resources?limit=${20 + i}`)).status).toBe(200);
    expectLimited(await from("2001:DB8:7:ffff:ffff:ffff:ffff:fffe", "/resources?limit=24"), "anonymous-reads", 3);
    expect((await from("2001:db8:8::1", "/resources?limit=25")).status).toBe(200);
    // An IPv4-mapped or -translated IPv6 address is its IPv4 address.
    for (let i = 1; i <= 2; i++) expect((await from("203.0.113.8", `/resources?limit=${30 + i}`)).status).toBe(200);
    expect((await from("::ffff:0:203.0.113.8", "/resources?limit=33")).status).toBe(200);
    expectLimited(await from("::ffff:203.0.113.8", "/resources?limit=34"), "anonymous-reads", 3);
  });

  it("counts a user's imports across instances, in the database", async () => {
    const upload = (instance: Api, id: string) =>
      instance.request("POST", "/opportunities/import", { as: "opportunitiesEditor", body: csv(id), headers: { "content-type": "text/csv" } });
    const first = await upload(api, "limit-1");
    expect(first.status).toBe(200);
    // Both limits it counts against are told, each with what is left of it.
    expect(first.headers.get("ratelimit")).toMatch(/^"imports";r=1;t=\d+, "writes";r=2;t=\d+$/);
    expect((await upload(other, "limit-2")).status).toBe(200);
    expectLimited(await upload(api, "limit-3"), "imports", 2);
    expectLimited(await upload(other, "limit-3"), "imports", 2);
    expect(await api.db.query("select 1 from opportunities where external_id = 'limit-3'")).toEqual([]);
    // The secret key (servers and importers) is not limited.
    expect((await other.request("POST", "/opportunities/import", { as: "secret", body: csv("limit-4"), headers: { "content-type": "text/csv" } })).status)
      .toBe(200);
  });
});

describe("a window counter", () => {
  it("allows the quota in a window, refuses without counting, and starts again with the next window", () => {
    let now = 0;
    const take = windowCounter({ name: "t", quota: 2, windowSeconds: 60, what: "tests" }, () => now);
    expect([take("a"), take("a"), take("a")].map((s) => s.allowed)).toEqual([true, true, false]);
    expect(take("b").allowed).toBe(true);
    now = 59_000;
    expect(take("a")).toEqual({ allowed: false, remaining: 0, resetSeconds: 1 });
    now = 60_000;
    expect(take("a")).toEqual({ allowed: true, remaining: 1, resetSeconds: 60 });
  });
});
