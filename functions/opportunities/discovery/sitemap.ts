import * as z from "zod";
import { readAs } from "../../_shared/database/as-caller.ts";
import type { Database } from "../../_shared/database/database.ts";
import { type Sql, sql, statement } from "../../_shared/database/sql.ts";
import { reachedUrl, type ServiceConfig } from "../../_shared/http/config.ts";
import { ApiError } from "../../_shared/http/errors.ts";

import type { RouteDeclaration, ValidatedBy } from "../../_shared/http/route-kinds.ts";
import { xmlText } from "../../_shared/discovery/feeds.ts";
import type { RecordType } from "../../_shared/records/record-type.ts";

// The sitemap of every published opportunity's public page, with its true lastmod (when it last
// changed) and its pages in other languages (hreflang alternates), for search engines, past 10,000 URLs an index of its pages, `?page=1`, `?page=2`, ...
// The protocol takes 50,000 a file; 10,000 (about 1.3 MB) keeps what one answer holds in an
// instance's memory small, and crawlers follow an index as readily.

export const urlsPerSitemap = 10_000;

const sitemapQuery = () =>
  z.strictObject({
    page: z.string().regex(/^[1-9]\d{0,5}$/, "must be a page number from 1").transform(Number).optional()
      .meta({ description: `One file of a sitemap of more than ${urlsPerSitemap.toLocaleString("en")} pages (the index lists them).` }),
  });

/**
 * A translated posting's pages in each of its languages (`p`: its `loc`, `language` and
 * `translations`), as Google reads alternates in a sitemap: an `xhtml:link` for each, its own
 * included; the plain page is its own language's, another's adds `lang=<tag>` (`pageInLanguage`).
 * None for a posting in one language.
 */
function languageAlternates(template: string): Sql {
  const joiner = template.includes("?") ? "&amp;lang=" : "?lang=";
  const link = (tag: Sql, href: Sql) => sql`'<xhtml:link rel="alternate" hreflang="' || ${tag} || '" href="' || ${href} || '"/>'`;
  return sql`case when p.translations = '{}'::jsonb then '' else ${link(sql`p.language`, sql`p.loc`)} ||
    (select string_agg(${link(sql`l.tag`, sql`p.loc || ${joiner} || l.tag`)}, '' order by l.tag) from jsonb_object_keys(p.translations) l (tag)) end`;
}

/**
 * GET /opportunities/sitemap.xml: built by Postgres as one string (10,000 URLs are about 1.3 MB:
 * the function only passes it on), ordered by id so pages are stable.
 */
export function sitemapRoute(db: Database, type: RecordType, config: ServiceConfig): RouteDeclaration<"public read", ValidatedBy<ReturnType<typeof sitemapQuery>>> {
  return {
    kind: "public read",
    method: "get",
    path: "/opportunities/sitemap.xml",
    large: () => true, // up to 10,000 URLs, about 1.3 MB
    contract: () => ({
      tags: ["opportunities"],
      operationId: "getOpportunitiesSitemap",
      summary: "The sitemap of the published opportunities' public pages",
      description: "Every published (active, viewable, unexpired) opportunity's page (`PUBLIC_OPPORTUNITY_URL`) with its " +
        `\`lastmod\`; past ${urlsPerSitemap.toLocaleString("en")} a sitemap index of \`?page=\` files. 404 naming the setting when ` +
        "it is not set. Cached as lists are, with an ETag.",
      security: [],
      request: { query: sitemapQuery() },
      errors: { 404: ["not_found"] },
      responses: {
        200: { description: "A sitemap (urlset), or a sitemap index.", content: { "application/xml": { schema: { type: "string" } } } },
        304: { description: "Not modified: the anonymous caller's `If-None-Match` matches the ETag." },
      },
    }),
    async handle(c, { answer }) {
      const template = type.public!.page(config.publicSite);
      if (!template) {
        throw new ApiError(404, "not_found", "There is no sitemap without PUBLIC_OPPORTUNITY_URL, the public page of an opportunity (docs/website.md).");
      }
      const { page } = c.req.valid("query");
      const alternates = languageAlternates(template);
      const published = type.public!.listed(type.sql);
      const [counts = [], urls = []] = await readAs<{ n?: number; xml?: string | null }>(db, c.var.caller, {
        statements: [
          statement(sql`select count(*)::int as n from ${type.sql.ref} where ${published}`),
          statement(sql`select string_agg('<url><loc>' || p.loc || '</loc><lastmod>' ||
              to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') || '</lastmod>' || ${alternates} || '</url>', '' order by p.id) as xml
            from (select id, updated_at, language, translations, replace(${xmlText(template)}, '{id}', id::text) as loc from ${type.sql.ref}
                  where ${published} order by id limit ${urlsPerSitemap} offset ${((page ?? 1) - 1) * urlsPerSitemap}) p`),
        ],
      });
      const total = counts[0]?.n ?? 0;
      const pages = Math.max(1, Math.ceil(total / urlsPerSitemap));
      if (page !== undefined && page > pages) throw new ApiError(404, "not_found", `The sitemap has ${pages} page(s).`);
      const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
      const xmlns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"';
      const headers = { "Content-Type": "application/xml; charset=utf-8" };
      if (page === undefined && pages > 1) {
        const self = reachedUrl(config, c.req.url).split("?")[0];
        const files = Array.from({ length: pages }, (_, i) => `<sitemap><loc>${xmlText(`${self}?page=${i + 1}`)}</loc></sitemap>`);
        return answer(`${head}<sitemapindex ${xmlns}>${files.join("")}</sitemapindex>`, headers);
      }
      // A urlset holds at least one url (sitemap.xsd): an empty board's is the website's home.
      const urlsXml = urls[0]?.xml || `<url><loc>${xmlText(config.publicSite?.organization?.url ?? `${new URL(template.replaceAll("{id}", "id")).origin}/`)}</loc></url>`;
      return answer(`${head}<urlset ${xmlns}>${urlsXml}</urlset>`, headers);
    },
  };
}
