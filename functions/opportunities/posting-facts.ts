import * as z from "zod";
import { blankToNull, optionalOneOf, optionalTimestamp, utcFromRfc3339 } from "../_shared/records/fields.ts";
import { countryCodeOf, countryCodes } from "./countries.ts";
import { currencyCodes } from "./salary.ts";
import { salaryPeriods, workplaces } from "./values.ts";

// A job posting's facts as fields (what boards send and Google reads): the pay as numbers, the
// work model, the country, when the employer posted it. Each optional; the database holds the
// same rules (`opportunities_salary_*`, `_country_format`, `_posted_at_range`).

/** A whole posting (its lists and pay included): the longest description boards were seen to send is about 14,000. */
export const maxDescription = 20_000;

/** Below a trillion, as the database's check. */
const maxAmount = 1e12;

/** The contract lists the codes, so that what it allows is what is taken. */
export const countryCode = () =>
  z.enum(countryCodes, { error: "must be an ISO 3166-1 alpha-2 country code in capitals, e.g. GB or US" }).meta({ example: "GB" });
const currencyCode = () =>
  z.enum(currencyCodes, { error: "must be an ISO 4217 currency code in capitals, e.g. GBP or USD" }).meta({ example: "GBP" });
/** One of the codes, or none (`null`, or `""` as a form's empty choice sends), as the contract lists them. */
const optionalCode = (codes: readonly string[], code: () => z.ZodType<string>) =>
  blankToNull(code()).meta({ enum: [...codes, "", null] });

const payAmount = () =>
  z.number({ error: "must be a number" })
    .min(0, "must be at least 0")
    .lt(maxAmount, "must be less than 1000000000000");

/** An ISO 3166-2 code: a country's code, `-`, and one to three letters or digits (US-CA, CA-ON, GB-ENG). */
const subdivisionCode = () =>
  z.string({ error: "must be an ISO 3166-2 code such as US-CA or CA-ON" }).trim().toUpperCase()
    .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, "must be an ISO 3166-2 code such as US-CA or CA-ON").meta({ example: "US-CA" });

/** The facts' rules: the same for an editor's body, an import's row (which reads leniently first) and a submission. */
export const postingFactRules = {
  subdivision: () => blankToNull(subdivisionCode()),
  salary_min: () => blankToNull(payAmount()),
  salary_max: () => blankToNull(payAmount()),
  salary_currency: () => optionalCode(currencyCodes, currencyCode),
  salary_period: () => optionalOneOf(salaryPeriods),
  workplace: () => optionalOneOf(workplaces),
  country: () => optionalCode(countryCodes, countryCode),
  posted_at: () => optionalTimestamp(),
};

/** Whether salary_max is below salary_min, both given as numbers (`opportunities_salary_min_not_above_max`). */
export const payOutOfOrder = (o: { salary_min?: unknown; salary_max?: unknown }) =>
  typeof o.salary_min === "number" && typeof o.salary_max === "number" && o.salary_max < o.salary_min;
export const payOrderMessage = "must not be below salary_min";
/** The body's check of the pay's order, and of a subdivision in its country (`opportunities_subdivision_in_country`). */
export const checkPay = (o: { salary_min?: unknown; salary_max?: unknown; country?: unknown; subdivision?: unknown }, ctx: z.RefinementCtx) => {
  if (payOutOfOrder(o)) ctx.addIssue({ code: "custom", path: ["salary_max"], message: payOrderMessage });
  if (typeof o.country === "string" && typeof o.subdivision === "string" && !o.subdivision.startsWith(`${o.country}-`)) {
    ctx.addIssue({ code: "custom", path: ["subdivision"], message: `must be a subdivision of country ${o.country}` });
  }
};

// What an import's row may say for each fact, read leniently before the rules above check it.

/** "75,000", "75000.50" -> numbers; anything else is left for the rule to name. */
export const lenientAmount = (value: unknown) =>
  typeof value === "string" && /^\s*\d{1,3}(,\d{3})*(\.\d+)?\s*$|^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value.replaceAll(",", "")) : value;
/** "usd" -> "USD". */
export const lenientCurrency = (value: unknown) => typeof value === "string" ? value.trim().toUpperCase() : value;
/** "United Kingdom", "uk", "us" -> their codes. */
export const lenientCountry = (value: unknown) => typeof value === "string" ? (countryCodeOf(value) ?? value) : value;
/** The work model a file's or a board's word names: "On-site", "onsite", "OnSite", "in office", "Remote", "HYBRID". */
export const workplaceNamed = (value: string | null | undefined): string | undefined =>
  workplaceWords[(value ?? "").toLowerCase().replace(/[^a-z]/g, "")];
const workplaceWords: Record<string, string> = {
  onsite: "on_site", inoffice: "on_site", office: "on_site", inperson: "on_site", remote: "remote", hybrid: "hybrid",
};
export const lenientWorkplace = (value: unknown) => (typeof value === "string" ? (workplaceNamed(value) ?? value) : value);
/** "2026-08-01" (a date, as spreadsheets have it) -> its midnight in UTC; a number -> milliseconds since 1970. */
export const lenientTimestamp = (value: unknown) =>
  typeof value === "number" || (typeof value === "string" && /^\s*\d{4}-\d{2}-\d{2}\s*$/.test(value)) ? (instant(value) ?? value) : value;

/**
 * An instant a file or a board wrote (RFC 3339, `2026-11-02 10:00:00 UTC`, a date, milliseconds
 * since 1970) in UTC, or undefined when it names none (`2026-02-30` included): read as an
 * editor's `posted_at` is (`utcFromRfc3339`).
 */
export function instant(value: string | number | null | undefined): string | undefined {
  if (typeof value === "number") {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : utcFromRfc3339(date.toISOString());
  }
  const text = value?.trim().replace(/^(\d{4}-\d{2}-\d{2})$/, "$1T00:00:00Z").replace(/ UTC$/, "Z");
  return text ? utcFromRfc3339(text) : undefined;
}

