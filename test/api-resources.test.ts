// Spec 4.3, 4.4, 4.5 and 7 for resources: each rule is a request whose status and body are
// checked, and a refused write changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, startApi, validationError as validation } from "./support/api.ts";
import { expectAnswer, failure } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";


describe.each(targets)("resources API on $name", (target) => {
  let api: Api;
  beforeAll(async () => (api = await startApi(target)));
  afterAll(() => api?.close());

  const valid = { title: "Slides", category: "Workshops", link_url: "https://example.org/s.pdf" };
  const create = (body: unknown) => api.request("POST", "/resources", { as: "editor", body });
  const update = (id: string, body: unknown) => api.request("PUT", `/resources?id=${id}`, { as: "editor", body });
  const list = (query = "", as: "nobody" | "editor" = "editor") => api.request("GET", `/resources${query}`, { as });
  const count = async () => (await api.db.query<{ n: number }>("select count(*)::int as n from resources"))[0]!.n;

  describe("create (POST /v1/resources)", () => {
    it("answers 201 with the record and the documented defaults", async () => {
      const response = await create({ ...valid, extension: "pdf", resource_date: "2026-10-01" });
      expect(response.status).toBe(201);
      expect(response.headers.get("location")).toBe(`?id=${response.body.data.id}`);
      expect(response.body).toMatchObject({
        success: true,
        data: {
          ...valid,
          extension: "pdf",
          resource_date: "2026-10-01",
          description: null,
          thumbnail_url: null,
          display_order: 0,
          website_viewable: false,
          is_active: true,
        },
      });
      expect(response.body.data.updated_at).toBe(response.body.data.created_at);
    });

    it.each(["title", "category", "link_url"])("fails when %s is missing or blank", async (field) => {
      const before = await count();
      const { [field]: _, ...without } = valid as Record<string, string>;
      const missing = await create(without);
      expect(missing.status).toBe(400);
      // A resource is reached by its link_url, or by its file instead (test/files.test.ts).
      expect(missing.body).toMatchObject(validation(field, field === "link_url" ? "give a link_url, a file, or both" : "is required"));
      const blank = await create({ ...valid, [field]: "  " });
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject(validation(field));
      expect(await count()).toBe(before);
    });

    it("checks URLs, dates, integers, booleans and unknown fields", async () => {
      const before = await count();
      for (const [body, field, message] of [
        [{ ...valid, link_url: "javascript:alert(1)" }, "link_url", "must be an absolute http(s) URL"],
        [{ ...valid, thumbnail_url: "/thumb.png" }, "thumbnail_url", "must be an absolute http(s) URL"],
        [{ ...valid, resource_date: "2026-02-29" }, "resource_date", "must be a real calendar date in YYYY-MM-DD form"],
        [{ ...valid, display_order: -2147483649 }, "display_order", "must be at least -2147483648"],
        [{ ...valid, is_active: 1 }, "is_active", "must be true or false"],
        [{ ...valid, notify_members: true }, "notify_members", "is not a known field"],
        [{ ...valid, extension: "x".repeat(21) }, "extension", "must be at most 20 characters"],
      ] as const) {
        const response = await create(body);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject(validation(field, message));
      }
      expect(await count()).toBe(before);
    });
  });

  describe("update (PUT /v1/resources?id=)", () => {
    it("updates given fields, keeps omitted ones, clears explicit nulls and sets updated_at", async () => {
      const created = (await create({ ...valid, description: "Keep", extension: "pdf" })).body.data;
      const response = await update(created.id, { ...valid, title: "Slides v2", extension: null, website_viewable: true });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        title: "Slides v2",
        description: "Keep",
        extension: null,
        website_viewable: true,
        created_at: created.created_at,
      });
      // At microseconds, in Postgres: the API's millisecond timestamps can coincide.
      const [stamp] = await api.db.query("select updated_at > created_at as later from resources where id = $1", [created.id]);
      expect(stamp).toEqual({ later: true });
      expect(Date.parse(response.body.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    });

    it.each(["title", "category", "link_url"])("fails when %s is missing, changing nothing", async (field) => {
      const created = (await create(valid)).body.data;
      const { [field]: _, ...without } = { ...valid, title: "Changed" } as Record<string, string>;
      const response = await update(created.id, without);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(validation(field, field === "link_url" ? "give a link_url, a file, or both" : "is required"));
      const [stored] = await api.db.query("select title from resources where id = $1", [created.id]);
      expect(stored).toEqual({ title: "Slides" });
    });

    it("stores a link as a URI: what a URI cannot hold percent-encoded, a bare % refused by name", async () => {
      const created = await api.request("POST", "/resources", {
        as: "editor",
        body: { ...valid, link_url: "https://bücher.example/café|menu?q=ä#top#2", thumbnail_url: "https://example.org/a[1].png" },
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        link_url: "https://xn--bcher-kva.example/caf%C3%A9%7Cmenu?q=%C3%A4#top%232",
        thumbnail_url: "https://example.org/a%5B1%5D.png",
      });
      const listed = await api.request("GET", `/resources?id=${created.body.data.id}`, { as: "editor" });
      expect(listed.body.data.link_url).toBe(created.body.data.link_url);
      const bare = await api.request("POST", "/resources", { as: "editor", body: { ...valid, link_url: "https://example.org/%zz" } });
      expect(bare.status).toBe(400);
      expect(bare.body).toMatchObject(validation("link_url", "must be a valid URL: each % must start a %XX escape"));
    });

    it("answers 404 for an unknown id and 400 for a malformed one", async () => {
      expect((await update("00000000-0000-4000-8000-000000000000", valid)).status).toBe(404);
      const malformed = await update("nope", valid);
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject(validation("id", "must be a UUID"));
    });
  });

  describe("list (GET /v1/resources)", () => {
    it("reads one by id alone: a list parameter beside it is named as not taken with id", async () => {
      const response = await api.request("GET", "/resources?id=b0000000-0000-4000-8000-000000000001&limit=2", { as: "editor" });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(validation("limit", "cannot be given with id: id reads one record, alone"));
    });

    it("returns an array ordered by display_order, then title, then id", async () => {
      const response = await list();
      expect(response.status).toBe(200);
      expect(Array.isArray(response.body.data)).toBe(true);
      const keys = response.body.data.map((r: any) => [r.display_order, r.title]);
      expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)));
    });

    it("filters by website_viewable, is_active and category, and the filters combine", async () => {
      const ids = async (query: string) => (await list(query)).body.data.map((r: any) => r.id).filter((id: string) => id.startsWith("b0000000"));
      const seeded = (...n: number[]) => n.map((i) => `b0000000-0000-4000-8000-00000000000${i}`);
      expect(await ids("?website_viewable=true")).toEqual(seeded(1, 5, 3));
      expect(await ids("?is_active=false")).toEqual(seeded(3, 4));
      expect(await ids("?category=Workshops")).toEqual(seeded(1, 5));
      expect(await ids("?website_viewable=true&is_active=true&category=Workshops")).toEqual(seeded(1, 5));
      expect(await ids("?website_viewable=false&category=Templates")).toEqual(seeded(2));
      expect(await ids("?category=Nothing")).toEqual([]);
    });

    it("gives the public website viewable, active resources", async () => {
      const response = await list("?website_viewable=true", "nobody");
      expect(response.status).toBe(200);
      expect(response.body.data.length).toBeGreaterThan(0);
      expect(response.body.data.every((r: any) => r.website_viewable && r.is_active)).toBe(true);
    });

    it("fails when a boolean parameter is not exactly true or false", async () => {
      for (const query of ["website_viewable=1", "is_active=yes", "website_viewable=", "is_active=False"]) {
        const field = query.split("=")[0]!;
        const response = await list(`?${query}`);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject(validation(field, "must be true or false"));
      }
      const unknown = await list("?sort=title");
      expect(unknown.body).toMatchObject(validation("sort", "is not a known field"));
      const emptyCategory = await list("?category=");
      expect(emptyCategory.body).toMatchObject(validation("category", "must not be blank"));
    });
  });

  describe("get and delete", () => {
    it("gets one resource, and answers 404 when the caller cannot see it", async () => {
      expect((await api.request("GET", "/resources?id=b0000000-0000-4000-8000-000000000004", { as: "editor" })).status).toBe(200);
      const hidden = await api.request("GET", "/resources?id=b0000000-0000-4000-8000-000000000004");
      expect(hidden.status).toBe(404);
      expect(hidden.body).toMatchObject(failure("not_found"));
    });

    it("reads back exactly what a create answered, by id and in a list (Postgres writes reads' JSON, JS writes' rows)", async () => {
      const created = (await create({ ...valid, resource_date: "2027-02-28", display_order: -3 })).body.data;
      expect(created.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
      expect(expectAnswer(await api.request("GET", `/resources?id=${created.id}`, { as: "editor" }))).toEqual(created);
      expect(expectAnswer(await api.request("GET", `/resources?ids=${created.id}`, { as: "editor" }))).toEqual([created]);
    });

    it("deletes a resource and answers with it", async () => {
      const created = (await create(valid)).body.data;
      const response = await api.request("DELETE", `/resources?id=${created.id}`, { as: "editor" });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual(created);
      expect(await api.db.query("select id from resources where id = $1", [created.id])).toEqual([]);
    });
  });
});
