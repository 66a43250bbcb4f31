import * as z from "zod";
import type { Queryable } from "../../_shared/database/database.ts";
import { execute, sql } from "../../_shared/database/sql.ts";

// An alert's links carry single-purpose tokens (`confirm_…`, `manage_…`, `unsubscribe_…`, made
// by the database): each opens one thing, and a token of one purpose is refused where another is
// asked for, by its form, before the database is asked.

export type TokenPurpose = "confirm" | "manage" | "unsubscribe";

/** Where each link goes: a page with its button, and the action the button posts (`links.ts`). */
export const linkPaths: Record<TokenPurpose, string> = {
  confirm: "/opportunities/alerts/confirm",
  manage: "/opportunities/alerts/manage",
  unsubscribe: "/opportunities/alerts/unsubscribe",
};

const tokenPattern = (purpose: TokenPurpose) => new RegExp(`^${purpose}_[0-9a-f]{64}$`);
const linkNames: Record<TokenPurpose, string> = { confirm: "a confirmation link", manage: "a manage link", unsubscribe: "an unsubscribe link" };

/** A token of one purpose, in the query. */
export const alertToken = (purpose: TokenPurpose) =>
  z.string().regex(tokenPattern(purpose), `must be the token of ${linkNames[purpose]}`)
    .meta({ description: `The token of the alert's ${purpose} link.`, param: { in: "query" } });

/** `?token=` of one purpose. */
export const alertTokenQuery = (purpose: TokenPurpose) => z.strictObject({ token: alertToken(purpose) });

/** The manage token this transaction presents: the database's policy opens its alert to it. */
export const presentToken = (tx: Queryable, token: string) =>
  execute(tx, sql`select set_config('request.alert_token', ${token}, true)`);
