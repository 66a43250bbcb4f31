// Each record type's declaration against the migrated database, before any request is served:
// anything a new table lacks (a column the shared list code needs, a filter without a column, a
// field the table does not have, its permission, RLS, the audit trigger, a writable column the input
// lacks, a length limit the API and the table disagree on, a docs table that leaves it out)
// fails here, by name. What it does (who reads it, publishing, feeds, history) is
// test/record-behaviour.test.ts.
import { readFile } from "node:fs/promises";
import * as z from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../functions/_shared/database/database.ts";
import { capitalised } from "../functions/_shared/http/openapi-schemas.ts";
import { storedUriLength } from "../functions/_shared/records/fields.ts";
import { listColumns } from "../functions/_shared/records/record-type.ts";
import { recordTypes } from "../functions/registry.ts";
import { opportunityType } from "../functions/opportunities/record.ts";
import { optionalTextLimits, postingSchema } from "../functions/opportunities/import/posting.ts";
import contract from "../openapi.json" with { type: "json" };
import { targets } from "./support/targets.ts";

const schemas = contract.components.schemas as unknown as Record<string, { properties: Record<string, unknown> } | undefined>;

describe.each(recordTypes.map((type) => [type.name, type] as const))("the %s record type", (_, type) => {
  let db: Database;
  let columns: Map<string, string>;
  beforeAll(async () => {
    db = await targets[0]!.open();
    const rows = await db.query<{ name: string; type: string }>(
      "select column_name as name, data_type as type from information_schema.columns where table_schema = 'public' and table_name = $1",
      [type.table],
    );
    columns = new Map(rows.map((r) => [r.name, r.type]));
  });
  afterAll(() => db?.close());

  it("names a table of the public schema", () => {
    expect(columns.size, `public.${type.table} does not exist`).toBeGreaterThan(0);
  });

  it("returns every column of its table but the search document, and only those", () => {
    const missing = [...columns.keys()].filter((c) => c !== "fts" && !type.columns.includes(c));
    const unknown = type.columns.filter((c) => !columns.has(c));
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
  });

  it.each(Object.entries(listColumns))("has %s (%s), which the shared list code reads", (column, dataType) => {
    expect(columns.get(column), `public.${type.table}.${column}`).toBe(dataType);
  });

  it("sorts its lists by a text column it has, which its order indexes hold", async () => {
    expect(columns.get(type.sortColumn), `public.${type.table}.${type.sortColumn}`).toBe("text");
    const [index] = await db.query<{ def: string }>("select indexdef as def from pg_indexes where schemaname = 'public' and indexname = $1", [`${type.table}_order_idx`]);
    expect(index?.def).toContain(`(display_order, ${type.sortColumn}, id)`);
  });

  it.each(Object.keys(type.filters))("filter %s reads columns the table returns", (name) => {
    const read = type.filters[name]!.condition?.columns ?? [name];
    expect(read.filter((c) => !type.columns.includes(c)), `filter ${name}`).toEqual([]);
  });

  it("writes and returns only its table's columns, as its contract says", () => {
    const input = schemas[`${capitalised(type.noun)}Input`];
    const record = schemas[capitalised(type.noun)];
    expect(input && record, `components ${capitalised(type.noun)} and ${capitalised(type.noun)}Input`).toBeTruthy();
    expect(Object.keys(input!.properties).filter((f) => !type.columns.includes(f)), "input fields without a column").toEqual([]);
    const added = [...(type.answered?.fields ?? []), ...Object.keys(type.computed ?? {}), ...Object.keys(type.lookup?.adds ?? {})];
    expect(Object.keys(record!.properties).sort(), "the record's fields").toEqual([...new Set([...type.columns, ...added])].sort());
  });

  it("has a record example the seed has, so the id parameter's example reads a record", async () => {
    const example = (contract.components.schemas as unknown as Record<string, { example?: { id?: string } }>)[capitalised(type.noun)]?.example;
    expect(example?.id, `${capitalised(type.noun)}'s example id`).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await db.query(`select 1 from public.${type.table} where id = $1`, [example!.id]);
    expect(rows, `supabase/seed.sql has ${type.table} ${example!.id}`).toHaveLength(1);
  });

  it("has its permission, RLS, the shared audit trigger and the history's three", async () => {
    const [row] = await db.query<{ permission: boolean; rls: boolean; audited: boolean; history: string[] }>(
      `select $2 = any(enum_range(null::public.app_permission)::text[]) as permission,
              (select relrowsecurity from pg_class where oid = ('public.' || $1)::regclass) as rls,
              exists (select from pg_trigger where tgrelid = ('public.' || $1)::regclass
                      and tgfoid = 'private.stamp_audit_columns'::regproc) as audited,
              to_jsonb(array(select tgname::text from pg_trigger where tgrelid = ('public.' || $1)::regclass
                    and tgfoid = 'private.record_revisions'::regproc order by 1)) as history`,
      [type.table, type.permission],
    );
    expect(row).toEqual({ permission: true, rls: true, audited: true, history: ["record_deletes", "record_inserts", "record_updates"] });
  });

  it("takes every column a client may write in its input (all but the id, the audit columns, published_at, the search document and those it declares service-written)", async () => {
    const input = schemas[`${capitalised(type.noun)}Input`]!;
    const generated = (await db.query<{ name: string }>(
      "select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'ALWAYS'",
      [type.table],
    )).map((r) => r.name);
    // The search document is the database's too (kept by its trigger from the text it is made of).
    const kept = new Set(["id", "published_at", "fts", "created_at", "created_by", "updated_at", "updated_by", ...generated, ...(type.serviceWritten ?? [])]);
    const missing = [...columns.keys()].filter((c) => !kept.has(c) && !(c in input.properties));
    expect(missing, "columns no request can write: add each to the declaration's input, or to serviceWritten").toEqual([]);
  });

  it("gives every input field a value in the input's example (tools that vary an example reach each field)", () => {
    const input = schemas[`${capitalised(type.noun)}Input`] as { properties: Record<string, unknown>; example?: Record<string, unknown> };
    expect(Object.keys(input.properties).filter((field) => !(field in (input.example ?? {}))), "fields the example leaves out").toEqual([]);
  });

  it("limits each text field's length in its input exactly as its table's constraint does", async () => {
    const rows = await db.query<{ def: string }>(
      "select pg_get_constraintdef(oid) as def from pg_constraint where conrelid = ('public.' || $1)::regclass and contype = 'c'",
      [type.table],
    );
    const database: Record<string, number> = {};
    for (const { def } of rows) {
      for (const [, column, limit] of def.matchAll(/char_length\((\w+)\) <= (\d+)/g)) database[column!] = Number(limit);
    }
    const input = schemas[`${capitalised(type.noun)}Input`]!;
    // A link is limited as written, and stored percent-encoded (storedUriLength).
    const api = Object.fromEntries(Object.entries(input.properties).flatMap(([field, schema]) => {
      const limit = maxLengthOf(schema);
      if (limit === undefined) return [];
      return [[field, /"format":"uri(-reference)?"/.test(JSON.stringify(schema)) ? storedUriLength(limit) : limit]];
    }));
    const inputDatabase = Object.fromEntries(Object.entries(database).filter(([column]) => column in input.properties));
    expect(api, "the input's maxLength against the table's char_length constraints").toEqual(inputDatabase);
  });
});

describe.each(recordTypes.map((type) => [type.name, type] as const))("the docs of the %s record type", (_, type) => {
  const doc = (name: string) => readFile(new URL(`../docs/${name}`, import.meta.url), "utf8");

  it("list its permission in docs/security.md with exactly the roles that hold it", async () => {
    const db = await targets[0]!.open();
    const holders = (await db.query<{ role: string }>("select role from public.role_permissions where permission = $1 order by role", [type.permission]))
      .map((r) => r.role);
    await db.close();
    const row = (await doc("security.md")).split("\n").find((line) => line.startsWith(`| \`${type.permission}\` |`));
    expect(row, `docs/security.md has a row for ${type.permission}`).toBeDefined();
    expect([...row!.split("|")[2]!.matchAll(/`(\w+)`/g)].map((m) => m[1]).sort()).toEqual(holders);
  });

  it.each(["database.md", "admin-app.md"])("names its permission in docs/%s", async (name) => {
    expect(await doc(name)).toContain(`\`${type.permission}\``);
  });

  it("is in the README's map and deploy command", async () => {
    const readme = await readFile(new URL("../README.md", import.meta.url), "utf8");
    expect(readme).toContain(`\`functions/${type.name}/\``);
    expect(readme).toMatch(new RegExp(`functions deploy [\\w ]*\\b${type.name}\\b`));
  });
});

/** The `maxLength` a property's schema gives a string, through `anyOf`/`oneOf`. */
function maxLengthOf(schema: unknown): number | undefined {
  if (!schema || typeof schema !== "object") return undefined;
  const s = schema as { maxLength?: number; anyOf?: unknown[]; oneOf?: unknown[] };
  if (s.maxLength !== undefined) return s.maxLength;
  for (const part of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) {
    const found = maxLengthOf(part);
    if (found !== undefined) return found;
  }
  return undefined;
}

describe("the import of opportunities (its rows are the declaration's fields)", () => {
  const input = schemas.OpportunityInput!.properties;
  const limits = (properties: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(properties).flatMap(([field, schema]) => {
      const limit = maxLengthOf(schema);
      return limit === undefined ? [] : [[field, limit]];
    }));

  it("takes exactly the declared fields, each limited as the input limits it", () => {
    const posting = (z.toJSONSchema(postingSchema(), { io: "input", unrepresentable: "any" }) as { properties: Record<string, unknown> }).properties;
    expect(Object.keys(posting)).toEqual([...Object.keys(opportunityType.imports!.required), ...opportunityType.imports!.optional]);
    const importable = Object.fromEntries(Object.entries(limits(input)).filter(([field]) => field in posting));
    expect(limits(posting), "the import's maxLength against the input's").toEqual(importable);
  });

  it("cuts a job board's texts to the input's limits of the same fields: every optional text field imports take", () => {
    const cut = optionalTextLimits();
    const plainText = (schema: unknown): boolean => {
      const s = schema as { type?: string | string[]; anyOf?: unknown[]; format?: string; enum?: unknown; maxLength?: number };
      return s.anyOf ? s.anyOf.some(plainText) : [s.type].flat().includes("string") && !s.format && !s.enum && s.maxLength !== undefined;
    };
    const texts = opportunityType.imports!.optional.filter((field) => plainText(input[field]));
    expect(texts.length).toBeGreaterThan(3);
    expect(Object.keys(cut).sort()).toEqual([...texts].sort());
    expect(cut).toEqual(Object.fromEntries(Object.keys(cut).map((field) => [field, limits(input)[field]])));
  });
});
