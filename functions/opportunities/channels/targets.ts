import { Constants } from "../../../types/database.ts";
import { checkedTarget, type OutboundAccess, publicHttpsProblem } from "../outbound/targets.ts";

// Where a channel's messages may go. Discord and Slack webhooks only on their documented hosts;
// a generic webhook on any public https host (`outbound/`: never a private, loopback or
// link-local address, checked when written and by each connection). The database holds the
// same URL rules (`channels_url_for_kind`, `channels_url_public_host`).

/** The database's enum, as `npm run gen` writes it. */
export const channelKinds = Constants.public.Enums.channel_kind;
export type ChannelKind = (typeof channelKinds)[number];

/** The URL each kind takes, as the database checks it (a generic webhook's: any public https URL). */
const urlRules: Record<Exclude<ChannelKind, "webhook">, { pattern: RegExp; message: string }> = {
  discord: {
    pattern:
      /^https:\/\/(discord\.com|discordapp\.com|canary\.discord\.com|ptb\.discord\.com)\/api\/(v\d+\/)?webhooks\/\d{1,30}\/[A-Za-z0-9_-]{1,200}(\?[A-Za-z0-9_=&-]*)?$/,
    message: "must be a Discord webhook URL: https://discord.com/api/webhooks/<id>/<token>",
  },
  slack: {
    pattern: /^https:\/\/hooks\.slack\.com\/(services|triggers|workflows)\/[A-Za-z0-9_/-]+$/,
    message: "must be a Slack incoming webhook URL: https://hooks.slack.com/services/...",
  },
};

/** Why `url` is not a URL of this kind, or undefined when it is. */
export function urlProblem(kind: ChannelKind, url: string): string | undefined {
  if (url.length > 2000) return "must be at most 2000 characters";
  if (kind === "webhook") return publicHttpsProblem(url);
  return urlRules[kind].pattern.test(url) ? undefined : urlRules[kind].message;
}

/**
 * How channels are reached: their own URLs, unless the local stack (`CHANNEL_ORIGINS`) or a test
 * says otherwise. A deployed function is given none.
 */
export interface ChannelAccess extends OutboundAccess {
  /** Each kind's requests go to this origin instead, path and query kept. */
  origins?: Partial<Record<ChannelKind, string>>;
}

/** Where a message to `url` goes (`checkedTarget`), to the kind's local origin when the local stack names one. */
export const sendTarget = (kind: ChannelKind, url: string, access: ChannelAccess | undefined) =>
  checkedTarget(url, access?.origins?.[kind], access);
