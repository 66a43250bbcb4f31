import type { Queryable } from "./database.ts";

/** A table as the API exposes it: the columns it returns, in order. Names are ours, never input. */
export interface RecordTable {
  name: string;
  columns: readonly string[];
}

export type Row = Record<string, unknown>;

const ordering = "order by display_order, title, id";

/** Rows matching every filter (column = value), in a stable order. RLS decides visibility. */
export async function listRecords(tx: Queryable, table: RecordTable, filters: Row): Promise<Row[]> {
  const keys = Object.keys(filters);
  const where = keys.length ? `where ${keys.map((k, i) => `${k} = $${i + 1}`).join(" and ")}` : "";
  const rows = await tx.query<Row>(
    `select ${table.columns.join(", ")} from ${table.name} ${where} ${ordering}`,
    Object.values(filters),
  );
  return rows;
}

export async function getRecord(tx: Queryable, table: RecordTable, id: string): Promise<Row | undefined> {
  const [row] = await tx.query<Row>(`select ${table.columns.join(", ")} from ${table.name} where id = $1`, [id]);
  return row;
}

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
