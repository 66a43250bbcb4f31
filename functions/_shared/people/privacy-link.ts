import { tokenLink } from "../links/token-link.ts";

/** A privacy link: the privacy function's page, and the e-mail (the outbox's) that carries it. */
export const privacyLink = tokenLink("privacy", "/privacy/requests/manage", "a privacy link", "privacy");
