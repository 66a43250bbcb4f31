import { DatabaseError, type Queryable } from "./database.ts";

/**
 * The one place where statement text is made. A statement is a tagged template: its literal
 * parts are source code, each interpolated value becomes a placeholder `$1`, `$2`, ... and
 * travels beside the text; a table or column name can only come from a `Table`, whose names are
 * fixed in code (the generated column lists). So no request value can change what a statement
 * says, whatever it holds: the property tests feed hostile values through every parameter and
 * compare the text. A write binds the values; a read, sent as one script without parameters,
 * has each written into the text as a quoted literal by `inlined`, the only quoting there is.
 */

const parts = Symbol("sql parts");

/** A piece of a statement: text from code, and value slots. */
export interface Sql {
  readonly [parts]: readonly (string | Value)[];
}

/** A value slot: rendered as the next `$n`. */
interface Value {
  value: unknown;
}

/** A statement ready to send: `text` with `$1..$n`, and the values in that order. */
export interface Statement {
  text: string;
  values: unknown[];
}

const isSql = (x: unknown): x is Sql => typeof x === "object" && x !== null && parts in x;

/**
 * Code's own text. `$` and `%` are kept out of it, so nothing but a slot can read as a
 * placeholder, whichever way the statement is sent (`inlined` turns `$n` into a quoted literal).
 */
function codeText(text: string): string {
  if (/[$%]/.test(text)) throw new Error(`sql: statement text must not hold $ or %: ${JSON.stringify(text)}`);
  return text;
}

/** sql`select ... where id = ${id}`: literal parts are text, other values are slots, Sql nests. */
export function sql(strings: TemplateStringsArray, ...args: unknown[]): Sql {
  const built: (string | Value)[] = [];
  strings.forEach((text, i) => {
    built.push(codeText(text));
    if (i < args.length) {
      const arg = args[i];
      if (isSql(arg)) built.push(...arg[parts]);
      else built.push({ value: arg });
    }
  });
  return { [parts]: built };
}

/** The pieces, with `separator` (code's own text) between them. */
export function join(pieces: readonly Sql[], separator: string): Sql {
  const built: (string | Value)[] = [];
  pieces.forEach((piece, i) => {
    if (i > 0) built.push(codeText(separator));
    built.push(...piece[parts]);
  });
  return { [parts]: built };
}

/** The text and its values, placeholders numbered in order. */
export function statement(query: Sql): Statement {
  const values: unknown[] = [];
  const text = query[parts].map((part) => (typeof part === "string" ? part : `$${values.push(part.value)}`)).join("");
  return { text, values };
}

/**
 * A value as a Postgres string literal, of unknown type as a bound parameter is, so the statement
 * reads it as it would the parameter: `'it''s'`, and `E'a\\b'` when it holds a backslash, which
 * reads the same whatever `standard_conforming_strings` says (as Postgres's own `quote_literal`).
 * Inside quotes nothing ends the literal but a lone quote, and every quote is doubled. NUL, which
 * would end the script's text, is refused as Postgres refuses it in text (22021, a 400); `null`
 * is NULL.
 */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number" && !Number.isFinite(value)) throw new Error(`sql: ${value} is not a value`);
  if (!["string", "number", "boolean"].includes(typeof value)) throw new Error(`sql: a ${typeof value} is not a value`);
  const text = String(value);
  if (text.includes("\u0000")) throw new DatabaseError('invalid byte sequence for encoding "UTF8": 0x00', "22021");
  const quoted = `'${text.replaceAll("'", "''")}'`;
  return text.includes("\\") ? `E${quoted.replaceAll("\\", "\\\\")}` : quoted;
}

/** The statement as one text with no parameters: each `$n` replaced by its value's literal, in one pass. */
export function inlined({ text, values }: Statement): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    if (!(Number(n) >= 1 && Number(n) <= values.length)) throw new Error(`sql: no value for $${n}`);
    return literal(values[Number(n) - 1]);
  });
}

const name = /^[a-z_][a-z0-9_]*$/;

/** A type as a cast names it (`jsonb`, `public.channel_event`), from code or the generated facts: checked as a name is. */
export function typeName(type: string): Sql {
  if (!type.split(".").every((n) => name.test(n)) || type.split(".").length > 2) throw new Error(`sql: ${JSON.stringify(type)} is not a type name`);
  return { [parts]: [type] };
}

/** A table and its closed list of columns: the only source of names in a statement. */
export interface Table<Column extends string = string> {
  /** `schema.table`. */
  readonly name: string;
  /** The same, as a statement names it. */
  readonly ref: Sql;
  readonly columns: readonly Column[];
  /** One of the table's columns; anything else throws (a programming error, never input). */
  column(column: string): Sql;
}

export function table<const Column extends string>(qualifiedName: string, columns: readonly Column[]): Table<Column> {
  for (const n of [...qualifiedName.split("."), ...columns]) {
    if (!name.test(n)) throw new Error(`sql: ${JSON.stringify(n)} is not a plain lower-case name`);
  }
  const text = (t: string): Sql => ({ [parts]: [t] });
  const known = new Map(columns.map((c) => [c as string, text(c)]));
  return {
    name: qualifiedName,
    ref: text(qualifiedName),
    columns,
    column(column) {
      const found = known.get(column);
      if (!found) throw new Error(`sql: ${qualifiedName} has no column ${JSON.stringify(column)}`);
      return found;
    },
  };
}

/** Runs a built statement: the driver binds the values to the placeholders. */
export function execute<Row = Record<string, unknown>>(tx: Queryable, query: Sql): Promise<Row[]> {
  const { text, values } = statement(query);
  return tx.query<Row>(text, values);
}
