import * as z from "zod";
import { readAs } from "../database/as-caller.ts";
import type { Database } from "../database/database.ts";
import { join, sql, statement } from "../database/sql.ts";
import { functionUrl, type PublicSite, reachedUrl, type ServiceConfig } from "../http/config.ts";
import { capitalised } from "../http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../http/route-kinds.ts";
import { listParameters } from "../records/listing.ts";
import { filterCondition, type PublicRecords, type RecordType } from "../records/record-type.ts";
import type { Row } from "../records/table.ts";
import { bucketById, splitKey } from "../files/buckets.ts";
import { fileLink } from "../files/file-link.ts";
import { askedIn, langParameter, languageHeaders } from "../languages/reads.ts";
import { inLanguage, pageInItsLanguage } from "../languages/translations.ts";

// The newest published records as feeds: JSON Feed 1.1 (`feed.json`) and Atom 1.0 (`feed.xml`),
// for feed readers and the bots that post to Discord and Slack; Google reads Atom as a sitemap.
// Anonymous reads like lists: the cache, ETag and 304, the 10-second staleness bound.

export const feedLimits = { default: 50, max: 200 };

/** A page's end: the last entry's `published_at` (in microseconds, as stored) and id. */
const feedCursor = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const feedQuery = (type: RecordType) =>
  type.filterSchema().extend({
    ...(type.translated ? langParameter() : {}),
    q: listParameters().q,
    limit: z.string().regex(/^[1-9]\d{0,2}$/, "must be an integer from 1 to 200").transform(Number)
      .refine((n) => n <= feedLimits.max, "must be an integer from 1 to 200").optional()
      .meta({ description: `How many records, newest first (default ${feedLimits.default}, at most ${feedLimits.max}).` }),
    cursor: z.string().regex(feedCursor, "is not a cursor this feed gave").optional()
      .meta({ description: "The page after another: as the feed's `next_url` (JSON Feed) or `next` link (Atom) gives it." }),
  });

/** The feed's newest published records, filtered as lists are, after `cursor`; one more than the page, to know of a next. */
function feedRead(type: RecordType, publicRecords: PublicRecords, query: Record<string, unknown>) {
  const { limit = feedLimits.default, cursor, q, lang: _lang, ...filters } = query;
  const t = type.sql;
  const [, publishedAt, id] = typeof cursor === "string" ? feedCursor.exec(cursor)! : [];
  const conditions = [
    publicRecords.listed(t),
    ...Object.entries(filters).filter(([, v]) => v !== undefined).map(([name, value]) => filterCondition(type, name, value)),
    ...(id ? [sql`(${t.column("published_at")}, ${t.column("id")}) < (${publishedAt}::timestamptz, ${id}::uuid)`] : []),
    ...(q === undefined ? [] : [sql`fts @@ to_tsquery('english', ${q})`]),
  ];
  return statement(sql`select ${t.selected}, to_char(${t.column("published_at")} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as feed_position
    from ${t.ref} where ${join(conditions, " and ")}
    order by ${t.column("published_at")} desc, ${t.column("id")} desc limit ${(limit as number) + 1}`);
}

/** Text as XML 1.0 character data: escaped, without the characters XML cannot carry. */
export const xmlText = (text: string) =>
  text
    // deno-lint-ignore no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
    .replace(/[&<>"']/g, (c) => `&${({ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" })[c]};`);

interface Entry {
  id: string;
  url?: string;
  title: string;
  text: string;
  published: string;
  updated: string;
  category?: string;
  /** The language of its texts, for a translated type (BCP 47). */
  language?: string;
  /** Its file, when the public may read it: an enclosure. */
  file?: { url: string; type: string; size: number };
}

/** A record's file as its feed entry's enclosure: its link, type and size; none for a members-only file. */
function enclosureOf(row: Record<string, unknown>, config: ServiceConfig, typeName: string): Entry["file"] {
  const key = row.file as string | null | undefined;
  if (!key || bucketById(splitKey(key).bucket)?.membersOnly) return undefined;
  return { url: fileLink(config, typeName, row.id as string), type: String(row.file_type), size: Number(row.file_size) };
}

function entriesOf(rows: Row[], publicRecords: PublicRecords, config: ServiceConfig, typeName: string): Entry[] {
  const site = config.publicSite;
  const page = publicRecords.page(site);
  return rows.map((row) => {
    const r = row as Record<string, string | null>;
    const file = enclosureOf(row, config, typeName);
    return {
      id: r.id!,
      url: pageInItsLanguage(page?.replaceAll("{id}", r.id!), row) ?? publicRecords.link(row, site) ?? file?.url,
      language: r.content_language ?? undefined,
      title: r.title!,
      text: r.description ?? r.title!,
      published: r.published_at ?? r.created_at!,
      updated: r.updated_at!,
      category: r.category ?? undefined,
      file,
    };
  });
}

const feedTitle = (type: RecordType, site: PublicSite | undefined) =>
  site?.organization ? `${site.organization.name}: ${type.name}` : capitalised(type.name);

/** JSON Feed 1.1 (https://jsonfeed.org/version/1.1). */
function jsonFeed(title: string, self: string, next: string | undefined, entries: Entry[], site: PublicSite | undefined, hub?: string) {
  return {
    version: "https://jsonfeed.org/version/1.1",
    title,
    ...(site?.organization?.url ? { home_page_url: site.organization.url } : {}),
    feed_url: self,
    ...(next ? { next_url: next } : {}),
    ...(hub ? { hubs: [{ type: "WebSub", url: hub }] } : {}),
    items: entries.map((e) => ({
      id: e.id,
      ...(e.url ? { url: e.url } : {}),
      title: e.title,
      ...(e.language ? { language: e.language } : {}),
      content_text: e.text,
      summary: e.text.length > 300 ? `${e.text.slice(0, 299).trimEnd()}…` : e.text,
      date_published: e.published,
      date_modified: e.updated,
      ...(e.category ? { tags: [e.category] } : {}),
      ...(e.file ? { attachments: [{ url: e.file.url, mime_type: e.file.type, size_in_bytes: e.file.size }] } : {}),
    })),
  };
}

/**
 * Atom 1.0 (RFC 4287): the feed's updated is its newest entry's; the next page's link as RFC 5005
 * pages one; the WebSub hub, when there is one, as `rel="hub"`.
 */
function atomFeed(title: string, self: string, next: string | undefined, entries: Entry[], site: PublicSite | undefined, hub?: string) {
  const updated = entries.map((e) => e.updated).sort().at(-1) ?? "1970-01-01T00:00:00Z";
  const author = xmlText(site?.organization?.name ?? title);
  const items = entries.map((e) =>
    (e.language ? `<entry xml:lang="${xmlText(e.language)}">` : "<entry>") +
    `<id>urn:uuid:${e.id}</id>` +
    `<title type="text">${xmlText(e.title)}</title>` +
    (e.url ? `<link rel="alternate" href="${xmlText(e.url)}"/>` : "") +
    (e.file ? `<link rel="enclosure" type="${xmlText(e.file.type)}" length="${e.file.size}" href="${xmlText(e.file.url)}"/>` : "") +
    `<published>${e.published}</published><updated>${e.updated}</updated>` +
    (e.category ? `<category term="${xmlText(e.category)}"/>` : "") +
    `<content type="text">${xmlText(e.text)}</content>` +
    "</entry>"
  );
  return '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">' +
    `<id>${xmlText(self)}</id><title type="text">${xmlText(title)}</title><updated>${updated}</updated>` +
    `<link rel="self" type="application/atom+xml" href="${xmlText(self)}"/>` +
    (next ? `<link rel="next" type="application/atom+xml" href="${xmlText(next)}"/>` : "") +
    (hub ? `<link rel="hub" href="${xmlText(hub)}"/>` : "") +
    (site?.organization?.url ? `<link rel="alternate" href="${xmlText(site.organization.url)}"/>` : "") +
    `<author><name>${author}</name></author>` + items.join("") + "</feed>";
}

/** A feed's own URL where the service is reached: the topic a WebSub hub is told of. */
export const feedUrl = (config: ServiceConfig, typeName: string, format: keyof typeof formats) =>
  functionUrl(config, `/${typeName}/${formats[format].path}`);

const formats = {
  json: { path: "feed.json", mediaType: "application/feed+json", write: jsonFeed, name: "JSON Feed 1.1" },
  xml: { path: "feed.xml", mediaType: "application/atom+xml", write: atomFeed, name: "Atom 1.0" },
} as const;

/** GET /<name>/feed.json and /<name>/feed.xml. */
export const feedRoutes = (db: Database, type: RecordType, publicRecords: PublicRecords, config: ServiceConfig): RouteDeclaration[] =>
  (["json", "xml"] as const).map((format) => feedRoute(db, type, publicRecords, config, format)) as RouteDeclaration[];

function feedRoute(
  db: Database,
  type: RecordType,
  publicRecords: PublicRecords,
  config: ServiceConfig,
  format: keyof typeof formats,
): RouteDeclaration<"public read", ValidatedBy<ReturnType<typeof feedQuery>>> {
  const { path, mediaType, write, name } = formats[format];
  return {
    kind: "public read",
    method: "get",
    path: `/${type.name}/${path}`,
    variesByLanguage: Boolean(type.translated),
    contract: () => ({
      tags: [type.name],
      operationId: `get${capitalised(type.name)}${format === "json" ? "JsonFeed" : "AtomFeed"}`,
      summary: `The newest published ${type.name} as ${name}`,
      description: `The newest ${feedLimits.default} published ${type.name} (\`limit\` up to ${feedLimits.max}), newest first by when ` +
        `each was first published; the list's filters and \`q\` work. Each entry: its id, title, public page (${publicRecords.pageSetting}; ` +
        "without it, the record's own link), description, dates and category, and its file as an enclosure (an attachment) with " +
        "its type and size, unless only members may read it. Cached as lists are, with an ETag.",
      security: [],
      request: { query: feedQuery(type) },
      responses: {
        200: { description: `The feed (${name}).`, content: { [mediaType]: { schema: { type: format === "json" ? "object" : "string" } } } },
        304: { description: "Not modified: the anonymous caller's `If-None-Match` matches the ETag." },
      },
    }),
    async handle(c, { answer }) {
      const query = c.req.valid("query");
      const [found = []] = await readAs<Row>(db, c.var.caller, { statements: [feedRead(type, publicRecords, query)] });
      const limit = (query.limit as number | undefined) ?? feedLimits.default;
      const asked = askedIn(c, query.lang as string | undefined);
      const rows = found.slice(0, limit).map(type.translated ? inLanguage(asked, type.translated.fields) : (row) => row);
      const site = config.publicSite;
      // The hub is named only where it is told of changes: the unfiltered feed, its topic (WebSub 4).
      const hub = publicRecords.announced && new URL(c.req.url).search === "" ? config.websubHub : undefined;
      const self = hub ? feedUrl(config, type.name, format) : reachedUrl(config, c.req.url);
      const nextUrl = new URL(self);
      nextUrl.searchParams.set("cursor", `${rows.at(-1)?.feed_position}_${rows.at(-1)?.id}`);
      const next = found.length > limit ? nextUrl.href : undefined;
      const feed = write(feedTitle(type, site), self, next, entriesOf(rows, publicRecords, config, type.name), site, hub);
      return answer(typeof feed === "string" ? feed : JSON.stringify(feed), {
        "Content-Type": `${mediaType}; charset=utf-8`,
        ...(hub ? { Link: `<${hub}>; rel="hub", <${self}>; rel="self"` } : {}),
        ...(type.translated ? languageHeaders(query.lang as string | undefined) : {}),
      });
    },
  };
}
