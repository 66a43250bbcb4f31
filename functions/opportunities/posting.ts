import * as z from "zod";
import { lazily } from "../_shared/http/lazily.ts";
import { httpUrl, optionalOneOf, optionalText, requiredText } from "../_shared/records/fields.ts";
import { plainText } from "./plain-text.ts";
import {
  checkPay,
  lenientAmount,
  lenientCountry,
  lenientCurrency,
  lenientTimestamp,
  lenientWorkplace,
  maxDescription,
  postingFactFields,
} from "./posting-facts.ts";
import { payIn, salaryPeriodOf } from "./salary.ts";
import { categories, employmentTypes } from "./values.ts";

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

/** Text from a file or a board as plain text (`plainText`): entities decoded, any markup removed. */
const plain = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === "string" ? plainText(v) : v), schema);

/**
 * One posting of an import. Every text is read as plain text; the facts leniently (`75,000`,
 * `usd`, `United Kingdom`, `On-site`, a date), then by the rules an editor's body has.
 */
export const postingSchema = lazily(() => {
  const facts = postingFactFields();
  return z.strictObject({
    external_id: requiredText(200),
    title: plain(requiredText(200)),
    link_url: httpUrl(),
    company_name: plain(optionalText(200)).optional(),
    location: plain(optionalText(200)).optional(),
    employment_type: z.preprocess(lenientEmploymentType, optionalOneOf(employmentTypes)).optional(),
    salary: plain(optionalText(100)).optional(),
    description: plain(optionalText(maxDescription)).optional(),
    field: plain(optionalText(100)).optional(),
    category: optionalOneOf(categories).optional(),
    salary_min: z.preprocess(lenientAmount, facts.salary_min.unwrap()).optional(),
    salary_max: z.preprocess(lenientAmount, facts.salary_max.unwrap()).optional(),
    salary_currency: z.preprocess(lenientCurrency, facts.salary_currency.unwrap()).optional(),
    salary_period: z.preprocess(lenientPeriod, facts.salary_period.unwrap()).optional(),
    workplace: z.preprocess(lenientWorkplace, facts.workplace.unwrap()).optional(),
    country: z.preprocess(lenientCountry, facts.country.unwrap()).optional(),
    posted_at: z.preprocess(lenientTimestamp, facts.posted_at.unwrap()).optional(),
  }, { error: "must be an object" }).superRefine(checkPay).transform(withPayFromText);
});

/** "yearly", "per hour", "1 YEAR" -> year, hour. */
const lenientPeriod = (value: unknown) => typeof value === "string" && value.trim() ? (salaryPeriodOf(value) ?? value) : value;

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
