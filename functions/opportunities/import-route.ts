import { z } from "zod";
import type { Database, Queryable } from "../_shared/database.ts";
import { ApiError } from "../_shared/errors.ts";
import { queryBoolean } from "../_shared/fields.ts";
import { checkPermission, writeAs } from "../_shared/permissions.ts";
import { success } from "../_shared/responses.ts";
import { methodNotAllowed, type Route } from "../_shared/service.ts";
import { mediaType, parseJson, queryParameters, readText, validate } from "../_shared/validation.ts";
import { type Posting, prepareImport, rowsFromCsv, rowsFromJson } from "./import-rows.ts";

const maxImportBytes = 10 << 20; // 10 MiB

const importOptions = z.strictObject({
  dry_run: queryBoolean.optional(),
  atomic: queryBoolean.optional(),
});

/**
 * One set-based statement for the whole file. Known external_ids get the posting's own fields
 * (category only when the file gives one), and only when something differs, so a re-import
 * changes no updated_at. New ones are inserted as csv_import, Job unless given, inactive and not
 * viewable until an editor reviews them. What editors decide (is_active, website_viewable,
 * display_order, expires_at, notifications) is never touched.
 */
const upsertPostings = `
  with input as (
    -- $1 is text: postgres.js would JSON-encode a jsonb parameter a second time.
    select * from jsonb_to_recordset($1::text::jsonb) as i(
      external_id text, title text, link_url text, company_name text, location text,
      employment_type text, salary text, description text, field text, category text)
  ),
  updated as (
    update public.opportunities o set
      title = i.title, link_url = i.link_url, linked_form_id = null, company_name = i.company_name,
      location = i.location, employment_type = i.employment_type, salary = i.salary,
      description = i.description, field = i.field, category = coalesce(i.category, o.category)
    from input i
    where o.external_id = i.external_id
      and (o.title, o.link_url, o.linked_form_id, o.company_name, o.location, o.employment_type,
           o.salary, o.description, o.field, o.category)
        is distinct from
          (i.title, i.link_url, null::uuid, i.company_name, i.location, i.employment_type,
           i.salary, i.description, i.field, coalesce(i.category, o.category))
    returning 1
  ),
  inserted as (
    insert into public.opportunities
      (external_id, title, link_url, company_name, location, employment_type, salary, description,
       field, category, source, is_active, website_viewable)
    select i.external_id, i.title, i.link_url, i.company_name, i.location, i.employment_type,
           i.salary, i.description, i.field, coalesce(i.category, 'Job'), 'csv_import', false, false
    from input i
    where not exists (select from public.opportunities o where o.external_id = i.external_id)
    returning 1
  )
  select (select count(*)::int from inserted) as inserted, (select count(*)::int from updated) as updated`;

async function writePostings(tx: Queryable, postings: Posting[]) {
  const [counts] = await tx.query<{ inserted: number; updated: number }>(upsertPostings, [JSON.stringify(postings)]);
  return counts!;
}

/**
 * POST /opportunities/import: job postings from CSV (`text/csv`, header row) or JSON (an array
 * of objects), upserted by external_id in one transaction. `dry_run=true` reports without
 * writing; `atomic=true` imports nothing when any row is invalid.
 */
export function importRoute(db: Database): Route {
  return async (request, { claims }) => {
    if (request.method !== "POST") throw methodNotAllowed(request.method, ["POST", "OPTIONS"]);
    const options = validate(importOptions, queryParameters(new URL(request.url)));
    const type = mediaType(request);
    if (type !== "text/csv" && type !== "application/json") {
      throw new ApiError(415, "unsupported_media_type", "Send the postings as text/csv or application/json.");
    }

    // 403 before reading the file; the file is read and checked outside any transaction, so no
    // connection waits on an upload. The write re-checks, and RLS holds regardless.
    await checkPermission(db, claims, "manage_opportunities", "opportunities");
    const text = await readText(request, maxImportBytes);
    const prepared = prepareImport(type === "text/csv" ? rowsFromCsv(text) : rowsFromJson(parseJson(text)));
    if (options.atomic && prepared.skipped.length) {
      throw new ApiError(
        400,
        "invalid_rows",
        `${prepared.skipped.length} row(s) are invalid, so nothing was imported (atomic=true).`,
        prepared.skipped.flatMap(({ row, errors }) => errors.map((e) => ({ field: `row ${row}: ${e.field}`, message: e.message }))),
      );
    }
    const counts = await writeAs(db, claims, "manage_opportunities", "opportunities", (tx) =>
      options.dry_run ? dryRun(tx, prepared.postings) : writePostings(tx, prepared.postings)
    );
    return success({
      inserted: counts.inserted,
      updated: counts.updated,
      unchanged: prepared.postings.length - counts.inserted - counts.updated,
      skipped: prepared.skipped,
      duplicates: prepared.duplicates,
      dry_run: Boolean(options.dry_run),
    });
  };
}

/** Runs the import inside a savepoint and rolls it back: exact counts, nothing written. */
async function dryRun(tx: Queryable, postings: Posting[]) {
  await tx.query("savepoint dry_run");
  const counts = await writePostings(tx, postings);
  await tx.query("rollback to savepoint dry_run");
  return counts;
}
