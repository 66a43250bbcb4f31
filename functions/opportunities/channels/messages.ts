import type { PublicSite, ServiceConfig } from "../../_shared/http/config.ts";
import type { Row } from "../../_shared/records/table.ts";
import { type Facts, postingFacts } from "../discovery/posting-card.ts";
import { shownWith } from "../../_shared/records/record-type.ts";
import { opportunityType } from "../record.ts";
import { wordsIn } from "../../_shared/words/words.ts";
import type { ChannelKind } from "./targets.ts";

// What each kind of channel is sent, within what each service takes: Discord embeds (at most 10
// a message, each field and the message's total within Discord's limits), Slack Block Kit (at
// most 50 blocks, each text within Slack's limits), and a generic webhook's Standard Webhooks
// event with the public record. Nothing in a message can mention or ping anyone.

/**
 * One event of a delivery: what happened, and the opportunity as the outbox kept it (a withdrawal
 * with its `closed_reason`); for `submission.pending`, the submission's id, title, company and time
 * in the queue; for `report.opened`, the posting's id, title and company, its reporters and reasons;
 * for `application.received`, the posting's id, title and company and its count of applications.
 */
export interface Announced {
  event_id: string;
  event: "published" | "withdrawn" | "submission.pending" | "report.opened" | "application.received";
  happened_at: string;
  record: Row;
}

/** How many events one delivery of each kind carries: one chat message, or (webhooks) one request each, in order. */
export const batchSizes: Record<ChannelKind, number> = { discord: 10, slack: 20, webhook: 25 };

/** Documented limits (discord.com/developers/docs/resources/message#embed-object-embed-limits; api.slack.com/reference/block-kit). */
export const discordLimits = { embeds: 10, title: 256, description: 4096, fields: 25, fieldName: 256, fieldValue: 1024, total: 6000, content: 2000 };
export const slackLimits = { blocks: 50, headerText: 150, sectionText: 3000, text: 3000 };

/** Text cut to `max` characters (code points), with an ellipsis when cut. */
export const cut = (text: string, max: number) => {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, Math.max(0, max - 1)).join("")}…`;
};

/** Whole days since an instant, in words. */
const age = (since: unknown) => {
  const days = Math.max(0, Math.floor((Date.now() - Date.parse(String(since))) / 86_400_000));
  return days === 0 ? "today" : `${days} ${days === 1 ? "day" : "days"}`;
};

function factsOf(a: Announced, site: PublicSite | undefined, pageSetting: string): Facts {
  if (a.event === "submission.pending") {
    // Not public: no link (a page of its id would be an opportunity's), and never who sent it.
    const company = a.record.company_name;
    return { title: `Pending review: ${a.record.title}`, details: [...(company ? [["Company", String(company)] as [string, string]] : []), ["Waiting", age(a.record.waiting_since)]] };
  }
  if (a.event === "report.opened") {
    // For the editors: how many reported it and why, never who nor what they wrote.
    const { title, link } = postingFacts(a.record, site, pageSetting);
    const reasons = Object.entries((a.record.reasons ?? {}) as Record<string, number>).map(([reason, n]) => `${reason.replace("_", " ")} ×${n}`);
    const company = a.record.company_name;
    return {
      title: `Reported: ${title}`,
      link,
      details: [...(company ? [["Company", String(company)] as [string, string]] : []), ["Reporters", String(a.record.reporters)], ["Reasons", reasons.join(", ")]],
    };
  }
  if (a.event === "application.received") {
    // For the editors: the posting and how many applied, never who, nor what they wrote.
    const { title, link } = postingFacts(a.record, site, pageSetting);
    const company = a.record.company_name;
    return { title: `Applied to: ${title}`, link, details: [...(company ? [["Company", String(company)] as [string, string]] : []), ["Applications", String(a.record.applications)]] };
  }
  const facts = postingFacts(a.record, site, pageSetting);
  if (a.event !== "withdrawn") return facts;
  const reason = a.record.closed_reason as string | null | undefined;
  return { ...facts, title: reason ? `Closed (${wordsIn("en").say(`posting.closedReasons.${reason}`)}): ${facts.title}` : `Withdrawn: ${facts.title}` };
}

const summary = (announced: Announced[]) => {
  const count = (event: Announced["event"]) => announced.filter((a) => a.event === event).length;
  const [published, withdrawn, pending, reported, applied] = [
    count("published"), count("withdrawn"), count("submission.pending"), count("report.opened"), count("application.received"),
  ];
  return [
    published && `${published} new ${published === 1 ? "opportunity" : "opportunities"}`,
    withdrawn && `${withdrawn} withdrawn`,
    pending && `${pending} ${pending === 1 ? "submission" : "submissions"} to review`,
    reported && `${reported} ${reported === 1 ? "posting" : "postings"} reported`,
    applied && `${applied} new ${applied === 1 ? "application" : "applications"}`,
  ].filter(Boolean).join(", ");
};

/**
 * Discord markdown taken literally: its marks backslash-escaped (a posting's `[text](url)` is not
 * a masked link, `<@id>` not a mention, `**` not bold), and a line's leading `#`, `-` or `>` too.
 */
export const discordText = (text: string) =>
  text.replace(/[\\*_~`|<>@[\]()]/g, "\\$&").replace(/^([#>-])/gm, "\\$1");

/** Discord: one embed per posting, every string within its limit, the embeds' total within 6,000 characters. */
export function discordMessage(announced: Announced[], site: PublicSite | undefined, pageSetting: string) {
  const budget = Math.floor(discordLimits.total / Math.max(1, announced.length));
  const embeds = announced.slice(0, discordLimits.embeds).map((a) => {
    const facts = factsOf(a, site, pageSetting);
    const names = facts.details.reduce((n, [name]) => n + name.length, 0);
    // Each embed's share of the total: its title first, then its fields, each cut to fit.
    let left = budget - names;
    const title = cut(discordText(facts.title), Math.min(discordLimits.title, Math.max(20, Math.floor(left / 2))));
    left -= title.length;
    const fields = facts.details.map(([name, value], i) => {
      const share = Math.max(1, Math.floor(left / (facts.details.length - i)));
      const shown = cut(discordText(value), Math.min(discordLimits.fieldValue, share));
      left -= shown.length;
      return { name, value: shown, inline: true };
    });
    return { title, ...(facts.link ? { url: facts.link } : {}), color: a.event === "published" ? 0x2e7d32 : a.event === "submission.pending" ? 0xf9a825 : a.event === "report.opened" ? 0xc62828 : a.event === "application.received" ? 0x1565c0 : 0x757575, fields };
  });
  return { content: cut(summary(announced), discordLimits.content), embeds, allowed_mentions: { parse: [] } };
}

/** Slack mrkdwn: &, < and > escaped (api.slack.com/reference/surfaces/formatting#escaping). */
const slackText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Slack: a header, then a section per posting (its title linked, its facts below), within Block Kit's limits. */
export function slackMessage(announced: Announced[], site: PublicSite | undefined, pageSetting: string) {
  const head = summary(announced);
  const sections = announced.slice(0, slackLimits.blocks - 1).map((a) => {
    const facts = factsOf(a, site, pageSetting);
    const title = slackText(cut(facts.title, 300)).replace(/\|/g, "¦");
    const line = facts.details.map(([name, value]) => `${name}: ${slackText(cut(value, 200))}`).join(" · ");
    const text = `*${facts.link ? `<${facts.link}|${title}>` : title}*${line ? `\n${line}` : ""}`;
    return { type: "section", text: { type: "mrkdwn", text: cut(text, slackLimits.sectionText) } };
  });
  return {
    // The notification's fallback text is mrkdwn too: escaped, so `<!channel>` in a title pings no one.
    text: cut(`${head}: ${announced.map((a) => slackText(String(a.record.title))).join(", ")}`, slackLimits.text),
    blocks: [{ type: "header", text: { type: "plain_text", text: cut(head, slackLimits.headerText), emoji: false } }, ...sections],
    unfurl_links: false,
    unfurl_media: false,
  };
}

/**
 * A generic webhook: a Standard Webhooks event, `opportunity.published` or `opportunity.withdrawn`
 * with the public record (a withdrawal with its `closed_reason`), `submission.pending` with the
 * submission's id, title, company and time, `report.opened` with the posting's id, title and
 * company, its reporters and reasons, or `application.received` with the posting's id, title and
 * company and its count of applications.
 */
export function webhookEvent(a: Announced, config: ServiceConfig) {
  if (a.event === "submission.pending" || a.event === "report.opened" || a.event === "application.received") {
    return { type: a.event, timestamp: a.happened_at, data: a.record };
  }
  // As the API answers it: with its apply_url, file_url and content_language.
  const { fts: _, ...record } = shownWith(opportunityType, config)(a.record);
  return { type: `opportunity.${a.event}`, timestamp: a.happened_at, data: record };
}
