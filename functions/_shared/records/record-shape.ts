import * as z from "zod";
import { calendarDate, recordId, utcTimestamp } from "./fields.ts";

// The structural half of a record type, as `npm run gen` reads it from the database into
// types/record-tables.ts: each column's type, nullability, enum values, format and comment, and an
// example record from the seed. A record as the API answers it is built from those facts here;
// the hand-written half of a declaration (its input rules, filters, public side) is in handler.ts.

export interface ColumnFacts {
  name: string;
  /** Postgres' name of its type (`text`, `uuid`, `timestamp with time zone`, ...), or `enum`. */
  type: string;
  nullable: boolean;
  /** A list of values of `type` (a Postgres array): its element type, as SQL names it. */
  array?: string;
  /** An enum's values, in order. */
  values?: readonly string[];
  /** `uri`: the column holds an http(s) URL (its `<table>_<column>_http_url` constraint). */
  format?: "uri";
  /** Its comment: the field's description in the contract. */
  description?: string;
}

export interface RecordTableFacts {
  /** Every column but generated ones (the search document), in the table's order. */
  columns: readonly ColumnFacts[];
  /** The seed's first record, as the API answers it. */
  example: Readonly<Record<string, unknown>>;
}

/** A column's values as the API answers them. */
function columnSchema(column: ColumnFacts): z.ZodType {
  let schema: z.ZodType;
  switch (column.type) {
    case "uuid":
      schema = recordId();
      break;
    case "text":
      schema = column.format ? z.string().meta({ format: column.format }) : z.string();
      break;
    case "boolean":
      schema = z.boolean();
      break;
    case "integer":
    case "smallint":
    case "bigint":
      schema = z.int();
      break;
    case "double precision":
    case "numeric":
    case "real":
      schema = z.number();
      break;
    case "date":
      schema = calendarDate();
      break;
    case "timestamp with time zone":
      schema = utcTimestamp();
      break;
    case "enum":
      schema = z.enum(column.values as [string, ...string[]]);
      break;
    case "jsonb":
      // Its shape is the declaration's to say (`recordSchema`'s `answered` replaces it).
      schema = z.json();
      break;
    default:
      throw new Error(`record-shape: no API type for ${column.name}'s ${column.type}; add one here`);
  }
  const listed = column.array ? z.array(schema) : schema;
  const nullable = column.nullable ? listed.nullable() : listed;
  return column.description ? nullable.meta({ description: column.description }) : nullable;
}

/** The columns that hold lists (Postgres arrays), each with its element type. */
export const arrayColumns = (facts: RecordTableFacts): Readonly<Record<string, string>> =>
  Object.fromEntries(facts.columns.filter((c) => c.array).map((c) => [c.name, c.array!]));

/** The columns the API returns: every column of the table but generated ones, in order. */
export const recordColumns = (facts: RecordTableFacts): readonly string[] => facts.columns.map((c) => c.name);

/**
 * A record as the API answers it: each column's schema, and `answered` (fields computed from
 * settings or by the database), which may also give a column's shape (a jsonb column's).
 */
export const recordSchema = (facts: RecordTableFacts, answered: Record<string, z.ZodType> = {}) =>
  z.strictObject({ ...Object.fromEntries(facts.columns.map((c) => [c.name, columnSchema(c)])), ...answered });
