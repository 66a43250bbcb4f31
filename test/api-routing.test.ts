// Routing: only declared routes answer; anything else, built-in names included, is the 404
// envelope with CORS headers and a request id. HEAD is GET without a body; ETags compare weakly.
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, startApi } from "./support/api.ts";
import { targets } from "./support/targets.ts";

const builtIns = ["constructor", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf", "__proto__", "prototype"];

describe.each(targets)("routing on $name", (target) => {
  let api: Api;
  beforeAll(async () => (api = await startApi(target)));
  afterAll(() => api?.close());

  const expectNotFound = async (path: string, method = "GET") => {
    const response = await fetch(`${api.url}${path}`, { method, headers: { origin: "https://club.example" } });
    expect(response.status, `${method} ${path}`).toBe(404);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      success: false,
      error: { code: "not_found", message: "There is no such endpoint." },
    });
  };

  it.each(["opportunities", "resources"])("answers built-in names under /%s with the 404 envelope", async (name) => {
    for (const segment of builtIns) await expectNotFound(`/functions/v1/${name}/${segment}`);
    await expectNotFound(`/functions/v1/${name}/constructor`, "POST");
  });

  it("answers extra path segments with the 404 envelope instead of serving the collection", async () => {
    await expectNotFound("/functions/v1/opportunities/x/opportunities");
    await expectNotFound("/functions/v1/resources/x/resources");
    await expectNotFound("/functions/v1/opportunities/import/extra");
  });

  it("answers unknown functions, built-in names and paths outside /functions/v1 with the 404 envelope", async () => {
    for (const path of ["/functions/v1/nothing", "/functions/v1/constructor", "/functions/v1/__proto__/x", "/functions/v1", "/", "/rest/v2/opportunities"]) {
      await expectNotFound(path);
    }
  });

  it("says what it does not serve, in PostgREST's error shape, to supabase-js as to anyone", async () => {
    for (const path of ["/rest/v1/opportunities?select=*", "/storage/v1/bucket", "/realtime/v1/websocket", "/rest/v1/"]) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.status, path).toBe(501);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(await response.json()).toEqual({
        code: "LOCAL501",
        message: expect.stringMatching(/^The local stack \(npm start\) does not serve /),
        details: expect.stringContaining("/functions/v1"),
        hint: expect.stringContaining("supabase start"),
      });
    }
    const supabase = createClient(api.url, api.credentials.publishableKey);
    const { data, error } = await supabase.from("opportunities").select("*");
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: "LOCAL501", message: expect.stringContaining("direct table access (supabase.from(...), /rest/v1)") });
  });

  it("serves a trailing slash as the path without it", async () => {
    const response = await api.request("GET", "/resources/?website_viewable=true");
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
  });

  it.each([
    ["a list", "/opportunities?website_viewable=true"],
    ["a record by id", "/opportunities?id=a0000000-0000-4000-8000-000000000001"],
    ["the resources list", "/resources"],
  ])("serves HEAD on %s as GET without a body", async (_, path) => {
    const get = await fetch(`${api.url}/functions/v1${path}`);
    const head = await fetch(`${api.url}/functions/v1${path}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(head.headers.get("etag")).toBe(get.headers.get("etag"));
    expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"));
    expect(head.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers HEAD for a record that is not there with 404 and no body", async () => {
    const head = await fetch(`${api.url}/functions/v1/resources?id=b0000000-0000-4000-8000-0000000000ff`, { method: "HEAD" });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe("");
  });

  it("answers If-None-Match with a weak validator, or a list of them, with 304", async () => {
    const first = await api.request("GET", "/resources?website_viewable=true");
    const etag = first.headers.get("etag")!;
    for (const header of [`W/${etag}`, `"other", W/${etag}`, "*"]) {
      const again = await api.request("GET", "/resources?website_viewable=true", { headers: { "if-none-match": header } });
      expect(again.status, header).toBe(304);
      expect(again.body).toBeNull();
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("does not take a request id from the request", async () => {
    const response = await api.request("GET", "/resources", { headers: { "x-request-id": "forged-id" } });
    expect(response.headers.get("x-request-id")).not.toBe("forged-id");
  });
});
