import type { Read } from "../database/as-caller.ts";
import type { Queryable } from "../database/database.ts";
import { execute, join, type Sql, sql, statement, table, type Table, typeName } from "../database/sql.ts";

export type Row = Record<string, unknown>;

/** A table as the API exposes it: the columns it returns, in order. Names are ours, never input. */
export interface RecordTable extends Table {
  /** The columns as a read selects them, in order, and the fields computed from them. */
  selected: Sql;
  /** A value as a write sets `column` to it: a list as its array type reads it. */
  value(column: string, value: unknown): Sql;
  /** One column as a read selects it (a list as JSON). */
  read(column: string): Sql;
}

/** Each field's SQL over `t`'s row, `as` its name: what a read adds to the columns. Names are ours, never input. */
export function fieldsAs<T extends Table>(t: T, fields: Record<string, (t: T) => Sql>): Sql[] {
  const names = table(`${t.name}.fields`, Object.keys(fields));
  return Object.entries(fields).map(([field, of]) => sql`${of(t)} as ${names.column(field)}`);
}

/**
 * A record table. A read selects its columns (and `computed`, the fields the database works out
 * from them) and the driver decodes each row as a write's `returning` does (instants as RFC 3339
 * in UTC with microseconds, calendar dates as they are).
 */
export function recordTable(
  name: string,
  columns: readonly string[],
  computed: Record<string, (t: RecordTable) => Sql> = {},
  lists: Readonly<Record<string, string>> = {},
): RecordTable {
  const t = table(name, columns);
  // The drivers are told no array types: a list column is read as JSON (each decodes it as an
  // array) and written as an array literal its own type reads.
  const read = (c: string) => (lists[c] ? sql`to_jsonb(${t.column(c)}) as ${t.column(c)}` : t.column(c));
  const value = (c: string, v: unknown) => (lists[c] && Array.isArray(v) ? sql`${arrayLiteral(v)}::${typeName(lists[c])}[]` : sql`${v}`);
  const plain: RecordTable = { ...t, selected: join(columns.map(read), ", "), value, read };
  return { ...plain, selected: join([plain.selected, ...fieldsAs(plain, computed)], ", ") };
}

/**
 * The read of one record by id (or another unique `key` column), for `readAs`: its row with what
 * `adds` (fields only a one-record read works out), or none.
 */
export const recordRead = (t: RecordTable, value: unknown, key = "id", adds: Record<string, (t: RecordTable) => Sql> = {}): Read => ({
  statements: [statement(sql`select ${Object.keys(adds).length ? join([t.selected, ...fieldsAs(t, adds)], ", ") : t.selected} from ${t.ref}
    where ${t.column(key)} = ${value}`)],
});

/**
 * The values of a write, column = value: a record route's are its table's generated insert or
 * update type (`TablesInsert`, `TablesUpdate`, from its schemas); the bulk edit's, its flags.
 */
type Values = object;

/** A list as a Postgres array literal: each element quoted, its quotes and backslashes escaped. */
export const arrayLiteral = (values: readonly unknown[]) =>
  `{${values.map((v) => `"${String(v).replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`).join(",")}}`;

const assignments = (t: RecordTable, values: Values) => join(Object.entries(values).map(([c, v]) => sql`${t.column(c)} = ${t.value(c, v)}`), ", ");

export async function insertRecord(tx: Queryable, t: RecordTable, values: Values): Promise<Row> {
  const columns = join(Object.keys(values).map(t.column), ", ");
  const slots = join(Object.entries(values).map(([c, v]) => t.value(c, v)), ", ");
  const [row] = await execute<Row>(tx, sql`insert into ${t.ref} (${columns}) values (${slots}) returning ${t.selected}`);
  return row!;
}

/** Sets the given columns of one row; undefined when no row with that id is visible. */
export async function updateRecord(tx: Queryable, t: RecordTable, id: string, values: Values): Promise<Row | undefined> {
  const [row] = await execute<Row>(tx, sql`update ${t.ref} set ${assignments(t, values)} where id = ${id} returning ${t.selected}`);
  return row;
}

export async function deleteRecord(tx: Queryable, t: RecordTable, id: string): Promise<Row | undefined> {
  const [row] = await execute<Row>(tx, sql`delete from ${t.ref} where id = ${id} returning ${t.selected}`);
  return row;
}

/**
 * Sets the same values on every listed record the caller may change, locking them in id order
 * (overlapping bulk edits wait for each other rather than deadlock): which ids exist for the
 * caller, and which changed (a record that already had the values is not written).
 */
export async function updateMany(tx: Queryable, t: RecordTable, ids: readonly string[], values: Values) {
  const listed = sql`id = any(string_to_array(${ids.join(",")}, ',')::uuid[])`;
  const found = await execute<{ id: string }>(tx, sql`select id from ${t.ref} where ${listed} order by id for update`);
  const columns = join(Object.keys(values).map(t.column), ", ");
  const wanted = join(Object.values(values).map((v) => sql`${v}`), ", ");
  const updated = await execute<{ id: string }>(tx, sql`update ${t.ref} set ${assignments(t, values)}
    where ${listed} and (${columns}) is distinct from (${wanted}) returning id`);
  return { found: new Set(found.map((r) => r.id)), updated: new Set(updated.map((r) => r.id)) };
}
