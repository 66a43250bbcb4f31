// What Google reads is true (docs/website.md): a posting's JSON-LD places it where it is (a US
// state is the US; no default country where the location names one it cannot read), calls only a
// remote job TELECOMMUTE, states its pay, when it was posted and who hires; it stays JSON however a
// page embeds it; editors see what Google would refuse; a missing setting is said once at start.
// Discovery links are the URLs the caller reached; feeds page; a closed posting leaves them all.
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, startApi } from "./support/api.ts";
import { googleErrors, sitemapErrors } from "./support/validators.ts";
import { targets } from "./support/targets.ts";
import { fileForm, pdfFile, pngHeader } from "./support/files.ts";
import { seededCompanyId } from "./support/rows.ts";

const site = {
  pages: { PUBLIC_OPPORTUNITY_URL: "https://club.example/opportunities/{id}" },
  organization: { name: "Coding Club", url: "https://club.example", logo: "https://club.example/logo.png" },
  jobCountry: "GB",
};
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => ["url", "link", "entry"].includes(name) });

describe.each(targets)("Google for Jobs and discovery on $name", (target) => {
  let api: Api;
  let bare: Api;
  beforeAll(async () => {
    api = await startApi(target, { config: { publicSite: site } });
    bare = await startApi(target);
  });
  afterAll(async () => {
    await api?.close();
    await bare?.close();
  });

  const create = async (body: Record<string, unknown>, on = api) => {
    const response = await on.request("POST", "/opportunities", {
      as: "editor",
      body: { link_url: "https://jobs.example/apply", category: "Job", website_viewable: true, is_active: true, ...body },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data as Record<string, any>;
  };
  /** A file sent to a record's file route as an editor's form. */
  const putFile = async (type: string, id: string, bytes: Uint8Array, name: string, mime: string) => {
    const response = await fetch(`${api.url}/functions/v1/${type}/file?id=${id}`, { method: "PUT", headers: api.headersFor("editor"), body: fileForm(bytes, name, mime) });
    expect(response.status).toBe(200);
  };

  it("states who may apply as Google's rules and schema.org's vocabulary take it", async () => {
    const posting = await create({
      title: "Graduate analyst", company_name: "Acme", location: "Leeds", country: "GB", visa_sponsorship: "yes", work_authorization_required: false,
      degree_levels: ["master", "bachelor"], graduation_years: [2027],
    });
    const response = await api.request("GET", `/opportunities/jobposting?id=${posting.id}`);
    const { errors, posting: read } = await googleErrors(response.text);
    expect(errors).toEqual([]);
    expect(response.body).toMatchObject({
      educationRequirements: { "@type": "EducationalOccupationalCredential", credentialCategory: "bachelor degree" },
      eligibilityToWorkRequirement: "The right to work there is not required beforehand. Visa sponsorship is available.",
    });
    expect(read).toBeDefined();
  });

  it("names the company's logo file as the employer's logo and links the posting's PDF job ad, as Google's rules take them", async () => {
    await putFile("companies", seededCompanyId, pngHeader(200, 200), "logo.png", "image/png");
    const posting = await create({ title: "Logistics analyst", company_id: seededCompanyId, location: "Leeds", country: "GB" });
    await putFile("opportunities", posting.id, await pdfFile(), "Job ad.pdf", "application/pdf");
    const response = await api.request("GET", `/opportunities/jobposting?id=${posting.id}`);
    const { errors } = await googleErrors(response.text);
    expect(errors).toEqual([]);
    const functions = "http://127.0.0.1:54321/functions/v1";
    expect(response.body.hiringOrganization).toMatchObject({ name: "Northgate Software", logo: `${functions}/companies/file?id=${seededCompanyId}` });
    expect(response.body.subjectOf).toEqual({ "@type": "DigitalDocument", name: "Logistics analyst (PDF)", encodingFormat: "application/pdf",
      url: `${functions}/opportunities/file?id=${posting.id}` });
    // Each leads the public to its file.
    for (const link of [response.body.hiringOrganization.logo, response.body.subjectOf.url]) {
      const followed = await fetch(`${api.url}${new URL(link).pathname}${new URL(link).search}`, { redirect: "manual" });
      expect(followed.status, link).toBe(302);
    }
    // An unpublished company's logo file is not the public's: the JSON-LD names its logo_url instead.
    await api.request("PATCH", `/companies?id=${seededCompanyId}`, { as: "editor", body: { website_viewable: false } });
    // (Read signed in: the anonymous answer of a moment ago may still be the instance's.)
    const unpublished = await api.request("GET", `/opportunities/jobposting?id=${posting.id}`, { as: "editor" });
    expect(unpublished.body.hiringOrganization.logo).toBe("https://northgate.example/logo.png");
    await api.request("PATCH", `/companies?id=${seededCompanyId}`, { as: "editor", body: { website_viewable: true } });
    await api.request("DELETE", `/companies/file?id=${seededCompanyId}`, { as: "editor" });
  });

  const imported = async (posting: Record<string, unknown>) => {
    const response = await api.request("POST", "/opportunities/import", {
      as: "editor",
      body: [{ link_url: "https://jobs.example/imported", ...posting }],
    });
    expect(response.body.data.skipped).toEqual([]);
    const [row] = await api.db.query<{ id: string }>("update opportunities set is_active = true, website_viewable = true where external_id = $1 returning id", [posting.external_id]);
    return row!.id;
  };
  const jsonLd = async (id: string, on = api) => {
    const response = await fetch(`${on.url}/functions/v1/opportunities/jobposting?id=${id}`);
    const body = await response.text();
    expect(response.status, body).toBe(200);
    return { body, posting: JSON.parse(body) as Record<string, any> };
  };

  it.each([
    ["Houston, TX", { addressLocality: "Houston, TX", addressCountry: "US" }],
    ["San Francisco, CA", { addressLocality: "San Francisco, CA", addressCountry: "US" }],
    ["Manchester, UK (hybrid, 2 days remote)", { addressLocality: "Manchester", addressCountry: "GB" }],
    ["London", { addressLocality: "London", addressCountry: "GB" }],
    ["دبي، الإمارات", { addressLocality: "دبي، الإمارات" }],
  ])("places %s where it is, never in a default country it does not name", async (location, address) => {
    const { posting } = await jsonLd((await create({ title: "Placed", location })).id);
    expect(posting.jobLocation).toEqual({ "@type": "Place", address: { "@type": "PostalAddress", ...address } });
    expect(posting.jobLocationType).toBeUndefined();
  });

  it("calls only a remote job TELECOMMUTE, with the country its applicants must be in; a hybrid one keeps its place", async () => {
    const remote = await jsonLd((await create({ title: "Remote", location: "Anywhere in the US", workplace: "remote", country: "US" })).id);
    expect(remote.posting).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "US" } });
    expect(remote.posting.jobLocation).toBeUndefined();
    const hybrid = await jsonLd((await create({ title: "Hybrid", location: "Leeds, UK", workplace: "hybrid" })).id);
    expect(hybrid.posting.jobLocationType).toBeUndefined();
    expect(hybrid.posting.jobLocation.address).toMatchObject({ addressLocality: "Leeds", addressCountry: "GB" });
    // The country field wins over what the location seems to say.
    const named = await jsonLd((await create({ title: "Named", location: "Paris", country: "FR" })).id);
    expect(named.posting.jobLocation.address).toMatchObject({ addressLocality: "Paris", addressCountry: "FR" });
  });

  it("states the pay as a MonetaryAmount, from the fields or a salary text that is sure, and when the employer posted it", async () => {
    const fields = await jsonLd((await create({
      title: "Paid", salary_min: 75000, salary_max: 100000, salary_currency: "USD", salary_period: "year", posted_at: "2026-10-01T08:00:00Z",
    })).id);
    expect(fields.posting.baseSalary).toEqual({
      "@type": "MonetaryAmount", currency: "USD", value: { "@type": "QuantitativeValue", minValue: 75000, maxValue: 100000, unitText: "YEAR" },
    });
    expect(fields.posting.datePosted).toBe("2026-10-01T08:00:00.000000Z");
    const text = await jsonLd((await create({ title: "Paid by text", salary: "£40/hour" })).id);
    expect(text.posting.baseSalary).toEqual({ "@type": "MonetaryAmount", currency: "GBP", value: { "@type": "QuantitativeValue", value: 40, unitText: "HOUR" } });
    const vague = await create({ title: "Vague pay", salary: "£25,000 pro rata" });
    const noPay = await jsonLd(vague.id);
    expect(noPay.posting.baseSalary).toBeUndefined();
    expect(noPay.posting.datePosted).toBe(vague.published_at);
  });

  it("names the club as the employer of its own postings only, never of an imported one that names no company", async () => {
    const own = await jsonLd((await create({ title: "Club role" })).id);
    expect(own.posting.hiringOrganization).toEqual({ "@type": "Organization", name: "Coding Club", sameAs: "https://club.example", logo: "https://club.example/logo.png" });
    const theirs = await jsonLd(await imported({ external_id: "gfj-no-company", title: "Board job", location: "Leeds, UK" }));
    expect(theirs.posting.hiringOrganization).toBeUndefined();
    const named = await jsonLd(await imported({ external_id: "gfj-company", title: "Board job", company_name: "Acme", location: "Leeds, UK" }));
    expect(named.posting.hiringOrganization).toEqual({ "@type": "Organization", name: "Acme" });
    expect((await googleErrors(named.body)).errors).toEqual([]);
  });

  it("names a posting's company with its website and logo, which Google's rules (Adobe's validator) take", async () => {
    const company = await api.request("POST", "/companies", {
      as: "editor", body: { name: "Initech Systems", website: "https://initech.example", logo_url: "https://initech.example/logo.png" },
    });
    expect(company.status).toBe(201);
    try {
      const { body, posting } = await jsonLd(await imported({ external_id: "gfj-initech", title: "Board job", company_name: "Initech Systems", location: "Leeds, UK" }));
      expect(posting.hiringOrganization).toEqual({ "@type": "Organization", name: "Initech Systems", sameAs: "https://initech.example", logo: "https://initech.example/logo.png" });
      expect((await googleErrors(body)).errors).toEqual([]);
    } finally {
      await api.db.query("delete from opportunities where external_id = 'gfj-initech'");
      await api.db.query("delete from companies where name = 'Initech Systems'");
    }
  });

  it("stays the same JSON however a page embeds it: <, > and & escaped, nothing breaks out of the script element", async () => {
    const title = "</script><script>alert(1)</script><!-- R&D <b>";
    const { body, posting } = await jsonLd((await create({ title, company_name: "A&B <Ltd>", location: "<img src=x onerror=alert(1)>, GB" })).id);
    expect(body).not.toMatch(/[<>&]/);
    expect(body).toContain("\\u003c/script\\u003e");
    expect(posting.title).toBe(title);
    const read = await googleErrors(body);
    expect(read.errors).toEqual([]);
    expect(read.posting).toMatchObject({ title, hiringOrganization: { name: "A&B <Ltd>" } });
  });

  it("shows editors what Google would refuse in a posting, and no one else", async () => {
    const check = async (id: string, as: "editor" | "member" | "nobody" = "editor", on = api) =>
      on.request("GET", `/opportunities/jobposting/check?id=${id}`, { as });
    const noCompany = await imported({ external_id: "gfj-check-1", title: "Board job", location: "دبي، الإمارات" });
    const answer = await check(noCompany);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ published: true, jobposting: { "@type": "JobPosting", title: "Board job" } });
    expect(answer.body.data.problems).toEqual([
      { field: "company_name", message: expect.stringMatching(/no employer/) },
      { field: "country", message: expect.stringMatching(/cannot be read from the location/) },
    ]);
    // A draft is checked too, before anyone publishes it.
    const draft = await create({ title: "Remote draft", workplace: "remote", website_viewable: false, company_name: "Acme" }, bare);
    const remote = await check(draft.id, "editor", bare);
    expect(remote.body.data).toMatchObject({ published: false, problems: [{ field: "country", message: expect.stringMatching(/remote/) }] });
    const fine = await check((await create({ title: "Fine", company_name: "Acme", location: "Leeds, UK" })).id);
    expect(fine.body.data.problems).toEqual([]);
    expect((await check(noCompany, "member")).status).toBe(403);
    expect((await check(noCompany, "nobody")).status).toBe(401);
    expect((await check("a0000000-0000-4000-8000-00000000ffff")).status).toBe(404);
  });

  it("says once at start which missing setting makes postings fail Google's rules", () => {
    const warnings = (on: Api) => on.logs.filter((l) => l.level === "warn").map((l) => l.message as string);
    expect(warnings(bare).filter((m) => /ORGANIZATION_NAME|JOB_COUNTRY/.test(m))).toEqual([
      expect.stringMatching(/^ORGANIZATION_NAME is not set/),
      expect.stringMatching(/^JOB_COUNTRY is not set/),
    ]);
    expect(warnings(api).filter((m) => /ORGANIZATION_NAME|JOB_COUNTRY/.test(m))).toEqual([]);
  });

  it("pages the JSON Feed with next_url and Atom with a next link, the URLs the caller reached, each record once", async () => {
    const made: string[] = [];
    for (const n of [1, 2, 3]) made.push((await create({ title: `Paged ${n}`, category: "Project" })).id);
    const seen: string[] = [];
    let url: string | undefined = `${api.url}/functions/v1/opportunities/feed.json?category=Project&limit=2`;
    for (let pages = 0; url && pages < 10; pages++) {
      const feed: Record<string, any> = await (await fetch(url)).json();
      expect(feed.feed_url).toBe(url);
      seen.push(...feed.items.map((i: { id: string }) => i.id));
      url = feed.next_url;
      if (url) expect(url).toMatch(new RegExp(`^${api.url}/functions/v1/opportunities/feed\\.json\\?category=Project&limit=2&cursor=`));
    }
    expect(seen.filter((id) => made.includes(id))).toEqual([...made].reverse());
    expect(new Set(seen).size).toBe(seen.length);
    const atom = xml.parse(await (await fetch(`${api.url}/functions/v1/opportunities/feed.xml?category=Project&limit=2`)).text()).feed;
    const next = atom.link.find((l: Record<string, string>) => l["@rel"] === "next")["@href"];
    expect(next).toMatch(new RegExp(`^${api.url}/functions/v1/opportunities/feed\\.xml\\?category=Project&limit=2&cursor=`));
    expect((await fetch(`${api.url}/functions/v1/opportunities/feed.json?cursor=not-one`)).status).toBe(400);
  });

  it("takes a posting whose closing date has passed out of the feeds and the sitemap, and answers 410 for its JSON-LD", async () => {
    const closed = await create({ title: "Closed yesterday", opens_on: "2020-01-01", closes_on: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10) });
    const closesToday = await create({ title: "Closes today", closes_on: new Date().toISOString().slice(0, 10) });
    const response = await fetch(`${api.url}/functions/v1/opportunities/jobposting?id=${closed.id}`);
    expect([response.status, (await response.json()).error.code]).toEqual([410, "gone"]);
    expect((await fetch(`${api.url}/functions/v1/opportunities/jobposting?id=${closesToday.id}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // past the instance's cache of anonymous answers
    const feed = await (await fetch(`${api.url}/functions/v1/opportunities/feed.json?limit=200`)).json();
    const ids = feed.items.map((i: { id: string }) => i.id);
    expect([ids.includes(closed.id), ids.includes(closesToday.id)]).toEqual([false, true]);
    const sitemap = await (await fetch(`${api.url}/functions/v1/opportunities/sitemap.xml`)).text();
    expect([sitemap.includes(closed.id), sitemap.includes(closesToday.id)]).toEqual([false, true]);
    expect(await sitemapErrors(sitemap, "urlset")).toEqual([]);
  });

  it("serves an empty board's sitemap that the sitemaps.org schema takes", async () => {
    const empty = await startApi(target, { config: { publicSite: site } });
    try {
      await empty.db.query("update opportunities set website_viewable = false");
      const body = await (await fetch(`${empty.url}/functions/v1/opportunities/sitemap.xml`)).text();
      expect(xml.parse(body).urlset.url).toEqual([{ loc: "https://club.example" }]);
      expect(await sitemapErrors(body, "urlset")).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
