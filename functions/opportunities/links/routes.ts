import * as z from "zod";
import { readAs } from "../../_shared/database/as-caller.ts";
import type { Database } from "../../_shared/database/database.ts";
import { sql, statement } from "../../_shared/database/sql.ts";
import { utcText } from "../../_shared/records/time-pages.ts";
import { freshnessSettings, privacySettings, type ServiceConfig } from "../../_shared/http/config.ts";
import { notFound } from "../../_shared/http/errors.ts";
import { successEnvelope } from "../../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../../_shared/http/route-kinds.ts";
import { uuid } from "../../_shared/records/fields.ts";
import { json } from "../../_shared/records/record-routes.ts";
import type { Row } from "../../_shared/records/table.ts";
import { checkDueLinks, linkBudget } from "./check.ts";
import type { LinkAccess } from "./read.ts";

// Link checks (docs/freshness.md): the schedule's job, and each posting's last checks for editors.

const tags = ["link checks"];
const emptyQuery = () => z.strictObject({});

const checkDueAnswer = () =>
  z.object({
    lapsed: z.int().meta({ description: "Postings closed by time before reading: past closes_on (`deadline`) or expires_at (`expired`)." }),
    rolled_up: z.int().meta({ description: "Posting-days whose visits (clicks, views) of past days became their daily figures (docs/sponsors.md)." }),
    forgotten: z.object({
      windows: z.int().meta({ description: "Rate-limit windows that ended, deleted." }),
      keys: z.int().meta({ description: "Past days' random keys (rate limits' and visitors' hashes), deleted." }),
      reporter_keys: z.int().meta({ description: "Reporter keys of reports resolved more than REPORT_KEY_DAYS ago, erased." }),
      emails: z.int().meta({ description: "E-mails that could not be sent, FAILED_EMAIL_DAYS after, deleted." }),
      submissions: z.int().meta({ description: "Submitters' addresses erased SUBMISSION_ADDRESS_DAYS after their posting ended (rejected and withdrawn submissions: deleted)." }),
    }).meta({ description: "What was kept no longer than its purpose (docs/privacy.md)." }),
    checked: z.int(),
    live: z.int(),
    expired: z.int().meta({ description: "Reads that found the posting gone (a second one, hours apart, closes it)." }),
    uncertain: z.int().meta({ description: "Reads that say nothing (timeouts, 5xx, 401, 403, 429, network errors)." }),
    closed: z.int().meta({ description: "Postings closed `link_dead` by this call." }),
    left: z.int().meta({ description: "Postings still due (another call reads them)." }),
  });

const check = () =>
  z.object({
    checked_at: z.string(),
    url: z.string(),
    status: z.int().nullable().meta({ description: "The last HTTP status answered; null when none was." }),
    final_url: z.string().nullable().meta({ description: "Where the read ended, after redirects." }),
    outcome: z.enum(["live", "expired", "uncertain"]),
    matched: z.string().meta({ description: "What decided: `404`, `redirected to the site's root`, `says \"…\"`, `timed out`." }),
  });

const linksAnswer = () =>
  z.object({
    opportunity_id: z.string().meta({ format: "uuid" }),
    expired_since: z.string().nullable().meta({ description: "Since when every read found it expired (or uncertain); null when the last sure read was live." }),
    asked_at: z.string().nullable().meta({ description: "A report asked for a check at once, not yet made." }),
    checks: z.array(check()).meta({ description: "The last checks, newest first (ten kept)." }),
  }).meta({ id: "LinkChecks" });


export function linkRoutes(db: Database, config: ServiceConfig, access?: LinkAccess): RouteDeclaration[] {
  const settings = freshnessSettings(config);
  const checkDue: RouteDeclaration<"schedule", ValidatedBy<ReturnType<typeof emptyQuery>>> = {
    kind: "schedule",
    method: "post",
    path: "/opportunities/links/check-due",
    doing: "check links",
    contract: () => ({
      tags,
      operationId: "checkDueLinks",
      summary: "Check the links that are due (the schedule)",
      description: "For the secret key only: what Supabase Cron calls every few minutes (docs/freshness.md). Closes postings " +
        "whose closing date or expiry passed, then reads each live posting's own link at most once in LINK_CHECK_HOURS " +
        `(at most ${linkBudget.postings} a call, one request at a time per host); two expired reads that far apart close ` +
        "the posting `link_dead`. Postings of job sources and hosts in LINK_CHECK_SKIP_HOSTS are never read. First, what is " +
        "kept no longer than its purpose is forgotten (docs/privacy.md).",
      request: { query: emptyQuery() },
      responses: { 200: json(successEnvelope(checkDueAnswer()), "What the call read and closed, and what is left.") },
    }),
    async handle(c, { done }) {
      return done({ status: 200, body: { success: true, data: await checkDueLinks(db, c.var.caller, settings, privacySettings(config), access) } });
    },
  };
  const idQuery = () => z.strictObject({ id: uuid().meta({ description: "The posting's id.", param: { in: "query" } }) });
  const checks: RouteDeclaration<"editors' read", ValidatedBy<ReturnType<typeof idQuery>>> = {
    kind: "editors' read",
    method: "get",
    path: "/opportunities/links",
    doing: "read link checks",
    contract: () => ({
      tags,
      operationId: "listLinkChecks",
      summary: "A posting's last link checks",
      description: "Editors (manage_opportunities): when each was made, what answered, where it ended and what decided.",
      request: { query: idQuery() },
      errors: { 404: ["not_found"] },
      responses: { 200: json(successEnvelope(linksAnswer()), "The posting's checks.") },
    }),
    async handle(c, { answer }) {
      const { id } = c.req.valid("query");
      const [rows = []] = await readAs<Row>(db, c.var.caller, {
        statements: [statement(sql`select o.id as opportunity_id,
            (select jsonb_build_object('expired_since', ${utcText(sql`s.expired_since`)}, 'asked_at', ${utcText(sql`s.asked_at`)})
              from private.link_state_of(o.id) s) as state,
            (select coalesce(jsonb_agg(jsonb_build_object('checked_at', ${utcText(sql`c.checked_at`)}, 'url', c.url, 'status', c.status,
                'final_url', c.final_url, 'outcome', c.outcome, 'matched', c.matched) order by c.checked_at desc, c.id desc), '[]')
              from public.link_checks c where c.opportunity_id = o.id) as checks
          from public.opportunities o where o.id = ${id}`)],
      });
      const row = rows[0];
      if (!row) throw notFound("opportunity");
      const state = (row.state ?? {}) as Row;
      return answer(JSON.stringify({
        success: true,
        data: { opportunity_id: row.opportunity_id, expired_since: state.expired_since ?? null, asked_at: state.asked_at ?? null, checks: row.checks },
      }));
    },
  };
  return [checkDue, checks] as RouteDeclaration[];
}
