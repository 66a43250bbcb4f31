import { importPKCS8, SignJWT } from "jose";
import { asCaller } from "../../_shared/database/as-caller.ts";
import type { Caller, Database } from "../../_shared/database/database.ts";
import { execute, sql } from "../../_shared/database/sql.ts";
import { type FreshnessSettings, freshnessSettings, type ServiceConfig } from "../../_shared/http/config.ts";
import { pageOf } from "../public-pages.ts";

// The search engines told (docs/freshness.md): each posting's public page, URL_UPDATED when it is
// published or changed and URL_DELETED when it closes or leaves the public, as the database queued
// them (private.indexing_notices, latest only), to Google's Indexing API within its daily limit
// (Google's day: midnight to midnight Pacific time) and to IndexNow. A notice that never reached
// the API (a network error, a timeout) or met its error (5xx) spends none of the day's count and
// is sent again within minutes, each time later (2, 4, 8 ... up to 60); one it refused, a day later.

/** Where both APIs are reached instead: the local stack's and the tests' stand-in (`INDEXING_API_ORIGIN`). */
export interface IndexingAccess {
  origin?: string;
  requestTimeoutMs?: number;
}

export const googleEndpoints = {
  publish: "https://indexing.googleapis.com/v3/urlNotifications:publish",
  scope: "https://www.googleapis.com/auth/indexing",
};
export const indexNowEndpoint = "https://api.indexnow.org/indexnow";

/** Notices one call sends at most to each target (Google: one request each). */
const perCall = 100;

export interface Told {
  google: number;
  indexnow: number;
  failed: number;
}

const via = (url: string, access?: IndexingAccess) => {
  if (!access?.origin) return url;
  const u = new URL(url);
  return new URL(u.pathname + u.search, access.origin).href;
};

/** An access token per service account and instance, reused until a minute before it expires. */
const tokens = new Map<string, { token: string; until: number }>();

/** A token for the Indexing API: a JWT signed RS256 with the account's key, exchanged at its token URI (RFC 7523). */
export async function googleToken(account: NonNullable<FreshnessSettings["googleIndexing"]>, access?: IndexingAccess): Promise<string> {
  const kept = tokens.get(account.clientEmail);
  if (kept && kept.until > Date.now()) return kept.token;
  const key = await importPKCS8(account.privateKey, "RS256");
  const assertion = await new SignJWT({ scope: googleEndpoints.scope })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(account.clientEmail)
    .setAudience(account.tokenUri)
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(key);
  const response = await fetch(via(account.tokenUri, access), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }),
    signal: AbortSignal.timeout(access?.requestTimeoutMs ?? 10_000),
  });
  const body = await response.json().catch(() => ({})) as { access_token?: string; expires_in?: number };
  if (!response.ok || !body.access_token) throw new Error(`Google's token endpoint answered ${response.status}`);
  tokens.set(account.clientEmail, { token: body.access_token, until: Date.now() + ((body.expires_in ?? 3600) - 60) * 1000 });
  return body.access_token;
}

interface Notice {
  opportunity_id: string;
  type: "URL_UPDATED" | "URL_DELETED";
  queued_at: string;
}

/**
 * Takes up to `most` due notices of a target for 10 minutes (a lease), within what its daily limit
 * leaves today: counted as taken, one taker at a time, so two calls at once never pass the limit.
 */
const claim = (db: Database, caller: Caller, target: string, most: number, daily: number) =>
  asCaller(db, caller, async (tx) => {
    await execute(tx, sql`select pg_catalog.pg_advisory_xact_lock(7340007, hashtext(${target}))`);
    return execute<Notice>(tx, sql`with left_today as (
        select greatest(0, ${daily}::int - coalesce((select requests from private.indexing_days where day = private.indexing_day() and target = ${target}), 0)) as n),
      due as (
        select opportunity_id from private.indexing_notices
        where target = ${target} and (retry_at is null or retry_at <= now())
        order by queued_at, opportunity_id limit least(${most}::int, (select n from left_today)) for update skip locked),
      counted as (
        insert into private.indexing_days (day, target, requests) select private.indexing_day(), ${target}, count(*)::int from due having count(*) > 0
        on conflict (day, target) do update set requests = private.indexing_days.requests + excluded.requests)
      update private.indexing_notices n set retry_at = now() + interval '10 minutes', attempts = n.attempts + 1
      from due where n.target = ${target} and n.opportunity_id = due.opportunity_id
      returning n.opportunity_id::text as opportunity_id, n.type, n.queued_at::text as queued_at`);
  });

/**
 * Settles sent notices (deleted unless a newer one replaced them) and failed ones: again in a day,
 * or, when the request never reached the API or met its error (`soon`), within minutes with
 * backoff, given back to the day's count.
 */
const settle = (db: Database, caller: Caller, target: string, sent: Notice[], failed: Failure[]) =>
  asCaller(db, caller, (tx) =>
    execute(tx, sql`with sent as (
        delete from private.indexing_notices n using jsonb_to_recordset(${JSON.stringify(sent)}::text::jsonb) as s (opportunity_id uuid, queued_at timestamptz)
        where n.target = ${target} and n.opportunity_id = s.opportunity_id and n.queued_at = s.queued_at),
      failed as (select * from jsonb_to_recordset(${JSON.stringify(failed.map((f) => ({ ...f.notice, error: f.error, soon: f.soon ?? false })))}::text::jsonb)
        as f (opportunity_id uuid, queued_at timestamptz, error text, soon boolean)),
      refunded as (
        update private.indexing_days d set requests = greatest(0, d.requests - (select count(*) from failed where soon)::int)
        where d.day = private.indexing_day() and d.target = ${target} and exists (select from failed where soon))
      update private.indexing_notices n set error = f.error,
        retry_at = now() + case when f.soon then make_interval(mins => least(60, 2 ^ least(n.attempts, 6))::int) else interval '1 day' end
      from failed f
      where n.target = ${target} and n.opportunity_id = f.opportunity_id and n.queued_at = f.queued_at`));

/** Sends what is due to each configured target; drops what is queued for one that is not (or when there is no public page). */
export async function tellSearchEngines(db: Database, caller: Caller, config: ServiceConfig, pageSetting: string, access?: IndexingAccess): Promise<Told> {
  const settings = freshnessSettings(config);
  const page = config.publicSite?.pages?.[pageSetting];
  const targets = page ? [...(settings.googleIndexing ? ["google"] : []), ...(settings.indexNowKey ? ["indexnow"] : [])] : [];
  await asCaller(db, caller, async (tx) => {
    await execute(tx, sql`delete from private.indexing_notices where not (target = any(${`{${targets.join(",")}}`}::text[]))`);
    await execute(tx, sql`delete from private.indexing_days where day < private.indexing_day() - 7`);
  });
  const told: Told = { google: 0, indexnow: 0, failed: 0 };
  if (!page) return told;
  const urlOf = (n: Notice) => pageOf(page, n.opportunity_id)!;

  if (settings.googleIndexing) {
    const notices = await claim(db, caller, "google", perCall, settings.googleIndexingDailyLimit);
    const { sent, failed, quotaSpent } = await tellGoogle(settings.googleIndexing, notices, urlOf, access);
    if (notices.length) await settle(db, caller, "google", sent, failed);
    // Google says the day's quota is spent: nothing more is taken until tomorrow.
    if (quotaSpent) {
      await asCaller(db, caller, (tx) =>
        execute(tx, sql`insert into private.indexing_days (day, target, requests) values (private.indexing_day(), 'google', ${settings.googleIndexingDailyLimit}::int)
          on conflict (day, target) do update set requests = greatest(private.indexing_days.requests, excluded.requests)`));
    }
    told.google = sent.length;
    told.failed += failed.length;
  }
  if (settings.indexNowKey) {
    // IndexNow sets no daily limit of its own: a request per host takes them all.
    const notices = await claim(db, caller, "indexnow", 10_000, 1_000_000);
    const { sent, failed } = await tellIndexNow(settings.indexNowKey, notices, urlOf, access);
    if (notices.length) await settle(db, caller, "indexnow", sent, failed);
    told.indexnow = sent.length;
    told.failed += failed.length;
  }
  return told;
}

/** A notice not sent: why, and whether it never reached the API or met its error (`soon`: no quota spent, again within minutes). */
interface Failure {
  notice: Notice;
  error: string;
  soon?: boolean;
}

interface Outcome {
  sent: Notice[];
  failed: Failure[];
  /** Google answered 429: its quota for the day is spent. */
  quotaSpent?: boolean;
}

const timeout = (access?: IndexingAccess) => AbortSignal.timeout(access?.requestTimeoutMs ?? 10_000);
const why = (error: unknown) => (error as Error).name === "TimeoutError" ? "timed out" : String((error as Error).message).slice(0, 200);

/** One notice to Google's Indexing API; a 401 (a kept token revoked or expired early) drops the token and asks once more with a new one. */
async function publish(account: NonNullable<FreshnessSettings["googleIndexing"]>, notice: Notice, url: string, access?: IndexingAccess): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const token = await googleToken(account, access);
    const response = await fetch(via(googleEndpoints.publish, access), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ url, type: notice.type }),
      signal: timeout(access),
    });
    await response.body?.cancel();
    if (response.status !== 401 || attempt > 0) return response;
    tokens.delete(account.clientEmail);
  }
}

/** Google's Indexing API: one request per notice (`{url, type}`), with the account's token; past its quota (429) the rest wait a day. */
async function tellGoogle(account: NonNullable<FreshnessSettings["googleIndexing"]>, notices: Notice[], urlOf: (n: Notice) => string, access?: IndexingAccess): Promise<Outcome> {
  const outcome: Outcome = { sent: [], failed: [] };
  for (const [i, notice] of notices.entries()) {
    try {
      const response = await publish(account, notice, urlOf(notice), access);
      if (response.ok) {
        outcome.sent.push(notice);
        continue;
      }
      outcome.failed.push({ notice, error: `Google answered ${response.status}`, soon: response.status >= 500 });
      if (response.status === 429) {
        outcome.failed.push(...notices.slice(i + 1).map((n) => ({ notice: n, error: "not sent: past Google's quota" })));
        outcome.quotaSpent = true;
        break;
      }
    } catch (error) {
      // Never reached Google (refused, timed out, no token): nothing of the day's count is spent.
      outcome.failed.push({ notice, error: why(error), soon: true });
    }
  }
  return outcome;
}

/** IndexNow: one request per host of pages (it takes up to 10,000 URLs of one host a request), `{host, key, urlList}`. */
async function tellIndexNow(key: string, notices: Notice[], urlOf: (n: Notice) => string, access?: IndexingAccess): Promise<Outcome> {
  const outcome: Outcome = { sent: [], failed: [] };
  const byHost = new Map<string, Notice[]>();
  for (const n of notices) {
    const host = new URL(urlOf(n)).host;
    byHost.set(host, [...(byHost.get(host) ?? []), n]);
  }
  for (const [host, group] of byHost) {
    try {
      const response = await fetch(via(indexNowEndpoint, access), {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8" },
        body: JSON.stringify({ host, key, urlList: group.map(urlOf) }),
        signal: timeout(access),
      });
      await response.body?.cancel();
      if (response.ok) outcome.sent.push(...group);
      else outcome.failed.push(...group.map((notice) => ({ notice, error: `IndexNow answered ${response.status}`, soon: response.status >= 500 })));
    } catch (error) {
      outcome.failed.push(...group.map((notice) => ({ notice, error: why(error), soon: true })));
    }
  }
  return outcome;
}
