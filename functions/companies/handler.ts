import * as z from "zod";
import { sql } from "../_shared/database/sql.ts";
import { boolean, int32, optionalHttpUrl, optionalText, requiredText } from "../_shared/records/fields.ts";
import { trustableDomain } from "../_shared/people/domains.ts";
import { type ApiFunction, createRecordFunction, type FunctionDeps } from "../_shared/records/record-function.ts";
import { conditionFilter, defineRecordType, flagFilter } from "../_shared/records/record-type.ts";
import { recordColumns, recordSchema } from "../_shared/records/record-shape.ts";
import { companies as companyTable } from "../../types/record-tables.ts";
import { mergeRoute } from "./merge.ts";
import { statsRoute } from "./stats.ts";
import { buckets, fileKey } from "../_shared/files/buckets.ts";
import { fileUrlField, withFileUrl } from "../_shared/files/file-link.ts";
import { recordFileRoutes } from "../_shared/files/record-file-routes.ts";
import { type StorageAccess, storageClient } from "../_shared/files/storage-client.ts";

// The company record type (docs/sponsors.md): one company behind many postings, which the
// database links by its verified domains, its website's host or its exact name. The public reads
// the companies that are hiring, each with its count, and one by its slug with its open postings.

/** Every column of the table but its search document (`fts`), in the table's order. */
export const companyColumns = recordColumns(companyTable);

const slugRule = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slug = () =>
  z.string({ error: "must be a slug" }).trim().max(80, "must be at most 80 characters")
    .regex(slugRule, "must be lower-case letters and digits in words joined by -, e.g. acme-robotics");
/** A slug to set, or blank: made from the name (a create), kept as it is (an update). */
const slugInput = () =>
  z.string({ error: "must be a slug" }).trim().max(80, "must be at most 80 characters")
    .refine((s) => s === "" || slugRule.test(s), "must be lower-case letters and digits in words joined by -, e.g. acme-robotics, or blank")
    .meta({ pattern: "^\\s*([a-z0-9]+(-[a-z0-9]+)*)?\\s*$" });


/**
 * A create's example with every field (tools that vary an example reach each one): valid as a
 * create any number of times, so its slug is made from the name and it claims no domain.
 */
const companyExample = {
  name: "Acme Robotics",
  slug: "",
  website: "https://acme.example.com",
  logo_url: "https://acme.example.com/logo.png",
  file: null,
  description: "Warehouse robots; a sponsor of the club since 2024.",
  verified_domains: [],
  display_order: 0,
  website_viewable: true,
  is_active: true,
};

/** Where a company's file, its logo, goes. */
const companyFiles = { bucket: buckets.companyLogos };

/** The body of a create or an update: name is required; the slug is made from it when not given. */
const companyInput = () =>
  z.strictObject({
    name: requiredText(200),
    slug: slugInput().optional().meta({
      description: "Its address on the website: given, or (absent or blank) made from the name; kept when the name changes.",
    }),
    website: optionalHttpUrl().optional(),
    logo_url: optionalHttpUrl().optional(),
    file: fileKey([companyFiles.bucket]).optional().meta({ description: "Its logo in Storage (company-logos/<name>): the logo_url answered is then the file's link." }),
    description: optionalText(10_000).optional(),
    // Stored as a JSON array (the API reads and writes no SQL arrays), without repeats, in order.
    verified_domains: z.array(trustableDomain(), { error: "must be a list of domain names" }).max(20, "must list at most 20 domains")
      .transform((list) => [...new Set(list)].sort())
      .optional().meta({ description: "Its own domains (never free or disposable mail, never a public suffix such as co.uk or github.io): a submission from an address there is trusted, and a posting whose link is there or under it is its." }),
    display_order: int32().optional(),
    website_viewable: boolean().optional(),
    is_active: boolean().optional(),
  }).meta({
    id: "CompanyInput",
    description: "Strings are trimmed; an empty optional string is stored as null. A slug is one company's (409 duplicate_slug), " +
      "and so is each domain (409 duplicate_domain).",
    example: companyExample,
  });

const companyPatch = (input: ReturnType<typeof companyInput>) =>
  input.partial().refine((r) => Object.keys(r).length > 0, { path: [], message: "give at least one field to change" })
    .meta({ id: "CompanyPatch", example: { description: "Warehouse robots and their software.", website_viewable: false } });

/** One of a company's open postings, as its page lists them. */
const postingCard = () =>
  z.object({
    id: z.string().meta({ format: "uuid" }),
    title: z.string(),
    category: z.string().nullable(),
    employment_type: z.string().nullable(),
    location: z.string().nullable(),
    workplace: z.string().nullable(),
    closes_on: z.string().nullable().meta({ format: "date" }),
  });

const companyRecord = () =>
  recordSchema(companyTable, {
    verified_domains: z.array(z.string()).meta({ description: "Its own domains: trusted for submissions, and linking postings." }),
    open_postings: z.int().meta({ description: "How many of its postings the public can apply to now. Not stored." }),
    postings: z.array(postingCard()).optional().meta({
      description: "With `id` or `slug` only: its open postings (published, not past closes_on), by display_order and title.",
    }),
    ...fileUrlField(),
  }).meta({ id: "Company", example: { ...companyTable.example, open_postings: 1, file_url: null } });

export const companyType = defineRecordType({
  name: "companies",
  description: "The companies behind postings: their profiles, and the figures sponsors ask for.",
  noun: "company",
  table: "companies",
  columns: companyColumns,
  sortBy: "name",
  permission: "manage_companies",
  schemas() {
    const input = companyInput();
    return { fields: input, input, patch: companyPatch(input), record: companyRecord() };
  },
  computed: { open_postings: (t) => sql`private.open_postings_of(${t.ref}.id)` },
  lookup: {
    keys: { slug },
    adds: {
      postings: (t) =>
        sql`(select coalesce(jsonb_agg(jsonb_build_object('id', o.id, 'title', o.title, 'category', o.category,
          'employment_type', o.employment_type, 'location', o.location, 'workplace', o.workplace, 'closes_on', o.closes_on)
          order by o.display_order, o.title, o.id), '[]'::jsonb)
        from public.opportunities o where o.company_id = ${t.ref}.id and private.published(o) and private.still_open(o.closes_on))`,
    },
  },
  filters: {
    website_viewable: flagFilter("Only companies with this website_viewable."),
    is_active: flagFilter("Only active, or only inactive, companies."),
    hiring: conditionFilter("`true`: only companies with postings the public can apply to now (anonymous callers' default); `false`: only the others.", {
      columns: ["id"],
      true: (t) => sql`private.open_postings_of(${t.ref}.id) > 0`,
      false: (t) => sql`private.open_postings_of(${t.ref}.id) = 0`,
    }),
  },
  anonymousDefaults: { hiring: true },
  conflicts: ["duplicate_slug", "duplicate_domain"],
  serviceWritten: ["file_type", "file_size"],
  // A company with a logo file shows it: the service's link, which checks the company each time.
  answered: { fields: ["file_url"], with: (config) => withFileUrl(config, "companies", "logo_url") },
});

export function createCompaniesFunction(deps: FunctionDeps & { storage?: StorageAccess }): ApiFunction {
  return createRecordFunction(deps, companyType, () => import("./openapi.json", { with: { type: "json" } }), [
    ...recordFileRoutes(deps.db, deps.config, storageClient(deps.config, deps.storage), { type: companyType, ...companyFiles }),
    mergeRoute(),
    statsRoute(deps.db),
  ]);
}
