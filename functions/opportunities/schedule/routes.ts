import * as z from "zod";
import { ApiError } from "../../_shared/http/errors.ts";
import { applicationSettings, freshnessSettings, privacySettings } from "../../_shared/http/config.ts";
import { successEnvelope } from "../../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../../_shared/http/route-kinds.ts";
import { json } from "../../_shared/records/record-routes.ts";
import { channelBudget } from "../channels/delivery.ts";
import { checkDueLinks, linkBudget } from "../links/check.ts";
import { dueBudget, runRecord } from "../sources/runs.ts";
import { checkLinksAnswer, deliverAnswer } from "./answers.ts";
import { deliverDueJobs, runDueSources, type ScheduleDeps, sweepUnnamedFiles } from "./jobs.ts";

// The schedule's routes, each named by what it runs, under /opportunities/schedule/ (Supabase Cron
// with the secret key, or npm start): run the due job sources, deliver (channels, e-mails, the
// WebSub hub, search engines), check the due links (and forget what is kept no longer). What each
// job does is ./jobs.ts and its own room. Each also answers at its former path, marked deprecated
// in the contract, until the next release: a project's cron jobs are moved by a migration
// (`private.move_schedule_jobs`), an operator's own scripts may still call them.

const tags = ["schedule"];
const emptyQuery = () => z.strictObject({});
/** A schedule's route: a job that writes postings (its answers then cleared from the cache), or one that sends or checks. */
type ScheduleRoute<K extends "job" | "schedule" = "job" | "schedule"> = RouteDeclaration<K, ValidatedBy<ReturnType<typeof emptyQuery>>>;

/** The schedule's routes, and each at its former path. */
export const scheduleRoutes = (deps: ScheduleDeps): RouteDeclaration[] => {
  const routes = [runSourcesRoute(deps), deliverRoute(deps), checkLinksRoute(deps)] as ScheduleRoute[];
  return [...routes, ...routes.map(atFormerPath)] as RouteDeclaration[];
};

/** The paths the schedule's routes had before, by their new ones. */
export const formerPaths: Record<string, string> = {
  "/opportunities/schedule/run-sources": "/opportunities/sources/run-due",
  "/opportunities/schedule/deliver": "/opportunities/channels/deliver-due",
  "/opportunities/schedule/check-links": "/opportunities/links/check-due",
};

/** A route at its former path: the same work, deprecated in the contract. */
function atFormerPath<K extends "job" | "schedule">(route: ScheduleRoute<K>): ScheduleRoute<K> {
  return {
    ...route,
    path: formerPaths[route.path]!,
    contract: () => {
      const contract = route.contract();
      return {
        ...contract,
        operationId: `${contract.operationId}AtFormerPath`,
        deprecated: true,
        description: `The former path of \`POST ${route.path}\`, answering as it until the next release.`,
      };
    },
  };
}

/** Only the schedule (the secret key) runs what is due. */
function onlyTheSchedule(role: unknown, instead: string) {
  if (role !== "service_role") throw new ApiError(403, "forbidden", `Only the schedule (the secret key) ${instead}`);
}

function runSourcesRoute(deps: ScheduleDeps): ScheduleRoute<"job"> {
  return {
    kind: "job",
    method: "post",
    path: "/opportunities/schedule/run-sources",
    doing: "run the due job sources",
    contract: () => ({
      tags,
      operationId: "runDueJobSources",
      summary: "Run every job source whose time has come",
      description: "For the secret key only: what Supabase Cron calls every few minutes (docs/sources.md). Runs the " +
        "enabled sources that are due, longest due first, one after another while the call has time (about 30 s " +
        `or ${dueBudget.postings.toLocaleString("en")} postings), and answers what ran and how many due sources are left for the next call.`,
      request: { query: emptyQuery() },
      responses: {
        200: json(successEnvelope(z.object({
          ran: z.array(runRecord()),
          left: z.int().meta({ description: "Enabled sources still due (another call runs them)." }),
        })), "The runs, and the due sources left."),
      },
    }),
    async handle(c, { done }) {
      onlyTheSchedule(c.var.caller.claims.role, "runs the due sources; run one with POST /opportunities/sources/run?id=.");
      return done({ status: 200, body: { success: true, data: await runDueSources(deps, c.var.caller) } });
    },
  };
}

function deliverRoute(deps: ScheduleDeps): ScheduleRoute<"schedule"> {
  return {
    kind: "schedule",
    method: "post",
    path: "/opportunities/schedule/deliver",
    doing: "deliver to channels",
    contract: () => ({
      tags,
      operationId: "deliverDue",
      summary: "Send what the channels, e-mails and search engines are due",
      description: "For the secret key only: what Supabase Cron calls every minute (docs/channels.md). Sends each channel " +
        "the opportunities published and withdrawn since its last message, in order, batched and paced per kind, for about " +
        `${channelBudget.wallMs / 1000} s; what is left waits for the next call. With WEBSUB_HUB set, also tells the hub of new publications. ` +
        "With e-mail set up, queues and sends the alerts' confirmations and digests, the bookmarks' reminders and the submissions' " +
        "e-mails, within EMAIL_DAILY_LIMIT spread over the day (docs/alerts.md). With GOOGLE_INDEXING_CREDENTIALS or INDEXNOW_KEY, tells the " +
        "search engines of postings published, changed and closed (docs/freshness.md).",
      request: { query: emptyQuery() },
      responses: { 200: json(successEnvelope(deliverAnswer()), "What was sent, and how many channels still have something to send.") },
    }),
    async handle(c, { done }) {
      return done({ status: 200, body: { success: true, data: await deliverDueJobs(deps, c.var.caller) } });
    },
  };
}

function checkLinksRoute(deps: ScheduleDeps): ScheduleRoute<"schedule"> {
  const settings = freshnessSettings(deps.config);
  return {
    kind: "schedule",
    method: "post",
    path: "/opportunities/schedule/check-links",
    doing: "check links",
    contract: () => ({
      tags,
      operationId: "checkDueLinks",
      summary: "Check the links that are due",
      description: "For the secret key only: what Supabase Cron calls every few minutes (docs/freshness.md). Closes postings " +
        "whose closing date or expiry passed, then reads each live posting's own link at most once in LINK_CHECK_HOURS " +
        `(at most ${linkBudget.postings} a call, one request at a time per host); two expired reads that far apart close ` +
        "the posting `link_dead`. Postings of job sources and hosts in LINK_CHECK_SKIP_HOSTS are never read. First, what is " +
        "kept no longer than its purpose is forgotten (docs/privacy.md), and files no record names are removed from Storage " +
        "(docs/files.md).",
      request: { query: emptyQuery() },
      responses: { 200: json(successEnvelope(checkLinksAnswer()), "What the call read and closed, and what is left.") },
    }),
    async handle(c, { done }) {
      const files = await sweepUnnamedFiles(deps, c.var.caller, c.req.raw.headers);
      const data = await checkDueLinks(deps.db, c.var.caller, settings, privacySettings(deps.config), applicationSettings(deps.config).retentionDays, deps.links);
      return done({ status: 200, body: { success: true, data: { ...data, files } } });
    },
  };
}
