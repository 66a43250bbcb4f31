import { z } from "zod";
import {
  boolean,
  int32,
  oneOf,
  optionalDate,
  optionalHttpUrl,
  optionalIconUrl,
  optionalOneOf,
  optionalText,
  optionalTimestamp,
  optionalUuid,
  queryBoolean,
  requiredText,
} from "../_shared/fields.ts";
import { createRecordFunction, type RecordFunctionDeps } from "../_shared/record-route.ts";
import type { Handler } from "../_shared/service.ts";
import { importRoute } from "./import-route.ts";
import { categories, employmentTypes, sources } from "./values.ts";


/** Every column the API returns; notify_members and notified_at are internal and never listed. */
export const opportunityColumns = [
  "id", "title", "description", "link_url", "linked_form_id", "category", "icon_url", "term",
  "opens_on", "closes_on", "expires_at", "display_order", "website_viewable", "is_active",
  "company_name", "location", "employment_type", "salary", "field", "source", "external_id",
  "created_at", "created_by", "updated_at", "updated_by",
] as const;

/**
 * The body of a create or an update (spec 4.1, 4.2): title is required, exactly one of link_url
 * and linked_form_id is given, other fields are optional and, on update, left alone when omitted.
 */
export const opportunityInput = z.strictObject({
  title: requiredText(200),
  description: optionalText(10_000).optional(),
  link_url: optionalHttpUrl.optional(),
  linked_form_id: optionalUuid.optional(),
  category: optionalOneOf(categories).optional(),
  icon_url: optionalIconUrl.optional(),
  term: optionalText(100).optional(),
  opens_on: optionalDate.optional(),
  closes_on: optionalDate.optional(),
  expires_at: optionalTimestamp.optional(),
  display_order: int32.optional(),
  website_viewable: boolean.optional(),
  is_active: boolean.optional(),
  company_name: optionalText(200).optional(),
  location: optionalText(200).optional(),
  employment_type: optionalOneOf(employmentTypes).optional(),
  salary: optionalText(100).optional(),
  field: optionalText(100).optional(),
  source: oneOf(sources).optional(),
  external_id: optionalText(200).optional(),
}).superRefine((o, ctx) => {
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
  if (o.opens_on && o.closes_on && o.closes_on < o.opens_on) {
    ctx.addIssue({ code: "custom", path: ["closes_on"], message: "must not be before opens_on" });
  }
}).transform((o) => ({
  ...o,
  // The target given replaces the stored one, so an update can switch between link and form.
  ...(o.link_url ? { linked_form_id: null } : { link_url: null }),
}));

export const opportunityFilters = z.strictObject({
  website_viewable: queryBoolean.optional(),
  is_active: queryBoolean.optional(),
  category: oneOf(categories).optional(),
});

export function createOpportunitiesHandler(deps: RecordFunctionDeps): Handler {
  return createRecordFunction(deps, {
    name: "opportunities",
    noun: "opportunity",
    table: { name: "public.opportunities", columns: opportunityColumns },
    permission: "manage_opportunities",
    input: opportunityInput,
    filters: opportunityFilters,
  }, { import: importRoute(deps.db) });
}
