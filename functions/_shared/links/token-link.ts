import * as z from "zod";
import { functionUrl, type ServiceConfig } from "../http/config.ts";

// The links e-mails carry (confirm an alert, manage a submission, see one's data...) each hold a
// token the database made for one purpose (`private.new_token(purpose)`: the purpose, `_`, 64 hex
// digits). A link is declared once, by the room that sends it: its token's purpose, where it
// opens, and what it is called. Its token's rule, its query and its URL come from that; a token
// of another purpose is refused by its form before the database is asked.

/** The purposes of the database's tokens (`private.new_token`): a link of each. */
export const tokenPurposes = [
  "confirm", "manage", "unsubscribe", "submission_confirm", "submission_manage", "privacy", "application_confirm", "application_manage",
] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

export interface TokenLink {
  purpose: TokenPurpose;
  /** Where it opens: a page (GET) and its action (POST), both `?token=`. */
  path: string;
  /** What it is, in its token's rule: "an alert's confirmation link". */
  name: string;
  /** What a spent one is called: "This <spent> link is not valid". */
  spent: string;
}

export const tokenLink = (purpose: TokenPurpose, path: string, name: string, spent: string): TokenLink => ({ purpose, path, name, spent });

/** Its token, in the query. */
export const linkToken = (link: TokenLink) =>
  z.string().regex(new RegExp(`^${link.purpose}_[0-9a-f]{64}$`), `must be the token of ${link.name}`)
    .meta({ description: `The token of ${link.name}.`, param: { in: "query" } });

/** `?token=` of the link. */
export const linkQuery = (link: TokenLink) => z.strictObject({ token: linkToken(link) });

/** The link with its token, as an e-mail carries it. */
export const linkUrl = (config: ServiceConfig, link: TokenLink, token: string) => functionUrl(config, `${link.path}?token=${encodeURIComponent(token)}`);
