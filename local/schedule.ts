import { type JobBoardOrigins, jobBoardProviders } from "../functions/opportunities/sources/job-boards.ts";
import { type ChannelAccess, channelKinds } from "../functions/opportunities/channels/targets.ts";
import type { LinkAccess } from "../functions/opportunities/links/read.ts";

// What a deployed project's Supabase Cron jobs do (docs/sources.md, docs/channels.md,
// docs/freshness.md), done by `npm start` itself: POST .../opportunities/schedule/run-sources,
// .../schedule/deliver and .../schedule/check-links with the secret key, every minute.

/**
 * A local-only origins setting: a JSON object from a name (a job board provider for
 * `JOB_BOARD_ORIGINS`, a channel kind for `CHANNEL_ORIGINS`) to the origin its requests go to
 * instead (`{"greenhouse": "http://127.0.0.1:9999"}`), path and query kept, for tests and demos
 * with a local fake. Read by the local stack only; a deployed function always reaches the real ones.
 */
function originsFrom<Name extends string>(setting: string, names: readonly Name[] | undefined, noun: string, text: string | undefined) {
  if (!text?.trim()) return undefined;
  const wrong = (why: string) => new Error(`${setting} ${why}: give a JSON object from ${noun}${names ? ` (${names.join(", ")})` : ""} to an http(s) origin.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw wrong("is not JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw wrong("is not an object");
  const origins: Partial<Record<Name, string>> = {};
  for (const [name, origin] of Object.entries(parsed)) {
    if (names ? !names.includes(name as Name) : !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(name)) throw wrong(`names ${JSON.stringify(name)}, not a ${noun}`);
    let url: URL | undefined;
    try {
      url = typeof origin === "string" ? new URL(origin) : undefined;
    } catch { /* refused below */ }
    if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== "/" || url.search) {
      throw wrong(`gives ${name} ${JSON.stringify(origin)}, not an origin such as http://127.0.0.1:9999`);
    }
    origins[name as Name] = url.origin;
  }
  return origins;
}

/** `JOB_BOARD_ORIGINS`: where each job board provider's requests go instead. */
export const jobBoardOriginsFrom = (text: string | undefined): JobBoardOrigins | undefined =>
  originsFrom("JOB_BOARD_ORIGINS", jobBoardProviders, "provider", text);

/** `CHANNEL_ORIGINS`: where each channel kind's messages go instead. */
export const channelOriginsFrom = (text: string | undefined): ChannelAccess["origins"] =>
  originsFrom("CHANNEL_ORIGINS", channelKinds, "kind", text);

/** `LINK_CHECK_ORIGINS`: where each posting host's link checks go instead (`{"jobs.acme.example": "http://127.0.0.1:9999"}`). */
export const linkCheckOriginsFrom = (text: string | undefined): LinkAccess["origins"] =>
  originsFrom("LINK_CHECK_ORIGINS", undefined, "host name in lower case", text);

/**
 * `SCHEDULE_SECONDS`: how often `npm start` calls run-sources, 1 to 3,600 seconds (default 60, as the
 * Cron step of docs/sources.md). Local only: a project's schedule is its Cron job.
 */
export function schedulePeriodFrom(text: string | undefined): number {
  if (text === undefined || text.trim() === "") return 60;
  const seconds = Number(text);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3_600) {
    throw new Error(`SCHEDULE_SECONDS must be a whole number of seconds from 1 to 3600, not ${JSON.stringify(text)}.`);
  }
  return seconds;
}

interface RunDue {
  ran: { source_id: string; status: string; error: string | null }[];
  left: number;
}
interface CheckDue {
  lapsed: number;
  checked: number;
  expired: number;
  uncertain: number;
  closed: number;
  left: number;
  files: { removed: number; more: boolean };
}
interface DeliverDue {
  messages: number;
  sent: number;
  failed: number;
  postings: number;
  left: number;
  emails: { queued: number; sent: number; failed: number; held: { limit: number; confirmations: number } };
}

/** What the schedule calls each time, in order, and the line each logs when it did something. */
const scheduled = [
  {
    path: "/functions/v1/opportunities/schedule/run-sources",
    what: "run-sources",
    report: (data: RunDue) =>
      data.ran.length
        ? `ran ${data.ran.length} job source(s): ${data.ran.map((r) => `${r.source_id} ${r.status}${r.error ? ` (${r.error})` : ""}`).join("; ")}; ${data.left} left`
        : undefined,
  },
  {
    path: "/functions/v1/opportunities/schedule/deliver",
    what: "deliver",
    report: (data: DeliverDue) =>
      [
        data.messages
          ? `sent ${data.sent} message(s) to channels, telling of ${data.postings} posting(s); ${data.failed} failed; ${data.left} channel(s) with more to send`
          : undefined,
        data.emails.queued || data.emails.sent || data.emails.failed || data.emails.held.limit || data.emails.held.confirmations
          ? `queued ${data.emails.queued} e-mail(s), sent ${data.emails.sent}; ${data.emails.failed} failed` +
            (data.emails.held.limit ? `; ${data.emails.held.limit} held back by EMAIL_DAILY_LIMIT (the day's, or the hour's 24th of it)` : "") +
            (data.emails.held.confirmations ? `; ${data.emails.held.confirmations} confirmation(s) or link(s) held back: past the hour's share for them` : "")
          : undefined,
      ].filter(Boolean).join("\nschedule: ") || undefined,
  },
  {
    path: "/functions/v1/opportunities/schedule/check-links",
    what: "check-links",
    report: (data: CheckDue) =>
      [
        data.checked || data.lapsed
          ? `closed ${data.lapsed} posting(s) past their date; read ${data.checked} link(s): ${data.expired} expired, ${data.uncertain} uncertain; closed ${data.closed}; ${data.left} left`
          : undefined,
        data.files.removed ? `removed ${data.files.removed} file(s) no record names from Storage` : undefined,
      ].filter(Boolean).join("\nschedule: ") || undefined,
  },
] as const;

/**
 * Calls run-sources, deliver and check-links through `handler` now and then every `everyMs`, one round
 * at a time, logging what they did; `stop()` ends it once the round under way (if any) is over.
 */
export function scheduleRunDue(
  handler: (request: Request) => Response | Promise<Response>,
  options: { url: string; secretKey: string; everyMs?: number; log?: (line: string) => void },
): { stop(): Promise<void> } {
  const log = options.log ?? ((line: string) => console.log(line));
  let under = Promise.resolve();
  let running = false;
  const call = async ({ path, what, report }: (typeof scheduled)[number]) => {
    try {
      const response = await handler(new Request(`${options.url}${path}`, { method: "POST", headers: { apikey: options.secretKey } }));
      const body = await response.json() as { data?: never };
      if (!response.ok || !body.data) return log(`schedule: ${what} answered ${response.status}: ${JSON.stringify(body)}`);
      const line = report(body.data);
      if (line) log(`schedule: ${line}`);
    } catch (error) {
      log(`schedule: ${what} failed: ${(error as Error).message}`);
    }
  };
  const tick = () => {
    if (running) return;
    running = true;
    under = (async () => {
      for (const job of scheduled) await call(job);
      running = false;
    })();
  };
  tick();
  const timer = setInterval(tick, options.everyMs ?? 60_000);
  return {
    async stop() {
      clearInterval(timer);
      await under;
    },
  };
}
