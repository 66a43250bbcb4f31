// Property tests: for every field of both records, the import and the list filters,
// generated hostile values never get a 5xx, always get the envelope, and change nothing when
// they are refused.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, type ApiResponse, startApi } from "./support/api.ts";
import { expectAnswer, problemsOf } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";
import { recordTypes } from "../functions/registry.ts";
import { capitalised } from "../functions/_shared/http/openapi-schemas.ts";
import contract from "../openapi.json" with { type: "json" };

/** Values a careless or hostile client sends, for any field. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }), // control characters, NUL, lone surrogates
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.constantFrom("", " ", "\u0000", "\t\n", " Job ", "null", "true", "0", "-1", "NaN", "Infinity"),
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, -0, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom("x".repeat(20_000), "é".repeat(5_000), "😀".repeat(3_000)),
  fc.constantFrom("2027-13-01", "2027-00-10", "2027-01-32", "0000-00-00", "2027-02-29", "99999-01-01", "2027-1-1"),
  fc.constantFrom(
    "2027-13-01T00:00:00Z", "2027-01-01T00:00:00+16:00", "2027-01-01T00:00:00+99:99", "0001-01-01T00:00:00+01:00",
    "9999-12-31T23:59:59-15:00", "2027-01-01T24:00:00Z", "2027-01-01T00:00:60Z", "2027-01-01T00:00:00.1234567890Z",
  ),
  fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom(
    "javascript:alert(1)", "data:text/html,x", "http://", "https://", "//evil.example", "/\\evil", "http:evil.example",
    "https://a b", "https://e.org/\u0000", "ftp://e.org", "https://[::1", "/ok/path", "https://e.org/" + "a".repeat(3000),
  ),
  fc.webUrl(),
  fc.uuid(),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.constantFrom("__proto__", "constructor", "toString", "a"), fc.anything({ maxDepth: 2 }), { maxKeys: 3 }),
  fc.anything({ maxDepth: 3 }),
);

/** Each record type's writable fields and a valid create (its example), as the contract generated from its declaration has them. */
const writable = recordTypes.map((type) => {
  const input = (contract.components.schemas as unknown as Record<string, { properties: object; example: Record<string, unknown> }>)[`${capitalised(type.noun)}Input`]!;
  return { name: type.name, fields: Object.keys(input.properties), base: input.example };
});
const opportunityFields = writable.find((w) => w.name === "opportunities")!.fields;
const runs = { numRuns: 12 };

describe.each(targets)("hostile values on $name", (target) => {
  let api: Api;
  beforeAll(async () => (api = await startApi(target)));
  afterAll(() => api?.close());

  /** Every row of both tables: equal digests, nothing changed. */
  const digest = async () =>
    (await api.db.query<{ d: string }>(
      `select (select md5(coalesce(string_agg(o::text, ',' order by o.id), '')) from opportunities o) ||
              (select md5(coalesce(string_agg(r::text, ',' order by r.id), '')) from resources r) as d`,
    ))[0]!.d;

  /** The answer is the envelope and never a failure of ours; a refusal wrote nothing. */
  const holds = async (send: () => Promise<ApiResponse>) => {
    const before = await digest();
    const response = await send();
    expect(response.status).toBeLessThan(500);
    expect(response.body?.success, JSON.stringify(response.body)).toBe(response.status < 300);
    if (response.status >= 300) {
      expect(response.body.error).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
      expect(await digest()).toBe(before);
    }
    return response;
  };

  /** A body as raw JSON text, so that keys such as `__proto__` reach the server as own keys. */
  const bodyText = (base: Record<string, unknown>, field: string, value: unknown) =>
    `{${[...Object.entries(base).filter(([key]) => key !== field), [field, value]]
      .map(([key, v]) => `${JSON.stringify(key)}:${JSON.stringify(v) ?? "null"}`)
      .join(",")}}`;

  describe.each(writable)("$name", ({ name, fields, base }) => {
    let id: string;
    beforeAll(async () => {
      id = expectAnswer(await api.request("POST", `/${name}`, { as: "editor", body: { ...base, is_active: false } }), 201).id;
    });

    it.each(fields)("%s: create and update hold for any value", async (field) => {
      await fc.assert(
        fc.asyncProperty(hostile, async (value) => {
          const text = bodyText({ ...base, is_active: false }, field, value);
          await holds(() => api.request("POST", `/${name}`, { as: "editor", body: text }));
          await holds(() => api.request("PUT", `/${name}?id=${id}`, { as: "editor", body: text }));
        }),
        runs,
      );
    });

    it("prototype keys and nested bodies are refused, not merged", async () => {
      for (const key of ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"]) {
        const response = await holds(() =>
          api.request("POST", `/${name}`, { as: "editor", body: bodyText(base, key, { title: "polluted", is_active: true }) })
        );
        expect(response.status).toBe(400);
        expect(problemsOf(response)).toContainEqual({ field: key, message: "is not a known field" });
      }
      await holds(() => api.request("POST", `/${name}`, { as: "editor", body: "[" .repeat(10_000) + "]".repeat(10_000) }));
    });

    it("list filters hold for any value", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            ...Object.keys(recordTypes.find((type) => type.name === name)!.filters),
            "id", "__proto__", "constructor", "limit", "cursor", "count", "q", "ids", "updated_since", "unexpired", "extension",
          ),
          fc.string({ unit: "binary", maxLength: 200 }),
          async (key, value) => {
            await holds(() => api.request("GET", `/${name}?${key}=${encodeURIComponent(value)}`, { as: "editor" }));
          },
        ),
        { numRuns: 60 },
      );
    });
  });

  describe("the import", () => {
    const cell = fc.oneof(
      hostile.map((v) => (typeof v === "string" ? v : JSON.stringify(v) ?? "")),
      fc.constantFrom('"', '""', '"a,b"', "a\nb", "\r", "\r\n", ",,,"),
    );
    it("holds for any CSV", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }),
          fc.boolean(),
          async (rows, atomic) => {
            const text = ["external_id,title,link_url,employment_type,description", ...rows.map((r) => r.join(","))].join("\n");
            await holds(() =>
              api.request("POST", `/opportunities/import${atomic ? "?atomic=true" : ""}`, {
                as: "editor",
                body: text,
                headers: { "content-type": "text/csv" },
              })
            );
          },
        ),
        { numRuns: 40 },
      );
    });

    it("holds for any JSON", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.array(fc.dictionary(fc.constantFrom(...opportunityFields, "__proto__"), hostile, { maxKeys: 5 }), { maxLength: 5 }),
            fc.anything({ maxDepth: 3 }),
          ),
          async (value) => {
            await holds(() =>
              api.request("POST", "/opportunities/import", {
                as: "editor",
                body: JSON.stringify(value) ?? "null",
                headers: { "content-type": "application/json" },
              })
            );
          },
        ),
        { numRuns: 40 },
      );
    });
  });
});
