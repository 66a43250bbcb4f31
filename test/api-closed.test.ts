// One closed state with its reason (docs/freshness.md): whoever closes a posting gives its
// `closed_reason` (an editor, a sync, time through the schedule), reopening clears it, history and
// the channels' withdrawal say it, a closed posting leaves every public surface (feeds, sitemap,
// calendar; its JSON-LD answers 410), and members who saved it hear once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mintUserToken } from "../local/dev-credentials.ts";
import { seedUsers } from "../local/seed-users.ts";
import type { Api } from "./support/api.ts";
import type { EmailReceiver } from "./support/email-receiver.ts";
import { expectAnswer, failure, problemFields } from "./support/envelope.ts";
import type { Receivers } from "./support/receivers.ts";
import { type OutboxStack, startWithOutbox } from "./support/outbox.ts";
import { targets } from "./support/targets.ts";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const page = "https://club.example.org/opportunities/{id}";

describe.each(targets)("closed postings on $name", (target) => {
  let stack: OutboxStack;
  let api: Api;
  let mail: EmailReceiver;
  let receivers: Receivers;
  let member: Record<string, string>;
  beforeAll(async () => {
    stack = await startWithOutbox(target, {
      publicSite: { pages: { PUBLIC_OPPORTUNITY_URL: page }, organization: { name: "Coding Club", url: "https://club.example.org" } },
    });
    ({ api, mail, receivers } = stack);
    member = { apikey: api.credentials.publishableKey, authorization: `Bearer ${await mintUserToken(api.credentials, seedUsers.member)}` };
  });
  afterAll(() => stack?.close());
  beforeEach(async () => {
    await api.db.exec(`delete from public.channels; delete from bookmarks; delete from private.emails; delete from private.email_sends;
      delete from public.opportunities where title like 'Closing %'`);
    mail.receiver.emails.length = 0;
    receivers.clear();
  });

  const create = async (body: Record<string, unknown> = {}) =>
    expectAnswer(await api.request("POST", "/opportunities", {
      as: "editor",
      body: { title: "Closing role", link_url: "https://jobs.example.org/closing", category: "Job", is_active: true, website_viewable: true, ...body },
    }), 201) as { id: string; closed_reason: string | null; closed_at: string | null };
  const patch = (id: string, body: Record<string, unknown>) => api.request("PATCH", `/opportunities?id=${id}`, { as: "editor", body });
  const deliverDue = async () => expectAnswer(await api.request("POST", "/opportunities/schedule/deliver", { as: "secret" }));
  const checkDue = async () => expectAnswer(await api.request("POST", "/opportunities/schedule/check-links", { as: "secret" }));

  it("takes an editor's reason, which closes the posting; reopening clears it; a plain deactivation is the editor's; history says each", async () => {
    const { id, closed_reason } = await create({ closes_on: inDays(20) });
    expect(closed_reason).toBeNull();
    const filled = expectAnswer(await patch(id, { closed_reason: "filled" }));
    expect(filled).toMatchObject({ is_active: false, closed_reason: "filled" });
    expect(Date.parse(filled.closed_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(expectAnswer(await api.request("GET", "/opportunities?closed_reason=filled", { as: "editor" })).map((o: { id: string }) => o.id)).toContain(id);

    expect(expectAnswer(await patch(id, { is_active: true }))).toMatchObject({ is_active: true, closed_reason: null, closed_at: null });
    expect(expectAnswer(await patch(id, { is_active: false }))).toMatchObject({ is_active: false, closed_reason: "editor" });
    const history = expectAnswer(await api.request("GET", `/opportunities/history?id=${id}`, { as: "editor" }));
    expect(history.map((r: { record: { closed_reason: string | null } }) => r.record.closed_reason)).toEqual(["editor", null, "filled", null]);

    const bad = await patch(id, { closed_reason: "bored" });
    expect(bad).toMatchObject({ status: 400, body: failure("validation_failed") });
    expect(problemFields(bad)).toEqual(["closed_reason"]);
    expect(bad.body.error.details[0].message).toMatch(/must be one of: filled, deadline, expired/);
    // closed_at is the database's: a client's is refused by name.
    expect(problemFields(await patch(id, { closed_at: "2026-01-01T00:00:00Z" }))).toContain("closed_at");
  });

  it("is source_withdrew when a sync withdraws a posting, and cleared when the feed lists it again", async () => {
    const row = { external_id: "closing-1", title: "Closing synced", link_url: "https://jobs.example.org/s1" };
    const sync = (rows: unknown[]) => api.request("POST", "/opportunities/import?feed=closing-feed&sync=true", { as: "editor", body: rows });
    const kept = [1, 2].map((n) => ({ ...row, external_id: `closing-kept-${n}`, title: `Closing kept ${n}` }));
    expect((await sync([row, ...kept])).status).toBe(200);
    await api.db.exec("update opportunities set is_active = true, website_viewable = true where feed = 'closing-feed'");
    const withdrawn = await sync(kept);
    expect(withdrawn.body, withdrawn.text).toMatchObject({ data: { withdrawn: ["closing-1"] } });
    const reason = async () => (await api.db.query<{ closed_reason: string | null }>("select closed_reason::text from opportunities where external_id = 'closing-1'"))[0]!.closed_reason;
    expect(await reason()).toBe("source_withdrew");
    expect((await sync([row, ...kept])).body.data.restored).toEqual(["closing-1"]);
    expect(await reason()).toBeNull();
    await api.db.exec("delete from opportunities where feed = 'closing-feed'");
  });

  it("is closed by time through the schedule (expired, deadline), and members who saved it hear once, never of a deadline", async () => {
    const expiring = await create({ title: "Closing soon", expires_at: new Date(Date.now() + 1_000).toISOString() });
    const deadline = await create({ title: "Closing by date", closes_on: inDays(0) });
    for (const id of [expiring.id, deadline.id]) {
      const saved = await api.request("POST", "/opportunities/bookmarks", { headers: member, body: { opportunity_id: id } });
      expect(saved.status, saved.text).toBe(201);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    // The closing date passes as the day ends: the posting is moved a day back, as time would, without the stamp.
    await api.db.exec(`alter table opportunities disable trigger stamp_closed_reason;
      update opportunities set closes_on = current_date - 1 where id = '${deadline.id}';
      alter table opportunities enable trigger stamp_closed_reason`);
    expect(await checkDue()).toMatchObject({ lapsed: 2 });
    const [one, two] = await api.db.query<{ closed_reason: string; closed_at: string; is_active: boolean }>(
      `select closed_reason::text, closed_at, is_active from opportunities where id in ('${expiring.id}', '${deadline.id}') order by title desc`,
    );
    expect(one).toMatchObject({ closed_reason: "expired", is_active: true });
    expect(two).toMatchObject({ closed_reason: "deadline", is_active: true });
    expect(await checkDue()).toMatchObject({ lapsed: 0 });

    await deliverDue();
    expect(mail.receiver.emails.map((e) => [e.to, e.subject])).toEqual([[[seedUsers.member.email], "Closed (expired): Closing soon"]]);
    expect(mail.receiver.emails[0]!.text).toContain("An opportunity you saved is closed (expired).");
    // Reopened and closed again: no second e-mail.
    expect(expectAnswer(await patch(expiring.id, { expires_at: null })).closed_reason).toBeNull();
    expect(expectAnswer(await patch(expiring.id, { closed_reason: "filled" })).closed_reason).toBe("filled");
    await deliverDue();
    expect(mail.receiver.emails).toHaveLength(1);
  });

  it("leaves the feeds, the sitemap and the calendar when closed; its JSON-LD answers 410; the channels' withdrawal says why", async () => {
    for (const kind of ["discord", "webhook"]) {
      const url = kind === "discord" ? "https://discord.com/api/webhooks/1/closing" : "https://hooks.example.org/closing";
      const made = expectAnswer(await api.request("POST", "/opportunities/channels", { as: "editor", body: { kind, name: kind, url, events: ["published", "withdrawn"] } }), 201);
      if (made.signing_secret) receivers.sign("/closing", made.signing_secret);
    }
    const { id } = await create({ title: "Closing public", closes_on: inDays(10), company_name: "Acme" });
    const surfaces = async () => ({
      json: (await api.request("GET", "/opportunities/feed.json")).text.includes(id),
      atom: (await api.request("GET", "/opportunities/feed.xml")).text.includes(id),
      sitemap: (await api.request("GET", "/opportunities/sitemap.xml")).text.includes(id),
      calendar: (await api.request("GET", "/opportunities/calendar.ics")).text.includes(id),
      jsonld: (await api.request("GET", `/opportunities/jobposting?id=${id}`)).status,
    });
    expect(await surfaces()).toEqual({ json: true, atom: true, sitemap: true, calendar: true, jsonld: 200 });
    await deliverDue();
    expect(expectAnswer(await patch(id, { closed_reason: "filled" })).is_active).toBe(false);
    // The instance's anonymous cache keeps an answer at most a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await surfaces()).toEqual({ json: false, atom: false, sitemap: false, calendar: false, jsonld: 410 });
    expect((await api.request("GET", `/opportunities/jobposting?id=${id}`)).body).toMatchObject(failure("gone"));

    receivers.clear();
    await deliverDue();
    const discord = receivers.at("/api/webhooks/1/closing").map((r) => r.json);
    expect(discord.flatMap((m) => (m.embeds as { title: string }[]).map((e) => e.title))).toEqual(["Closed \\(filled\\): Closing public"]);
    const [event] = receivers.at("/closing").map((r) => r.json);
    expect(event).toMatchObject({ type: "opportunity.withdrawn", data: { id, title: "Closing public", closed_reason: "filled" } });
    expect(receivers.received.flatMap((r) => r.problems)).toEqual([]);
  });
});
