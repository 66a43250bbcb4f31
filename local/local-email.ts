import type { EmailAccess } from "../functions/opportunities/mail/outbox.ts";
import type { EmailSettings } from "../functions/_shared/http/config.ts";
import { type ResendReceiver, resendReceiver } from "./resend-receiver.ts";

// Where `npm start` sends e-mail (docs/alerts.md): to `EMAIL_API_ORIGIN` (local only: a receiver
// with Resend's request shape), else with Resend when RESEND_API_KEY is set, else to its own
// receiver, whose page (`/emails`) shows what would have been sent, so alerts work without an account.

const localKey = "re_local_stack";
const localSender = "Opportunities (local) <alerts@localhost.example>";

export interface LocalEmail {
  access: EmailAccess;
  settings: Partial<EmailSettings>;
  /** The stack's own receiver, when it keeps the e-mails itself. */
  receiver?: ResendReceiver;
  /** Where the banner says e-mails go. */
  said: string;
}

/** A local-only origin setting (`EMAIL_API_ORIGIN`, `CAPTCHA_API_ORIGIN`): an http(s) origin, or undefined when unset. */
export function originFrom(name: string, text: string | undefined): string | undefined {
  if (!text?.trim()) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text.trim());
  } catch { /* refused below */ }
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== "/" || url.search) {
    throw new Error(`${name} must be an http(s) origin such as http://127.0.0.1:9999, not ${JSON.stringify(text)}.`);
  }
  return url.origin;
}

/** `EMAIL_API_ORIGIN`. */
export const emailOriginFrom = (text: string | undefined) => originFrom("EMAIL_API_ORIGIN", text);

export function localEmail(env: (name: string) => string | undefined, stackUrl: string, origin: string | undefined): LocalEmail {
  const settings = { apiKey: env("RESEND_API_KEY")?.trim() || localKey, from: env("EMAIL_FROM")?.trim() || localSender };
  if (origin) return { access: { origin }, settings, said: `sent to EMAIL_API_ORIGIN (${origin})` };
  if (env("RESEND_API_KEY")?.trim()) return { access: {}, settings, said: `sent with Resend, from ${settings.from}` };
  const receiver = resendReceiver({ apiKey: localKey, requestsPerSecond: 1_000 });
  return { access: { origin: stackUrl }, settings, receiver, said: `not sent: shown at ${stackUrl}/emails` };
}
