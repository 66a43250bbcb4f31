// Lists at volume: pages by cursor, totals, search, every filter, PATCH and the bulk
// edit, with RLS deciding what each caller pages and searches.
import { Buffer } from "node:buffer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, type HttpCaller, startApi, validationError } from "./support/api.ts";
import { expectAnswer, problemFields } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

describe.each(targets)("lists on $name", (target) => {
  let api: Api;
  beforeAll(async () => (api = await startApi(target)));
  afterAll(() => api?.close());

  const get = (path: string, as: HttpCaller = "editor") => api.request("GET", path, { as });
  const ids = (response: { body: { data: { id: string }[] } }) => response.body.data.map((r) => r.id);
  /** Inserts rows as the owner (rows with the same columns in one statement), returning their ids in order. */
  const insert = async (table: string, rows: Record<string, unknown>[]): Promise<string[]> => {
    if (rows.some((row) => Object.keys(row).join() !== Object.keys(rows[0]!).join())) {
      const ids: string[] = [];
      for (const row of rows) ids.push(...await insert(table, [row]));
      return ids;
    }
    const columns = Object.keys(rows[0]!);
    const values = rows.map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(", ")})`);
    return (await api.db.query<{ id: string }>(
      `insert into ${table} (${columns.join(", ")}) values ${values.join(", ")} returning id`,
      rows.flatMap((row) => Object.values(row)),
    )).map((r) => r.id);
  };

  describe("paging", () => {
    it("gives every row exactly once across pages while rows are added between calls", async () => {
      const original = await insert("resources", Array.from({ length: 30 }, (_, i) => ({
        // Any character may end a page: the cursor holds the title.
        title: `Paged ${String(i).padStart(2, "0")} ☕ 日本 "café"`,
        category: "Paging",
        link_url: "https://e.org",
        display_order: i % 3,
      })));
      const seen: string[] = [];
      let next: string | null = "";
      let pages = 0;
      while (next !== null) {
        const response = await get(`/resources?category=Paging&limit=7${next ? `&cursor=${next}` : ""}`);
        expect(response.status).toBe(200);
        expect(response.body.data.length).toBeLessThanOrEqual(7);
        seen.push(...ids(response));
        next = response.body.next_cursor;
        if (next) expect(response.headers.get("link")).toBe(`<?category=Paging&limit=7&cursor=${next}>; rel="next"`);
        else expect(response.headers.get("link")).toBeNull();
        // Rows added before and after the reading position between two calls.
        await insert("resources", [
          { title: `Paged 00 early ${pages}`, category: "Paging", link_url: "https://e.org", display_order: 0 },
          { title: `Paged zz late ${pages}`, category: "Paging", link_url: "https://e.org", display_order: 9 },
        ]);
        pages++;
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(original.every((id) => seen.includes(id))).toBe(true);
      expect(pages).toBeGreaterThanOrEqual(5);
    });

    it("returns at most 1,000 rows without a limit, the total on request, and keeps the website's calls working", async () => {
      await insert("resources", Array.from({ length: 1_005 }, (_, i) => ({
        title: `Bulk ${i}`, category: "Many", link_url: "https://e.org", website_viewable: true,
      })));
      const first = await get("/resources?category=Many&count=true");
      expect(first.body.data).toHaveLength(1_000);
      expect(first.body.total).toBe(1_005);
      const rest = await get(`/resources?category=Many&cursor=${first.body.next_cursor}`);
      expect(rest.body.data).toHaveLength(5);
      expect(rest.body.next_cursor).toBeNull();
      expect(rest.body).not.toHaveProperty("total");
      const website = await get("/resources?website_viewable=true&is_active=true", "nobody");
      expect(website.status).toBe(200);
      expect(website.body.data.length).toBeGreaterThan(0);
      // The website's own filters with limit and count, read without zod: as any other list query reads.
      const [counted] = await api.db.query<{ total: number }>(
        "select count(*)::int as total from resources where website_viewable and is_active",
      );
      for (const limit of ["3", "0003"]) {
        const page = await get(`/resources?website_viewable=true&is_active=true&limit=${limit}&count=true`, "nobody");
        expect(page.status).toBe(200);
        expect(ids(page)).toEqual(ids(website).slice(0, 3));
        expect(page.body.total).toBe(counted!.total);
        // Both spellings are one read (the cache keys the validated query): the link is the first's, or its own.
        expect(page.headers.get("link")).toMatch(new RegExp(
          `^<\\?website_viewable=true&is_active=true&limit=(3|${limit})&count=true&cursor=${page.body.next_cursor}>; rel="next"$`,
        ));
      }
    });

    it.each([
      ["limit=0", "limit", /^must be an integer from 1 to 1000/],
      ["limit=1001", "limit", /^must be an integer/],
      ["limit=ten", "limit", /^must be an integer/],
      ["cursor=bm9wZQ", "cursor", "is not a cursor this list gave"],
      ["cursor=" + "A".repeat(3000), "cursor", "is not a cursor this list gave"],
      // A title holding NUL (which no stored title can) would end the read's text: refused as a cursor.
      [`cursor=${Buffer.from(JSON.stringify([0, "a\u0000b", "a0000000-0000-4000-8000-000000000001"])).toString("base64url")}`, "cursor",
        "is not a cursor this list gave"],
      ["q=%21%21%21", "q", "must contain a letter or digit"],
      ["ids=not-a-uuid", "ids", /^must be 1 to 1000 comma-separated UUIDs/],
      ["updated_since=yesterday", "updated_since", /^must be an RFC 3339 timestamp/],
      ["count=yes", "count", "must be true or false"],
      ["source=scraper", "source", /^must be one of/],
      ["unexpired=1", "unexpired", "must be true or false"],
    ])("refuses %s naming the parameter", async (query, field, message) => {
      const response = await get(`/opportunities?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(validationError(field, message));
    });
  });

  describe("search", () => {
    beforeAll(async () => {
      await insert("opportunities", [
        { title: "Software Engineer", company_name: "Searchco", location: "Leeds", link_url: "https://e.org/1", is_active: true, website_viewable: true, description: "Build booking systems." },
        { title: "Data Engineers wanted", company_name: "Searchco", location: "York", link_url: "https://e.org/2", is_active: true, website_viewable: false },
        { title: "Marketing Lead", company_name: "Othercorp", location: "Leeds", link_url: "https://e.org/3", is_active: false, website_viewable: true, field: "Software marketing" },
      ]);
    });
    /** What the search finds among the three rows above (the seed has engineers too). */
    const titles = async (q: string, as: HttpCaller = "editor") =>
      (await get(`/opportunities?q=${encodeURIComponent(q)}`, as)).body.data
        .filter((o: { company_name: string }) => ["Searchco", "Othercorp"].includes(o.company_name))
        .map((o: { title: string }) => o.title).sort();

    it("matches word prefixes, every word, with stemming, over title, company, location, field and description", async () => {
      expect(await titles("soft eng")).toEqual(["Software Engineer"]);
      expect(await titles("engineer")).toEqual(["Data Engineers wanted", "Software Engineer"]);
      expect(await titles("searchco york")).toEqual(["Data Engineers wanted"]);
      expect(await titles("booking")).toEqual(["Software Engineer"]);
      expect(await titles("software")).toEqual(["Marketing Lead", "Software Engineer"]);
      expect(await titles("SOFTWARE, (Engineer)!")).toEqual(["Software Engineer"]);
      expect(await titles("nothing-like-this")).toEqual([]);
    });

    it("searches only what the caller may see", async () => {
      expect(await titles("engineer", "nobody")).toEqual(["Software Engineer"]);
      expect(await titles("engineer", "member")).toEqual(["Data Engineers wanted", "Software Engineer"]);
      expect(await titles("software", "member")).toEqual(["Software Engineer"]);
    });

    it("searches resources by title and description", async () => {
      const response = await get("/resources?q=git%20work");
      expect(response.body.data.map((r: { title: string }) => r.title)).toContain("Intro to Git and GitHub");
    });
  });

  describe("filters", () => {
    let jobs: string[];
    beforeAll(async () => {
      jobs = await insert("opportunities", [
        { title: "F1", link_url: "https://e.org", source: "csv_import", employment_type: "Full-time", location: "Filterton", company_name: "FCo", field: "Data", category: "Job", external_id: "f-1" },
        { title: "F2", link_url: "https://e.org", source: "csv_import", employment_type: "Part-time", location: "Filterton", company_name: "GCo", field: "Data", category: "Job", external_id: "f-2" },
        { title: "F3", link_url: "https://e.org", source: "manual", employment_type: "Full-time", location: "Elsewhere", company_name: "FCo", field: "Design", category: "Internship" },
        { title: "F4", link_url: "https://e.org", source: "manual", location: "Filterton", expires_at: "2020-01-01T00:00:00Z", category: "Job" },
      ]);
    });
    const titlesOf = async (query: string, as: HttpCaller = "editor") =>
      (await get(`/opportunities?${query}`, as)).body.data.map((o: { title: string }) => o.title).filter((t: string) => /^F\d$/.test(t));

    it.each([
      ["location=Filterton", ["F1", "F2", "F4"]],
      ["location=Filterton&source=csv_import", ["F1", "F2"]],
      ["source=manual&location=Filterton", ["F4"]],
      ["employment_type=Full-time&company_name=FCo", ["F1", "F3"]],
      ["field=Data&employment_type=Part-time", ["F2"]],
      ["category=Internship", ["F3"]],
      ["location=Filterton&unexpired=true", ["F1", "F2"]],
      ["location=Filterton&unexpired=false", ["F4"]],
      ["location=Filterton&q=f2", ["F2"]],
      ["location=filterton", []],
    ])("%s", async (query, expected) => {
      expect(await titlesOf(query)).toEqual(expected);
    });

    it("ids and updated_since", async () => {
      expect(await titlesOf(`ids=${jobs[0]},${jobs[2]}`)).toEqual(["F1", "F3"]);
      const [{ stamp }] = (await api.db.query<{ stamp: string }>(
        "select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"') as stamp",
      )) as [{ stamp: string }];
      expectAnswer(await api.request("PATCH", `/opportunities?id=${jobs[1]}`, { as: "editor", body: { salary: "£1" } }));
      expect(await titlesOf(`updated_since=${stamp}`)).toEqual(["F2"]);
    });

    it("resources by extension, with the others", async () => {
      const response = await get("/resources?extension=docx&website_viewable=false");
      expect(response.body.data.map((r: { title: string }) => r.title)).toEqual(["CV Template for Tech Internships"]);
    });

    it("lets anon filter only the public board", async () => {
      expect(await titlesOf("location=Filterton", "nobody")).toEqual([]);
    });
  });

  describe("PATCH ?id=", () => {
    const patch = (id: string, body: unknown, as: HttpCaller = "editor") => api.request("PATCH", `/opportunities?id=${id}`, { as, body });
    let id: string;
    beforeAll(async () => {
      [id] = await insert("opportunities", [{ title: "Patched", link_url: "https://e.org/p", display_order: 1 }]) as [string];
    });

    it("changes only the fields given", async () => {
      const response = await patch(id, { website_viewable: true, display_order: 7 });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ id, title: "Patched", link_url: "https://e.org/p", website_viewable: true, display_order: 7 });
    });

    it("switches target when one is given, and applies every rule", async () => {
      const form = "f0000000-0000-4000-8000-000000000001";
      expect((await patch(id, { linked_form_id: form })).body.data).toMatchObject({ linked_form_id: form, link_url: null });
      expect((await patch(id, { link_url: "https://e.org/back" })).body.data).toMatchObject({ linked_form_id: null, link_url: "https://e.org/back" });
      const both = await patch(id, { link_url: "https://e.org", linked_form_id: form });
      expect(both.body).toEqual(validationError("link_url", "give exactly one of link_url and linked_form_id, not both"));
      const bad = await patch(id, { title: " ", category: "Nope", opens_on: "2027-02-30" });
      expect(problemFields(bad)).toEqual(["category", "opens_on", "title"]);
      expect((await patch(id, {})).body).toEqual(validationError("body", "give at least one field to change"));
      // A body of only what is not a field is told so, not that it gave none.
      expect(problemFields(await patch(id, { titel: "Typo" }))).toEqual(["titel"]);
      const clearLink = await patch(id, { link_url: null });
      expect(clearLink.body).toEqual(validationError("link_url", "exactly one of link_url and linked_form_id must be set"));
      expect((await get(`/opportunities?id=${id}`)).body.data).toMatchObject({ title: "Patched", link_url: "https://e.org/back" });
    });

    it("is for editors: members 403, anon 401, unknown ids 404", async () => {
      expect((await patch(id, { title: "x" }, "member")).status).toBe(403);
      expect((await patch(id, { title: "x" }, "nobody")).status).toBe(401);
      expect((await patch("00000000-0000-4000-8000-000000000000", { title: "x" })).status).toBe(404);
      const resource = await api.request("PATCH", "/resources?id=b0000000-0000-4000-8000-000000000004", { as: "editor", body: { extension: "ods" } });
      expect(resource.body.data).toMatchObject({ title: "Committee Budget 2026 (draft)", extension: "ods" });
    });
  });

  describe("PATCH /bulk", () => {
    const bulk = (body: unknown, as: HttpCaller = "editor", name = "opportunities") => api.request("PATCH", `/${name}/bulk`, { as, body });

    it("publishes many in one transaction, saying which changed, which already were, and which do not exist", async () => {
      const created = await insert("opportunities", Array.from({ length: 50 }, (_, i) => ({
        title: `Imported ${i}`, link_url: "https://e.org", is_active: false, website_viewable: i === 0,
      })));
      const missing = "00000000-0000-4000-8000-00000000beef";
      const response = await bulk({ ids: [...created, missing, created[1]!.toUpperCase()], set: { website_viewable: true } });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ updated: created.slice(1), unchanged: [created[0]], not_found: [missing] });
      const rows = await api.db.query<{ n: number }>("select count(*)::int as n from opportunities where id = any($1::uuid[]) and website_viewable", [`{${created.join(",")}}`]);
      expect(rows).toEqual([{ n: 50 }]);
    });

    it("counts a record the caller may not see as not found", async () => {
      const response = await bulk({ ids: ["a0000000-0000-4000-8000-000000000004"], set: { is_active: true } }, "member");
      expect(response.status).toBe(403);
      const hidden = await bulk({ ids: ["b0000000-0000-4000-8000-000000000004"], set: { display_order: 3 } }, "resourcesEditor", "resources");
      expect(hidden.body.data).toEqual({ updated: ["b0000000-0000-4000-8000-000000000004"], unchanged: [], not_found: [] });
    });

    it("refuses what it cannot do, naming the field", async () => {
      expect((await bulk({ ids: [], set: { is_active: true } })).body).toEqual(validationError("ids", "must list at least one id"));
      const tooMany = Array.from({ length: 1_001 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
      expect((await bulk({ ids: tooMany, set: { is_active: true } })).body).toEqual(validationError("ids", "must list at most 1000 ids"));
      expect(problemFields(await bulk({ ids: ["x"], set: {} }))).toEqual(["ids.0", "set"]);
      expect((await bulk({ ids: ["a0000000-0000-4000-8000-000000000001"], set: { title: "x" } })).body)
        .toEqual(validationError("set.title", "is not a known field"));
      expect((await bulk({ ids: ["a0000000-0000-4000-8000-000000000001"], set: { is_active: true } }, "nobody")).status).toBe(401);
    });
  });
});
