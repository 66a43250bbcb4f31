import * as z from "zod";
import { lazily } from "../../_shared/http/lazily.ts";
import { plainText } from "./plain-text.ts";
import {
  lenientAmount,
  lenientCountry,
  lenientCurrency,
  lenientTimestamp,
  lenientWorkplace,
  payOrderMessage,
  payOutOfOrder,
} from "../posting-facts.ts";
import { payIn, salaryPeriodOf } from "../salary.ts";
import { lenientDegreeLevels, lenientFlag, lenientTexts, lenientVisaSponsorship, lenientYears } from "../eligibility.ts";
import { employmentTypes } from "../values.ts";
import { opportunityType } from "../record.ts";

/** A posting ready to write: the declared import's fields (`opportunityType.imports`). */
export type Posting = { external_id: string; title: string; link_url: string } & Record<string, unknown>;

const imports = opportunityType.imports!;
/** The fields a row may give: the required ones, then the optional ones, as the declaration orders them. */
export const postingFields: readonly string[] = [...Object.keys(imports.required), ...imports.optional];
export const requiredPostingFields: readonly string[] = Object.keys(imports.required);

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
 * One posting of an import: the declared import's fields, each optional one by the rule an editor's
 * body has (the input's own field). A row is `readLeniently` first, and `checkedPosting` finishes
 * it: what one schema of all three would do, at a fraction of the cost per row.
 */
export const postingSchema = lazily(() => {
  const fields = opportunityType.schemas().fields.shape as Record<string, z.ZodType>;
  return z.strictObject({
    ...Object.fromEntries(Object.entries(imports.required).map(([name, rule]) => [name, rule()])),
    ...Object.fromEntries(imports.optional.map((name) => [name, fields[name]!])),
  }, { error: "must be an object" });
});

/**
 * The longest each optional text field of a posting may be (a job board's longer texts are cut to
 * it, not refused): read from the posting's own rules, so it is the input's and the table's.
 */
export const optionalTextLimits = lazily((): Readonly<Record<string, number>> => {
  const properties = (z.toJSONSchema(postingSchema(), { io: "input", unrepresentable: "any" }) as { properties: Record<string, unknown> }).properties;
  return Object.fromEntries(imports.optional.flatMap((name) => {
    const text = textSchemaOf(properties[name]);
    return text?.maxLength !== undefined && text.format === undefined ? [[name, text.maxLength]] : [];
  }));
});

/** The string branch of a (nullable) field's JSON Schema. */
function textSchemaOf(schema: unknown): { maxLength?: number; format?: string } | undefined {
  const s = schema as { type?: string; anyOf?: unknown[]; maxLength?: number; format?: string } | undefined;
  if (s?.type === "string") return s;
  return s?.anyOf?.map(textSchemaOf).find((branch) => branch !== undefined);
}

/** Text from a file or a board as plain text (`plainText`): entities decoded, any markup removed. */
const plainValue = (value: unknown) => (typeof value === "string" ? plainText(value) : value);

/**
 * How each field of a row is read before its rule checks it: every text as plain text, the
 * employment type and the facts leniently (`full time`, `75,000`, `usd`, `United Kingdom`,
 * `On-site`, `yearly`, a date). One pass over the row, not a step per field in the schema: an
 * import reads tens of thousands of rows.
 */
const lenientReaders = lazily((): Record<string, (value: unknown) => unknown> => ({
  title: plainValue,
  ...Object.fromEntries(Object.keys(optionalTextLimits()).map((name) => [name, plainValue])),
  employment_type: lenientEmploymentType,
  salary_min: lenientAmount,
  salary_max: lenientAmount,
  salary_currency: lenientCurrency,
  salary_period: (value) => typeof value === "string" && value.trim() ? (salaryPeriodOf(value) ?? value) : value,
  workplace: lenientWorkplace,
  country: lenientCountry,
  posted_at: lenientTimestamp,
  visa_sponsorship: lenientVisaSponsorship,
  work_authorization_required: lenientFlag,
  degree_levels: lenientDegreeLevels,
  graduation_years: lenientYears,
  // `fr_CA` is `fr-CA`, an empty cell the board's language; a language's name is not guessed (the row is skipped naming it).
  language: (value) => (typeof value === "string" ? (value.trim() ? value.trim().replaceAll("_", "-") : undefined) : value ?? undefined),
  fields_of_study: (value) => {
    const texts = lenientTexts(value);
    return Array.isArray(texts) ? texts.map(plainValue) : texts;
  },
}));

/**
 * A row (a file's or a board's, made for this import) as `postingSchema` checks it, read in place:
 * no copy of each of tens of thousands of rows for the collector to free.
 */
function readLeniently(values: unknown): unknown {
  if (!values || typeof values !== "object" || Array.isArray(values)) return values;
  const row = values as Record<string, unknown>;
  const readers = lenientReaders();
  for (const name in readers) if (Object.hasOwn(row, name)) row[name] = readers[name]!(row[name]);
  return row;
}

/** A row read leniently, checked, its pay read from its salary text when it gives only that. */
export function checkedPosting(values: unknown): { posting: Posting } | { error: z.ZodError } {
  const result = postingSchema().safeParse(readLeniently(values));
  if (!result.success) return { error: result.error };
  if (payOutOfOrder(result.data)) {
    return { error: new z.ZodError([{ code: "custom", path: ["salary_max"], message: payOrderMessage, input: result.data.salary_max }]) };
  }
  return { posting: withPayFromText(result.data as Posting) };
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
