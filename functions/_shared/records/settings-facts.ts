import { join, type Sql, sql, type Table, table, typeName } from "../database/sql.ts";

// What the catalog says of a table the API's roles write column by column (`npm run gen` writes
// `types/settings-tables.ts` from its column grants), and what a settings table derives from it:
// its columns, what its answers read, the columns written and never answered, each value's cast.

/** A field's name as a statement writes it (`as member`): a plain lower-case name, as columns are. */
const fieldName = (name: string) => table("answer", [name]).column(name);

export interface SettingsColumnFacts {
  name: string;
  /** As `format_type` writes it: `text`, `jsonb`, `public.channel_event[]`. */
  type: string;
  /** The enum it holds, or whose list it holds. */
  enum?: string;
  array: boolean;
  /** The API's roles may read it (a select grant). */
  read: boolean;
  /** The API's roles may write it (an insert or update grant). */
  write: boolean;
}

export interface SettingsTableFacts {
  /** `public.<name>`. */
  table: string;
  columns: readonly SettingsColumnFacts[];
}

/** The table, every column named. */
export const tableOf = (facts: SettingsTableFacts): Table => table(facts.table, facts.columns.map((c) => c.name));

/** Columns written and never read back: written without a select grant (a webhook's url, its signing secret). */
export const secretColumns = (facts: SettingsTableFacts): string[] => facts.columns.filter((c) => c.write && !c.read).map((c) => c.name);

/**
 * What an answer reads of a row: the columns its record shows (`answered`) but its secrets, each
 * one the API's roles may read, a list of an enum as JSON (the driver would give its text); `read` gives a
 * column's own expression (`every` in minutes); `key` is answered as `id` when the table has none.
 */
export function selectedColumns(
  facts: SettingsTableFacts,
  answered: readonly string[],
  { read = {}, key }: { read?: Record<string, Sql>; key?: string } = {},
): Sql {
  const t = tableOf(facts);
  // A secret a record shows is said once, by the create that made it, never read back.
  const secret = secretColumns(facts);
  const columns = answered.filter((name) => !(name === "id" && key) && !secret.includes(name)).map((name) => {
    const c = facts.columns.find((f) => f.name === name);
    if (!read[name] && !c?.read) throw new Error(`${facts.table}: its record shows ${name}, which is not a column the API's roles may read`);
    const expression = read[name] ?? (c!.array && c!.enum ? sql`to_jsonb(${t.column(name)})` : undefined);
    return expression ? sql`${expression} as ${fieldName(name)}` : t.column(name);
  });
  return join(key ? [sql`${t.column(key)} as id`, ...columns] : columns, ", ");
}

/** A value as its column takes it: JSON as jsonb, an enum's value or list cast to it; undefined for a plain parameter. */
export function castValue(facts: SettingsTableFacts, column: string, value: unknown): Sql | undefined {
  const c = facts.columns.find((f) => f.name === column);
  if (!c) return undefined;
  if (c.type === "jsonb") return sql`${JSON.stringify(value)}::text::jsonb`;
  if (c.enum && c.array) return sql`string_to_array(${(value as string[]).join(",")}, ',')::${typeName(c.enum)}[]`;
  if (c.enum) return sql`${value}::${typeName(c.enum)}`;
  return undefined;
}
