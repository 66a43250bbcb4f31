import type { Queryable, Read } from "../database/database.ts";

/** A table as the API exposes it: the columns it returns, in order. Names are ours, never input. */
export interface RecordTable {
  name: string;
  columns: readonly string[];
  /** Its timestamptz columns, which the API writes as RFC 3339 in UTC with microseconds. */
  instants: readonly string[];
}

/** The format of `timestampFromPostgres`, in a UTC session: `2027-01-31T23:59:00.123400Z`. */
const rfc3339 = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/**
 * The table's columns as the API returns them, instants formatted by Postgres (in a UTC session,
 * as `read_as` sets): selected in a subquery `p`, `row_to_json(p)` is a record's JSON. (Postgres
 * writes a row's JSON about twice as fast as `json_build_object` with the names spelled out.)
 */
export const recordColumns = (table: RecordTable): string =>
  table.columns.map((c) => (table.instants.includes(c) ? `to_char(${c}, ${rfc3339}) as ${c}` : c)).join(", ");

/** The read of one record by id, for `readAs`: its JSON as `body`, or no row. */
export const recordRead = (table: RecordTable, id: string): Read => ({
  statement: `select null::text as meta, row_to_json(p)::text as body from (select ${recordColumns(table)} from ${table.name} where id = %1$L) p`,
  values: [id],
});

export type Row = Record<string, unknown>;

/**
 * Every column of a table as the generated types have it (`Tables<"name">`), each listed once:
 * the compiler refuses a list that misses, misspells or keeps a renamed column.
 */
export const allColumns = <TableRow>() =>
<const C extends readonly (keyof TableRow & string)[]>(
  columns: C & ([Exclude<keyof TableRow, C[number]>] extends [never] ? unknown : { missing: Exclude<keyof TableRow, C[number]> }),
): C => columns;

/** True only when a record schema and the table's generated row have the same fields. */
export type SameFields<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : false;

export async function insertRecord(tx: Queryable, table: RecordTable, values: Row): Promise<Row> {
  const keys = Object.keys(values);
  const [row] = await tx.query<Row>(
    `insert into ${table.name} (${keys.join(", ")}) values (${keys.map((_, i) => `$${i + 1}`).join(", ")})
     returning ${table.columns.join(", ")}`,
    Object.values(values),
  );
  return row!;
}

/** Sets the given columns of one row; undefined when no row with that id is visible. */
export async function updateRecord(tx: Queryable, table: RecordTable, id: string, values: Row) {
  const keys = Object.keys(values);
  const [row] = await tx.query<Row>(
    `update ${table.name} set ${keys.map((k, i) => `${k} = $${i + 2}`).join(", ")} where id = $1
     returning ${table.columns.join(", ")}`,
    [id, ...Object.values(values)],
  );
  return row;
}

export async function deleteRecord(tx: Queryable, table: RecordTable, id: string): Promise<Row | undefined> {
  const [row] = await tx.query<Row>(`delete from ${table.name} where id = $1 returning ${table.columns.join(", ")}`, [
    id,
  ]);
  return row;
}
