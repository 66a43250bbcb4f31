// HTTP behaviour shared by both functions: CORS, caching, methods, media types, body limits,
// request ids and logs, and what clients see when something fails on our side.
import { corsHeaders as supabaseCorsHeaders } from "@supabase/supabase-js/cors";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { allowedRequestHeaders } from "../functions/_shared/http/app.ts";
import { jsonLog } from "../functions/_shared/http/log.ts";
import type { Database } from "../functions/_shared/database/database.ts";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { generateDevCredentials } from "../local/dev-credentials.ts";
import { localStack } from "../local/local-stack.ts";
import { type Api, startApi } from "./support/api.ts";
import { problemsOf } from "./support/envelope.ts";
import { serve } from "./support/http-server.ts";
import { targets } from "./support/targets.ts";

const envelope = (code: string) => ({ success: false, error: expect.objectContaining({ code, message: expect.any(String) }) });

describe.each(targets)("HTTP behaviour on $name", (target) => {
  let api: Api;
  beforeAll(async () => (api = await startApi(target)));
  afterAll(() => api?.close());

  describe("CORS", () => {
    it.each(["opportunities", "resources"])("answers the preflight for %s with 204", async (name) => {
      const response = await fetch(`${api.url}/functions/v1/${name}`, {
        method: "OPTIONS",
        headers: { origin: "https://club.example", "access-control-request-method": "PUT" },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers.get("access-control-allow-methods")!.split(/,\s*/)).toEqual(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
      const allowed = response.headers.get("access-control-allow-headers")!.split(/,\s*/);
      expect(allowed).toEqual(expect.arrayContaining(["authorization", "apikey", "content-type", "x-client-info"]));
    });

    it("allows exactly the request headers supabase-js sends", () => {
      const theirs = supabaseCorsHeaders["Access-Control-Allow-Headers"]!.split(/,\s*/).sort();
      expect([...allowedRequestHeaders].sort()).toEqual(theirs);
    });

    it("puts CORS headers on errors too", async () => {
      const response = await api.request("GET", "/resources?is_active=maybe", { headers: { origin: "https://club.example" } });
      expect(response.status).toBe(400);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("access-control-expose-headers")).toContain("X-Request-Id");
    });
  });

  describe("caching", () => {
    it("lets shared caches keep anonymous reads, with a strong ETag and 304", async () => {
      const first = await api.request("GET", "/resources?website_viewable=true");
      expect(first.headers.get("cache-control")).toBe("public, max-age=4, stale-while-revalidate=5");
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(/^"[A-Za-z0-9+/]+"$/);
      expect(first.headers.get("vary")).toMatch(/Authorization.*apikey/);
      const again = await api.request("GET", "/resources?website_viewable=true", { headers: { "if-none-match": etag } });
      expect(again.status).toBe(304);
      expect(again.body).toBeNull();
      expect(again.headers.get("etag")).toBe(etag);
      const other = await api.request("GET", "/resources?website_viewable=true", { headers: { "if-none-match": '"stale"' } });
      expect(other.status).toBe(200);
    });

    it("changes the ETag when the data changes", async () => {
      const before = (await api.request("GET", "/resources?website_viewable=true")).headers.get("etag");
      await api.request("POST", "/resources", {
        as: "editor",
        body: { title: "Fresh", category: "Cache", link_url: "https://e.example", website_viewable: true },
      });
      expect((await api.request("GET", "/resources?website_viewable=true")).headers.get("etag")).not.toBe(before);
    });

    it.each(["member", "editor", "secret"] as const)("never stores what %s reads", async (as) => {
      const response = await api.request("GET", "/opportunities", { as });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("etag")).toBeNull();
    });

    it("never stores errors or writes", async () => {
      expect((await api.request("GET", "/resources?is_active=x")).headers.get("cache-control")).toBe("private, no-store");
      const write = await api.request("POST", "/resources", {
        as: "editor",
        body: { title: "Write", category: "Cache", link_url: "https://e.example" },
      });
      expect(write.status).toBe(201);
      expect(write.headers.get("cache-control")).toBe("private, no-store");
      expect(write.headers.get("etag")).toBeNull();
    });
  });

  describe("methods, media types and bodies", () => {
    it("answers other methods with 405 and Allow", async () => {
      for (const method of ["PROPFIND", "MKCOL"]) {
        const response = await fetch(`${api.url}/functions/v1/resources`, { method });
        expect(response.status).toBe(405);
        expect(response.headers.get("allow")).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      }
      const response = await api.request("GET", "/opportunities/bulk", { as: "editor" });
      expect(response.body).toMatchObject(envelope("method_not_allowed"));
      expect(response.headers.get("allow")).toBe("PATCH, OPTIONS");
    });

    it("answers a write that is not JSON with 415", async () => {
      const response = await api.request("POST", "/resources", {
        as: "editor",
        body: "title=x",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(response.status).toBe(415);
      expect(response.body).toMatchObject(envelope("unsupported_media_type"));
    });

    it("answers a record body over 64 KiB with 413, and changes nothing", async () => {
      const padded = (size: number) => {
        const body = JSON.stringify({ title: "Big", category: "x", link_url: "https://e.example", description: "d" });
        return body.slice(0, -1) + " ".repeat(size - body.length) + "}"; // valid JSON of exactly `size` bytes
      };
      for (const [method, path] of [["POST", "/resources"], ["PUT", "/resources?id=b0000000-0000-4000-8000-000000000001"], ["PATCH", "/resources?id=b0000000-0000-4000-8000-000000000001"]]) {
        const response = await api.request(method!, path!, { as: "editor", body: padded((64 << 10) + 1) });
        expect(response.status, `${method} ${path}`).toBe(413);
        expect(response.body).toMatchObject(envelope("payload_too_large"));
      }
      expect(await api.db.query("select id from resources where title = 'Big'")).toEqual([]);
      expect((await api.request("POST", "/resources", { as: "editor", body: padded(64 << 10) })).status).toBe(201);
    });

    it("takes the largest valid record, in three-byte characters, well within 64 KiB", async () => {
      const longest = (max: number) => "語".repeat(max);
      const url = (max: number, char = "a") => `https://e.example/${char.repeat(max - 18)}`;
      const opportunity = {
        title: longest(200), description: longest(10_000), link_url: url(2_048), icon_url: url(2_048), term: longest(100),
        company_name: longest(200), location: longest(200), salary: longest(100), field: longest(100), external_id: longest(200),
        category: "Internship", employment_type: "Part-time", opens_on: "2027-01-01", closes_on: "2027-02-01",
        expires_at: "2027-03-01T00:00:00.000000+00:00", display_order: -2147483648, website_viewable: false, is_active: false,
        source: "csv_import",
      };
      // URLs may hold three-byte characters too (the contract's examples keep them ASCII).
      const worst = { ...opportunity, link_url: url(2_048, "語"), icon_url: url(2_048, "語") };
      expect(new TextEncoder().encode(JSON.stringify(worst)).length).toBeLessThan(0.75 * (64 << 10));
      const created = await api.request("POST", "/opportunities", { as: "editor", body: opportunity });
      expect(created.status).toBe(201);
      await api.request("DELETE", `/opportunities?id=${created.body.data.id}`, { as: "editor" });
    });

    it("takes a bulk edit of 1,000 ids, over 64 KiB, and refuses one over 1 MiB", async () => {
      const ids = Array.from({ length: 1_000 }, (_, i) => `f${String(i).padStart(7, "0")}-0000-4000-8000-000000000000`);
      const bulk = await api.request("PATCH", "/resources/bulk", { as: "editor", body: { ids, set: { is_active: true } } });
      expect(bulk.status).toBe(200);
      expect(bulk.body.data.not_found).toHaveLength(1_000);
      const huge = await api.request("PATCH", "/resources/bulk", { as: "editor", body: { ids, set: { is_active: true }, pad: " ".repeat(1 << 20) } });
      expect(huge.status).toBe(413);
    });

    it("answers malformed JSON and non-object bodies with 400", async () => {
      const broken = await api.request("POST", "/resources", { as: "editor", body: '{"title": ' });
      expect(broken.status).toBe(400);
      expect(broken.body).toMatchObject(envelope("invalid_json"));
      expect(broken.body.error.message).toBe("The body is not valid JSON: see line 1, column 11.");
      const trailing = await api.request("POST", "/resources", { as: "editor", body: '{\n  "title": "Slides",\n  "category": "Talks",\n}' });
      expect(trailing.body.error.message).toBe("The body is not valid JSON: see line 4, column 1.");
      for (const body of ["[]", "null", '"text"', "42"]) {
        const response = await api.request("POST", "/resources", { as: "editor", body });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject(envelope("invalid_body"));
      }
    });

    it("answers a body that is not UTF-8 with 400, and changes nothing", async () => {
      const before = await api.db.query("select count(*)::int as n from resources");
      const latin1 = new Uint8Array([...new TextEncoder().encode('{"title": "Caf'), 0xe9, ...new TextEncoder().encode('", "category": "x", "link_url": "https://e.example"}')]);
      const response = await fetch(`${api.url}/functions/v1/resources`, {
        method: "POST",
        headers: { ...api.headersFor("editor"), "content-type": "application/json" },
        body: latin1,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        error: { code: "invalid_encoding", message: "The body is not valid UTF-8." },
      });
      expect(await api.db.query("select count(*)::int as n from resources")).toEqual(before);
    });

    it("answers DELETE without an id with 400 naming it", async () => {
      const response = await api.request("DELETE", "/resources", { as: "editor" });
      expect(response.status).toBe(400);
      expect(problemsOf(response)).toEqual([{ field: "id", message: "is required" }]);
    });

    it("answers unknown paths with 404", async () => {
      for (const path of ["/resources/extra", "/nothing"]) {
        const response = await api.request("GET", path);
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject(envelope("not_found"));
      }
    });
  });

  describe("request ids and logs", () => {
    it("gives every response an x-request-id and logs one line for it, without bodies or credentials", async () => {
      api.logs.length = 0;
      const response = await api.request("POST", "/resources", {
        as: "editor",
        body: { title: "Logged secret title", category: "x", link_url: "https://e.example" },
      });
      const id = response.headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(api.logs).toEqual([
        { level: "info", function: "resources", method: "POST", status: 201, duration_ms: expect.any(Number), request_id: id },
      ]);
      expect(JSON.stringify(api.logs)).not.toMatch(/Logged secret title|Bearer|sb_/);
    });
  });
});

describe("failures on our side", () => {
  const failing = async (db: Database) => {
    const logs: Record<string, unknown>[] = [];
    // A site's settings are given, so that the log holds only what requests write.
    const publicSite = { organization: { name: "Club" }, jobCountry: "GB" };
    const server = await serve(localStack(db, await generateDevCredentials(), { log: (l) => logs.push(JSON.parse(l)), config: { allowedOrigins: "*", publicSite } }));
    return { logs, server };
  };

  it("answers an unexpected error with 500 and only a request id, which the log also has", async () => {
    const broken: Database = {
      query: () => Promise.reject(new Error("relation secret_table does not exist; password=hunter2")),
      exec: () => Promise.reject(new Error("unused")),
      transaction: () => Promise.reject(new Error("relation secret_table does not exist; password=hunter2")),
      script: () => Promise.reject(new Error("relation secret_table does not exist; password=hunter2")),
      close: async () => {},
    };
    const { logs, server } = await failing(broken);
    try {
      const response = await fetch(`${server.url}/functions/v1/resources`);
      const body = await response.json();
      const id = response.headers.get("x-request-id")!;
      expect(response.status).toBe(500);
      expect(body).toEqual({
        success: false,
        error: { code: "internal_error", message: `Something went wrong on our side. Quote request id ${id}.` },
      });
      // The log says what failed and where, never the message, which can quote what was sent.
      expect(logs).toEqual([expect.objectContaining({ level: "error", status: 500, request_id: id, error: expect.stringMatching(/^Error\n\s+at /) })]);
      expect(JSON.stringify(logs)).not.toMatch(/secret_table|hunter2/);
    } finally {
      await server.close();
    }
  });

  it("answers 503 with Retry-After when the database is unreachable", async () => {
    const unreachable = connectPostgres("postgres://postgres@127.0.0.1:1/none", { max: 1 });
    const { server } = await failing(unreachable);
    try {
      const response = await fetch(`${server.url}/functions/v1/opportunities?website_viewable=true`);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("1");
      expect(await response.json()).toMatchObject(envelope("service_unavailable"));
    } finally {
      await server.close();
      await unreachable.close();
    }
  });

  it("lets configured origins through CORS and no others", async () => {
    const db: Database = { query: async () => [], exec: async () => {}, transaction: async (w) => w({ query: async () => [], exec: async () => {} }), script: async () => [], close: async () => {} };
    const server = await serve(localStack(db, await generateDevCredentials(), { config: { allowedOrigins: ["https://club.example"] } }));
    try {
      const allowed = await fetch(`${server.url}/functions/v1/resources`, { headers: { origin: "https://club.example" } });
      expect(allowed.headers.get("access-control-allow-origin")).toBe("https://club.example");
      expect(allowed.headers.get("vary")).toContain("Origin");
      const other = await fetch(`${server.url}/functions/v1/resources`, { headers: { origin: "https://evil.example" } });
      expect(other.headers.get("access-control-allow-origin")).toBeNull();
    } finally {
      await server.close();
    }
  });
});

describe("the production log (jsonLog)", () => {
  it("writes each line at once, in order, one JSON object per line: none waits for a kill to lose it", () => {
    const written: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((text: string) => void written.push(text));
    try {
      jsonLog('{"n":1}');
      expect(written).toEqual(['{"n":1}']);
      jsonLog(JSON.stringify({ n: 2, text: "two\nlines" }));
      jsonLog('{"n":3}');
      expect(written.map((line) => JSON.parse(line))).toEqual([{ n: 1 }, { n: 2, text: "two\nlines" }, { n: 3 }]);
    } finally {
      spy.mockRestore();
    }
  });
});
