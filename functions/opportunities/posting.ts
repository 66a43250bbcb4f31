import * as z from "zod";
import { lazily } from "../_shared/http/lazily.ts";
import { httpUrl, optionalOneOf, optionalText, requiredText } from "../_shared/records/fields.ts";
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

/** One posting of an import (HTML entities in the description are decoded before it is checked). */
export const postingSchema = lazily(() => z.strictObject({
  external_id: requiredText(200),
  title: requiredText(200),
  link_url: httpUrl(),
  company_name: optionalText(200).optional(),
  location: optionalText(200).optional(),
  employment_type: z.preprocess(lenientEmploymentType, optionalOneOf(employmentTypes)).optional(),
  salary: optionalText(100).optional(),
  description: optionalText(10_000).optional(),
  field: optionalText(100).optional(),
  category: optionalOneOf(categories).optional(),
}, { error: "must be an object" }));

