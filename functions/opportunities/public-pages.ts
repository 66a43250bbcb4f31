import type { PublicSite } from "../_shared/http/config.ts";
import type { Row } from "../_shared/records/table.ts";

/** A record's page on the public website: the setting's template with the id, or none without it. */
export const pageOf = (template: string | undefined, id: string): string | undefined => template?.replaceAll("{id}", id);

/**
 * A posting's page in the language its answer shows (`content_language`): its own language's is
 * the plain page, another's adds `lang=<tag>`, which the page passes on to its reads.
 */
export function postingPage(template: string | undefined, row: Row): string | undefined {
  const page = pageOf(template, String(row.id));
  const language = row.content_language;
  return page && typeof language === "string" && language !== row.language ? pageInLanguage(page, language) : page;
}

/** A page with `lang=<tag>` in its query. */
export function pageInLanguage(page: string, language: string): string {
  const url = new URL(page);
  url.searchParams.set("lang", language);
  return url.href;
}

/**
 * Where a visitor applies: the opportunity's link, or the public page of the form it is routed to
 * (`PUBLIC_FORM_URL`, its `{id}` the form's and `{opportunity_id}` the opportunity's: the page that
 * reads `GET /applications/form` and posts the application); null for a form-routed one when that
 * is not set.
 */
export const applyUrlOf = (row: Row, site: PublicSite | undefined): string | null =>
  (row.link_url as string | null) ??
    (row.linked_form_id ? pageOf(site?.formPage, row.linked_form_id as string)?.replaceAll("{opportunity_id}", String(row.id)) ?? null : null);

/** An opportunity as every answer shows it: with its `apply_url`. */
export const withApplyUrl = (site: PublicSite | undefined) => (row: Row): Row => ({ ...row, apply_url: applyUrlOf(row, site) });
