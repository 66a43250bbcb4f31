import { asCaller } from "../../_shared/database/as-caller.ts";
import type { Caller, Database } from "../../_shared/database/database.ts";
import { execute, sql } from "../../_shared/database/sql.ts";
import type { ServiceConfig } from "../../_shared/http/config.ts";
import { feedUrl } from "../../_shared/discovery/feeds.ts";

// WebSub (www.w3.org/TR/websub): with WEBSUB_HUB set, the feeds name the hub, and the delivery
// worker tells it when opportunities were published since it last did, so feed readers hear at
// once instead of at their next poll. `private.websub_pings` holds how far the hub was told; a
// call takes it under `for update skip locked`, so two instances never ping for the same events.

/** The topics a publish changes: the unfiltered feeds, as the feeds name themselves. */
export const hubTopics = (config: ServiceConfig) => [feedUrl(config, "opportunities", "xml"), feedUrl(config, "opportunities", "json")];

/** Tells the hub of publications it has not heard of; whether it did. A hub that fails is told at the next call. */
export async function pingHub(db: Database, caller: Caller, config: ServiceConfig, timeoutMs = 10_000): Promise<boolean> {
  const hub = config.websubHub;
  if (!hub) return false;
  const [claimed] = await asCaller(db, caller, (tx) =>
    execute<{ before: string; after: string }>(tx, sql`with latest as (
        select coalesce(max(position), 0) as through from public.opportunity_events where event = 'published' and position is not null),
      taken as (select pinged_through from private.websub_pings for update skip locked)
      update private.websub_pings w set pinged_through = latest.through from latest, taken
      where latest.through > taken.pinged_through
      returning taken.pinged_through::text as before, latest.through::text as after`));
  if (!claimed) return false;
  // One ping per topic: a hub reads one hub.url a request (many read only the first).
  const pinged = await Promise.all(hubTopics(config).map((topic) =>
    fetch(hub, { method: "POST", body: new URLSearchParams({ "hub.mode": "publish", "hub.url": topic }), redirect: "manual", signal: AbortSignal.timeout(timeoutMs) })
      .then(async (response) => (await response.body?.cancel(), response.ok), () => false)
  ));
  const ok = pinged.every(Boolean);
  if (!ok) {
    await asCaller(db, { claims: caller.claims }, (tx) =>
      execute(tx, sql`update private.websub_pings set pinged_through = ${claimed.before}::bigint where pinged_through = ${claimed.after}::bigint`));
  }
  return ok;
}
