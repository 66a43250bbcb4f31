// Reports (docs/freshness.md): a job seeker reports a posting, anonymous or signed in; one open
// report per reporter and posting; reporters are never shown; a report never changes a posting.
// Editors read them grouped by posting, resolve (closing the posting or not) or dismiss them; the
// channels that choose `report.opened` hear of a posting's first report and its third reporter.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asCaller } from "../functions/_shared/database/as-caller.ts";
import { mintUserToken } from "../local/dev-credentials.ts";
import { seedUsers } from "../local/seed-users.ts";
import { type Api, startApi } from "./support/api.ts";
import { expectAnswer, failure, problemFields } from "./support/envelope.ts";
import { channelReceivers, type Receivers } from "./support/receivers.ts";
import { targets } from "./support/targets.ts";

const from = (address: string) => ({ "cf-connecting-ip": address });

describe.each(targets)("reports on $name", (target) => {
  let api: Api;
  let receivers: Receivers;
  let member: Record<string, string>;
  beforeAll(async () => {
    receivers = await channelReceivers();
    api = await startApi(target, {
      channels: { origins: receivers.origins, requestTimeoutMs: 1_000 },
      config: {
        publicSite: { pages: { PUBLIC_OPPORTUNITY_URL: "https://club.example.org/opportunities/{id}" } },
        freshness: { reportsPerClientPerHour: 3, reportKeyDays: 30, linkCheckHours: 24, linkCheckHostDelayMs: 0, linkCheckSkipHosts: [], googleIndexingDailyLimit: 200 },
      },
    });
    member = { apikey: api.credentials.publishableKey, authorization: `Bearer ${await mintUserToken(api.credentials, seedUsers.member)}` };
  });
  afterAll(async () => {
    await api?.close();
    await receivers?.close();
  });
  beforeEach(async () => {
    await api.db.exec(`delete from public.channels; delete from public.opportunity_reports; delete from private.rate_limits;
      delete from public.opportunities where title like 'Reported %'`);
    receivers.clear();
  });

  const create = async (body: Record<string, unknown> = {}) =>
    expectAnswer(await api.request("POST", "/opportunities", {
      as: "editor",
      body: { title: "Reported role", link_url: "https://jobs.example.org/reported", company_name: "Acme", is_active: true, website_viewable: true, ...body },
    }), 201) as Record<string, unknown> & { id: string };
  const report = (body: Record<string, unknown>, headers: Record<string, string>) => api.request("POST", "/opportunities/reports", { body, headers });
  const queue = async (query = "") => expectAnswer(await api.request("GET", `/opportunities/reports${query}`, { as: "editor" }));

  it("takes a report from anyone who can read the posting, once per reporter while it is open, and never changes the posting", async () => {
    const posting = await create();
    const first = await report({ opportunity_id: posting.id, reason: "closed", details: "The page says it is filled." }, from("198.51.100.7"));
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({
      id: expect.any(String), opportunity_id: posting.id, reason: "closed", details: "The page says it is filled.", status: "open", created_at: expect.any(String),
    });
    // The same client again, whatever it says now: 200 with the open report's id and state only
    // (on a shared network the first report may be another person's: its words are not shown).
    const again = await report({ opportunity_id: posting.id, reason: "spam" }, from("198.51.100.7"));
    expect([again.status, again.body.data]).toEqual([200, { id: first.body.data.id, status: "open" }]);
    expect(JSON.stringify(again.body)).not.toContain("filled");
    expect((await report({ opportunity_id: posting.id, reason: "spam" }, from("203.0.113.9"))).status).toBe(201);
    expect((await report({ opportunity_id: posting.id, reason: "closed" }, { ...member, ...from("198.51.100.7") })).status).toBe(201);
    expect((await report({ opportunity_id: posting.id, reason: "scam" }, { ...member, ...from("203.0.113.50") }))).toMatchObject({ status: 200, body: { data: { status: "open" } } });
    // The member reported from the network the first stranger reported from: two reporters, not three.
    const [group] = await queue();
    expect([group.reporters, group.reports.length]).toEqual([2, 3]);
    // The limits counted each client, and kept none of their addresses: only keyed hashes, until their window ends.
    const windows = await api.db.query<{ client: string; open: boolean }>("select client, window_ends > now() as open from private.rate_limits where bucket = 'reports'");
    expect(windows.length).toBeGreaterThan(1);
    for (const w of windows) expect([w.client, w.open]).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/), true]);

    const { updated_at: _, ...before } = posting;
    const after = expectAnswer(await api.request("GET", `/opportunities?id=${posting.id}`, { as: "editor" }));
    expect(after).toMatchObject({ ...before, is_active: true, closed_reason: null });

    // Nobody reads who reported: not the API's answers, not editors through supabase-js, not the public.
    expect(JSON.stringify(await queue())).not.toMatch(/reporter_key|198\.51|203\.0/);
    const as = (sub: string) => ({ claims: { role: "authenticated" as const, sub } });
    await expect(asCaller(api.functionsDb, as(seedUsers.editor.id), (tx) => tx.query("select reporter_key from public.opportunity_reports")))
      .rejects.toMatchObject({ code: "42501" });
    expect(await asCaller(api.functionsDb, as(seedUsers.editor.id), (tx) => tx.query("select reason from public.opportunity_reports"))).toHaveLength(3);
    expect(await asCaller(api.functionsDb, as(seedUsers.member.id), (tx) => tx.query("select id from public.opportunity_reports"))).toEqual([]);
    await expect(asCaller(api.functionsDb, { claims: { role: "anon" } }, (tx) => tx.query("select id from public.opportunity_reports")))
      .rejects.toMatchObject({ code: "42501" });
    await expect(asCaller(api.functionsDb, as(seedUsers.member.id), (tx) =>
      tx.query("insert into public.opportunity_reports (opportunity_id, reason, reporter_key) values ($1, 'spam', repeat('a', 64))", [posting.id])))
      .rejects.toMatchObject({ code: "42501" });
  });

  it("answers 404 for a posting the caller cannot read, names each wrong field, and limits each client", async () => {
    const draft = await create({ title: "Reported draft", is_active: false, website_viewable: false });
    expect(await report({ opportunity_id: draft.id, reason: "closed" }, from("198.51.100.20"))).toMatchObject({ status: 404, body: failure("not_found") });
    const bad = await report({ opportunity_id: "nope", reason: "boring", details: "x".repeat(1001), extra: 1 }, from("198.51.100.20"));
    expect(bad).toMatchObject({ status: 400, body: failure("validation_failed") });
    expect(problemFields(bad)).toEqual(["details", "extra", "opportunity_id", "reason"]);
    expect(bad.body.error.details.find((p: { field: string }) => p.field === "reason").message)
      .toMatch(/must be one of: closed, broken_link, spam, scam, inaccurate, other/);

    const posting = await create();
    for (let i = 0; i < 3; i++) expect((await report({ opportunity_id: posting.id, reason: "other" }, from("198.51.100.20"))).status).toBeLessThan(300);
    const refused = await report({ opportunity_id: posting.id, reason: "other" }, from("198.51.100.20"));
    expect(refused).toMatchObject({ status: 429, body: failure("rate_limited") });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await report({ opportunity_id: posting.id, reason: "other" }, from("203.0.113.77"))).status).toBe(201);
  });

  it("groups open reports by posting for editors, who resolve them (closing the posting, or not) or dismiss them with a note", async () => {
    const closing = await create({ title: "Reported closing" });
    const fine = await create({ title: "Reported fine" });
    await report({ opportunity_id: closing.id, reason: "closed", details: "Filled last week." }, from("198.51.100.1"));
    await report({ opportunity_id: closing.id, reason: "closed" }, from("198.51.100.2"));
    await report({ opportunity_id: closing.id, reason: "broken_link" }, from("198.51.100.3"));
    await report({ opportunity_id: fine.id, reason: "inaccurate", details: "Salary is wrong" }, from("198.51.100.1"));

    const open = await queue();
    expect(open.map((g: { opportunity: { title: string }; reporters: number; reasons: Record<string, number> }) => [g.opportunity.title, g.reporters, g.reasons]))
      .toEqual([["Reported closing", 3, { broken_link: 1, closed: 2 }], ["Reported fine", 1, { inaccurate: 1 }]]);
    expect(open[0].reports.map((r: { details: string | null }) => r.details)).toEqual(["Filled last week.", null, null]);
    expect(open[0].opportunity).toMatchObject({ id: closing.id, is_active: true, closed_reason: null });
    expect((await api.request("GET", "/opportunities/reports", { headers: member })).status).toBe(403);
    expect((await api.request("GET", "/opportunities/reports")).status).toBe(401);
    expect(problemFields(await api.request("GET", "/opportunities/reports?status=new", { as: "editor" }))).toEqual(["status"]);

    const resolved = await api.request("POST", `/opportunities/reports/resolve?opportunity_id=${closing.id}`, {
      as: "editor", body: { closed_reason: "reported", note: "Confirmed with the company." },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({ opportunity: { id: closing.id, is_active: false, closed_reason: "reported" }, reporters: 3 });
    expect(resolved.body.data.reports.map((r: { note: string }) => r.note)).toEqual(Array(3).fill("Confirmed with the company."));
    expect(await api.request("POST", `/opportunities/reports/resolve?opportunity_id=${closing.id}`, { as: "editor", body: {} }))
      .toMatchObject({ status: 409, body: failure("not_in_queue") });
    expect(problemFields(await api.request("POST", `/opportunities/reports/resolve?opportunity_id=${fine.id}`, { as: "editor", body: { closed_reason: "deadline" } })))
      .toEqual(["closed_reason"]);

    expect(problemFields(await api.request("POST", `/opportunities/reports/dismiss?opportunity_id=${fine.id}`, { as: "editor", body: {} }))).toEqual(["note"]);
    const dismissed = expectAnswer(await api.request("POST", `/opportunities/reports/dismiss?opportunity_id=${fine.id}`, { as: "editor", body: { note: "The salary is right." } }));
    expect(dismissed).toMatchObject({ opportunity: { id: fine.id, is_active: true, closed_reason: null }, reporters: 1 });
    expect(await queue()).toEqual([]);
    expect((await queue("?status=dismissed")).map((g: { opportunity: { id: string } }) => g.opportunity.id)).toEqual([fine.id]);
    expect((await queue("?status=resolved")).map((g: { opportunity: { id: string } }) => g.opportunity.id)).toEqual([closing.id]);
    // A new report after the reviews starts again.
    expect((await report({ opportunity_id: fine.id, reason: "inaccurate" }, from("198.51.100.1"))).status).toBe(201);
  });

  it("tells the channels that choose report.opened of a posting's first report and of its third reporter, never who or what they wrote", async () => {
    const made = expectAnswer(await api.request("POST", "/opportunities/channels", {
      as: "editor", body: { kind: "webhook", name: "Moderators", url: "https://hooks.example.org/reports", events: ["report.opened"] },
    }), 201);
    receivers.sign("/reports", made.signing_secret);
    expect((await api.request("POST", "/opportunities/channels", {
      as: "editor", body: { kind: "discord", name: "#mods", url: "https://discord.com/api/webhooks/2/reports", events: ["report.opened"] },
    })).status).toBe(201);
    const posting = await create({ title: "Reported loudly" });
    for (const [i, address] of ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"].entries()) {
      await report({ opportunity_id: posting.id, reason: i === 1 ? "scam" : "closed", details: "secret words" }, from(address));
    }
    await api.request("POST", "/opportunities/schedule/deliver", { as: "secret" });
    const events = receivers.at("/reports").map((r) => r.json);
    expect(events.map((e) => [e.type, (e.data as { reporters: number }).reporters, (e.data as { reasons: unknown }).reasons])).toEqual([
      ["report.opened", 1, { closed: 1 }],
      ["report.opened", 3, { closed: 2, scam: 1 }],
    ]);
    expect(events[0]!.data).toMatchObject({ id: posting.id, title: "Reported loudly", company_name: "Acme" });
    const discord = receivers.at("/api/webhooks/2/reports").map((r) => r.json);
    expect(discord.flatMap((m) => (m.embeds as { title: string }[]).map((e) => e.title))).toEqual(["Reported: Reported loudly", "Reported: Reported loudly"]);
    expect(JSON.stringify(receivers.received.map((r) => r.json))).not.toMatch(/secret words|198\.51/);
    expect(receivers.received.flatMap((r) => r.problems)).toEqual([]);
  });
});
