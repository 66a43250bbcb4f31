// Submissions (docs/submissions.md): a stranger offers a posting, confirms it from the e-mail,
// an editor approves it (or sends it back, or rejects it) and the posting goes live through the
// create's write path; a trusted domain's go live at once; the owner keeps it true by the manage
// link. Every e-mail is read back and its links followed against the stack.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asCaller } from "../functions/_shared/database/as-caller.ts";
import { mintUserToken } from "../local/dev-credentials.ts";
import { seedUsers } from "../local/seed-users.ts";
import type { ReceivedEmail } from "../local/resend-receiver.ts";
import { type Api, startApi } from "./support/api.ts";
import { callers } from "./support/callers.ts";
import type { Receivers } from "./support/receivers.ts";
import { emailReceiver, type EmailReceiver, linksOf, stackPath, testEmailKey } from "./support/email-receiver.ts";
import { expectAnswer, failure, problemFields } from "./support/envelope.ts";
import { type OutboxStack, startWithOutbox } from "./support/outbox.ts";
import { targets } from "./support/targets.ts";

const sender = "Club Careers <jobs@club.example.org>";
const posting = {
  title: "Graduate Data Analyst",
  description: "Join our analytics team.",
  link_url: "https://careers.acme.example/jobs/42?utm_source=club",
  company_name: "Acme",
  category: "Job",
};
const offer = (extra: Record<string, unknown> = {}) => ({ ...posting, submitter_email: "recruiting@acme.example", submitter_name: "Sam", ...extra });

describe.each(targets)("submissions on $name", (target) => {
  let stack: OutboxStack;
  let api: Api;
  let mail: EmailReceiver;
  let receivers: Receivers;
  let editorWithEmail: string;
  beforeAll(async () => {
    stack = await startWithOutbox(target, {
      email: { apiKey: testEmailKey, from: sender, dailyLimit: 10_000, signUpsPerHour: 1_000, pendingPerHour: 1_000 },
      submissions: { limit: 5, days: 30, maxDays: 90, perClientPerHour: 1_000, perDomainPerHour: 1_000, moderatorEmails: ["mods@club.example.org"] },
    });
    ({ api, mail, receivers } = stack);
    editorWithEmail = await mintUserToken(api.credentials, seedUsers.editor);
  });
  afterAll(() => stack?.close());
  beforeEach(async () => {
    await api.db.exec(`delete from public.channels; delete from private.emails; delete from private.email_sends; delete from private.rate_limits; delete from private.moderator_notices;
      delete from public.trusted_domains; delete from public.submissions; delete from public.opportunities where source = 'submission'`);
    mail.receiver.emails.length = 0;
  });

  const submit = (body: Record<string, unknown>, headers: Record<string, string> = {}) => api.request("POST", "/opportunities/submissions", { body, headers });
  const deliverDue = async () => expectAnswer(await api.request("POST", "/opportunities/schedule/deliver", { as: "secret" }));
  const to = (address: string) => mail.receiver.emails.filter((e) => e.to.includes(address));
  const last = (address: string, subject: RegExp): ReceivedEmail => {
    const found = to(address).filter((e) => subject.test(e.subject));
    expect(found.map((e) => e.subject), `e-mails to ${address}`).not.toEqual([]);
    return found.at(-1)!;
  };
  const follow = (link: string, method = "GET") =>
    api.request(method, stackPath(link), {
      headers: { accept: "text/html", ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      ...(method === "POST" ? { body: "" } : {}),
    });
  const linkTo = (email: ReceivedEmail, path: string) => linksOf(email).html.find((l) => l.includes(path))!;
  /** Submitted and confirmed through its e-mail's link: the confirmation's answer page. */
  const confirmed = async (body: Record<string, unknown> = offer()) => {
    expect(expectAnswer(await submit(body), 202)).toEqual({ status: "unconfirmed", submitter_email: body.submitter_email });
    await deliverDue();
    const confirmation = last(String(body.submitter_email), /^Confirm your submission$/);
    return follow(linkTo(confirmation, "/submissions/confirm"), "POST");
  };
  const queue = async () => expectAnswer(await api.request("GET", "/opportunities/submissions", { as: "editor" }));
  /** The query that names the queue's first submission and the version read. */
  const inQueue = (rows: { id: string; version: number }[]) => `id=${rows[0]!.id}&version=${rows[0]!.version}`;
  const manageToken = async (address = "recruiting@acme.example") => {
    const [row] = await api.db.query<{ manage_token: string }>("select manage_token from submissions where submitter_email = $1 order by created_at desc limit 1", [address]);
    return row!.manage_token;
  };

  it("takes a stranger's posting through confirmation, the queue and an editor's approval, e-mailing each step", async () => {
    const answered = await submit(offer());
    expect(answered.status).toBe(202);
    expect(mail.receiver.emails).toHaveLength(0);
    await deliverDue();
    const confirmation = last("recruiting@acme.example", /^Confirm your submission$/);
    // The address, the club and the links: nothing that was submitted.
    for (const body of [confirmation.text!, confirmation.html!, confirmation.subject]) expect(body).not.toMatch(/Analyst|analytics|Acme|Sam/);
    const confirmLink = linkTo(confirmation, "/submissions/confirm");
    // Every e-mail to the submitter carries the manage link, this one too.
    expect(stackPath(linkTo(confirmation, "/submissions/manage"))).toMatch(/^\/opportunities\/submissions\/manage\?token=submission_manage_[0-9a-f]{64}$/);
    expect(linksOf(confirmation).text).toEqual(linksOf(confirmation).html);
    expect(stackPath(confirmLink)).toMatch(/^\/opportunities\/submissions\/confirm\?token=submission_confirm_[0-9a-f]{64}$/);
    // Opened (a mail scanner): the title and a button; nothing changes.
    const page = await follow(confirmLink);
    expect([page.status, page.text.includes("Graduate Data Analyst"), page.text.includes('<form method="post"')]).toEqual([200, true, true]);
    expect(await queue()).toEqual([]);
    expect((await follow(confirmLink, "POST")).text).toContain("it is with the editors");
    expect((await follow(confirmLink, "POST")).status).toBe(404);

    const [waiting] = await queue();
    expect(waiting).toMatchObject({ status: "pending", posting: { ...posting, link_url: posting.link_url }, submitter_email: "recruiting@acme.example", waiting_days: 0 });
    expect(waiting.hints).toEqual({ same_link: [], earlier: {}, trusted_domain: false });
    // Nothing public yet.
    expect(expectAnswer(await api.request("GET", "/opportunities?q=analyst")).filter((o: { title: string }) => o.title === posting.title)).toEqual([]);

    const approved = expectAnswer(await api.request("POST", `/opportunities/submissions/approve?id=${waiting.id}&version=${waiting.version}`, { as: "editor" }));
    expect(approved).toMatchObject({ status: "approved", reviewed_by: seedUsers.editor.id, trusted: false });
    const live = expectAnswer(await api.request("GET", `/opportunities?id=${approved.opportunity_id}`));
    expect(live).toMatchObject({ title: posting.title, source: "submission", website_viewable: true, is_active: true, created_by: seedUsers.editor.id });
    expect(live.expires_at).not.toBeNull();
    const history = expectAnswer(await api.request("GET", `/opportunities/history?id=${live.id}`, { as: "editor" }));
    expect(history.map((r: { via: string; by: string }) => [r.via, r.by])).toEqual([["api", seedUsers.editor.id]]);
    // Once: a second approval finds it reviewed.
    expect(await api.request("POST", `/opportunities/submissions/approve?id=${waiting.id}&version=${waiting.version}`, { as: "editor" })).toMatchObject({ status: 409, body: failure("not_in_queue") });
    const [event] = await api.db.query<{ n: number }>("select count(*)::int as n from opportunity_events where opportunity_id = $1 and event = 'published'", [live.id]);
    expect(event!.n).toBe(1);

    await deliverDue();
    const told = last("recruiting@acme.example", /^Live: Graduate Data Analyst$/);
    expect(linksOf(told).html).toContain(`https://club.example.org/opportunities/${live.id}`);
    const manage = await follow(linkTo(told, "/submissions/manage"));
    expect([manage.status, manage.text.includes("It is live on the board."), manage.text.includes("It is filled: close it")]).toEqual([200, true, true]);
    // The domain is trusted from now on; the same link again is a hint.
    expect(expectAnswer(await api.request("GET", "/opportunities/trusted-domains", { as: "editor" }))).toMatchObject([{ domain: "acme.example", trusted: true, submission_id: waiting.id }]);
    await confirmed(offer({ submitter_email: "other@elsewhere.example", link_url: "https://careers.acme.example/jobs/42?gh_src=x" }));
    const [again] = await queue();
    expect(again.hints.same_link).toEqual([{ id: live.id, title: posting.title }]);
  });

  it("answers 400 naming the field for what a create refuses, and for what a submitter may not set", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [offer({ link_url: "http://careers.acme.example/jobs/1" }), "link_url"],
      [offer({ link_url: "https://10.0.0.7/jobs" }), "link_url"],
      [offer({ link_url: "https://intranet.local/jobs" }), "link_url"],
      [offer({ link_url: undefined }), "link_url"],
      [offer({ title: "  " }), "title"],
      [offer({ closes_on: "2020-01-01" }), "closes_on"],
      [offer({ closes_on: new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10) }), "closes_on"],
      [offer({ website_viewable: true }), "website_viewable"],
      [offer({ is_active: true }), "is_active"],
      [offer({ source: "manual" }), "source"],
      [offer({ submitter_email: "not an address" }), "submitter_email"],
      [offer({ salary_min: 5, salary_max: 1 }), "salary_max"],
    ];
    for (const [body, field] of cases) {
      const response = await submit(body);
      expect([field, response.status, response.body.error.details?.map((d: { field: string }) => d.field)]).toEqual([field, 400, expect.arrayContaining([field])]);
    }
    const [count] = await api.db.query<{ n: number }>("select count(*)::int as n from submissions");
    expect(count!.n).toBe(0);
    // A honeypot filled: the same 202, nothing kept.
    expect((await submit(offer({ website: "http://spam.example" }))).status).toBe(202);
    expect((await api.db.query<{ n: number }>("select count(*)::int as n from submissions"))[0]!.n).toBe(0);
  });

  it("lets only editors read the queue and review, never one from their own address, and supabase-js only editors", async () => {
    await confirmed(offer({ submitter_email: "editor@example.org" }));
    const [own] = await queue();
    for (const [as, status] of [["nobody", 401], ["member", 403], ["resourcesEditor", 403]] as const) {
      expect([as, (await api.request("GET", "/opportunities/submissions", { as })).status]).toEqual([as, status]);
      expect([as, (await api.request("POST", `/opportunities/submissions/approve?id=${own.id}&version=${own.version}`, { as })).status]).toEqual([as, status]);
    }
    const self = await api.request("POST", `/opportunities/submissions/approve?id=${own.id}&version=${own.version}`, { headers: { apikey: api.credentials.publishableKey, authorization: `Bearer ${editorWithEmail}` } });
    expect(self).toMatchObject({ status: 403, body: failure("forbidden", { message: "own address" }) });
    expect((await api.request("POST", `/opportunities/submissions/approve?id=${own.id}&version=${own.version}`, { as: "editor" })).status).toBe(403);
    // Another editor may; the secret key too (reviewed by no user).
    expect(expectAnswer(await api.request("POST", `/opportunities/submissions/reject?id=${own.id}`, { as: "opportunitiesEditor", body: { reason: "duplicate" } })).status).toBe("rejected");
    expect((await api.request("POST", "/opportunities/submissions", { as: "member", body: offer({ submitter_email: "member@example.org" }) })).status).toBe(202);
    const [memberOwn] = await api.db.query<{ confirm_token: string; id: string; version: number }>("select id, confirm_token, version from submissions where submitter_email = 'member@example.org'");
    expectAnswer(await api.request("POST", `/opportunities/submissions/confirm?token=${memberOwn!.confirm_token}`, { as: "member" }));
    expect(expectAnswer(await api.request("GET", "/opportunities/submissions", { as: "secret" })).map((s: { id: string }) => s.id)).toEqual([memberOwn!.id]);
    expect(expectAnswer(await api.request("POST", `/opportunities/submissions/approve?id=${memberOwn!.id}&version=${memberOwn!.version}`, { as: "secret" })))
      .toMatchObject({ status: "approved", reviewed_by: null });
    const seen = (claims: (typeof callers)[keyof typeof callers]) => asCaller(api.db, { claims }, (tx) => tx.query("select id from submissions"));
    expect(await seen(callers.member)).toEqual([]);
    await expect(seen(callers.anon)).rejects.toThrow(/permission denied/);
    expect((await seen(callers.editor)).map((r) => (r as { id: string }).id).sort()).toEqual([own.id, memberOwn!.id].sort());
    await expect(asCaller(api.db, { claims: callers.editor }, (tx) => tx.query("select manage_token from submissions"))).rejects.toThrow(/permission denied/);
    // The database holds the states whoever writes: no jump from rejected to approved.
    await expect(asCaller(api.db, { claims: callers.editor }, (tx) => tx.query("update submissions set status = 'approved'"))).rejects.toThrow(/cannot become/);
  });

  it("approves once under two editors at once", async () => {
    await confirmed();
    const [waiting] = await queue();
    const answers = await Promise.all([api.request("POST", `/opportunities/submissions/approve?id=${waiting.id}&version=${waiting.version}`, { as: "editor" }),
      api.request("POST", `/opportunities/submissions/approve?id=${waiting.id}&version=${waiting.version}`, { as: "opportunitiesEditor" })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await api.db.query<{ n: number }>("select count(*)::int as n from opportunities where source = 'submission'"))[0]!.n).toBe(1);
  });

  it("sends one back for changes, takes the owner's edit back to the queue, and rejects with the reason", async () => {
    await confirmed();
    let [waiting] = await queue();
    expectAnswer(await api.request("POST", `/opportunities/submissions/request-changes?id=${waiting.id}`, { as: "editor", body: { message: "Please add the salary." } }));
    expect(await queue()).toEqual([]);
    await deliverDue();
    const asked = last("recruiting@acme.example", /^Changes asked/);
    expect(asked.text).toContain("The editor wrote: Please add the salary.");
    const token = await manageToken();
    const edited = expectAnswer(await api.request("PATCH", `/opportunities/submissions/manage?token=${token}`, { body: { salary: "£30,000 a year" } }));
    expect(edited).toMatchObject({ status: "pending", posting: { salary: "£30,000 a year", title: posting.title } });
    const badEdit = await api.request("PATCH", `/opportunities/submissions/manage?token=${token}`, { body: { link_url: "https://localhost/x" } });
    expect([badEdit.status, badEdit.body.error.details[0].field]).toEqual([400, "link_url"]);
    [waiting] = await queue();
    const rejected = expectAnswer(await api.request("POST", `/opportunities/submissions/reject?id=${waiting.id}`, { as: "editor", body: { reason: "not_a_fit", message: "Students only." } }));
    expect(rejected).toMatchObject({ status: "rejected", reason: "not_a_fit", message: "Students only." });
    const badReason = await api.request("POST", `/opportunities/submissions/reject?id=${waiting.id}`, { as: "editor", body: { reason: "rude" } });
    expect([badReason.status, badReason.body.error.details[0].field]).toEqual([400, "reason"]);
    await deliverDue();
    expect(last("recruiting@acme.example", /^Not accepted/).text).toContain("it is not a fit for this board");
    // The owner sees the reason; a rejected one cannot be edited.
    expect(expectAnswer(await api.request("GET", `/opportunities/submissions/manage?token=${token}`))).toMatchObject({ status: "rejected", reason: "not_a_fit", message: "Students only." });
    expect(await api.request("PATCH", `/opportunities/submissions/manage?token=${token}`, { body: { salary: "x" } })).toMatchObject({ status: 409, body: failure("not_now") });
    // Its earlier outcome is a hint on the address's next one.
    await confirmed();
    expect((await queue())[0].hints.earlier).toEqual({ rejected: 1 });
  });

  it("keeps a live posting as it is while a revision waits, then applies or drops it", async () => {
    await confirmed();
    const [waiting] = await queue();
    const { opportunity_id: id } = expectAnswer(await api.request("POST", `/opportunities/submissions/approve?id=${waiting.id}&version=${waiting.version}`, { as: "editor" }));
    const token = await manageToken();
    expect(expectAnswer(await api.request("PATCH", `/opportunities/submissions/manage?token=${token}`, { body: { title: "Senior Data Analyst" } }))).toMatchObject({ status: "approved", revision: { title: "Senior Data Analyst" } });
    expect(expectAnswer(await api.request("GET", `/opportunities?id=${id}`)).title).toBe(posting.title);
    const [revision] = await queue();
    expect(revision).toMatchObject({ id: waiting.id, status: "approved", revision: { title: "Senior Data Analyst" } });
    expectAnswer(await api.request("POST", `/opportunities/submissions/reject?id=${waiting.id}`, { as: "editor", body: { reason: "other", message: "Keep the title." } }));
    expect(expectAnswer(await api.request("GET", `/opportunities?id=${id}`)).title).toBe(posting.title);
    await api.request("PATCH", `/opportunities/submissions/manage?token=${token}`, { body: { title: "Lead Data Analyst" } });
    expect(expectAnswer(await api.request("POST", `/opportunities/submissions/approve?${inQueue(await queue())}`, { as: "editor" }))).toMatchObject({ revision: null, posting: { title: "Lead Data Analyst" } });
    expect(expectAnswer(await api.request("GET", `/opportunities?id=${id}`)).title).toBe("Lead Data Analyst");
    await deliverDue();
    expect(to("recruiting@acme.example").map((e) => e.subject)).toEqual(expect.arrayContaining([
      "Changes not accepted: Graduate Data Analyst", "Changes live: Lead Data Analyst",
    ]));
  });

  it("trusts a domain after its first approval: later ones on its own host go live at once, never free mail", async () => {
    await confirmed();
    expectAnswer(await api.request("POST", `/opportunities/submissions/approve?${inQueue(await queue())}`, { as: "editor" }));
    const live = await confirmed(offer({ submitter_email: "hr@acme.example", title: "Data Engineer", link_url: "https://jobs.careers.acme.example/7" }));
    expect(live.text).toContain("Your opportunity is live");
    const [trusted] = await api.db.query<{ status: string; trusted: boolean; reviewed_by: string | null; opportunity_id: string }>(
      "select status, trusted, reviewed_by, opportunity_id from submissions where submitter_email = 'hr@acme.example'");
    expect(trusted).toMatchObject({ status: "approved", trusted: true, reviewed_by: null });
    expect(expectAnswer(await api.request("GET", `/opportunities?id=${trusted!.opportunity_id}`))).toMatchObject({ source: "submission", website_viewable: true });
    // A link on another host is reviewed.
    expect((await confirmed(offer({ submitter_email: "hr@acme.example", title: "Elsewhere", link_url: "https://acme-jobs.example/1" }))).text).toContain("with the editors");
    // Free mail never skips review, even approved.
    await confirmed(offer({ submitter_email: "someone@gmail.com", link_url: "https://gmail.com/jobs/1", title: "Gmail 1" }));
    const gmail = (await queue()).find((s: { posting: { title: string } }) => s.posting.title === "Gmail 1");
    expectAnswer(await api.request("POST", `/opportunities/submissions/approve?id=${gmail.id}&version=${gmail.version}`, { as: "editor" }));
    expect((await confirmed(offer({ submitter_email: "someone@gmail.com", link_url: "https://gmail.com/jobs/2", title: "Gmail 2" }))).text).toContain("with the editors");
    // Revoked, it stays revoked through approvals.
    expectAnswer(await api.request("PATCH", "/opportunities/trusted-domains?id=acme.example", { as: "editor", body: { trusted: false } }));
    expect((await confirmed(offer({ submitter_email: "hr@acme.example", title: "After revoke", link_url: "https://careers.acme.example/9" }))).text).toContain("with the editors");
    expect((await api.request("POST", "/opportunities/trusted-domains", { as: "editor", body: { domain: "gmail.com" } })).body.error.details[0].field).toBe("domain");
  });

  it("trusts a company's verified domain as a trusted one, and links what its people submit to the company", async () => {
    const company = expectAnswer(await api.request("POST", "/companies", { as: "editor", body: { name: "Acme Careers Ltd", verified_domains: ["acme.example"] } }), 201);
    try {
      const live = await confirmed(offer({ submitter_email: "hr@acme.example", title: "Verified 1", link_url: "https://careers.acme.example/v1", company_name: "ACME Corp" }));
      expect(live.text).toContain("Your opportunity is live");
      const posting = async (title: string) => {
        const [row] = await api.db.query<{ opportunity_id: string }>("select opportunity_id from submissions where posting ->> 'title' = $1", [title]);
        return expectAnswer(await api.request("GET", `/opportunities?id=${row!.opportunity_id}`));
      };
      expect(await posting("Verified 1")).toMatchObject({ company_id: company.id, company_name: "ACME Corp", website_viewable: true });
      // A link elsewhere is reviewed; approved, it is the company's by the submitter's domain.
      expect((await confirmed(offer({ submitter_email: "hr@acme.example", title: "Verified 2", link_url: "https://jobs.example.net/2", company_name: "Someone" }))).text)
        .toContain("with the editors");
      const waiting = (await queue()).find((q: { posting: { title: string } }) => q.posting.title === "Verified 2");
      expectAnswer(await api.request("POST", `/opportunities/submissions/approve?id=${waiting.id}&version=${waiting.version}`, { as: "editor" }));
      expect(await posting("Verified 2")).toMatchObject({ company_id: company.id });
    } finally {
      await api.db.query("delete from public.companies where id = $1", [company.id]);
    }
  });

  it("approves only the version the editor read: an owner's edit since is a 409 and the submission stays in the queue", async () => {
    await confirmed();
    const [read] = await queue();
    expect(read.version).toBe(1);
    const token = await manageToken();
    // The owner swaps the link after the editor read it.
    expectAnswer(await api.request("PATCH", `/opportunities/submissions/manage?token=${token}`, { body: { link_url: "https://phish.example.net/login" } }));
    for (const verb of ["approve", "reject"]) {
      const stale = await api.request("POST", `/opportunities/submissions/${verb}?id=${read.id}&version=${read.version}`, { as: "editor", body: { reason: "spam" } });
      expect(stale).toMatchObject({ status: 409, body: failure("changed_since_read", { message: /version 1; it is version 2 now/ }) });
    }
    const [still] = await queue();
    expect(still).toMatchObject({ id: read.id, status: "pending", version: 2, posting: { link_url: "https://phish.example.net/login" } });
    expect(await api.db.query("select 1 from opportunities where source = 'submission'")).toEqual([]);
    // An approval without the version read is refused, naming the field; with the new one it goes.
    const unnamed = await api.request("POST", `/opportunities/submissions/approve?id=${read.id}`, { as: "editor" });
    expect([unnamed.status, problemFields(unnamed)]).toEqual([400, ["version"]]);
    expect(problemFields(await api.request("POST", `/opportunities/submissions/approve?id=${read.id}&version=0`, { as: "editor" }))).toEqual(["version"]);
    // An edit that changes nothing is no new version.
    expectAnswer(await api.request("PATCH", `/opportunities/submissions/manage?token=${token}`, { body: { title: posting.title } }));
    expect((await queue())[0].version).toBe(2);
    expect(expectAnswer(await api.request("POST", `/opportunities/submissions/approve?${inQueue(await queue())}`, { as: "editor" }))).toMatchObject({ status: "approved" });
  });

  it("applies a revision as its owner's changed fields over the live posting, showing the reviewer what an editor changed since", async () => {
    await confirmed();
    const { opportunity_id: id } = expectAnswer(await api.request("POST", `/opportunities/submissions/approve?${inQueue(await queue())}`, { as: "editor" }));
    // An editor fixes the live posting's location and description.
    expectAnswer(await api.request("PATCH", `/opportunities?id=${id}`, { as: "editor", body: { location: "London", description: "Fixed by the club." } }));
    const token = await manageToken();
    expectAnswer(await api.request("PATCH", `/opportunities/submissions/manage?token=${token}`, { body: { title: "Senior Data Analyst", description: "Owner's words." } }));
    const [waiting] = await queue();
    expect(waiting.revision_changes).toEqual([
      { field: "description", was: posting.description, to: "Owner's words.", live: "Fixed by the club.", conflict: true },
      { field: "title", was: posting.title, to: "Senior Data Analyst", live: posting.title, conflict: false },
    ]);
    expectAnswer(await api.request("POST", `/opportunities/submissions/approve?${inQueue([waiting])}`, { as: "editor" }));
    // The owner's two fields are written; the editor's location stays.
    expect(expectAnswer(await api.request("GET", `/opportunities?id=${id}`, { as: "editor" }))).toMatchObject({
      title: "Senior Data Analyst", description: "Owner's words.", location: "London",
    });
  });

  it("links a submitted posting to a company only by proof: its verified domain, never the name a stranger writes", async () => {
    const company = expectAnswer(await api.request("POST", "/companies", {
      as: "editor", body: { name: "Sponsor Corp", website: "https://sponsor.example", verified_domains: ["sponsor-corp.example"] },
    }), 201);
    try {
      // A trusted domain's submitter writes the sponsor's name, and links to the sponsor's website: no company.
      expectAnswer(await api.request("POST", "/opportunities/trusted-domains", { as: "editor", body: { domain: "acme.example" } }), 201);
      await confirmed(offer({ company_name: "Sponsor Corp", title: "Impostor", link_url: "https://careers.acme.example/x" }));
      await confirmed(offer({ company_name: "sponsor corp", title: "Impostor 2", link_url: "https://sponsor.example/jobs/1" }));
      for (const waiting of (await queue())) expectAnswer(await api.request("POST", `/opportunities/submissions/approve?${inQueue([waiting])}`, { as: "editor" }));
      const linked = await api.db.query<{ title: string; company_id: string | null; company_name: string }>(
        "select title, company_id, company_name from opportunities where source = 'submission' order by title");
      expect(linked.map((o) => [o.title, o.company_id, o.company_name])).toEqual([
        ["Impostor", null, "Sponsor Corp"], ["Impostor 2", null, "sponsor corp"],
      ]);
      // A link on the company's verified domain is proof; so is an editor's own link.
      await confirmed(offer({ submitter_email: "x@elsewhere.example", title: "On its domain", link_url: "https://jobs.sponsor-corp.example/1" }));
      expectAnswer(await api.request("POST", `/opportunities/submissions/approve?${inQueue(await queue())}`, { as: "editor" }));
      const [proved] = await api.db.query<{ company_id: string }>("select company_id from opportunities where title = 'On its domain'");
      expect(proved!.company_id).toBe(company.id);
      // An editor's posting of that name is linked by the name, as before.
      const byEditor = expectAnswer(await api.request("POST", "/opportunities", { as: "editor", body: { title: "Editor's", company_name: "Sponsor Corp", link_url: "https://x.example/1" } }), 201);
      expect(byEditor.company_id).toBe(company.id);
      await api.db.query("delete from opportunities where id = $1", [byEditor.id]);
    } finally {
      await api.db.query("delete from public.companies where id = $1", [company.id]);
    }
  });

  it("trusts only a real organisation's domain: never free or disposable mail from maintained lists, nor a public suffix", async () => {
    for (const domain of ["naver.com", "gmx.at", "mailinator.com", "co.uk", "github.io", "mail.naver.com"]) {
      const refused = await api.request("POST", "/opportunities/trusted-domains", { as: "editor", body: { domain } });
      expect([domain, refused.status, problemFields(refused)]).toEqual([domain, 400, ["domain"]]);
      const company = await api.request("POST", "/companies", { as: "editor", body: { name: `Company of ${domain}`, verified_domains: [domain] } });
      expect([domain, company.status, problemFields(company)]).toEqual([domain, 400, ["verified_domains.0"]]);
    }
    expect((await api.request("POST", "/opportunities/trusted-domains", { as: "editor", body: { domain: "github.io" } })).body.error.details[0].message)
      .toMatch(/public suffix/);
    expectAnswer(await api.request("POST", "/opportunities/trusted-domains", { as: "editor", body: { domain: "club-partner.example" } }), 201);
    // An approval from naver.com trusts nothing: the next one is reviewed.
    await confirmed(offer({ submitter_email: "recruiter@naver.com", link_url: "https://naver.com/jobs/1", title: "Naver 1" }));
    expectAnswer(await api.request("POST", `/opportunities/submissions/approve?${inQueue(await queue())}`, { as: "editor" }));
    expect(await api.db.query("select domain from trusted_domains order by domain")).toEqual([{ domain: "club-partner.example" }]);
    expect((await confirmed(offer({ submitter_email: "recruiter@naver.com", link_url: "https://naver.com/jobs/2", title: "Naver 2" }))).text).toContain("with the editors");
  });

  it("stops auto-publishing a revoked domain, whatever companies list it", async () => {
    const company = expectAnswer(await api.request("POST", "/companies", { as: "editor", body: { name: "Revoked Co", verified_domains: ["acme.example"] } }), 201);
    try {
      expect((await confirmed(offer({ title: "Before revoke", link_url: "https://careers.acme.example/1" }))).text).toContain("Your opportunity is live");
      expectAnswer(await api.request("POST", "/opportunities/trusted-domains", { as: "editor", body: { domain: "acme.example", trusted: false } }), 201);
      expect((await confirmed(offer({ title: "After revoke", link_url: "https://careers.acme.example/2" }))).text).toContain("with the editors");
    } finally {
      await api.db.query("delete from public.companies where id = $1", [company.id]);
    }
  });

  it("writes nothing for an owner's action that changes nothing, moves an end at most 3 times, and never reopens what an editor closed", async () => {
    await confirmed();
    const { opportunity_id: id } = expectAnswer(await api.request("POST", `/opportunities/submissions/approve?${inQueue(await queue())}`, { as: "editor" }));
    const token = await manageToken();
    const act = (query: string) => api.request("POST", `/opportunities/submissions/manage?token=${token}&${query}`);
    const revisions = async () => (await api.db.query<{ n: number }>("select count(*)::int as n from public.revisions where record_id = $1", [id]))[0]!.n;
    const a = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const b = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    expectAnswer(await act(`action=extend&closes_on=${a}`));
    const after = await revisions();
    // The same date again: 200, nothing written, nothing counted.
    for (let i = 0; i < 5; i++) expect(expectAnswer(await act(`action=extend&closes_on=${a}`)).renewals_left).toBe(2);
    expect(await revisions()).toBe(after);
    expectAnswer(await act(`action=extend&closes_on=${b}`));
    expectAnswer(await act(`action=extend&closes_on=${a}`));
    expect(await act(`action=extend&closes_on=${b}`)).toMatchObject({ status: 409, body: failure("not_now", { message: /3 times/ }) });
    expect(await act("action=renew")).toMatchObject({ status: 409 });
    // Five days before the end: one "Ends" e-mail for that date, however the date moved.
    await api.db.query("update opportunities set expires_at = $2::date + interval '1 day' where id = $1", [id, a]);
    await api.db.query("update opportunities set expires_at = now() + interval '3 days' where id = $1", [id]);
    await deliverDue();
    await deliverDue();
    expect(to("recruiting@acme.example").filter((e) => /^Ends /.test(e.subject))).toHaveLength(1);
    // An editor closes it: the owner's link no longer extends, renews or closes it, and its page offers none of them.
    expectAnswer(await api.request("PATCH", `/opportunities?id=${id}`, { as: "editor", body: { closed_reason: "editor" } }));
    await api.db.query("update submissions set renewals = 0");
    for (const query of [`action=extend&closes_on=${b}`, "action=renew", "action=close&as=filled"]) {
      expect(await act(query)).toMatchObject({ status: 409, body: failure("not_now", { message: /editor closed/ }) });
    }
    const page = await api.request("GET", `/opportunities/submissions/manage?token=${token}`, { headers: { accept: "text/html" } });
    expect([page.status, /Renew it|close it|Withdraw it/.test(page.text)]).toEqual([200, false]);
  });

  it("lets the owner edit from the manage page in a browser, answering every action with a page", async () => {
    await confirmed();
    const token = await manageToken();
    const url = `/opportunities/submissions/manage?token=${token}`;
    const browser = { accept: "text/html", "content-type": "application/x-www-form-urlencoded" };
    const opened = await api.request("GET", url, { headers: { accept: "text/html" } });
    expect(opened.text).toContain(`name="title" value="${posting.title}"`);
    expect(opened.text).toContain('<form class="edit" method="post" action="?token=');
    // Pending: the edit changes the submission itself.
    const saved = await api.request("POST", `${url}&action=edit`, { headers: browser, body: new URLSearchParams({ title: "Data Analyst (graduate)", location: "Leeds", salary: "" }).toString() });
    expect([saved.status, saved.headers.get("content-type"), saved.text.includes('value="Data Analyst (graduate)"')]).toEqual([200, "text/html; charset=utf-8", true]);
    expect((await queue())[0].posting).toMatchObject({ title: "Data Analyst (graduate)", location: "Leeds" });
    // A field that fails is a page naming it, and nothing changes.
    const refused = await api.request("POST", `${url}&action=edit`, { headers: browser, body: new URLSearchParams({ link_url: "http://insecure.example/x" }).toString() });
    expect([refused.status, refused.text.includes("link_url"), refused.text.includes("Back")]).toEqual([400, true, true]);
    expect((await queue())[0].posting.link_url).toBe(posting.link_url);
    // So is an action its state does not allow.
    const early = await api.request("POST", `${url}&action=renew`, { headers: browser, body: "" });
    expect([early.status, early.headers.get("content-type"), early.text.includes("Only a posting that is live")]).toEqual([409, "text/html; charset=utf-8", true]);
    // Live: the form sends a revision; Renew is offered only while renewing would work.
    expectAnswer(await api.request("POST", `/opportunities/submissions/approve?${inQueue(await queue())}`, { as: "editor" }));
    const revised = await api.request("POST", `${url}&action=edit`, { headers: browser, body: new URLSearchParams({ title: "Senior Data Analyst" }).toString() });
    expect([revised.status, revised.text.includes("waiting for review")]).toEqual([200, true]);
    const live = await api.request("GET", url, { headers: { accept: "text/html" } });
    expect(live.text).toContain("Renew it for 30 days");
    // The closing date moves at once from the page's own form.
    expect(live.text).toContain("Move the closing date, now");
    const closesOn = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const moved = await api.request("POST", `${url}&action=extend`, { headers: browser, body: new URLSearchParams({ closes_on: closesOn }).toString() });
    expect([moved.status, moved.text.includes(`It ends on ${closesOn}`)]).toEqual([200, true]);
    const blank = await api.request("POST", `${url}&action=extend`, { headers: browser, body: "closes_on=" });
    expect([blank.status, blank.text.includes("closes_on")]).toEqual([400, true]);
    // A field's problem is said once on the page.
    const unsaid = await api.request("POST", `${url}&action=close`, { headers: browser, body: "" });
    expect([unsaid.status, unsaid.text.split("as: is required with close").length - 1]).toEqual([400, 1]);
    expect(problemFields(await api.request("POST", `${url}&action=extend`))).toEqual(["closes_on"]);
    await api.db.exec("update opportunities set expires_at = now() + interval '85 days' where source = 'submission'");
    expect((await api.request("GET", url, { headers: { accept: "text/html" } })).text).not.toContain("Renew it");
  });

  it("limits an owner's changes a day", async () => {
    await confirmed();
    expectAnswer(await api.request("POST", `/opportunities/submissions/approve?${inQueue(await queue())}`, { as: "editor" }));
    const token = await manageToken();
    for (let i = 0; i < 10; i++) {
      expectAnswer(await api.request("PATCH", `/opportunities/submissions/manage?token=${token}`, { body: { title: `Title ${i}` } }));
    }
    const refused = await api.request("PATCH", `/opportunities/submissions/manage?token=${token}`, { body: { title: "Title 11" } });
    expect(refused).toMatchObject({ status: 429, body: failure("rate_limited") });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("lets the owner close, extend and renew the live posting at once, and tells them before it ends", async () => {
    await confirmed();
    const { opportunity_id: id } = expectAnswer(await api.request("POST", `/opportunities/submissions/approve?${inQueue(await queue())}`, { as: "editor" }));
    const token = await manageToken();
    const act = (query: string) => api.request("POST", `/opportunities/submissions/manage?token=${token}&${query}`);
    const expires = async () => (await api.db.query<{ expires_at: string; closes_on: string | null }>("select expires_at::text, closes_on::text from opportunities where id = $1", [id]))[0]!;
    const before = Date.parse((await expires()).expires_at);
    expect(expectAnswer(await act("action=renew")).renewals_left).toBe(2);
    expect(Date.parse((await expires()).expires_at) - before).toBe(30 * 86_400_000);
    // Renewals count from the old end: a third now would end it past SUBMISSION_MAX_DAYS from today.
    expect(expectAnswer(await act("action=renew")).renewals_left).toBe(1);
    expect(await act("action=renew")).toMatchObject({ status: 409, body: failure("not_now", { message: "90 days" }) });
    const closesOn = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    expect(expectAnswer(await act(`action=extend&closes_on=${closesOn}`)).ends_on).toBe(closesOn);
    expect((await expires()).closes_on).toBe(closesOn);
    const far = await act(`action=extend&closes_on=${new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10)}`);
    expect([far.status, far.body.error.details[0].field]).toEqual([400, "closes_on"]);
    // Five days before its end: one e-mail, once.
    await api.db.query("update opportunities set expires_at = now() + interval '3 days' where id = $1", [id]);
    await deliverDue();
    await deliverDue();
    const ending = to("recruiting@acme.example").filter((e) => /^Ends /.test(e.subject));
    expect(ending).toHaveLength(1);
    expect(linkTo(ending[0]!, "/submissions/manage")).toContain(token);
    expect(expectAnswer(await act("action=close&as=filled"))).toMatchObject({ closed_as: "filled" });
    expect(await api.request("GET", `/opportunities?id=${id}`)).toMatchObject({ status: 404 });
    // The posting is closed with the owner's reason, as any closing is.
    expect(expectAnswer(await api.request("GET", `/opportunities?id=${id}`, { as: "editor" }))).toMatchObject({ is_active: false, closed_reason: "filled" });
    expect(await act("action=renew")).toMatchObject({ status: 409, body: failure("not_now") });
    const missing = await act("action=close");
    expect([missing.status, missing.body.error.details[0].field]).toEqual([400, "as"]);
  });

  it("refuses a token of another purpose, and an alert's, before asking the database", async () => {
    await confirmed();
    const token = await manageToken();
    const confirmLike = token.replace("submission_manage_", "submission_confirm_");
    for (const wrong of [confirmLike, token.replace("submission_manage_", "manage_"), "submission_manage_xyz"]) {
      const response = await api.request("GET", `/opportunities/submissions/manage?token=${wrong}`);
      expect([response.status, response.body.error.details[0].field]).toEqual([400, "token"]);
    }
    expect((await api.request("POST", `/opportunities/submissions/confirm?token=${token}`)).status).toBe(400);
    expect((await api.request("GET", `/opportunities/submissions/manage?token=submission_manage_${"0".repeat(64)}`)).status).toBe(404);
    expect((await api.request("GET", `/opportunities/alerts/manage?token=${token}`)).status).toBe(400);
  });

  it("withdraws before approval, deletes unconfirmed ones after 7 days, and e-mails the links again whatever the address", async () => {
    expect((await submit(offer())).status).toBe(202);
    await api.db.query("update submissions set created_at = now() - interval '8 days'");
    expect((await deliverDue()).submissions).toMatchObject({ deleted: 1 });
    await confirmed();
    const token = await manageToken();
    expect(expectAnswer(await api.request("POST", `/opportunities/submissions/manage?token=${token}&action=withdraw`)).status).toBe("withdrawn");
    expect(await queue()).toEqual([]);
    // A newer spelling of the mailbox nobody confirmed (`+tag`) is never where the links go.
    expect((await submit(offer({ submitter_email: "recruiting+new@acme.example" }))).status).toBe(202);
    await deliverDue();
    mail.receiver.emails.length = 0;
    for (const email of ["nobody@unknown.example", "Recruiting+other@acme.example"]) {
      expect(expectAnswer(await api.request("POST", "/opportunities/submissions/manage-link", { body: { email } }), 202)).toEqual({ email });
    }
    await deliverDue();
    expect(to("nobody@unknown.example")).toEqual([]);
    const links = last("recruiting@acme.example", /^Your submitted opportunities$/);
    expect(links.to).toEqual(["recruiting@acme.example"]);
    expect(to("recruiting+new@acme.example").filter((e) => e.subject === "Your submitted opportunities")).toEqual([]);
    expect((await follow(linkTo(links, "/submissions/manage"))).text).toContain("You withdrew it.");
    // One such e-mail an hour per address.
    await api.request("POST", "/opportunities/submissions/manage-link", { body: { email: "recruiting@acme.example" } });
    await deliverDue();
    expect(to("recruiting@acme.example").filter((e) => e.subject === "Your submitted opportunities")).toHaveLength(1);
  });

  it("tells the moderators once a day while the queue is not empty", async () => {
    await deliverDue();
    expect(to("mods@club.example.org")).toEqual([]);
    for (const body of [offer(), offer({ submitter_email: "b@acme.example", title: "Second" })]) expect((await submit(body)).status).toBe(202);
    for (const { confirm_token: token } of await api.db.query<{ confirm_token: string }>("select confirm_token from submissions")) {
      expect(expectAnswer(await api.request("POST", `/opportunities/submissions/confirm?token=${token}`))).toEqual({ status: "pending" });
    }
    await api.db.query("update submissions set waiting_since = now() - interval '3 days' where submitter_email = 'recruiting@acme.example'");
    await deliverDue();
    await deliverDue();
    expect(to("mods@club.example.org").map((e) => e.subject)).toEqual(["2 submissions pending, the oldest 3 days"]);
    for (const e of to("mods@club.example.org")) expect(e.text).not.toMatch(/acme|Analyst/);
  });

  it("pages the queue oldest first, lists the other states newest first, and sends back only what is pending", async () => {
    for (let i = 0; i < 3; i++) expect((await submit(offer({ submitter_email: `p${i}@acme.example`, title: `Role ${i}` }))).status).toBe(202);
    for (const { confirm_token: token } of await api.db.query<{ confirm_token: string }>("select confirm_token from submissions order by created_at")) {
      expectAnswer(await api.request("POST", `/opportunities/submissions/confirm?token=${token}`));
    }
    const first = await api.request("GET", "/opportunities/submissions?limit=2", { as: "editor" });
    expect(expectAnswer(first).map((s: { posting: { title: string } }) => s.posting.title)).toEqual(["Role 0", "Role 1"]);
    const next = await api.request("GET", `/opportunities/submissions?limit=2&cursor=${first.body.next_cursor}`, { as: "editor" });
    expect([expectAnswer(next).map((s: { posting: { title: string } }) => s.posting.title), next.body.next_cursor]).toEqual([["Role 2"], null]);
    const [oldest, second] = expectAnswer(first);
    expectAnswer(await api.request("POST", `/opportunities/submissions/reject?id=${oldest.id}`, { as: "editor", body: { reason: "spam" } }));
    expectAnswer(await api.request("POST", `/opportunities/submissions/reject?id=${second.id}`, { as: "editor", body: { reason: "spam" } }));
    const rejected = expectAnswer(await api.request("GET", "/opportunities/submissions?status=rejected", { as: "editor" }));
    expect(rejected.map((s: { posting: { title: string } }) => s.posting.title)).toEqual(["Role 1", "Role 0"]);
    expect(expectAnswer(await api.request("GET", `/opportunities/submissions?id=${oldest.id}`, { as: "editor" }))).toMatchObject({ id: oldest.id, status: "rejected", waiting_since: null });
    for (const [query, field] of [[`id=${oldest.id}&status=pending`, "status"], ["cursor=yesterday", "cursor"], ["status=lost", "status"], ["limit=51", "limit"]]) {
      const refused = await api.request("GET", `/opportunities/submissions?${query}`, { as: "editor" });
      expect([query, refused.status, refused.body.error.details[0].field]).toEqual([query, 400, field]);
    }
    // A reviewed one is not sent back, nor reviewed again; an unknown one is 404.
    expect(await api.request("POST", `/opportunities/submissions/request-changes?id=${oldest.id}`, { as: "editor", body: { message: "x" } }))
      .toMatchObject({ status: 409, body: failure("not_in_queue") });
    expect(await api.request("POST", `/opportunities/submissions/approve?id=00000000-0000-4000-8000-000000000000&version=1`, { as: "editor" }))
      .toMatchObject({ status: 404, body: failure("not_found") });
    const blank = await api.request("POST", `/opportunities/submissions/request-changes?id=${oldest.id}`, { as: "editor", body: { message: " " } });
    expect([blank.status, blank.body.error.details[0].field]).toEqual([400, "message"]);
  });

  it("tells a moderators' channel of each submission joining the queue: title, company and age, never its address", async () => {
    const moderators = expectAnswer(await api.request("POST", "/opportunities/channels", {
      as: "editor", body: { kind: "discord", name: "#moderators", url: "https://discord.com/api/webhooks/777/moderators", events: ["submission.pending"] },
    }), 201);
    const site = expectAnswer(await api.request("POST", "/opportunities/channels", {
      as: "editor", body: { kind: "webhook", name: "Site", url: "https://hooks.example.org/club/submissions", events: ["submission.pending", "published"] },
    }), 201);
    receivers.sign("/club/submissions", site.signing_secret);
    await confirmed();
    await deliverDue();
    const [message, ...more] = receivers.at("/api/webhooks/777/moderators");
    expect(more).toEqual([]);
    expect(message!.problems).toEqual([]);
    expect(message!.json).toMatchObject({
      content: "1 submission to review",
      embeds: [{ title: "Pending review: Graduate Data Analyst", fields: [{ name: "Company", value: "Acme" }, { name: "Waiting", value: "today" }] }],
    });
    expect((message!.json.embeds as Record<string, unknown>[])[0]).not.toHaveProperty("url");
    const [event] = receivers.at("/club/submissions");
    expect(event!.problems).toEqual([]);
    expect(event!.json).toMatchObject({ type: "submission.pending", data: { title: posting.title, company_name: "Acme" } });
    for (const m of [message!, event!]) expect(m.body).not.toMatch(/recruiting|Sam|acme\.example/);
    // Approved: the publication goes to the channel that chose it, not to the moderators'.
    expectAnswer(await api.request("POST", `/opportunities/submissions/approve?${inQueue(await queue())}`, { as: "editor" }));
    // A trusted domain's goes live in the transaction that confirms it: nothing to review.
    await confirmed(offer({ submitter_email: "hr@acme.example", title: "Trusted", link_url: "https://careers.acme.example/7" }));
    await deliverDue();
    expect(receivers.at("/api/webhooks/777/moderators")).toHaveLength(1);
    expect(receivers.at("/club/submissions").map((m) => [m.json.type, (m.json.data as { title: string }).title])).toEqual([
      ["submission.pending", posting.title], ["opportunity.published", posting.title], ["opportunity.published", "Trusted"],
    ]);
    expect(moderators.events).toEqual(["submission.pending"]);
  });

  it("keeps an address within its limits without telling whether it has submissions", async () => {
    for (let i = 0; i < 4; i++) expect((await submit(offer({ title: `Role ${i}` }))).status).toBe(202);
    const [n] = await api.db.query<{ n: number }>("select count(*)::int as n from submissions");
    expect(n!.n).toBe(3);
  });
});

describe.each(targets)("submission limits and the captcha on $name", (target) => {
  let api: Api;
  let mail: EmailReceiver;
  let captcha: { url: string; close(): Promise<void>; asked: URLSearchParams[] };
  beforeAll(async () => {
    mail = await emailReceiver();
    const asked: URLSearchParams[] = [];
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        const form = new URLSearchParams(body);
        asked.push(form);
        res.setHeader("content-type", "application/json");
        // As Turnstile answers: a token is made on a site (hostname) for a form (action); `flaky`
        // meets an internal error on its first verification only, `down` on every one.
        const token = form.get("response") ?? "";
        const [kind, action = "submission", hostname = "club.example.org"] = token.split(":");
        const tries = asked.filter((f) => f.get("idempotency_key") === form.get("idempotency_key")).length;
        const internal = kind === "down" || (kind === "flaky" && tries === 1);
        res.end(JSON.stringify(form.get("secret") !== "turnstile-secret" ? { success: false, "error-codes": ["invalid-input-secret"] }
          : internal ? { success: false, "error-codes": ["internal-error"] }
          : ["good-token", "flaky"].includes(kind!) ? { success: true, hostname, action, challenge_ts: new Date().toISOString() }
          : { success: false, "error-codes": ["invalid-input-response"] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    captcha = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked, close: () => new Promise((r) => server.close(() => r())) };
    api = await startApi(target, {
      email: { origin: mail.origin },
      captcha: { origin: captcha.url },
      config: {
        email: { apiKey: testEmailKey, from: sender, dailyLimit: 10_000, signUpsPerHour: 1_000, pendingPerHour: 1_000 },
        submissions: { limit: 5, days: 30, maxDays: 90, perClientPerHour: 3, perDomainPerHour: 2, turnstileSecret: "turnstile-secret", moderatorEmails: [] },
      },
    });
  });
  afterAll(async () => {
    await api?.close();
    await mail?.close();
    await captcha?.close();
  });

  it("verifies the Turnstile token on the server, and limits per client and per e-mail domain with 429", async () => {
    const missing = await api.request("POST", "/opportunities/submissions", { body: offer() });
    expect([missing.status, missing.body.error.details[0].field]).toEqual([400, "captcha_token"]);
    const refused = await api.request("POST", "/opportunities/submissions", { body: offer({ captcha_token: "bad" }) });
    expect([refused.status, refused.body.error.details[0].field]).toEqual([400, "captcha_token"]);
    const client = { "cf-connecting-ip": "203.0.113.9" };
    expect((await api.request("POST", "/opportunities/submissions", { body: offer({ captcha_token: "good-token" }), headers: client })).status).toBe(202);
    expect(captcha.asked.at(-1)!.get("remoteip")).toBe("203.0.113.9");
    expect((await api.request("POST", "/opportunities/submissions", { body: offer({ captcha_token: "good-token", submitter_email: "x@acme.example" }), headers: client })).status).toBe(202);
    const domain = await api.request("POST", "/opportunities/submissions", { body: offer({ captcha_token: "good-token", submitter_email: "y@acme.example" }), headers: client });
    expect([domain.status, domain.body.error.message]).toEqual([429, expect.stringContaining("e-mail domain")]);
    expect(domain.headers.get("retry-after")).toMatch(/^\d+$/);
    // A refused request is not counted: the client's third is this one, its fourth is refused.
    expect((await api.request("POST", "/opportunities/submissions", { body: offer({ captcha_token: "good-token", submitter_email: "z@other.example" }), headers: client })).status).toBe(202);
    const clientLimited = await api.request("POST", "/opportunities/submissions", { body: offer({ captcha_token: "good-token", submitter_email: "w@third.example" }), headers: client });
    expect([clientLimited.status, clientLimited.body.error.message]).toEqual([429, expect.stringContaining("this client")]);
    // The links again ask the captcha too, and count on their own, per client.
    const links = (captcha_token?: string) =>
      api.request("POST", "/opportunities/submissions/manage-link", { body: { email: "someone@acme.example", captcha_token }, headers: client });
    expect(problemFields(await links())).toEqual(["captcha_token"]);
    expect(problemFields(await links("bad"))).toEqual(["captcha_token"]);
    for (let i = 0; i < 3; i++) expect((await links("good-token")).status).toBe(202);
    expect(await links("good-token")).toMatchObject({ status: 429, body: failure("rate_limited") });
  });

  it("asks Turnstile again once after its internal error, with one idempotency key, then answers 503 with Retry-After", async () => {
    const body = (captcha_token: string, n: number) => ({ body: offer({ captcha_token, submitter_email: `retry-${n}@retry.example` }), headers: { "cf-connecting-ip": `198.51.100.${n}` } });
    const before = captcha.asked.length;
    expect((await api.request("POST", "/opportunities/submissions", body("flaky", 1))).status).toBe(202);
    const [first, second] = captcha.asked.slice(before);
    expect([captcha.asked.length - before, first!.get("idempotency_key"), first!.get("idempotency_key")]).toEqual([2, expect.stringMatching(/^[0-9a-f-]{36}$/), second!.get("idempotency_key")]);
    const down = await api.request("POST", "/opportunities/submissions", body("down", 2));
    expect(down).toMatchObject({ status: 503, body: failure("service_unavailable") });
    expect(down.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await api.db.query("select 1 from submissions where submitter_email = 'retry-2@retry.example'")).toEqual([]);
  });

  it("refuses a token made on another site, or for another form, when told what to expect", async () => {
    const strict = await startApi(target, {
      email: { origin: mail.origin },
      captcha: { origin: captcha.url },
      config: {
        email: { apiKey: testEmailKey, from: sender, dailyLimit: 10_000, signUpsPerHour: 1_000, pendingPerHour: 1_000 },
        submissions: {
          limit: 5, days: 30, maxDays: 90, perClientPerHour: 100, perDomainPerHour: 100, moderatorEmails: [],
          turnstileSecret: "turnstile-secret", turnstileHostnames: ["club.example.org"], turnstileCheckAction: true,
        },
      },
    });
    try {
      const submit = (captcha_token: string) => strict.request("POST", "/opportunities/submissions", { body: offer({ captcha_token, submitter_email: "strict@strict.example" }) });
      for (const [token, why] of [["good-token:submission:evil.example", /another site/], ["good-token:manage_link", /another form/]] as const) {
        const refused = await submit(token);
        expect([token, refused.status, problemFields(refused), refused.body.error.details[0].message]).toEqual([token, 400, ["captcha_token"], expect.stringMatching(why)]);
      }
      expect((await submit("good-token:submission:club.example.org")).status).toBe(202);
      const links = (captcha_token: string) => strict.request("POST", "/opportunities/submissions/manage-link", { body: { email: "strict@strict.example", captcha_token } });
      expect((await links("good-token:submission")).status).toBe(400);
      expect((await links("good-token:manage_link")).status).toBe(202);
      // A privacy request asks it too, for its own form.
      const privacy = (captcha_token?: string) => strict.request("POST", "/privacy/requests", { body: { email: "strict@strict.example", captcha_token } });
      for (const token of [undefined, "good-token:submission"]) {
        const refused = await privacy(token);
        expect([token, refused.status, problemFields(refused)]).toEqual([token, 400, ["captcha_token"]]);
      }
      expect((await privacy("good-token:privacy_request")).status).toBe(202);
    } finally {
      await strict.close();
    }
  });

  it("answers 503, keeping nothing, without e-mail or when Turnstile cannot be asked", async () => {
    for (const [settings, message] of [
      [{ email: { dailyLimit: 100, signUpsPerHour: 10, pendingPerHour: 50 } }, "RESEND_API_KEY"],
      [{ captcha: { origin: "http://127.0.0.1:9" } }, "captcha could not be checked"],
    ] as const) {
      const other = await startApi(target, {
        email: { origin: mail.origin },
        captcha: "captcha" in settings ? settings.captcha : undefined,
        config: {
          email: "email" in settings ? settings.email : { apiKey: testEmailKey, from: sender, dailyLimit: 100, signUpsPerHour: 10, pendingPerHour: 50 },
          submissions: { limit: 5, days: 30, maxDays: 90, perClientPerHour: 10, perDomainPerHour: 10, turnstileSecret: "turnstile-secret", moderatorEmails: [] },
        },
      });
      try {
        const answered = await other.request("POST", "/opportunities/submissions", { body: offer({ captcha_token: "good-token" }) });
        expect(answered).toMatchObject({ status: 503, body: failure("service_unavailable", { message }) });
        expect((await other.db.query<{ n: number }>("select count(*)::int as n from submissions"))[0]!.n).toBe(0);
      } finally {
        await other.close();
      }
    }
  });
});

describe.each(targets)("strangers' e-mails served fairly on $name", (target) => {
  let api: Api;
  let mail: EmailReceiver;
  beforeAll(async () => {
    mail = await emailReceiver();
    api = await startApi(target, {
      email: { origin: mail.origin, requestTimeoutMs: 1_000 },
      // 48 a day: 2 an hour, one of them for confirmations.
      config: {
        email: { apiKey: testEmailKey, from: sender, dailyLimit: 48, signUpsPerHour: 1_000, pendingPerHour: 1_000 },
        submissions: { limit: 5, days: 30, maxDays: 90, perClientPerHour: 1_000, perDomainPerHour: 1_000, moderatorEmails: [] },
      },
    });
  });
  afterAll(async () => {
    await api?.close();
    await mail?.close();
  });

  it("sends strangers' confirmations a client at a time: one that asked for many delays another's by one send at most", async () => {
    const from = (ip: string, email: string) =>
      api.request("POST", "/opportunities/submissions", { body: offer({ submitter_email: email }), headers: { "cf-connecting-ip": ip } });
    for (let i = 0; i < 6; i++) expect((await from("203.0.113.66", `flood${i}@flood-${i}.example`)).status).toBe(202);
    expect((await from("198.51.100.23", "real@real-company.example")).status).toBe(202);
    // What is stamped is the client's keyed hash, never its address.
    expect(await api.db.query("select 1 from private.emails where asked_by like '%203.0.113%' or asked_by is null")).toEqual([]);
    const sent: string[] = [];
    for (let hour = 0; hour < 2; hour++) {
      const call = expectAnswer(await api.request("POST", "/opportunities/schedule/deliver", { as: "secret" }));
      // The log says what waits, and why.
      expect(call.emails.held).toEqual({ limit: 0, confirmations: 6 - hour });
      sent.push(...mail.receiver.emails.splice(0).map((e) => e.to[0]!));
      await api.db.exec("update private.email_sends set sent_at = sent_at - interval '61 minutes'");
    }
    expect(sent).toEqual(["flood0@flood-0.example", "real@real-company.example"]);
  });
});
