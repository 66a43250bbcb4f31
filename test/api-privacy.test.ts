// Every person's data, on request (docs/privacy.md): anyone asks for a link by e-mail (202
// whatever the address, one e-mail an hour per address), the link shows, downloads and erases
// what the board keeps about the address; after an erasure the address is nowhere in any table of
// public, private or auth. A member exports and erases their own; the secret key erases on a
// written request; the schedule forgets what is kept past its setting.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mintUserToken } from "../local/dev-credentials.ts";
import { seedUsers } from "../local/seed-users.ts";
import { type Api, startApi } from "./support/api.ts";
import { emailReceiver, type EmailReceiver, linksOf, stackPath, testEmailKey } from "./support/email-receiver.ts";
import { expectAnswer, failure, problemFields } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

const sender = "Club Careers <jobs@club.example.org>";
const person = "Pat.Privacy+jobs@Privacy-Person.example";
const mailbox = "pat.privacy@privacy-person.example";

describe.each(targets)("people's data on request on $name", (target) => {
  let api: Api;
  let mail: EmailReceiver;
  let member: Record<string, string>;
  beforeAll(async () => {
    mail = await emailReceiver();
    api = await startApi(target, {
      email: { origin: mail.origin, requestTimeoutMs: 1_000 },
      config: {
        email: { apiKey: testEmailKey, from: sender, dailyLimit: 10_000, signUpsPerHour: 1_000, pendingPerHour: 1_000 },
        submissions: { limit: 50, days: 30, maxDays: 90, perClientPerHour: 1_000, perDomainPerHour: 1_000, moderatorEmails: [] },
        privacy: { requestsPerClientPerHour: 3, submissionAddressDays: 90, failedEmailDays: 7 },
      },
    });
    member = { apikey: api.credentials.publishableKey, authorization: `Bearer ${await mintUserToken(api.credentials, seedUsers.member)}` };
  });
  afterAll(async () => {
    await api?.close();
    await mail?.close();
  });
  beforeEach(async () => {
    await api.db.exec(`delete from private.emails; delete from private.email_sends; delete from private.rate_limits; delete from private.privacy_links;
      delete from public.job_alerts; delete from public.submissions; delete from public.opportunities where source = 'submission';
      delete from public.bookmarks; delete from public.opportunity_reports`);
    mail.receiver.emails.length = 0;
  });

  const deliverDue = () => api.request("POST", "/opportunities/schedule/deliver", { as: "secret" });
  const ask = (email: string, ip = "198.51.100.30") => api.request("POST", "/privacy/requests", { body: { email }, headers: { "cf-connecting-ip": ip } });
  const linkFor = async (email: string) => {
    expect(expectAnswer(await ask(email), 202)).toEqual({ email });
    await deliverDue();
    const [sent] = mail.receiver.emails.filter((e) => e.subject === "What we keep about your address" && e.to.includes(email));
    expect(sent, `the privacy e-mail to ${email}`).toBeDefined();
    return stackPath(linksOf(sent!).html.find((l) => l.includes("/privacy/requests/manage"))!);
  };
  /** What the address has: two alerts, a pending, a rejected and a live submission, and their e-mails. */
  const keepSomething = async () => {
    for (const [email, criteria, language] of [[person, { q: "data" }, "en"], [mailbox.toUpperCase(), { category: "Job" }, "fr"]] as const) {
      expect((await api.request("POST", "/opportunities/alerts", { body: { email, criteria, language } })).status).toBe(202);
    }
    const offer = (title: string) => ({ title, link_url: `https://careers.privacy-person.example/${title.length}`, submitter_email: person, submitter_name: "Pat Person" });
    for (const title of ["Pending role", "Rejected role", "Live role"]) expect((await api.request("POST", "/opportunities/submissions", { body: offer(title) })).status).toBe(202);
    await api.db.exec("update submissions set status = 'pending', confirm_token = null, confirmed_at = now()");
    const queue = expectAnswer(await api.request("GET", "/opportunities/submissions", { as: "editor" })) as { id: string; version: number; posting: { title: string } }[];
    const of = (title: string) => queue.find((s) => s.posting.title === title)!;
    expectAnswer(await api.request("POST", `/opportunities/submissions/reject?id=${of("Rejected role").id}`, { as: "editor", body: { reason: "spam" } }));
    const live = expectAnswer(await api.request("POST", `/opportunities/submissions/approve?id=${of("Live role").id}&version=${of("Live role").version}`, { as: "editor" }));
    return live.opportunity_id as string;
  };
  /** Every row of every table of public, private and auth whose text holds `needle` (any case). */
  const everywhere = async (needle: string) => {
    const tables = await api.db.query<{ name: string }>(`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('public', 'private', 'auth') and table_type = 'BASE TABLE'`);
    expect(tables.length).toBeGreaterThan(30);
    const found: string[] = [];
    for (const { name } of tables) {
      const [row] = await api.db.query<{ n: number }>(`select count(*)::int as n from ${name} t where strpos(lower(t::text), lower($1)) > 0`, [needle]);
      if (row!.n > 0) found.push(`${name}: ${row!.n}`);
    }
    return found;
  };

  it("mails a link whatever the address, once an hour per address, and limits each client", async () => {
    const link = await linkFor(person);
    expect(link).toMatch(/^\/privacy\/requests\/manage\?token=privacy_[0-9a-f]{64}$/);
    const [sent] = mail.receiver.emails;
    expect(sent!.text).not.toMatch(/alert|submission/i);
    // The same mailbox again within the hour: the same 202, no second e-mail.
    expect((await ask(mailbox.toUpperCase())).status).toBe(202);
    await deliverDue();
    expect(mail.receiver.emails).toHaveLength(1);
    // Three an hour from one client (per its network): the fourth is 429.
    expect((await ask("someone-else@example.org")).status).toBe(202);
    expect(await ask("a-fourth@example.org")).toMatchObject({ status: 429, body: failure("rate_limited") });
    expect(problemFields(await ask("not an address", "203.0.113.5"))).toEqual(["email"]);
    // The link is a token of its own purpose: another's, or none, is refused.
    expect((await api.request("GET", "/privacy/requests/manage?token=manage_" + "0".repeat(64))).status).toBe(400);
    expect((await api.request("GET", `/privacy/requests/manage?token=privacy_${"0".repeat(64)}`)).status).toBe(404);
  });

  it("shows, downloads and erases what the board keeps about the address, which is then nowhere", async () => {
    const live = await keepSomething();
    const link = await linkFor(person);
    // An e-mail to the address that could not be sent is kept for the log a while.
    await api.db.query("insert into private.emails (kind, to_address, content, status, error) values ('submission_links', $1, jsonb_build_object('address_key', $2::text), 'failed', 'bounced')", [person, mailbox]);
    // Opened (a mail scanner, a browser): the counts and two buttons; nothing changes.
    const shown = await api.request("GET", link, { headers: { accept: "text/html" } });
    expect([shown.status, shown.text.includes("2 job alerts"), shown.text.includes("3 submitted postings"), shown.text.includes("Erase it all")]).toEqual([200, true, true, true]);
    // Downloaded: every list, without a token.
    const download = await api.request("POST", `${link}&action=export`, { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" });
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="my-data.json"');
    const data = download.body.data;
    expect([data.address, data.alerts.length, data.submissions.length]).toEqual([person, 2, 3]);
    expect(data.alerts.map((a: { language: string }) => a.language)).toEqual(["en", "fr"]); // each alert's language is theirs too
    expect(data.submissions.map((s: { status: string }) => s.status).sort()).toEqual(["approved", "pending", "rejected"]);
    expect(data.emails).toEqual([{ kind: "submission_links", to: person, status: "failed", error: "bounced", created_at: expect.any(String) }]);
    expect(JSON.stringify(data)).not.toMatch(/token|_[0-9a-f]{64}/);

    const erased = await api.request("POST", `${link}&action=erase`);
    expect(erased.body.data).toEqual({ alerts: 2, submissions_deleted: 2, submissions_anonymised: 1, emails: expect.any(Number), bookmarks: 0, reports: 0, applications: 0 });
    // The live posting stays, without who offered it.
    expect(expectAnswer(await api.request("GET", `/opportunities?id=${live}`))).toMatchObject({ title: "Live role" });
    expect(await api.db.query("select submitter_email, submitter_name from submissions")).toEqual([{ submitter_email: "erased@erased.invalid", submitter_name: "Erased" }]);
    // Nowhere: not the address, not its mailbox form, in any table of any schema.
    for (const needle of [person, mailbox, "pat.privacy"]) expect(await everywhere(needle), needle).toEqual([]);
    // The link is spent.
    expect((await api.request("POST", `${link}&action=export`)).status).toBe(404);
  });

  it("lets a signed-in member export and erase their own: bookmarks, alerts and reports", async () => {
    const [posting] = await api.db.query<{ id: string }>("select id from opportunities where website_viewable and is_active and published_at is not null limit 1");
    expect((await api.request("POST", "/opportunities/bookmarks", { body: { opportunity_id: posting!.id }, headers: member })).status).toBe(201);
    expect((await api.request("POST", "/opportunities/alerts", { body: { criteria: { q: "design" } }, headers: member })).status).toBeLessThan(300);
    expect((await api.request("POST", "/opportunities/reports", { body: { opportunity_id: posting!.id, reason: "inaccurate", details: "my words" }, headers: member })).status).toBe(201);
    const mine = expectAnswer(await api.request("GET", "/privacy/mine", { headers: member }));
    expect([mine.address, mine.bookmarks.length, mine.alerts.length, mine.reports.length, mine.reports[0].details]).toEqual([seedUsers.member.email, 1, 1, 1, "my words"]);
    expect((await api.request("GET", "/privacy/mine")).status).toBe(401);
    expect(expectAnswer(await api.request("DELETE", "/privacy/mine", { headers: member }))).toMatchObject({ bookmarks: 1, alerts: 1, reports: 1 });
    const after = expectAnswer(await api.request("GET", "/privacy/mine", { headers: member }));
    expect([after.bookmarks, after.alerts, after.reports]).toEqual([[], [], []]);
    expect(await api.db.query("select 1 from opportunity_reports where details = 'my words'")).toEqual([]);
  });

  it("erases an address on a written request with the secret key only", async () => {
    await keepSomething();
    expect((await api.request("POST", "/privacy/erasures", { as: "editor", body: { email: person } })).status).toBe(403);
    expect(await everywhere(mailbox)).not.toEqual([]);
    expect(expectAnswer(await api.request("POST", "/privacy/erasures", { as: "secret", body: { email: mailbox } }))).toMatchObject({ alerts: 2, submissions_deleted: 2 });
    expect(await everywhere(mailbox)).toEqual([]);
  });

  it("forgets what is kept past its setting: a failed e-mail's body, an ended posting's submitter, a resolved report's keys", async () => {
    const live = await keepSomething();
    await api.db.query("insert into private.emails (kind, to_address, content, status, created_at) values ('submission_links', $1, '{}', 'failed', now() - interval '8 days')", [person]);
    // A report resolved 31 days ago (REPORT_KEY_DAYS is 30).
    expect((await api.request("POST", "/opportunities/reports", { body: { opportunity_id: live, reason: "closed" }, headers: { "cf-connecting-ip": "198.51.100.99" } })).status).toBe(201);
    expectAnswer(await api.request("POST", `/opportunities/reports/dismiss?opportunity_id=${live}`, { as: "editor", body: { note: "Checked." } }));
    await api.db.exec("update opportunity_reports set resolved_at = now() - interval '31 days'");
    // Its posting ended 91 days ago (the schedule closes it first, as expired then).
    await api.db.query("update opportunities set expires_at = now() - interval '91 days' where id = $1", [live]);
    // Those 8 days old and 91 days ended are forgotten; anything younger stays.
    await api.db.query("insert into private.emails (kind, to_address, content, status) values ('submission_links', 'recent@example.org', '{}', 'failed')");
    const checked = expectAnswer(await api.request("POST", "/opportunities/schedule/check-links", { as: "secret" }));
    expect(checked.forgotten).toMatchObject({ emails: 1, submissions: 1, reporter_keys: 1 }); // the ended posting's submitter (the rejected one is recent)
    expect(await api.db.query("select to_address from private.emails where status = 'failed'")).toEqual([{ to_address: "recent@example.org" }]);
    expect(await api.db.query("select reporter_key, network_key from opportunity_reports")).toEqual([{ reporter_key: null, network_key: null }]);
    expect(await api.db.query("select submitter_email from submissions where status = 'approved'")).toEqual([{ submitter_email: "erased@erased.invalid" }]);
  });
});
