import * as z from "zod";
import { execute, sql } from "../../_shared/database/sql.ts";
import type { RouteDeclaration } from "../../_shared/http/route-kinds.ts";
import type { Row } from "../../_shared/records/table.ts";
import { escapeUTF8 as escapeHtml } from "entities";
import { linkRoutes } from "../../_shared/links/link-routes.ts";
import { readersWords } from "../../_shared/links/pages.ts";
import { type Words, wordsIn } from "../../_shared/words/words.ts";
import { describeCriteria as searchOf } from "../criteria.ts";
import { alertColumns, alertRecord, frequencies } from "./routes.ts";
import { alertLinks, presentToken } from "./tokens.ts";

// What an alert's e-mails link to (`_shared/links`: a page, and its button's action). The
// unsubscribe action also takes a mail client's RFC 8058 one-click POST
// (`List-Unsubscribe=One-Click`), whatever its body.

const tags = ["alerts"];

/** The routes of the three links: a page and its action each. */
export const alertLinkRoutes = (): RouteDeclaration[] => [...confirmRoutes(), ...unsubscribeRoutes(), ...manageRoutes()];

/**
 * An alert's words: its subscriber's language (else the reader's), each text of the alerts' pages
 * with the alert's search and frequency.
 */
function alertWords(row: Row | undefined, reader: Words) {
  const words = typeof row?.language === "string" ? wordsIn(row.language) : reader;
  const search = row ? searchOf(row.criteria as Record<string, string>, words) : undefined;
  const say = (key: string, values: Record<string, unknown> = {}) => words.say(`alerts.pages.${key}`, { search, context: row?.frequency, ...values });
  // A paragraph is HTML: its text escaped (titles and buttons are escaped by the page).
  const paragraph = (key: string, values?: Record<string, unknown>) => escapeHtml(say(key, values));
  return { language: words.language, say, paragraph };
}

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
      async show(tx, token, reader) {
        const [asked] = await execute<Row>(tx, sql`select criteria, frequency, language from private.pending_job_alert(${token})`);
        if (!asked) return undefined;
        const { language, say, paragraph } = alertWords(asked, reader);
        return { page: { language, title: say("confirmTitle"), paragraphs: [paragraph("asked"), paragraph("press")], buttons: [{ label: say("confirmButton") }] } };
      },
    },
    act: {
      operationId: "confirmAlert",
      summary: "Confirm an alert (its confirmation link)",
      description: "Once, within 30 days of the sign-up: its digests then start with what is published next.",
      data: alertRecord,
      answer: "Confirmed: the alert",
      async run(tx, { token }, _before, request) {
        const [row] = await execute<Row>(tx, sql`select * from private.confirm_job_alert(${token})`);
        if (!row) return undefined;
        const { language, say, paragraph } = alertWords(row, readersWords(request));
        return { data: row, page: { language, title: say("onTitle"), paragraphs: [paragraph("on")] } };
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
      show: {
        always(reader) {
          const { language, say, paragraph } = alertWords(undefined, reader);
          return { language, title: say("unsubscribeTitle"), paragraphs: [paragraph("unsubscribePress")], buttons: [{ label: say("unsubscribeButton") }] };
        },
      },
    },
    act: {
      operationId: "unsubscribeAlerts",
      summary: "Unsubscribe an address (its unsubscribe link, or one-click)",
      description: "Deletes every alert of the address, and the e-mails waiting for it. Takes the RFC 8058 one-click POST " +
        "(`List-Unsubscribe=One-Click`) of mail clients; its body is not read.",
      data: () => z.object({ deleted_alerts: z.int().meta({ description: "How many alerts of the address were deleted." }) }),
      answer: "Unsubscribed",
      async run(tx, { token }, _before, request) {
        const [row] = await execute<{ deleted: number }>(tx, sql`select private.unsubscribe_job_alerts(${token}) as deleted`);
        if (!row?.deleted) return undefined;
        const { language, say, paragraph } = alertWords(undefined, readersWords(request));
        return { data: { deleted_alerts: row.deleted }, page: { language, title: say("unsubscribedTitle"), paragraphs: [paragraph("unsubscribed")] } };
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
      async show(tx, token, reader) {
        await presentToken(tx, token);
        const [row] = await execute<Row>(tx, sql`select ${alertColumns()} from public.job_alerts where manage_token = ${token}`);
        if (!row) return undefined;
        const { language, say, paragraph } = alertWords(row, reader);
        const other = row.frequency === "daily" ? "weekly" : "daily";
        const at = (action: string) => `?token=${encodeURIComponent(token)}&action=${action}`;
        return {
          page: {
            language,
            title: say("manageTitle"),
            paragraphs: [paragraph("sentTo", { address: row.email })],
            buttons: [{ label: say(other === "daily" ? "sendDaily" : "sendWeekly"), action: at(other) }, { label: say("deleteButton"), action: at("delete") }],
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
      async run(tx, { token, action }, _before, request) {
        await presentToken(tx, token);
        const [row] = await execute<Row>(
          tx,
          action === "delete"
            ? sql`delete from public.job_alerts where manage_token = ${token} returning ${alertColumns()}`
            : sql`update public.job_alerts set frequency = ${action}::public.alert_frequency where manage_token = ${token} returning ${alertColumns()}`,
        );
        if (!row) return undefined;
        const { language, say, paragraph } = alertWords(row, readersWords(request));
        const [title, sentence] = action === "delete" ? [say("deletedTitle"), paragraph("deleted")] : [say("changedTitle"), paragraph("changed")];
        return { data: row, page: { language, title, paragraphs: [sentence] } };
      },
    },
  });
