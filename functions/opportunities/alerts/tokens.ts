import type { Queryable } from "../../_shared/database/database.ts";
import { execute, sql } from "../../_shared/database/sql.ts";
import { linkToken, tokenLink } from "../../_shared/links/token-link.ts";

// An alert's three links, each with a token of its own purpose (made by the database): the
// confirmation opens the sign-up, the manage link its alert, the unsubscribe link its address.

export const alertLinks = {
  confirm: tokenLink("confirm", "/opportunities/alerts/confirm", "an alert's confirmation link", "confirmation"),
  manage: tokenLink("manage", "/opportunities/alerts/manage", "an alert's manage link", "manage"),
  unsubscribe: tokenLink("unsubscribe", "/opportunities/alerts/unsubscribe", "an alert's unsubscribe link", "unsubscribe"),
};

/** The manage token, as the API's PATCH and DELETE take it. */
export const manageToken = () => linkToken(alertLinks.manage);

/** The manage token this transaction presents: the database's policy opens its alert to it. */
export const presentToken = (tx: Queryable, token: string) =>
  execute(tx, sql`select set_config('request.alert_token', ${token}, true)`);
