import * as z from "zod";
import { sql } from "../_shared/database/sql.ts";
import {
  atLeastOneField,
  boolean,
  httpUrl,
  int32,
  isCalendarDate,
  oneOf,
  optionalDate,
  optionalHttpUrl,
  optionalIconUrl,
  optionalOneOf,
  optionalText,
  optionalTimestamp,
  optionalUuid,
  requiredText,
  uuid,
  whenAnObject,
} from "../_shared/records/fields.ts";
import { conditionFilter, defineRecordType, equalsFilter, flagFilter, sinceFilter } from "../_shared/records/record-type.ts";
import { arrayColumns, recordColumns, recordSchema } from "../_shared/records/record-shape.ts";
import { eligibilityFilters, eligibilityRules } from "./eligibility.ts";
import { opportunities as opportunityTable } from "../../types/record-tables.ts";
import { applyUrlOf, withApplyUrl } from "./public-pages.ts";
import { categories, closedReasons, employmentTypes, entryMethods, workplaces } from "./values.ts";
import { checkPay, countryCode, maxDescription, postingFactRules } from "./posting-facts.ts";
import { declareFields } from "../_shared/records/field-declarations.ts";
import { buckets, fileKey } from "../_shared/files/buckets.ts";
import { fileUrlField, withFileUrl } from "../_shared/files/file-link.ts";
import { languageTag } from "../_shared/languages/tags.ts";
import { checkTranslations, translationsRule } from "../_shared/languages/translations.ts";

// The opportunity record type, declared once: its fields and their rules, what an import's rows
// give, its filters and its public side. Its routes are the function's (handler.ts); the import,
// the job sources and the API's create all write what this declares.

/** An import group's name (the `feed` column), as `opportunities_feed_format` holds it: `greenhouse:acme`, `careers-csv`. */
export const groupName = () => z.string().regex(/^[a-z0-9_.:-]{1,100}$/, "must be 1 to 100 characters of a-z, 0-9, -, _, . and :");

/** Every column of the table but its search document (`fts`), in the table's order: the API returns them all. */
export const opportunityColumns = recordColumns(opportunityTable);

/**
 * The write paths besides editors' create, replace and patch (which take every field below; a bulk
 * edit sets is_active, website_viewable or display_order): `imports`, a file's rows and job
 * sources' boards (which fill what their provider gives); `submissions`, a public submission and
 * its owner's edits.
 */
const writers = ["imports", "submissions"] as const;
export type Writer = (typeof writers)[number];
const anyone = writers;

/** Where an opportunity's file, its job ad as a PDF, goes. */
export const opportunityFiles = { bucket: buckets.opportunityAttachments };

/** The longest each text a person reads may be, its translations' too (the table's `*_length` checks). */
const textLimits = { title: 200, description: maxDescription, location: 200, salary: 100, term: 100, field: 100 };

/**
 * Every field a client may write (spec 4.1, 4.2), once: its rule and limit, its example (valid as
 * a create, a replace and a patch of any record, any number of times: no external_id to collide)
 * and the write paths that take it. The input, the import's columns and the submission's form
 * derive from it; test/field-writers.test.ts walks each field through each path.
 */
export const opportunityFieldTable = declareFields(writers, {
  title: { rule: () => requiredText(textLimits.title), required: true as const, example: "Software Engineering Intern", writers: anyone },
  description: { rule: () => optionalText(textLimits.description), example: "Ten weeks on the platform team, mentored throughout.", writers: anyone },
  link_url: { rule: optionalHttpUrl, example: "https://careers.example.com/intern", writers: anyone },
  linked_form_id: { rule: optionalUuid, example: null },
  category: { rule: () => optionalOneOf(categories), example: "Internship", writers: anyone },
  icon_url: { rule: optionalIconUrl, example: "/icons/briefcase.svg" },
  term: { rule: () => optionalText(textLimits.term), example: "Summer 2027", writers: ["submissions"] },
  opens_on: { rule: optionalDate, example: "2027-01-10", writers: ["submissions"] },
  closes_on: { rule: optionalDate, example: "2027-02-28", writers: ["submissions"] },
  expires_at: { rule: optionalTimestamp, example: "2027-03-01T00:00:00Z" },
  display_order: { rule: int32, example: 0 },
  website_viewable: { rule: boolean, example: false },
  is_active: { rule: boolean, example: true },
  closed_reason: { rule: () => optionalOneOf(closedReasons), example: null },
  company_name: { rule: () => optionalText(200), example: "Example Corp", writers: anyone },
  company_id: { rule: optionalUuid, example: null },
  location: { rule: () => optionalText(textLimits.location), example: "London, UK", writers: anyone },
  employment_type: { rule: () => optionalOneOf(employmentTypes), example: "Internship", writers: anyone },
  salary: { rule: () => optionalText(textLimits.salary), example: "£25,000–£30,000 a year", writers: anyone },
  field: { rule: () => optionalText(textLimits.field), example: "Engineering", writers: anyone },
  source: { rule: () => oneOf(entryMethods), example: "manual" },
  external_id: { rule: () => optionalText(200), example: null, writers: ["imports"] },
  salary_min: { rule: postingFactRules.salary_min, example: 25000, writers: anyone },
  salary_max: { rule: postingFactRules.salary_max, example: 30000, writers: anyone },
  salary_currency: { rule: postingFactRules.salary_currency, example: "GBP", writers: anyone },
  salary_period: { rule: postingFactRules.salary_period, example: "year", writers: anyone },
  workplace: { rule: postingFactRules.workplace, example: "hybrid", writers: anyone },
  country: { rule: postingFactRules.country, example: "GB", writers: anyone },
  subdivision: { rule: postingFactRules.subdivision, example: "GB-ENG", writers: anyone },
  posted_at: { rule: postingFactRules.posted_at, example: "2027-01-05T09:00:00Z", writers: ["imports"] },
  visa_sponsorship: { rule: eligibilityRules.visa_sponsorship, example: "yes", writers: anyone },
  work_authorization_required: { rule: eligibilityRules.work_authorization_required, example: true, writers: anyone },
  degree_levels: { rule: eligibilityRules.degree_levels, example: ["bachelor", "master"], writers: anyone },
  graduation_years: { rule: eligibilityRules.graduation_years, example: [2027, 2028], writers: anyone },
  fields_of_study: { rule: eligibilityRules.fields_of_study, example: ["Computer Science", "Mathematics"], writers: anyone },
  file: { rule: () => fileKey([opportunityFiles.bucket]), example: null },
  language: { rule: languageTag, example: "en", writers: anyone },
  translations: { rule: () => translationsRule(translatableFields), example: { fr: { title: "Stage en génie logiciel" } }, writers: ["submissions"] },
});

/** The texts a translation gives (`translations`), each required there, within its own field's limit. */
export const translatableFields = Object.fromEntries(Object.entries(textLimits).map(([name, most]) => [name, () => requiredText(most)]));

/** The body of a create or an update: title is required, other fields are optional and, on update, left alone when omitted. */
const opportunityFields = () => z.strictObject(opportunityFieldTable.shape());
const opportunityExample = opportunityFieldTable.example;

/** The rows of an import: the key and what every row gives, by their own rules; the others as the input's. */
const importRequired = { external_id: () => requiredText(200), title: () => requiredText(200), link_url: httpUrl };

/** The target given replaces the stored one, so an update can switch between link and form. */
const replaceTarget = <T extends { link_url?: string | null; linked_form_id?: string | null }>(o: T) => ({
  ...o,
  ...(o.link_url ? { linked_form_id: null } : o.linked_form_id ? { link_url: null } : {}),
});

/** closes_on before opens_on, when both are given and real dates. */
export const checkDates = (o: { opens_on?: unknown; closes_on?: unknown }, ctx: z.RefinementCtx) => {
  const [opens, closes] = [o.opens_on, o.closes_on];
  if (typeof opens === "string" && typeof closes === "string" && isCalendarDate(opens) && isCalendarDate(closes) && closes < opens) {
    ctx.addIssue({ code: "custom", path: ["closes_on"], message: "must not be before opens_on" });
  }
};

const opportunityInput = (fields: ReturnType<typeof opportunityFields>) =>
  fields.superRefine((o, ctx) => {
    const targets = [o.link_url, o.linked_form_id].filter((v) => v != null).length;
    if (targets !== 1) {
      ctx.addIssue({
        code: "custom",
        path: ["link_url"],
        message: targets === 0
          ? "give exactly one of link_url and linked_form_id; neither was given"
          : "give exactly one of link_url and linked_form_id, not both",
      });
    }
    checkDates(o, ctx);
    checkPay(o, ctx);
    checkTranslations(o, ctx);
  }, whenAnObject).meta({
    id: "OpportunityInput",
    description: "Exactly one of `link_url` and `linked_form_id` is required; giving one clears the other. " +
      "`closes_on` must not be before `opens_on`. Strings are trimmed; an empty optional string is stored as null. " +
      "A `closed_reason` other than `deadline` or `expired` closes the posting (is_active false); making it active again clears it. " +
      "`company_id` names an existing company; without one, the database links the posting to the company its link's host or " +
      "its exact company_name belongs to (docs/sponsors.md).",
    example: opportunityExample,
  }).transform((o) => ({ ...o, ...(o.link_url ? { linked_form_id: null } : { link_url: null }) }));

/**
 * The body of a PATCH: any of the fields, at least one, with the same rules; giving link_url or
 * linked_form_id clears the other, and giving both is refused.
 */
const opportunityPatch = (fields: ReturnType<typeof opportunityFields>) =>
  fields.partial().superRefine((o, ctx) => {
    atLeastOneField(o, ctx);
    if (o.link_url != null && o.linked_form_id != null) {
      ctx.addIssue({ code: "custom", path: ["link_url"], message: "give exactly one of link_url and linked_form_id, not both" });
    }
    checkDates(o, ctx);
    checkPay(o, ctx);
    checkTranslations(o, ctx);
  }, whenAnObject).meta({
    id: "OpportunityPatch",
    minProperties: 1,
    description: "Any of the fields, at least one. Giving link_url or linked_form_id clears the other.",
    example: { ...opportunityExample, website_viewable: true, display_order: 3 },
  }).transform(replaceTarget);

/** An opportunity as the API returns it (spec 2.1 and the job posting attributes): its columns, and apply_url. */
const opportunityRecord = () =>
  recordSchema(opportunityTable, {
    apply_url: z.string().nullable().meta({
      format: "uri",
      description: "Where a visitor applies: link_url, or the public page of the linked form (PUBLIC_FORM_URL); null for a " +
        "form-routed opportunity without that setting. Not stored, not writable.",
    }),
    ...fileUrlField(),
    translations: z.record(z.string(), z.record(z.string(), z.string())).meta({
      description: "Its texts in other languages: each BCP 47 tag to its title and any of description, location, salary, term and field.",
    }),
    content_language: z.string().meta({
      description: "The language of the texts answered (BCP 47): the asked one (`?lang=`, `Accept-Language`) where it has it, else its own.",
    }),
  }).meta({ id: "Opportunity", example: withApplyUrl(undefined)({ ...opportunityTable.example, file_url: null, content_language: "en" }) });

export const opportunityType = defineRecordType({
  name: "opportunities",
  description: "Club roles, internships, projects, sponsors and job postings.",
  noun: "opportunity",
  table: "opportunities",
  columns: opportunityColumns,
  lists: arrayColumns(opportunityTable),
  permission: "manage_opportunities",
  schemas() {
    const fields = opportunityFields();
    return { fields, input: opportunityInput(fields), patch: opportunityPatch(fields), record: opportunityRecord() };
  },
  filters: {
    website_viewable: flagFilter("Only opportunities with this website_viewable."),
    is_active: flagFilter("Only active, or only inactive, opportunities."),
    unexpired: conditionFilter("`true`: only those not past expires_at; `false`: only those past it.", {
      columns: ["expires_at"],
      true: (t) => sql`(${t.column("expires_at")} is null or ${t.column("expires_at")} > now())`,
      false: (t) => sql`${t.column("expires_at")} <= now()`,
    }),
    category: equalsFilter(() => oneOf(categories), "Only opportunities of this category."),
    source: equalsFilter(() => oneOf(entryMethods), "Only manual ones, or only imported ones."),
    employment_type: equalsFilter(() => oneOf(employmentTypes), "Only postings of this employment type."),
    location: equalsFilter(() => requiredText(200), "Only those with exactly this location."),
    company_name: equalsFilter(() => requiredText(200), "Only those of exactly this company_name."),
    company_id: equalsFilter(uuid, "Only the postings of this company (GET /companies)."),
    field: equalsFilter(() => requiredText(100), "Only those of exactly this field."),
    workplace: equalsFilter(() => oneOf(workplaces), "Only postings of this work model (on_site, hybrid, remote)."),
    country: equalsFilter(countryCode, "Only postings in this country (ISO 3166-1 alpha-2)."),
    feed: equalsFilter(groupName, "Only postings of this feed."),
    published_since: sinceFilter("published_at", "Only opportunities first published at or after this time (RFC 3339): what is new since then."),
    closed_reason: equalsFilter(() => oneOf(closedReasons), "Only postings closed for this reason."),
    ...eligibilityFilters,
    withdrawn: conditionFilter("`true`: only postings a sync withdrew (withdrawn_at set); `false`: only the others.", {
      columns: ["withdrawn_at"],
      true: (t) => sql`${t.column("withdrawn_at")} is not null`,
      false: (t) => sql`${t.column("withdrawn_at")} is null`,
    }),
  },
  conflicts: ["duplicate_external_id"],
  serviceWritten: ["feed", "withdrawn_at", "dates_sequence", "closed_at", "file_type", "file_size"],
  // An editor's restore ends a sync's withdrawal: the version says whether it is active.
  restoreAlso: { withdrawn_at: null },
  translated: { fields: Object.keys(translatableFields) },
  answered: {
    fields: ["apply_url", "file_url", "content_language"],
    with: (config) => {
      const [applyUrl, fileUrl] = [withApplyUrl(config.publicSite), withFileUrl(config, "opportunities")];
      return (row) => fileUrl(applyUrl(row));
    },
  },
  // A job posting from a file or a job board: new ones are inactive until reviewed (import/service.ts).
  imports: {
    key: "external_id",
    required: importRequired,
    optional: opportunityFieldTable.writtenBy("imports").filter((name) => !(name in importRequired)),
  },
  public: {
    published: (t) =>
      sql`${t.column("website_viewable")} and ${t.column("is_active")} and (${t.column("expires_at")} is null or ${t.column("expires_at")} > now())`,
    // A posting whose closing date has passed stays readable but leaves the feeds and the sitemap.
    openWhen: (t) => sql`private.still_open(${t.column("closes_on")})`,
    link: applyUrlOf,
    announced: true,
  },
});
