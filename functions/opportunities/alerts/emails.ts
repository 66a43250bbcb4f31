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
import { type Words, wordsIn } from "../../_shared/words/words.ts";

// The e-mails, as Resend's API takes them: a subject, plain text and HTML saying the same, and
// for digests the headers Gmail and Yahoo require of bulk mail (RFC 2369 `List-Unsubscribe` with
// an https URL, and RFC 8058 `List-Unsubscribe-Post` for one-click). Every value is escaped for
// HTML; no header holds anything a subscriber wrote.

/** What an alert's e-mail reads besides its row: its alert's search, language and tokens (read by the secret key only). */
interface AlertDetails {
  criteria: Record<string, string>;
  frequency: string;
  language: string;
  confirm_token: string | null;
  manage_token: string;
  unsubscribe_token: string;
}

const alertDetails = sql`(select jsonb_build_object('criteria', a.criteria, 'frequency', a.frequency, 'language', a.language,
  'confirm_token', a.confirm_token, 'manage_token', a.manage_token, 'unsubscribe_token', a.unsubscribe_token)
  from public.job_alerts a where a.id = t.alert_id)`;

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

/** A posting in both forms: its title (linked), then its facts, as the channels show them, in the reader's words. */
function posting(record: Row, config: ServiceConfig, pageSetting: string, words: Words) {
  const facts = postingFacts(record, config.publicSite, pageSetting, words);
  const fact = ([name, value]: [string, string]) => words.say("posting.fact", { name, value });
  const text = [facts.title, ...facts.details.map((d) => `  ${fact(d)}`), ...(facts.link ? [`  ${facts.link}`] : [])].join("\n");
  const title = facts.link ? `<a href="${escapeHtml(facts.link)}">${escapeHtml(facts.title)}</a>` : escapeHtml(facts.title);
  const details = facts.details.map((d) => escapeHtml(fact(d))).join(" · ");
  return { text, html: `<li style="margin-bottom:12px"><strong>${title}</strong>${details ? `<br><span>${details}</span>` : ""}</li>` };
}

/** A title as a subject holds it: one line, at most 150 characters. */
const oneLine = (title: unknown) => String(title).replace(/\s+/g, " ").trim().slice(0, 150);

/**
 * In its subscriber's language; only the address, the club's name and the link: nothing a
 * stranger wrote (the link's page shows the search).
 */
function confirmationEmail(email: QueuedEmail<AlertDetails>, config: ServiceConfig): ResendEmail {
  const words = wordsIn(email.details.language);
  const say = (key: string, values?: Record<string, unknown>) => words.say(`alerts.confirmation.${key}`, values);
  const organization = config.publicSite?.organization?.name;
  const confirm = linkTo(config, "confirm", email.details.confirm_token!);
  const subject = say("subject");
  const asked = organization ? say("askedFrom", { organization, address: email.to_address }) : say("asked", { address: email.to_address });
  const ignore = say("ignore");
  return {
    from: config.email!.from!, to: [email.to_address], subject,
    text: `${asked}\n\n${say("confirmHere")}\n${confirm}\n\n${ignore}\n`,
    html: html(subject, `<p>${escapeHtml(asked)}</p><p>${a(confirm, say("confirm"))}</p>`, escapeHtml(ignore), words.language),
  };
}

/** A saved posting's closing date comes: once per bookmark, in the posting's language. */
function reminderEmail(email: QueuedEmail, config: ServiceConfig, pageSetting: string): ResendEmail {
  const record = email.content.record as Row;
  const words = wordsIn(record.language as string | undefined);
  const say = (key: string, values?: Record<string, unknown>) => words.say(`alerts.reminder.${key}`, values);
  const shown = posting(record, config, pageSetting, words);
  const date = words.date(String(record.closes_on));
  const subject = say("subject", { date, title: oneLine(record.title) });
  const once = say("once", { count: Number(email.content.days) });
  return {
    from: config.email!.from!, to: [email.to_address], subject,
    text: `${say("closes", { date })}\n\n${shown.text}\n\n${once}\n`,
    html: html(subject, `<p>${escapeHtml(say("closes", { date }))}</p><ul style="padding-left:18px">${shown.html}</ul>`, escapeHtml(once), words.language),
  };
}

/** An alert's news, in its subscriber's language: the postings (the first `digestSize`, the rest linked), and its links in the headers bulk mail needs. */
function digestEmail(email: QueuedEmail<AlertDetails>, config: ServiceConfig, pageSetting: string): ResendEmail {
  const words = wordsIn(email.details.language);
  const say = (key: string, values?: Record<string, unknown>) => words.say(`alerts.digest.${key}`, values);
  const records = email.content.records as Row[];
  const total = Number(email.content.total);
  const shown = records.map((r) => posting(r, config, pageSetting, words));
  const subject = say("subject", { count: total });
  const manage = linkTo(config, "manage", email.details.manage_token);
  const unsubscribe = linkTo(config, "unsubscribe", email.details.unsubscribe_token);
  const rest = total > records.length ? String(email.content.rest) : undefined;
  const more = say("more", { count: total - records.length });
  const about = say("about", { context: email.details.frequency, search: searchOf(email.details.criteria, words) });
  const link = (name: string, value: string) => words.say("posting.fact", { name, value });
  return {
    from: config.email!.from!, to: [email.to_address], subject,
    text: `${about}\n\n${shown.map((s) => s.text).join("\n\n")}\n\n` +
      (rest ? `${link(more, rest)}\n\n` : "") +
      `${link(say("change"), manage)}\n${link(say("unsubscribe"), unsubscribe)}\n`,
    html: html(subject, `<p>${escapeHtml(about)}</p><ul style="padding-left:18px">${shown.map((s) => s.html).join("")}</ul>` +
      (rest ? `<p>${a(rest, more)}</p>` : ""),
      `${a(manage, say("change"))} · ${a(unsubscribe, say("unsubscribe"))}`, words.language),
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** A saved posting closed: once per bookmark, whatever closed it but its closing date (its reminder told of that), in its language. */
function closedEmail(email: QueuedEmail, config: ServiceConfig, pageSetting: string): ResendEmail {
  const record = email.content.record as Row;
  const words = wordsIn(record.language as string | undefined);
  const say = (key: string, values?: Record<string, unknown>) => words.say(`alerts.closed.${key}`, values);
  const reason = words.say(`posting.closedReasons.${email.content.reason}`);
  const shown = posting(record, config, pageSetting, words);
  const subject = say("subject", { reason, title: oneLine(record.title) });
  return {
    from: config.email!.from!, to: [email.to_address], subject,
    text: `${say("said", { reason })}\n\n${shown.text}\n\n${say("once")}\n`,
    html: html(subject, `<p>${escapeHtml(say("said", { reason }))}</p><ul style="padding-left:18px">${shown.html}</ul>`, escapeHtml(say("once")), words.language),
  };
}
