import { escapeUTF8 as escapeHtml } from "entities";
import type { ServiceConfig } from "../../_shared/http/config.ts";
import { linkUrl } from "../../_shared/links/token-link.ts";
import { privacyLink } from "../../_shared/people/privacy-link.ts";
import type { EmailKind, QueuedEmail } from "../mail/kinds.ts";
import { emailHtml as html, emailLink as a, type ResendEmail } from "../mail/layout.ts";

// The privacy link's e-mail (the privacy function queues it, this function's outbox sends it): the
// address, the club and the link, nothing else (whoever asked may not be the address's owner; only
// the owner opens the link).


/** Anyone may ask for it (for any address). */
export const privacyEmailKind: EmailKind = { askedByAnyone: true, render: renderPrivacyEmail };

function renderPrivacyEmail(email: QueuedEmail, config: ServiceConfig): ResendEmail {
  const org = config.publicSite?.organization?.name;
  const link = linkUrl(config, privacyLink, String(email.content.token));
  const subject = "What we keep about your address";
  const asked = `Someone, we hope you, asked what the opportunities board${org ? ` of ${org}` : ""} keeps about ${email.to_address}.`;
  const what = "The link shows it, and lets you download all of it or erase it. It works for a day.";
  const ignore = "If it was not you, ignore this e-mail: nothing changes unless the link's owner asks.";
  return {
    from: config.email!.from!,
    to: [email.to_address],
    subject,
    text: `${asked}\n\n${what}\n${link}\n\n${ignore}\n`,
    html: html(subject, `<p>${escapeHtml(asked)}</p><p>${escapeHtml(what)}</p><p>${a(link, "See, download or erase it")}</p>`, escapeHtml(ignore)),
  };
}
