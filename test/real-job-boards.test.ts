// Real job boards' payloads, as other projects saved them from the providers' live APIs
// (../shared/job-board-fixtures, each file's origin in its MANIFEST.json; read here, never copied
// in), imported by job sources: every word of each posting stored, its
// pay, work model, country, date posted and company as the payload states them; and each one's
// JSON-LD, embedded in a page as a website would, read by validators written by others (Adobe's
// encoding of Google's JobPosting rules, and JSON-LD expansion against schema.org's context); and,
// once published, each one told to Discord, Slack and a webhook within what those services take,
// and its dates in a calendar that ical.js reads.
import { readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { decodeHTML } from "entities";
import jsonld from "jsonld";
import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, startApi } from "./support/api.ts";
import { expectAnswer } from "./support/envelope.ts";
import { channelReceivers, type Receivers } from "./support/receivers.ts";
import { emailReceiver, type EmailReceiver, linksOf, testEmailKey } from "./support/email-receiver.ts";
import { targets } from "./support/targets.ts";
import { discordText } from "../functions/opportunities/channels/messages.ts";

const shared = new URL("../../shared/", import.meta.url);
const fixtures = new URL("job-board-fixtures/", shared);
const present = existsSync(new URL("MANIFEST.json", fixtures));

interface Board {
  provider: "greenhouse" | "lever" | "ashby" | "smartrecruiters";
  board: string;
  file: string;
  postings: number;
  expect?: "board_fails";
}
// deno-lint-ignore no-explicit-any
type Payload = any;

const readJson = async (path: string) => JSON.parse(await readFile(new URL(path, fixtures), "utf8"));

/** Each board's postings as its provider's API lists them, in one or more answers. */
async function postingsOf(board: Board): Promise<Payload[]> {
  if (board.provider === "greenhouse" || board.provider === "ashby") return (await readJson(board.file)).jobs;
  if (board.provider === "lever") return await readJson(board.file);
  const list = await readJson(`${board.file}postings.json`);
  return Promise.all(list.content.map(async (item: Payload) => {
    const path = `${board.file}postings/${item.id}.json`;
    return existsSync(new URL(path, fixtures)) ? { ...item, ...(await readJson(path)) } : item;
  }));
}

/** A server answering each provider's documented paths with the saved payloads; anything else 404. */
async function boardServer(boards: Board[]) {
  const bodies = new Map<string, string>();
  for (const b of boards) {
    const text = (path: string) => readFile(new URL(path, fixtures), "utf8");
    if (b.provider === "greenhouse") bodies.set(`/v1/boards/${b.board}/jobs?content=true`, await text(b.file));
    if (b.provider === "lever") bodies.set(`/v0/postings/${b.board}?mode=json`, await text(b.file));
    if (b.provider === "ashby") bodies.set(`/posting-api/job-board/${b.board}?includeCompensation=true`, await text(b.file));
    if (b.provider === "smartrecruiters") {
      // Served in pages of 2, as the list-only board's MANIFEST entry says, so paging is walked too.
      const list = await readJson(`${b.file}postings.json`);
      for (let offset = 0; offset < list.content.length; offset += 2) {
        bodies.set(`/v1/companies/${b.board}/postings?limit=100&offset=${offset}`, JSON.stringify({
          ...list, offset, limit: 2, totalFound: list.content.length, content: list.content.slice(offset, offset + 2),
        }));
      }
      for (const item of list.content) {
        const path = `${b.file}postings/${item.id}.json`;
        if (existsSync(new URL(path, fixtures))) bodies.set(`/v1/companies/${b.board}/postings/${item.id}`, await text(path));
      }
    }
  }
  const server: Server = createServer((request, response) => {
    const body = bodies.get(request.url!);
    if (body === undefined) return void response.writeHead(404, { "content-type": "application/json" }).end('{"message":"Not found"}');
    response.writeHead(200, { "content-type": "application/json" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => new Promise((r) => server.close(r)) };
}

/**
 * The letters and digits of a payload's text, read as a browser shows it (the tags out, entities
 * decoded, twice for Greenhouse's escaped HTML): a stored description holds every word of a part
 * when it holds this run of letters, whatever spaces, line breaks and bullets it put between them.
 */
const lettersOf = (html: string | null | undefined) =>
  decodeHTML(decodeHTML(html ?? "").replace(/<[^>]*>/g, " ")).replace(/<[^>]*>/g, " ").replace(/[^\p{L}\p{N}]/gu, "");

/** The parts of a posting's text, each in the order the payload gives them. */
function textParts(provider: Board["provider"], p: Payload): string[] {
  switch (provider) {
    case "greenhouse":
      return [p.content];
    case "lever":
      return [p.descriptionPlain || p.description, ...(p.lists ?? []).flatMap((l: Payload) => [l.text, l.content]), p.additionalPlain || p.additional];
    case "ashby":
      return [p.descriptionPlain || p.descriptionHtml];
    case "smartrecruiters":
      return Object.values(p.jobAd?.sections ?? {}).map((s: Payload) => s?.text);
  }
}

const periods: Record<string, string> = { year: "year", annual: "year", hour: "hour", month: "month", week: "week", day: "day" };
const periodOf = (words: string | undefined) => periods[/(year|annual|hour|month|week|day)/i.exec(words ?? "")?.[1]?.toLowerCase() ?? ""];
const iso = (value: string | number | undefined) => (value === undefined ? null : new Date(value).toISOString());

/** What the payload states of the posting's facts, read from its structured fields. */
function factsOf(provider: Board["provider"], board: string, p: Payload) {
  const pay = (min?: number | null, max?: number | null, currency?: string | null, period?: string) =>
    typeof (min ?? max) === "number" && currency && period
      ? { salary_min: min ?? max, salary_max: max ?? min, salary_currency: currency, salary_period: period }
      : { salary_min: null, salary_max: null, salary_currency: null, salary_period: null };
  const work = (word?: string | null) => ({ onsite: "on_site", remote: "remote", hybrid: "hybrid" } as Record<string, string>)[(word ?? "").toLowerCase().replace(/[^a-z]/g, "")] ?? null;
  switch (provider) {
    case "lever": {
      const r = p.salaryRange;
      return { ...pay(r?.min, r?.max, r?.currency, periodOf(r?.interval)), workplace: work(p.workplaceType), country: p.country ?? null, posted_at: iso(p.createdAt), company_name: board };
    }
    case "ashby": {
      const s = p.compensation?.summaryComponents?.find((c: Payload) => c.compensationType === "Salary");
      const country = p.address?.postalAddress?.addressCountry;
      return {
        ...pay(s?.minValue, s?.maxValue, s?.currencyCode, periodOf(s?.interval)),
        workplace: work(p.workplaceType) ?? (p.isRemote ? "remote" : null),
        country: country === "USA" || country === "United States" ? "US" : country ?? null,
        posted_at: iso(p.publishedAt),
        company_name: board,
      };
    }
    case "greenhouse":
      return { posted_at: iso(p.first_published ?? p.updated_at), company_name: p.company_name ?? board };
    case "smartrecruiters": {
      const c = p.compensation;
      return {
        ...pay(c?.min, c?.max, c?.currency, periodOf(c?.period)),
        workplace: p.location?.remote ? "remote" : p.location?.hybrid ? "hybrid" : "on_site",
        country: p.location?.country?.toUpperCase() ?? null,
        posted_at: iso(p.releasedDate),
        company_name: p.company?.name ?? board,
        // Its language as the board states it (the board's default, English, when it states none).
        language: p.language?.code ?? "en",
      };
    }
  }
}

const schemaOrg = lazyJson(new URL("validators/schemaorg-current-https.jsonld", shared));
const schemaContext = lazyJson(new URL("validators/schemaorgcontext.jsonld", shared));
function lazyJson(url: URL) {
  let value: Promise<Payload> | undefined;
  return () => (value ??= readFile(url, "utf8").then(JSON.parse));
}

/** Google's rules as Adobe's validator encodes them, on the JSON-LD as a page embeds it: its errors. */
async function googleErrors(body: string) {
  const page = `<!doctype html><html><head><script type="application/ld+json">${body}</script></head><body><p>after</p></body></html>`;
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(page);
  const issues: { severity: string; issueMessage: string }[] = await new Validator(await schemaOrg()).validate(extracted);
  return { extracted, errors: issues.filter((i) => i.severity === "ERROR").map((i) => i.issueMessage) };
}

describe.skipIf(!present).each(targets)("real job boards' payloads on $name", { timeout: 120_000 }, (target) => {
  let api: Api;
  let boards: Board[];
  let server: Awaited<ReturnType<typeof boardServer>>;
  let receivers: Receivers;
  let mail: EmailReceiver;
  let alertStart: number;
  const channels = {
    discord: "https://discord.com/api/webhooks/1/real",
    slack: "https://hooks.slack.com/services/T0/B0/real",
    webhook: "https://hooks.example.org/real",
  };
  beforeAll(async () => {
    boards = (await readJson("MANIFEST.json")).boards;
    server = await boardServer(boards);
    receivers = await channelReceivers();
    mail = await emailReceiver();
    const o = server.origin;
    api = await startApi(target, {
      jobBoardOrigins: { greenhouse: o, lever: o, ashby: o, smartrecruiters: o },
      channels: { origins: receivers.origins },
      email: { origin: mail.origin },
      config: {
        publicSite: { pages: { PUBLIC_OPPORTUNITY_URL: "https://club.example/jobs/{id}" }, organization: { name: "Coding Club" }, jobCountry: "GB" },
        email: { apiKey: testEmailKey, from: "Coding Club <jobs@club.example>", dailyLimit: 1_000, signUpsPerHour: 100, pendingPerHour: 1_000 },
      },
    });
    // A confirmed alert for every posting, before anything is published.
    [{ alertStart }] = await api.db.query<{ alertStart: number }>(`insert into job_alerts (email, confirmed_at, confirm_token, matched_through)
      values ('reader@example.org', now() - interval '8 days', null, private.outbox_position()) returning matched_through::int as "alertStart"`) as [{ alertStart: number }];
    // Listening before anything is published.
    for (const [kind, url] of Object.entries(channels)) {
      const made = expectAnswer(await api.request("POST", "/opportunities/channels", { as: "secret", body: { kind, name: kind, url } }), 201);
      if (kind === "webhook") receivers.sign(new URL(url).pathname, made.signing_secret);
    }
  });
  afterAll(async () => {
    await api?.close();
    await server?.close();
    await receivers?.close();
    await mail?.close();
  });

  const stored = (feed: string) =>
    api.db.query<Record<string, Payload>>(
      `select id, external_id, title, description, company_name, salary_min, salary_max, salary_currency, salary_period::text,
              workplace::text, country, to_char(posted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as posted_at, language
       from opportunities where feed = $1`,
      [feed],
    );

  /** Each board's job source, by `<provider>:<board>`. */
  const sources = new Map<string, string>();

  it("stores every posting of every board word for word, with the facts its payload states", async () => {
    let postings = 0;
    for (const board of boards) {
      const from = `${board.provider}:${board.board}`;
      const made = await api.request("POST", "/opportunities/sources", { as: "editor", body: { provider: board.provider, board: board.board } });
      expect([from, made.status]).toEqual([from, 201]);
      sources.set(from, made.body.data.id);
      const response = await api.request("POST", `/opportunities/sources/run?id=${made.body.data.id}`, { as: "editor" });
      expect([from, response.status]).toEqual([from, 200]);
      if (board.expect === "board_fails") {
        // No posting's details can be read: the board has failed, and nothing was written.
        expect([from, response.body.data.status]).toEqual([from, "failed"]);
        expect(await stored(from.toLowerCase())).toEqual([]);
        continue;
      }
      expect([from, response.body.data.status, response.body.data.skipped_postings, response.body.data.shortened_postings])
        .toEqual([from, "ok", [], []]);
      const rows = new Map((await stored(from.toLowerCase())).map((r) => [r.external_id, r]));
      for (const payload of await postingsOf(board)) {
        const row = rows.get(`${from.toLowerCase()}:${payload.id}`);
        expect(row, `${from} ${payload.id}`).toBeDefined();
        const description = lettersOf(row!.description);
        for (const part of textParts(board.provider, payload).filter(Boolean)) {
          expect([from, payload.id, description.includes(lettersOf(part))]).toEqual([from, payload.id, true]);
        }
        const facts = factsOf(board.provider, board.board, payload);
        expect({ from, id: payload.id, ...Object.fromEntries(Object.keys(facts).map((k) => [k, row![k]])) })
          .toEqual({ from, id: payload.id, ...facts });
        postings++;
      }
    }
    expect(postings).toBe(boards.filter((b) => !b.expect).reduce((n, b) => n + b.postings, 0));
  });

  it("gives every imported posting JSON-LD that Google's rules and schema.org's context take, safe inside its script element", async () => {
    await api.db.query("update opportunities set is_active = true, website_viewable = true where source = 'csv_import' and feed like '%:%'");
    const ids = await api.db.query<{ id: string; feed: string }>("select id, feed from opportunities where is_active and website_viewable and source = 'csv_import'");
    expect(ids.length).toBeGreaterThan(100);
    const context = await schemaContext();
    for (const { id, feed } of ids) {
      const response = await fetch(`${api.url}/functions/v1/opportunities/jobposting?id=${id}`);
      const body = await response.text();
      expect([feed, response.status]).toEqual([feed, 200]);
      expect(body).not.toMatch(/[<>]/);
      const { extracted, errors } = await googleErrors(body);
      expect([feed, id, errors]).toEqual([feed, id, []]);
      const posting = JSON.parse(body) as Record<string, unknown>;
      // What the page's script holds is exactly what was answered: nothing broke out of it.
      expect(extracted.jsonld.JobPosting?.[0]).toMatchObject(JSON.parse(body));
      const [expanded] = await jsonld.expand(posting as object, {
        documentLoader: async (url: string) => ({ contextUrl: undefined, documentUrl: url, document: context }),
      }) as Record<string, unknown>[];
      expect(expanded?.["@type"]).toEqual(["http://schema.org/JobPosting"]);
      // Every property is schema.org's: none is dropped by the expansion.
      for (const key of Object.keys(posting).filter((k) => !k.startsWith("@"))) {
          expect([key, `http://schema.org/${key}` in expanded!]).toEqual([key, true]);
      }
    }
  });

  it("tells Discord, Slack and a webhook of every published posting within what each takes, and puts their dates in a calendar ical.js reads", async () => {
    // The boards' postings the test before published, and still open (one already closed is not announced).
    const published = await api.db.query<{ id: string; title: string; opens_on: string | null; closes_on: string | null }>(
      `select id::text, title, opens_on::text, closes_on::text from opportunities where is_active and website_viewable
         and source = 'csv_import' and feed like '%:%' and (expires_at is null or expires_at > now()) and private.still_open(closes_on)`,
    );
    for (let call = 0; call < 10; call++) {
      if (expectAnswer(await api.request("POST", "/opportunities/schedule/deliver", { as: "secret" })).left === 0) break;
    }
    const told = (kind: keyof typeof channels) => receivers.at(new URL(channels[kind]).pathname);
    for (const kind of ["discord", "slack", "webhook"] as const) {
      expect([kind, told(kind).flatMap((m) => m.problems)]).toEqual([kind, []]);
    }
    const titles = new Set(published.map((p) => discordText(p.title)));
    const discordTitles = told("discord").flatMap((m) => (m.json.embeds as { title: string }[]).map((e) => e.title));
    expect(discordTitles).toHaveLength(published.length);
    for (const title of discordTitles) expect(title.endsWith("…") || titles.has(title), title).toBe(true);
    expect(told("slack").reduce((n, m) => n + (m.json.blocks as unknown[]).length - 1, 0)).toBe(published.length);
    expect(new Set(told("webhook").map((m) => (m.json.data as { id: string }).id))).toEqual(new Set(published.map((p) => p.id)));

    const calendar = new ICAL.Component(ICAL.parse((await api.request("GET", "/opportunities/calendar.ics")).text));
    const uids = calendar.getAllSubcomponents("vevent").map((e) => String(e.getFirstPropertyValue("uid")));
    const dated = published.flatMap((p) => [p.opens_on && `${p.id}-opens`, p.closes_on && `${p.id}-closes`].filter(Boolean));
    for (const uid of dated) expect(uids.some((u) => u.startsWith(`${uid}@`)), uid as string).toBe(true);
  });

  it("mails the alert a digest of the published postings as the list answers them, every title intact in text and HTML", async () => {
    // The channels' test before ran deliver, which also sent the alert's digest.
    const digest = mail.receiver.emails.find((e) => e.subject.includes("for your job alert"))!;
    expect(digest).toBeDefined();
    // Published since the alert was made (the seed's postings were published before it).
    const ids = (await api.db.query<{ id: string }>(
      "select opportunity_id::text as id from opportunity_events where event = 'published' and position > $1",
      [alertStart],
    )).map((r) => r.id);
    const page = await api.request("GET", `/opportunities?ids=${ids.join(",")}&count=true&limit=20`);
    const [listed, total] = [expectAnswer(page), page.body.total as number];
    expect(digest.subject).toBe(`${total} new opportunities for your job alert`);
    const htmlText = decodeHTML((digest.html ?? "").replace(/<[^>]*>/g, ""));
    for (const { title, id } of listed as { title: string; id: string }[]) {
      expect(digest.text).toContain(title);
      expect(htmlText).toContain(title);
      expect(linksOf(digest).html).toContain(`https://club.example/jobs/${id}`);
    }
    // No posting's text opened an element of its own.
    expect((digest.html!.match(/<a /g) ?? []).length).toBe(listed.length + (total > listed.length ? 1 : 0) + 2);
    for (const link of linksOf(digest).html) expect(URL.canParse(link), link).toBe(true);
  });

  it("runs the boards' sources again under names and companies of their own, the run log naming each posting it could not read", async () => {
    const wd = sources.get("smartrecruiters:WesternDigital-list-only")!;
    const renamed = await api.request("PATCH", `/opportunities/sources?id=${wd}`, { as: "editor", body: { name: "wd-list-only", company_name: "WD" } });
    expect(renamed.status).toBe(200);
    const run = await api.request("POST", `/opportunities/sources/run?id=${wd}`, { as: "editor" });
    expect(run.status, JSON.stringify(api.logs.filter((l) => l.level === "error"))).toBe(200);
    expect(run.body.data).toMatchObject({ status: "failed", inserted: 0, error: expect.stringMatching(/details of 3 of its 3 postings/) });
    const lever = sources.get("lever:atomcomputing")!;
    await api.request("PATCH", `/opportunities/sources?id=${lever}`, { as: "editor", body: { name: "atom", company_name: "Atom Computing" } });
    const ran = await api.request("POST", `/opportunities/sources/run?id=${lever}`, { as: "editor" });
    expect(ran.body.data).toMatchObject({ status: "ok", inserted: 0, updated: 3, skipped_postings: [], shortened_postings: [] });
    // The source's company names the board's postings, which name none themselves.
    expect((await stored("atom")).map((r) => r.company_name)).toEqual(["Atom Computing", "Atom Computing", "Atom Computing"]);
  });
});
