import { escapeUTF8 as escapeHtml } from "entities";
import type { ServiceConfig } from "../../_shared/http/config.ts";
import { linkUrl, type TokenLink } from "../../_shared/links/token-link.ts";
import { sql } from "../../_shared/database/sql.ts";
import type { EmailKind, EmailKinds, QueuedEmail } from "../mail/kinds.ts";
import { emailHtml as html, emailLink as a, type ResendEmail } from "../mail/layout.ts";
import { pageOf } from "../public-pages.ts";
import { submissionLinks } from "./tokens.ts";

// The submissions' e-mails: the confirmation (the address, the club and the link: nothing a
// stranger wrote), the review's outcome, the manage links again, the posting's end coming, and
// the moderators' daily word on the queue. Every one to a submitter carries its manage link.

type SubmissionEmailKind = "submission_confirmation" | "submission_links" | "submission_review" | "submission_ending" | "moderators";

/** What a submission's e-mail reads besides its row: its submission's title and tokens (read by the secret key only). */
interface Details {
  submission: { title: string; confirm_token: string | null; manage_token: string; opportunity_id: string | null } | null;
  /** The address's submissions (the links e-mail): each title, state and manage token. */
  owned: { title: string; status: string; token: string }[] | null;
}

const details = sql`jsonb_build_object(
  'submission', (select jsonb_build_object('title', s.posting ->> 'title', 'confirm_token', s.confirm_token,
      'manage_token', s.manage_token, 'opportunity_id', s.opportunity_id) from public.submissions s where s.id = t.submission_id),
  'owned', case when t.kind = 'submission_links' then (select jsonb_agg(jsonb_build_object('title', o.posting ->> 'title', 'status', o.status,
      'token', o.manage_token) order by o.created_at desc) from (select * from public.submissions o
        where o.address_key = t.content ->> 'address_key' and o.status <> 'unconfirmed' order by o.created_at desc limit 20) o) end)`;

const kind = (askedByAnyone: boolean): EmailKind<Details> => ({ askedByAnyone, details, render: renderSubmissionEmail });

/** The submissions' kinds: a confirmation and the links again are asked by anyone. */
export const submissionEmailKinds: Pick<EmailKinds, SubmissionEmailKind> = {
  submission_confirmation: kind(true),
  submission_links: kind(true),
  submission_review: kind(false),
  submission_ending: kind(false),
  moderators: kind(false),
};

const reasons: Record<string, string> = {
  not_a_fit: "it is not a fit for this board",
  spam: "it looks like spam",
  incomplete: "it is incomplete",
  duplicate: "it is already on the board",
  expired: "it has already closed",
  other: "see the editor's message",
};

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, 150);

function renderSubmissionEmail(email: QueuedEmail<Details>, config: ServiceConfig, pageSetting: string): ResendEmail {
  const from = config.email!.from!;
  const to = [email.to_address];
  const org = config.publicSite?.organization?.name;
  const link = (to: TokenLink, token: string) => linkUrl(config, to, token);
  const mail = (subject: string, lines: string[], links: [string, string][], footer: string): ResendEmail => ({
    from, to, subject,
    text: `${lines.join("\n\n")}\n\n${links.map(([label, href]) => `${label}: ${href}`).join("\n")}\n\n${footer}\n`,
    html: html(subject, `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}<p>${links.map(([label, href]) => a(href, label)).join("<br>")}</p>`, escapeHtml(footer)),
  });
  if (email.kind === "moderators") {
    const { pending, oldest_days: oldest } = email.content as { pending: number; oldest_days: number };
    const subject = `${pending} ${pending === 1 ? "submission" : "submissions"} pending, the oldest ${oldest} ${oldest === 1 ? "day" : "days"}`;
    return mail(subject, [`The submissions queue${org ? ` of ${org}` : ""} has ${pending} waiting for review.`], [],
      "You get this e-mail once a day while the queue is not empty (MODERATOR_EMAILS).");
  }
  if (email.kind === "submission_links") {
    const owned = email.details.owned ?? [];
    return mail("Your submitted opportunities", [`The submissions of ${email.to_address}${org ? ` to ${org}` : ""}, each with its manage link:`],
      owned.map((s) => [`${oneLine(s.title)} (${s.status.replaceAll("_", " ")})`, link(submissionLinks.manage, s.token)]),
      "Someone, we hope you, asked for these links. Keep them to yourself: each opens its submission.");
  }
  const s = email.details.submission!;
  const manage: [string, string] = ["Manage your submission", link(submissionLinks.manage, s.manage_token)];
  if (email.kind === "submission_confirmation") {
    // Only the address, the club's name and the link: nothing a stranger wrote (the link's page shows the title).
    const asked = `Someone, we hope you, offered an opportunity${org ? ` to ${org}` : ""} from ${email.to_address}.`;
    return mail("Confirm your submission", [asked, "Nothing is shown to anyone until it is confirmed."],
      [["See it and confirm it", link(submissionLinks.confirm, s.confirm_token!)], manage],
      "If it was not you, ignore this e-mail: the submission is deleted in 7 days.");
  }
  // The title the e-mail is about, as it was when queued (a revision approved since may change it).
  const title = oneLine(String(email.content.title ?? s.title));
  if (email.kind === "submission_ending") {
    const ends = String(email.content.ends_on);
    return mail(`Ends ${ends}: ${title}`, [`Your posting “${title}” leaves the board on ${ends}.`,
      "Renew it, or close it if it is filled, from its page."], [["Renew or close it", manage[1]]], "This is the only reminder for this end.");
  }
  const { outcome, reason, message } = email.content as { outcome: string; reason: string | null; message: string | null };
  const said = message ? [`The editor wrote: ${message}`] : [];
  const publicUrl = s.opportunity_id ? pageOf(config.publicSite?.pages?.[pageSetting], s.opportunity_id) : undefined;
  const seeIt: [string, string][] = publicUrl ? [["See it on the board", publicUrl]] : [];
  const words: Record<string, [string, string[], [string, string][]]> = {
    approved: [`Live: ${title}`, [`Your posting “${title}” is on the board.`], [...seeIt, manage]],
    revision_approved: [`Changes live: ${title}`, [`Your changes to “${title}” are on the board.`], [...seeIt, manage]],
    changes_requested: [`Changes asked: ${title}`, [`An editor asked for changes to “${title}” before it goes on the board.`, ...said],
      [["Edit it", manage[1]]]],
    rejected: [`Not accepted: ${title}`, [`“${title}” was not accepted: ${reasons[reason ?? "other"]}.`, ...said], [manage]],
    revision_rejected: [`Changes not accepted: ${title}`,
      [`Your changes to “${title}” were not accepted (${reasons[reason ?? "other"]}); the posting stays as it was.`, ...said], [...seeIt, manage]],
  };
  const [subject, lines, links] = words[outcome] ?? words.rejected!;
  return mail(subject, lines, links, "You get this e-mail because you submitted this opportunity.");
}
