import * as z from "zod";
import { readAs } from "../_shared/database/as-caller.ts";
import type { Database } from "../_shared/database/database.ts";
import { sql, statement } from "../_shared/database/sql.ts";
import type { PublicSite, ServiceConfig } from "../_shared/http/config.ts";
import { ApiError, notFound } from "../_shared/http/errors.ts";
import { lazily } from "../_shared/http/lazily.ts";
import { alwaysPossible, errorResponses } from "../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../_shared/http/route-kinds.ts";
import { uuid } from "../_shared/records/fields.ts";
import { xmlText } from "../_shared/records/feeds.ts";
import type { RecordType } from "../_shared/records/record-type.ts";
import type { Row } from "../_shared/records/table.ts";
import { applyUrlOf, pageOf } from "./public-pages.ts";

// A job posting as schema.org JobPosting JSON-LD, for the website to embed in the posting's page
// (`<script type="application/ld+json">`), so that Google for Jobs lists it; and 410 once it is
// no longer open, so that Google drops it (docs/website.md).

/** What the posting is to schema.org: our employment types, and an internship's. */
const employmentTypes: Record<string, string> = { "Full-time": "FULL_TIME", "Part-time": "PART_TIME", Internship: "INTERN", Contract: "CONTRACTOR" };

/** Plain text as HTML: a paragraph per blank-line-separated block, its lines kept. */
export const htmlParagraphs = (text: string) =>
  text.split(/\n\s*\n/).map((block) => block.trim()).filter(Boolean)
    .map((block) => `<p>${block.split("\n").map(xmlText).join("<br>")}</p>`).join("");

/**
 * Country names (in English, as Intl knows them), common other names, and ISO codes written in
 * capitals, to their ISO 3166-1 alpha-2 code. Built at the first posting asked for.
 */
const countries = lazily(() => {
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const byName = new Map<string, string>([
    ["uk", "GB"], ["great britain", "GB"], ["england", "GB"], ["scotland", "GB"], ["wales", "GB"], ["northern ireland", "GB"],
    ["usa", "US"], ["united states of america", "US"], ["uae", "AE"], ["south korea", "KR"], ["the netherlands", "NL"],
  ]);
  // A deprecated or reserved code stands for its country's own (UK for GB, DD for DE), as locale
  // canonicalization has it; groupings (EU, UN) are no country.
  const byCode = new Map<string, string>();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code)?.toLowerCase();
      if (!name || /^[a-z]{2}$/.test(name) || ["EU", "EZ", "UN", "QO"].includes(code)) continue;
      const canonical = Intl.getCanonicalLocales(`und-${code}`)[0]!.slice(4);
      if (canonical === code) byName.set(name, code);
      byCode.set(code, canonical);
    }
  }
  return { byName, byCode };
});

/** The country a location's last part names ("London, UK", "Berlin, Germany", "Remote, GB"), if any. */
export function countryIn(location: string): string | undefined {
  const last = location.split(",").at(-1)!.trim();
  const { byName, byCode } = countries();
  return /^[A-Z]{2}$/.test(last) ? byCode.get(last) : byName.get(last.toLowerCase());
}

/** The place a posting names, as schema.org wants it: remote, or where, with a country when one is known. */
function placeOf(location: string | null, site: PublicSite | undefined) {
  const named = location ? countryIn(location) : undefined;
  const country = named ?? site?.jobCountry;
  if (location && /\bremote\b/i.test(location)) {
    return {
      jobLocationType: "TELECOMMUTE",
      ...(country ? { applicantLocationRequirements: { "@type": "Country", name: country } } : {}),
    };
  }
  // The locality is the location without the country it names.
  const locality = location && named ? location.split(",").slice(0, -1).join(",").trim() : location;
  if (!locality && !country) return {};
  return {
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", ...(locality ? { addressLocality: locality } : {}), ...(country ? { addressCountry: country } : {}) },
    },
  };
}

/** The JobPosting of a published opportunity (its row as the API reads it). */
export function jobPosting(row: Row, site: PublicSite | undefined): Record<string, unknown> {
  const o = row as Record<string, string | null>;
  const company = o.company_name ?? site?.organization?.name;
  const organization = company && {
    "@type": "Organization",
    name: company,
    ...(!o.company_name && site?.organization?.url ? { sameAs: site.organization.url } : {}),
    ...(!o.company_name && site?.organization?.logo ? { logo: site.organization.logo } : {}),
  };
  const type = o.employment_type ? employmentTypes[o.employment_type] : o.category === "Internship" ? "INTERN" : undefined;
  const applyUrl = applyUrlOf(row, site);
  const page = pageOf(site?.opportunityPage, o.id!);
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: o.title,
    description: htmlParagraphs(o.description ?? o.title!),
    datePosted: o.published_at ?? o.created_at,
    ...(o.expires_at ? { validThrough: o.expires_at } : o.closes_on ? { validThrough: `${o.closes_on}T23:59:59Z` } : {}),
    ...(type ? { employmentType: type } : {}),
    ...(organization ? { hiringOrganization: organization } : {}),
    ...placeOf(o.location ?? null, site),
    ...(o.external_id ? { identifier: { "@type": "PropertyValue", name: company ?? o.feed ?? "external_id", value: o.external_id } } : {}),
    ...(page ?? applyUrl ? { url: page ?? applyUrl } : {}),
    // Applying through the organisation's own form is applying here; a link goes elsewhere.
    directApply: !o.link_url && Boolean(applyUrl),
  };
}

/**
 * GET /opportunities/jobposting?id=: the JSON-LD of a published Job or Internship, or of any
 * imported posting; 404 for one that is not published (or not a job), 410 for one that was
 * published and is no longer.
 */
export function jobPostingRoute(db: Database, type: RecordType, config: ServiceConfig): RouteDeclaration<"public read", ValidatedBy<ReturnType<typeof idQuery>>> {
  return {
    kind: "public read",
    method: "get",
    path: "/opportunities/jobposting",
    contract: () => ({
      tags: ["opportunities"],
      operationId: "getJobPosting",
      summary: "A job posting as schema.org JobPosting JSON-LD",
      description: "For the website to embed in the posting's page (in a script element of type `application/ld+json`): a published " +
        "opportunity of category Job or Internship, or an imported posting. 404 for one that is not published or not a " +
        "job; 410 once one that was published is withdrawn, inactive, expired or deleted. Errors stay in the JSON envelope.",
      security: [],
      request: { query: idQuery() },
      responses: {
        200: {
          description: "The JobPosting (`@context`, `@type`, `title`, `description` as HTML, `datePosted`, `validThrough`, " +
            "`employmentType`, `hiringOrganization`, `jobLocation` or `jobLocationType` TELECOMMUTE with " +
            "`applicantLocationRequirements`, `identifier`, `url`, `directApply`).",
          content: { "application/ld+json": { schema: jobPostingSchema() } },
        },
        304: { description: "Not modified: the anonymous caller's `If-None-Match` matches the ETag." },
        ...errorResponses({ ...alwaysPossible, 400: ["validation_failed"], 404: ["not_found"], 410: ["gone"], 429: ["rate_limited"] }),
      },
    }),
    async handle(c, { answer }) {
      const { id } = c.req.valid("query");
      const [rows = [], gone = []] = await readAs<Row>(db, c.var.caller, {
        statements: [
          statement(sql`select ${type.sql.selected} from ${type.sql.ref} where id = ${id} and ${type.public!.published(type.sql)}`),
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
      return answer(JSON.stringify(jobPosting(row, config.publicSite)), { "Content-Type": "application/ld+json" });
    },
  };
}

const idQuery = () => z.strictObject({ id: uuid().meta({ description: "The opportunity's id.", param: { in: "query" } }) });

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
    identifier: z.looseObject({ "@type": z.literal("PropertyValue"), name: z.string(), value: z.string() }).optional(),
    url: z.string().optional(),
    directApply: z.boolean(),
  }).meta({ id: "JobPosting" });
