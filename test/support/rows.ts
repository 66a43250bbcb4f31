import type { Queryable } from "../../functions/_shared/database/database.ts";
import { arrayLiteral } from "../../functions/_shared/records/table.ts";

/**
 * Inserts one row from a plain object (test-only: column names are trusted) and returns the
 * `returning` columns (all of them unless named).
 */
export async function insertRow<Row = Record<string, unknown>>(
  q: Queryable,
  table: string,
  row: Record<string, unknown>,
  returning = "*",
): Promise<Row> {
  const columns = Object.keys(row);
  const values = columns.map((_, i) => `$${i + 1}`);
  const rows = await q.query<Row>(
    `insert into ${table} (${columns.join(", ")}) values (${values.join(", ")}) returning ${returning}`,
    // A list as an array literal, which the column's own type reads (the drivers are told no array types).
    Object.values(row).map((v) => (Array.isArray(v) ? arrayLiteral(v) : v)),
  );
  return rows[0]!;
}

/** A valid opportunity, with `overrides` applied. */
export function opportunity(overrides: Record<string, unknown> = {}) {
  return { title: "Test opportunity", link_url: "https://example.org/apply", ...overrides };
}

/** A valid resource, with `overrides` applied. */
export function resource(overrides: Record<string, unknown> = {}) {
  return {
    title: "Test resource",
    category: "Workshops",
    link_url: "https://example.org/file.pdf",
    ...overrides,
  };
}

export const seededFormId = "f0000000-0000-4000-8000-000000000001";

/** A company supabase/seed.sql makes (Northgate Software, viewable, verified domain northgate.example). */
export const seededCompanyId = "c0000000-0000-4000-8000-000000000001";
