// Spec 4.1, 4.2 and 7 for opportunities, plus the input rules users expect: each rule is a
// request whose status and body are checked, and a refused write changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, startApi, validationError as validation } from "./support/api.ts";
import { expectAnswer, failure } from "./support/envelope.ts";
import { seededFormId } from "./support/rows.ts";
import { targets } from "./support/targets.ts";


describe.each(targets)("opportunities API on $name", (target) => {
  let api: Api;
  beforeAll(async () => (api = await startApi(target)));
  afterAll(() => api?.close());

  const create = (body: unknown) => api.request("POST", "/opportunities", { as: "editor", body });
  const update = (id: string, body: unknown) => api.request("PUT", `/opportunities?id=${id}`, { as: "editor", body });
  const get = (id: string) => api.request("GET", `/opportunities?id=${id}`, { as: "editor" });
  const count = async () =>
    (await api.db.query<{ n: number }>("select count(*)::int as n from opportunities"))[0]!.n;
  const valid = { title: "Designer", link_url: "https://example.org/apply" };

  /** Sends a create that must be refused with 400 naming `field`, and checks nothing was stored. */
  const refusesCreate = async (body: unknown, field: string, message?: string | RegExp) => {
    const before = await count();
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(validation(field, message));
    expect(await count()).toBe(before);
  };

  it("has the active_opportunities view answer the API's rows with the API's columns (apply_url, file_url and content_language aside: the API's), for the website's supabase-js reads", async () => {
    const listed = await api.request("GET", "/opportunities?website_viewable=true");
    const viewed = await api.db.transaction(async (tx) => {
      await tx.query("select set_config('role', 'anon', true), set_config('request.jwt.claims', '{\"role\":\"anon\"}', true)");
      return tx.query<Record<string, unknown>>("select * from active_opportunities order by display_order, title, id");
    });
    expect(Object.keys(viewed[0]!).sort()).toEqual(Object.keys(listed.body.data[0]).filter((f) => !["apply_url", "file_url", "content_language"].includes(f)).sort());
    expect(viewed.map((o) => o.id)).toEqual(listed.body.data.map((o: { id: string }) => o.id));
  });

  describe("create (POST /v1/opportunities)", () => {
    it("answers 201 with the record, a Location, and the documented defaults", async () => {
      const response = await create(valid);
      expect(response.status).toBe(201);
      expect(response.body.success).toBe(true);
      const record = response.body.data;
      expect(response.headers.get("location")).toBe(`?id=${record.id}`);
      expect(record).toMatchObject({
        title: "Designer",
        link_url: "https://example.org/apply",
        linked_form_id: null,
        website_viewable: false,
        is_active: true,
        display_order: 0,
        source: "manual",
      });
      expect(record.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
      expect(record.updated_at).toBe(record.created_at);
      expect(record.created_by).toBe("e0000000-0000-4000-8000-000000000001");
      expect(record).not.toHaveProperty("notify_members");
      expect(record).not.toHaveProperty("notified_at");
    });

    it("accepts every field of spec 2.1 and the job-posting attributes", async () => {
      const full = {
        title: "Data Analyst",
        description: "Analyse things.",
        link_url: "https://jobs.example.com/1",
        category: "Job",
        icon_url: "/icons/job.svg",
        term: "Spring 2027",
        opens_on: "2027-01-01",
        closes_on: "2027-02-28",
        expires_at: "2027-03-01T12:00:00+02:00",
        display_order: -5,
        website_viewable: true,
        is_active: false,
        company_name: "Acme",
        location: "Remote",
        employment_type: "Part-time",
        salary: "$20/h",
        field: "Data",
        source: "csv_import",
        external_id: "api-test-1",
      };
      const response = await create(full);
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({ ...full, expires_at: "2027-03-01T10:00:00.000000Z" });
    });

    it("routes to a form instead of a link", async () => {
      const response = await create({ title: "Volunteer", linked_form_id: seededFormId });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({ linked_form_id: seededFormId, link_url: null });
    });

    it("fails when title is missing, blank or not a string", async () => {
      await refusesCreate({ link_url: valid.link_url }, "title", "is required");
      await refusesCreate({ ...valid, title: "   " }, "title", "must not be blank");
      await refusesCreate({ ...valid, title: 42 }, "title", "must be a string");
      await refusesCreate({ ...valid, title: null }, "title", "must be a string");
    });

    it("fails when link_url and linked_form_id are both given or both absent", async () => {
      await refusesCreate({ title: "x", link_url: valid.link_url, linked_form_id: seededFormId }, "link_url", /not both/);
      await refusesCreate({ title: "x" }, "link_url", /neither/);
      await refusesCreate({ title: "x", link_url: "", linked_form_id: null }, "link_url", /neither/);
    });

    it("fails when category is not an allowed value", async () => {
      await refusesCreate({ ...valid, category: "Scholarship" }, "category",
        "must be one of: Internship, Club Role, Project, Sponsor, Job, Other");
      await refusesCreate({ ...valid, category: "job" }, "category");
      for (const category of ["Internship", "Club Role", "Project", "Sponsor", "Job", "Other"]) {
        expect((await create({ ...valid, category })).status).toBe(201);
      }
    });

    it("refuses unknown, internal and server-owned fields, naming them", async () => {
      for (const field of ["notify_members", "notified_at", "id", "created_at", "created_by", "updated_at", "updated_by", "colour"]) {
        await refusesCreate({ ...valid, [field]: field === "notify_members" ? true : "x" }, field, "is not a known field");
      }
    });

    it("trims strings and stores blank optional strings as null", async () => {
      const response = await create({ ...valid, title: "  Padded  ", description: "   ", term: "" });
      expect(response.body.data).toMatchObject({ title: "Padded", description: null, term: null });
    });

    it("takes only absolute http(s) URLs for link_url, and site paths for icon_url", async () => {
      for (const link_url of ["javascript:alert(1)", "data:text/html,hi", "example.org", "ftp://x.example/f", "https://", "http://exa mple.org"]) {
        await refusesCreate({ title: "x", link_url }, "link_url", "must be an absolute http(s) URL");
      }
      for (const icon_url of ["//evil.example/x.png", "/\\evil.example", "icons/x.png", "javascript:alert(1)"]) {
        await refusesCreate({ ...valid, icon_url }, "icon_url", /site-relative path/);
      }
      expect((await create({ ...valid, icon_url: "https://cdn.example/x.png" })).status).toBe(201);
      expect((await create({ ...valid, link_url: "http://example.org/a?b=c#d" })).status).toBe(201);
    });

    it("takes real calendar dates and RFC 3339 timestamps", async () => {
      await refusesCreate({ ...valid, opens_on: "2027-02-30" }, "opens_on", /real calendar date/);
      await refusesCreate({ ...valid, opens_on: "01/02/2027" }, "opens_on");
      await refusesCreate({ ...valid, closes_on: "2027-1-1" }, "closes_on");
      await refusesCreate({ ...valid, expires_at: "2027-03-01 12:00" }, "expires_at", /RFC 3339/);
      await refusesCreate({ ...valid, expires_at: "2027-03-01T12:00:00" }, "expires_at");
      await refusesCreate({ ...valid, expires_at: "2027-02-30T12:00:00Z" }, "expires_at");
      await refusesCreate({ ...valid, opens_on: "2027-02-02", closes_on: "2027-02-01" }, "closes_on", "must not be before opens_on");
      expect((await create({ ...valid, opens_on: "2028-02-29", closes_on: "2028-02-29" })).status).toBe(201);
    });

    it("takes 32-bit integers for display_order and booleans for the flags", async () => {
      await refusesCreate({ ...valid, display_order: 2147483648 }, "display_order");
      await refusesCreate({ ...valid, display_order: 1.5 }, "display_order", "must be an integer");
      await refusesCreate({ ...valid, display_order: "3" }, "display_order", "must be an integer");
      await refusesCreate({ ...valid, display_order: null }, "display_order");
      await refusesCreate({ ...valid, website_viewable: "true" }, "website_viewable", "must be true or false");
      await refusesCreate({ ...valid, is_active: null }, "is_active");
    });

    it("checks enums and lengths of the job-posting attributes", async () => {
      await refusesCreate({ ...valid, employment_type: "Full time" }, "employment_type",
        "must be one of: Full-time, Part-time, Internship, Contract");
      await refusesCreate({ ...valid, source: "scraper" }, "source", "must be one of: manual, csv_import, submission");
      await refusesCreate({ ...valid, title: "x".repeat(201) }, "title", "must be at most 200 characters");
      await refusesCreate({ ...valid, linked_form_id: "not-a-uuid", link_url: null }, "linked_form_id", "must be a UUID");
    });

    it("refuses NUL characters instead of failing in the database", async () => {
      await refusesCreate({ ...valid, description: "a\u0000b" }, "description", "must not contain NUL characters");
    });

    it("answers 400 when linked_form_id names no form", async () => {
      const before = await count();
      const response = await create({ title: "x", linked_form_id: "00000000-0000-4000-8000-00000000dead" });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(validation("linked_form_id", "must name an existing form"));
      expect(JSON.stringify(response.body)).not.toMatch(/fkey|constraint|opportunities_|insert|select/i);
      expect(await count()).toBe(before);
    });

    it("answers 409 for a duplicate external_id", async () => {
      expect((await create({ ...valid, external_id: "dup-1" })).status).toBe(201);
      const response = await create({ ...valid, external_id: "dup-1" });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        success: false,
        error: {
          code: "duplicate_external_id",
          message: "external_id: is already used by another opportunity",
          details: [{ field: "external_id", message: "is already used by another opportunity" }],
        },
      });
    });

    it("refuses query parameters on create", async () => {
      const response = await api.request("POST", "/opportunities?id=a0000000-0000-4000-8000-000000000001", {
        as: "editor",
        body: valid,
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(validation("id", "is not a known field"));
    });
  });

  describe("update (PUT /v1/opportunities?id=)", () => {
    it("updates the given fields, leaves omitted ones untouched and sets updated_at", async () => {
      const created = (await create({ ...valid, description: "Keep me", term: "Fall 2027", display_order: 7 })).body.data;
      const response = await update(created.id, { title: "Senior Designer", link_url: valid.link_url, term: null });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        id: created.id,
        title: "Senior Designer",
        description: "Keep me",
        term: null,
        display_order: 7,
        created_at: created.created_at,
      });
      // At microseconds, in Postgres: the API's millisecond timestamps can coincide.
      const [stamp] = await api.db.query("select updated_at > created_at as later from opportunities where id = $1", [created.id]);
      expect(stamp).toEqual({ later: true });
      expect(Date.parse(response.body.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
      expect((await get(created.id)).body.data).toEqual(response.body.data);
    });

    it("switches between a link and a form", async () => {
      const created = (await create(valid)).body.data;
      const toForm = await update(created.id, { title: "x", linked_form_id: seededFormId });
      expect(toForm.status).toBe(200);
      expect(toForm.body.data).toMatchObject({ link_url: null, linked_form_id: seededFormId });
      const toLink = await update(created.id, { title: "x", link_url: "https://b.example" });
      expect(toLink.body.data).toMatchObject({ link_url: "https://b.example", linked_form_id: null });
    });

    it("fails when title is missing or the exactly-one rule is broken, changing nothing", async () => {
      const created = (await create(valid)).body.data;
      const cases: [unknown, string][] = [
        [{ link_url: valid.link_url }, "title"],
        [{ title: "x" }, "link_url"],
        [{ title: "x", link_url: valid.link_url, linked_form_id: seededFormId }, "link_url"],
        [{ title: "x", link_url: valid.link_url, category: "Nope" }, "category"],
        [{ title: "x", link_url: valid.link_url, notified_at: null }, "notified_at"],
      ];
      for (const [body, field] of cases) {
        const response = await update(created.id, body);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject(validation(field));
      }
      expect((await get(created.id)).body.data).toEqual(created);
    });

    it("checks closes_on against the stored opens_on", async () => {
      const created = (await create({ ...valid, opens_on: "2027-05-01" })).body.data;
      const response = await update(created.id, { ...valid, closes_on: "2027-04-01" });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(validation("closes_on", "must not be before opens_on"));
    });

    it("needs a valid id, and answers 404 for an unknown one", async () => {
      const missing = await api.request("PUT", "/opportunities", { as: "editor", body: valid });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject(validation("id", "is required"));
      const malformed = await update("42", valid);
      expect(malformed.body).toMatchObject(validation("id", "must be a UUID"));
      const unknown = await update("00000000-0000-4000-8000-000000000000", valid);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject(failure("not_found"));
    });
  });

  describe("get, list and delete", () => {
    it("gets one record by id", async () => {
      const response = await get("a0000000-0000-4000-8000-000000000005");
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ title: "Volunteer Coordinator", linked_form_id: seededFormId });
    });

    it("lists in display_order, then title, then id", async () => {
      const response = await api.request("GET", "/opportunities", { as: "editor" });
      expect(response.status).toBe(200);
      const keys = response.body.data.map((o: any) => [o.display_order, o.title, o.id]);
      const sorted = [...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0) || (a[2] < b[2] ? -1 : 1));
      expect(keys).toEqual(sorted);
      expect(response.body.data.every((o: any) => !("notify_members" in o))).toBe(true);
    });

    it("filters by website_viewable, is_active and category, combined", async () => {
      const list = async (query: string) =>
        expectAnswer(await api.request("GET", `/opportunities?${query}`, { as: "editor" })) as any[];
      expect((await list("website_viewable=true")).every((o) => o.website_viewable)).toBe(true);
      expect((await list("is_active=false")).every((o) => !o.is_active)).toBe(true);
      const combined = await list("category=Club%20Role&is_active=true&website_viewable=true");
      expect(combined.length).toBeGreaterThan(0);
      expect(combined.every((o) => o.category === "Club Role" && o.is_active && o.website_viewable)).toBe(true);
    });

    it("refuses bad filter values and unknown parameters, naming them", async () => {
      for (const [query, field, message] of [
        ["website_viewable=yes", "website_viewable", "must be true or false"],
        ["is_active=", "is_active", "must be true or false"],
        ["is_active=TRUE", "is_active", "must be true or false"],
        ["category=Scholarship", "category", /must be one of/],
        ["sort=title", "sort", "is not a known field"],
        ["is_active=true&is_active=false", "is_active", "must be given at most once"],
      ] as const) {
        const response = await api.request("GET", `/opportunities?${query}`);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject(validation(field, message));
      }
    });

    it("deletes a record and answers with it", async () => {
      const created = (await create(valid)).body.data;
      const response = await api.request("DELETE", `/opportunities?id=${created.id}`, { as: "editor" });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual(created);
      expect((await get(created.id)).status).toBe(404);
      expect((await api.request("DELETE", `/opportunities?id=${created.id}`, { as: "editor" })).status).toBe(404);
    });
  });
});
