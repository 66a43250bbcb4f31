// Every table of `public` is known: a record type's or a settings table's (functions/registry.ts)
// or named in `otherPublicTables` with what it is, and every one has row level security on. A new table
// that is neither, or one created without RLS, fails here before any server is started.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../functions/_shared/database/database.ts";
import { otherPublicTables, recordTypes, settingsTables } from "../functions/registry.ts";
import { migratedPglite } from "./support/targets.ts";

describe("the tables of public", () => {
  let db: Database;
  let tables: { name: string; rls: boolean }[];
  beforeAll(async () => {
    db = await migratedPglite();
    tables = await db.query(
      `select c.relname as name, c.relrowsecurity as rls from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by 1`,
    );
  });
  afterAll(() => db?.close());

  const registered = () =>
    new Set([
      ...recordTypes.map((type) => type.table as string),
      ...settingsTables.map((s) => s.table.table.name.replace(/^public\./, "")),
      ...Object.keys(otherPublicTables),
    ]);

  it("are each registered: a record type's, a settings table's, or named in otherPublicTables", () => {
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.map((t) => t.name).filter((name) => !registered().has(name)), "tables neither registered nor exempt").toEqual([]);
  });

  it("are all still there: the registry names no table the migrations dropped", () => {
    const present = new Set(tables.map((t) => t.name));
    expect([...registered()].filter((name) => !present.has(name))).toEqual([]);
  });

  it("each have row level security on", () => {
    expect(tables.filter((t) => !t.rls).map((t) => t.name), "tables without RLS").toEqual([]);
  });

  it("would notice a new table without RLS (the check itself)", async () => {
    await db.query("create table public.planted (id int)");
    const [row] = await db.query<{ rls: boolean }>("select relrowsecurity as rls from pg_class where oid = 'public.planted'::regclass");
    expect(row!.rls).toBe(false);
    expect(registered().has("planted")).toBe(false);
    await db.query("drop table public.planted");
  });
});
