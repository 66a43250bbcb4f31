import { type JobBoardOrigins, jobBoardProviders } from "../functions/opportunities/sources/job-boards.ts";

// What a deployed project's Supabase Cron job does (docs/sources.md), done by `npm start` itself:
// POST /functions/v1/opportunities/sources/run-due with the secret key, every minute.

/**
 * `JOB_BOARD_ORIGINS`: a JSON object from provider to the origin its requests go to instead
 * (`{"greenhouse": "http://127.0.0.1:9999"}`), for tests and demos with a local fake board. Read
 * by the local stack only; a deployed function always fetches the providers themselves.
 */
export function jobBoardOriginsFrom(text: string | undefined): JobBoardOrigins | undefined {
  if (!text?.trim()) return undefined;
  const wrong = (why: string) =>
    new Error(`JOB_BOARD_ORIGINS ${why}: give a JSON object from provider (${jobBoardProviders.join(", ")}) to an http(s) origin.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw wrong("is not JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw wrong("is not an object");
  const origins: JobBoardOrigins = {};
  for (const [provider, origin] of Object.entries(parsed)) {
    if (!jobBoardProviders.includes(provider as never)) throw wrong(`names ${JSON.stringify(provider)}, not a provider`);
    let url: URL | undefined;
    try {
      url = typeof origin === "string" ? new URL(origin) : undefined;
    } catch { /* refused below */ }
    if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== "/" || url.search) {
      throw wrong(`gives ${provider} ${JSON.stringify(origin)}, not an origin such as http://127.0.0.1:9999`);
    }
    origins[provider as keyof JobBoardOrigins] = url.origin;
  }
  return origins;
}

/**
 * `SCHEDULE_SECONDS`: how often `npm start` calls run-due, 1 to 3,600 seconds (default 60, as the
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

/**
 * Calls run-due through `handler` now and then every `everyMs`, one call at a time, logging what
 * ran; `stop()` ends it once the call under way (if any) has answered.
 */
export function scheduleRunDue(
  handler: (request: Request) => Response | Promise<Response>,
  options: { url: string; secretKey: string; everyMs?: number; log?: (line: string) => void },
): { stop(): Promise<void> } {
  const log = options.log ?? ((line: string) => console.log(line));
  let under = Promise.resolve();
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    under = (async () => {
      try {
        const response = await handler(new Request(`${options.url}/functions/v1/opportunities/sources/run-due`, {
          method: "POST",
          headers: { apikey: options.secretKey },
        }));
        const body = await response.json() as { data?: { ran: { source_id: string; status: string; error: string | null }[]; left: number } };
        if (!response.ok || !body.data) log(`schedule: run-due answered ${response.status}: ${JSON.stringify(body)}`);
        else if (body.data.ran.length) {
          const runs = body.data.ran.map((r) => `${r.source_id} ${r.status}${r.error ? ` (${r.error})` : ""}`).join("; ");
          log(`schedule: ran ${body.data.ran.length} job source(s): ${runs}; ${body.data.left} left`);
        }
      } catch (error) {
        log(`schedule: run-due failed: ${(error as Error).message}`);
      } finally {
        running = false;
      }
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
