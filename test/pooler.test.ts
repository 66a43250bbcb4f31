// Behind a transaction-mode pooler (CI's PgBouncer, in front of PostgreSQL 17, standing in for
// Supavisor): the production adapter as deployed (prepare: false, its default pool of 5) under 50
// concurrent clients, through a pooler that holds 5 server connections. No request hangs or is
// refused: a request past its deadline would answer 503, so every 2xx came in time (how long they
// take is bench:api's to measure, not a test's on a busy machine).
import process from "node:process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, startApi } from "./support/api.ts";
import { targets } from "./support/targets.ts";

const server = targets.find((t) => t.name !== "PGlite");

describe.skipIf(!process.env.POOLER_URL || !server)("through a transaction-mode pooler", { tags: ["server"] }, () => {
  let api: Api;
  beforeAll(async () => (api = await startApi(server!)));
  afterAll(() => api?.close());

  it("answers 50 concurrent clients, reading and writing, each within its deadline", async () => {
    // Each kind of request once first: what is measured is the pooler under concurrency, not a
    // cold instance's first answers (first-answer.test.ts), which a burst of 50 on a busy machine
    // can hold past the anonymous deadline of 3 s.
    for (const warm of [
      api.request("GET", "/opportunities?limit=1"),
      api.request("GET", "/resources?limit=1", { as: "editor" }),
      api.request("POST", "/resources", { as: "editor", body: { title: "warm-up", category: "Pool", link_url: "https://e.org/p" } }),
    ]) expect((await warm).status).toBeLessThan(300);
    const outcomes: { status: number }[] = [];
    const client = async (n: number) => {
      for (let i = 0; i < 8; i++) {
        const response = i % 4 === 3
          ? await api.request("POST", "/resources", { as: "editor", body: { title: `pooled ${n}-${i}`, category: "Pool", link_url: "https://e.org/p" } })
          : i % 2
          ? await api.request("GET", `/resources?limit=${1 + ((n + i) % 50)}`, { as: "editor" }) // uncached: signed in
          // Anonymous, mostly misses; pages of up to 200, below what takes a turn for large answers (large-answers.ts).
          : await api.request("GET", `/opportunities?limit=${1 + ((n * 8 + i) % 200)}`);
        outcomes.push({ status: response.status });
      }
    };
    await Promise.all(Array.from({ length: 50 }, (_, n) => client(n)));
    expect(outcomes).toHaveLength(400);
    expect(outcomes.filter((o) => o.status >= 300)).toEqual([]);
    expect(await api.db.query("select count(*)::int as n from resources where title like 'pooled %'")).toEqual([{ n: 100 }]);
  });
});
