import type { PublicSite } from "../_shared/http/config.ts";
import type { Row } from "../_shared/records/table.ts";

/** A record's page on the public website: the setting's template with the id, or none without it. */
export const pageOf = (template: string | undefined, id: string): string | undefined => template?.replaceAll("{id}", id);

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
