// The import's readers of CSV and JSON files. Loaded on the first import, not when the function
// starts: csv-parse and entities are needed by nothing else.
import { Buffer } from "node:buffer";
import { parse as parseCsv } from "csv-parse/sync";
import { ApiError, type FieldProblem } from "../../_shared/http/errors.ts";
import { fieldProblems } from "../../_shared/http/errors.ts";
import { checkedPosting, type Posting, postingFields, requiredPostingFields } from "./posting.ts";

/** The most postings one import takes. */
export const maxImportRows = 50_000;

export interface SkippedRow {
  row: number;
  external_id: string | null;
  errors: FieldProblem[];
}

/** A board's text longer than its field takes, stored cut. */
export interface Shortened {
  external_id: string;
  field: string;
  length: number;
  kept: number;
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
  /** Texts a job board sent longer than their field takes, stored cut (none from a file: a file's are refused). */
  shortened: Shortened[];
}

/**
 * CSV column names besides each field's own, as scraped exports spell them. Columns match case and
 * spacing insensitively; for each field its own name, then these, in order: the first present wins.
 */
const otherColumnNames: Readonly<Record<string, readonly string[]>> = {
  external_id: ["job_id", "linkedin_job_id"],
  title: ["position"],
  company_name: ["company"],
  link_url: ["application_url", "link"],
  field: ["search_term"],
  salary_min: ["min_salary", "min_amount"],
  salary_max: ["max_salary", "max_amount"],
  salary_currency: ["currency"],
  salary_period: ["interval", "pay_period"],
  workplace: ["work_model", "workplace_type"],
  country: ["country_code"],
  posted_at: ["date_posted", "posted"],
};
const columnNames = (field: string) => [field, ...(otherColumnNames[field] ?? [])];

/** A row of the file as read, before validation, with the number users know it by. */
interface RawRow {
  row: number;
  values: unknown;
  /** Why the row cannot be read as the header says, when it cannot: skipped, never stored cut. */
  unreadable?: string;
}

/** The most cells a CSV row may have, and characters it may hold: a file of job postings has a few dozen. */
const maxCsvCells = 100;
const maxCsvRowChars = 1 << 20;

/** A CSV file (UTF-8 bytes, header row) checked and ready to write. */
export function prepareCsv(bytes: Uint8Array): PreparedImport {
  const prepared = importBuilder();
  readCsv(bytes, prepared.add);
  return prepared.result();
}

/** A JSON array of posting objects, numbered from 1 in array order, checked and ready to write. */
export function prepareJson(body: unknown): PreparedImport {
  if (!Array.isArray(body)) throw new ApiError(400, "invalid_body", "The body must be a JSON array of postings.");
  checkRowCount(body.length);
  const prepared = importBuilder();
  body.forEach((values, index) => prepared.add({ row: index + 1, values }));
  return prepared.result();
}

/**
 * Reads a CSV file's rows, numbered as a spreadsheet shows them: the header is row 1, blank rows
 * count but are ignored, and a quoted field spanning lines is still one row. Rows may end in
 * CRLF, LF or CR, mixed in one file. A row with more than `maxCsvCells` cells or `maxCsvRowChars`
 * characters is refused before the parser builds it. A row with more cells than the header (an
 * unquoted `£25,000`) is not read: cutting it would lose a cell, so it is reported instead; cells
 * past its end are blank (so are empty trailing cells a spreadsheet leaves out). Each row goes to
 * `add` as it is parsed, and neither the parser nor this keeps it: a file's rows are never all
 * held at once.
 */
function readCsv(bytes: Uint8Array, add: (row: RawRow) => void): void {
  checkCsvShape(bytes);
  let rows = 0;
  let columnOf: Record<string, number | undefined> | undefined;
  let headerCells = 0;
  try {
    parseCsv(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      bom: true,
      relax_column_count: true,
      record_delimiter: ["\r\n", "\n", "\r"],
      max_record_size: maxCsvRowChars,
      on_record: (cells: string[], { records }) => {
        if (!columnOf) {
          columnOf = columnsOf(cells);
          headerCells = cells.length;
        } else if (cells.some((cell) => cell.trim() !== "") && ++rows <= maxImportRows) {
          const extra = cells.slice(headerCells).some((cell) => cell.trim() !== "");
          add({
            row: records,
            values: valuesOf(cells, columnOf),
            ...(extra && {
              unreadable: `has ${cells.length} cells and the header ${headerCells}: quote each value that holds a comma ` +
                `(e.g. "£25,000"); the row was not imported`,
            }),
          });
        }
        return null; // kept here, not by the parser
      },
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
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
  if (!columnOf) columnsOf([]);
  checkRowCount(rows);
}

/** Which cell holds each field: header names matched case and spacing insensitively, by alias. */
function columnsOf(header: string[]): Record<string, number | undefined> {
  const normalised = header.map((name) => name.trim().toLowerCase().replace(/[\s-]+/g, "_"));
  const columnOf = Object.fromEntries(postingFields.map((field) => [
    field,
    columnNames(field).map((name) => normalised.indexOf(name)).find((index) => index >= 0),
  ]));
  for (const required of requiredPostingFields) {
    if (columnOf[required] === undefined) {
      throw new ApiError(400, "invalid_csv", `The CSV has no ${required} column (one of: ${columnNames(required).join(", ")}).`);
    }
  }
  return columnOf;
}

/** The fields of the file's columns (a column it lacks is no field: a re-import leaves it as it was). */
function valuesOf(cells: string[], columnOf: Record<string, number | undefined>) {
  const values: Record<string, string> = {};
  for (const fieldName in columnOf) {
    const column = columnOf[fieldName];
    // Trimmed: a spreadsheet's " Job " is the Job its reader sees (JSON rows take exact values).
    if (column !== undefined) values[fieldName] = (cells[column] ?? "").trim();
  }
  return values;
}

/**
 * Refuses a file with a row of more than `maxCsvCells` cells, or twice as many rows as an import
 * takes (blank ones count here), by counting separators and line ends outside quotes: a guard
 * only (csv-parse reads the file), so that millions of empty cells or blank lines are refused
 * before the parser builds them.
 */
function checkCsvShape(bytes: Uint8Array): void {
  let row = 1;
  let cells = 1;
  let quoted = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte === 0x22) quoted = !quoted; // an escaped "" toggles twice
    else if (quoted) continue;
    else if (byte === 0x2c && ++cells > maxCsvCells) {
      throw new ApiError(400, "invalid_csv", `Row ${row} of the CSV has more than ${maxCsvCells} cells.`);
    } else if (byte === 0x0a || (byte === 0x0d && bytes[i + 1] !== 0x0a)) {
      cells = 1;
      if (++row > 2 * maxImportRows) {
        throw new ApiError(400, "too_many_rows", `An import takes at most ${maxImportRows} rows; this file has over ${2 * maxImportRows} lines.`);
      }
    }
  }
}

function checkRowCount(rows: number) {
  if (rows > maxImportRows) {
    throw new ApiError(400, "too_many_rows", `An import takes at most ${maxImportRows} rows; this one has ${rows}.`);
  }
}

/**
 * Validates rows one by one and keeps, for each external_id, the last valid row that carries it.
 * Invalid rows are skipped and reported with their number, field and reason.
 */
function importBuilder() {
  const skipped: SkippedRow[] = [];
  // Each id's rows in one array, added to in place: linear however many rows share an id.
  const byId = new Map<string, { row: number; posting: Posting; rows: number[] }>();
  return {
    add({ row, values, unreadable }: RawRow) {
      const result = unreadable ? undefined : checkedPosting(values);
      if (!result || "error" in result) {
        const id = (values as { external_id?: unknown } | null)?.external_id;
        skipped.push({
          row,
          external_id: typeof id === "string" && id.trim() ? id.trim() : null,
          errors: result ? fieldProblems(result.error, "row") : [{ field: "row", message: unreadable! }],
        });
        return;
      }
      const { posting } = result;
      const seen = byId.get(posting.external_id);
      if (seen) {
        seen.rows.push(row);
        Object.assign(seen, { row, posting });
      } else {
        byId.set(posting.external_id, { row, posting, rows: [row] });
      }
    },
    result(): PreparedImport {
      const kept = [...byId.values()];
      return {
        postings: kept.map((entry) => entry.posting),
        skipped,
        shortened: [],
        duplicates: kept.flatMap((entry) =>
          entry.rows.length > 1 ? [{ external_id: entry.posting.external_id, rows: entry.rows, kept: entry.row }] : []
        ),
      };
    },
  };
}
