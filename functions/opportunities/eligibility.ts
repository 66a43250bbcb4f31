import { wordsIn } from "../_shared/words/words.ts";
import * as z from "zod";
import { type Sql, sql } from "../_shared/database/sql.ts";
import { boolean, optionalOneOf, requiredText } from "../_shared/records/fields.ts";
import { equalsFilter, type Filter, flagFilter } from "../_shared/records/record-type.ts";
import { degreeLevels, visaSponsorships } from "./values.ts";

// Who may apply, as fields (docs/website.md): visa sponsorship, whether the right to work there
// must be held already, and the degree levels, graduation years and fields of study a posting is
// open to ("any of"); each null when the posting does not say. The database holds the same rules
// (`opportunities_*_some`). Each is a filter of the list, so of feeds, calendars, alerts and
// channels; the JSON-LD states what Google reads of them, and nothing it would misread.

/** A list of at most `most` distinct values; an empty one is "not said" (null). */
const list = <T extends z.ZodType>(item: () => T, most: number, what: string) =>
  z.preprocess(
    (v) => (Array.isArray(v) && v.length === 0 ? null : v),
    z.array(item(), { error: `must be a list of ${what}` }).max(most, `must list at most ${most} ${what}`)
      .refine((a) => new Set(a.map(String)).size === a.length, `must not repeat one of its ${what}`).meta({ uniqueItems: true }).nullable(),
  );

const year = () => z.int({ error: "must each be a year" }).min(1950, "must each be from 1950 to 2100").max(2100, "must each be from 1950 to 2100");
const level = () => z.enum(degreeLevels, { error: `must each be one of ${degreeLevels.join(", ")}` });

/** Each field's rule: an editor's body, an import's row (read leniently first) and a submission alike. */
export const eligibilityRules = {
  visa_sponsorship: () => optionalOneOf(visaSponsorships),
  work_authorization_required: () => boolean().nullable(),
  degree_levels: () => list(level, 6, "degree levels"),
  graduation_years: () => list(year, 10, "years"),
  fields_of_study: () => list(() => requiredText(100), 20, "fields of study"),
};

/**
 * `?<name>=a,b`: the postings open to any of these (an overlap of the column's list and the
 * query's). `pattern`: what one value looks like, as the contract says it.
 */
function anyOf(column: string, pattern: string, item: () => z.ZodType<unknown, string>, description: string, cast: (value: unknown) => Sql): Filter {
  return {
    value: () =>
      z.string().regex(new RegExp(`^${pattern}(,${pattern}){0,19}$`), "must be 1 to 20 values separated by commas")
        .transform((s) => s.split(",").map((v) => v.trim()))
        .pipe(z.array(item()))
        .transform((values) => values.join(",")),
    description: `${description} Several, separated by commas, are any of them.`,
    boolean: false,
    condition: { columns: [column], of: (t, value) => sql`${t.column(column)} && ${cast(value)}` },
    inListOrder: true,
  };
}

/** The list's eligibility filters. */
export const eligibilityFilters = {
  visa_sponsorship: equalsFilter(() => z.enum(visaSponsorships, { error: "must be yes or no" }), "Only postings that say they sponsor a visa (yes), or that they do not (no)."),
  work_authorization_required: flagFilter("Only postings that require the right to work already (true), or that say they do not (false)."),
  degree_level: anyOf("degree_levels", `(${degreeLevels.join("|")})`, level, "Only postings open to this degree level.", (v) => sql`string_to_array(${v}, ',')::public.degree_level[]`),
  graduation_year: anyOf("graduation_years", "(19[5-9]\\d|20\\d\\d|2100)", () => z.string().transform(Number).pipe(year()), "Only postings open to this graduation year.", (v) => sql`string_to_array(${v}, ',')::integer[]`),
  field_of_study: anyOf("fields_of_study", "[^,\\s\\u0000][^,\\u0000]{0,99}", () => requiredText(100), "Only postings open to this field of study, as written.", (v) => sql`string_to_array(${v}, ',')::text[]`),
};

// What a file's or a board's row may say, read leniently before the rules check it: its own
// words kept when they name nothing known, so the rule names them (never guessed).

const yesWords = new Set(["yes", "y", "true", "1", "available", "offered", "sponsored"]);
const noWords = new Set(["no", "n", "false", "0", "not available", "none", "not offered"]);
const yesNo = (value: unknown) => {
  if (typeof value !== "string") return value;
  const word = value.trim().toLowerCase();
  return word === "" ? null : yesWords.has(word) ? "yes" : noWords.has(word) ? "no" : value;
};

/** "yes"/"no" (and their plain synonyms) for visa sponsorship. */
export const lenientVisaSponsorship = yesNo;
/** "yes"/"no", "true"/"false" for work authorisation. */
export const lenientFlag = (value: unknown) => {
  const said = yesNo(value);
  return said === "yes" ? true : said === "no" ? false : said;
};

const levelWords: Record<string, (typeof degreeLevels)[number]> = {
  highschool: "high_school", associate: "associate", associates: "associate", bachelor: "bachelor", bachelors: "bachelor",
  ba: "bachelor", bs: "bachelor", bsc: "bachelor", undergraduate: "bachelor", master: "master", masters: "master", ma: "master",
  ms: "master", msc: "master", mba: "master", doctorate: "doctorate", phd: "doctorate", doctoral: "doctorate",
  professionalcertificate: "professional_certificate", certificate: "professional_certificate",
};
/** A cell's list: a JSON array, or values separated by `;`, `,` or `|`. */
const cellList = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return null;
  if (text.startsWith("[")) {
    try {
      return JSON.parse(text);
    } catch {
      return value;
    }
  }
  return text.split(/[;,|]/).map((v) => v.trim()).filter(Boolean);
};
/** "Bachelor's; MSc; PhD" -> bachelor, master, doctorate. */
export const lenientDegreeLevels = (value: unknown) => {
  const values = cellList(value);
  return Array.isArray(values)
    ? values.map((v) => (typeof v === "string" ? (levelWords[v.toLowerCase().replace(/[^a-z]/g, "")] ?? (degreeLevels as readonly string[]).find((l) => l === v) ?? v) : v))
    : values;
};
/** "2027; 2028" -> 2027, 2028. */
export const lenientYears = (value: unknown) => {
  const values = cellList(value);
  return Array.isArray(values) ? values.map((v) => (typeof v === "string" && /^\d{4}$/.test(v) ? Number(v) : v)) : values;
};
/** "Computer Science; Mathematics". */
export const lenientTexts = cellList;

// What the JSON-LD says (developers.google.com/search/docs/appearance/structured-data/job-posting:
// educationRequirements' credentialCategory; schema.org's eligibilityToWorkRequirement).

const credentialOf: Record<(typeof degreeLevels)[number], string> = {
  high_school: "high school",
  associate: "associate degree",
  professional_certificate: "professional certificate",
  bachelor: "bachelor degree",
  master: "postgraduate degree",
  doctorate: "postgraduate degree",
};
/** From the lowest level up: a posting open to any of its levels asks at least the lowest. */
const levelOrder: readonly string[] = ["high_school", "professional_certificate", "associate", "bachelor", "master", "doctorate"];

/**
 * The JSON-LD's eligibility: the lowest degree level a posting is open to as its education
 * requirement (naming a higher one would turn away those it takes), and what it says of the right
 * to work and of visas, in words. Nothing when it says nothing.
 */
export function eligibilityJsonLd(o: Record<string, unknown>): Record<string, unknown> {
  const levels = (o.degree_levels as string[] | null) ?? [];
  const lowest = [...levels].sort((a, b) => levelOrder.indexOf(a) - levelOrder.indexOf(b))[0] as (typeof degreeLevels)[number] | undefined;
  const work = [
    o.work_authorization_required === true ? "The right to work where the job is is required." : o.work_authorization_required === false ? "The right to work there is not required beforehand." : undefined,
    o.visa_sponsorship === "yes" ? "Visa sponsorship is available." : o.visa_sponsorship === "no" ? "Visa sponsorship is not available." : undefined,
  ].filter(Boolean);
  return {
    ...(lowest ? { educationRequirements: { "@type": "EducationalOccupationalCredential", credentialCategory: credentialOf[lowest] } } : {}),
    ...(work.length ? { eligibilityToWorkRequirement: work.join(" ") } : {}),
  };
}

/** Who may apply, in words (messages, e-mails, calendars), or undefined when the posting says nothing. */
export function eligibilityWords(o: Record<string, unknown>, words = wordsIn("en")): string | undefined {
  const say = (key: string, values?: Record<string, unknown>) => words.say(`posting.${key}`, values);
  const listed = (value: unknown): string[] | undefined => (Array.isArray(value) && value.length ? value.map(String) : undefined);
  const [levels, years, fields] = [listed(o.degree_levels), listed(o.graduation_years), listed(o.fields_of_study)];
  const parts = [
    o.visa_sponsorship === "yes" || o.visa_sponsorship === "no" ? say(`visa.${o.visa_sponsorship}`) : undefined,
    o.work_authorization_required === true ? say("rightToWork") : undefined,
    levels ? words.list(levels.map((l) => say(`degrees.${l}`)), "disjunction") : undefined,
    years ? say("classOf", { years: words.list(years) }) : undefined,
    fields ? fields.join(", ") : undefined,
  ].filter(Boolean);
  return parts.length ? parts.join("; ") : undefined;
}
