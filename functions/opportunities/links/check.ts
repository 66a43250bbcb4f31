import { asCaller } from "../../_shared/database/as-caller.ts";
import type { Caller, Database } from "../../_shared/database/database.ts";
import { execute, sql } from "../../_shared/database/sql.ts";
import type { FreshnessSettings, PrivacySettings } from "../../_shared/http/config.ts";
import { type LinkAccess, readLink, readTimeoutMs, resolverAnswers } from "./read.ts";

// The link job (`POST .../links/check-due`, and the schedule): time closes what passed its date,
// then the due links are taken (held for the call, so calls at once never share one) and read, one
// host at a time each, several hosts at once, every result written as it comes
// (`private.record_link_check` closes a posting on its second expired read).

/** Postings one call reads at most, hosts read at once, and the wall time after which no new read starts. */
export const linkBudget = { postings: 250, hosts: 8, startWithinMs: 60_000 };

export interface CheckDue {
  /** Postings closed by time (deadline, expired) before reading. */
  lapsed: number;
  /** Posting-days of yesterday's (and older) visits rolled up into their daily figures. */
  rolled_up: number;
  /** What was forgotten (docs/privacy.md): ended rate-limit windows, past days' keys, resolved reports' reporter keys, old failed e-mails, ended submissions' addresses, closed opportunities' applications and unproven ones. */
  forgotten: { windows: number; keys: number; reporter_keys: number; emails: number; submissions: number; applications: number; unconfirmed_applications: number };
  checked: number;
  live: number;
  expired: number;
  uncertain: number;
  /** Postings closed `link_dead` by this call. */
  closed: number;
  /** Postings still due after it. */
  left: number;
}

interface Due {
  id: string;
  url: string;
  host: string;
}

interface Timely {
  lapsed: number;
  rolled_up: number;
  windows: number;
  keys: number;
  reporter_keys: number;
  emails: number;
  submissions: number;
  applications: number;
  unconfirmed: number;
}

export async function checkDueLinks(
  db: Database,
  caller: Caller,
  settings: FreshnessSettings,
  privacy: PrivacySettings,
  applicationDays: number,
  access: LinkAccess | undefined,
  budget = linkBudget,
): Promise<CheckDue> {
  const apart = `${settings.linkCheckHours} hours`;
  const skipped = `{${settings.linkCheckSkipHosts.join(",")}}`;
  // Time's own work first: postings past their time are closed, past days' visits rolled up, and
  // what is kept no longer than its purpose forgotten (after the rollup: it ends the visits' keys).
  const [{ lapsed, rolled_up, windows, keys, reporter_keys, emails, submissions, applications, unconfirmed }] = await asCaller(db, caller, async (tx) => {
    const [timed] = await execute<Timely>(tx, sql`select private.close_lapsed() as lapsed, private.roll_up_visits() + private.roll_up_downloads() as rolled_up`);
    const forgotten = await execute<Timely>(tx, sql`select * from private.forget_spent(${settings.reportKeyDays}::int,
      ${privacy.submissionAddressDays}::int, ${privacy.failedEmailDays}::int)`);
    const applied = await execute<Timely>(tx, sql`select * from private.forget_applications(${applicationDays}::int)`);
    return [{ ...timed!, ...forgotten[0]!, ...applied[0]! }];
  });
  // Held until every read of the call could have ended: another call at once takes others.
  const lease = `${Math.ceil((budget.startWithinMs + readTimeoutMs(access)) / 1000) + 30} seconds`;
  const due = await asCaller(db, caller, (tx) =>
    execute<Due>(tx, sql`select id, url, host from private.take_due_links(${apart}::interval, ${skipped}::text[], ${budget.postings}::int, ${lease}::interval)`));
  const byHost = new Map<string, Due[]>();
  for (const posting of due) byHost.set(posting.host, [...(byHost.get(posting.host) ?? []), posting]);
  const counts = { checked: 0, live: 0, expired: 0, uncertain: 0, closed: 0 };
  const stopAt = Date.now() + budget.startWithinMs;
  const resolving = due.length > 0 && await resolverAnswers(access);
  const hosts = [...byHost.values()];
  // Each worker takes the next host and reads its postings one after another, LINK_CHECK_HOST_DELAY_MS
  // apart; a host that says when to come back (Retry-After) is read no more until then, by any call.
  const worker = async () => {
    for (let postings = hosts.shift(); postings; postings = hosts.shift()) {
      for (const [i, posting] of postings.entries()) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, settings.linkCheckHostDelayMs));
        if (Date.now() > stopAt) return;
        const read = await readLink(posting.url, access, resolving);
        if (read.retryAfterSeconds !== undefined) {
          await asCaller(db, caller, (tx) =>
            execute(tx, sql`select private.hold_link_host(${posting.host}, now() + make_interval(secs => ${Math.min(read.retryAfterSeconds!, 7 * 86_400)}::int))`));
        }
        const [{ closed }] = await asCaller(db, caller, (tx) =>
          execute<{ closed: boolean }>(tx, sql`select private.record_link_check(${posting.id}::uuid, ${posting.url}, ${read.status}::int,
            ${read.finalUrl}, ${read.outcome}::public.link_outcome, ${read.matched}, ${apart}::interval) as closed`)) as [{ closed: boolean }];
        counts.checked++;
        counts[read.outcome]++;
        if (closed) counts.closed++;
        if (read.retryAfterSeconds !== undefined) break;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(budget.hosts, hosts.length) }, worker));
  const [{ left }] = await asCaller(db, caller, (tx) =>
    execute<{ left: number }>(tx, sql`select count(*)::int as left from private.links_due(${apart}::interval, ${skipped}::text[], 1000000)`)) as [{ left: number }];
  return { lapsed, rolled_up, forgotten: { windows, keys, reporter_keys, emails, submissions, applications, unconfirmed_applications: unconfirmed }, ...counts, left };
}
