// A list's common queries are read without zod (`quickListQuery`), so that an instance's first
// answer builds no schema. zod stays the source of the rules: for every query string the quick
// reading accepts, it must give exactly what the route's zod schema gives, keys in the same order.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import type { Database } from "../functions/_shared/database/database.ts";
import type { RouteDeclaration } from "../functions/_shared/http/route-kinds.ts";
import { devServiceConfig, generateDevCredentials } from "../local/dev-credentials.ts";
import { createFunctions, recordTypes } from "../functions/registry.ts";

let lists: { name: string; declaration: RouteDeclaration; booleans: string[] }[];
beforeAll(async () => {
  const deps = { db: {} as Database, config: devServiceConfig(await generateDevCredentials()) };
  lists = createFunctions(deps).filter((fn) => recordTypes.some((type) => type.name === fn.name)).map((fn) => ({
    name: fn.name,
    declaration: fn.routes.find((r) => r.method === "GET" && r.path === `/${fn.name}`)!.declaration,
    // Every filter whose declared value is exactly true or false, found from its schema, not the declaration's list.
    booleans: Object.entries(recordTypes.find((type) => type.name === fn.name)!.filters)
      .filter(([, filter]) => filter.value().safeParse("true").success && !filter.value().safeParse("yes").success)
      .map(([name]) => name),
  }));
});

const zodQuery = (d: RouteDeclaration) => d.contract().request!.query as ZodType;

/**
 * Parameters of every kind, mostly those the quick reading takes, with values it takes and values
 * near its edges.
 */
const queries = (booleans: string[]) =>
  fc.dictionary(
    fc.oneof(
      { arbitrary: fc.constantFrom(...booleans, "count", "limit"), weight: 4 },
      { arbitrary: fc.constantFrom("category", "q", "id", "cursor", "extension", "size", "Limit", "__proto__"), weight: 1 },
    ),
    fc.oneof(
      { arbitrary: fc.constantFrom("true", "false", "1", "50", "1000"), weight: 4 },
      {
        arbitrary: fc.constantFrom("True", "TRUE", " true", "true ", "0", "", "1001", "0001", "0000", "10000", "+5", "5.0", "1e3", "٣"),
        weight: 2,
      },
      { arbitrary: fc.string({ maxLength: 6 }), weight: 1 },
    ),
    { maxKeys: 5 },
  );

describe.each(recordTypes.map((type) => type.name))("the quick reading of the %s list's query", (name) => {
  const list = () => lists.find((l) => l.name === name)!;

  it("gives exactly zod's data, keys in zod's order, for every query it reads", () => {
    const { declaration, booleans } = list();
    let read = 0;
    fc.assert(
      fc.property(queries(booleans), (query) => {
        const quick = declaration.quickQuery!(query);
        if (quick === undefined) return;
        read++;
        const parsed = zodQuery(declaration).safeParse(query);
        expect(parsed.success).toBe(true);
        expect(quick).toStrictEqual(parsed.data);
        expect(Object.keys(quick)).toEqual(Object.keys(parsed.data as object));
      }),
      { numRuns: 3_000 },
    );
    expect(read).toBeGreaterThan(300); // the property was tested, not only skipped
  });

  it("reads the public website's queries, and leaves others to zod", () => {
    const { declaration, booleans } = list();
    const common = Object.fromEntries(booleans.slice(0, 2).map((b) => [b, "true"]));
    const commonData = Object.fromEntries(booleans.slice(0, 2).map((b) => [b, true]));
    expect(declaration.quickQuery!({ ...common, limit: "50", count: "false" })).toStrictEqual({ ...commonData, limit: 50, count: false });
    expect(declaration.quickQuery!({})).toStrictEqual({});
    const others: Record<string, string>[] = [
      { q: "git" }, { limit: "0" }, { limit: "1001" }, { is_active: "yes" }, { id: "a0000000-0000-4000-8000-000000000001" },
    ];
    for (const other of others) {
      expect(declaration.quickQuery!(other), JSON.stringify(other)).toBeUndefined();
    }
  });

  it("belongs to a route that takes only a query, so no check is skipped", () => {
    const { request } = list().declaration.contract();
    expect(Object.keys(request ?? {})).toEqual(["query"]);
  });
});

describe("a large page's envelope", () => {
  it("is byte for byte the JSON of the envelope, whatever characters its rows hold", async () => {
    const { answerPage } = await import("../functions/_shared/records/listing.ts");
    const texts = ["plain", "é ü ß", "日本語のテキスト", "emoji 🎉 and 𝄞", "quote \" back \\ new\nline", "\u2028\u2029", ""];
    const rows = Array.from({ length: 250 }, (_, i) => ({ id: String(i), title: texts[i % texts.length]!.repeat(1 + (i % 40)), n: i, ok: i % 2 === 0, none: null }));
    for (const [cursor, total] of [[null, undefined], ["WzEsImEiXQ", 250]] as const) {
      const sent: (string | Uint8Array)[] = [];
      answerPage((body) => (sent.push(body), new Response()), {}, rows, cursor, total);
      expect(sent[0]).toBeInstanceOf(Uint8Array);
      expect(new TextDecoder().decode(sent[0] as Uint8Array)).toBe(JSON.stringify({ success: true, data: rows, next_cursor: cursor, total }));
    }
  });
});
