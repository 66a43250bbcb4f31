/** Where a privacy link's page is (the privacy function's), as its e-mail links to it. */
export const privacyLinkPath = "/privacy/requests/manage";
