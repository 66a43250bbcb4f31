import * as z from "zod";
import type { Queryable } from "../../_shared/database/database.ts";
import { execute, sql } from "../../_shared/database/sql.ts";

// A submission's links carry single-purpose tokens (`submission_confirm_…`, `submission_manage_…`,
// made by the database): a token of another purpose (an alert's included) is refused by its form
// before the database is asked. Once its token is checked, the transaction acts as the service:
// the submitter has no account, and the database's functions took the token, not a policy.

export type SubmissionLink = "confirm" | "manage";

export const submissionLinkPaths: Record<SubmissionLink, string> = {
  confirm: "/opportunities/submissions/confirm",
  manage: "/opportunities/submissions/manage",
};

export const submissionToken = (purpose: SubmissionLink) =>
  z.string().regex(new RegExp(`^submission_${purpose}_[0-9a-f]{64}$`), `must be the token of a submission's ${purpose} link`)
    .meta({ description: `The token of the submission's ${purpose} link.`, param: { in: "query" } });

/** The rest of the transaction as the service (the history records its changes by no user, as the secret key's). */
export const asService = (tx: Queryable) =>
  execute(tx, sql`select set_config('role', 'service_role', true), set_config('request.jwt.claims', '{"role":"service_role"}', true)`);
