import * as z from "zod";
import { sql } from "../../_shared/database/sql.ts";
import { job_sources } from "../../../types/settings-tables.ts";
import { atLeastOneField, auditFields, boolean, oneOf, optionalText, recordId, required, utcTimestamp, whenAnObject } from "../../_shared/records/fields.ts";
import { defineSettingsTable } from "../../_shared/records/settings-table.ts";
import type { Row } from "../../_shared/records/table.ts";
import { groupName } from "../record.ts";
import { runFields, runLog, runRecord } from "./runs.ts";
import { boardMessage, boardPattern, isBoard, type JobBoardProvider, jobBoardProviders } from "./job-boards.ts";

// Job sources: public job boards registered as data (migration `20261126120000_job_sources`),
// each imported into its own feed on a schedule (`runs.ts`): a settings table editors manage.

const providers = jobBoardProviders as [JobBoardProvider, ...JobBoardProvider[]];
const publishModes = ["review", "publish"] as const;

/** PT15M, PT6H, P1D, P1DT12H: an ISO 8601 duration in days, hours and minutes. */
const durationPattern = /^P(?:(\d{1,5})D)?(?:T(?=\d)(?:(\d{1,6})H)?(?:(\d{1,7})M)?)?$/;
/** `6 hours`, `1 day`: Postgres's own words, which it reads as it reads the ISO form. */
const wordsPattern = /^(\d{1,7}) (minute|hour|day)s?$/;
const unitMinutes = { minute: 1, hour: 60, day: 1440 } as const;
const minutesOf = (duration: string) => {
  const words = wordsPattern.exec(duration);
  if (words) return Number(words[1]) * unitMinutes[words[2] as keyof typeof unitMinutes];
  const match = durationPattern.exec(duration);
  if (!match || duration === "P") return undefined;
  const [, days = "0", hours = "0", minutes = "0"] = match;
  return Number(days) * 1440 + Number(hours) * 60 + Number(minutes);
};
/** Minutes as the shortest such duration: 1440 is P1D, 90 is PT1H30M. */
export const durationOf = (total: number) => {
  const [days, hours, minutes] = [Math.floor(total / 1440), Math.floor((total % 1440) / 60), total % 60];
  const time = `${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}`;
  return `P${days ? `${days}D` : ""}${time ? `T${time}` : ""}` || "PT0M";
};
export const everyLimits = { min: 15, max: 7 * 1440 };
const every = () =>
  z.string({ error: "must be an ISO 8601 duration such as PT15M, PT6H or P1D" }).refine((value) => {
    const minutes = minutesOf(value);
    return minutes !== undefined && minutes >= everyLimits.min && minutes <= everyLimits.max;
  }, "must be a duration from PT15M (15 minutes) to P7D (7 days), such as PT6H, P1D or 6 hours")
    .meta({ example: "P1D" });

const sourceFields = () =>
  z.strictObject({
    provider: oneOf(providers).meta({ description: "The job board's provider." }),
    board: z.string({ error: "must be text" }).trim().regex(boardPattern, boardMessage)
      .meta({ description: "The board's token in the provider's URL: `acme` of boards.greenhouse.io/acme." }),
    name: groupName().optional()
      .meta({ description: "Its feed: the postings' `feed`, and what `?feed=` lists. Default `<provider>:<board>` in lowercase." }),
    sync: boolean().optional().meta({ description: "Withdraw the feed's postings the board no longer lists (default true)." }),
    every: every().optional().meta({
      description: "How often it runs, PT15M to P7D (default P1D): an ISO 8601 duration, or `<n> minutes|hours|days`. Answered as ISO 8601.",
    }),
    publish: oneOf(publishModes).optional().meta({
      description: "`review` (default): new postings arrive inactive for an editor; `publish`: active and public at once.",
    }),
    enabled: boolean().optional().meta({ description: "Run on the schedule (default true); a disabled source still runs when asked." }),
    company_name: optionalText(200).optional().meta({
      description: "The company of postings whose board names none (Lever and Ashby boards do not); default the board's token.",
    }),
    max_postings: z.number(required("an integer")).int("must be an integer").min(1, "must be from 1 to 50000")
      .max(50_000, "must be from 1 to 50000").optional().meta({
        description: "The most postings a run imports (default 2000): a board listing more is refused, nothing written.",
      }),
  });

const sourceExample = { provider: "greenhouse", board: "acme", sync: true, every: "P1D", publish: "review", enabled: true };

/** A Recruitee board is a host's first label: no dots (`job_sources_board_host_label`). */
const checkBoard = (o: { provider?: unknown; board?: unknown }, ctx: z.RefinementCtx) => {
  if (typeof o.provider === "string" && typeof o.board === "string" && !isBoard(o.provider as JobBoardProvider, o.board)) {
    ctx.addIssue({ code: "custom", path: ["board"], message: boardMessage });
  }
};

const sourceInput = () =>
  sourceFields().superRefine(checkBoard, whenAnObject).meta({
    id: "JobSourceInput",
    description: "A job source: provider and board are required; the rest take their defaults when omitted.",
    example: sourceExample,
  });
const sourcePatch = () =>
  sourceFields().partial().superRefine((o, ctx) => {
    atLeastOneField(o, ctx);
    checkBoard(o, ctx);
  }, whenAnObject).meta({ id: "JobSourcePatch", example: { every: "PT6H", publish: "publish" } });

export const sourceRecord = () =>
  z.strictObject({
    id: recordId(),
    provider: z.enum(providers),
    board: z.string(),
    name: z.string(),
    sync: z.boolean(),
    every: z.string().meta({ description: "ISO 8601 duration." }),
    publish: z.enum(publishModes),
    enabled: z.boolean(),
    company_name: z.string().nullable().meta({ description: "The company of postings whose board names none." }),
    max_postings: z.int().meta({ description: "The most postings a run imports; a board listing more is refused." }),
    next_run_at: utcTimestamp().meta({ description: "When the schedule runs it next." }),
    last_run: z.object(runFields()).nullable().meta({ description: "Its latest run; null before the first." }),
    consecutive_failures: z.int().meta({ description: "Failed runs in a row: each doubles the wait, up to a day." }),
    running_until: utcTimestamp().nullable().meta({ description: "Set while a run holds it (at most until then)." }),
    ...auditFields(),
  }).meta({
    id: "JobSource",
    example: {
      id: "c0000000-0000-4000-8000-000000000001",
      ...sourceExample,
      name: "greenhouse:acme",
      next_run_at: "2026-11-26T06:00:00.000000Z",
      company_name: null,
      max_postings: 2000,
      last_run: null,
      consecutive_failures: 0,
      running_until: null,
      created_at: "2026-11-25T06:00:00.000000Z",
      created_by: null,
      updated_at: "2026-11-25T06:00:00.000000Z",
      updated_by: null,
    },
  });
type Source = z.infer<ReturnType<typeof sourceRecord>>;

/** jsonb's `+00:00` as the API's other instants have it. */
const utc = (instant: unknown) => typeof instant === "string" ? instant.replace(/\+00:00$/, "Z") : instant;

/** A row as the API answers it. */
function sourceOf(row: Row): Source {
  const last = row.last_run as Record<string, unknown> | null;
  return {
    ...row,
    every: durationOf(row.every as number),
    last_run: last && { ...last, started_at: utc(last.started_at), ended_at: utc(last.ended_at) },
  } as Source;
}

/** The job sources, a settings table of editors (manage_opportunities), with each one's run log. */
export const sourceTable = defineSettingsTable({
  noun: "job source",
  component: "JobSource",
  path: "/opportunities/sources",
  tags: ["job sources"],
  facts: job_sources,
  // `every` in minutes, made a duration by `sourceOf`.
  read: { every: sql`(extract(epoch from every) / 60)::int` },
  order: sql`name`,
  doing: { read: "read job sources", write: "manage job sources" },
  owner: "permission",
  schemas: () => ({ input: sourceInput(), patch: sourcePatch(), record: sourceRecord() }),
  answer: sourceOf,
  routes: {
    list: {
      summary: "List the job sources, or get one by id",
      description: "Every source, by name, or one with `id`. For holders of manage_opportunities and the secret key.",
    },
    create: {
      summary: "Register a job source",
      description: "Due at once: the schedule's next call runs it (or `POST /opportunities/sources/run?id=`).",
      conflicts: { 409: ["duplicate_source"] },
    },
    replace: {
      summary: "Update a job source",
      description: "provider and board are required again; other omitted fields are left as they are. A new `every` counts from the last run.",
      conflicts: { 409: ["duplicate_source"] },
    },
    patch: {
      summary: "Change some fields of a job source",
      description: "A new `every` counts from the last run.",
      conflicts: { 409: ["duplicate_source"] },
    },
    delete: { summary: "Delete a job source", description: "Its run log goes with it; its postings stay, in their feed." },
    log: {
      path: "runs",
      entries: "runs",
      operationId: "listJobSourceRuns",
      summary: "A job source's run log, newest first",
      description: "Its runs (the newest 100 are kept), a page at a time (`limit`, `cursor`, as lists).",
      record: runRecord,
      of: runLog,
    },
  },
});
