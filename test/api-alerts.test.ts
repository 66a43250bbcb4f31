// Job alerts: a stranger signs up, confirms from the e-mail and gets digests of what the list
// answers for their search, with one-click unsubscribe; a member's alert needs no confirmation;
// the limits on sign-ups and on sending; and nobody reads another's alert (docs/alerts.md). The
// e-mails go to a local receiver with Resend's request shape and answers, and are read back:
// their headers, and every link followed against the stack.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { devServiceConfig, mintUserToken } from "../local/dev-credentials.ts";
import { asCaller } from "../functions/_shared/database/as-caller.ts";
import { claimBatch, sendBatch } from "../functions/opportunities/mail/outbox.ts";
import { emailKinds } from "../functions/opportunities/schedule/email-kinds.ts";
import { queueConfirmationsAndReminders, restOf } from "../functions/opportunities/alerts/queue.ts";
import { seedUsers } from "../local/seed-users.ts";
import type { ReceivedEmail } from "../local/resend-receiver.ts";
import { type Api, startApi } from "./support/api.ts";
import { emailReceiver, type EmailReceiver, linksOf, stackPath, testEmailKey } from "./support/email-receiver.ts";
import { expectAnswer, failure, problemFields } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

const sender = "Club Careers <alerts@club.example.org>";

describe.each(targets)("job alerts on $name", (target) => {
  let api: Api;
  let mail: EmailReceiver;
  let memberToken: string;
  beforeAll(async () => {
    mail = await emailReceiver();
    api = await startApi(target, {
      email: { origin: mail.origin, requestTimeoutMs: 1_000 },
      config: {
        email: { apiKey: testEmailKey, from: sender, dailyLimit: 10_000, signUpsPerHour: 1_000, pendingPerHour: 1_000 },
        publicSite: { pages: { PUBLIC_OPPORTUNITY_URL: "https://club.example.org/opportunities/{id}" } },
      },
    });
    memberToken = await mintUserToken(api.credentials, seedUsers.member);
  });
  afterAll(async () => {
    await api?.close();
    await mail?.close();
  });
  beforeEach(async () => {
    await api.db.exec("delete from job_alerts; delete from bookmarks; delete from private.emails; delete from private.email_sends; delete from private.rate_limits");
    mail.receiver.emails.length = 0;
    mail.receiver.requests.length = 0;
  });

  const signUp = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api.request("POST", "/opportunities/alerts", { body, headers });
  const asMember = { apikey: "", authorization: "" };
  const memberHeaders = () => ({ ...asMember, apikey: api.credentials.publishableKey, authorization: `Bearer ${memberToken}` });
  const deliverDue = async () => expectAnswer(await api.request("POST", "/opportunities/schedule/deliver", { as: "secret" }));
  const to = (address: string) => mail.receiver.emails.filter((e) => e.to.includes(address));
  const only = (emails: ReceivedEmail[]) => {
    expect(emails).toHaveLength(1);
    return emails[0]!;
  };
  /** Published opportunities, one per title, in one insert each. */
  const publish = async (titles: string[], extra: Record<string, unknown> = {}) => {
    const ids: string[] = [];
    for (const title of titles) {
      ids.push(expectAnswer(await api.request("POST", "/opportunities", {
        as: "editor",
        body: { title, link_url: "https://jobs.example.org/apply", is_active: true, website_viewable: true, ...extra },
      }), 201).id);
    }
    return ids;
  };
  /** A link opened in a browser, or its page's button pressed (a form's POST, with no fields). */
  const follow = (link: string, method = "GET") =>
    api.request(method, stackPath(link), {
      headers: { accept: "text/html,application/xhtml+xml", ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      ...(method === "POST" ? { body: "" } : {}),
    });
  /** A stranger's confirmed alert: signed up, its confirmation read back and its button pressed. */
  const confirmed = async (email: string, body: Record<string, unknown> = {}) => {
    const confirmations = () => to(email).filter((e) => e.subject === "Confirm your job alert");
    const before = confirmations().length;
    expect((await signUp({ email, ...body })).status).toBe(202);
    await deliverDue();
    expect(confirmations()).toHaveLength(before + 1);
    const link = linksOf(confirmations().at(-1)!).html[0]!;
    expect((await follow(link, "POST")).status).toBe(200);
  };

  it("signs a stranger up with double opt-in: one confirmation, nothing else until its button is pressed", async () => {
    const criteria = { category: "Internship", q: "Win a prize at evil.example\nCall +44 20 7946 0000", company_name: "Free crypto" };
    const answered = await signUp({ email: "ada@example.ac.uk", criteria, frequency: "daily" });
    expect(answered.status).toBe(202);
    expect(answered.body.data).toEqual({ email: "ada@example.ac.uk", criteria, frequency: "daily", language: "en", confirmed_at: null });
    expect(mail.receiver.emails).toHaveLength(0);
    await publish(["Data Intern"], { category: "Internship" });

    const first = await deliverDue();
    expect(first.emails).toMatchObject({ queued: 1, sent: 1, failed: 0, requests: 1 });
    const confirmation = only(to("ada@example.ac.uk"));
    expect(confirmation.from).toBe(sender);
    expect(confirmation.subject).toBe("Confirm your job alert");
    // The address, the club and the link: nothing a stranger wrote (its page shows the search).
    for (const body of [confirmation.text!, confirmation.html!, confirmation.subject]) expect(body).not.toMatch(/prize|evil|7946|crypto|Internship|daily/);
    expect(confirmation.text).toContain("to be sent to ada@example.ac.uk");
    const { html, text } = linksOf(confirmation);
    expect(html).toEqual([text[0]]);
    expect(stackPath(html[0]!)).toMatch(/^\/opportunities\/alerts\/confirm\?token=confirm_[0-9a-f]{64}$/);
    await deliverDue();
    expect(to("ada@example.ac.uk")).toHaveLength(1);

    // Opening the link (as a mail scanner does) shows a button and changes nothing.
    const page = await follow(html[0]!);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.text).toContain('<form method="post" action="">');
    expect(page.text).toContain("A daily e-mail of new opportunities: category: Internship, company_name: Free crypto, q: Win a prize at evil.example\nCall");
    const [pending] = await api.db.query<{ confirmed_at: string | null }>("select confirmed_at from job_alerts");
    expect(pending!.confirmed_at).toBeNull();

    const pressed = await follow(html[0]!, "POST");
    expect(pressed.status).toBe(200);
    expect(pressed.text).toContain("Your job alert is on");
    expect((await follow(html[0]!, "POST")).status).toBe(404);
    const again = await api.request("POST", stackPath(html[0]!));
    expect(again).toMatchObject({ status: 404, body: failure("not_found") });
    // Published before the confirmation: not news to it.
    await deliverDue();
    expect(to("ada@example.ac.uk")).toHaveLength(1);
  });

  it("sends a digest of exactly what the list answers for the search, with its facts, links and one-click unsubscribe", async () => {
    await confirmed("grace@example.ac.uk", { criteria: { category: "Internship", q: "data" } });
    await confirmed("sponsor@example.ac.uk", { criteria: { category: "Sponsor" } });
    const ids = await publish(["Data Intern B", "Data Intern A", "Marketing Intern"], {
      category: "Internship", company_name: "Acme", location: "Leeds", country: "GB", salary: "£24,000 a year", closes_on: "2099-03-01",
    });
    await publish(["Data Analyst"], { category: "Job" });
    const hidden = await publish(["Data Intern Hidden"], { category: "Internship", website_viewable: false });

    expect((await deliverDue()).emails).toMatchObject({ queued: 1, sent: 1 });
    const digest = only(to("grace@example.ac.uk").filter((e) => e.subject !== "Confirm your job alert"));
    // Nothing matched the other alert: it is sent nothing, and stays due.
    expect(to("sponsor@example.ac.uk").map((e) => e.subject)).toEqual(["Confirm your job alert"]);
    const listed = expectAnswer(await api.request("GET", `/opportunities?category=Internship&q=data&ids=${[...ids, ...hidden].join(",")}`));
    expect(listed.map((o: { title: string }) => o.title)).toEqual(["Data Intern A", "Data Intern B"]);
    expect(digest.subject).toBe("2 new opportunities for your job alert");
    const shown = [...digest.text!.matchAll(/^(Data|Marketing)[^\n]*/gm)].map((m) => m[0]);
    expect(shown).toEqual(["Data Intern A", "Data Intern B"]);
    for (const part of ["Company: Acme", "Place: Leeds, GB", "Pay: £24,000 a year", "Closes: Mar 1, 2099", `https://club.example.org/opportunities/${ids[1]}`]) {
      expect(digest.text).toContain(part);
    }
    expect(digest.html).toContain(`<a href="https://club.example.org/opportunities/${ids[1]}">Data Intern A</a>`);
    expect(digest.html).toContain("Pay: £24,000 a year");

    const unsubscribeUrl = /^<(.+)>$/.exec(digest.headers["List-Unsubscribe"]!)![1]!;
    expect(digest.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(unsubscribeUrl).toMatch(/^https?:\/\/.+\/opportunities\/alerts\/unsubscribe\?token=unsubscribe_[0-9a-f]{64}$/);
    const links = linksOf(digest);
    expect(links.html).toContain(unsubscribeUrl);
    const manage = links.html.find((l) => l.includes("/alerts/manage?"))!;
    for (const link of links.html.filter((l) => l.startsWith("http://127.0.0.1:54321"))) expect((await follow(link)).status, link).toBe(200);

    // The manage page's buttons work; the API answers the same alert to its token.
    const managed = await follow(manage);
    expect(managed.text).toContain("category: Internship, q: data");
    const token = new URL(manage).searchParams.get("token")!;
    expect(expectAnswer(await api.request("GET", `/opportunities/alerts?token=${token}`))).toMatchObject({ email: "grace@example.ac.uk", frequency: "weekly" });
    expect((await follow(`${manage}&action=daily`, "POST")).text).toContain("It is now sent daily");
    expect(expectAnswer(await api.request("PATCH", `/opportunities/alerts?token=${token}`, { body: { criteria: { category: "Job" } } })))
      .toMatchObject({ criteria: { category: "Job" }, frequency: "daily" });

    // One-click, as a mail client sends it: every alert of the address goes, with what waits for it.
    await api.db.query("update private.mailboxes set confirmation_at = confirmation_at - interval '25 hours'"); // a confirmation a day
    await confirmed("grace@example.ac.uk", { criteria: {} });
    expect(await api.db.query("select 1 from job_alerts where email = 'grace@example.ac.uk'")).toHaveLength(2);
    const oneClick = await api.request("POST", stackPath(unsubscribeUrl), {
      body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick).toMatchObject({ status: 200, body: { success: true, data: { deleted_alerts: 2 } } });
    expect(await api.db.query("select 1 from job_alerts where email = 'grace@example.ac.uk'")).toHaveLength(0);
    expect(await api.db.query("select 1 from job_alerts where email = 'sponsor@example.ac.uk'")).toHaveLength(1);
    expect((await follow(manage)).status).toBe(404);
  });

  it("sends at most one digest a period, however many workers run, and the next with only what is new", async () => {
    await confirmed("hopper@example.ac.uk", { frequency: "daily" });
    await confirmed("lovelace@example.ac.uk", { frequency: "weekly" });
    await publish(["Role 1", "Role 2"]);
    await Promise.all([deliverDue(), deliverDue(), deliverDue()]);
    const digests = () => mail.receiver.emails.filter((e) => e.subject.includes("for your job alert"));
    expect(digests().map((e) => e.to[0]).sort()).toEqual(["hopper@example.ac.uk", "lovelace@example.ac.uk"]);

    await publish(["Role 3"]);
    await Promise.all([deliverDue(), deliverDue()]);
    expect(digests()).toHaveLength(2);
    // A day later the daily alert is due; the weekly one is not.
    await api.db.query("update job_alerts set last_digest_at = last_digest_at - interval '1 day'");
    await Promise.all([deliverDue(), deliverDue()]);
    expect(digests()).toHaveLength(3);
    const next = digests()[2]!;
    expect(next.to).toEqual(["hopper@example.ac.uk"]);
    expect(next.subject).toBe("1 new opportunity for your job alert");
    expect(next.text).toContain("Role 3");
    expect(next.text).not.toContain("Role 1");
  });

  it("goes on with every other digest when an alert's saved criteria are no longer the list's", async () => {
    await confirmed("stale@example.ac.uk", { criteria: { category: "Internship" } });
    await confirmed("fresh@example.ac.uk");
    await api.db.query(`update job_alerts set criteria = '{"category": "Retired category"}' where email = 'stale@example.ac.uk'`);
    await publish(["Any role"], { category: "Internship" });
    expect((await deliverDue()).emails).toMatchObject({ queued: 1, sent: 1 });
    expect(to("fresh@example.ac.uk").map((e) => e.subject)).toContain("1 new opportunity for your job alert");
    expect(to("stale@example.ac.uk").map((e) => e.subject)).toEqual(["Confirm your job alert"]);
  });

  it("shows 20 postings and links the rest to a page of only what was published since the digest before", async () => {
    const email = "many@example.ac.uk";
    await confirmed(email, { criteria: { field: "Engineering" } });
    const [earlier] = await publish(["Engineer earlier"], { field: "Engineering" });
    await deliverDue();
    // A week and more on (alerts are weekly by default): the earlier posting was published before the last digest, and is edited now.
    await api.db.transaction(async (tx) => {
      await tx.query("set local session_replication_role = replica"); // published_at is the database's own: moved back here
      await tx.query("update opportunities set published_at = published_at - interval '9 days' where id = $1", [earlier]);
      await tx.query("update job_alerts set last_digest_at = last_digest_at - interval '8 days' where email = $1", [email]);
    });
    const [{ since }] = (await api.db.query<{ since: string }>(
      `select to_char(last_digest_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as since from job_alerts where email = $1`, [email],
    )) as [{ since: string }];
    expectAnswer(await api.request("PATCH", `/opportunities?id=${earlier}`, { as: "editor", body: { title: "Engineer earlier (edited)" } }));
    await publish(Array.from({ length: 23 }, (_, i) => `Engineer ${String(i).padStart(2, "0")}`), { field: "Engineering" });
    await deliverDue();
    const digest = to(email).filter((e) => e.subject.includes("job alert") && !e.subject.startsWith("Confirm")).at(-1)!;
    expect(digest.subject).toBe("23 new opportunities for your job alert");
    expect(digest.text!.match(/^Engineer \d\d$/gm)).toHaveLength(20);
    expect(digest.html).toContain(">And 3 more</a>");
    // Without PUBLIC_LIST_URL, the search's JSON Feed: what a person's feed reader opens.
    const rest = new URL(linksOf(digest).html.find((l) => l.includes("/feed.json?"))!);
    expect(Object.fromEntries(rest.searchParams)).toEqual({ field: "Engineering", published_since: since, lang: "en" });
    const feed = await api.request("GET", stackPath(rest.href));
    expect(feed.status).toBe(200);
    const titles = (feed.body.items as { title: string }[]).map((item) => item.title);
    expect(titles).toHaveLength(23);
    expect(titles).not.toContain("Engineer earlier (edited)");
  });

  it("links a digest's rest to the website's list when PUBLIC_LIST_URL is set, with the search in its query", () => {
    const config = devServiceConfig(api.credentials, (name) => ({ PUBLIC_LIST_URL: "https://club.example.org/jobs?view=list" })[name]);
    expect(restOf(config, { criteria: { category: "Internship", q: "data & ai" }, since: "2026-11-20T08:00:00Z", language: "fr" }))
      .toBe("https://club.example.org/jobs?view=list&category=Internship&q=data+%26+ai&published_since=2026-11-20T08%3A00%3A00Z&lang=fr");
    expect(restOf(devServiceConfig(api.credentials), { criteria: {}, since: "2026-11-20T08:00:00Z", language: "en" }))
      .toBe("http://127.0.0.1:54321/functions/v1/opportunities/feed.json?published_since=2026-11-20T08%3A00%3A00Z&lang=en");
  });

  it("matches a call's digests once per distinct search, however many alerts share it", async () => {
    const criteria = [...Array(12).fill('{"category": "Internship", "workplace": "remote"}'), ...Array(12).fill('{"workplace": "remote", "category": "Internship"}'),
      ...Array(6).fill('{"category": "Job"}')];
    await api.db.query(`insert into job_alerts (email, criteria, confirmed_at, confirm_token, matched_through)
      select 'shared-' || n || '@example.org', (string_to_array($1, '|'))[n]::jsonb, now(), null, private.outbox_position()
      from generate_series(1, ${criteria.length}) n`, [criteria.join("|")]);
    await publish(["Remote intern"], { category: "Internship", workplace: "remote" });
    await publish(["A job"], { category: "Job" });
    const script = api.functionsDb.script;
    let searches = 0;
    api.functionsDb.script = (async (sql, options) => {
      if (/count\(\*\)::int as total/.test(String(sql))) searches++;
      return script.call(api.functionsDb, sql, options);
    }) as typeof script;
    try {
      expect((await deliverDue()).emails).toMatchObject({ queued: 30, sent: 30 });
    } finally {
      api.functionsDb.script = script;
    }
    expect(searches).toBe(2);
    expect(to("shared-1@example.org").map((e) => e.subject)).toEqual(["1 new opportunity for your job alert"]);
    expect(to("shared-30@example.org")[0]!.text).toContain("A job");
  });

  it("gives a signed-in member an alert to their own address at once, and keeps each subscriber's alerts their own", async () => {
    const made = await signUp({ criteria: { category: "Internship" } }, memberHeaders());
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ email: seedUsers.member.email, member: true, frequency: "weekly" });
    expect(made.body.data.confirmed_at).not.toBeNull();
    expect((await signUp({ email: "other@example.org" }, memberHeaders()))).toMatchObject({ status: 400, body: failure("validation_failed") });
    await confirmed("stranger@example.ac.uk");

    const mine = expectAnswer(await api.request("GET", "/opportunities/alerts", { headers: memberHeaders() }));
    expect(mine.map((a: { email: string }) => a.email)).toEqual([seedUsers.member.email]);
    // Editors hold no key to anyone's alert.
    expect(expectAnswer(await api.request("GET", "/opportunities/alerts", { as: "editor" }))).toEqual([]);
    expect((await api.request("GET", `/opportunities/alerts?id=${made.body.data.id}`, { as: "editor" })).status).toBe(404);
    expect((await api.request("DELETE", `/opportunities/alerts?id=${made.body.data.id}`, { as: "editor" })).status).toBe(404);
    expect(await api.request("GET", "/opportunities/alerts")).toMatchObject({ status: 401, body: failure("unauthorized") });
    const [stranger] = await api.db.query<{ confirm: string; manage: string; unsubscribe: string }>(
      "select coalesce(confirm_token, '') as confirm, manage_token as manage, unsubscribe_token as unsubscribe from job_alerts where user_id is null",
    );
    // A token of another purpose is refused by its form; an unsubscribe token opens no alert.
    const wrong = await api.request("GET", `/opportunities/alerts?token=${stranger!.unsubscribe}`);
    expect(wrong.status).toBe(400);
    expect(problemFields(wrong)).toEqual(["token"]);
    expect((await api.request("GET", `/opportunities/alerts?token=manage_${"0".repeat(64)}`)).status).toBe(404);
    // The stranger's manage token opens their alert only, even signed in as someone else.
    const theirs = expectAnswer(await api.request("GET", `/opportunities/alerts?token=${stranger!.manage}`, { headers: memberHeaders() }));
    expect(theirs.email).toBe("stranger@example.ac.uk");
    expect(expectAnswer(await api.request("GET", "/opportunities/alerts", { as: "secret" }))).toHaveLength(2);
    // Through supabase-js (the table under its policies), as anon and as an editor: nothing.
    for (const role of [`{"role":"anon"}`, `{"role":"authenticated","sub":"${seedUsers.editor.id}"}`]) {
      const rows = await api.functionsDb.transaction(async (tx) => {
        await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [JSON.parse(role).role, role]);
        return tx.query("select id from public.job_alerts");
      });
      expect(rows, role).toHaveLength(0);
    }
    expect(expectAnswer(await api.request("DELETE", `/opportunities/alerts?id=${made.body.data.id}`, { headers: memberHeaders() })).id).toBe(made.body.data.id);
  });

  it("refuses bad sign-ups by field, and answers every address alike: one confirmation a mailbox a day, however it is spelled", async () => {
    const bad = await signUp({ email: "not-an-address", criteria: { category: "Nope", colour: "red" }, frequency: "hourly" });
    expect(bad.status).toBe(400);
    expect(problemFields(bad)).toEqual(["criteria.category", "criteria.colour", "email", "frequency"]);
    expect(problemFields(await signUp({}))).toEqual(["email"]);
    expect(await api.db.query("select 1 from job_alerts")).toHaveLength(0);

    // Capitals, +tags, Gmail's dots and googlemail.com: one mailbox. Every sign-up answers the same 202.
    const spellings = ["Jane.Doe@gmail.com", "janedoe+1@gmail.com", "J.A.N.E.D.O.E@googlemail.com", "jane.doe+jobs@GMAIL.com", "JaneDoe@gmail.com"];
    for (const email of spellings) {
      const answer = await signUp({ email });
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ success: true, data: { email, criteria: {}, frequency: "weekly", language: "en", confirmed_at: null } });
      expect(answer.headers.get("retry-after")).toBeNull();
    }
    expect(await api.db.query("select 1 from job_alerts")).toHaveLength(3); // 3 waiting a day per mailbox; the rest dropped unseen
    await deliverDue();
    await deliverDue();
    expect(mail.receiver.emails.map((e) => e.to[0])).toEqual(["Jane.Doe@gmail.com"]);
    // A day later, the next one waiting.
    await api.db.query("update private.mailboxes set confirmation_at = confirmation_at - interval '25 hours'");
    await deliverDue();
    expect(mail.receiver.emails.map((e) => e.to[0])).toEqual(["Jane.Doe@gmail.com", "janedoe+1@gmail.com"]);
  });

  it("sends a confirmation at most once in 30 days to a mailbox that unsubscribed", async () => {
    const passes = (interval: string) =>
      api.db.query(`update private.mailboxes set confirmation_at = confirmation_at - interval '${interval}', unsubscribed_at = unsubscribed_at - interval '${interval}'`);
    await confirmed("gone@example.org");
    const [{ token }] = (await api.db.query<{ token: string }>("select unsubscribe_token as token from job_alerts where email = 'gone@example.org'")) as [{ token: string }];
    expect((await api.request("POST", `/opportunities/alerts/unsubscribe?token=${token}`)).status).toBe(200);
    expect((await signUp({ email: "Gone+again@example.org" })).status).toBe(202);
    await deliverDue();
    expect(to("Gone+again@example.org")).toHaveLength(0); // one a day: today's went
    await passes("2 days");
    await deliverDue();
    expect(to("Gone+again@example.org")).toHaveLength(1); // the one after the unsubscribe
    expect((await signUp({ email: "gone@example.org" })).status).toBe(202);
    await passes("2 days");
    await deliverDue();
    expect(to("gone@example.org")).toHaveLength(1); // no more within 30 days
    await passes("30 days");
    await deliverDue();
    expect(to("gone@example.org")).toHaveLength(2);
  });

  it("waits for a confirmation of a member's address that Supabase Auth has not confirmed", async () => {
    await api.db.query("update auth.users set email_confirmed_at = null where id = $1", [seedUsers.member.id]);
    try {
      const answer = await signUp({ criteria: { category: "Job" } }, memberHeaders());
      expect(answer.status).toBe(202);
      expect(answer.body.data).toEqual({ email: seedUsers.member.email, criteria: { category: "Job" }, frequency: "weekly", language: "en", confirmed_at: null });
      await deliverDue();
      expect(to(seedUsers.member.email).map((e) => e.subject)).toEqual(["Confirm your job alert"]);
    } finally {
      await api.db.query("update auth.users set email_confirmed_at = now() where id = $1", [seedUsers.member.id]);
    }
    const confirmedAccount = await signUp({ criteria: { category: "Job" } }, memberHeaders());
    expect(confirmedAccount.status).toBe(201);
  });

  it("sends nothing to a stranger an unconfirmed sign-up names after 30 days, when it is deleted", async () => {
    expect((await signUp({ email: "late@example.org" })).status).toBe(202);
    await api.db.query("update job_alerts set created_at = now() - interval '31 days', confirmation_queued_at = now() - interval '31 days'");
    await deliverDue();
    expect(await api.db.query("select 1 from job_alerts")).toHaveLength(0);
    expect(mail.receiver.emails).toHaveLength(0);
  });

  it("keeps e-mails queued through Resend's 5xx and 429, sending each batch again with its Idempotency-Key", async () => {
    expect((await signUp({ email: "retry@example.org" })).status).toBe(202);
    mail.receiver.script({ status: 500, body: { statusCode: 500, name: "internal_server_error", message: "boom" } });
    expect((await deliverDue()).emails).toMatchObject({ queued: 1, sent: 0, failed: 1 });
    const [waiting] = await api.db.query<{ status: string; attempts: number; error: string }>("select status, attempts, error from private.emails");
    expect(waiting).toMatchObject({ status: "queued", attempts: 1, error: "Resend answered 500 internal_server_error: boom" });
    await api.db.query("update private.emails set next_attempt_at = now()");
    mail.receiver.script({ status: 429, headers: { "retry-after": "30" }, body: { statusCode: 429, name: "rate_limit_exceeded", message: "slow" } });
    await deliverDue();
    const [limited] = await api.db.query<{ attempts: number; wait: number }>(
      "select attempts, extract(epoch from next_attempt_at - now())::int as wait from private.emails",
    );
    expect(limited!.attempts).toBe(1);
    expect(limited!.wait).toBeGreaterThan(20);
    await api.db.query("update private.emails set next_attempt_at = now()");
    expect((await deliverDue()).emails).toMatchObject({ sent: 1 });
    const keys = mail.receiver.requests.map((r) => r.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    expect(await api.db.query("select 1 from private.emails")).toHaveLength(0);
  });

  it("sends the batch of a sender that stopped mid-send again whole, with its key, so Resend takes it once", async () => {
    for (const n of [1, 2, 3]) expect((await signUp({ email: `stopped${n}@example.org` })).status).toBe(202);
    // A sender queues the three confirmations, takes them as a batch, hands it to Resend, and stops before it records that.
    const config = { ...devServiceConfig(api.credentials), email: { apiKey: testEmailKey, from: sender, dailyLimit: 10_000, signUpsPerHour: 1_000, pendingPerHour: 1_000 } };
    const worker = { claims: { role: "service_role" as const } };
    await asCaller(api.functionsDb, worker, (tx) => queueConfirmationsAndReminders(tx, 100));
    const batch = (await asCaller(api.functionsDb, worker, (tx) => claimBatch(tx, config, emailKinds, 100)))!;
    expect(batch.emails.map((e) => e.to_address)).toEqual(["stopped1@example.org", "stopped2@example.org", "stopped3@example.org"]);
    expect((await sendBatch(batch, config, emailKinds, "PUBLIC_OPPORTUNITY_URL", { origin: mail.origin })).status).toBe("sent");
    expect(mail.receiver.emails).toHaveLength(3);
    // Meanwhile another sign-up; the lease runs out. The batch goes again alone, with its key, then the new e-mail.
    expect((await signUp({ email: "later@example.org" })).status).toBe(202);
    await api.db.query("update private.emails set sending_until = now() - interval '1 second' where status = 'sending'");
    expect((await deliverDue()).emails).toMatchObject({ sent: 4, requests: 2 });
    const [again, next] = mail.receiver.requests.slice(-2);
    expect(again).toMatchObject({ idempotencyKey: batch.key, status: 200 });
    expect(next!.idempotencyKey).not.toBe(batch.key);
    expect(await api.db.query("select 1 from private.emails")).toHaveLength(0);
    expect(mail.receiver.emails.map((e) => e.to[0]).sort()).toEqual(["later@example.org", "stopped1@example.org", "stopped2@example.org", "stopped3@example.org"]);
  });

  it("limits sign-ups per client address, counts a member as writes, and spreads e-mail over the day within EMAIL_DAILY_LIMIT", async () => {
    // One stack with small limits: 2 sign-ups an hour per client, 2 writes a minute per user, 48 e-mails a day (2 an hour);
    // its own Resend stand-in, which knows none of the other stack's batch keys.
    const ownMail = await emailReceiver();
    const limited = await startApi(target, {
      email: { origin: ownMail.origin },
      config: {
        rateLimits: { writesPerMinute: 2, importsPerHour: 0, anonymousReadsPerMinute: 0 },
        email: { apiKey: testEmailKey, from: sender, dailyLimit: 48, signUpsPerHour: 2, pendingPerHour: 1_000 },
      },
    });
    try {
      const from = (ip: string, n: number) =>
        limited.request("POST", "/opportunities/alerts", { body: { email: `client${n}@example.org` }, headers: { "cf-connecting-ip": ip } });
      expect((await from("203.0.113.7", 1)).status).toBe(202);
      expect((await from("203.0.113.7", 2)).status).toBe(202);
      const third = await from("203.0.113.7", 3);
      expect(third).toMatchObject({ status: 429, body: failure("rate_limited", { message: /at most 2 an hour from one client/ }) });
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(3_000);
      // Other clients go on; anonymous callers are never one shared user of the write limit.
      for (const n of [4, 5, 6]) expect((await from(`198.51.100.${n}`, n)).status).toBe(202);
      expect(await limited.db.query("select 1 from job_alerts where email like 'client%'")).toHaveLength(5);
      // A member's own requests count as writes, per user.
      const member = { apikey: limited.credentials.publishableKey, authorization: `Bearer ${await mintUserToken(limited.credentials, seedUsers.member)}` };
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.request("GET", "/opportunities/bookmarks", { headers: member })).status);
      expect(statuses).toEqual([200, 200, 429]);

      // 48 a day is 2 an hour, confirmations at most half of it: the five go one an hour, after any digest.
      const call = async () => expectAnswer(await limited.request("POST", "/opportunities/schedule/deliver", { as: "secret" }));
      expect((await call()).emails).toMatchObject({ queued: 5, sent: 1 });
      expect((await call()).emails).toMatchObject({ sent: 0 });
      expect(await limited.db.query("select 1 from private.emails where status = 'queued'")).toHaveLength(4);
      await limited.db.query("update private.email_sends set sent_at = sent_at - interval '61 minutes'");
      // A due digest goes first, whatever confirmations wait.
      await limited.db.query(`update job_alerts set confirmed_at = now(), confirm_token = null, matched_through = 0
        where email = 'client6@example.org'`);
      expectAnswer(await limited.request("POST", "/opportunities", {
        as: "editor", body: { title: "News", link_url: "https://e.org/n", is_active: true, website_viewable: true },
      }), 201);
      expect((await call()).emails).toMatchObject({ queued: 1, sent: 2 });
      expect(ownMail.receiver.emails.slice(-2).map((e) => e.subject).sort()).toEqual([expect.stringMatching(/^\d+ new opportunit(y|ies) for your job alert$/), "Confirm your job alert"]);
    } finally {
      await limited.close();
      await ownMail.close();
    }
  });

  it("counts an IPv6 client by its /48, and caps the service's unconfirmed sign-ups an hour", async () => {
    const capped = await startApi(target, {
      email: { origin: mail.origin },
      config: { email: { apiKey: testEmailKey, from: sender, dailyLimit: 100, signUpsPerHour: 2, pendingPerHour: 3 } },
    });
    try {
      const from = (ip: string, n: number) =>
        capped.request("POST", "/opportunities/alerts", { body: { email: `v6-${n}@example.org` }, headers: { "cf-connecting-ip": ip } });
      // Three /64s of one /48: one client.
      expect((await from("2001:db8:1:1::1", 1)).status).toBe(202);
      expect((await from("2001:db8:1:2::1", 2)).status).toBe(202);
      expect(await from("2001:db8:1:ffff:abcd::9", 3)).toMatchObject({ status: 429, body: failure("rate_limited", { message: /from one client/ }) });
      expect((await from("2001:db8:2::1", 4)).status).toBe(202);
      // Three waiting this hour, across the service: the next, from anyone, waits.
      const fourth = await from("198.51.100.9", 5);
      expect(fourth).toMatchObject({ status: 429, body: failure("rate_limited", { message: /^The service takes no more sign-ups this hour/ }) });
      expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(3_000);
      expect(await capped.db.query("select 1 from job_alerts")).toHaveLength(3);
    } finally {
      await capped.close();
    }
  });

  it("leaves the rest of deliver done when its e-mail part fails, and says so in the log", async () => {
    expect((await signUp({ email: "later-on@example.org" })).status).toBe(202);
    await api.db.exec("alter table private.mailboxes rename to mailboxes_away");
    try {
      const answer = await api.request("POST", "/opportunities/schedule/deliver", { as: "secret" });
      expect(answer.status).toBe(200);
      expect(answer.body.data.emails).toEqual({ queued: 0, sent: 0, failed: 0, requests: 0, held: { limit: 0, confirmations: 0 } });
      expect(api.logs).toContainEqual(expect.objectContaining({ level: "error", message: "schedule: e-mails failed" }));
    } finally {
      await api.db.exec("alter table private.mailboxes_away rename to mailboxes");
    }
    expect((await deliverDue()).emails).toMatchObject({ queued: 1, sent: 1 });
  });

  it("answers 503 to a sign-up when e-mail is not set up", async () => {
    const bare = await startApi(target, { config: { email: { dailyLimit: 100, signUpsPerHour: 10, pendingPerHour: 1_000 } } });
    try {
      expect(await bare.request("POST", "/opportunities/alerts", { body: { email: "x@example.org" } }))
        .toMatchObject({ status: 503, body: failure("service_unavailable") });
    } finally {
      await bare.close();
    }
  });
});
