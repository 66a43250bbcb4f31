import { parse as parseCsv } from "csv-parse/sync";
import { decodeHTML } from "entities";
import { z } from "zod";
import { ApiError, type FieldProblem } from "../_shared/errors.ts";
import { httpUrl, optionalOneOf, optionalText, requiredText } from "../_shared/fields.ts";
import { fieldProblems } from "../_shared/validation.ts";
import { categories, employmentTypes } from "./values.ts";

/** The most postings one import takes. */
export const maxImportRows = 50_000;

/** A posting ready to write, in the shape the import statement reads. */
export interface Posting {
  external_id: string;
  title: string;
  link_url: string;
  company_name?: string | null;
  location?: string | null;
  employment_type?: string | null;
  salary?: string | null;
  description?: string | null;
  field?: string | null;
  category?: string | null;
}

export interface SkippedRow {
  row: number;
  external_id: string | null;
  errors: FieldProblem[];
}

export interface Duplicate {
  external_id: string;
  /** Every row that carried it, in file order; the last one is imported. */
  rows: number[];
  kept: number;
}

export interface PreparedImport {
  postings: Posting[];
  skipped: SkippedRow[];
  duplicates: Duplicate[];
}

/**
 * CSV columns, matched case and spacing insensitively; for each field the first alias present
 * in the header wins.
 */
const columnAliases: Record<keyof Posting, string[]> = {
  external_id: ["external_id", "job_id", "linkedin_job_id"],
  title: ["title", "position"],
  company_name: ["company_name", "company"],
  link_url: ["link_url", "application_url", "link"],
  location: ["location"],
  employment_type: ["employment_type"],
  salary: ["salary"],
  description: ["description"],
  field: ["field", "search_term"],
  category: ["category"],
};
const requiredColumns = ["external_id", "title", "link_url"] as const;

/** "Full time", "FULL-TIME", "fulltime" -> "Full-time"; anything unmatched is left to fail. */
const employmentTypeByLetters: Record<string, string> = {
  ...Object.fromEntries(employmentTypes.map((t) => [t.toLowerCase().replace(/[^a-z]/g, ""), t])),
  intern: "Internship",
  contractor: "Contract",
};
const lenientEmploymentType = (value: unknown) =>
  typeof value === "string" ? (employmentTypeByLetters[value.toLowerCase().replace(/[^a-z]/g, "")] ?? value) : value;

const decodeEntities = (value: unknown) => (typeof value === "string" ? decodeHTML(value) : value);

/** One posting of an import, before the lenient readings (employment types, HTML entities). */
export const postingSchema = z.strictObject({
  external_id: requiredText(200),
  title: requiredText(200),
  link_url: httpUrl,
  company_name: optionalText(200).optional(),
  location: optionalText(200).optional(),
  employment_type: z.preprocess(lenientEmploymentType, optionalOneOf(employmentTypes)).optional(),
  salary: optionalText(100).optional(),
  description: z.preprocess(decodeEntities, optionalText(10_000)).optional(),
  field: optionalText(100).optional(),
  category: optionalOneOf(categories).optional(),
}, { error: "must be an object" });

/** A row of the file as read, before validation, with the number users know it by. */
interface RawRow {
  row: number;
  values: unknown;
}

/** The most cells a CSV row may have, and characters it may hold: a file of job postings has a few dozen. */
export const maxCsvCells = 100;
export const maxCsvRowChars = 1 << 20;

/**
 * CSV text to raw rows, numbered as a spreadsheet shows them: the header is row 1, blank rows
 * count but are ignored, and a quoted field spanning lines is still one row. Rows may end in CRLF,
 * LF or CR, mixed in one file. A row with more than `maxCsvCells` cells or `maxCsvRowChars`
 * characters is refused before the parser builds it.
 */
export function rowsFromCsv(text: string): RawRow[] {
  checkCsvShape(text);
  let records: string[][];
  try {
    records = parseCsv(text, {
      bom: true,
      relax_column_count: true,
      record_delimiter: ["\r\n", "\n", "\r"],
      max_record_size: maxCsvRowChars,
    });
  } catch (error) {
    const { code, lines } = error as { code?: string; lines?: number };
    const near = lines ? ` near line ${lines}` : "";
    throw new ApiError(
      400,
      "invalid_csv",
      code === "CSV_MAX_RECORD_SIZE"
        ? `A row of the CSV${near} holds more than ${maxCsvRowChars} characters.`
        : `The CSV could not be read${near}: check its quoting.`,
    );
  }
  const [header = [], ...data] = records;
  const normalised = header.map((name) => name.trim().toLowerCase().replace(/[\s-]+/g, "_"));
  const columnOf = Object.fromEntries(
    Object.entries(columnAliases).map(([fieldName, aliases]) => [
      fieldName,
      aliases.map((alias) => normalised.indexOf(alias)).find((index) => index >= 0),
    ]),
  ) as Record<keyof Posting, number | undefined>;
  for (const required of requiredColumns) {
    if (columnOf[required] === undefined) {
      throw new ApiError(400, "invalid_csv", `The CSV has no ${required} column (one of: ${columnAliases[required].join(", ")}).`);
    }
  }
  const rows = data.flatMap((cells, index) =>
    cells.every((cell) => cell.trim() === "") ? [] : [{
      row: index + 2,
      values: Object.fromEntries(
        Object.entries(columnOf).flatMap(([fieldName, column]) =>
          column === undefined || cells[column] === undefined ? [] : [[fieldName, cells[column]]]
        ),
      ),
    }]
  );
  checkRowCount(rows.length);
  return rows;
}

/**
 * Refuses a file with a row of more than `maxCsvCells` cells, or twice as many rows as an import
 * takes (blank ones count here), by counting separators and line ends outside quotes: a guard
 * only (csv-parse reads the file), so that millions of empty cells or blank lines are refused
 * before the parser builds them.
 */
function checkCsvShape(text: string): void {
  let row = 1;
  let cells = 1;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char === 0x22) quoted = !quoted; // an escaped "" toggles twice
    else if (quoted) continue;
    else if (char === 0x2c && ++cells > maxCsvCells) {
      throw new ApiError(400, "invalid_csv", `Row ${row} of the CSV has more than ${maxCsvCells} cells.`);
    } else if (char === 0x0a || (char === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      cells = 1;
      if (++row > 2 * maxImportRows) {
        throw new ApiError(400, "too_many_rows", `An import takes at most ${maxImportRows} rows; this file has over ${2 * maxImportRows} lines.`);
      }
    }
  }
}

/** A JSON array of posting objects to raw rows, numbered from 1 in array order. */
export function rowsFromJson(body: unknown): RawRow[] {
  if (!Array.isArray(body)) throw new ApiError(400, "invalid_body", "The body must be a JSON array of postings.");
  checkRowCount(body.length);
  return body.map((values, index) => ({ row: index + 1, values }));
}

function checkRowCount(rows: number) {
  if (rows > maxImportRows) {
    throw new ApiError(400, "too_many_rows", `An import takes at most ${maxImportRows} rows; this one has ${rows}.`);
  }
}

/**
 * Validates every row and keeps, for each external_id, the last valid row that carries it.
 * Invalid rows are skipped and reported with their number, field and reason.
 */
export function prepareImport(rows: RawRow[]): PreparedImport {
  const skipped: SkippedRow[] = [];
  const byId = new Map<string, { row: number; posting: Posting; rows: number[] }>();
  for (const { row, values } of rows) {
    const result = postingSchema.safeParse(values);
    if (!result.success) {
      const id = (values as { external_id?: unknown } | null)?.external_id;
      skipped.push({
        row,
        external_id: typeof id === "string" && id.trim() ? id.trim() : null,
        errors: fieldProblems(result.error, "row"),
      });
      continue;
    }
    const seen = byId.get(result.data.external_id);
    byId.set(result.data.external_id, { row, posting: result.data, rows: [...(seen?.rows ?? []), row] });
  }
  const kept = [...byId.values()];
  return {
    postings: kept.map((entry) => entry.posting),
    skipped,
    duplicates: kept
      .filter((entry) => entry.rows.length > 1)
      .map((entry) => ({ external_id: entry.posting.external_id, rows: entry.rows, kept: entry.row })),
  };
}
