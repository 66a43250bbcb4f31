import * as z from "zod";
import { readAs } from "../../_shared/database/as-caller.ts";
import type { Database } from "../../_shared/database/database.ts";
import { sql, statement } from "../../_shared/database/sql.ts";
import type { PublicSite, ServiceConfig } from "../../_shared/http/config.ts";
import { fileLink } from "../../_shared/files/file-link.ts";
import { ApiError, type FieldProblem, notFound } from "../../_shared/http/errors.ts";
import { successEnvelope } from "../../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../../_shared/http/route-kinds.ts";
import { uuid } from "../../_shared/records/fields.ts";
import { xmlText } from "../../_shared/discovery/feeds.ts";
import type { RecordType } from "../../_shared/records/record-type.ts";
import type { Row } from "../../_shared/records/table.ts";
import { countryInLocation } from "../countries.ts";
import { applyUrlOf, pageOf } from "../public-pages.ts";
import { type Pay, payIn, type SalaryPeriod } from "../salary.ts";
import { eligibilityJsonLd } from "../eligibility.ts";
import { askedIn, langParameter, languageHeaders } from "../../_shared/languages/reads.ts";
import { inLanguage, pageInItsLanguage } from "../../_shared/languages/translations.ts";

// A job posting as schema.org JobPosting JSON-LD, for the website to embed in the posting's page
// (`<script type="application/ld+json">`), so that Google for Jobs lists it; and 410 once it is
// no longer open, so that Google drops it (docs/website.md).

/** What the posting is to schema.org: our employment types, and an internship's. */
const employmentTypes: Record<string, string> = { "Full-time": "FULL_TIME", "Part-time": "PART_TIME", Internship: "INTERN", Contract: "CONTRACTOR" };

/** Plain text as HTML: a paragraph per blank-line-separated block, its lines kept. */
export const htmlParagraphs = (text: string) =>
  text.split(/\n\s*\n/).map((block) => block.trim()).filter(Boolean)
    .map((block) => `<p>${block.split("\n").map(xmlText).join("<br>")}</p>`).join("");

/** A location read as remote when no work model is set: `Remote`, `Remote, GB`, not `Leeds (hybrid, 2 days remote)`. */
const saysRemote = (location: string | null) => location !== null && /^\s*remote\b/i.test(location) && !/\b(hybrid|office|on-?site)\b/i.test(location);

/**
 * Where the job is, as schema.org wants it: `TELECOMMUTE` for a remote job only (Google allows it
 * for no other), with the country its applicants must be in; else a `Place` whose country is the
 * posting's `country`, else the location's own (`Houston, TX` is the US), else `JOB_COUNTRY` when
 * the location names no country at all. A location whose country cannot be read gets none.
 */
function placeOf(o: Record<string, string | null>, site: PublicSite | undefined) {
  const location = o.location?.trim() || null;
  const read = location ? countryInLocation(location) : undefined;
  const remote = o.workplace ? o.workplace === "remote" : saysRemote(location);
  const country = o.country ?? read?.country ?? (read?.unknown ? undefined : site?.jobCountry);
  if (remote) {
    return {
      jobLocationType: "TELECOMMUTE",
      ...(country ? { applicantLocationRequirements: { "@type": "Country", name: country } } : {}),
    };
  }
  const locality = read?.country && !o.country ? read.locality : location;
  if (!locality && !country) return {};
  return {
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", ...(locality ? { addressLocality: locality } : {}), ...(country ? { addressCountry: country } : {}) },
    },
  };
}

const units: Record<SalaryPeriod, string> = { hour: "HOUR", day: "DAY", week: "WEEK", month: "MONTH", year: "YEAR" };

/** The pay as a MonetaryAmount: the salary fields, else what the salary's text surely states. */
function baseSalaryOf(o: Record<string, unknown>) {
  const pay: Pay | undefined = typeof o.salary_min === "number" && typeof o.salary_currency === "string" && o.salary_period
    ? {
      salary_min: o.salary_min,
      salary_max: typeof o.salary_max === "number" ? o.salary_max : o.salary_min,
      salary_currency: o.salary_currency,
      salary_period: o.salary_period as SalaryPeriod,
    }
    : payIn(o.salary as string | null);
  if (!pay) return {};
  return {
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: pay.salary_currency,
      value: {
        "@type": "QuantitativeValue",
        ...(pay.salary_min === pay.salary_max ? { value: pay.salary_min } : { minValue: pay.salary_min, maxValue: pay.salary_max }),
        unitText: units[pay.salary_period],
      },
    },
  };
}

/** The posting's company, beside its columns: what `jobPosting` names as the employer. */
const employer = sql`private.employer_of(company_id) as employer`;

/** A posting's company as its read gives it (`private.employer_of`). */
interface Employer {
  id: string;
  name: string;
  website: string | null;
  logo_url: string | null;
  /** Its logo in Storage, while the company is published. */
  logo_file: string | null;
}

/**
 * Who hires: the posting's company (its name, website and logo), else the company_name it gives;
 * the club (`ORGANIZATION_NAME`, its site and logo) only for its own opportunities, never for an
 * imported posting that names no company.
 */
function employerOf(o: Record<string, string | null>, config: ServiceConfig) {
  const site = config.publicSite;
  const company = (o as Record<string, unknown>).employer as Employer | null | undefined;
  if (company) {
    const logo = company.logo_file ? fileLink(config, "companies", company.id) : company.logo_url;
    return { "@type": "Organization", name: company.name, ...(company.website ? { sameAs: company.website } : {}), ...(logo ? { logo } : {}) };
  }
  if (o.company_name) return { "@type": "Organization", name: o.company_name };
  if (o.source !== "manual" || !site?.organization) return undefined;
  const { name, url, logo } = site.organization;
  return { "@type": "Organization", name, ...(url ? { sameAs: url } : {}), ...(logo ? { logo } : {}) };
}

/**
 * The JobPosting of an opportunity (its row as the API reads it). `pageTemplate`: the
 * opportunity's public page setting, if set.
 */
export function jobPosting(row: Row, config: ServiceConfig, pageTemplate: string | undefined): Record<string, unknown> {
  const site = config.publicSite;
  const o = row as Record<string, string | null>;
  const organization = employerOf(o, config);
  const type = o.employment_type ? employmentTypes[o.employment_type] : o.category === "Internship" ? "INTERN" : undefined;
  const applyUrl = applyUrlOf(row, site);
  const page = pageInItsLanguage(pageOf(pageTemplate, o.id!), row);
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: o.title,
    description: htmlParagraphs(o.description ?? o.title!),
    datePosted: o.posted_at ?? o.published_at ?? o.created_at,
    ...(o.expires_at ? { validThrough: o.expires_at } : o.closes_on ? { validThrough: `${o.closes_on}T23:59:59Z` } : {}),
    ...(type ? { employmentType: type } : {}),
    ...(organization ? { hiringOrganization: organization } : {}),
    ...placeOf(o, site),
    ...baseSalaryOf(row),
    ...eligibilityJsonLd(row),
    ...(o.external_id
      ? { identifier: { "@type": "PropertyValue", name: organization?.name ?? o.feed ?? "external_id", value: o.external_id } }
      : {}),
    ...(page ?? applyUrl ? { url: page ?? applyUrl } : {}),
    // Applying through the organisation's own form is applying here; a link goes elsewhere.
    directApply: !o.link_url && Boolean(applyUrl),
    // Its job ad as a PDF: a document about the posting (schema.org's subjectOf, a DigitalDocument).
    ...(o.file
      ? { subjectOf: { "@type": "DigitalDocument", name: `${o.title} (PDF)`, encodingFormat: o.file_type, url: fileLink(config, "opportunities", o.id!) } }
      : {}),
  };
}

/**
 * What Google would refuse or misread in a posting's JSON-LD, each naming the field to set: no
 * employer, no place, a place without a country, a remote job without its applicants' country.
 */
export function jobPostingProblems(posting: Record<string, unknown>, row: Row): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const o = row as Record<string, string | null>;
  if (!posting.hiringOrganization) {
    problems.push({
      field: "company_name",
      message: o.source === "manual"
        ? "has no employer: set company_name, or ORGANIZATION_NAME for the club's own opportunities"
        : "has no employer: an imported posting needs its company_name (a job source's company_name gives one to its board's)",
    });
  }
  const place = posting.jobLocation as { address: { addressCountry?: string } } | undefined;
  if (posting.jobLocationType === "TELECOMMUTE") {
    if (!posting.applicantLocationRequirements) {
      problems.push({ field: "country", message: "is remote but says no country its applicants must be in: set country (or JOB_COUNTRY)" });
    }
  } else if (!place) {
    problems.push({ field: "location", message: "has no place: set location and country, or workplace remote" });
  } else if (!place.address.addressCountry) {
    problems.push({
      field: "country",
      message: o.location && countryInLocation(o.location).unknown
        ? `cannot be read from the location ${JSON.stringify(o.location)}: set country`
        : "is not known: set country (or JOB_COUNTRY for locations that name none)",
    });
  }
  return problems;
}

/**
 * JSON for a `<script type="application/ld+json">` element: the same value, with `<`, `>` and `&`
 * written as `\u003c`, `\u003e` and `\u0026`, so no text in it can end the element or open a
 * comment, however the page embeds it.
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/**
 * GET /opportunities/jobposting?id=: the JSON-LD of a published Job or Internship, or of any
 * imported posting; 404 for one that is not published (or not a job), 410 for one that was
 * published and is no longer.
 */
export function jobPostingRoute(db: Database, type: RecordType, config: ServiceConfig): RouteDeclaration<"public read", ValidatedBy<ReturnType<typeof langQuery>>> {
  return {
    kind: "public read",
    method: "get",
    path: "/opportunities/jobposting",
    variesByLanguage: true,
    contract: () => ({
      tags: ["opportunities"],
      operationId: "getJobPosting",
      summary: "A job posting as schema.org JobPosting JSON-LD",
      description: "For the website to embed in the posting's page (in a script element of type `application/ld+json`): a published " +
        "opportunity of category Job or Internship, or an imported posting. 404 for one that is not published or not a " +
        "job; 410 once one that was published is withdrawn, inactive, expired or deleted. Errors stay in the JSON envelope. " +
        "In the asked language (`lang`, else `Accept-Language`) where the posting has it, with its `url` that language's page " +
        "(`?lang=`); `Content-Language` says which.",
      security: [],
      request: { query: langQuery() },
      errors: { 404: ["not_found"], 410: ["gone"] },
      responses: {
        200: {
          description: "The JobPosting (`@context`, `@type`, `title`, `description` as HTML, `datePosted`, `validThrough`, " +
            "`employmentType`, `hiringOrganization`, `jobLocation` or `jobLocationType` TELECOMMUTE with " +
            "`applicantLocationRequirements`, `identifier`, `url`, `directApply`).",
          content: { "application/ld+json": { schema: jobPostingSchema() } },
        },
        304: { description: "Not modified: the anonymous caller's `If-None-Match` matches the ETag." },
      },
    }),
    async handle(c, { answer }) {
      const { id, lang } = c.req.valid("query");
      const [rows = [], gone = []] = await readAs<Row>(db, c.var.caller, {
        statements: [
          statement(sql`select ${type.sql.selected}, ${employer} from ${type.sql.ref} where id = ${id} and ${type.public!.listed(type.sql)}`),
          statement(sql`select private.opportunity_gone(${id}) as gone`),
        ],
      });
      const row = rows[0];
      if (!row) {
        if (gone[0]?.gone === true) throw new ApiError(410, "gone", "This posting is no longer open: it was withdrawn, closed or removed.");
        throw notFound("opportunity");
      }
      if (row.category !== "Job" && row.category !== "Internship" && row.source !== "csv_import") {
        throw new ApiError(404, "not_found", "This opportunity is not a job posting (only Jobs, Internships and imported postings are).");
      }
      const shown = inLanguage(askedIn(c, lang), type.translated!.fields)(row);
      return answer(scriptSafeJson(jobPosting(shown, config, type.public!.page(config.publicSite))), {
        "Content-Type": "application/ld+json",
        ...languageHeaders(lang, shown.content_language),
      });
    },
  };
}

/**
 * GET /opportunities/jobposting/check?id=: for editors, any opportunity's JSON-LD as it would be
 * published, and what Google would refuse or misread in it, before and after it is published.
 */
export function jobPostingCheckRoute(db: Database, type: RecordType, config: ServiceConfig): RouteDeclaration<"editors' read", ValidatedBy<ReturnType<typeof idQuery>>> {
  return {
    kind: "editors' read",
    method: "get",
    path: "/opportunities/jobposting/check",
    doing: "check job postings",
    contract: () => ({
      tags: ["opportunities"],
      operationId: "checkJobPosting",
      summary: "What Google would read in a posting's JSON-LD, and what it lacks",
      description: "For editors: the JobPosting JSON-LD of any opportunity, published or not, as the public route would give it, and " +
        "`problems`: each field to set for Google for Jobs to take it (no employer, no place, a place without a country, a " +
        "remote job without its applicants' country, pay its place's law asks: the pay rules). `published`: whether the public route serves it now.",
      request: { query: idQuery() },
      errors: { 404: ["not_found"] },
      responses: {
        200: {
          description: "The JSON-LD and its problems.",
          content: {
            "application/json": {
              schema: successEnvelope(z.object({
                published: z.boolean(),
                problems: z.array(z.object({ field: z.string(), message: z.string() })),
                jobposting: jobPostingSchema(),
              })),
            },
          },
        },
      },
    }),
    async handle(c, { answer }) {
      const { id } = c.req.valid("query");
      const [rows = []] = await readAs<Row>(db, c.var.caller, {
        statements: [statement(sql`select ${type.sql.selected}, ${employer}, ${type.public!.listed(type.sql)} as published_now,
          private.pay_missing(country, subdivision, salary_min, salary_max, salary_currency) as pay_missing from ${type.sql.ref} where id = ${id}`)],
      });
      const { published_now, pay_missing, ...row } = rows[0] ?? {};
      if (!rows[0]) throw notFound("opportunity");
      const posting = jobPosting(row, config, type.public!.page(config.publicSite));
      // An import's or a job source's posting is kept without the pay its place's law asks: it needs it.
      const problems = [...jobPostingProblems(posting, row), ...(pay_missing ? [{ field: "salary_min", message: String(pay_missing) }] : [])];
      return answer(JSON.stringify({ success: true, data: { published: published_now === true, problems, jobposting: posting } }), {
        "Content-Type": "application/json",
      });
    },
  };
}

/**
 * The settings without which postings fail Google's rules, each said once when a function starts:
 * with no `ORGANIZATION_NAME`, the club's own postings name no employer; with no `JOB_COUNTRY`,
 * a location that names no country (`London`) gives none.
 */
export function jobPostingSettingProblems(site: PublicSite | undefined): string[] {
  return [
    ...(site?.organization ? [] : [
      "ORGANIZATION_NAME is not set: the club's own job postings name no employer (hiringOrganization), which Google for Jobs requires (docs/website.md).",
    ]),
    ...(site?.jobCountry ? [] : [
      "JOB_COUNTRY is not set: job postings whose location and country name no country (\"London\", \"Remote\") give Google no addressCountry, which it requires (docs/website.md).",
    ]),
  ];
}

const idQuery = () => z.strictObject({ id: uuid().meta({ description: "The opportunity's id.", param: { in: "query" } }) });
const langQuery = () => idQuery().extend(langParameter());

const jobPostingSchema = () =>
  z.looseObject({
    "@context": z.literal("https://schema.org/"),
    "@type": z.literal("JobPosting"),
    title: z.string(),
    description: z.string(),
    datePosted: z.string(),
    validThrough: z.string().optional(),
    employmentType: z.enum(["FULL_TIME", "PART_TIME", "INTERN", "CONTRACTOR"]).optional(),
    hiringOrganization: z.looseObject({ "@type": z.literal("Organization"), name: z.string() }).optional(),
    jobLocation: z.looseObject({ "@type": z.literal("Place"), address: z.looseObject({ "@type": z.literal("PostalAddress") }) }).optional(),
    jobLocationType: z.literal("TELECOMMUTE").optional(),
    applicantLocationRequirements: z.looseObject({ "@type": z.literal("Country"), name: z.string() }).optional(),
    baseSalary: z.looseObject({ "@type": z.literal("MonetaryAmount"), currency: z.string(), value: z.looseObject({ "@type": z.literal("QuantitativeValue") }) })
      .optional(),
    identifier: z.looseObject({ "@type": z.literal("PropertyValue"), name: z.string(), value: z.string() }).optional(),
    url: z.string().optional(),
    directApply: z.boolean(),
    educationRequirements: z.looseObject({ "@type": z.literal("EducationalOccupationalCredential"), credentialCategory: z.string() }).optional(),
    eligibilityToWorkRequirement: z.string().optional(),
  }).meta({ id: "JobPosting" });
