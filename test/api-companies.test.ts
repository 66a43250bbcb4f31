// Companies (docs/sponsors.md): editors keep them; the database links postings to them by a
// verified domain, the website's host or the exact name, whoever writes the posting (an editor, an
// import, a job source's sync, an approved submission); two are merged with their postings and
// history; the public reads the hiring ones with their counts, and one by its slug with its open
// postings; a posting's JSON-LD names its company with its website and logo.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobPostingProblems } from "../functions/opportunities/discovery/job-posting.ts";
import { type Api, startApi } from "./support/api.ts";
import { expectAnswer, failure, problemFields } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

describe.each(targets)("companies on $name", (target) => {
  let api: Api;
  beforeAll(async () => (api = await startApi(target, {
    config: { publicSite: { pages: { PUBLIC_OPPORTUNITY_URL: "https://club.example.org/opportunities/{id}" } } },
  })));
  afterAll(() => api?.close());
  beforeEach(async () => {
    await api.db.exec(`delete from public.opportunities where title like 'Co %';
      delete from public.companies where id::text not like 'c0000000-%'`);
  });

  const company = async (body: Record<string, unknown>) =>
    expectAnswer(await api.request("POST", "/companies", { as: "editor", body: { website_viewable: true, ...body } }), 201) as Record<string, unknown> & { id: string; slug: string };
  const posting = async (body: Record<string, unknown>) =>
    expectAnswer(await api.request("POST", "/opportunities", {
      as: "editor",
      body: { link_url: "https://jobs.example.org/apply", category: "Job", is_active: true, website_viewable: true, ...body },
    }), 201) as Record<string, unknown> & { id: string };

  it("makes a unique slug from the name, keeps it through a rename, and refuses another's slug or domain with 409 naming the field", async () => {
    const first = await company({ name: "Société Générale & Co." });
    expect(first).toMatchObject({ slug: "societe-generale-co", verified_domains: [], open_postings: 0, website_viewable: true });
    expect((await company({ name: "SOCIÉTÉ générale co" })).slug).toBe("societe-generale-co-2");
    const renamed = expectAnswer(await api.request("PATCH", `/companies?id=${first.id}`, { as: "editor", body: { name: "SG Tech" } }));
    expect(renamed.slug).toBe("societe-generale-co");
    const taken = await api.request("POST", "/companies", { as: "editor", body: { name: "Other", slug: "societe-generale-co" } });
    expect([taken.status, taken.body.error.code, problemFields(taken)]).toEqual([409, "duplicate_slug", ["slug"]]);

    const acme = await company({ name: "Acme", verified_domains: ["Acme.example", "acme.example", "careers.acme.example"] });
    expect(acme.verified_domains).toEqual(["acme.example", "careers.acme.example"]);
    const claimed = await api.request("POST", "/companies", { as: "editor", body: { name: "Impostor", verified_domains: ["acme.example"] } });
    expect([claimed.status, claimed.body.error.code, problemFields(claimed)]).toEqual([409, "duplicate_domain", ["verified_domains"]]);
    for (const verified_domains of [["gmail.com"], ["not a domain"], "acme.example", Array.from({ length: 21 }, (_, i) => `d${i}.example`)]) {
      const refused = await api.request("POST", "/companies", { as: "editor", body: { name: "Bad", verified_domains } });
      // The list, or the entry at fault (`verified_domains.0`).
      expect([refused.status, problemFields(refused).map((f) => f.split(".")[0])], JSON.stringify(verified_domains)).toEqual([400, ["verified_domains"]]);
    }
    const [none] = await api.db.query<{ n: number }>("select count(*)::int as n from public.companies where name in ('Other', 'Impostor', 'Bad')");
    expect(none!.n).toBe(0);
    for (const as of ["member", "nobody"] as const) {
      expect((await api.request("POST", "/companies", { as, body: { name: "Nope" } })).status).toBe(as === "member" ? 403 : 401);
    }
  });

  it("links a posting by its link's verified domain, else the website's host, else the exact name; a company made later takes its postings", async () => {
    const acme = await company({ name: "Acme Robotics", website: "https://www.acme-robotics.example/about", verified_domains: ["acme.example"] });
    const byDomain = await posting({ title: "Co by domain", link_url: "https://jobs.eu.acme.example/1", company_name: "ACME Robotics GmbH" });
    const byWebsite = await posting({ title: "Co by website", link_url: "https://acme-robotics.example/careers/2" });
    const byName = await posting({ title: "Co by name", link_url: "https://boards.greenhouse.io/x/3", company_name: "  acme robotics " });
    const none = await posting({ title: "Co unknown", link_url: "https://elsewhere.example/4", company_name: "Acme Robotic" });
    expect([byDomain, byWebsite, byName].map((p) => p.company_id)).toEqual([acme.id, acme.id, acme.id]);
    // Not linked: its company_name stays as it is.
    expect(none).toMatchObject({ company_id: null, company_name: "Acme Robotic" });
    expect(byDomain.company_name).toBe("ACME Robotics GmbH");

    // An editor's choice stands: taken away, it stays away; given, it is kept.
    const unlinked = expectAnswer(await api.request("PATCH", `/opportunities?id=${byName.id}`, { as: "editor", body: { company_id: null } }));
    expect(unlinked.company_id).toBeNull();
    const missing = await api.request("PATCH", `/opportunities?id=${none.id}`, { as: "editor", body: { company_id: "00000000-0000-4000-8000-000000000000" } });
    expect([missing.status, problemFields(missing)]).toEqual([400, ["company_id"]]);

    // An import and a job source's rows are written the same way: linked by name.
    const csv = "external_id,title,link_url,company_name\nco-imp-1,Co imported,https://ats.example/1,Acme Robotics\nco-imp-2,Co imported 2,https://ats.example/2,Nobody Ltd\n";
    expectAnswer(await api.request("POST", "/opportunities/import", { as: "editor", body: csv, headers: { "content-type": "text/csv" } }));
    const imported = await api.db.query<{ external_id: string; company_id: string | null }>(
      "select external_id, company_id from opportunities where external_id like 'co-imp-%' order by external_id");
    expect(imported).toEqual([{ external_id: "co-imp-1", company_id: acme.id }, { external_id: "co-imp-2", company_id: null }]);

    // A company made afterwards takes the postings without one that are its.
    const nobody = await company({ name: "Nobody Ltd" });
    const [later] = await api.db.query<{ company_id: string }>("select company_id from opportunities where external_id = 'co-imp-2'");
    expect(later!.company_id).toBe(nobody.id);
    await api.db.exec("delete from opportunities where external_id like 'co-imp-%'");
  });

  it("answers the public the hiring companies with their counts, by name, and one by its slug with its open postings", async () => {
    const zeta = await company({ name: "Zeta Labs", logo_url: "https://zeta.example/logo.png" });
    const alpha = await company({ name: "Alpha Works" });
    const idle = await company({ name: "Idle Inc" });
    const hidden = await company({ name: "Hidden Hiring", website_viewable: false });
    for (const title of ["Co Z1", "Co Z2"]) await posting({ title, company_id: zeta.id });
    await posting({ title: "Co A1", company_id: alpha.id });
    await posting({ title: "Co A draft", company_id: alpha.id, website_viewable: false });
    await posting({ title: "Co A closed", company_id: alpha.id, is_active: false });
    await posting({ title: "Co A past", company_id: alpha.id, closes_on: "2020-01-01" });
    await posting({ title: "Co H1", company_id: hidden.id });

    const ours = (rows: { id: string }[]) => rows.filter((r) => [zeta.id, alpha.id, idle.id, hidden.id].includes(r.id));
    const listed = ours(expectAnswer(await api.request("GET", "/companies")));
    expect(listed.map((c: Record<string, unknown>) => [c.name, c.open_postings])).toEqual([["Alpha Works", 1], ["Zeta Labs", 2]]);
    // Asked for, the viewable ones not hiring now; editors see every company.
    expect(ours(expectAnswer(await api.request("GET", "/companies?hiring=false"))).map((c: Record<string, unknown>) => c.name)).toEqual(["Idle Inc"]);
    expect(ours(expectAnswer(await api.request("GET", "/companies", { as: "editor" }))).map((c: Record<string, unknown>) => c.name))
      .toEqual(["Alpha Works", "Hidden Hiring", "Idle Inc", "Zeta Labs"]);

    const page = expectAnswer(await api.request("GET", `/companies?slug=${alpha.slug}`));
    expect(page).toMatchObject({ id: alpha.id, name: "Alpha Works", open_postings: 1 });
    expect(page.postings.map((p: { title: string }) => p.title)).toEqual(["Co A1"]);
    expect(Object.keys(page.postings[0]).sort()).toEqual(["category", "closes_on", "employment_type", "id", "location", "title", "workplace"]);
    expect(expectAnswer(await api.request("GET", `/companies?id=${zeta.id}`)).postings).toHaveLength(2);
    expect(await api.request("GET", `/companies?slug=${hidden.slug}`)).toMatchObject({ status: 404, body: failure("not_found") });
    expect((await api.request("GET", "/companies?slug=no-such-company")).status).toBe(404);
    const both = await api.request("GET", `/companies?slug=${alpha.slug}&hiring=true`);
    expect([both.status, problemFields(both)]).toEqual([400, ["hiring"]]);
    const bad = await api.request("GET", "/companies?slug=Not%20A%20Slug");
    expect([bad.status, problemFields(bad)]).toEqual([400, ["slug"]]);
  });

  it("merges two companies: the postings move with their figures, the domains join, the other is deleted, the history keeps both", async () => {
    const kept = await company({ name: "Northwind", verified_domains: ["northwind.example"] });
    const gone = await company({ name: "North Wind Ltd", verified_domains: ["nw-careers.example"] });
    const moved = await posting({ title: "Co moved", company_id: gone.id });
    await api.db.query("insert into public.opportunity_daily_stats (opportunity_id, day, clicks) values ($1, '2026-11-01', 4)", [moved.id]);

    const same = await api.request("POST", `/companies/merge?id=${kept.id}&merge=${kept.id}`, { as: "editor" });
    expect([same.status, problemFields(same)]).toEqual([400, ["merge"]]);
    expect((await api.request("POST", `/companies/merge?id=${kept.id}&merge=${gone.id}`, { as: "member" })).status).toBe(403);
    expect(expectAnswer(await api.request("POST", `/companies/merge?id=${kept.id}&merge=${gone.id}`, { as: "editor" }))).toEqual({ id: kept.id, moved: 1 });

    expect(expectAnswer(await api.request("GET", `/opportunities?id=${moved.id}`, { as: "editor" })).company_id).toBe(kept.id);
    expect(expectAnswer(await api.request("GET", `/companies?id=${kept.id}`, { as: "editor" })).verified_domains).toEqual(["northwind.example", "nw-careers.example"]);
    expect((await api.request("GET", `/companies?id=${gone.id}`, { as: "editor" })).status).toBe(404);
    expect((await api.request("POST", `/companies/merge?id=${kept.id}&merge=${gone.id}`, { as: "editor" })).status).toBe(404);
    const history = expectAnswer(await api.request("GET", `/companies/history?id=${gone.id}`, { as: "editor" }));
    expect(history.map((r: { operation: string }) => r.operation)).toEqual(["delete", "insert"]);
    const postingHistory = expectAnswer(await api.request("GET", `/opportunities/history?id=${moved.id}`, { as: "editor" }));
    expect(postingHistory[0]).toMatchObject({ operation: "update", changed: ["company_id"] });
    const stats = expectAnswer(await api.request("GET", `/companies/stats?id=${kept.id}&from=2026-11-01&to=2026-11-01`, { as: "editor" }));
    expect(stats.totals.clicks).toBe(4);
    // The merged company's domain now links to the kept one.
    expect((await posting({ title: "Co after merge", link_url: "https://nw-careers.example/9" })).company_id).toBe(kept.id);
  });

  it("merges a pair once when two editors merge it each way at once: one 200, the other 404, every posting with the one left", async () => {
    const a = await company({ name: "Twin A" });
    const b = await company({ name: "Twin B" });
    await posting({ title: "Co twin a", company_id: a.id });
    await posting({ title: "Co twin b", company_id: b.id });
    const answers = await Promise.all([
      api.request("POST", `/companies/merge?id=${a.id}&merge=${b.id}`, { as: "editor" }),
      api.request("POST", `/companies/merge?id=${b.id}&merge=${a.id}`, { as: "editor" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 404]);
    const left = await api.db.query<{ id: string }>("select id from companies where id in ($1, $2)", [a.id, b.id]);
    expect(left).toHaveLength(1);
    const owners = await api.db.query<{ company_id: string }>("select distinct company_id from opportunities where title like 'Co twin %'");
    expect(owners).toEqual([{ company_id: left[0]!.id }]);
  });

  it("names the company in the posting's JSON-LD: its name, its website as sameAs and its logo", async () => {
    const acme = await company({ name: "Acme Robotics", website: "https://acme.example", logo_url: "https://acme.example/logo.png", website_viewable: false });
    const job = await posting({ title: "Co Engineer", company_name: "ACME ROBOTICS INC", company_id: acme.id, country: "GB", location: "Leeds" });
    const answer = await api.request("GET", `/opportunities/jobposting?id=${job.id}`);
    expect(answer.status).toBe(200);
    const ld = JSON.parse(answer.text);
    expect(ld.hiringOrganization).toEqual({ "@type": "Organization", name: "Acme Robotics", sameAs: "https://acme.example", logo: "https://acme.example/logo.png" });
    expect(jobPostingProblems(ld, job).map((p) => p.field)).not.toContain("company_name");
    // Without a company, the posting's own company_name, as before.
    const plain = await posting({ title: "Co Plain", company_name: "Plain Ltd", link_url: "https://plain.example/1", country: "GB", location: "York" });
    expect(JSON.parse((await api.request("GET", `/opportunities/jobposting?id=${plain.id}`)).text).hiringOrganization).toEqual({ "@type": "Organization", name: "Plain Ltd" });
  });
});
