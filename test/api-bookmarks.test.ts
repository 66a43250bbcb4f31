// Bookmarks: a signed-in member saves and removes opportunities, each only their own (through the
// API and through the table under its policies, as supabase-js reaches it), with a reminder N
// days before it closes, e-mailed once by deliver and never for a posting withdrawn since.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asCaller } from "../functions/_shared/database/as-caller.ts";
import { mintUserToken } from "../local/dev-credentials.ts";
import { seedUsers } from "../local/seed-users.ts";
import { type Api, startApi } from "./support/api.ts";
import { emailReceiver, type EmailReceiver, linksOf, testEmailKey } from "./support/email-receiver.ts";
import { expectAnswer, failure, problemFields } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

/** A date `days` from today (UTC), as `closes_on` takes it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A day as English e-mails write it (Intl's medium style). */
const written = (day: string) => new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

describe.each(targets)("bookmarks on $name", (target) => {
  let api: Api;
  let mail: EmailReceiver;
  let member: Record<string, string>;
  beforeAll(async () => {
    mail = await emailReceiver();
    api = await startApi(target, {
      email: { origin: mail.origin },
      config: {
        email: { apiKey: testEmailKey, from: "Club <alerts@club.example.org>", dailyLimit: 10_000, signUpsPerHour: 1_000, pendingPerHour: 1_000 },
        publicSite: { pages: { PUBLIC_OPPORTUNITY_URL: "https://club.example.org/opportunities/{id}" } },
      },
    });
    member = { apikey: api.credentials.publishableKey, authorization: `Bearer ${await mintUserToken(api.credentials, seedUsers.member)}` };
  });
  afterAll(async () => {
    await api?.close();
    await mail?.close();
  });
  beforeEach(async () => {
    await api.db.exec("delete from bookmarks; delete from private.emails; delete from private.email_sends");
    mail.receiver.emails.length = 0;
  });

  const opportunity = async (body: Record<string, unknown> = {}) =>
    expectAnswer(await api.request("POST", "/opportunities", {
      as: "editor",
      body: { title: "Bookmarked role", link_url: "https://jobs.example.org/apply", is_active: true, website_viewable: true, ...body },
    }), 201).id as string;
  const save = (body: Record<string, unknown>, headers = member) => api.request("POST", "/opportunities/bookmarks", { body, headers });
  const deliverDue = async () => expectAnswer(await api.request("POST", "/opportunities/schedule/deliver", { as: "secret" }));

  it("saves, lists and removes a member's own bookmarks; anonymous callers 401, bad input named", async () => {
    const id = await opportunity({ closes_on: inDays(30) });
    const saved = await save({ opportunity_id: id, remind_days_before: 3 });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ opportunity_id: id, title: "Bookmarked role", closes_on: inDays(30), remind_days_before: 3, reminded_at: null });
    expect((await save({ opportunity_id: id })).status).toBe(200);
    expect(expectAnswer(await save({ opportunity_id: id, remind_days_before: null })).remind_days_before).toBeNull();
    expect(expectAnswer(await api.request("GET", "/opportunities/bookmarks", { headers: member })).map((b: { opportunity_id: string }) => b.opportunity_id))
      .toEqual([id]);

    expect(await save({ opportunity_id: id }, {})).toMatchObject({ status: 401, body: failure("unauthorized") });
    expect(await api.request("GET", "/opportunities/bookmarks")).toMatchObject({ status: 401, body: failure("unauthorized") });
    const bad = await save({ opportunity_id: "nope", remind_days_before: 0, colour: "red" });
    expect(problemFields(bad)).toEqual(["colour", "opportunity_id", "remind_days_before"]);
    expect(await save({ opportunity_id: "c0000000-0000-4000-8000-00000000dead" })).toMatchObject({ status: 404, body: failure("not_found") });

    // The editor sees none of the member's; the secret key sees all.
    expect(expectAnswer(await api.request("GET", "/opportunities/bookmarks", { as: "editor" }))).toEqual([]);
    expect(expectAnswer(await api.request("GET", "/opportunities/bookmarks", { as: "secret" }))).toHaveLength(1);
    expect((await api.request("DELETE", `/opportunities/bookmarks?opportunity_id=${id}`, { as: "editor" })).status).toBe(404);
    expect(expectAnswer(await api.request("DELETE", `/opportunities/bookmarks?opportunity_id=${id}`, { headers: member })).opportunity_id).toBe(id);
    expect((await api.request("DELETE", `/opportunities/bookmarks?opportunity_id=${id}`, { headers: member })).status).toBe(404);
  });

  it("keeps each member to their own rows through the table's policies, as supabase-js reaches it", async () => {
    const id = await opportunity();
    const hidden = await opportunity({ website_viewable: false, is_active: false });
    const as = (sub: string) => ({ claims: { role: "authenticated" as const, sub } });
    await asCaller(api.functionsDb, as(seedUsers.member.id), (tx) => tx.query("insert into public.bookmarks (opportunity_id) values ($1)", [id]));
    await expect(asCaller(api.functionsDb, as(seedUsers.member.id), (tx) =>
      tx.query("insert into public.bookmarks (opportunity_id) values ($1)", [hidden]))).rejects.toMatchObject({ code: "42501" });
    // Another member's row cannot be written in the member's name.
    await expect(asCaller(api.functionsDb, as(seedUsers.editor.id), (tx) =>
      tx.query("insert into public.bookmarks (user_id, opportunity_id) values ($1, $2)", [seedUsers.member.id, id]))).rejects.toMatchObject({ code: "42501" });
    const seen = await asCaller(api.functionsDb, as(seedUsers.editor.id), (tx) => tx.query("select * from public.bookmarks"));
    expect(seen).toEqual([]);
    const mine = await asCaller(api.functionsDb, as(seedUsers.member.id), (tx) => tx.query<{ opportunity_id: string }>("select opportunity_id from public.bookmarks"));
    expect(mine.map((b) => b.opportunity_id)).toEqual([id]);
    await expect(asCaller(api.functionsDb, { claims: { role: "anon" } }, (tx) => tx.query("select * from public.bookmarks")))
      .rejects.toMatchObject({ code: "42501" });
  });

  it("reminds a member only of a posting they may still read, as the table's policies let them", async () => {
    const hidden = await opportunity({ title: "Members only soon", closes_on: inDays(2) });
    expect((await save({ opportunity_id: hidden, remind_days_before: 3 })).status).toBe(201);
    expectAnswer(await api.request("PATCH", `/opportunities?id=${hidden}`, { as: "editor", body: { website_viewable: false } }));
    // No longer a member: an active posting that is not published is not theirs to read.
    const roles = await api.db.query<{ role: string }>("delete from user_roles where user_id = $1 returning role::text", [seedUsers.member.id]);
    try {
      await deliverDue();
      expect(mail.receiver.emails).toHaveLength(0);
    } finally {
      for (const { role } of roles) await api.db.query("insert into user_roles (user_id, role) values ($1, $2)", [seedUsers.member.id, role]);
    }
    await deliverDue(); // a member again: members read what is active
    expect(mail.receiver.emails.map((e) => e.subject)).toEqual([`Closes ${written(inDays(2))}: Members only soon`]);
  });

  it("e-mails a reminder once, N days before it closes, and none for a posting withdrawn since (which is told closed instead)", async () => {
    const soon = await opportunity({ title: "Closing soon", closes_on: inDays(2), company_name: "Acme" });
    const later = await opportunity({ title: "Closing later", closes_on: inDays(20) });
    const withdrawn = await opportunity({ title: "Withdrawn soon", closes_on: inDays(1) });
    for (const id of [soon, later, withdrawn]) expect((await save({ opportunity_id: id, remind_days_before: 3 })).status).toBe(201);
    expectAnswer(await api.request("PATCH", `/opportunities?id=${withdrawn}`, { as: "editor", body: { is_active: false } }));

    await Promise.all([deliverDue(), deliverDue()]);
    await deliverDue();
    const reminders = () => mail.receiver.emails.filter((e) => e.subject.startsWith("Closes "));
    expect(reminders()).toHaveLength(1);
    expect(mail.receiver.emails.map((e) => e.subject).sort()).toEqual([`Closed (by the editors): Withdrawn soon`, `Closes ${written(inDays(2))}: Closing soon`]);
    const reminder = reminders()[0]!;
    expect(reminder.to).toEqual([seedUsers.member.email]);
    expect(reminder.subject).toBe(`Closes ${written(inDays(2))}: Closing soon`);
    expect(reminder.text).toContain("Company: Acme");
    expect(linksOf(reminder).html).toEqual([`https://club.example.org/opportunities/${soon}`]);
    expect(expectAnswer(await api.request("GET", "/opportunities/bookmarks", { headers: member }))
      .find((b: { opportunity_id: string }) => b.opportunity_id === soon).reminded_at).not.toBeNull();
    // A reminder changed is due again.
    expectAnswer(await save({ opportunity_id: soon, remind_days_before: 2 }));
    await deliverDue();
    expect(reminders()).toHaveLength(2);
  });
});
