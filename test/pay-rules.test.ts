// Pay where the law asks for it (docs/admin-app.md): a posting an editor writes or a stranger
// submits, in a jurisdiction whose rule is in force (its country or its subdivision), gives the
// pay the rule asks, in numbers; an import is kept and its check says it needs pay; editors keep
// the rules as data, each with its date.
import { stringify } from "csv-stringify/sync";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Api, startApi } from "./support/api.ts";
import { expectAnswer, failure, problemFields } from "./support/envelope.ts";
import { testEmailKey } from "./support/email-receiver.ts";
import { targets } from "./support/targets.ts";

const posting = (extra: Record<string, unknown>) => ({
  title: "Paid: Analyst", category: "Job", link_url: "https://careers.example.org/p", company_name: "Acme", location: "Somewhere", ...extra,
});
const range = { salary_min: 80000, salary_max: 100000, salary_currency: "USD", salary_period: "year" };

describe.each(targets)("pay rules on $name", (target) => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(target, {
      config: {
        email: { apiKey: testEmailKey, from: "Club <jobs@club.example.org>", dailyLimit: 10_000, signUpsPerHour: 1_000, pendingPerHour: 1_000 },
        submissions: { limit: 1_000, days: 30, maxDays: 90, perClientPerHour: 10_000, perDomainPerHour: 10_000, moderatorEmails: [] },
      },
    });
  });
  afterAll(() => api?.close());
  beforeEach(() => api.db.exec("delete from public.opportunities where title like 'Paid:%'; delete from public.pay_rules where jurisdiction in ('DE', 'US-TX')"));

  const create = (extra: Record<string, unknown>) => api.request("POST", "/opportunities", { as: "editor", body: posting(extra) });

  it("refuses an editor's posting without the pay its place's law asks, naming the place and the law", async () => {
    const refused = await create({ country: "US", subdivision: "US-CA" });
    expect([refused.status, problemFields(refused)]).toEqual([400, ["salary_min"]]);
    expect(refused.body.error.message).toContain("US-CA requires a pay range since 2023-01-01 (California SB 1162)");
    // "Competitive" is not pay; one end is not a range.
    expect((await create({ subdivision: "US-CA", salary: "Competitive" })).status).toBe(400);
    expect((await create({ subdivision: "US-CA", salary_min: 80000, salary_currency: "USD" })).body).toMatchObject(failure("validation_failed", { message: "give salary_max too" }));
    const made = expectAnswer(await create({ subdivision: "US-CA", ...range }), 201);
    // Its pay taken away later is refused too; a place without a rule needs none.
    expect((await api.request("PATCH", `/opportunities?id=${made.id}`, { as: "editor", body: { salary_min: null, salary_max: null } })).status).toBe(400);
    expectAnswer(await create({ subdivision: "US-TX" }), 201);
    expectAnswer(await create({ country: "GB" }), 201);
    // A subdivision is in its country.
    const elsewhere = await create({ country: "GB", subdivision: "US-CA", ...range });
    expect([elsewhere.status, problemFields(elsewhere)]).toEqual([400, ["subdivision"]]);
  });

  it("holds Ontario's widest range, and a rule only from the day it is in force", async () => {
    const wide = await create({ subdivision: "CA-ON", salary_min: 50000, salary_max: 120000, salary_currency: "CAD", salary_period: "year" });
    expect(wide.body).toMatchObject(failure("validation_failed", { message: "at most 50000 CAD wide" }));
    expectAnswer(await create({ subdivision: "CA-ON", salary_min: 70000, salary_max: 120000, salary_currency: "CAD", salary_period: "year" }), 201);
    // Editors keep the rules: a country's, from a date to come, then from today.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expectAnswer(await api.request("POST", "/opportunities/pay-rules", { as: "editor", body: { jurisdiction: "DE", requires: "figure", effective_from: tomorrow, law: "Entgelttransparenzgesetz" } }), 201);
    expectAnswer(await create({ country: "DE" }), 201);
    expectAnswer(await api.request("PATCH", "/opportunities/pay-rules?id=DE", { as: "editor", body: { effective_from: "2026-06-07" } }));
    expect((await create({ country: "DE" })).body).toMatchObject(failure("validation_failed", { message: "DE requires the pay since 2026-06-07" }));
    expectAnswer(await create({ country: "DE", salary_min: 45000, salary_currency: "EUR" }), 201);
    const bad = await api.request("POST", "/opportunities/pay-rules", { as: "editor", body: { jurisdiction: "usa", requires: "figure", max_width: 10, effective_from: "2026-13-01", law: "" } });
    expect([bad.status, problemFields(bad)]).toEqual([400, ["effective_from", "jurisdiction", "law", "max_width", "width_currency"]]);
    expect((await api.request("GET", "/opportunities/pay-rules", { as: "member" })).status).toBe(403);
  });

  it("refuses a submission without the pay, and keeps an import, whose check says it needs pay", async () => {
    const submitted = await api.request("POST", "/opportunities/submissions", {
      body: { ...posting({ subdivision: "US-NY" }), link_url: "https://careers.example.org/s", submitter_email: "hr@example.org", submitter_name: "HR" },
    });
    expect([submitted.status, problemFields(submitted)]).toEqual([400, ["salary_min"]]);
    const csv = stringify([{ external_id: "paid-1", title: "Paid: Imported", link_url: "https://careers.example.org/i", subdivision: "US-NY", salary: "Competitive" }], { header: true });
    expectAnswer(await api.request("POST", "/opportunities/import", { as: "editor", body: csv, headers: { "content-type": "text/csv" } }));
    const [imported] = await api.db.query<{ id: string }>("select id from public.opportunities where external_id = 'paid-1'");
    const check = expectAnswer(await api.request("GET", `/opportunities/jobposting/check?id=${imported!.id}`, { as: "editor" }));
    expect(check.problems).toContainEqual({ field: "salary_min", message: expect.stringContaining("US-NY requires a pay range since 2023-09-17") });
  });
});
