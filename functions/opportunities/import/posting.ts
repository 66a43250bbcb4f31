import * as z from "zod";
import { lazily } from "../../_shared/http/lazily.ts";
import { httpUrl, optionalOneOf, optionalText, requiredText } from "../../_shared/records/fields.ts";
import { plainText } from "./plain-text.ts";
import {
  lenientAmount,
  lenientCountry,
  lenientCurrency,
  lenientTimestamp,
  lenientWorkplace,
  maxDescription,
  payOrderMessage,
  payOutOfOrder,
  postingFactFields,
} from "../posting-facts.ts";
import { payIn, salaryPeriodOf } from "../salary.ts";
import { categories, employmentTypes } from "../values.ts";

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
  salary_min?: number | null;
  salary_max?: number | null;
  salary_currency?: string | null;
  salary_period?: string | null;
  workplace?: string | null;
  country?: string | null;
  posted_at?: string | null;
}

/** "Full time", "FULL-TIME", "fulltime" -> "Full-time"; anything unmatched is left to fail. */
const employmentTypeByLetters: Record<string, string> = {
  ...Object.fromEntries(employmentTypes.map((t) => [t.toLowerCase().replace(/[^a-z]/g, ""), t])),
  intern: "Internship",
  contractor: "Contract",
};
/** The employment type `value` names, leniently, if any. */
export const employmentTypeOf = (value: string): string | undefined =>
  employmentTypeByLetters[value.toLowerCase().replace(/[^a-z]/g, "")];
const lenientEmploymentType = (value: unknown) => typeof value === "string" ? (employmentTypeOf(value) ?? value) : value;

/**
 * One posting of an import, by the rules an editor's body has. A row is `readLeniently` first, and
 * `checkedPosting` finishes it: what one schema of all three would do, at a fraction of the cost
 * per row.
 */
export const postingSchema = lazily(() =>
  z.strictObject({
    external_id: requiredText(200),
    title: requiredText(200),
    link_url: httpUrl(),
    company_name: optionalText(200).optional(),
    location: optionalText(200).optional(),
    employment_type: optionalOneOf(employmentTypes).optional(),
    salary: optionalText(100).optional(),
    description: optionalText(maxDescription).optional(),
    field: optionalText(100).optional(),
    category: optionalOneOf(categories).optional(),
    ...postingFactFields(),
  }, { error: "must be an object" })
);

/** Text from a file or a board as plain text (`plainText`): entities decoded, any markup removed. */
const plainValue = (value: unknown) => (typeof value === "string" ? plainText(value) : value);

/**
 * How each field of a row is read before its rule checks it: every text as plain text, the
 * employment type and the facts leniently (`full time`, `75,000`, `usd`, `United Kingdom`,
 * `On-site`, `yearly`, a date). One pass over the row, not a step per field in the schema: an
 * import reads tens of thousands of rows.
 */
const lenientReaders: Record<string, (value: unknown) => unknown> = {
  title: plainValue,
  company_name: plainValue,
  location: plainValue,
  salary: plainValue,
  description: plainValue,
  field: plainValue,
  employment_type: lenientEmploymentType,
  salary_min: lenientAmount,
  salary_max: lenientAmount,
  salary_currency: lenientCurrency,
  salary_period: (value) => typeof value === "string" && value.trim() ? (salaryPeriodOf(value) ?? value) : value,
  workplace: lenientWorkplace,
  country: lenientCountry,
  posted_at: lenientTimestamp,
};

/**
 * A row (a file's or a board's, made for this import) as `postingSchema` checks it, read in place:
 * no copy of each of tens of thousands of rows for the collector to free.
 */
function readLeniently(values: unknown): unknown {
  if (!values || typeof values !== "object" || Array.isArray(values)) return values;
  const row = values as Record<string, unknown>;
  for (const name in lenientReaders) if (Object.hasOwn(row, name)) row[name] = lenientReaders[name]!(row[name]);
  return row;
}

/** A row read leniently, checked, its pay read from its salary text when it gives only that. */
export function checkedPosting(values: unknown): { posting: Posting } | { error: z.ZodError } {
  const result = postingSchema().safeParse(readLeniently(values));
  if (!result.success) return { error: result.error };
  if (payOutOfOrder(result.data)) {
    return { error: new z.ZodError([{ code: "custom", path: ["salary_max"], message: payOrderMessage, input: result.data.salary_max }]) };
  }
  return { posting: withPayFromText(result.data) };
}

const payFields = ["salary_min", "salary_max", "salary_currency", "salary_period"] as const;

/**
 * A posting that gives its salary as text only (its pay columns absent or empty) gets the pay
 * that text surely states as numbers (`payIn`), or none: the numbers always follow the text they
 * were read from. One that gives any of the pay fields keeps its own.
 */
function withPayFromText<T extends Record<string, unknown>>(posting: T): T {
  if (!("salary" in posting) || payFields.some((name) => posting[name] != null)) return posting;
  const pay = payIn(posting.salary as string | null);
  return { ...posting, salary_min: null, salary_max: null, salary_currency: null, salary_period: null, ...pay };
}
