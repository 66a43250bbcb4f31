// The validation step: zod parses every query it is given, valid or invalid, each time (nothing is
// remembered, so a schema may read the clock or the caller); schemas are built at the first
// request that needs them, and a list's common queries are read without building any.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { ApiEnv } from "../functions/_shared/http/context.ts";
import { ApiError } from "../functions/_shared/http/errors.ts";
import { type QuickQuery, validatedQuery, validatedRequest } from "../functions/_shared/http/validation.ts";

function app(quick?: QuickQuery) {
  const parsed = { count: 0, built: 0 };
  const schema = z.strictObject({
    limit: z.string().regex(/^\d+$/, "must be an integer").transform((s) => (parsed.count++, Number(s))).optional(),
    q: z.string().optional(),
  });
  const hono = new Hono<ApiEnv>();
  hono.onError((error) =>
    error instanceof ApiError ? Response.json({ code: error.code, details: error.details }, { status: error.status }) : new Response("no", { status: 500 })
  );
  const step = validatedQuery(() => (parsed.built++, schema), quick);
  hono.get("/", step, (c) => c.json({ query: c.req.valid("query" as never) }));
  const get = async (query: string) => {
    const response = await hono.request(`/${query}`);
    return { status: response.status, body: await response.json() };
  };
  return { get, parsed };
}

describe("the query validation step", () => {
  it("parses each request's query, the same query string again too", async () => {
    const { get, parsed } = app();
    const first = await get("?limit=5&q=git");
    expect(first).toEqual({ status: 200, body: { query: { limit: 5, q: "git" } } });
    expect(await get("?limit=5&q=git")).toEqual(first);
    expect(parsed.count).toBe(2);
  });

  it("answers an invalid query with the same 400 naming each field, every time", async () => {
    const { get } = app();
    const expected = {
      status: 400,
      body: {
        code: "validation_failed",
        details: [{ field: "limit", message: "must be an integer" }, { field: "size", message: "is not a known field" }],
      },
    };
    expect(await get("?limit=x&size=1")).toEqual(expected);
    expect(await get("?limit=x&size=1")).toEqual(expected);
  });

  it("builds the schema for the first query that needs it, and reads a quick query without it", async () => {
    const quick: QuickQuery = (query) => (Object.keys(query).join() === "q" ? { q: `quick ${query.q}` } : undefined);
    const { get, parsed } = app(quick);
    expect(await get("?q=git")).toEqual({ status: 200, body: { query: { q: "quick git" } } });
    expect(parsed.built).toBe(0);
    expect((await get("?limit=5")).body.query).toEqual({ limit: 5 });
    expect((await get("?limit=x")).status).toBe(400);
    expect(parsed.built).toBe(1);
  });
});

describe("the validation step of a route's whole request", () => {
  it("asks for the schemas at the first request, once, and checks the query, headers and body", async () => {
    let asked = 0;
    const step = validatedRequest(() => (asked++, {
      query: z.strictObject({}),
      headers: z.object({ "x-tag": z.string().regex(/^\w+$/, "must be a word") }),
    }));
    const hono = new Hono<ApiEnv>();
    hono.onError((error) => Response.json({ details: (error as ApiError).details }, { status: 400 }));
    hono.get("/", step, (c) => c.json(c.req.valid("header" as never)));
    expect(asked).toBe(0);
    expect(await (await hono.request("/", { headers: { "x-tag": "ok" } })).json()).toMatchObject({ "x-tag": "ok" });
    expect(await (await hono.request("/?size=1", { headers: { "x-tag": "ok" } })).json()).toEqual({
      details: [{ field: "size", message: "is not a known field" }],
    });
    expect(await (await hono.request("/", { headers: { "x-tag": "no!" } })).json()).toEqual({
      details: [{ field: "x-tag", message: "must be a word" }],
    });
    expect(asked).toBe(1);
  });
});
