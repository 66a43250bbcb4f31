// Deadlines in every calendar (GET /opportunities/calendar.ics, read back with ical.js, a parser
// written by others) and feed readers told at once through a WebSub hub (WEBSUB_HUB).
import { createServer, type Server } from "node:http";
import ICAL from "ical.js";
import LinkHeader from "http-link-header";
import { createWebSub } from "@dwk/websub";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, startApi } from "./support/api.ts";
import { expectAnswer, failure } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

const page = "https://club.example.org/opportunities/{id}";

/** The calendar's events, by UID, as ical.js reads them. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      end: event.endDate.toString(),
      sequence: event.sequence,
      url: vevent.getFirstPropertyValue("url"),
      stamp: String(vevent.getFirstPropertyValue("dtstamp")),
      lastModified: String(vevent.getFirstPropertyValue("last-modified")),
    };
  });
  return { calendar, events };
}

/**
 * What a strict reader of RFC 5545 refuses: a line not ended by CRLF (the last included, 3.1), a
 * bare CR or LF, a line over 75 octets, components not nested, a calendar without VERSION and
 * PRODID, an event without UID and DTSTAMP (3.6.1).
 */
function strictCalendarProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith("\r\n")) problems.push("the last line does not end with CRLF");
  const lines = text.split("\r\n").slice(0, -1);
  if (lines.some((line) => /[\r\n]/.test(line))) problems.push("a bare CR or LF");
  if (lines.some((line) => Buffer.byteLength(line) > 75)) problems.push("a line over 75 octets");
  const unfolded = lines.reduce<string[]>((all, line) => (/^[ \t]/.test(line) ? (all[all.length - 1] += line.slice(1)) : all.push(line), all), []);
  const open: { name: string; props: Set<string> }[] = [];
  for (const line of unfolded) {
    const [, name = "", value = ""] = /^([A-Za-z0-9-]+)[;:](.*)$/.exec(line) ?? [];
    if (!name) problems.push(`not a content line: ${line}`);
    if (name === "BEGIN") open.push({ name: value, props: new Set() });
    else if (name === "END") {
      const component = open.pop();
      if (component?.name !== value) problems.push(`END:${value} closes ${component?.name}`);
      const needs = value === "VCALENDAR" ? ["VERSION", "PRODID"] : value === "VEVENT" ? ["UID", "DTSTAMP", "DTSTART"] : [];
      for (const prop of needs) if (!component?.props.has(prop)) problems.push(`${value} without ${prop}`);
    } else open.at(-1)?.props.add(name.toUpperCase());
  }
  if (open.length) problems.push("components left open");
  return problems;
}

describe.each(targets)("the deadlines calendar on $name", (target) => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(target, { config: { anonymousCacheMs: 0, publicSite: { pages: { PUBLIC_OPPORTUNITY_URL: page } } } });
  });
  afterAll(async () => {
    await api?.close();
  });

  const create = async (body: Record<string, unknown>) =>
    expectAnswer(await api.request("POST", "/opportunities", {
      as: "editor",
      body: { link_url: "https://jobs.example.org/apply", is_active: true, website_viewable: true, ...body },
    }), 201);
  const calendarOf = async (query = "") => {
    const response = await api.request("GET", `/opportunities/calendar.ics${query}`);
    expect(response.status, response.text).toBe(200);
    return { response, ...readCalendar(response.text) };
  };
  /** UIDs name the project's host (SUPABASE_URL's), the same from every instance. */
  const projectHost = "127.0.0.1:54321";

  it("holds an all-day event for each date of the published opportunities, with a stable UID", async () => {
    const { id, updated_at } = await create({ title: "Summer internship, Leeds", category: "Internship", company_name: "Acme", opens_on: "2099-01-10", closes_on: "2099-02-28" });
    const { response, calendar, events } = await calendarOf();
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Opportunities");
    expect(String(calendar.getFirstPropertyValue("refresh-interval"))).toBe("PT1H");
    const mine = events.filter((e) => e.uid.startsWith(id));
    expect(mine).toEqual([
      {
        uid: `${id}-opens@${projectHost}`, summary: "Opens: Summer internship, Leeds", start: "2099-01-10", allDay: true, end: "2099-01-11",
        sequence: 0, url: page.replace("{id}", id), stamp: expect.any(String), lastModified: expect.any(String),
      },
      {
        uid: `${id}-closes@${projectHost}`, summary: "Closes: Summer internship, Leeds", start: "2099-02-28", allDay: true, end: "2099-03-01",
        sequence: 0, url: page.replace("{id}", id), stamp: expect.any(String), lastModified: expect.any(String),
      },
    ]);
    expect(Date.parse(mine[0]!.lastModified)).toBe(Math.floor(Date.parse(updated_at) / 1000) * 1000);
    expect(mine[0]!.stamp).toBe(mine[0]!.lastModified);
    expect(strictCalendarProblems(response.text)).toEqual([]);
  });

  it("moves SEQUENCE and LAST-MODIFIED when the dates move, keeping the UID", async () => {
    const { id } = await create({ title: "Moving deadline", closes_on: "2099-05-01" });
    const before = (await calendarOf(`?id=${id}`)).events;
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // LAST-MODIFIED is to the second
    expectAnswer(await api.request("PATCH", `/opportunities?id=${id}`, { as: "editor", body: { closes_on: "2099-05-08" } }));
    const after = (await calendarOf(`?id=${id}`)).events;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ uid: before[0]!.uid, start: "2099-05-08", sequence: 1 });
    expect(Date.parse(after[0]!.lastModified)).toBeGreaterThan(Date.parse(before[0]!.lastModified));
    expectAnswer(await api.request("PATCH", `/opportunities?id=${id}`, { as: "editor", body: { title: "Renamed" } }));
    expect((await calendarOf(`?id=${id}`)).events[0]).toMatchObject({ summary: "Closes: Renamed", sequence: 1 });
  });

  it("drops withdrawn, deleted and unpublished ones, and filters as the list does", async () => {
    const gone = await create({ title: "Withdrawn later", closes_on: "2099-06-01" });
    const deleted = await create({ title: "Deleted later", closes_on: "2099-06-01" });
    const draft = await create({ title: "Draft with a date", closes_on: "2099-06-01", website_viewable: false });
    const club = await create({ title: "Zyxquorum club role", category: "Club Role", closes_on: "2099-06-02" });
    const intern = await create({ title: "Zyxquorum internship", category: "Internship", closes_on: "2099-06-02" });
    const uids = async (query = "") => (await calendarOf(query)).events.map((e) => e.uid.split("-closes@")[0]!.split("-opens@")[0]);
    expect(await uids()).toEqual(expect.arrayContaining([gone.id, deleted.id, club.id]));
    expectAnswer(await api.request("PATCH", `/opportunities?id=${gone.id}`, { as: "editor", body: { is_active: false } }));
    expectAnswer(await api.request("DELETE", `/opportunities?id=${deleted.id}`, { as: "editor" }));
    const now = await uids();
    for (const id of [gone.id, deleted.id, draft.id]) expect(now).not.toContain(id);
    expect(await uids("?category=Club%20Role")).toContain(club.id);
    expect(await uids("?category=Club%20Role")).not.toContain(intern.id);
    expect(await uids("?q=zyxquorum%20rol")).toEqual([club.id]);
    expect((await api.request("GET", `/opportunities/calendar.ics?id=${gone.id}`)).body).toMatchObject(failure("not_found"));
    expect((await api.request("GET", "/opportunities/calendar.ics?category=Nope")).status).toBe(400);
  });

  it("is cached and ETagged like the feeds", async () => {
    const first = await api.request("GET", "/opportunities/calendar.ics");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(first.headers.get("cache-control")).toMatch(/public/);
    const again = await api.request("GET", "/opportunities/calendar.ics", { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
  });
});

/**
 * A WebSub hub that records the pings it is sent (it fails while `failing`) and, as a hub does,
 * fetches each topic it is told of (at `served`, the instance under test) and checks that the
 * topic names this hub and itself in its Link headers (WebSub 4, read with http-link-header).
 */
async function fakeHub() {
  const pings: URLSearchParams[] = [];
  const problems: string[] = [];
  let failing = false;
  let served = "";
  let url = "";
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (c) => (body += c));
    request.on("end", async () => {
      const ping = new URLSearchParams(body);
      pings.push(ping);
      const topics = ping.getAll("hub.url");
      if (topics.length !== 1) problems.push(`a ping with ${topics.length} hub.url`);
      for (const topic of topics) {
        const fetched = await fetch(`${served}${new URL(topic).pathname}${new URL(topic).search}`);
        const links = LinkHeader.parse(fetched.headers.get("link") ?? "");
        if (links.get("rel", "hub")[0]?.uri !== url) problems.push(`${topic} names no rel=hub ${url}`);
        if (links.get("rel", "self")[0]?.uri !== topic) problems.push(`${topic} names another rel=self: ${links.get("rel", "self")[0]?.uri}`);
      }
      response.writeHead(failing ? 500 : 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hub`;
  return {
    url,
    pings,
    problems,
    serving: (origin: string) => (served = origin),
    fail: (on: boolean) => (failing = on),
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}

/**
 * A WebSub hub from npm (`@dwk/websub`, a Worker's fetch handler) served over HTTP, its queue a
 * list: what it accepts and the distributions it plans. It reads one `hub.url` a request.
 */
async function npmHub(topics: string[]) {
  const jobs: { kind: string; topic?: string }[] = [];
  const answers: number[] = [];
  const env = { WEBSUB_QUEUE: { send: async (job: { kind: string; topic?: string }) => void jobs.push(job) } };
  let url = "";
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c) => chunks.push(c));
    request.on("end", async () => {
      const hub = createWebSub({ baseUrl: url, allowedTopics: topics, log: () => {} } as Parameters<typeof createWebSub>[0]);
      const answer = await hub(new Request(`${url}${request.url}`, {
        method: request.method, headers: request.headers as Record<string, string>, body: Buffer.concat(chunks),
      }), env as never, {} as never);
      answers.push(answer.status);
      response.writeHead(answer.status).end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { url, jobs, answers, close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))) };
}

describe.each(targets)("WebSub with a hub from npm on $name", (target) => {
  it("is told of each topic in a ping of its own, and plans one distribution per feed", async () => {
    const topics = ["xml", "json"].map((f) => `http://127.0.0.1:54321/functions/v1/opportunities/feed.${f}`);
    const hub = await npmHub(topics);
    const api = await startApi(target, { config: { anonymousCacheMs: 0, websubHub: hub.url } });
    try {
      const deliverDue = async () => expectAnswer(await api.request("POST", "/opportunities/schedule/deliver", { as: "secret" }));
      await deliverDue(); // the seed's publications
      expect(hub.answers.length).toBeGreaterThan(0);
      hub.jobs.splice(0);
      hub.answers.splice(0);
      expectAnswer(await api.request("POST", "/opportunities", {
        as: "editor", body: { title: "Told to the hub", link_url: "https://e.org/h", is_active: true, website_viewable: true },
      }), 201);
      expect((await deliverDue()).hub_pinged).toBe(true);
      expect(hub.answers).toEqual([202, 202]);
      expect(hub.jobs.map((j) => [j.kind, j.topic]).sort()).toEqual(topics.map((t) => ["distribute", t]).sort());
    } finally {
      await api.close();
      await hub.close();
    }
  });
});

describe.each(targets)("WebSub on $name", (target) => {
  let api: Api;
  let hub: Awaited<ReturnType<typeof fakeHub>>;
  beforeAll(async () => {
    hub = await fakeHub();
    api = await startApi(target, { config: { anonymousCacheMs: 0, websubHub: hub.url } });
    hub.serving(api.url);
  });
  afterAll(async () => {
    await api?.close();
    await hub?.close();
  });
  const deliverDue = async () => expectAnswer(await api.request("POST", "/opportunities/schedule/deliver", { as: "secret" }));
  const linksOf = (response: { headers: Headers }) => LinkHeader.parse(response.headers.get("link") ?? "");

  it("names the hub, in the body and the Link headers, in the opportunities' unfiltered feeds only", async () => {
    const xml = await api.request("GET", "/opportunities/feed.xml");
    const json = await api.request("GET", "/opportunities/feed.json");
    expect(xml.text).toContain(`<link rel="hub" href="${hub.url}"/>`);
    expect(json.body.hubs).toEqual([{ type: "WebSub", url: hub.url }]);
    for (const [feed, path] of [[xml, "feed.xml"], [json, "feed.json"]] as const) {
      expect(linksOf(feed).get("rel", "hub").map((l) => l.uri)).toEqual([hub.url]);
      expect(linksOf(feed).get("rel", "self").map((l) => new URL(l.uri).pathname)).toEqual([`/functions/v1/opportunities/${path}`]);
    }
    expect(xml.text).toContain(`<link rel="self" type="application/atom+xml" href="${linksOf(xml).get("rel", "self")[0]!.uri}"/>`);
    expect(json.body.feed_url).toBe(linksOf(json).get("rel", "self")[0]!.uri);
    // A filtered feed is a topic no one pings: it names no hub.
    for (const path of ["/opportunities/feed.xml?category=Internship", "/opportunities/feed.json?q=data", "/opportunities/feed.json?limit=5", "/resources/feed.xml"]) {
      const filtered = await api.request("GET", path);
      expect(filtered.status).toBe(200);
      expect([path, filtered.headers.get("link")]).toEqual([path, null]);
      expect(filtered.text).not.toContain(hub.url);
    }
  });

  it("tells the hub once of new publications, one ping per topic, and again when it failed", async () => {
    await deliverDue(); // the seed's publications
    hub.pings.splice(0);
    expect((await deliverDue()).hub_pinged).toBe(false);
    expectAnswer(await api.request("POST", "/opportunities", {
      as: "editor", body: { title: "Pinged", link_url: "https://e.org/p", is_active: true, website_viewable: true },
    }), 201);
    hub.fail(true);
    expect((await deliverDue()).hub_pinged).toBe(false);
    hub.fail(false);
    expect((await deliverDue()).hub_pinged).toBe(true);
    expect((await deliverDue()).hub_pinged).toBe(false);
    expect(hub.pings).toHaveLength(4);
    expect(hub.pings.every((ping) => ping.get("hub.mode") === "publish")).toBe(true);
    // The feeds' URLs in the project (SUPABASE_URL), as a deployed feed names itself.
    expect(hub.pings.slice(2).map((ping) => new URL(ping.get("hub.url")!).pathname).sort())
      .toEqual(["/functions/v1/opportunities/feed.json", "/functions/v1/opportunities/feed.xml"]);
    expect(hub.problems).toEqual([]);
  });
});
