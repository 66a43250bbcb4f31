import type { Queryable } from "../../_shared/database/database.ts";
import { execute, join, type Sql, sql, table } from "../../_shared/database/sql.ts";
import { changesVia } from "../../_shared/records/history.ts";
import { lockGroup, restoreListed, withdrawUnlisted } from "./groups.ts";
import type { PreparedImport } from "./rows.ts";
import type { Posting } from "./posting.ts";
import { opportunityType } from "../record.ts";

// The import as a service: postings prepared from a file or a job board, written in the caller's
// transaction. The import route (route.ts) and a job source's run (../sources/runs.ts) call it;
// neither writes postings any other way.

/**
 * 4 MiB: about 10,500 postings as scraped exports have them (bench/import.ts), or 50,000 short
 * ones. Supabase gives an instance 256 MB and Deno itself takes about 80 MB; four 4 MiB imports
 * sent at once peak at about 225 MB (four 10 MiB ones reached 330-410 MB).
 */
export const maxImportBytes = 4 << 20;

const imports = opportunityType.imports!;
const key = imports.key;
const requiredFields = Object.keys(imports.required).filter((name) => name !== key);
const optionalFields = imports.optional;
const columns = table("public.opportunities", [key, ...requiredFields, ...optionalFields, "feed", "id", "category"]);
const each = (names: readonly string[], as: (column: Sql) => Sql) => join(names.map((name) => as(columns.column(name))), ", ");
/**
 * Each optional field: the posting's value when it has the field (its bit in `_given`), else the
 * stored posting's (`o`), or null for a new one. The statement tests a bit, sent beside the
 * postings, rather than looking a key up in a posting's JSON, which Postgres parses again at each
 * lookup (14 lookups took 0.9 s of 10,000 postings).
 */
const given = (name: string, stored: Sql | null) =>
  sql`case when i._given & ${1 << optionalFields.indexOf(name)}::int = 0 then ${stored ?? sql`null`} else i.${columns.column(name)} end`;
const storedAs = (name: string) => sql`o.${columns.column(name)}`;
/** Which optional fields a posting has: a bit each, in `optionalFields`' order. */
const givenBits = (p: Posting) => optionalFields.reduce((bits, name, bit) => (name in p ? bits | (1 << bit) : bits), 0);
/** What a known posting takes from the import: the same columns in the `set` and in the change test. */
const written = [...requiredFields, ...optionalFields, "feed"];
/** A new posting's category is Job unless given. */
const insertedOptional = optionalFields.filter((name) => name !== "category");
/** A written column's value for a stored posting: the import's, or what it had. */
const updatedValue = (name: string, feed: string | null) =>
  name === "feed" ? sql`coalesce(${feed}::text, o.feed)` : optionalFields.includes(name) ? given(name, storedAs(name)) : sql`i.${columns.column(name)}`;

/**
 * One statement for a batch of postings. Known external_ids get the posting's own fields, and
 * only when something differs, so a re-import changes no updated_at. An optional field the
 * posting does not have at all (a column the file lacks) stays as it was; one it has empty (null)
 * is cleared. New ones are inserted as csv_import, Job unless given, inactive and not viewable
 * until an editor reviews them. What editors decide (is_active, website_viewable, display_order,
 * expires_at, notifications) is never touched.
 *
 * Known postings are updated, and only the new ones inserted: an `insert ... on conflict` runs
 * every row's insert triggers (its search document, its company, its link's key) before it meets
 * the conflict, so a re-import of 10,000 known postings did all that work for each and wrote
 * nothing. The insert keeps `on conflict` for a posting another import inserts meanwhile: it
 * waits for it, then updates it, instead of failing on the unique key. Each part takes its rows
 * in external_id order (the postings are sorted), so two imports lock shared rows in the same
 * order; a deadlock all the same is a lost race, run again (`asCaller`).
 *
 * The postings arrive as JSON text (postgres.js would JSON-encode a json parameter a second time),
 * read as json, not jsonb: read once, they need not be converted to jsonb first.
 *
 * The postings are read as rows of the table's own type (`json_populate_record`): each field takes
 * its column's type, so the import's columns are the declaration's and nothing else spells them.
 */
const upsertPostings = (postings: string, bits: string, feed: string | null, publish: boolean): Sql => sql`
  with input as (
    select r.*, g.bits::int as _given, e.n
    from json_array_elements(${postings}::text::json) with ordinality as e(posting, n)
    join json_array_elements_text(${bits}::text::json) with ordinality as g(bits, n) on g.n = e.n
    cross join lateral json_populate_record(null::public.opportunities, e.posting) as r
  ),
  locked as (
    select o.id from public.opportunities o join input i on o.${columns.column(key)} = i.${columns.column(key)}
    order by o.${columns.column(key)} for no key update of o
  ),
  updated as (
    update public.opportunities o set linked_form_id = null, ${join(written.map((name) => sql`${columns.column(name)} = ${updatedValue(name, feed)}`), ", ")}
    from input i
    where o.${columns.column(key)} = i.${columns.column(key)} and o.id in (select id from locked)
      and (o.linked_form_id, ${each(written, (c) => sql`o.${c}`)})
        is distinct from (null::uuid, ${join(written.map((name) => updatedValue(name, feed)), ", ")})
    returning false as inserted
  ),
  inserted as (
    insert into public.opportunities as o
      (${each([key, ...requiredFields], (c) => c)}, linked_form_id, ${each(insertedOptional, (c) => c)}, category, source, is_active,
       website_viewable, feed)
    select ${each([key, ...requiredFields], (c) => sql`i.${c}`)}, null, ${join(insertedOptional.map((name) => given(name, null)), ", ")},
           coalesce(i.category, 'Job'), 'csv_import', ${publish}, ${publish}, ${feed}::text
    from input i
    where not exists (select 1 from public.opportunities k where k.${columns.column(key)} = i.${columns.column(key)})
    order by i.n
    on conflict (${columns.column(key)}) do update set
      linked_form_id = null, ${each(written, (c) => sql`${c} = excluded.${c}`)}
    where (o.linked_form_id, ${each(written, (c) => sql`o.${c}`)})
      is distinct from (null::uuid, ${each(written, (c) => sql`excluded.${c}`)})
    -- The audit trigger stamps updated_at = created_at on insert and a strictly later time on
    -- any update, so this tells the two apart exactly (xmax would need table-wide SELECT).
    returning o.updated_at = o.created_at as inserted
  )
  select (select count(*) filter (where inserted) from inserted)::int as inserted,
    ((select count(*) from updated) + (select count(*) filter (where not inserted) from inserted))::int as updated`;

/**
 * Postings per statement: few statements, each bounded in memory whatever the file's size. Four
 * 4 MiB imports at once peaked at 270 MiB with batches of 5,000, 259 with 2,500 and 258 with
 * 1,000 (which cost more CPU): the rest of the peak is not the statement's.
 */
const batchSize = 2_500;

/**
 * Writes the postings in external_id order (code point order, the same in every import), a batch
 * per statement, in the caller's transaction.
 */
async function writePostings(tx: Queryable, postings: Posting[], feed: string | null, publish: boolean) {
  const ordered = [...postings].sort((a, b) => (a.external_id < b.external_id ? -1 : a.external_id > b.external_id ? 1 : 0));
  const total = { inserted: 0, updated: 0 };
  for (let at = 0; at < ordered.length; at += batchSize) {
    const batch = ordered.slice(at, at + batchSize);
    const [counts] = await execute<{ inserted: number; updated: number }>(
      tx,
      upsertPostings(JSON.stringify(batch), JSON.stringify(batch.map(givenBits)), feed, publish),
    );
    total.inserted += counts!.inserted;
    total.updated += counts!.updated;
  }
  return total;
}

/** What an import does with its postings (a file's query, or a job source's settings). */
export interface ImportSettings {
  feed?: string | null;
  sync?: boolean;
  force?: boolean;
  /** New postings active and viewable at once (a job source set to publish), not left for review. */
  publish?: boolean;
  /** What the caller can do when a sync is refused, said in the refusal. */
  forcing?: string;
}

/**
 * The import in the caller's transaction: with a feed, the postings go into it and those a sync
 * had withdrawn come back; with a sync, the feed's active postings that the file does not list
 * (skipped rows with an external_id still list theirs) are withdrawn, one sync per feed at a time.
 */
export async function importPostings(tx: Queryable, prepared: PreparedImport, settings: ImportSettings) {
  const { feed = null, sync = false, force = false, publish = false, forcing } = settings;
  const imported = prepared.postings.map((p) => p.external_id);
  const listed = [...imported, ...prepared.skipped.flatMap((s) => (s.external_id ? [s.external_id] : []))];
  // Withdrawing first (it touches only active postings, restoring only withdrawn ones) lets a
  // refused sync stop before the upsert.
  if (feed && sync) await lockGroup(tx, feed);
  // The history says which changes a sync made (withdrawals and returns) and which the import.
  await changesVia(tx, "sync");
  const withdrawn = feed && sync ? await withdrawUnlisted(tx, feed, listed, imported.length, force, forcing) : [];
  await changesVia(tx, "import");
  const counts = await writePostings(tx, prepared.postings, feed, publish);
  await changesVia(tx, "sync");
  const restored = feed ? await restoreListed(tx, feed, imported) : [];
  return { ...counts, unchanged: prepared.postings.length - counts.inserted - counts.updated, restored, withdrawn };
}

/** Runs `work` inside a savepoint and rolls it back: exact answers, nothing written. */
export async function rolledBack<T>(tx: Queryable, work: () => Promise<T>): Promise<T> {
  await execute(tx, sql`savepoint dry_run`);
  const result = await work();
  await execute(tx, sql`rollback to savepoint dry_run`);
  return result;
}
