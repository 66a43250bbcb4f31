// What a sponsor is told (docs/sponsors.md): the apply link and the view beacon count a person's
// visit once per client and day, and never a bot's, a HEAD, a prefetch; no address reaches the
// database or the logs (a keyed hash of the day); a day of digests, reminders, channel messages,
// clicks and views lands in one row per posting and day, rolled up by the schedule; editors read
// a company's figures as JSON and as CSV, every day of the range there, zeros included.
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asCaller } from "../functions/_shared/database/as-caller.ts";
import { mintUserToken } from "../local/dev-credentials.ts";
import { seedUsers } from "../local/seed-users.ts";
import { type Api, startApi } from "./support/api.ts";
import type { EmailReceiver } from "./support/email-receiver.ts";
import { expectAnswer, failure, problemFields } from "./support/envelope.ts";
import type { Receivers } from "./support/receivers.ts";
import { seededFormId } from "./support/rows.ts";
import { type OutboxStack, startWithOutbox, testSite } from "./support/outbox.ts";
import { targets } from "./support/targets.ts";

const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const browser = (address: string, extra: Record<string, string> = {}) => ({ "user-agent": chrome, "cf-connecting-ip": address, ...extra });
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const inDays = (n: number) => daysAgo(-n);

describe.each(targets)("visits and sponsors' figures on $name", (target) => {
  let stack: OutboxStack;
  let api: Api;
  let mail: EmailReceiver;
  let receivers: Receivers;
  let member: Record<string, string>;
  beforeAll(async () => {
    stack = await startWithOutbox(target, {
      publicSite: { pages: { PUBLIC_OPPORTUNITY_URL: testSite.PUBLIC_OPPORTUNITY_URL }, formPage: "https://club.example.org/forms/{id}" },
    });
    ({ api, mail, receivers } = stack);
    member = { apikey: api.credentials.publishableKey, authorization: `Bearer ${await mintUserToken(api.credentials, seedUsers.member)}` };
  });
  afterAll(() => stack?.close());
  beforeEach(async () => {
    await api.db.exec(`delete from public.opportunities where title like 'Visit %'; delete from public.companies where name like 'Visit %';
      delete from public.channels; delete from public.job_alerts; delete from public.bookmarks; delete from private.emails; delete from private.email_sends;
      delete from private.opportunity_visits`);
    mail.receiver.emails.length = 0;
    receivers.clear();
  });

  const company = async (name: string) =>
    expectAnswer(await api.request("POST", "/companies", { as: "editor", body: { name, website_viewable: true } }), 201) as { id: string; slug: string };
  const posting = async (body: Record<string, unknown>) =>
    expectAnswer(await api.request("POST", "/opportunities", {
      as: "editor",
      body: { link_url: "https://jobs.example.org/apply", is_active: true, website_viewable: true, ...body },
    }), 201) as Record<string, unknown> & { id: string };
  /** A request as a browser makes it: the redirect answered, not followed. */
  const go = (id: string, headers: Record<string, string>, method = "GET") =>
    fetch(`${api.url}/functions/v1/opportunities/go?id=${id}`, { method, headers, redirect: "manual" });
  const seen = (id: string, headers: Record<string, string>) => fetch(`${api.url}/functions/v1/opportunities/seen?id=${id}`, { method: "POST", headers });
  const stats = async (id: string, from = today(), to = today()) =>
    expectAnswer(await api.request("GET", `/companies/stats?id=${id}&from=${from}&to=${to}`, { as: "editor" }));
  const visitRows = () => api.db.query<{ kind: string; bytes: number }>("select kind, octet_length(visitor) as bytes from private.opportunity_visits order by kind");

  it("sends the apply link to the posting's link, or its form's page, and 404s what is not published", async () => {
    const linked = await posting({ title: "Visit linked", link_url: "https://careers.example.com/jobs/1?ref=club" });
    const form = await posting({ title: "Visit form", link_url: null, linked_form_id: seededFormId });
    for (const [id, to] of [[linked.id, "https://careers.example.com/jobs/1?ref=club"], [form.id, `https://club.example.org/forms/${seededFormId}`]] as const) {
      const answer = await go(id, browser("198.51.100.7"));
      expect([answer.status, answer.headers.get("location"), answer.headers.get("cache-control")]).toEqual([302, to, "private, no-store"]);
    }
    const draft = await posting({ title: "Visit draft", website_viewable: false });
    const closed = await posting({ title: "Visit closed", is_active: false });
    // Past its closing date (still readable, "applications closed"), or not open yet: nowhere to apply.
    const pastDeadline = await posting({ title: "Visit past deadline" });
    await api.db.query("update opportunities set closes_on = current_date - 1 where id = $1", [pastDeadline.id]);
    const notYet = await posting({ title: "Visit not yet", opens_on: inDays(3) });
    for (const id of [pastDeadline.id, notYet.id]) expect((await go(id, browser("198.51.100.7"))).status).toBe(404);
    for (const id of [draft.id, closed.id, "00000000-0000-4000-8000-000000000000"]) {
      for (const headers of [browser("198.51.100.7"), { ...browser("198.51.100.7"), ...member }]) {
        const answer = await go(id, headers);
        expect(answer.status).toBe(404);
        expect(await answer.json()).toMatchObject(failure("not_found"));
        expect((await seen(id, headers)).status).toBe(404);
      }
    }
    const bad = await api.request("GET", "/opportunities/go?id=nope");
    expect([bad.status, problemFields(bad)]).toEqual([400, ["id"]]);
    expect((await visitRows()).map((r) => r.kind)).toEqual(["click", "click"]);
  });

  it("counts a person's click and view once a day per client, never a bot's, a HEAD, a prefetch or a preview", async () => {
    const sponsor = await company("Visit Sponsor");
    const job = await posting({ title: "Visit job", company_id: sponsor.id });
    for (const headers of [browser("198.51.100.7"), browser("198.51.100.7"), browser("203.0.113.9"), browser("2001:db8:1:2::1"), browser("2001:db8:1:ff00::99")]) {
      expect((await go(job.id, headers)).status).toBe(302);
      expect((await seen(job.id, headers)).status).toBe(204);
    }
    const notPeople: [Record<string, string>, string][] = [
      [browser("192.0.2.1"), "HEAD"],
      [browser("192.0.2.2", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }), "GET"],
      [browser("192.0.2.3", { "user-agent": "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)" }), "GET"],
      [browser("192.0.2.4", { "sec-purpose": "prefetch;prerender" }), "GET"],
      [browser("192.0.2.5", { purpose: "prefetch" }), "GET"],
      [browser("192.0.2.6", { "x-purpose": "preview" }), "GET"],
      [{ "cf-connecting-ip": "192.0.2.7" }, "GET"],
    ];
    for (const [headers, method] of notPeople) {
      expect((await go(job.id, headers, method)).status).toBe(302);
      if (method === "GET") expect((await seen(job.id, headers)).status).toBe(204);
    }
    // 198.51.100.7 twice is one; 2001:db8:1::/48 is one network, whichever of its /56s and /64s.
    expect((await stats(sponsor.id)).totals).toEqual({ emails: 0, channel_messages: 0, clicks: 3, views: 3, applications: 0 });
    expect(await visitRows()).toEqual([...Array(3).fill({ kind: "click", bytes: 16 }), ...Array(3).fill({ kind: "view", bytes: 16 })]);
  });

  it("keeps no address, in any table or log: only each day's keyed hashes", async () => {
    const job = await posting({ title: "Visit private" });
    const address = "198.51.100.77";
    await go(job.id, browser(address));
    await seen(job.id, browser(address));
    await go(job.id, { ...browser(address), ...member });
    const tables = await api.db.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_schema in ('public', 'private', 'auth') and table_type = 'BASE TABLE'`);
    expect(tables.length).toBeGreaterThan(20);
    for (const { name } of tables) {
      const [found] = await api.db.query<{ n: number }>(`select count(*)::int as n from ${name} t where t::text like '%198.51.100.77%' or t::text like '%198.51.100.0%'`);
      expect(found!.n, name).toBe(0);
    }
    expect(JSON.stringify(api.logs)).not.toContain(address);
    // And what is kept is not the address's plain hash.
    const [row] = await api.db.query<{ visitor: string }>("select encode(visitor, 'hex') as visitor from private.opportunity_visits limit 1");
    const { createHash } = await import("node:crypto");
    expect(createHash("sha256").update(address).digest("hex")).not.toContain(row!.visitor);
  });

  it("hashes a visitor under a random key of the day that only the database holds: one visitor a day, another tomorrow", async () => {
    const job = await posting({ title: "Visit key" });
    await go(job.id, browser("198.51.100.88"));
    const [first] = await api.db.query<{ visitor: string }>("select encode(visitor, 'hex') as visitor from private.opportunity_visits where opportunity_id = $1", [job.id]);
    expect(first!.visitor).toMatch(/^[0-9a-f]{32}$/);
    // Not derived from anything outside the database: the service's secret keys play no part.
    const [key] = await api.db.query<{ n: number }>("select count(*)::int as n from private.daily_keys where purpose = 'visits' and octet_length(key) = 32");
    expect(key!.n).toBe(1);
    // A new day's key (the old one forgotten): the same client and posting is a new visitor.
    await api.db.query("delete from private.opportunity_visits where opportunity_id = $1", [job.id]);
    await api.db.query("delete from private.daily_keys where purpose = 'visits'");
    await go(job.id, browser("198.51.100.88"));
    const [second] = await api.db.query<{ visitor: string }>("select encode(visitor, 'hex') as visitor from private.opportunity_visits where opportunity_id = $1", [job.id]);
    expect(second!.visitor).not.toBe(first!.visitor);
    // Nobody but the database's own functions reads the keys.
    for (const claims of [{ role: "anon" as const }, { role: "authenticated" as const, sub: seedUsers.editor.id }, { role: "service_role" as const }]) {
      await expect(asCaller(api.functionsDb, { claims }, (tx) => tx.query("select key from private.daily_keys")), claims.role).rejects.toThrow(/permission denied/);
    }
  });

  it("limits the view beacon per client as anonymous reads are", async () => {
    const limited = await startApi(target, { config: { rateLimits: { writesPerMinute: 0, importsPerHour: 0, anonymousReadsPerMinute: 2 } } });
    try {
      const [made] = await limited.db.query<{ id: string }>("insert into opportunities (title, link_url, is_active, website_viewable) values ('Visit limited', 'https://x.example/1', true, true) returning id");
      const id = made!.id;
      const beacon = () => fetch(`${limited.url}/functions/v1/opportunities/seen?id=${id}`, { method: "POST", headers: browser("198.51.100.50") });
      expect([(await beacon()).status, (await beacon()).status]).toEqual([204, 204]);
      const refused = await beacon();
      expect([refused.status, (await refused.json()).error.code]).toEqual([429, "rate_limited"]);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await fetch(`${limited.url}/functions/v1/opportunities/seen?id=${id}`, { method: "POST", headers: browser("198.51.100.51") })).status).toBe(204);
    } finally {
      await limited.close();
    }
  });

  it("counts a day of digests, reminders, channel messages, clicks and views in one row per posting and day, rolled up by the schedule", async () => {
    const sponsor = await company("Visit Figures");
    expectAnswer(await api.request("POST", "/opportunities/channels", {
      as: "editor", body: { kind: "discord", name: "#jobs", url: "https://discord.com/api/webhooks/1234567/tok-7_secret" },
    }), 201);
    expect((await api.request("POST", "/opportunities/alerts", { body: { criteria: { company_name: "Visit Figures Ltd" } }, headers: member })).status).toBeLessThan(300);
    const job = await posting({ title: "Visit figures job", company_name: "Visit Figures Ltd", company_id: sponsor.id, closes_on: inDays(2) });
    const other = await posting({ title: "Visit figures other", company_id: sponsor.id });
    expect((await api.request("POST", "/opportunities/bookmarks", { body: { opportunity_id: job.id, remind_days_before: 3 }, headers: member })).status).toBe(201);
    for (let i = 0; i < 3; i++) await api.request("POST", "/opportunities/schedule/deliver", { as: "secret" });
    expect(mail.receiver.emails.map((e) => e.subject).sort()).toEqual(["1 new opportunity for your job alert", `Closes ${new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${inDays(2)}T00:00:00Z`))}: Visit figures job`]);
    expect(receivers.at("/api/webhooks/1234567/tok-7_secret").filter((r) => r.status < 300).length).toBeGreaterThan(0);
    for (const address of ["198.51.100.7", "203.0.113.9"]) await go(job.id, browser(address));
    await seen(job.id, browser("198.51.100.7"));

    const now = await stats(sponsor.id);
    const jobDay = now.postings.find((p: { opportunity_id: string }) => p.opportunity_id === job.id).days[0];
    expect(jobDay).toEqual({ day: today(), emails: 2, channel_messages: 1, clicks: 2, views: 1, applications: 0 });
    expect(now.postings.find((p: { opportunity_id: string }) => p.opportunity_id === other.id).totals).toEqual({ emails: 0, channel_messages: 1, clicks: 0, views: 0, applications: 0 });
    const [row] = await api.db.query("select emails, channel_messages, clicks, views from opportunity_daily_stats where opportunity_id = $1", [job.id]);
    // Today's clicks and views are still visitors; what told of it is counted in place.
    expect(row).toEqual({ emails: 2, channel_messages: 1, clicks: 0, views: 0 });

    // A day later: the schedule rolls yesterday's visitors into the row, and forgets them and the
    // day's random key they were hashed under: no hash of that day can be traced back, by anyone.
    await api.db.query("update private.opportunity_visits set day = day - 1");
    await api.db.query("update private.daily_keys set day = day - 1 where purpose = 'visits'");
    await api.db.query("update opportunity_daily_stats set day = day - 1 where opportunity_id in ($1, $2)", [job.id, other.id]);
    const checked = expectAnswer(await api.request("POST", "/opportunities/schedule/check-links", { as: "secret" }));
    expect(checked.rolled_up).toBe(1);
    expect(checked.forgotten.keys).toBeGreaterThanOrEqual(1);
    expect(await visitRows()).toEqual([]);
    expect(await api.db.query("select day from private.daily_keys where purpose = 'visits'")).toEqual([]);
    const rows = await api.db.query("select opportunity_id, day::text as day, emails, channel_messages, clicks, views from opportunity_daily_stats where opportunity_id in ($1, $2) order by 1",
      [job.id, other.id]);
    expect(rows).toEqual([
      { opportunity_id: job.id, day: daysAgo(1), emails: 2, channel_messages: 1, clicks: 2, views: 1 },
      { opportunity_id: other.id, day: daysAgo(1), emails: 0, channel_messages: 1, clicks: 0, views: 0 },
    ].sort((a, b) => a.opportunity_id.localeCompare(b.opportunity_id)));
    expect((await stats(sponsor.id, daysAgo(1), daysAgo(1))).totals).toEqual({ emails: 2, channel_messages: 2, clicks: 2, views: 1, applications: 0 });
    // Once more: nothing left to roll up, nothing counted twice.
    expect(expectAnswer(await api.request("POST", "/opportunities/schedule/check-links", { as: "secret" })).rolled_up).toBe(0);
    expect((await stats(sponsor.id, daysAgo(1), daysAgo(1))).totals.clicks).toBe(2);
  });

  it("answers a company's figures for editors as JSON and CSV, every day of the range, zeros included", async () => {
    const sponsor = await company("Visit Report");
    const a = await posting({ title: "=HYPERLINK(\"http://evil.example\")", company_id: sponsor.id });
    const b = await posting({ title: "Visit report b, \"quoted\"", company_id: sponsor.id });
    await api.db.query(`insert into opportunity_daily_stats (opportunity_id, day, emails, channel_messages, clicks, views) values
      ($1, '2026-11-02', 1, 0, 3, 10), ($2, '2026-11-03', 0, 2, 1, 4)`, [a.id, b.id]);

    const json = expectAnswer(await api.request("GET", `/companies/stats?id=${sponsor.id}&from=2026-11-01&to=2026-11-04`, { as: "editor" }));
    expect(json).toMatchObject({ company: { id: sponsor.id, name: "Visit Report", slug: sponsor.slug }, from: "2026-11-01", to: "2026-11-04" });
    expect(json.totals).toEqual({ emails: 1, channel_messages: 2, clicks: 4, views: 14, applications: 0 });
    expect(json.days).toEqual([
      { day: "2026-11-01", emails: 0, channel_messages: 0, clicks: 0, views: 0, applications: 0 },
      { day: "2026-11-02", emails: 1, channel_messages: 0, clicks: 3, views: 10, applications: 0 },
      { day: "2026-11-03", emails: 0, channel_messages: 2, clicks: 1, views: 4, applications: 0 },
      { day: "2026-11-04", emails: 0, channel_messages: 0, clicks: 0, views: 0, applications: 0 },
    ]);
    expect(json.postings.map((p: { days: unknown[] }) => p.days.length)).toEqual([4, 4]);

    const csv = await api.request("GET", `/companies/stats?id=${sponsor.id}&from=2026-11-01&to=2026-11-04`, { as: "editor", headers: { accept: "text/csv" } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="${sponsor.slug}-2026-11-01-2026-11-04.csv"`);
    const records: Record<string, unknown>[] = parse(csv.text, { columns: true, cast: (value, { column }) => ["emails", "channel_messages", "clicks", "views", "applications"].includes(String(column)) ? Number(value) : value });
    expect(records).toHaveLength(8);
    // Each row is the JSON's posting-day; a title a spreadsheet would run is escaped.
    const fromJson = json.postings.flatMap((p: { opportunity_id: string; title: string; days: Record<string, unknown>[] }) =>
      p.days.map((d) => ({ ...d, opportunity_id: p.opportunity_id, title: p.title, company: "Visit Report" })));
    const unescaped = records.map((r) => ({ ...r, title: String(r.title).replace(/^'(?=[=+\-@\t\r])/, "") }));
    expect(new Set(unescaped.map((r: object) => JSON.stringify(Object.entries(r).sort())))).toEqual(
      new Set(fromJson.map((r: object) => JSON.stringify(Object.entries(r).sort()))));
    expect(records.find((r) => r.opportunity_id === a.id)!.title).toBe("'=HYPERLINK(\"http://evil.example\")");
    // A cell with another locale's separator (`;`, TAB) or a line break is quoted: read with `;` as
    // the separator, as a semicolon-locale spreadsheet does, no cell starts a formula.
    const c = await posting({ title: "Visit;=1+1\tx\ny", company_id: sponsor.id });
    const withC = await api.request("GET", `/companies/stats?id=${sponsor.id}&from=2026-11-01&to=2026-11-01`, { as: "editor", headers: { accept: "text/csv" } });
    expect(withC.text).toContain('"Visit;\'=1+1\tx\ny"');
    for (const delimiter of [";", "\t", ","]) {
      const cells = parse(withC.text, { delimiter, relax_quotes: true, relax_column_count: true }).flat() as string[];
      expect(cells.filter((cell) => /^[=+@]/.test(cell)), delimiter).toEqual([]);
    }
    // A client that says it takes no CSV (`q=0`), or prefers JSON, gets JSON.
    for (const accept of ["text/csv;q=0", "text/csv;q=0, application/json", "application/json, text/csv;q=0.5", "*/*"]) {
      const answered = await api.request("GET", `/companies/stats?id=${sponsor.id}&from=2026-11-01&to=2026-11-01`, { as: "editor", headers: { accept } });
      expect([accept, answered.headers.get("content-type")]).toEqual([accept, expect.stringContaining("application/json")]);
    }
    await api.db.query("delete from opportunities where id = $1", [c.id]);

    const ask = (query: string, as: "editor" | "member" | "nobody" = "editor") => api.request("GET", `/companies/stats?${query}`, { as });
    expect((await ask(`id=${sponsor.id}`, "member")).status).toBe(403);
    expect((await ask(`id=${sponsor.id}`, "nobody")).status).toBe(401);
    expect(await ask("id=00000000-0000-4000-8000-000000000000")).toMatchObject({ status: 404, body: failure("not_found") });
    for (const [query, field] of [[`id=${sponsor.id}&from=2026-11-05&to=2026-11-04`, "from"], [`id=${sponsor.id}&from=2025-01-01&to=2026-11-04`, "to"],
      [`id=${sponsor.id}&from=2026-02-30`, "from"], ["id=x", "id"]] as const) {
      const refused = await ask(query);
      expect([refused.status, problemFields(refused)], query).toEqual([400, [field]]);
    }
    // By default, the last 30 days to today.
    const recent = expectAnswer(await ask(`id=${sponsor.id}`));
    expect([recent.from, recent.to, recent.days.length]).toEqual([daysAgo(29), today(), 30]);
  });
});
