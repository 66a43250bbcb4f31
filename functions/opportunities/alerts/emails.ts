import { escapeUTF8 as escapeHtml } from "entities";
import type { ServiceConfig } from "../../_shared/http/config.ts";
import { linkUrl } from "../../_shared/links/token-link.ts";
import type { Row } from "../../_shared/records/table.ts";
import { postingFacts } from "../discovery/posting-card.ts";
import { sql } from "../../_shared/database/sql.ts";
import { alertLinks } from "./tokens.ts";
import type { EmailKind, EmailKinds, QueuedEmail } from "../mail/kinds.ts";
import { emailHtml as html, emailLink as a, type ResendEmail } from "../mail/layout.ts";
import { describeCriteria as searchOf } from "../criteria.ts";
import { closedReasonWords } from "../values.ts";

// The e-mails, as Resend's API takes them: a subject, plain text and HTML saying the same, and
// for digests the headers Gmail and Yahoo require of bulk mail (RFC 2369 `List-Unsubscribe` with
// an https URL, and RFC 8058 `List-Unsubscribe-Post` for one-click). Every value is escaped for
// HTML; no header holds anything a subscriber wrote.

/** What an alert's e-mail reads besides its row: its alert's search and tokens (read by the secret key only). */
interface AlertDetails {
  criteria: Record<string, string>;
  frequency: string;
  confirm_token: string | null;
  manage_token: string;
  unsubscribe_token: string;
}

const alertDetails = sql`(select jsonb_build_object('criteria', a.criteria, 'frequency', a.frequency, 'confirm_token', a.confirm_token,
  'manage_token', a.manage_token, 'unsubscribe_token', a.unsubscribe_token) from public.job_alerts a where a.id = t.alert_id)`;

/** The alerts' and bookmarks' kinds: a confirmation is asked by anyone; a digest and a reminder tell of postings. */
export const alertEmailKinds: Pick<EmailKinds, "confirmation" | "digest" | "reminder" | "closed"> = {
  confirmation: { askedByAnyone: true, details: alertDetails, render: confirmationEmail } satisfies EmailKind<AlertDetails>,
  digest: { details: alertDetails, postingsTold: sql`sent.content -> 'records'`, render: digestEmail } satisfies EmailKind<AlertDetails>,
  reminder: { postingsTold: sql`jsonb_build_array(sent.content -> 'record')`, render: reminderEmail },
  closed: { render: closedEmail },
};

/** Postings a digest shows; the rest are linked. */
export const digestSize = 20;


const linkTo = (config: ServiceConfig, purpose: keyof typeof alertLinks, token: string) => linkUrl(config, alertLinks[purpose], token);

/** A posting in both forms: its title (linked), then its facts, as the channels show them. */
function posting(record: Row, config: ServiceConfig, pageSetting: string) {
  const facts = postingFacts(record, config.publicSite, pageSetting);
  const text = [facts.title, ...facts.details.map(([name, value]) => `  ${name}: ${value}`), ...(facts.link ? [`  ${facts.link}`] : [])].join("\n");
  const title = facts.link ? `<a href="${escapeHtml(facts.link)}">${escapeHtml(facts.title)}</a>` : escapeHtml(facts.title);
  const details = facts.details.map(([name, value]) => `${escapeHtml(name)}: ${escapeHtml(value)}`).join(" · ");
  return { text, html: `<li style="margin-bottom:12px"><strong>${title}</strong>${details ? `<br><span>${details}</span>` : ""}</li>` };
}

/** Only the address, the club's name and the link: nothing a stranger wrote (the link's page shows the search). */
function confirmationEmail(email: QueuedEmail<AlertDetails>, config: ServiceConfig): ResendEmail {
  const org = config.publicSite?.organization?.name;
  const confirm = linkTo(config, "confirm", email.details.confirm_token!);
  const subject = "Confirm your job alert";
  const asked = `Someone, we hope you, asked for job alerts${org ? ` from ${org}` : ""} to be sent to ${email.to_address}.`;
  const ignore = "If it was not you, ignore this e-mail: nothing more will be sent, and the request is deleted in 30 days.";
  return {
    from: config.email!.from!, to: [email.to_address], subject,
    text: `${asked}\n\nSee what was asked for and confirm it here:\n${confirm}\n\n${ignore}\n`,
    html: html(subject, `<p>${escapeHtml(asked)}</p><p>${a(confirm, "See what was asked for and confirm it")}</p>`, ignore),
  };
}

/** A saved posting's closing date comes: once per bookmark. */
function reminderEmail(email: QueuedEmail, config: ServiceConfig, pageSetting: string): ResendEmail {
  const record = email.content.record as Row;
  const shown = posting(record, config, pageSetting);
  const subject = `Closes ${record.closes_on}: ${String(record.title).replace(/\s+/g, " ").trim().slice(0, 150)}`;
  return {
    from: config.email!.from!, to: [email.to_address], subject,
    text: `An opportunity you saved closes on ${record.closes_on}.\n\n${shown.text}\n\nYou asked to be reminded ${email.content.days} days before; this is the only reminder.\n`,
    html: html(subject, `<p>An opportunity you saved closes on ${escapeHtml(String(record.closes_on))}.</p><ul style="padding-left:18px">${shown.html}</ul>`,
      `You asked to be reminded ${escapeHtml(String(email.content.days))} days before; this is the only reminder.`),
  };
}

/** An alert's news: the postings (the first `digestSize`, the rest linked), and its links in the headers bulk mail needs. */
function digestEmail(email: QueuedEmail<AlertDetails>, config: ServiceConfig, pageSetting: string): ResendEmail {
  const records = email.content.records as Row[];
  const total = Number(email.content.total);
  const shown = records.map((r) => posting(r, config, pageSetting));
  const subject = `${total} new ${total === 1 ? "opportunity" : "opportunities"} for your job alert`;
  const manage = linkTo(config, "manage", email.details.manage_token);
  const unsubscribe = linkTo(config, "unsubscribe", email.details.unsubscribe_token);
  const rest = total > records.length ? String(email.content.rest) : undefined;
  const search = searchOf(email.details.criteria);
  const about = `Your ${email.details.frequency} job alert: ${search}.`;
  return {
    from: config.email!.from!, to: [email.to_address], subject,
    text: `${about}\n\n${shown.map((s) => s.text).join("\n\n")}\n\n` +
      (rest ? `And ${total - records.length} more: ${rest}\n\n` : "") +
      `Change or delete this alert: ${manage}\nUnsubscribe from every alert: ${unsubscribe}\n`,
    html: html(subject, `<p>${escapeHtml(about)}</p><ul style="padding-left:18px">${shown.map((s) => s.html).join("")}</ul>` +
      (rest ? `<p>${a(rest, `And ${total - records.length} more`)}</p>` : ""),
      `${a(manage, "Change or delete this alert")} · ${a(unsubscribe, "Unsubscribe from every alert")}`),
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** A saved posting closed: once per bookmark, whatever closed it but its closing date (its reminder told of that). */
function closedEmail(email: QueuedEmail, config: ServiceConfig, pageSetting: string): ResendEmail {
  const record = email.content.record as Row;
  const reason = closedReasonWords[email.content.reason as keyof typeof closedReasonWords] ?? "closed";
  const shown = posting(record, config, pageSetting);
  const subject = `Closed (${reason}): ${String(record.title).replace(/\s+/g, " ").trim().slice(0, 150)}`;
  const said = `An opportunity you saved is closed (${reason}).`;
  const once = "This is the only e-mail about it; it stays in your saved opportunities until you remove it.";
  return {
    from: config.email!.from!, to: [email.to_address], subject,
    text: `${said}\n\n${shown.text}\n\n${once}\n`,
    html: html(subject, `<p>${escapeHtml(said)}</p><ul style="padding-left:18px">${shown.html}</ul>`, once),
  };
}
