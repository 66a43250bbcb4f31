import * as z from "zod";
import { sql } from "../_shared/database/sql.ts";
import {
  boolean,
  httpUrl,
  int32,
  optionalDate,
  optionalHttpUrl,
  optionalText,
  requiredText,
} from "../_shared/records/fields.ts";
import { type ApiFunction, createRecordFunction, type FunctionDeps } from "../_shared/records/record-function.ts";
import { defineRecordType, equalsFilter, flagFilter } from "../_shared/records/record-type.ts";
import { recordColumns, recordSchema } from "../_shared/records/record-shape.ts";
import { resources as resourceTable } from "../../types/record-tables.ts";

// The resource record type, declared once: its columns, the rules of its fields, what the API
// returns and its list filters. Routes, the contract and the tests' generators derive from it.

/** Every column of the table but its search document (`fts`), in the table's order: the API returns them all. */
export const resourceColumns = recordColumns(resourceTable);

/**
 * A create's example with every field a client may send (so that tools which vary an example's
 * fields, such as contract fuzzers, reach each one): valid as a create, a replace and a patch.
 */
const resourceExample = {
  title: "Intro to Git workshop slides",
  category: "Workshops",
  link_url: "https://drive.example.com/git-slides.pdf",
  description: "Slides from the autumn workshop.",
  extension: "pdf",
  thumbnail_url: "https://drive.example.com/git-slides.png",
  resource_date: "2026-10-14",
  display_order: 0,
  website_viewable: false,
  is_active: true,
};

/** The body of a create or an update (spec 4.3, 4.4): title, category and link_url are required. */
const resourceInput = () =>
  z.strictObject({
    title: requiredText(200),
    category: requiredText(100),
    link_url: httpUrl(),
    description: optionalText(10_000).optional(),
    extension: optionalText(20).optional(),
    thumbnail_url: optionalHttpUrl().optional(),
    resource_date: optionalDate().optional(),
    display_order: int32().optional(),
    website_viewable: boolean().optional(),
    is_active: boolean().optional(),
  }).meta({
    id: "ResourceInput",
    description: "Strings are trimmed; an empty optional string is stored as null.",
    example: resourceExample,
  });

/** The body of a PATCH: any of the fields, at least one, with the same rules. */
const resourcePatch = (input: ReturnType<typeof resourceInput>) =>
  input.partial().refine((r) => Object.keys(r).length > 0, {
    path: [],
    message: "give at least one field to change",
  }).meta({ id: "ResourcePatch", example: { ...resourceExample, website_viewable: true } });

/** A resource as the API returns it (spec 2.2): its columns, as the migrations make them. */
const resourceRecord = () => recordSchema(resourceTable).meta({ id: "Resource", example: resourceTable.example });

export const resourceType = defineRecordType({
  name: "resources",
  description: "Slides, files and links grouped by category.",
  noun: "resource",
  table: "resources",
  columns: resourceColumns,
  permission: "manage_resources",
  schemas() {
    const input = resourceInput();
    return { fields: input, input, patch: resourcePatch(input), record: resourceRecord() };
  },
  // Spec 4.5: filters combine; booleans are exactly true or false.
  filters: {
    website_viewable: flagFilter("Only resources with this website_viewable (the public website sends true)."),
    is_active: flagFilter("Only active, or only inactive, resources."),
    category: equalsFilter(() => requiredText(100), "Only resources of this single category."),
    extension: equalsFilter(() => requiredText(20), "Only resources with this extension, e.g. pdf."),
  },
  public: {
    published: (t) => sql`${t.column("website_viewable")} and ${t.column("is_active")}`,
    link: (row) => row.link_url as string,
  },
});

export function createResourcesFunction(deps: FunctionDeps): ApiFunction {
  return createRecordFunction(deps, resourceType, () => import("./openapi.json", { with: { type: "json" } }));
}
