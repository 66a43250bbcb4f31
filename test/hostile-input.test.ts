// Input found to break the service: impossible dates and offsets, incomplete error
// details, untrimmed enum values, values in logs, links that supabase-js could store unchecked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asCaller } from "../functions/_shared/database/as-caller.ts";
import { mintUserToken } from "../local/dev-credentials.ts";
import { seedUsers } from "../local/seed-users.ts";
import { type Api, startApi, validationError } from "./support/api.ts";
import { problemFields } from "./support/envelope.ts";
import { callers } from "./support/callers.ts";
import { targets } from "./support/targets.ts";

describe.each(targets)("hostile input on $name", (target) => {
  let api: Api;
  beforeAll(async () => (api = await startApi(target)));
  afterAll(() => api?.close());

  const opportunity = (fields: Record<string, unknown>) =>
    api.request("POST", "/opportunities", { as: "editor", body: { title: "Hostile", link_url: "https://e.org", ...fields } });
  const resource = (fields: Record<string, unknown>) =>
    api.request("POST", "/resources", {
      as: "editor",
      body: { title: "d", category: "c", link_url: "https://e.org", ...fields },
    });
  const count = async (table: string) => (await api.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

  describe("impossible dates answer 400 naming the field", () => {
    const impossible = ["2027-13-01", "2027-00-10", "2027-01-32", "0000-00-00", "0000-01-01", "2027-02-29"];
    it.each(impossible)("%s on opens_on, closes_on and resource_date", async (date) => {
      const [opportunities, resources] = [await count("opportunities"), await count("resources")];
      for (const field of ["opens_on", "closes_on"]) {
        const response = await opportunity({ [field]: date });
        expect(response.status).toBe(400);
        expect(response.body).toEqual(validationError(field, "must be a real calendar date in YYYY-MM-DD form"));
      }
      const response = await resource({ resource_date: date });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(validationError("resource_date", "must be a real calendar date in YYYY-MM-DD form"));
      expect([await count("opportunities"), await count("resources")]).toEqual([opportunities, resources]);
    });
  });

  describe("expires_at takes real RFC 3339 timestamps, stored as the same instant in UTC", () => {
    it.each([
      ["2027-13-01T00:00:00Z", "an impossible month"],
      ["2027-01-01T24:00:00Z", "hour 24"],
      ["2027-01-01T23:60:00Z", "minute 60"],
      ["2027-01-01T00:00Z", "no seconds"],
      ["2027-01-01T00:00:00", "no time zone"],
      ["2027-01-01T00:00:00+24:00", "an offset past 23:59"],
      ["0001-01-01T00:00:00+01:00", "an instant before year 1 in UTC"],
      ["9999-12-31T23:59:59-15:00", "an instant after year 9999 in UTC"],
      ["+010000-01-01T00:00:00Z", "an expanded year"],
    ])("refuses %s (%s)", async (value) => {
      const response = await opportunity({ expires_at: value });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(validationError("expires_at", /^must be an RFC 3339 timestamp/));
    });

    it.each([
      ["2027-01-01T00:00:00+16:00", "2026-12-31T08:00:00.000000Z"],
      ["2027-06-30T12:00:00-15:59", "2027-07-01T03:59:00.000000Z"],
      ["2027-01-01T00:00:00.123456Z", "2027-01-01T00:00:00.123456Z"],
      ["2027-01-01t00:00:00.5z", "2027-01-01T00:00:00.500000Z"],
      ["0001-01-01T00:00:00Z", "0001-01-01T00:00:00.000000Z"],
      ["9999-12-31T23:59:59.999999Z", "9999-12-31T23:59:59.999999Z"],
      // As JSON Schema's date-time reads RFC 3339 (the contract's format): a space, a short offset, a leap second.
      ["2027-01-31 23:59:00+0100", "2027-01-31T22:59:00.000000Z"],
      ["2027-01-31T23:59:00-01", "2027-02-01T00:59:00.000000Z"],
      ["2016-12-31T23:59:60Z", "2017-01-01T00:00:00.000000Z"],
    ])("stores %s as %s, with its microseconds", async (value, stored) => {
      const response = await opportunity({ expires_at: value, is_active: false });
      expect(response.status).toBe(201);
      expect(response.body.data.expires_at).toBe(stored);
    });
  });

  it("returns timestamps with the microseconds Postgres keeps", async () => {
    const created = await resource({});
    const [row] = await api.db.query<{ text: string }>(
      "select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"') as text from resources where id = $1",
      [created.body.data.id],
    );
    expect(created.body.data.updated_at).toBe(row!.text);
  });

  it("lists every problem of a body in one answer", async () => {
    const response = await api.request("POST", "/opportunities", {
      as: "editor",
      body: { description: 5, opens_on: "2027-13-01", category: "Nope", surprise: true },
    });
    expect(response.status).toBe(400);
    expect(problemFields(response)).toEqual(
      ["category", "description", "link_url", "opens_on", "surprise", "title"],
    );
    const resources = await api.request("POST", "/resources", { as: "editor", body: {} });
    expect(problemFields(resources)).toEqual(["category", "link_url", "title"]);
  });

  it("takes exactly the enum values the contract lists, and an empty one as none", async () => {
    for (const [field, value] of [["category", " Job "], ["employment_type", "\tContract "], ["category", "job"], ["category", "  "]]) {
      const response = await opportunity({ [field!]: value, is_active: false });
      expect(response.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(response.body).toEqual(validationError(field!, /^must be one of: /));
    }
    const none = await opportunity({ category: "", employment_type: "", is_active: false });
    expect(none.status).toBe(201);
    expect(none.body.data).toMatchObject({ category: null, employment_type: null });
  });

  it("refuses links that are not absolute http(s) URLs with a host", async () => {
    for (const link_url of ["javascript:alert(1)", "http:example.com", "https:/x.org", "http://", "https://a b.org", "http://a.org\\@b.org", "https://e.org/a\u0001b"]) {
      const response = await resource({ link_url });
      expect(response.status, link_url).toBe(400);
      expect(response.body).toEqual(validationError("link_url", "must be an absolute http(s) URL"));
    }
  });

  describe("the database holds the URL and length rules for direct supabase-js writes too", () => {
    const direct = (sql: string, params: unknown[]) => asCaller(api.db, { claims: callers.editor }, (tx) => tx.query(sql, params));
    it.each([
      ["link_url", "javascript:alert(1)", "opportunities_link_url_http_url"],
      ["link_url", "data:text/html,<script>alert(1)</script>", "opportunities_link_url_http_url"],
      ["icon_url", "//evil.example/x.svg", "opportunities_icon_url_url_or_path"],
      ["icon_url", "javascript:alert(1)", "opportunities_icon_url_url_or_path"],
      ["title", "x".repeat(201), "opportunities_title_length"],
      ["expires_at", "0001-01-01T00:00:00+01:00", "opportunities_expires_at_range"],
    ])("opportunities.%s = %s", async (column, value, constraint) => {
      const values = { title: "Direct", link_url: "https://e.org", [column]: value };
      await expect(direct(
        `insert into opportunities (${Object.keys(values).join(", ")}) values (${Object.keys(values).map((_, i) => `$${i + 1}`).join(", ")})`,
        Object.values(values),
      )).rejects.toMatchObject({ code: "23514", constraint });
    });

    it.each([
      ["link_url", "javascript:alert(1)", "resources_link_url_http_url"],
      ["thumbnail_url", "vbscript:x", "resources_thumbnail_url_http_url"],
      ["extension", "x".repeat(21), "resources_extension_length"],
    ])("resources.%s = %s", async (column, value, constraint) => {
      const values = { title: "Direct", category: "c", link_url: "https://e.org", [column]: value };
      await expect(direct(
        `insert into resources (${Object.keys(values).join(", ")}) values (${Object.keys(values).map((_, i) => `$${i + 1}`).join(", ")})`,
        Object.values(values),
      )).rejects.toMatchObject({ code: "23514", constraint });
    });

    it("accepts a site path icon and a plain link", async () => {
      await expect(direct("insert into opportunities (title, link_url, icon_url) values ('Ok', 'HTTPS://e.org/a?b#c', '/icons/a.svg')", []))
        .resolves.toEqual([]);
    });
  });

  it("never writes request values, bodies, tokens or keys to the log", async () => {
    const marker = "S3CR3T-MARKER";
    api.logs.length = 0;
    await resource({ title: marker, description: `${marker}\u0000` });
    await opportunity({ expires_at: `2027-01-01T00:00:00+16:00${marker}` });
    await api.request("GET", `/resources?category=${marker}`, { as: "editor" });
    await api.request("GET", `/resources?${marker}=1`);
    await api.request("POST", `/opportunities/import?dry_run=true`, {
      as: "editor",
      body: `external_id,title,link_url\n${marker},${marker},javascript:${marker}\n`,
      headers: { "content-type": "text/csv" },
    });
    await api.request("GET", "/resources", { headers: { authorization: `Bearer ${marker}.${marker}.${marker}` } });
    await api.request("GET", "/resources", { headers: { apikey: `sb_secret_${marker}` } });
    expect(api.logs.length).toBeGreaterThanOrEqual(7);
    const logged = JSON.stringify(api.logs);
    expect(logged).not.toContain(marker);
    for (const secret of [api.credentials.secretKey, api.credentials.publishableKey, ...Object.values(api.headersFor("editor"))]) {
      expect(logged).not.toContain(secret);
    }
  });

  it("shows users of anonymous sign-ins only what anon sees, and lets them write nothing", async () => {
    // Even with the editor's own id: the is_anonymous claim decides.
    const token = await mintUserToken(api.credentials, { id: seedUsers.editor.id }, { isAnonymous: true });
    const headers = { apikey: api.credentials.publishableKey, authorization: `Bearer ${token}` };
    for (const name of ["opportunities", "resources"]) {
      const anonymous = await api.request("GET", `/${name}`, { headers });
      const anon = await api.request("GET", `/${name}`);
      expect(anonymous.status).toBe(200);
      expect(anonymous.body.data.map((r: { id: string }) => r.id)).toEqual(anon.body.data.map((r: { id: string }) => r.id));
      const editor = await api.request("GET", `/${name}`, { as: "editor" });
      expect(editor.body.data.length).toBeGreaterThan(anon.body.data.length);
    }
    const write = await api.request("POST", "/resources", { headers, body: { title: "t", category: "c", link_url: "https://e.org" } });
    expect(write.status).toBe(403);
  });
});
