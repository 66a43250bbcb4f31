// Who may apply (docs/website.md): visa sponsorship, the right to work, degree levels, graduation
// years and fields of study, from outside: each refused naming its rule, each a filter of the list
// ("any of" for the lists) and so of feeds, calendars and saved criteria, read leniently from a
// file, and stated in the JSON-LD as Google reads it (the lowest degree level, the work rules).
import { stringify } from "csv-stringify/sync";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Api, startApi } from "./support/api.ts";
import { expectAnswer, problemFields } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

const posting = (title: string, extra: Record<string, unknown>) => ({
  title: `Eligible: ${title}`, category: "Internship", link_url: "https://careers.example.org/1", is_active: true, website_viewable: true,
  company_name: "Acme", location: "London", country: "GB", ...extra,
});

describe.each(targets)("eligibility on $name", (target) => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(target, { config: { publicSite: { pages: { PUBLIC_OPPORTUNITY_URL: "https://club.example.org/o/{id}" } } } });
  });
  afterAll(() => api?.close());
  beforeEach(() => api.db.exec("delete from public.opportunities where title like 'Eligible:%'"));

  const create = async (title: string, extra: Record<string, unknown>) =>
    expectAnswer(await api.request("POST", "/opportunities", { as: "editor", body: posting(title, extra) }), 201);
  const titles = async (query: string) =>
    (expectAnswer(await api.request("GET", `/opportunities?${query}&q=eligible`)) as { title: string }[]).map((o) => o.title.replace("Eligible: ", "")).sort();

  it("stores each field, empty lists as not said, and refuses a wrong value naming the field", async () => {
    const made = await create("All", {
      visa_sponsorship: "yes", work_authorization_required: false, degree_levels: ["bachelor", "master"], graduation_years: [2027, 2028],
      fields_of_study: ["Computer Science", "Art, Design"],
    });
    expect(made).toMatchObject({
      visa_sponsorship: "yes", work_authorization_required: false, degree_levels: ["bachelor", "master"], graduation_years: [2027, 2028],
      fields_of_study: ["Computer Science", "Art, Design"],
    });
    const cleared = expectAnswer(await api.request("PATCH", `/opportunities?id=${made.id}`, { as: "editor", body: { degree_levels: [], visa_sponsorship: null } }));
    expect([cleared.degree_levels, cleared.visa_sponsorship, cleared.graduation_years]).toEqual([null, null, [2027, 2028]]);
    const bad = await api.request("POST", "/opportunities", {
      as: "editor",
      body: posting("Bad", { visa_sponsorship: "maybe", degree_levels: ["phd"], graduation_years: [1900], fields_of_study: ["Maths", "Maths"], work_authorization_required: "yes" }),
    });
    expect([bad.status, problemFields(bad)]).toEqual([400, ["degree_levels.0", "fields_of_study", "graduation_years.0", "visa_sponsorship", "work_authorization_required"]]);
    // The database holds the same, whoever writes: an empty list, a year out of range.
    await expect(api.db.query("update public.opportunities set degree_levels = '{}' where id = $1", [made.id])).rejects.toThrow(/opportunities_degree_levels_some/);
    await expect(api.db.query("update public.opportunities set graduation_years = '{1900}' where id = $1", [made.id])).rejects.toThrow(/opportunities_graduation_years_some/);
  });

  it("filters the list by each, lists as any of their values, three at once", async () => {
    await create("Sponsored bachelors 2027", { visa_sponsorship: "yes", degree_levels: ["bachelor"], graduation_years: [2027], fields_of_study: ["Mathematics"] });
    await create("Masters 2028", { visa_sponsorship: "no", degree_levels: ["master", "doctorate"], graduation_years: [2028], work_authorization_required: true });
    await create("Unsaid", {});
    expect(await titles("visa_sponsorship=yes")).toEqual(["Sponsored bachelors 2027"]);
    expect(await titles("visa_sponsorship=no")).toEqual(["Masters 2028"]);
    expect(await titles("degree_level=bachelor,doctorate")).toEqual(["Masters 2028", "Sponsored bachelors 2027"]);
    expect(await titles("graduation_year=2028")).toEqual(["Masters 2028"]);
    expect(await titles("field_of_study=Mathematics")).toEqual(["Sponsored bachelors 2027"]);
    expect(await titles("work_authorization_required=true")).toEqual(["Masters 2028"]);
    expect(await titles("visa_sponsorship=yes&degree_level=bachelor&graduation_year=2027,2029")).toEqual(["Sponsored bachelors 2027"]);
    for (const [query, field] of [["degree_level=phd", "degree_level"], ["graduation_year=1900", "graduation_year"], ["visa_sponsorship=maybe", "visa_sponsorship"], ["degree_level=", "degree_level"]]) {
      const refused = await api.request("GET", `/opportunities?${query}`);
      expect([query, refused.status, problemFields(refused)]).toEqual([query, 400, [field]]);
    }
    // The feeds and the calendar take the same filters.
    const feed = expectAnswer(await api.request("GET", "/opportunities/feed.json?degree_level=master").then((r) => ({ ...r, body: { success: true, data: r.body } })));
    expect(feed.items.map((i: { title: string }) => i.title)).toEqual(["Eligible: Masters 2028"]);
    // Saved criteria (an alert's, a channel's) take them as the list does.
    const channel = await api.request("POST", "/opportunities/channels", {
      as: "editor", body: { kind: "webhook", name: "Grads", url: "https://hooks.example.org/g", criteria: { degree_level: "master", graduation_year: "1900" } },
    });
    expect([channel.status, problemFields(channel)]).toEqual([400, ["criteria.graduation_year"]]);
  });

  it("says who may apply in the calendar, and in the JSON-LD as Google reads it", async () => {
    const both = await create("Both", {
      category: "Job", employment_type: "Full-time", visa_sponsorship: "no", work_authorization_required: true, degree_levels: ["master", "bachelor"],
      graduation_years: [2027], closes_on: "2027-03-01",
    });
    const ld = await api.request("GET", `/opportunities/jobposting?id=${both.id}`);
    const posting = JSON.parse(ld.text);
    // The lowest level it is open to: naming a higher one would turn away those it takes.
    expect(posting.educationRequirements).toEqual({ "@type": "EducationalOccupationalCredential", credentialCategory: "bachelor degree" });
    expect(posting.eligibilityToWorkRequirement).toBe("The right to work where the job is is required. Visa sponsorship is not available.");
    const unsaid = await create("Unsaid job", { category: "Job", employment_type: "Full-time" });
    const plain = JSON.parse((await api.request("GET", `/opportunities/jobposting?id=${unsaid.id}`)).text);
    expect(Object.keys(plain)).not.toContain("educationRequirements");
    expect(Object.keys(plain)).not.toContain("eligibilityToWorkRequirement");
    const calendar = await api.request("GET", `/opportunities/calendar.ics?id=${both.id}`);
    // As RFC 5545 writes text: each `;` escaped.
    expect(calendar.text.replace(/\r\n /g, "")).toContain("no visa sponsorship\\; right to work required\\; master's or bachelor's\\; class of 2027");
  });

  it("reads a file's words leniently, and keeps what names nothing known for the rule to refuse", async () => {
    const csv = stringify([
      { external_id: "elig-1", title: "Eligible: Imported", link_url: "https://careers.example.org/i1", visa_sponsorship: "Yes", work_authorization_required: "no",
        degree_levels: "Bachelor's; MSc", graduation_years: "2027; 2028", fields_of_study: "Economics; Finance" },
      { external_id: "elig-2", title: "Eligible: Unknown level", link_url: "https://careers.example.org/i2", degree_levels: "Apprentice" },
    ], { header: true });
    const imported = expectAnswer(await api.request("POST", "/opportunities/import", { as: "editor", body: csv, headers: { "content-type": "text/csv" } }));
    expect(imported.skipped).toEqual([{ row: 3, external_id: "elig-2", errors: [{ field: "degree_levels.0", message: expect.stringContaining("must each be one of") }] }]);
    const [row] = await api.db.query("select visa_sponsorship, work_authorization_required, to_jsonb(degree_levels) as levels, to_jsonb(graduation_years) as years, to_jsonb(fields_of_study) as fields from public.opportunities where external_id = 'elig-1'");
    expect(row).toEqual({ visa_sponsorship: "yes", work_authorization_required: false, levels: ["bachelor", "master"], years: [2027, 2028], fields: ["Economics", "Finance"] });
  });
});
