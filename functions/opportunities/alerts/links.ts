import * as z from "zod";
import { execute, sql } from "../../_shared/database/sql.ts";
import type { RouteDeclaration } from "../../_shared/http/route-kinds.ts";
import type { Row } from "../../_shared/records/table.ts";
import { escapeUTF8 as escapeHtml } from "entities";
import { linkRoutes } from "../../_shared/links/link-routes.ts";
import { describeCriteria as searchOf } from "../criteria.ts";
import { alertColumns, alertRecord, frequencies } from "./routes.ts";
import { alertLinks, presentToken } from "./tokens.ts";

// What an alert's e-mails link to (`_shared/links`: a page, and its button's action). The
// unsubscribe action also takes a mail client's RFC 8058 one-click POST
// (`List-Unsubscribe=One-Click`), whatever its body.

const tags = ["alerts"];

/** The routes of the three links: a page and its action each. */
export const alertLinkRoutes = (): RouteDeclaration[] => [...confirmRoutes(), ...unsubscribeRoutes(), ...manageRoutes()];

/** The search and frequency an alert asks for, in words. */
const wanted = (row: Row) => `${searchOf(row.criteria as Record<string, string>)}, ${row.frequency}`;

/**
 * The confirmation's page shows the search that was asked for (never in the e-mail, which holds
 * no text a stranger wrote); its button confirms it.
 */
const confirmRoutes = () =>
  linkRoutes(alertLinks.confirm, {
    tags,
    open: {
      operationId: "confirmAlertPage",
      summary: "The confirm link's page",
      description: "The search asked for, and the button that confirms it.",
      async show(tx, token) {
        const [asked] = await execute<Row>(tx, sql`select criteria, frequency from private.pending_job_alert(${token})`);
        if (!asked) return undefined;
        const sentence = `A ${asked.frequency} e-mail of new opportunities: ${searchOf(asked.criteria as Record<string, string>)}.`;
        return { page: { title: "Confirm your job alert", paragraphs: [escapeHtml(sentence), "Press the button to start receiving it."], buttons: [{ label: "Confirm" }] } };
      },
    },
    act: {
      operationId: "confirmAlert",
      summary: "Confirm an alert (its confirmation link)",
      description: "Once, within 30 days of the sign-up: its digests then start with what is published next.",
      data: alertRecord,
      answer: "Confirmed: the alert",
      async run(tx, { token }) {
        const [row] = await execute<Row>(tx, sql`select * from private.confirm_job_alert(${token})`);
        if (!row) return undefined;
        return { data: row, page: { title: "Your job alert is on", paragraphs: [escapeHtml(`You will hear of ${wanted(row)}.`)] } };
      },
    },
  });

const unsubscribeRoutes = () =>
  linkRoutes(alertLinks.unsubscribe, {
    tags,
    open: {
      operationId: "unsubscribeAlertPage",
      summary: "The unsubscribe link's page",
      description: "It reads nothing.",
      show: { title: "Unsubscribe", paragraphs: ["Press the button to stop every job alert to this address and delete them."], buttons: [{ label: "Unsubscribe" }] },
    },
    act: {
      operationId: "unsubscribeAlerts",
      summary: "Unsubscribe an address (its unsubscribe link, or one-click)",
      description: "Deletes every alert of the address, and the e-mails waiting for it. Takes the RFC 8058 one-click POST " +
        "(`List-Unsubscribe=One-Click`) of mail clients; its body is not read.",
      data: () => z.object({ deleted_alerts: z.int().meta({ description: "How many alerts of the address were deleted." }) }),
      answer: "Unsubscribed",
      async run(tx, { token }) {
        const [row] = await execute<{ deleted: number }>(tx, sql`select private.unsubscribe_job_alerts(${token}) as deleted`);
        if (!row?.deleted) return undefined;
        return {
          data: { deleted_alerts: row.deleted },
          page: { title: "You are unsubscribed", paragraphs: ["No more job alerts will be sent to this address, and its alerts are deleted."] },
        };
      },
    },
  });

/** The manage link opens its alert by the database's policy, to which the transaction presents the token. */
const manageRoutes = () =>
  linkRoutes(alertLinks.manage, {
    tags,
    open: {
      operationId: "manageAlertPage",
      summary: "The manage link's page",
      description: "The alert's search and frequency, with buttons to change the frequency or delete it.",
      async show(tx, token) {
        await presentToken(tx, token);
        const [row] = await execute<Row>(tx, sql`select ${alertColumns()} from public.job_alerts where manage_token = ${token}`);
        if (!row) return undefined;
        const other = row.frequency === "daily" ? "weekly" : "daily";
        const at = (action: string) => `?token=${encodeURIComponent(token)}&action=${action}`;
        return {
          page: {
            title: "Your job alert",
            paragraphs: [`Sent to ${escapeHtml(String(row.email))}: ${escapeHtml(wanted(row))}.`],
            buttons: [{ label: `Send it ${other}`, action: at(other) }, { label: "Delete this alert", action: at("delete") }],
          },
        };
      },
    },
    act: {
      operationId: "manageAlert",
      summary: "Change or delete an alert from its manage page",
      description: "What the manage page's buttons post. Programs use PATCH and DELETE /opportunities/alerts instead.",
      params: () => ({
        action: z.enum([...frequencies, "delete"], { error: "must be daily, weekly or delete" })
          .meta({ description: "`daily` or `weekly` sets the frequency; `delete` deletes the alert.", param: { in: "query" } }),
      }),
      data: alertRecord,
      answer: "The alert as changed, or as it was when deleted",
      async run(tx, { token, action }) {
        await presentToken(tx, token);
        const [row] = await execute<Row>(
          tx,
          action === "delete"
            ? sql`delete from public.job_alerts where manage_token = ${token} returning ${alertColumns()}`
            : sql`update public.job_alerts set frequency = ${action}::public.alert_frequency where manage_token = ${token} returning ${alertColumns()}`,
        );
        if (!row) return undefined;
        const [title, sentence] = action === "delete"
          ? ["Alert deleted", "This alert is deleted; your other alerts, if any, go on."]
          : ["Alert changed", `It is now sent ${action}, when something new matches.`];
        return { data: row, page: { title, paragraphs: [escapeHtml(sentence)] } };
      },
    },
  });
