// The query validation step: zod parses each query string once and the outcome is remembered,
// the same outcome zod gives, for valid and invalid queries alike.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { ApiEnv } from "../functions/_shared/http/context.ts";
import { ApiError } from "../functions/_shared/http/errors.ts";
import { validatedQuery } from "../functions/_shared/http/validation.ts";

function app() {
  const parsed = { count: 0 };
  const schema = z.strictObject({
    limit: z.string().regex(/^\d+$/, "must be an integer").transform((s) => (parsed.count++, Number(s))).optional(),
    q: z.string().optional(),
  });
  const hono = new Hono<ApiEnv>();
  hono.onError((error) =>
    error instanceof ApiError ? Response.json({ code: error.code, details: error.details }, { status: error.status }) : new Response("no", { status: 500 })
  );
  hono.get("/", validatedQuery(schema), (c) => c.json({ query: c.req.valid("query" as never), frozen: Object.isFrozen(c.req.valid("query" as never)) }));
  const get = async (query: string) => {
    const response = await hono.request(`/${query}`);
    return { status: response.status, body: await response.json() };
  };
  return { get, parsed };
}

describe("the query validation step", () => {
  it("parses a query string once, and answers it the same every time, its data frozen", async () => {
    const { get, parsed } = app();
    const first = await get("?limit=5&q=git");
    expect(first).toEqual({ status: 200, body: { query: { limit: 5, q: "git" }, frozen: true } });
    expect(await get("?limit=5&q=git")).toEqual(first);
    expect(parsed.count).toBe(1);
    expect((await get("?q=git&limit=5")).body.query).toEqual({ limit: 5, q: "git" });
    expect(parsed.count).toBe(2); // another query string: parsed on its own
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

  it("parses a long query string every time rather than keep it", async () => {
    const { get, parsed } = app();
    const long = `?limit=1&q=${"x".repeat(600)}`;
    await get(long);
    await get(long);
    expect(parsed.count).toBe(2);
  });
});
