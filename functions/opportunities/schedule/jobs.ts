import type { Caller, Database } from "../../_shared/database/database.ts";
import { asCaller } from "../../_shared/database/as-caller.ts";
import { emailConfigured, fileSettings, type ServiceConfig } from "../../_shared/http/config.ts";
import { type StorageAccess, storageClient } from "../../_shared/files/storage-client.ts";
import { sweepFiles } from "../../_shared/files/sweep.ts";
import type { Log } from "../../_shared/http/context.ts";
import type { PublicRecords, RecordType } from "../../_shared/records/record-type.ts";
import { emailBudget, queueAlertEmails } from "../alerts/jobs.ts";
import { type EmailAccess, pruneEmails } from "../mail/outbox.ts";
import { sendDueEmails } from "../mail/sender.ts";
import { channelBudget, channelsLeft, deliverDue, pruneOutbox } from "../channels/delivery.ts";
import type { ChannelAccess } from "../channels/targets.ts";
import type { LinkAccess } from "../links/read.ts";
import { pingHub } from "../discovery/websub.ts";
import { type IndexingAccess, tellSearchEngines } from "../discovery/indexing.ts";
import { type BoardAccess } from "../sources/job-boards.ts";
import { runDue } from "../sources/runs.ts";
import { tellOfSubmissions } from "../submissions/jobs.ts";
import { emailKinds } from "./email-kinds.ts";

// The schedule: what Supabase Cron (or npm start) asks of the function, a job at a time. Each
// job's work is its own room's (sources, channels, alerts, submissions, discovery, and the mail
// service); here they are only put in order, each settled on its own: one job's failure is logged
// and the others still run.

/** What the jobs need: the function's database, settings and (local stack and tests) stand-ins. */
export interface ScheduleDeps {
  db: Database;
  type: RecordType & { public: PublicRecords };
  config: ServiceConfig;
  boards?: BoardAccess;
  channels?: ChannelAccess;
  email?: EmailAccess;
  indexing?: IndexingAccess;
  links?: LinkAccess;
  storage?: StorageAccess;
  log?: Log;
}

/** `work`'s answer, or `otherwise` when it fails (logged by the job's name). */
const settled = <T>(deps: ScheduleDeps, job: string, work: Promise<T>, otherwise: T): Promise<T> =>
  work.catch((error) => {
    deps.log?.(JSON.stringify({ level: "error", message: `schedule: ${job} failed`, error: (error as Error).name }));
    return otherwise;
  });

/**
 * The files job, run with the link checks: removes from Storage what no record names any more
 * (`_shared/files/sweep.ts`). Its failure (Storage away) is logged, and tried again next time.
 */
export const sweepUnnamedFiles = (deps: ScheduleDeps, caller: Caller, credentials: Headers) =>
  settled(deps, "files", sweepFiles(deps.db, caller, storageClient(deps.config, deps.storage), credentials, fileSettings(deps.config).graceHours),
    { removed: 0, more: true });

/** The sources job (`run-sources`): the due job sources, within its budget. */
export const runDueSources = (deps: ScheduleDeps, caller: Caller) => runDue(deps.db, caller, deps.boards);

/**
 * The delivery jobs (`deliver`): channels and e-mails at once, then the WebSub hub and the
 * search engines, then the outbox's pruning.
 */
export async function deliverDueJobs(deps: ScheduleDeps, caller: Caller) {
  const { db, type, config } = deps;
  // First: what it queues, the e-mails below send.
  const submissions = await settled(deps, "submissions", tellOfSubmissions(db, caller, config), { deleted: 0, ending: 0, moderators: 0 });
  const [delivered, emails] = await Promise.all([
    settled(deps, "channels", deliverDue(db, caller, { type, config, access: deps.channels, ...channelBudget }), { messages: 0, sent: 0, failed: 0, postings: 0 }),
    settled(deps, "e-mails", deliverEmails(deps, caller), noEmails),
  ]);
  const hubPinged = await settled(deps, "WebSub", pingHub(db, caller, config, deps.channels?.requestTimeoutMs), false);
  const indexing = await settled(deps, "search engines", tellSearchEngines(db, caller, config, type.public.pageSetting, deps.indexing), { google: 0, indexnow: 0, failed: 0 });
  await settled(deps, "pruning", asCaller(db, caller, pruneOutbox), undefined);
  return { ...delivered, left: await channelsLeft(db, caller), hub_pinged: hubPinged, emails, submissions, indexing };
}

/** What the e-mail job answers when it did nothing (e-mail not set up, or the job failed). */
const noEmails = { queued: 0, sent: 0, failed: 0, requests: 0, held: { limit: 0, confirmations: 0 } };

/** The e-mail job: the alerts' e-mails queued (the submissions queued theirs before), then the outbox sent within its limits. */
async function deliverEmails(deps: ScheduleDeps, caller: Caller) {
  const { db, type, config } = deps;
  if (!emailConfigured(config)) return noEmails;
  await asCaller(db, caller, pruneEmails);
  const queued = await queueAlertEmails(db, caller, { type, config, kinds: emailKinds });
  const sent = await sendDueEmails(db, caller, { config, kinds: emailKinds, pageSetting: type.public.pageSetting, access: deps.email, most: emailBudget.emails });
  return { queued, ...sent };
}
