import { join, type Sql, sql } from "../../_shared/database/sql.ts";
import type { ServiceConfig } from "../../_shared/http/config.ts";
import type { Row } from "../../_shared/records/table.ts";
import type { ResendEmail } from "./layout.ts";

// What the outbox knows of an e-mail's kind is what the kind declares: its room (alerts,
// submissions, privacy) says what it shows and what it needs besides the queued row; the schedule
// puts the kinds together (`schedule/email-kinds.ts`), one per value of `private.email_kind`.

/** The kinds of `private.email_kind` (a type of `private`, so not in the generated types). */
export const emailKindNames = [
  "confirmation", "digest", "reminder", "closed",
  "submission_confirmation", "submission_links", "submission_review", "submission_ending", "moderators",
  "privacy_link", "application_confirmation", "application_update",
] as const;
export type EmailKindName = (typeof emailKindNames)[number];

/** A queued e-mail as a kind renders it: its row, and what its kind's `details` read (null without). */
export interface QueuedEmail<Details = Row | null> {
  id: string;
  kind: EmailKindName;
  to_address: string;
  content: Row;
  details: Details;
}

/** One kind of e-mail. */
export interface EmailKind<Details = Row | null> {
  /**
   * Anyone may make the service send it (a confirmation, a link asked again): it takes only the
   * confirmations' share of the sending, a client's first before anyone's second.
   */
  askedByAnyone?: boolean;
  /** A jsonb expression over the queued row `t` (`private.emails`): what it shows besides (tokens read by the secret key only). */
  details?: Sql;
  /** A jsonb array over the sent row's `content`: the postings it told of (each counted as reached once more today). */
  postingsTold?: Sql;
  render(email: QueuedEmail<Details>, config: ServiceConfig, pageSetting: string): ResendEmail;
}

// deno-lint-ignore no-explicit-any
export type EmailKinds = Record<EmailKindName, EmailKind<any>>;

const names = (kinds: EmailKinds, wanted: (kind: EmailKind) => boolean) =>
  (Object.keys(kinds) as EmailKindName[]).filter((name) => wanted(kinds[name]));

/** `e` is of a kind anyone may ask for. */
export const askedByAnyone = (kinds: EmailKinds): Sql =>
  sql`e.kind::text = any(string_to_array(${names(kinds, (k) => !!k.askedByAnyone).join(",")}, ','))`;

/** Each taken row's (`t`) details, by its kind. */
export const detailsOf = (kinds: EmailKinds): Sql => {
  const withDetails = names(kinds, (k) => !!k.details);
  if (withDetails.length === 0) return sql`null::jsonb`;
  return sql`case t.kind::text ${join(withDetails.map((name) => sql`when ${name} then ${kinds[name].details!}`), " ")} end`;
};

/** The postings a sent row (`sent`) told of, by its kind. */
export const postingsToldOf = (kinds: EmailKinds): Sql => {
  const telling = names(kinds, (k) => !!k.postingsTold);
  if (telling.length === 0) return sql`'[]'::jsonb`;
  return sql`case sent.kind::text ${join(telling.map((name) => sql`when ${name} then ${kinds[name].postingsTold!}`), " ")} else '[]'::jsonb end`;
};
