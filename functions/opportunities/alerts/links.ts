import * as z from "zod";
import { execute, sql } from "../../_shared/database/sql.ts";
import { successEnvelope } from "../../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../../_shared/http/route-kinds.ts";
import type { Row } from "../../_shared/records/table.ts";
import { escapeUTF8 as escapeHtml } from "entities";
import { expiredPage, page, pageAnswer, pageOrJson, spent, spentPage, wantsPage } from "../../_shared/records/link-pages.ts";
import { describeCriteria as searchOf } from "../criteria.ts";
import { alertColumns, alertRecord, frequencies } from "./routes.ts";
import { alertTokenQuery, linkPaths, presentToken, type TokenPurpose } from "./tokens.ts";

// What an e-mail's links open. Opening one shows a page with a button (mail scanners open links;
// only a person's press, a POST to the same URL, acts). The same POSTs answer programs in JSON,
// and the unsubscribe URL takes a mail client's RFC 8058 one-click POST
// (`List-Unsubscribe=One-Click`), whatever its body.

const tags = ["alerts"];


/** The routes of the three links: a page and its action each. */
export const linkRoutes = (): RouteDeclaration[] =>
  [
    confirmPage(),
    confirmRoute(),
    linkPage("unsubscribe", "Unsubscribe", ["Press the button to stop every job alert to this address and delete them."], "Unsubscribe"),
    unsubscribeRoute(),
    managePage(),
    manageRoute(),
  ] as RouteDeclaration[];

/** A link's page: a sentence and a button that posts to the same URL. It reads nothing. */
function linkPage(
  purpose: TokenPurpose,
  title: string,
  paragraphs: string[],
  label: string,
): RouteDeclaration<"personal", ValidatedBy<ReturnType<typeof alertTokenQuery>>> {
  return {
    kind: "personal",
    method: "get",
    path: linkPaths[purpose],
    contract: () => ({
      tags,
      operationId: `${purpose}AlertPage`,
      summary: `The ${purpose} link's page`,
      description: "Opening the link changes nothing: the page's button does (a POST to the same URL).",
      security: [],
      request: { query: alertTokenQuery(purpose) },
      responses: { 200: pageAnswer },
    }),
    handle: () => page({ title, paragraphs, buttons: [{ label }] }),
  };
}

/**
 * The confirmation link's page: the search that was asked for (never in the e-mail, which holds
 * no text a stranger wrote) and the button that confirms it. It changes nothing.
 */
function confirmPage(): RouteDeclaration<"personal", ValidatedBy<ReturnType<typeof alertTokenQuery>>> {
  const title = "Confirm your job alert";
  return {
    ...linkPage("confirm", title, [], "Confirm"),
    handle: (c, { own }) =>
      own(async (tx) => {
        const [asked] = await execute<{ criteria: Record<string, string>; frequency: string }>(tx,
          sql`select criteria, frequency from private.pending_job_alert(${c.req.valid("query").token})`);
        if (!asked) return expiredPage("confirmation");
        const wanted = `A ${asked.frequency} e-mail of new opportunities: ${searchOf(asked.criteria)}.`;
        return page({ title, paragraphs: [escapeHtml(wanted), "Press the button to start receiving it."], buttons: [{ label: "Confirm" }] });
      }),
  };
}

/** The answer of a link's action: its page for a browser's form, else JSON. */
const answerOf = (request: Request, data: Row, title: string, sentence: string) =>
  wantsPage(request) ? page({ title, paragraphs: [escapeHtml(sentence)] }) : { status: 200 as const, body: { success: true, data } };


function confirmRoute(): RouteDeclaration<"personal command", ValidatedBy<ReturnType<typeof alertTokenQuery>>> {
  return {
    kind: "personal command",
    method: "post",
    path: linkPaths.confirm,
    contract: () => ({
      tags,
      operationId: "confirmAlert",
      summary: "Confirm an alert (its confirmation link)",
      description: "Once, within 30 days of the sign-up: its digests then start with what is published next.",
      security: [],
      request: { query: alertTokenQuery("confirm") },
      errors: { 404: ["not_found"] },
      responses: { 200: pageOrJson(successEnvelope(alertRecord()), "Confirmed: the alert (a page, for a browser's form)."), ...spentPage },
    }),
    handle: (c, { own }) =>
      own(async (tx) => {
        const [row] = await execute<Row>(tx, sql`select * from private.confirm_job_alert(${c.req.valid("query").token})`);
        if (!row) return spent(c.req.raw, "confirmation");
        return answerOf(c.req.raw, row, "Your job alert is on", `You will hear of ${searchOf(row.criteria as Record<string, string>)}, ${row.frequency}.`);
      }),
  };
}

function unsubscribeRoute(): RouteDeclaration<"personal command", ValidatedBy<ReturnType<typeof alertTokenQuery>>> {
  return {
    kind: "personal command",
    method: "post",
    path: linkPaths.unsubscribe,
    contract: () => ({
      tags,
      operationId: "unsubscribeAlerts",
      summary: "Unsubscribe an address (its unsubscribe link, or one-click)",
      description: "Deletes every alert of the address, and the e-mails waiting for it. Takes the RFC 8058 one-click POST " +
        "(`List-Unsubscribe=One-Click`) of mail clients; its body is not read.",
      security: [],
      request: { query: alertTokenQuery("unsubscribe") },
      errors: { 404: ["not_found"] },
      responses: {
        200: pageOrJson(
          successEnvelope(z.object({ deleted_alerts: z.int().meta({ description: "How many alerts of the address were deleted." }) })),
          "Unsubscribed (a page, for a browser's form).",
        ),
        ...spentPage,
      },
    }),
    handle: (c, { own }) =>
      own(async (tx) => {
        const [row] = await execute<{ deleted: number }>(tx, sql`select private.unsubscribe_job_alerts(${c.req.valid("query").token}) as deleted`);
        if (!row?.deleted) return spent(c.req.raw, "unsubscribe");
        return answerOf(c.req.raw, { deleted_alerts: row.deleted }, "You are unsubscribed", "No more job alerts will be sent to this address, and its alerts are deleted.");
      }),
  };
}

const manageQuery = () => alertTokenQuery("manage");
const manageAction = () =>
  manageQuery().extend({
    action: z.enum([...frequencies, "delete"], { error: "must be daily, weekly or delete" })
      .meta({ description: "`daily` or `weekly` sets the frequency; `delete` deletes the alert.", param: { in: "query" } }),
  });

function managePage(): RouteDeclaration<"personal", ValidatedBy<ReturnType<typeof manageQuery>>> {
  return {
    kind: "personal",
    method: "get",
    path: linkPaths.manage,
    contract: () => ({
      tags,
      operationId: "manageAlertPage",
      summary: "The manage link's page",
      description: "The alert's search and frequency, with buttons to change the frequency or delete it.",
      security: [],
      request: { query: manageQuery() },
      responses: { 200: pageAnswer, 404: pageAnswer },
    }),
    handle: (c, { own }) =>
      own(async (tx) => {
        const { token } = c.req.valid("query");
        await presentToken(tx, token);
        const [row] = await execute<Row>(tx, sql`select ${alertColumns} from public.job_alerts where manage_token = ${token}`);
        if (!row) return page({ title: "This alert no longer exists", paragraphs: ["It was deleted, or its address unsubscribed."] }, 404);
        const other = row.frequency === "daily" ? "weekly" : "daily";
        const at = (action: string) => `?token=${encodeURIComponent(token)}&action=${action}`;
        return page({
          title: "Your job alert",
          paragraphs: [
            `Sent to ${escapeHtml(String(row.email))}: ${escapeHtml(searchOf(row.criteria as Record<string, string>))}, ${escapeHtml(String(row.frequency))}.`,
          ],
          buttons: [{ label: `Send it ${other}`, action: at(other) }, { label: "Delete this alert", action: at("delete") }],
        });
      }),
  };
}

function manageRoute(): RouteDeclaration<"personal command", ValidatedBy<ReturnType<typeof manageAction>>> {
  return {
    kind: "personal command",
    method: "post",
    path: linkPaths.manage,
    contract: () => ({
      tags,
      operationId: "manageAlert",
      summary: "Change or delete an alert from its manage page",
      description: "What the manage page's buttons post. Programs use PATCH and DELETE /opportunities/alerts instead.",
      security: [],
      request: { query: manageAction() },
      errors: { 404: ["not_found"] },
      responses: { 200: pageOrJson(successEnvelope(alertRecord()), "The alert as changed, or as it was when deleted (a page, for a browser's form)."), ...spentPage },
    }),
    handle: (c, { own }) =>
      own(async (tx) => {
        const { token, action } = c.req.valid("query");
        await presentToken(tx, token);
        const [row] = await execute<Row>(
          tx,
          action === "delete"
            ? sql`delete from public.job_alerts where manage_token = ${token} returning ${alertColumns}`
            : sql`update public.job_alerts set frequency = ${action}::public.alert_frequency where manage_token = ${token} returning ${alertColumns}`,
        );
        if (!row) return spent(c.req.raw, "manage");
        return action === "delete"
          ? answerOf(c.req.raw, row, "Alert deleted", "This alert is deleted; your other alerts, if any, go on.")
          : answerOf(c.req.raw, row, "Alert changed", `It is now sent ${action}, when something new matches.`);
      }),
  };
}
