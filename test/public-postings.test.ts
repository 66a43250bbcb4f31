// Found by job seekers (docs/website.md): every public opportunity says where to apply
// (`apply_url`); a published job is schema.org JobPosting JSON-LD, 410 once it closes; the newest
// published records are JSON Feed 1.1 and Atom 1.0 feeds; the published opportunities' pages are a
// sitemap. Every output is parsed with a real parser; drafts are nowhere, and a withdrawn posting
// leaves every one of them.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, startApi, validationError } from "./support/api.ts";
import { expectAnswer } from "./support/envelope.ts";
import { sitemapErrors } from "./support/validators.ts";
import { targets } from "./support/targets.ts";

const site = {
  pages: { PUBLIC_OPPORTUNITY_URL: "https://club.example/opportunities/{id}", PUBLIC_RESOURCE_URL: "https://club.example/library/{id}" },
  formPage: "https://club.example/forms/{id}?from=board&x=1",
  organization: { name: "Coding Club", url: "https://club.example", logo: "https://club.example/logo.png" },
  jobCountry: "GB",
};
const formId = "f0000000-0000-4000-8000-000000000001"; // seeded
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => ["entry", "url", "sitemap", "category"].includes(name) });
const tricky = `Intern <Data> & "Ops" 'R&D' \u0007 – café 🚀`;

describe.each(targets)("found by job seekers on $name", (target) => {
  let api: Api;
  let bare: Api;
  beforeAll(async () => {
    api = await startApi(target, { config: { publicSite: site } });
    bare = await startApi(target); // no public site settings
  });
  afterAll(async () => {
    await api?.close();
    await bare?.close();
  });

  const create = async (body: Record<string, unknown>) => {
    const response = await api.request("POST", "/opportunities", { as: "editor", body: { website_viewable: true, is_active: true, ...body } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data as Record<string, any>;
  };
  const jobPosting = (id: string, on = api) => on.request("GET", `/opportunities/jobposting?id=${id}`);
  const text = async (path: string, on = api, headers: Record<string, string> = {}) => {
    const response = await fetch(`${on.url}/functions/v1${path}`, { headers });
    return { status: response.status, type: response.headers.get("content-type"), etag: response.headers.get("etag"), body: await response.text() };
  };
  const atom = async (path: string) => {
    const { status, type, body } = await text(path);
    expect(status).toBe(200);
    expect(type).toBe("application/atom+xml; charset=utf-8");
    expect(XMLValidator.validate(body)).toBe(true);
    return xml.parse(body).feed;
  };

  it("gives every opportunity an apply_url: its link, or its form's public page", async () => {
    const linked = await create({ title: "Linked", link_url: "https://jobs.example/1", category: "Job" });
    const routed = await create({ title: "Routed", linked_form_id: formId, category: "Club Role" });
    expect(linked.apply_url).toBe("https://jobs.example/1");
    expect(routed.apply_url).toBe(`https://club.example/forms/${formId}?from=board&x=1`);
    const listed = await api.request("GET", `/opportunities?ids=${linked.id},${routed.id}`);
    expect(listed.body.data.map((o: { apply_url: string }) => o.apply_url).sort()).toEqual([routed.apply_url, linked.apply_url].sort());
    expect(expectAnswer(await api.request("GET", `/opportunities?id=${routed.id}`)).apply_url).toBe(routed.apply_url);
    // Without PUBLIC_FORM_URL a form-routed one has none to give.
    const without = await bare.request("POST", "/opportunities", { as: "editor", body: { title: "Routed", linked_form_id: formId } });
    expect(without.body.data.apply_url).toBeNull();
  });

  it("answers a published internship's JSON-LD with Google's required and recommended properties, its text escaped", async () => {
    const posting = await create({
      title: tricky, link_url: "https://jobs.example/intern", category: "Internship", employment_type: "Internship",
      description: "Build <things> & ship.\n\nYou:\n- like SQL", location: "London, UK", company_name: "Acme & Co",
      external_id: "acme-intern-1", expires_at: "2099-01-01T00:00:00Z",
    });
    const response = await fetch(`${api.url}/functions/v1/opportunities/jobposting?id=${posting.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/ld+json");
    const ld = await response.json();
    expect(ld).toEqual({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: tricky,
      description: "<p>Build &lt;things&gt; &amp; ship.</p><p>You:<br>- like SQL</p>",
      datePosted: posting.published_at,
      validThrough: "2099-01-01T00:00:00.000000Z",
      employmentType: "INTERN",
      hiringOrganization: { "@type": "Organization", name: "Acme & Co" },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "London", addressCountry: "GB" } },
      identifier: { "@type": "PropertyValue", name: "Acme & Co", value: "acme-intern-1" },
      url: `https://club.example/opportunities/${posting.id}`,
      directApply: false,
    });
    // Embedded in a page, `</script>` in the text cannot end the script: JSON escapes nothing, so the
    // site must escape `<` (docs/website.md); the JSON itself parses back to the same text.
    expect(JSON.parse(JSON.stringify(ld)).title).toBe(tricky);
  });

  it("maps a remote job, the organisation for a posting without a company, a closing day, and JOB_COUNTRY", async () => {
    const remote = await create({ title: "Remote Dev", link_url: "https://jobs.example/r", category: "Job", location: "Remote, Germany", employment_type: "Full-time" });
    expect((await jobPosting(remote.id)).body).toMatchObject({
      jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "DE" }, employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Coding Club", sameAs: "https://club.example", logo: "https://club.example/logo.png" },
    });
    const ours = await create({ title: "Club Job", linked_form_id: formId, category: "Job", location: "Leeds", closes_on: "2099-03-01" });
    const ld = (await jobPosting(ours.id)).body;
    expect(ld).toMatchObject({
      validThrough: "2099-03-01T23:59:59Z", directApply: true,
      jobLocation: { address: { addressLocality: "Leeds", addressCountry: "GB" } },
    });
    expect(ld.description).toBe("<p>Club Job</p>");
  });

  it("answers 404 for a draft, an unknown id and a club role; 410 once a published posting is withdrawn, expired or deleted", async () => {
    const draft = await create({ title: "Draft job", link_url: "https://jobs.example/d", category: "Job", website_viewable: false });
    expect((await jobPosting(draft.id)).status).toBe(404);
    expect((await jobPosting("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const role = await create({ title: "Treasurer", link_url: "https://club.example/t", category: "Club Role" });
    expect((await jobPosting(role.id)).body.error).toMatchObject({ code: "not_found", message: expect.stringContaining("not a job posting") });
    // Any imported posting is a job, whatever its category.
    const imported = await create({ title: "Imported project", link_url: "https://jobs.example/i", category: "Project", source: "csv_import" });
    expect((await jobPosting(imported.id)).body).toMatchObject({ "@type": "JobPosting", title: "Imported project" });
    expect((await jobPosting("nope")).body).toEqual(validationError("id"));

    for (const [change, how] of [
      [{ is_active: false }, "PATCH"], [{ expires_at: "2001-01-01T00:00:00Z" }, "PATCH"], [{ website_viewable: false }, "PATCH"], [{}, "DELETE"],
    ] as const) {
      const job = await create({ title: `Closing ${how}`, link_url: "https://jobs.example/c", category: "Job" });
      expect((await jobPosting(job.id)).status).toBe(200);
      await api.request(how, `/opportunities?id=${job.id}`, { as: "editor", ...(how === "PATCH" ? { body: change } : {}) });
      const gone = await jobPosting(job.id);
      expect(gone.status, JSON.stringify(change)).toBe(410);
      expect(gone.body.error.code).toBe("gone");
    }
  });

  it("serves the newest published records as JSON Feed 1.1 with filters and a limit, and no draft", async () => {
    const newest = await create({ title: tricky, link_url: "https://jobs.example/feed", category: "Internship", description: "Line one\nline two" });
    await create({ title: "Feed draft", link_url: "https://jobs.example/fd", category: "Internship", is_active: false });
    const { status, type, body } = await text("/opportunities/feed.json?category=Internship&limit=2");
    expect([status, type]).toEqual([200, "application/feed+json; charset=utf-8"]);
    const feed = JSON.parse(body);
    expect(feed).toMatchObject({
      version: "https://jsonfeed.org/version/1.1", title: "Coding Club: opportunities", home_page_url: "https://club.example",
      // The URL the caller reached, whole: this stack's own port, /functions/v1 once.
      feed_url: `${api.url}/functions/v1/opportunities/feed.json?category=Internship&limit=2`,
    });
    expect(feed.items).toHaveLength(2);
    expect(feed.items[0]).toEqual({
      id: newest.id, url: `https://club.example/opportunities/${newest.id}`, title: tricky, language: "en", content_text: "Line one\nline two",
      summary: "Line one\nline two", date_published: newest.published_at, date_modified: newest.updated_at, tags: ["Internship"],
    });
    for (const item of feed.items) expect(item.tags).toEqual(["Internship"]);
    expect(JSON.stringify(feed)).not.toContain("Feed draft");
    expect((await text("/opportunities/feed.json?limit=201")).status).toBe(400);
    expect((await text("/opportunities/feed.json?color=red")).status).toBe(400);
    // The library's feed too; without PUBLIC_RESOURCE_URL its items link to the resources themselves.
    await bare.request("POST", "/resources", { as: "editor", body: { title: "Slides & <notes>", category: "Talks", link_url: "https://files.example/s.pdf", website_viewable: true } });
    const library = JSON.parse((await text("/resources/feed.json", bare)).body);
    expect(library.title).toBe("Resources");
    expect(library.items[0]).toMatchObject({ title: "Slides & <notes>", url: "https://files.example/s.pdf" });
    const libraryAtom = await text("/resources/feed.xml", bare);
    expect(XMLValidator.validate(libraryAtom.body)).toBe(true);
    expect(xml.parse(libraryAtom.body).feed.entry[0]).toMatchObject({ title: { "#text": "Slides & <notes>" }, link: { "@href": "https://files.example/s.pdf" } });
  });

  it("serves Atom 1.0 that parses, with every required element and every title escaped, and a 304 for its ETag", async () => {
    const newest = await create({ title: tricky, link_url: "https://jobs.example/atom", category: "Job" });
    const feed = await atom("/opportunities/feed.xml?limit=5");
    expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.id).toBe(`${api.url}/functions/v1/opportunities/feed.xml?limit=5`);
    expect([feed.link].flat().find((l: Record<string, string>) => l["@rel"] === "self")["@href"]).toBe(feed.id);
    expect(feed.title["#text"]).toBe("Coding Club: opportunities");
    expect(feed.author.name).toBe("Coding Club");
    expect(feed.updated).toMatch(/^\d{4}-\d\d-\d\dT/);
    const entry = feed.entry[0];
    expect(entry.id).toBe(`urn:uuid:${newest.id}`);
    // Every character back as it was, but the control character XML cannot carry.
    expect(entry.title["#text"]).toBe(tricky.replace("\u0007", ""));
    expect(entry.link["@href"]).toBe(`https://club.example/opportunities/${newest.id}`);
    expect([entry.published, entry.updated]).toEqual([newest.published_at, newest.updated_at]);
    expect(entry.category[0]["@term"]).toBe("Job");
    const first = await text("/opportunities/feed.xml?limit=5");
    expect(first.etag).toBeTruthy();
    expect((await text("/opportunities/feed.xml?limit=5", api, { "if-none-match": first.etag! })).status).toBe(304);
  });

  it("lists every published opportunity's page with its lastmod in the sitemap; 404 naming the setting without it", async () => {
    const listed = await create({ title: "Sitemapped", link_url: "https://jobs.example/s", category: "Job" });
    const hidden = await create({ title: "Not mapped", link_url: "https://jobs.example/h", category: "Job", website_viewable: false });
    const { status, type, body } = await text("/opportunities/sitemap.xml");
    expect([status, type]).toEqual([200, "application/xml; charset=utf-8"]);
    expect(XMLValidator.validate(body)).toBe(true);
    const urls = xml.parse(body).urlset.url as { loc: string; lastmod: string }[];
    const mine = urls.find((u) => u.loc === `https://club.example/opportunities/${listed.id}`);
    expect(mine?.lastmod).toBe(listed.updated_at.replace(/\.\d+Z$/, "Z"));
    expect(urls.some((u) => u.loc.endsWith(hidden.id))).toBe(false);
    const missing = await bare.request("GET", "/opportunities/sitemap.xml");
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toContain("PUBLIC_OPPORTUNITY_URL");
    expect((await text("/opportunities/sitemap.xml?page=2")).status).toBe(404);
  });

  it("makes a sitemap index of 10,000-URL files past 10,000 published opportunities", async () => {
    const before = (await api.db.query<{ n: number }>(
      "select count(*)::int as n from opportunities where website_viewable and is_active and (expires_at is null or expires_at > now())",
    ))[0]!.n;
    await api.db.exec(`alter table opportunities disable trigger record_inserts;
      insert into opportunities (title, link_url, website_viewable, is_active)
        select 'Bulk ' || n, 'https://jobs.example/bulk/' || n, true, true from generate_series(1, ${10_001 - before}) n;
      alter table opportunities enable trigger record_inserts;`);
    const index = await text("/opportunities/sitemap.xml");
    expect(XMLValidator.validate(index.body)).toBe(true);
    expect(xml.parse(index.body).sitemapindex.sitemap.map((s: { loc: string }) => s.loc)).toEqual([
      `${api.url}/functions/v1/opportunities/sitemap.xml?page=1`, `${api.url}/functions/v1/opportunities/sitemap.xml?page=2`,
    ]);
    expect(await sitemapErrors(index.body, "siteindex")).toEqual([]);
    const pages = await Promise.all([1, 2].map(async (page) => xml.parse((await text(`/opportunities/sitemap.xml?page=${page}`)).body).urlset.url.length));
    expect(pages).toEqual([10_000, 1]);
    // A 1.3 MB answer is kept gzipped only: the same text either way, each with a tag of its own.
    const gzipped = await fetch(`${api.url}/functions/v1/opportunities/sitemap.xml?page=1`, { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("vary")).toContain("Accept-Encoding");
    const plain = await text("/opportunities/sitemap.xml?page=1", api, { "accept-encoding": "identity" });
    expect(await gzipped.text()).toBe(plain.body);
    expect(plain.body.length).toBeGreaterThan(256 * 1024);
    expect(gzipped.headers.get("etag")).not.toBe(plain.etag);
    expect((await text("/opportunities/sitemap.xml?page=1", api, { "accept-encoding": "identity", "if-none-match": plain.etag! })).status).toBe(304);
    expect((await text("/opportunities/sitemap.xml?page=1", api, { "accept-encoding": "gzip", "if-none-match": gzipped.headers.get("etag")! })).status).toBe(304);
    await api.db.exec("delete from opportunities where title like 'Bulk %' and link_url like 'https://jobs.example/bulk/%'");
  }, 120_000);

  /** Whether any file of the sitemap (its index's pages, when it is one) lists the posting. */
  const inSitemap = async (id: string) => {
    const sitemap = (await text("/opportunities/sitemap.xml")).body;
    const pages = [...sitemap.matchAll(/\?page=(\d+)/g)].map((m) => m[1]);
    const files = pages.length ? await Promise.all(pages.map(async (p) => (await text(`/opportunities/sitemap.xml?page=${p}`)).body)) : [sitemap];
    return files.some((file) => file.includes(id));
  };

  it("drops a withdrawn posting from the JSON-LD, every feed and the sitemap at once", async () => {
    const posting = await create({ title: "Withdrawn soon", link_url: "https://jobs.example/w", category: "Job" });
    const everywhere = async () => [
      (await jobPosting(posting.id)).status,
      (await text("/opportunities/feed.json?limit=200")).body.includes(posting.id),
      (await text("/opportunities/feed.xml?limit=200")).body.includes(posting.id),
      await inSitemap(posting.id),
    ];
    expect(await everywhere()).toEqual([200, true, true, true]);
    await api.request("PATCH", `/opportunities?id=${posting.id}`, { as: "editor", body: { is_active: false } });
    expect(await everywhere()).toEqual([410, false, false, false]);
  });

  it("keeps published_at the first time a record went public, whatever a client sends", async () => {
    const posting = await create({ title: "Published once", link_url: "https://jobs.example/p", category: "Job", website_viewable: false });
    expect(posting.published_at).toBeNull();
    const shown = expectAnswer(await api.request("PATCH", `/opportunities?id=${posting.id}`, { as: "editor", body: { website_viewable: true } }));
    expect(shown.published_at).toEqual(expect.any(String));
    await api.request("PATCH", `/opportunities?id=${posting.id}`, { as: "editor", body: { is_active: false } });
    const again = expectAnswer(await api.request("PATCH", `/opportunities?id=${posting.id}`, { as: "editor", body: { is_active: true } }));
    expect(again.published_at).toBe(shown.published_at);
    expect((await api.request("PATCH", `/opportunities?id=${posting.id}`, { as: "editor", body: { published_at: "2000-01-01T00:00:00Z" } })).body)
      .toEqual(validationError("published_at"));
    await api.db.query("update opportunities set published_at = '2000-01-01' where id = $1", [posting.id]);
    expect(expectAnswer(await api.request("GET", `/opportunities?id=${posting.id}`)).published_at).toBe(shown.published_at);
  });
});
