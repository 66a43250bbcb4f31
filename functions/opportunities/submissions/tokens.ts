import type { Queryable } from "../../_shared/database/database.ts";
import { execute, sql } from "../../_shared/database/sql.ts";
import { tokenLink } from "../../_shared/links/token-link.ts";

// A submission's two links, each with a token of its own purpose (made by the database). Once its
// token is checked, the transaction acts as the service: the submitter has no account, and the
// database's functions took the token, not a policy.

export const submissionLinks = {
  confirm: tokenLink("submission_confirm", "/opportunities/submissions/confirm", "a submission's confirm link", "confirmation"),
  manage: tokenLink("submission_manage", "/opportunities/submissions/manage", "a submission's manage link", "manage"),
};

/** The rest of the transaction as the service (the history records its changes by no user, as the secret key's). */
export const asService = (tx: Queryable) =>
  execute(tx, sql`select set_config('role', 'service_role', true), set_config('request.jwt.claims', '{"role":"service_role"}', true)`);
