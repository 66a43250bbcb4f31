import { escapeUTF8 as escapeHtml } from "entities";
import type { ServiceConfig } from "../../_shared/http/config.ts";
import { linkUrl } from "../../_shared/links/token-link.ts";
import { applicationLinks } from "../../_shared/applications/links.ts";
import { filledLetter, stateWords } from "../../_shared/applications/letters.ts";
import type { EmailKind, EmailKinds, QueuedEmail } from "../mail/kinds.ts";
import { emailHtml as html, emailLink as a, type ResendEmail } from "../mail/layout.ts";

// An applicant's e-mails (the applications function queues them, this function's outbox sends
// them): the proving link (the opportunity's title and the link: nothing the stranger wrote), and
// word of the application as it moves, in the form's own letter for the state or, for one
// received, the service's receipt. Each word carries the manage link.

type ApplicationEmailKind = "application_confirmation" | "application_update";

/** The proving link is asked by anyone (for any address); word of a move is the editors'. */
export const applicationEmailKinds: Pick<EmailKinds, ApplicationEmailKind> = {
  application_confirmation: { askedByAnyone: true, render: renderConfirmation },
  application_update: { render: renderUpdate },
};

const paragraphs = (text: string) => text.split(/\n\s*\n/).map((p) => `<p>${escapeHtml(p.trim()).replaceAll("\n", "<br>")}</p>`).join("");

function renderConfirmation(email: QueuedEmail, config: ServiceConfig): ResendEmail {
  const org = config.publicSite?.organization?.name;
  const link = linkUrl(config, applicationLinks.confirm, String(email.content.token));
  const subject = "Confirm your application";
  const asked = `Someone, we hope you, applied to ${String(email.content.title)}${org ? ` on the board of ${org}` : ""} with this address.`;
  const what = "Confirm it within 7 days: only then does it reach the people choosing.";
  const ignore = "If it was not you, ignore this e-mail: the application is deleted unconfirmed.";
  return {
    from: config.email!.from!,
    to: [email.to_address],
    subject,
    text: `${asked}\n\n${what}\n${link}\n\n${ignore}\n`,
    html: html(subject, `<p>${escapeHtml(asked)}</p><p>${escapeHtml(what)}</p><p>${a(link, "Confirm my application")}</p>`, escapeHtml(ignore)),
  };
}

function renderUpdate(email: QueuedEmail, config: ServiceConfig): ResendEmail {
  const c = email.content as { state: string; name: string; title: string; token: string; updated?: boolean; template: { subject: string; text: string } | null };
  const org = config.publicSite?.organization?.name ?? "";
  const manage = linkUrl(config, applicationLinks.manage, c.token);
  const values = { name: c.name, opportunity: c.title, state: stateWords(c.state), manage_url: manage, organization: org };
  const letter = c.template ?? (c.updated
    ? { subject: "Your application to {{opportunity}} is updated", text: "Hello {{name}},\n\nYour application to {{opportunity}} now has the answers you just confirmed." }
    : { subject: "We have your application to {{opportunity}}", text: "Hello {{name}},\n\nThank you: your application to {{opportunity}} is in. We will write as it moves on." });
  const subject = filledLetter(letter.subject, values).replace(/\s+/g, " ").trim();
  const text = filledLetter(letter.text, values);
  const footer = "See your application, change it before the deadline, or withdraw it:";
  return {
    from: config.email!.from!,
    to: [email.to_address],
    subject,
    text: `${text}\n\n${footer}\n${manage}\n`,
    html: html(subject, paragraphs(text), `${escapeHtml(footer)} ${a(manage, "your application")}`),
  };
}
