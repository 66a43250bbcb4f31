import * as z from "zod";
import { readAs } from "../../_shared/database/as-caller.ts";
import type { Database } from "../../_shared/database/database.ts";
import { sql, statement } from "../../_shared/database/sql.ts";
import { utcText } from "../../_shared/records/time-pages.ts";
import { notFound } from "../../_shared/http/errors.ts";
import { successEnvelope } from "../../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../../_shared/http/route-kinds.ts";
import { uuid } from "../../_shared/records/fields.ts";
import { json } from "../../_shared/records/record-routes.ts";
import type { Row } from "../../_shared/records/table.ts";

// Link checks (docs/freshness.md): each posting's last checks, for editors (the schedule makes them: ./check.ts).

const tags = ["link checks"];

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


export function linkRoutes(db: Database): RouteDeclaration[] {
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
  return [checks] as RouteDeclaration[];
}
