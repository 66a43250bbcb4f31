// Postings in several languages (docs/languages.md), from outside: a posting's language and its
// translations, edited together and refused naming the rule; the list, one posting, the feeds, the
// sitemap and the JSON-LD in the asked language (`?lang=`, `Accept-Language`), falling back to the
// nearest it has and then its own, field by field; anonymous answers cached per language.
import { XMLParser } from "fast-xml-parser";
import { parseSitemap } from "sitemap";
import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Api, startApi } from "./support/api.ts";
import { googleErrors, sitemapErrors } from "./support/validators.ts";
import { expectAnswer, problemFields } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

const page = "https://club.example.org/o/{id}";
const site = { pages: { PUBLIC_OPPORTUNITY_URL: page }, organization: { name: "Coding Club", url: "https://club.example.org" }, jobCountry: "CA" };
const atom = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => name === "entry" });
const posting = (title: string, extra: Record<string, unknown> = {}) => ({
  title: `Polyglot: ${title}`, description: "Ten weeks with the platform team.", category: "Internship",
  link_url: "https://careers.example.org/1", is_active: true, website_viewable: true, company_name: "Acme", location: "Montreal",
  country: "CA", subdivision: "CA-QC", language: "en", ...extra,
});
const french = { title: "Polyglot: Stage", description: "Dix semaines avec l'équipe plateforme.", location: "Montréal" };

describe.each(targets)("languages on $name", (target) => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(target, { config: { publicSite: site } });
  });
  afterAll(() => api?.close());
  beforeEach(() => api.db.exec("delete from public.opportunities where title like 'Polyglot:%'"));

  const create = async (title: string, extra: Record<string, unknown> = {}) =>
    expectAnswer(await api.request("POST", "/opportunities", { as: "editor", body: posting(title, extra) }), 201);

  it("keeps a language and translations edited together, canonical, and refuses what is not one, naming it", async () => {
    const made = await create("Internship", { language: "EN-ca", translations: { fr: french } });
    expect(made).toMatchObject({ language: "en-CA", translations: { fr: french }, content_language: "en-CA" });
    const edited = expectAnswer(await api.request("PATCH", `/opportunities?id=${made.id}`, {
      as: "editor", body: { title: "Polyglot: Internship (paid)", translations: { fr: { ...french, title: "Polyglot: Stage (rémunéré)" }, "es-MX": { title: "Polyglot: Práctica" } } },
    }));
    expect([edited.title, edited.translations.fr.title, Object.keys(edited.translations)]).toEqual(["Polyglot: Internship (paid)", "Polyglot: Stage (rémunéré)", ["fr", "es-MX"]]);
    const bad = await api.request("POST", "/opportunities", {
      as: "editor",
      body: posting("Bad", { language: "english", translations: { "fr-ca": { title: "x" }, de: { description: "ohne Titel" }, en: { title: "own", summary: "no" } } }),
    });
    expect(bad.status).toBe(400);
    expect(problemFields(bad)).toEqual(["language", "translations.de.title", "translations.en.summary", "translations.fr-ca"]);
    // At most 10 languages, each text within its own field's limit.
    const eleven = Object.fromEntries(["de", "es", "it", "pt", "nl", "sv", "da", "fi", "pl", "cs", "el"].map((tag) => [tag, { title: "T" }]));
    const tooMany = await api.request("PATCH", `/opportunities?id=${made.id}`, { as: "editor", body: { translations: eleven } });
    expect([tooMany.status, problemFields(tooMany)]).toEqual([400, ["translations"]]);
    const tooLong = await api.request("PATCH", `/opportunities?id=${made.id}`, { as: "editor", body: { translations: { fr: { title: "x".repeat(201), salary: "y".repeat(101) } } } });
    expect([tooLong.status, problemFields(tooLong)]).toEqual([400, ["translations.fr.salary", "translations.fr.title"]]);
    const own = await api.request("PATCH", `/opportunities?id=${made.id}`, { as: "editor", body: { language: "en-CA", translations: { "en-CA": { title: "same" } } } });
    expect([own.status, problemFields(own)]).toEqual([400, ["translations.en-CA"]]);
    // Given alone, a translation in the posting's own language is refused by the database, in words.
    const alone = await api.request("PATCH", `/opportunities?id=${made.id}`, { as: "editor", body: { translations: { "en-CA": { title: "same" } } } });
    expect([alone.status, problemFields(alone)]).toEqual([400, ["translations"]]);
    await expect(api.db.query(`update public.opportunities set translations = '{"fr": {"title": " "}}' where id = $1`, [made.id]))
      .rejects.toThrow(/opportunities_translations_valid/);
    await expect(api.db.query("update public.opportunities set language = 'en_US' where id = $1", [made.id])).rejects.toThrow(/opportunities_language_tag/);
  });

  it("answers the list and one posting in the asked language, the nearest it has, else its own, field by field", async () => {
    const made = await create("Internship", { translations: { fr: french, "de-AT": { title: "Polyglot: Praktikum" } } });
    await create("English only");
    const read = async (query: string, headers: Record<string, string> = {}) => {
      const answer = await api.request("GET", `/opportunities?q=polyglot${query}`, { headers });
      return { rows: expectAnswer(answer) as Record<string, unknown>[], headers: answer.headers };
    };
    const inFrench = await read("&lang=fr-CA");
    expect(inFrench.rows.map((o) => [o.title, o.location, o.content_language])).toEqual([
      ["Polyglot: English only", "Montreal", "en"], ["Polyglot: Stage", "Montréal", "fr"],
    ]);
    // Accept-Language by its weights; German asked as `de` finds `de-AT`, whose description falls back to the own one.
    const byHeader = await read("", { "Accept-Language": "it;q=1, de;q=0.9, fr;q=0.8" });
    const internship = byHeader.rows.find((o) => o.id === made.id)!;
    expect([internship.title, internship.description, internship.content_language]).toEqual(["Polyglot: Praktikum", "Ten weeks with the platform team.", "de-AT"]);
    expect(byHeader.headers.get("vary")).toMatch(/Accept-Language/);
    const one = await api.request("GET", `/opportunities?id=${made.id}&lang=fr`);
    expect([expectAnswer(one).title, one.headers.get("content-language")]).toEqual(["Polyglot: Stage", "fr"]);
    const unknown = await read("&lang=ja");
    expect(unknown.rows.map((o) => o.content_language)).toEqual(["en", "en"]);
    const bad = await api.request("GET", "/opportunities?lang=not a tag");
    expect([bad.status, problemFields(bad)]).toEqual([400, ["lang"]]);
  });

  it("never answers one language's cached list to a reader asking another", async () => {
    await create("Internship", { translations: { fr: french } });
    const titles = async (language: string) =>
      (expectAnswer(await api.request("GET", "/opportunities?q=polyglot", { headers: { "Accept-Language": language } })) as { title: string }[])
        .map((o) => o.title);
    expect(await titles("fr")).toEqual(["Polyglot: Stage"]);
    expect(await titles("en")).toEqual(["Polyglot: Internship"]);
    expect(await titles("fr-FR,fr;q=0.9")).toEqual(["Polyglot: Stage"]);
    expect(await titles("en-GB")).toEqual(["Polyglot: Internship"]);
  });

  it("finds a posting by the words of its translations", async () => {
    await create("Internship", { translations: { fr: { title: "Polyglot: Stagiaire", description: "Rémunération hebdomadaire" } } });
    const found = expectAnswer(await api.request("GET", "/opportunities?q=polyglot%20hebdomadaire")) as { title: string }[];
    expect(found.map((o) => o.title)).toEqual(["Polyglot: Internship"]);
  });

  it("answers the feeds in the asked language, each entry saying its language and linking that language's page", async () => {
    const made = await create("Internship", { translations: { fr: french } });
    const json = await api.request("GET", "/opportunities/feed.json?q=polyglot&lang=fr");
    expect(json.status).toBe(200);
    const item = (JSON.parse(json.text).items as Record<string, unknown>[])[0]!;
    expect([item.title, item.language, item.url, item.content_text]).toEqual([
      "Polyglot: Stage", "fr", `https://club.example.org/o/${made.id}?lang=fr`, french.description,
    ]);
    const xml = await api.request("GET", "/opportunities/feed.xml?q=polyglot", { headers: { "Accept-Language": "fr-CA" } });
    const entry = atom.parse(xml.text).feed.entry[0];
    expect([entry["@xml:lang"], entry.title["#text"], xml.headers.get("vary")]).toEqual(["fr", "Polyglot: Stage", expect.stringMatching(/Accept-Language/)]);
    const own = JSON.parse((await api.request("GET", "/opportunities/feed.json?q=polyglot")).text).items[0];
    expect([own.title, own.language, own.url]).toEqual(["Polyglot: Internship", "en", `https://club.example.org/o/${made.id}`]);
  });

  it("lists each language's page as an hreflang alternate in the sitemap, which the sitemap library reads back", async () => {
    const made = await create("Internship", { translations: { fr: french, "es-MX": { title: "Polyglot: Práctica" } } });
    const single = await create("English only");
    const { text } = await api.request("GET", "/opportunities/sitemap.xml");
    const items = await parseSitemap(Readable.from([text]));
    const base = `https://club.example.org/o/${made.id}`;
    expect(items.find((i) => i.url === base)?.links).toEqual([
      { lang: "en", url: base }, { lang: "es-MX", url: `${base}?lang=es-MX` }, { lang: "fr", url: `${base}?lang=fr` },
    ]);
    expect(items.find((i) => i.url.endsWith(single.id))?.links).toEqual([]);
    // The rest is the sitemaps.org schema's (its xhtml extension is the W3C's, not at hand here).
    expect(await sitemapErrors(text.replace(/<xhtml:link [^>]*\/>/g, ""), "urlset")).toEqual([]);
  });

  it("answers the JSON-LD in the asked language, which Google's rules take, with that language's page", async () => {
    const made = await create("Internship", { translations: { fr: french } });
    const answer = await api.request("GET", `/opportunities/jobposting?id=${made.id}&lang=fr-CA`);
    expect([answer.status, answer.headers.get("content-language")]).toEqual([200, "fr"]);
    const posting = JSON.parse(answer.text);
    expect([posting.title, posting.url, posting.description]).toEqual([
      "Polyglot: Stage", `https://club.example.org/o/${made.id}?lang=fr`, `<p>${french.description.replace("'", "&apos;")}</p>`,
    ]);
    expect((await googleErrors(answer.text)).errors).toEqual([]);
    const own = JSON.parse((await api.request("GET", `/opportunities/jobposting?id=${made.id}`, { headers: { "Accept-Language": "ja" } })).text);
    expect([own.title, own.url]).toEqual(["Polyglot: Internship", `https://club.example.org/o/${made.id}`]);
  });
});
