import * as z from "zod";
import { sql } from "../_shared/database/sql.ts";
import {
  boolean,
  int32,
  optionalDate,
  optionalHttpUrl,
  optionalText,
  requiredText,
  whenAnObject,
} from "../_shared/records/fields.ts";
import { type ApiFunction, createRecordFunction, type FunctionDeps } from "../_shared/records/record-function.ts";
import { defineRecordType, equalsFilter, flagFilter } from "../_shared/records/record-type.ts";
import { recordColumns, recordSchema } from "../_shared/records/record-shape.ts";
import { resources as resourceTable } from "../../types/record-tables.ts";
import { buckets, fileKey } from "../_shared/files/buckets.ts";
import { fileUrlField, withFileUrl } from "../_shared/files/file-link.ts";
import { recordFileRoutes } from "../_shared/files/record-file-routes.ts";
import { type StorageAccess, storageClient } from "../_shared/files/storage-client.ts";

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
  file: null,
  description: "Slides from the autumn workshop.",
  extension: "pdf",
  thumbnail_url: "https://drive.example.com/git-slides.png",
  resource_date: "2026-10-14",
  display_order: 0,
  website_viewable: false,
  is_active: true,
};

/** Where a resource's files go: the library's, or the members' own. */
export const resourceFiles = { bucket: buckets.resourceFiles, membersOnlyBucket: buckets.memberFiles };

const resourceFields = () =>
  z.strictObject({
    title: requiredText(200),
    category: requiredText(100),
    link_url: optionalHttpUrl().optional(),
    file: fileKey([resourceFiles.bucket, resourceFiles.membersOnlyBucket]).optional(),
    description: optionalText(10_000).optional(),
    extension: optionalText(20).optional(),
    thumbnail_url: optionalHttpUrl().optional(),
    resource_date: optionalDate().optional(),
    display_order: int32().optional(),
    website_viewable: boolean().optional(),
    is_active: boolean().optional(),
  });

/**
 * The body of a create or an update (spec 4.3, 4.4): title, category and where the resource is,
 * a link_url or a file (or both), are required.
 */
const resourceInput = (fields: ReturnType<typeof resourceFields>) =>
  fields.superRefine((r, ctx) => {
    if (r.link_url == null && r.file == null) ctx.addIssue({ code: "custom", path: ["link_url"], message: "give a link_url, a file, or both" });
  }, whenAnObject).meta({
    id: "ResourceInput",
    description: "A link_url or a file (a Storage key: docs/files.md) is required; with a file, the link_url answered is the " +
      "file's link. Strings are trimmed; an empty optional string is stored as null.",
    example: resourceExample,
  });

/** The body of a PATCH: any of the fields, at least one, with the same rules. */
const resourcePatch = (fields: ReturnType<typeof resourceFields>) =>
  fields.partial().refine((r) => Object.keys(r).length > 0, {
    path: [],
    message: "give at least one field to change",
  }).meta({ id: "ResourcePatch", example: { ...resourceExample, website_viewable: true } });

/** A resource as the API returns it (spec 2.2): its columns, as the migrations make them. */
const resourceRecord = () => recordSchema(resourceTable, fileUrlField()).meta({ id: "Resource", example: { ...resourceTable.example, file_url: null } });

export const resourceType = defineRecordType({
  name: "resources",
  description: "Slides, files and links grouped by category.",
  noun: "resource",
  table: "resources",
  columns: resourceColumns,
  permission: "manage_resources",
  schemas() {
    const fields = resourceFields();
    return { fields, input: resourceInput(fields), patch: resourcePatch(fields), record: resourceRecord() };
  },
  serviceWritten: ["file_type", "file_size"],
  // A resource with a file links to it: the service's link, which checks the resource each time.
  answered: { fields: ["file_url"], with: (config) => withFileUrl(config, "resources", "link_url") },
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

export function createResourcesFunction(deps: FunctionDeps & { storage?: StorageAccess }): ApiFunction {
  const storage = storageClient(deps.config, deps.storage);
  return createRecordFunction(deps, resourceType, () => import("./openapi.json", { with: { type: "json" } }), [
    ...recordFileRoutes(deps.db, deps.config, storage, { type: resourceType, ...resourceFiles }),
  ]);
}
