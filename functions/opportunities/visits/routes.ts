import * as z from "zod";
import { execute, sql } from "../../_shared/database/sql.ts";
import type { ServiceConfig } from "../../_shared/http/config.ts";
import { ApiError, notFound } from "../../_shared/http/errors.ts";
import type { RouteDeclaration, ValidatedBy } from "../../_shared/http/route-kinds.ts";
import { uuid } from "../../_shared/records/fields.ts";
import { applyUrlOf } from "../public-pages.ts";
import type { Visitor } from "../../_shared/people/visitor.ts";

// The apply link and the page-view beacon a website adds (docs/sponsors.md). Each counts a
// published posting's visit once per client and day (private.count_visit): one short write, no
// address, no cookie, no row per click. Bots, HEAD and prefetches are answered and not counted.

const tags = ["sponsors"];
const idQuery = () => z.strictObject({ id: uuid().meta({ description: "The posting." }) });

/** GET /opportunities/go?id=: to where one applies, counting the click. */
export function goRoute(config: ServiceConfig, visitor: Visitor): RouteDeclaration<"personal command", ValidatedBy<ReturnType<typeof idQuery>>> {
  return {
    kind: "personal command",
    method: "get",
    path: "/opportunities/go",
    contract: () => ({
      tags,
      operationId: "applyToOpportunity",
      summary: "Go to where one applies to a posting, counting the click",
      description: "The website's \"Apply\" link: 302 to the posting's apply_url (its link_url, or its form's page). Counts an apply " +
        "click, once a day per client network (hashed under a random key of the day that is deleted with the day's hashes; never the address). Not counted: HEAD, " +
        "prefetches and previews (`Sec-Purpose`, `Purpose`, `X-Purpose`, `X-Moz`), requests without a user agent and known " +
        "bots. 404 for a posting that is not published, not open (before `opens_on`, after `closes_on`), or has nowhere " +
        "to apply (a form without PUBLIC_FORM_URL).",
      security: [],
      request: { query: idQuery() },
      errors: { 404: ["not_found"] },
      responses: {
        302: {
          description: "To the apply link.",
          headers: { Location: { description: "The posting's apply_url.", schema: { type: "string", format: "uri" } } },
        },
      },
    }),
    handle: async (c, { own }) => {
      const { id } = c.req.valid("query");
      const client = await visitor(c.req.raw);
      return own(async (tx) => {
        const [row] = await execute<{ link_url: string | null; linked_form_id: string | null; counted: boolean | null }>(tx, sql`
          select link_url, linked_form_id, private.count_visit(id, 'click', ${client}::text) as counted
          from public.opportunities where id = ${id} and private.still_open(closes_on)
            and (opens_on is null or opens_on <= (now() at time zone 'UTC')::date)`);
        if (!row || row.counted === null) throw notFound("opportunity");
        const to = applyUrlOf(row, config.publicSite);
        if (!to) throw new ApiError(404, "not_found", "This posting has no page to apply at (its form's page is not set).");
        return new Response(null, { status: 302, headers: { Location: to, "Cache-Control": "private, no-store" } });
      });
    },
  };
}

/** POST /opportunities/seen?id=: the website's page view of a posting. */
export function seenRoute(visitor: Visitor): RouteDeclaration<"personal command", ValidatedBy<ReturnType<typeof idQuery>>> {
  return {
    kind: "personal command",
    method: "post",
    path: "/opportunities/seen",
    contract: () => ({
      tags,
      operationId: "countOpportunityView",
      summary: "Count a view of a posting's page (the website's beacon)",
      description: "No body (`navigator.sendBeacon`): counts a view of a published posting's page, once a day per client, as " +
        "the apply link counts clicks (bots, prefetches and previews are not counted). Limited per client as anonymous " +
        "reads are (429). 404 for a posting that is not published.",
      security: [],
      request: { query: idQuery() },
      errors: { 404: ["not_found"] },
      responses: { 204: { description: "Seen (counted, or not: the answer is the same)." } },
    }),
    handle: async (c, { own }) => {
      const { id } = c.req.valid("query");
      const client = await visitor(c.req.raw);
      return own(async (tx) => {
        const [row] = await execute<{ counted: boolean | null }>(tx, sql`select private.count_visit(${id}::uuid, 'view', ${client}::text) as counted`);
        if (row?.counted === null || row?.counted === undefined) throw notFound("opportunity");
        return new Response(null, { status: 204, headers: { "Cache-Control": "private, no-store" } });
      });
    },
  };
}
