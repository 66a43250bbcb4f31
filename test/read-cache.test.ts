// The instance's cache of anonymous reads: at most 1 s, keyed by the request as its route reads it, anonymous
// callers only, cleared by a committed write through the instance (and by nothing else), and a
// matching If-None-Match answered from it without the database; and the turns large answers take.
import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../functions/_shared/database/database.ts";
import { type Api, startApi } from "./support/api.ts";
import { manualClock } from "./support/clock.ts";
import { targets } from "./support/targets.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const list = "/resources?website_viewable=true&is_active=true";

/** A read of a page past 200 records (`limit` and the one more that says whether a next page exists). */
const largeRead = (script: string) => Number(/ limit '?(\d+)/.exec(script)?.[1] ?? 0) > 201;

/**
 * Counts the reads that reach the database (anonymous reads' own connection too), and can hold
 * them back for a while; large reads (pages past 200 records) also on their own.
 */
function countReads(db: Database) {
  const counter = { reads: 0, delayMs: 0, delayLargeMs: 0, unavailable: false, running: 0, mostAtOnce: 0, largeRunning: 0, mostLargeAtOnce: 0 };
  const counted = (script: Database["script"]): Database["script"] => async (sql, options) => {
    const large = largeRead(sql);
    counter.reads++;
    counter.mostAtOnce = Math.max(counter.mostAtOnce, ++counter.running);
    if (large) counter.mostLargeAtOnce = Math.max(counter.mostLargeAtOnce, ++counter.largeRunning);
    try {
      const { delayMs, delayLargeMs, unavailable } = counter;
      const rows = unavailable ? undefined : await script(sql, options);
      if (delayMs || (large && delayLargeMs)) await sleep(large && delayLargeMs ? delayLargeMs : delayMs);
      // What the adapter throws when the database took no work in time (postgres.ts).
      if (unavailable) throw Object.assign(new Error("The database did not take the work in time."), { code: "CONNECT_TIMEOUT" });
      return rows as never;
    } finally {
      counter.running--;
      if (large) counter.largeRunning--;
    }
  };
  db.script = counted(db.script);
  return counter;
}

describe.each(targets)("the anonymous read cache on $name", (target) => {
  let api: Api;
  let counter: ReturnType<typeof countReads>;
  // Held still: a busy machine's pause between two requests must not expire what is kept.
  let clock: ReturnType<typeof manualClock>;
  const touch = (title: string) =>
    api.db.query("update resources set title = $1 where id = (select id from resources where website_viewable and is_active order by id limit 1)", [title]);

  beforeAll(async () => {
    api = await startApi(target, { config: { anonymousCacheMs: 1_000 } });
    counter = countReads(api.functionsDb);
    clock = manualClock();
  });
  afterAll(() => (clock?.restore(), api?.close()));
  // Every test starts with an empty cache: a write through the instance clears it.
  afterEach(async () => {
    counter.delayMs = 0;
    counter.delayLargeMs = 0;
    counter.mostLargeAtOnce = 0;
    counter.unavailable = false;
    await api.request("PATCH", "/resources/bulk", { as: "editor", body: { ids: ["00000000-0000-4000-8000-000000000000"], set: { is_active: true } } });
    counter.reads = 0;
    counter.mostAtOnce = 0;
  });

  it("answers a repeated anonymous read, and a matching If-None-Match, without the database", async () => {
    const first = await api.request("GET", list);
    const again = await api.request("GET", list, { as: "publishable" });
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(again.headers.get("cache-control")).toBe("public, max-age=4, stale-while-revalidate=5");
    expect(again.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    const notModified = await api.request("GET", list, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(first.headers.get("etag"));
    expect((await api.request("HEAD", list)).status).toBe(200);
    expect(counter.reads).toBe(1);
  });

  it("never gives an anonymous answer to a signed-in caller, nor theirs to anyone", async () => {
    const anonymous = await api.request("GET", "/resources");
    const editor = await api.request("GET", "/resources", { as: "editor" });
    const editorAgain = await api.request("GET", "/resources", { as: "editor" });
    const member = await api.request("GET", "/resources", { as: "member" });
    const anonymousAgain = await api.request("GET", "/resources");
    // The editor sees hidden and inactive resources; anonymous callers only public ones.
    expect(editor.body.data.length).toBeGreaterThan(anonymous.body.data.length);
    expect(anonymous.body.data.every((r: { website_viewable: boolean; is_active: boolean }) => r.website_viewable && r.is_active)).toBe(true);
    expect(editorAgain.body).toEqual(editor.body);
    expect(member.status).toBe(200);
    expect(member.headers.get("cache-control")).toBe("private, no-store");
    expect(anonymousAgain.body).toEqual(anonymous.body);
    expect(editor.headers.get("cache-control")).toBe("private, no-store");
    expect(counter.reads).toBe(4); // anonymous once; editor twice; member once
  });

  it("still refuses a key that is not the project's, however fresh the answer", async () => {
    await api.request("GET", list);
    const forged = await api.request("GET", list, { headers: { apikey: "sb_publishable_forged" } });
    expect(forged.status).toBe(401);
  });

  it("keys by the whole request: each filter and page gets its own answer", async () => {
    const one = await api.request("GET", "/resources?limit=1");
    const two = await api.request("GET", "/resources?limit=2");
    const next = await api.request("GET", `/resources?limit=1&cursor=${one.body.next_cursor}`);
    const hidden = await api.request("GET", "/resources?website_viewable=false");
    expect(one.body.data).toHaveLength(1);
    expect(two.body.data).toHaveLength(2);
    expect(next.body.data).toEqual([two.body.data[1]]);
    expect(hidden.body.data).toEqual([]);
    expect((await api.request("GET", "/resources?limit=1")).body).toEqual(one.body);
    expect(counter.reads).toBe(4);
  });

  it("never answers one spelling of a query with another's: parameters are keyed as sent, not decoded", async () => {
    for (const category of ["%zzA", "a b", "a+b", "A", "%FF", "\uFFFD"]) {
      const created = await api.request("POST", "/resources", {
        as: "editor",
        body: { title: `Spelt ${category}`, category, link_url: "https://example.org/spelt", website_viewable: true },
      });
      expect(created.status).toBe(201);
    }
    const titles = (response: { body: { data?: { title: string }[] } }) => response.body.data?.map((r) => r.title) ?? response.body;
    const pairs = [
      ["category=%FF", "category=%EF%BF%BD"], // a byte that is not UTF-8, and the replacement character
      ["category=%zz%41", "category=%25zzA"],
      ["category=a+b", "category=a%2Bb"],
      ["category=%41", "category=A"],
    ];
    for (const [first, second] of pairs) {
      const query = (category: string) => `/resources?${category}&website_viewable=true`;
      // Each spelling's own answer, with nothing kept (a committed write clears the cache)...
      await api.request("PATCH", "/resources/bulk", { as: "editor", body: { ids: ["b0000000-0000-4000-8000-000000000001"], set: { is_active: true } } });
      const own = titles(await api.request("GET", query(second!)));
      // ...is what it gets right after the other spelling was answered and kept.
      await api.request("PATCH", "/resources/bulk", { as: "editor", body: { ids: ["b0000000-0000-4000-8000-000000000001"], set: { display_order: 0 } } });
      await api.request("GET", query(first!));
      expect(titles(await api.request("GET", query(second!))), `${first} then ${second}`).toEqual(own);
    }
  });

  it("is cleared by every write through the instance that committed", async () => {
    const before = await api.request("GET", list);
    const created = await api.request("POST", "/resources", {
      as: "editor",
      body: { title: "Cache buster", category: "Talks", link_url: "https://e.org/c", website_viewable: true, is_active: true },
    });
    expect(created.status).toBe(201);
    const after = await api.request("GET", list);
    expect(after.body.data).toHaveLength(before.body.data.length + 1);
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    await api.request("DELETE", `/resources?id=${created.body.data.id}`, { as: "editor" });
    expect((await api.request("GET", list)).body).toEqual(before.body);
  });

  it("is kept through writes refused before they wrote: no one without write access can keep it empty", async () => {
    const first = await api.request("GET", list);
    await touch("Changed while refused writes came in"); // behind the instance's back
    const resource = first.body.data[0].id;
    const body = { title: "Refused", category: "Talks", link_url: "https://e.org/r" };
    expect((await api.request("POST", "/resources", { body })).status).toBe(401);
    expect((await api.request("POST", "/resources", { as: "publishable", body })).status).toBe(401);
    expect((await api.request("PUT", `/resources?id=${resource}`, { as: "member", body })).status).toBe(403);
    expect((await api.request("DELETE", `/resources?id=${resource}`, { as: "opportunitiesEditor" })).status).toBe(403);
    expect((await api.request("POST", "/resources", { as: "editor", body: { ...body, title: " " } })).status).toBe(400);
    expect((await api.request("POST", "/nothing/here", { as: "editor", body })).status).toBe(404);
    // The title changed in the database: only the kept answer still has the old one.
    const after = await api.request("GET", list);
    expect(after.body).toEqual(first.body);
    expect(after.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("never keeps an answer read before a write through the instance finished", async () => {
    counter.delayMs = 300; // the read is answered by the database, then held back
    const slowRead = api.request("GET", list);
    await sleep(100);
    counter.delayMs = 0;
    const created = await api.request("POST", "/resources", {
      as: "editor",
      body: { title: "Written meanwhile", category: "Talks", link_url: "https://e.org/m", website_viewable: true, is_active: true },
    });
    const stale = await slowRead;
    expect(stale.body.data.map((r: { id: string }) => r.id)).not.toContain(created.body.data.id);
    const fresh = await api.request("GET", list);
    expect(fresh.body.data.map((r: { id: string }) => r.id)).toContain(created.body.data.id);
    await api.request("DELETE", `/resources?id=${created.body.data.id}`, { as: "editor" });
  });

  it("runs one read for concurrent misses of one URL, whatever the order of its parameters", async () => {
    counter.delayMs = 200; // the first read is held, so the others arrive while it runs
    const paths = ["/resources?website_viewable=true&is_active=true", "/resources?is_active=true&website_viewable=true"];
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => api.request("GET", paths[i % 2]!)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(counter.reads).toBe(1);
  });

  it("reads once for every spelling of one query: encoded names and values, empty parts, any order", async () => {
    const spellings = [
      "/resources?website_viewable=true&is_active=true",
      "/resources?%77ebsite_viewable=true&is_active=true",
      "/resources?website_viewable=%74rue&is_active=true&",
      "/resources?&is_active=true&&website_viewable=true",
      // Read the same by the route: a number with a leading zero, a search by its terms.
    ];
    const alike = [["/resources?limit=5&q=Slides", "/resources?limit=05&q=slides", "/resources?q=%20slides%20&limit=005"]];
    const answers = [];
    for (const path of spellings) answers.push(await api.request("GET", path));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.headers.get("etag"))).size).toBe(1);
    expect(counter.reads).toBe(1);
    for (const paths of alike) {
      counter.reads = 0;
      const same = [];
      for (const path of paths) same.push(await api.request("GET", path));
      expect(same.map((a) => a.status)).toEqual(paths.map(() => 200));
      expect(new Set(same.map((a) => a.headers.get("etag"))).size).toBe(1);
      expect(counter.reads).toBe(1);
    }
  });

  /** `work` with 250 more published resources titled "Slides ...": lists past 200 records are large. */
  const withManyRows = async (work: () => Promise<void>) => {
    await api.db.exec(`insert into resources (title, category, link_url, website_viewable, is_active)
      select 'Slides ' || i, 'Talks', 'https://e.org/many/' || i, true, true from generate_series(1, 250) i`);
    try {
      await work();
    } finally {
      await api.db.exec("delete from resources where link_url like 'https://e.org/many/%'");
    }
  };

  it("builds at most two large answers at once; another waits its turn, and past 2 s answers 503", () =>
    withManyRows(async () => {
      counter.delayLargeMs = 3_500; // each large read holds its turn this long, well past the third one's 2 s wait
      const answers = await Promise.all([201, 202, 203].map((limit) => api.request("GET", `/resources?limit=${limit}`)));
      expect(counter.mostLargeAtOnce).toBe(2);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 503]);
      const busy = answers.find((a) => a.status === 503)!;
      expect([busy.body.error.code, busy.headers.get("retry-after")]).toEqual(["service_unavailable", "1"]);
      counter.delayLargeMs = 300;
      counter.mostLargeAtOnce = 0;
      // A large answer that gets its turn within the wait is answered.
      const more = await Promise.all([301, 302, 303].map((limit) => api.request("GET", `/resources?limit=${limit}`)));
      expect(more.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(counter.mostLargeAtOnce).toBe(2);
    }));

  it("never makes a small answer wait for a turn: a long list of a few records, or a short page", () =>
    withManyRows(async () => {
      counter.delayLargeMs = 1_500;
      const done: string[] = [];
      const large = [301, 302].map((limit) => api.request("GET", `/resources?limit=${limit}`).then((a) => (done.push("large"), a)));
      await sleep(200);
      // Both turns held: a page of 200, and a long list of the few records a filter leaves, answer at once.
      const small = await Promise.all(["/resources?limit=200", "/resources?limit=900&category=Workshops"].map((path) => api.request("GET", path)));
      done.push("small");
      expect(small.map((a) => a.status)).toEqual([200, 200]);
      expect((await Promise.all(large)).map((a) => a.status)).toEqual([200, 200]);
      expect(done).toEqual(["small", "large", "large"]);
    }));

  it("answers the website's default list while strangers' large reads hold every turn", () =>
    withManyRows(async () => {
      counter.delayLargeMs = 2_600; // each large read holds its turn past another's 2 s wait
      const strangers = [201, 202, 203].map((limit) => api.request("GET", `/resources?limit=${limit}&q=slides`));
      await sleep(300);
      // The website's own list (its default page of 1,000, large too): a turn of its own.
      const website = await api.request("GET", "/resources?website_viewable=true&is_active=true");
      expect(website.status).toBe(200);
      expect((await Promise.all(strangers)).map((a) => a.status).sort()).toEqual([200, 200, 503]);
      expect(counter.mostLargeAtOnce).toBe(3);
    }));

  it("answers the reads that waited for one the database could not take with its 503, at once", async () => {
    counter.unavailable = true;
    counter.delayMs = 300; // the database does not answer for a while, then the read gives up
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.request("GET", list)));
    expect(answers.map((a) => [a.status, a.body.error.code, a.headers.get("retry-after")])).toEqual(
      Array(10).fill([503, "service_unavailable", "1"]),
    );
    expect(counter.reads).toBe(1); // not one more wait for each reader behind it
  });

  it("never joins a read that began before a write through the instance committed", async () => {
    counter.delayMs = 300;
    const early = api.request("GET", list);
    await sleep(50);
    counter.delayMs = 0;
    const created = await api.request("POST", "/resources", {
      as: "editor",
      body: { title: "Joined late", category: "Talks", link_url: "https://e.org/j", website_viewable: true, is_active: true },
    });
    const late = await api.request("GET", list);
    expect(late.body.data.map((r: { id: string }) => r.id)).toContain(created.body.data.id);
    await early;
    await api.request("DELETE", `/resources?id=${created.body.data.id}`, { as: "editor" });
  });

  it("never keeps an answer longer than 1 s", async () => {
    const first = await api.request("GET", list);
    await touch("Changed behind the instance's back");
    const cached = await api.request("GET", list);
    expect(cached.body).toEqual(first.body); // written elsewhere: the instance cannot know yet
    clock.advance(999);
    expect((await api.request("GET", list)).body).toEqual(first.body);
    clock.advance(2);
    const later = await api.request("GET", list);
    expect(later.body.data.map((r: { title: string }) => r.title)).toContain("Changed behind the instance's back");
    expect(counter.reads).toBe(2);
  });
});

describe("ANON_CACHE_MS=0", () => {
  let api: Api;
  beforeAll(async () => (api = await startApi(targets[0]!, { config: { anonymousCacheMs: 0 } })));
  afterAll(() => api?.close());

  it("turns the cache off: every read reaches the database, and ETags still work", async () => {
    const counter = countReads(api.functionsDb);
    const first = await api.request("GET", list);
    const notModified = await api.request("GET", list, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(notModified.status).toBe(304);
    expect(counter.reads).toBe(2);
  });

  it("tags every answer with the SHA-1 of its own text, one changed to text of the same length too", async () => {
    const read = async (headers: Record<string, string> = {}) => {
      const response = await fetch(`${api.url}/functions/v1${list}`, { headers: { ...api.headersFor("nobody"), ...headers } });
      const text = await response.text();
      return { status: response.status, etag: response.headers.get("etag"), text };
    };
    const sha1 = (text: string) => `"${createHash("sha1").update(text).digest("hex")}"`;
    const first = await read();
    expect(first.etag).toBe(sha1(first.text));
    expect((await read()).etag).toBe(first.etag);
    await api.db.query("update resources set title = upper(title) where website_viewable and is_active");
    const changed = await read({ "if-none-match": first.etag! });
    expect(changed.status).toBe(200);
    expect(changed.text).not.toBe(first.text);
    expect(changed.etag).toBe(sha1(changed.text));
    expect((await read({ "if-none-match": changed.etag! })).status).toBe(304);
  });
});

describe("ANON_CACHE_MS=0 with ANON_CACHE_CONTROL=no-store", () => {
  let api: Api;
  beforeAll(async () => (api = await startApi(targets[0]!, { config: { anonymousCacheMs: 0, anonymousCacheControl: "no-store" } })));
  afterAll(() => api?.close());

  it("tags an answer no cache may keep only when the request asks to compare", async () => {
    const untagged = await api.request("GET", list);
    expect(untagged.status).toBe(200);
    expect(untagged.headers.get("cache-control")).toBe("no-store");
    expect(untagged.headers.get("etag")).toBeNull();
    const compared = await api.request("GET", list, { headers: { "if-none-match": '"not-it"' } });
    expect(compared.status).toBe(200);
    const etag = compared.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect((await api.request("GET", list, { headers: { "if-none-match": etag! } })).status).toBe(304);
  });
});
