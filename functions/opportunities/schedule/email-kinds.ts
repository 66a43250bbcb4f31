import { alertEmailKinds } from "../alerts/emails.ts";
import { applicationEmailKinds } from "../applications/emails.ts";
import type { EmailKinds } from "../mail/kinds.ts";
import { privacyEmailKind } from "../privacy/emails.ts";
import { submissionEmailKinds } from "../submissions/emails.ts";

// Every kind of `private.email_kind`, as the room that queues it declares it: the outbox sends
// them all. A kind left out fails the type check.

export const emailKinds: EmailKinds = {
  ...alertEmailKinds,
  ...submissionEmailKinds,
  privacy_link: privacyEmailKind,
  ...applicationEmailKinds,
};
