import { z } from "zod";
import {
  boolean,
  httpUrl,
  int32,
  optionalDate,
  optionalHttpUrl,
  optionalText,
  queryBoolean,
  requiredText,
} from "../_shared/fields.ts";
import { createRecordFunction, type RecordFunctionDeps } from "../_shared/record-route.ts";
import type { Handler } from "../_shared/service.ts";

export const resourceColumns = [
  "id", "title", "category", "link_url", "description", "extension", "thumbnail_url", "resource_date",
  "display_order", "website_viewable", "is_active", "created_at", "created_by", "updated_at", "updated_by",
] as const;

/** The body of a create or an update (spec 4.3, 4.4): title, category and link_url are required. */
export const resourceInput = z.strictObject({
  title: requiredText(200),
  category: requiredText(100),
  link_url: httpUrl,
  description: optionalText(10_000).optional(),
  extension: optionalText(20).optional(),
  thumbnail_url: optionalHttpUrl.optional(),
  resource_date: optionalDate.optional(),
  display_order: int32.optional(),
  website_viewable: boolean.optional(),
  is_active: boolean.optional(),
});

/** Spec 4.5: filters combine; booleans are exactly true or false. */
export const resourceFilters = z.strictObject({
  website_viewable: queryBoolean.optional(),
  is_active: queryBoolean.optional(),
  category: requiredText(100).optional(),
});

export function createResourcesHandler(deps: RecordFunctionDeps): Handler {
  return createRecordFunction(deps, {
    name: "resources",
    noun: "resource",
    table: { name: "public.resources", columns: resourceColumns },
    permission: "manage_resources",
    input: resourceInput,
    filters: resourceFilters,
  });
}
