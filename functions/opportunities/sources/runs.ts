import * as z from "zod";
import { asCaller, readAs } from "../../_shared/database/as-caller.ts";
import { type Caller, type Database, DeadlineExceeded, type Queryable } from "../../_shared/database/database.ts";
import { execute, sql, statement } from "../../_shared/database/sql.ts";
import { ApiError, notFound } from "../../_shared/http/errors.ts";
import { utcTimestamp } from "../../_shared/records/fields.ts";
import { below, type LogOf } from "../../_shared/records/log-page.ts";
import { importPostings } from "../import/service.ts";
import { prepareBoardImport } from "./board-import.ts";
import type { BoardAccess, JobBoardProvider } from "./job-boards.ts";
import type { Shortened } from "../import/rows.ts";

// Running job sources: one now (an editor), or every due one (the schedule, with the secret key;
// both routes are the schedule's, ../schedule/routes.ts).
// A run takes its source (`private.claim_job_source`: two runs of one source never overlap),
// fetches the board outside any transaction, imports it into the source's feed as a sync when the
// source says so, and records the run (`private.finish_job_source_run`, which also sets when the
// schedule runs it next, backing off after failures).

/** What a run needs of its source. */
interface Claimed {
  id: string;
  provider: JobBoardProvider;
  board: string;
  name: string;
  sync: boolean;
  publish: "review" | "publish";
  company_name: string | null;
  max_postings: number;
}

type Status = "ok" | "failed" | "refused";
type Counts = Record<"inserted" | "updated" | "unchanged" | "withdrawn" | "restored" | "skipped", number>;
const noCounts: Counts = { inserted: 0, updated: 0, unchanged: 0, withdrawn: 0, restored: 0, skipped: 0 };

/** Which postings a run skipped or shortened, and why. */
interface Notes {
  skipped_postings: { external_id: string | null; reason: string }[];
  shortened_postings: Shortened[];
}
const noNotes: Notes = { skipped_postings: [], shortened_postings: [] };

export interface Run extends Counts {
  id: string;
  source_id: string;
  started_at: string;
  ended_at: string;
  status: Status;
  by: string | null;
  error: string | null;
}

const runColumns = sql`r.id::text as id, r.source_id, r.started_at, r.ended_at, r.status, r.by, r.inserted, r.updated, r.unchanged,
  r.withdrawn, r.restored, r.skipped, r.error, r.skipped_postings, r.shortened_postings`;

/** Takes `source` (or, with none, the source due longest) for one run; undefined when none is free. */
async function claim(db: Database, caller: Caller, source: string | null): Promise<Claimed | undefined> {
  const [claimed] = await asCaller(db, caller, (tx) =>
    execute<Claimed>(tx, sql`select id, provider, board, name, sync, publish, company_name, max_postings from private.claim_job_source(${source}::uuid)`));
  return claimed;
}

const finish = async (tx: Queryable, source: Claimed, started: string, status: Status, counts: Counts & Notes, error: string | null) => {
  const [run] = await execute<Run>(tx, sql`select ${runColumns} from private.finish_job_source_run(
    ${source.id}::uuid, ${started}::timestamptz, ${status}::public.source_run_status, ${JSON.stringify(counts)}::text::jsonb, ${error}) r`);
  return run!;
};

/**
 * Runs a claimed source to its end and records the run: `ok`, `failed` (the board failed: nothing
 * written) or `refused` (a sync's safeguard: nothing written). The board has less time than the
 * request (`boardTimeFor`), so a slow board is its own failure. A run the request cuts short (its
 * deadline, its caller leaving) is no failure of the board: the source is let go, its schedule and
 * failures as they were. One the database stops is recorded as failed when it still answers. Both
 * are rethrown.
 */
async function runClaimed(db: Database, caller: Caller, source: Claimed, boards?: BoardAccess, force = false): Promise<Run> {
  const started = new Date().toISOString();
  // The run's record is written whatever happened to the request: without its deadline.
  const recording = { claims: caller.claims };
  const failed = (error: string) => asCaller(db, recording, (tx) => finish(tx, source, started, "failed", { ...noCounts, ...noNotes }, error));
  const stopped = async (error: unknown) => {
    await (error instanceof DeadlineExceeded
      ? asCaller(db, recording, (tx) => execute(tx, sql`select private.release_job_source(${source.id}::uuid)`))
      : failed("The run was stopped by a failure on our side; nothing was imported.")).catch(() => {});
    return error;
  };
  let prepared;
  try {
    prepared = await prepareBoardImport(`${source.provider}:${source.board}`, caller, boards, source.company_name);
  } catch (error) {
    if (error instanceof ApiError) return failed(error.message);
    throw await stopped(error);
  }
  const notes: Notes = {
    skipped_postings: prepared.skipped.map((s) => ({ external_id: s.external_id, reason: s.errors.map((e) => `${e.field} ${e.message}`).join("; ") })),
    shortened_postings: prepared.shortened,
  };
  // Past its bound, the whole run is refused (a part of a board would withdraw the rest in a sync).
  if (prepared.postings.length > source.max_postings) {
    const why = `The board lists ${prepared.postings.length} postings, more than the source's max_postings (${source.max_postings}); ` +
      "nothing was imported. Raise max_postings if the board is meant to be that large.";
    return asCaller(db, caller, (tx) => finish(tx, source, started, "refused", { ...noCounts, skipped: prepared.skipped.length, ...notes }, why));
  }
  const settings = { feed: source.name, sync: source.sync, force, publish: source.publish === "publish", forcing: runForcing(source) };
  try {
    return await asCaller(db, caller, async (tx) => {
      await execute(tx, sql`savepoint source_import`);
      try {
        const outcome = await importPostings(tx, prepared, settings);
        const counts = { ...outcome, withdrawn: outcome.withdrawn.length, restored: outcome.restored.length, skipped: prepared.skipped.length };
        return await finish(tx, source, started, "ok", { ...counts, ...notes }, null);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
        await execute(tx, sql`rollback to savepoint source_import`);
        return await finish(tx, source, started, "refused", { ...noCounts, skipped: prepared.skipped.length, ...notes }, error.message);
      }
    });
  } catch (error) {
    throw await stopped(error);
  }
}

/** What an editor can do about a refused run of this source: the schedule never forces a run, an editor's run can. */
const runForcing = (source: Claimed) =>
  `Check the board; to take the withdrawals, run it once with POST /opportunities/sources/run?id=${source.id}&force=true, ` +
  "or set the source's sync to false.";

/** Built when a route first needs them, as every schema is (no zod at boot). */
const counts = () => ({
  inserted: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  withdrawn: z.int(),
  restored: z.int(),
  skipped: z.int(),
});
/** A run as the log and `last_run` have it. */
export const runFields = () => ({
  started_at: utcTimestamp(),
  ended_at: utcTimestamp(),
  status: z.enum(["ok", "failed", "refused"]).meta({
    description: "`ok`: imported; `failed`: the board failed, nothing written; `refused`: a sync's safeguard stopped it, nothing written.",
  }),
  by: z.string().nullable().meta({ format: "uuid", description: "The editor who ran it; null for the schedule." }),
  ...counts(),
  error: z.string().nullable().meta({ description: "Why it failed or was refused." }),
});
/** What a run's log entry adds: which postings it skipped or shortened, and why. */
export const runNotes = () => ({
  skipped_postings: z.array(z.object({ external_id: z.string().nullable(), reason: z.string() })).meta({
    description: "The postings it skipped (the board could not give one, or one broke a field's rule), and why.",
  }),
  shortened_postings: z.array(z.object({ external_id: z.string(), field: z.string(), length: z.int(), kept: z.int() })).meta({
    description: "The board's texts longer than their field takes (`length`), stored cut to `kept` characters.",
  }),
});

/**
 * How much one `run-due` call takes on: Supabase gives a request 150 s of wall clock and 2 s of
 * CPU, and the secret key's requests here 60 s. Sources are started while under both budgets (a
 * posting costs the function about 50 µs of CPU, bench:sources); the rest wait for the next call.
 */
export const dueBudget = { wallMs: 30_000, postings: 20_000 };

export const runRecord = () =>
  z.object({
    id: z.string().meta({ description: "The run's id, increasing." }),
    source_id: z.string().meta({ format: "uuid" }),
    ...runFields(),
    ...runNotes(),
  }).meta({ id: "JobSourceRun" });

/**
 * Runs source `id` now (an editor), `force`d past a sync's safeguard when asked: 404 when there is
 * none, 409 while a run of it is under way.
 */
export async function runNow(db: Database, caller: Caller, id: string, boards?: BoardAccess, force = false): Promise<Run> {
  const source = await claim(db, caller, id);
  if (!source) {
    const [rows = []] = await readAs<{ running_until: string }>(db, caller, {
      statements: [statement(sql`select running_until from public.job_sources where id = ${id}`)],
    });
    if (!rows[0]) throw notFound("job source");
    throw new ApiError(409, "source_running", `A run of this source is under way (it holds it until ${rows[0].running_until} at most); try when it ends.`);
  }
  return runClaimed(db, caller, source, boards, force);
}

/** Runs the due sources, longest due first, one after another within `dueBudget`; and how many are left. */
export async function runDue(db: Database, caller: Caller, boards?: BoardAccess): Promise<{ ran: Run[]; left: number }> {
  const began = Date.now();
  const ran: Run[] = [];
  let postings = 0;
  while (Date.now() - began < dueBudget.wallMs && postings < dueBudget.postings) {
    const source = await claim(db, caller, null);
    if (!source) break;
    const run = await runClaimed(db, caller, source, boards);
    ran.push(run);
    postings += run.inserted + run.updated + run.unchanged + run.skipped;
  }
  const [rows = []] = await readAs<{ left: number }>(db, caller, {
    statements: [statement(sql`select count(*)::int as left from public.job_sources s where private.job_source_due(s)`)],
  });
  return { ran, left: rows[0]?.left ?? 0 };
}

/** A source's runs: runs of one source never overlap, so their ids (numbers, not the text answered) follow time. */
export const runLog: LogOf = {
  noun: "job source",
  owner: (id) => sql`select 1 from public.job_sources where id = ${id}`,
  entries: (id, before, limit) =>
    sql`select ${runColumns} from public.job_source_runs r where r.source_id = ${id}${below(sql`r`, before)} order by r.id desc limit ${limit}`,
};
