import { tokenLink } from "../links/token-link.ts";

/**
 * An applicant's two links: the applications function's pages, and the e-mails (the outbox's)
 * that carry them. The proving link shows a stranger's application to the editors; the manage
 * link shows it, changes it and withdraws it.
 */
export const applicationLinks = {
  confirm: tokenLink("application_confirm", "/applications/confirm", "an application's proving link", "confirmation"),
  manage: tokenLink("application_manage", "/applications/manage", "an application's manage link", "manage"),
};
