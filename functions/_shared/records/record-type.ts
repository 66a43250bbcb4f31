import * as z from "zod";
import { sql, type Sql } from "../database/sql.ts";
import { lazily } from "../http/lazily.ts";
import type { Permission } from "../http/permissions.ts";
import type { PublicSite, ServiceConfig } from "../http/config.ts";
import type { Database as Schema, TablesInsert, TablesUpdate } from "../../../types/database.ts";
import { queryBoolean, timestamp } from "./fields.ts";
import { type RecordTable, recordTable, type Row } from "./table.ts";
import { inLanguage } from "../languages/translations.ts";

// A record type is declared once (`defineRecordType`, in its function's handler.ts): its table,
// the columns the API returns, the rules of its fields, its list filters and its names in the
// contract. Its routes, validation, the quick list reader, the list SQL, the OpenAPI document and
// the tests' generators all derive from that declaration; test/record-types.test.ts checks it
// against the migrated database before any request is served.

export type TableName = keyof Schema["public"]["Tables"];

/**
 * A list filter, `?<name>=<value>`. By default it compares the column of its name for equality;
 * `condition` gives the rows for `true` and for `false` instead.
 */
export interface Filter {
  /** The value's rule (the parameter's schema, before it is made optional and described). */
  value(): z.ZodType;
  description: string;
  /** Takes exactly `true` or `false`: the quick list reader reads it without zod. */
  boolean: boolean;
  condition?:
    | { columns: readonly string[]; true(t: RecordTable): Sql; false(t: RecordTable): Sql }
    | { columns: readonly string[]; of(t: RecordTable, value: unknown): Sql };
  /**
   * Read in list order when it is given, as a search is: under RLS its condition cannot use an
   * index (its operator is not leakproof), and the planner, misjudging how many rows match,
   * would read and sort every match for a page (an overlap of lists).
   */
  inListOrder?: true;
}

/** `?<column>=true|false`: the rows whose column holds that. */
export const flagFilter = (description: string): Filter => ({ value: queryBoolean, description, boolean: true });
/** `?<column>=<value>`: the rows whose column equals the value, which `value` checks. */
export const equalsFilter = (value: () => z.ZodType, description: string): Filter => ({ value, description, boolean: false });
/** `?<name>=true|false`: the rows that meet a condition on `columns`, or those that do not. */
export const conditionFilter = (description: string, condition: NonNullable<Filter["condition"]>): Filter => ({
  value: queryBoolean,
  description,
  boolean: true,
  condition,
});

/** `?<name>=<timestamp>`: the rows whose `column` is at or after that instant (RFC 3339). */
export const sinceFilter = (column: string, description: string): Filter => ({
  value: timestamp,
  description,
  boolean: false,
  condition: { columns: [column], of: (t, value) => sql`${t.column(column)} >= ${value}::timestamptz` },
});

/** A table's schemas: what its routes validate and answer, writes typed by the table's generated types. */
export interface RecordSchemas<T extends TableName> {
  /** The editable fields, each with its rule: what a create may give and a restore sets. */
  fields: z.ZodObject;
  /** A record as the API returns it (an OpenAPI component). */
  record: z.ZodType;
  /** The body of a create or a replace: validated, normalised values to write. */
  input: z.ZodType<TablesInsert<T>>;
  /** The body of a partial update (PATCH): any of the fields, with the same rules. */
  patch: z.ZodType<TablesUpdate<T>>;
}

/** What a record type's public feeds need: what "published" is, and where a record links without a page. */
export interface PublicDeclaration {
  /**
   * The rows the public sees: its table's `published_when` (`private.make_record_table`) spelled
   * for list SQL; test/published-once.test.ts holds it to `private.published(<row>)`.
   */
  published(t: RecordTable): Sql;
  /** What the feeds, the sitemap, calendars and channels further ask (an opportunity still open to applicants). */
  openWhen?(t: RecordTable): Sql;
  /** Where an entry links without a page: the record's own link. */
  link(row: Row, site: PublicSite | undefined): string | null;
  /**
   * Its publications reach the outbox (the channels, and the WebSub hub its feeds then name):
   * its table has the outbox's triggers (migration `20261201120000_channels`).
   */
  announced?: boolean;
}

/** A record type's public side, with its page setting (`PUBLIC_<NOUN>_URL`, from its noun). */
export interface PublicRecords extends PublicDeclaration {
  /** The setting's name (`PUBLIC_OPPORTUNITY_URL`), for configuration, messages and the contract. */
  pageSetting: string;
  /** The setting's page template, if set. */
  page(site: PublicSite | undefined): string | undefined;
  /** What the feeds, the sitemap, calendars and channels list: published, and open where that applies. */
  listed(t: RecordTable): Sql;
}

/** What a record type's declaration says. */
export interface RecordTypeDeclaration<T extends TableName> {
  /** The function's name: its path, and its OpenAPI tag. */
  name: string;
  /** What its records are: the OpenAPI tag's description. */
  description: string;
  /** What one record is called in messages and in operation ids. */
  noun: string;
  table: T;
  /** Every column the API returns, in order (`recordColumns` of its table, from types/record-tables.ts). */
  columns: readonly string[];
  /** Its list columns and their element types (`arrayColumns` of its table): read as JSON, written as arrays. */
  lists?: Readonly<Record<string, string>>;
  /**
   * The text column its lists sort by after display_order, and before id (`title` unless given): the
   * table's order indexes are made on it (`private.make_record_table`'s `sort_column`).
   */
  sortBy?: string;
  /**
   * Fields the database works out as each record is read, after its columns (a company's
   * `open_postings`): each one's SQL over the table's row, run as the caller.
   */
  computed?: Record<string, (t: RecordTable) => Sql>;
  /**
   * Unique columns that read one record as `?id=` does (a company's `?slug=`), each with its
   * parameter's rule, and what such a read adds to the record (a company's open postings).
   */
  lookup?: { keys: Record<string, () => z.ZodType>; adds?: Record<string, (t: RecordTable) => Sql> };
  /** Filters an anonymous caller's list takes unless it gives them (the public sees hiring companies). */
  anonymousDefaults?: Record<string, unknown>;
  /** The permission a caller needs to write. */
  permission: Permission;
  /** Its schemas, built when a route first needs them. */
  schemas(): RecordSchemas<T>;
  /** Its list filters, in the order the contract lists them. */
  filters: Record<string, Filter>;
  /** Error codes a write can meet beyond the common ones (a unique key's 409). */
  conflicts?: readonly ("duplicate_external_id" | "duplicate_slug" | "duplicate_domain")[];
  /**
   * Columns only the service writes (an import's feed, a sync's withdrawal), never a client's
   * input. The id, the audit columns, published_at and generated columns are always so.
   */
  serviceWritten?: readonly string[];
  /** Columns a restore sets beside the version's editable fields (`history.ts`). */
  restoreAlso?: Record<string, unknown>;
  /**
   * Fields every answer's record adds to its columns, from the service's settings (an
   * opportunity's `apply_url`): their names, and the record with them.
   */
  answered?: { fields: readonly string[]; with(config: ServiceConfig): (row: Row) => Row };
  /**
   * Its texts in other languages (its `language` and `translations` columns): the fields a
   * translation gives. Its reads take `?lang=` and `Accept-Language` (`languages/translations.ts`),
   * and every answer says its `content_language`.
   */
  translated?: { fields: readonly string[] };
  /** Its published records as feeds (`feeds.ts`), and its page setting. */
  public?: PublicDeclaration;
  /** Its rows as a bulk import gives them (opportunities' job postings). */
  imports?: ImportDeclaration;
}

/**
 * The fields an import's rows give: the import's row schema, its limits, the columns it writes and
 * what a job board's texts are cut to all derive from this (opportunities/import/posting.ts).
 */
export interface ImportDeclaration {
  /** The field that matches a row to its record (a unique column). */
  key: string;
  /** The fields every row gives, the key first, with a row's rule for each (not null). */
  required: Readonly<Record<string, () => z.ZodType>>;
  /** The fields a row may give, each with its rule in the input (`fields`). */
  optional: readonly string[];
}

/** A declared record type, with what derives from it. */
export interface RecordType<T extends TableName = TableName> extends Omit<RecordTypeDeclaration<T>, "public"> {
  public?: PublicRecords;
  /** The table as statements name it: `public.<table>` and the returned columns (and computed fields). */
  sql: RecordTable;
  /** The column lists sort by after display_order (`sortBy`, else `title`). */
  sortColumn: string;
  /** The filters that take exactly true or false, in declared order (read without zod). */
  booleanFilters: readonly string[];
  /** Every column the declaration reads: the returned ones and those its filters compare. */
  filterColumns: readonly string[];
  /** The list's filters as one zod object, built once. */
  filterSchema(): z.ZodObject<Record<string, z.ZodOptional>>;
}

/**
 * A record as answers show it under `config`: the row, with what the type adds, in the first
 * `asked` language it has (its own by default) when the type is translated.
 */
export function shownWith(type: RecordType, config: ServiceConfig, asked: readonly string[] = []): (row: Row) => Row {
  const answered = type.answered?.with(config) ?? ((row: Row) => row);
  if (!type.translated) return answered;
  const translate = inLanguage(asked, type.translated.fields);
  return (row) => answered(translate(row));
}

/**
 * The columns the shared list code reads in every record table: the order and cursor
 * (`display_order`, its `sortColumn`, which is text, and `id`), `updated_since` (`updated_at`) and
 * the search document (`fts`, a tsvector), with the types it reads them as.
 */
export const listColumns = {
  id: "uuid",
  display_order: "integer",
  updated_at: "timestamp with time zone",
  fts: "tsvector",
} as const;

export function defineRecordType<T extends TableName>(declaration: RecordTypeDeclaration<T>): RecordType<T> {
  const filters = Object.entries(declaration.filters);
  const pageSetting = `PUBLIC_${declaration.noun.toUpperCase()}_URL`;
  return {
    ...declaration,
    public: declaration.public && publicRecords(declaration.public, pageSetting),
    sql: recordTable(`public.${declaration.table}`, declaration.columns, declaration.computed, declaration.lists),
    sortColumn: declaration.sortBy ?? "title",
    booleanFilters: filters.filter(([, f]) => f.boolean).map(([name]) => name),
    filterColumns: filters.flatMap(([name, f]) => f.condition?.columns ?? [name]),
    schemas: lazily(() => declaration.schemas()),
    filterSchema: lazily(() =>
      z.strictObject(Object.fromEntries(filters.map(([name, f]) => [name, f.value().optional().meta({ description: f.description })])))
    ),
  };
}

function publicRecords(declaration: PublicDeclaration, pageSetting: string): PublicRecords {
  const { published, openWhen } = declaration;
  return {
    ...declaration,
    pageSetting,
    page: (site) => site?.pages?.[pageSetting],
    listed: openWhen ? (t) => sql`${published(t)} and ${openWhen(t)}` : published,
  };
}

/** The condition of one filter given `value`: its column equals it, or the filter's condition. */
export function filterCondition(type: RecordType, name: string, value: unknown): Sql {
  const filter = type.filters[name];
  if (!filter) throw new Error(`sql: ${type.name} has no filter ${JSON.stringify(name)}`);
  const condition = filter.condition;
  if (condition && "of" in condition) return condition.of(type.sql, value);
  if (condition) return value ? condition.true(type.sql) : condition.false(type.sql);
  return sql`${type.sql.column(name)} = ${value}`;
}
