// The SQL builder: every statement of reads and writes is built by one module, names come only
// from a table's closed column list, and values only travel as placeholders. Hostile values fed
// through every list parameter, filter, cursor, search and body field never change the statement
// text, and arrive unchanged: beside the text, and in the database.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAs } from "../functions/_shared/database/as-caller.ts";
import type { Database, Queryable } from "../functions/_shared/database/database.ts";
import { execute, inlined, literal, sql, statement, table } from "../functions/_shared/database/sql.ts";
import { type ListQuery, listRead } from "../functions/_shared/records/listing.ts";
import type { RecordType } from "../functions/_shared/records/record-type.ts";
import { insertRecord, recordRead, updateMany, updateRecord } from "../functions/_shared/records/table.ts";
import { opportunityType } from "../functions/opportunities/record.ts";
import { resourceType } from "../functions/resources/handler.ts";
import { recordTypes } from "../functions/registry.ts";
import { callers } from "./support/callers.ts";
import { targets } from "./support/targets.ts";

/** What an attacker would try: quoting, format() and placeholder syntax, escapes, NUL, size, Unicode. */
const hostile: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "'", "''", "\\", "\\'", "%", "%%", "%1$L", "%s", "$1", "$2::text", "$$", "$tag$", "E'\\x00'", "\u0000", "a\u0000b",
    "'; drop table public.resources; --", "') or true --", "*/ select 1 /*", "café ☕", "😀".repeat(300), "x".repeat(100_000),
    "\u202e", "\ud800", "\r\n", "",
  ),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 50 }),
);
const benign = "plain";
const uuid = "a0000000-0000-4000-8000-000000000001";

/** The same query with a benign value and with hostile ones: the text must not move. */
function sameTextFor<T>(build: (value: string | number) => { text: string; values: unknown[] }, arbitrary: fc.Arbitrary<T> = hostile as never) {
  const reference = build(benign);
  fc.assert(
    fc.property(arbitrary, (value) => {
      const built = build(value as string);
      expect(built.text).toBe(reference.text);
      expect(built.values).toContain(value);
      expect(built.values).toHaveLength(reference.values.length);
    }),
    { numRuns: 200 },
  );
}

const listText = (type: RecordType, query: Partial<ListQuery>) => listRead(type, { filters: {}, ...query }).statements[0]!;

describe("statements from the SQL builder", () => {
  it.each(recordTypes.map((type) => [type.name, type] as const))("keep the list's text whatever each %s filter holds", (_, type) => {
    for (const [name, filter] of Object.entries(type.filters)) {
      // A true-or-false filter's value picks one of two conditions: each keeps its text.
      if (filter.condition && !("of" in filter.condition)) {
        for (const value of [true, false]) expect(listText(type, { filters: { [name]: value } }).values).toEqual([1001]);
      } else sameTextFor((v) => listText(type, { filters: { [name]: v } }));
    }
  });

  it("keep the list's text whatever the search, ids, updated_since, limit and count hold", () => {
    for (const t of recordTypes) {
      sameTextFor((v) => listText(t, { q: String(v) }));
      sameTextFor((v) => listText(t, { ids: String(v) }));
      sameTextFor((v) => listText(t, { updated_since: String(v) }));
      // A page reads one row more than its limit.
      sameTextFor((v) => listText(t, { limit: Number(v) - 1 || 1, count: true }), fc.integer({ min: 2, max: 1_001 }));
    }
  });

  it("keep the list's text whatever a cursor holds, in each of its three positions", () => {
    for (const t of recordTypes) {
      sameTextFor((v) => listText(t, { cursor: [0, String(v), uuid] }));
      sameTextFor((v) => listText(t, { cursor: [0, "t", String(v)] }));
      sameTextFor((v) => listText(t, { cursor: [Number(v), "t", uuid] }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }));
    }
  });

  it("keep a record read's text whatever the id holds", () => {
    for (const { sql: t } of recordTypes) sameTextFor((v) => recordRead(t, String(v)).statements[0]!);
  });

  it("keep every write's text whatever each body field holds", async () => {
    for (const { sql: t } of recordTypes) {
      for (const column of t.columns) {
        const texts = new Set<string>();
        await fc.assert(
          fc.asyncProperty(hostile, async (value) => {
            const sent = recording();
            await insertRecord(sent.tx, t, { [column]: value });
            await updateRecord(sent.tx, t, String(value), { [column]: value });
            await updateMany(sent.tx, t, [String(value)], { [column]: value });
            for (const { text, values } of sent.statements) {
              texts.add(text);
              expect(values).toContain(value);
            }
          }),
          { numRuns: 50 },
        );
        expect(texts.size, column).toBe(4); // insert, update, and the bulk edit's lock and update
      }
    }
  });

  it("take names only from the table's closed column list and its declared filters", async () => {
    const sent = recording();
    await expect(insertRecord(sent.tx, resourceType.sql, { "title) values (null); --": "x" })).rejects.toThrow(/has no column/);
    await expect(updateRecord(sent.tx, resourceType.sql, uuid, { fts: "x" })).rejects.toThrow(/has no column/);
    expect(() => listRead(resourceType, { filters: { "1 = 1 or title": "x" } })).toThrow(/has no filter/);
    expect(() => listRead(resourceType, { filters: { unexpired: true } })).toThrow(/has no filter "unexpired"/);
    expect(() => table("public.x; drop", ["a"])).toThrow(/not a plain lower-case name/);
    expect(() => table("public.x", ["A b"])).toThrow(/not a plain lower-case name/);
    expect(sent.statements).toEqual([]);
  });

  it("keep $ and % out of code's own text, so nothing but a value's slot reads as a placeholder", () => {
    expect(() => sql`select $1`).toThrow(/must not hold/);
    expect(() => sql`select '100%'`).toThrow(/must not hold/);
    expect(statement(sql`select ${"$1"}, ${"%1$L"}`)).toEqual({ text: "select $1, $2", values: ["$1", "%1$L"] });
  });
});

/**
 * The value a literal stands for, read as Postgres's lexer reads it, and undefined unless the
 * whole text is one literal: `'...'` with only doubled quotes inside, or `E'...'` with only
 * doubled quotes and doubled backslashes.
 */
function unquote(text: string): string | undefined {
  const plain = /^'((?:[^']|'')*)'$/s.exec(text);
  if (plain) return plain[1]!.replaceAll("''", "'");
  const escaped = /^E'((?:[^'\\]|''|\\\\)*)'$/s.exec(text);
  return escaped?.[1]!.replace(/''|\\\\/g, (pair) => pair[0]!);
}

/** Every literal of an inlined statement replaced by `?`, and every `$n` of its source: the two texts must be equal. */
const shape = (text: string) => text.replace(/E?'(?:[^'\\]|''|\\\\)*'/g, "?");

describe("values written into a read as literals", () => {
  const storable = hostile.filter((s) => !s.includes("\u0000"));

  it("are each exactly one literal that stands for the value", () => {
    fc.assert(
      fc.property(fc.oneof(storable, fc.integer(), fc.boolean()), (value) => {
        expect(unquote(literal(value))).toBe(String(value));
      }),
      { numRuns: 500 },
    );
    expect(literal(null)).toBe("null");
    expect(literal("a\\b'c")).toBe("E'a\\\\b''c'");
  });

  it("never change the text of a list or record read around them", () => {
    const lists = (v: string) => [
      listRead(opportunityType, { filters: { location: v, company_name: v }, q: v, ids: v, updated_since: v, cursor: [1, v, v], count: true }),
      recordRead(resourceType.sql, v),
    ].flatMap((read) => read.statements);
    const reference = lists(benign).map((s) => shape(s.text.replace(/\$\d+/g, "?")));
    fc.assert(
      fc.property(storable, (value) => {
        expect(lists(value).map((s) => shape(inlined(s)))).toEqual(reference);
      }),
      { numRuns: 300 },
    );
  });

  it("refuse NUL, which would end the script's text, as Postgres refuses it (a 400), and anything not a plain value", () => {
    expect(() => literal("a\u0000b")).toThrow(expect.objectContaining({ code: "22021" }));
    expect(() => literal({ toString: () => "' or true --" })).toThrow(/not a value/);
    expect(() => literal(Number.NaN)).toThrow(/not a value/);
    expect(() => inlined({ text: "select $2", values: ["x"] })).toThrow(/no value for \$2/);
  });
});

/** A transaction that records what it is sent and answers as if nothing matched. */
function recording() {
  const statements: { text: string; values: unknown[] }[] = [];
  const tx: Queryable = {
    query: async <Row>(text: string, values: readonly unknown[] = []) => {
      statements.push({ text, values: [...values] });
      return [{ id: uuid }] as Row[];
    },
    exec: async () => {},
  };
  return { tx, statements };
}

describe.each(targets)("values through the SQL builder on $name", (target) => {
  let db: Database;
  beforeAll(async () => (db = await target.open()));
  afterAll(() => db?.close());
  // Postgres text cannot hold NUL, and no UTF-8 request can carry a lone surrogate: the API
  // refuses the first itself (a test of its own), and never receives the second.
  const storable = hostile.filter((s) => !s.includes("\u0000") && !/\p{Cs}/u.test(s));

  it("arrive in the database unchanged, through a read and through a write", async () => {
    await fc.assert(
      fc.asyncProperty(storable, async (value) => {
        const [read = []] = await readAs<{ v: string; after: string }>(db, { claims: callers.anon }, {
          statements: [statement(sql`select ${value}::text as v, 'after' as after`)],
        });
        expect(read).toEqual([{ v: value, after: "after" }]);
        const [written] = await db.transaction((tx) => execute<{ v: string }>(tx, sql`select ${value}::text as v`));
        expect(written!.v).toBe(value);
      }),
      { numRuns: 60 },
    );
  });

  it("read the same as literals whatever standard_conforming_strings says", async () => {
    await fc.assert(
      fc.asyncProperty(storable, fc.constantFrom("on", "off"), async (value, conforming) => {
        const [row] = await db.transaction(async (tx) => {
          await tx.query(`set local standard_conforming_strings = ${conforming}`);
          await tx.query("set local escape_string_warning = off");
          return tx.query<{ v: string; after: string }>(`select ${literal(value)}::text as v, 'after' as after`);
        });
        expect(row).toEqual({ v: value, after: "after" });
      }),
      { numRuns: 60 },
    );
  });

  it("find nothing, and break nothing, when a list filter or search holds them", async () => {
    await fc.assert(
      fc.asyncProperty(storable, async (value) => {
        const page = await readAs(db, { claims: callers.service }, listRead(resourceType, { filters: { category: value, extension: value } }));
        expect(page).toEqual([[]]);
      }),
      { numRuns: 60 },
    );
    const [count] = await db.query<{ n: number }>("select count(*)::int as n from public.resources");
    expect(count!.n).toBeGreaterThan(0);
  });
});
