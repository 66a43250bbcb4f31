// A posting's facts as fields (docs/import.md, docs/admin-app.md): pay as numbers, work model,
// country, when the employer posted it. Written by editors and by imports (a file's columns, or a
// salary text read when the reading is sure), refused with the field and the rule when wrong, held
// by the database too, and listed by the filters. Every text an import takes is plain text.
import { describe, expect, it } from "vitest";
import { beforeAll, afterAll } from "vitest";
import { countryInLocation } from "../functions/opportunities/countries.ts";
import { payIn, salaryText } from "../functions/opportunities/salary.ts";
import { type Api, startApi, validationError } from "./support/api.ts";
import { targets } from "./support/targets.ts";

describe("a salary's text read as numbers only when the reading is sure", () => {
  it.each([
    ["£25,000–£30,000 a year", { salary_min: 25000, salary_max: 30000, salary_currency: "GBP", salary_period: "year" }],
    ["$40/hour", { salary_min: 40, salary_max: 40, salary_currency: "USD", salary_period: "hour" }],
    ["EUR 3,000 per month", { salary_min: 3000, salary_max: 3000, salary_currency: "EUR", salary_period: "month" }],
    ["$80k - $100k yearly", { salary_min: 80000, salary_max: 100000, salary_currency: "USD", salary_period: "year" }],
    ["£22.50 an hour", { salary_min: 22.5, salary_max: 22.5, salary_currency: "GBP", salary_period: "hour" }],
    ["£25,000 pro rata", undefined],
    ["$40", undefined],
    ["Competitive", undefined],
    ["£30,000–$40,000 a year", undefined],
    ["£30,000–£20,000 a year", undefined],
    ["The base salary range for this position is between $165,000 - $200,000", undefined],
  ])("%s", (text, pay) => {
    expect(payIn(text)).toEqual(pay);
  });

  it("writes pay as a card shows it, and reads it back", () => {
    const pay = { salary_min: 75000, salary_max: 100000, salary_currency: "USD", salary_period: "year" } as const;
    expect(salaryText(pay)).toBe("$75,000–$100,000 a year");
    expect(payIn(salaryText(pay))).toEqual(pay);
    expect(salaryText({ salary_min: 34, salary_max: 47.5, salary_currency: "USD", salary_period: "hour" })).toBe("$34.00–$47.50 an hour");
  });
});

describe("a location's country, read only where it is sure", () => {
  it.each([
    ["Houston, TX", "US"],
    ["San Francisco, CA", "US"],
    ["London, UK", "GB"],
    ["Berlin, Germany", "DE"],
    ["Manchester, UK (hybrid, 2 days remote)", "GB"],
    ["Remote, GB", "GB"],
    ["London", undefined],
    ["دبي، الإمارات", undefined],
  ])("%s", (location, country) => {
    expect(countryInLocation(location).country).toBe(country);
  });

  it("tells a location that names no country from one whose country it cannot read", () => {
    expect(countryInLocation("London").unknown).toBeUndefined();
    expect(countryInLocation("دبي، الإمارات").unknown).toBe(true);
    expect(countryInLocation("Leeds, West Yorkshire").unknown).toBe(true);
  });
});

describe.each(targets)("a posting's facts on $name", (target) => {
  let api: Api;
  beforeAll(async () => (api = await startApi(target)));
  afterAll(() => api?.close());

  const facts = {
    salary_min: 25000, salary_max: 30000, salary_currency: "GBP", salary_period: "year", workplace: "hybrid", country: "GB",
    posted_at: "2026-11-01T09:00:00Z",
  };
  const create = (body: Record<string, unknown>) =>
    api.request("POST", "/opportunities", { as: "editor", body: { title: "Analyst", link_url: "https://jobs.example/a", ...body } });

  it("takes every fact from an editor, answers them, and lists by work model and country", async () => {
    const created = await create({ ...facts, salary: "£25,000–£30,000 a year" });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ ...facts, posted_at: "2026-11-01T09:00:00.000000Z" });
    const read = await api.request("GET", `/opportunities?id=${created.body.data.id}`, { as: "editor" });
    expect(read.body.data).toMatchObject({ salary_min: 25000, salary_max: 30000, workplace: "hybrid", country: "GB" });
    const remote = await create({ workplace: "remote", country: "US", salary_min: 40.5, salary_currency: "USD", salary_period: "hour" });
    expect(remote.body.data).toMatchObject({ salary_min: 40.5, salary_max: null, workplace: "remote" });
    const listed = await api.request("GET", "/opportunities?workplace=remote&country=US", { as: "editor" });
    expect(listed.body.data.map((o: { id: string }) => o.id)).toEqual([remote.body.data.id]);
    const patched = await api.request("PATCH", `/opportunities?id=${remote.body.data.id}`, { as: "editor", body: { workplace: null, country: "" } });
    expect(patched.body.data).toMatchObject({ workplace: null, country: null });
  });

  it.each([
    [{ salary_currency: "XYZ" }, "salary_currency", /ISO 4217/],
    [{ salary_currency: "gbp" }, "salary_currency", /ISO 4217/],
    [{ country: "ZZ" }, "country", /ISO 3166-1 alpha-2/],
    [{ country: "uk" }, "country", /ISO 3166-1 alpha-2/],
    [{ salary_min: 30000, salary_max: 25000 }, "salary_max", "must not be below salary_min"],
    [{ salary_min: -1 }, "salary_min", "must be at least 0"],
    [{ salary_min: 1e12 }, "salary_min", "must be less than 1000000000000"],
    [{ salary_min: "30000" }, "salary_min", "must be a number"],
    [{ salary_period: "fortnight" }, "salary_period", /must be one of: hour, day, week, month, year/],
    [{ workplace: "office" }, "workplace", /must be one of: on_site, hybrid, remote/],
    [{ posted_at: "yesterday" }, "posted_at", /RFC 3339/],
  ])("refuses %j naming %s, and writes nothing", async (body, field, rule) => {
    const before = await api.db.query<{ n: number }>("select count(*)::int as n from opportunities");
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(validationError(field, rule));
    expect(await api.db.query("select count(*)::int as n from opportunities")).toEqual(before);
  });

  it("holds the same rules in the database, whoever writes", async () => {
    const insert = (column: string, value: unknown) =>
      api.db.query(`insert into opportunities (title, link_url, ${column}) values ('x', 'https://e.org/x', $1)`, [value]);
    await expect(insert("country", "gb")).rejects.toThrow(/opportunities_country_format/);
    await expect(insert("salary_currency", "pounds")).rejects.toThrow(/opportunities_salary_currency_format/);
    await expect(insert("salary_min", -5)).rejects.toThrow(/opportunities_salary_min_bounds/);
    await expect(api.db.query("insert into opportunities (title, link_url, salary_min, salary_max) values ('x', 'https://e.org/x', 2, 1)"))
      .rejects.toThrow(/opportunities_salary_min_not_above_max/);
  });

  const importCsv = (file: string) =>
    api.request("POST", "/opportunities/import", { as: "editor", body: file, headers: { "content-type": "text/csv" } });

  it("imports the facts from a file's columns, read leniently, and a salary's text when it is sure", async () => {
    const file = [
      "external_id,title,link_url,salary,min_amount,max_amount,currency,interval,work_model,country,date_posted",
      'facts-1,Analyst,https://jobs.example/f1,,"75,000",90000,usd,yearly,On-site,United States,2026-08-01',
      "facts-2,Engineer,https://jobs.example/f2,£25,000–£30,000 a year,,,,,Remote,uk,",
      "facts-3,Intern,https://jobs.example/f3,£25,000 pro rata,,,,,,,",
    ].join("\n").replace("£25,000–£30,000 a year", '"£25,000–£30,000 a year"').replace("£25,000 pro rata", '"£25,000 pro rata"');
    const response = await importCsv(file);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ inserted: 3, skipped: [] });
    const rows = await api.db.query(
      `select external_id, salary, salary_min, salary_max, salary_currency, salary_period::text, workplace::text, country,
              to_char(posted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as posted_at
       from opportunities where external_id like 'facts-%' order by external_id`,
    );
    expect(rows).toEqual([
      { external_id: "facts-1", salary: null, salary_min: 75000, salary_max: 90000, salary_currency: "USD", salary_period: "year", workplace: "on_site", country: "US", posted_at: "2026-08-01T00:00:00Z" },
      { external_id: "facts-2", salary: "£25,000–£30,000 a year", salary_min: 25000, salary_max: 30000, salary_currency: "GBP", salary_period: "year", workplace: "remote", country: "GB", posted_at: null },
      { external_id: "facts-3", salary: "£25,000 pro rata", salary_min: null, salary_max: null, salary_currency: null, salary_period: null, workplace: null, country: null, posted_at: null },
    ]);
    // A column that breaks a rule skips its row, naming the field.
    const bad = await importCsv("external_id,title,link_url,country\nfacts-4,X,https://jobs.example/f4,Atlantis\n");
    expect(bad.body.data.skipped).toEqual([{ row: 2, external_id: "facts-4", errors: [{ field: "country", message: expect.stringMatching(/ISO 3166-1/) }] }]);
    // A day that no calendar has is refused, never moved to another.
    const impossible = await importCsv("external_id,title,link_url,date_posted\nfacts-5,X,https://jobs.example/f5,2026-02-30\n");
    expect(impossible.body.data.skipped).toEqual([{ row: 2, external_id: "facts-5", errors: [{ field: "posted_at", message: expect.stringMatching(/RFC 3339/) }] }]);
  });

  it("keeps markup out of every text an import takes, not only descriptions", async () => {
    const response = await api.request("POST", "/opportunities/import", {
      as: "editor",
      body: [{
        external_id: "markup-1",
        title: "</script><script>alert(1)</script><!--Engineer",
        link_url: "https://jobs.example/m1",
        location: "<img src=x onerror=alert(1)>Leeds, UK",
        company_name: "<b>Acme</b> &amp; Co",
        field: "<i>Data</i>",
        salary: "<span>£30,000</span>",
      }],
    });
    expect(response.status).toBe(200);
    const [row] = await api.db.query("select title, location, company_name, field, salary from opportunities where external_id = 'markup-1'");
    // The script and its tags are gone; a comment's opener that is never closed is only text.
    expect(row).toEqual({ title: "!--Engineer", location: "Leeds, UK", company_name: "Acme & Co", field: "Data", salary: "£30,000" });
  });
});
