// The Resend-shaped receiver (local/resend-receiver.ts) over real HTTP, for tests, with the
// e-mails read back: their links (from the HTML, entities decoded, and from the text), each
// pointed at the stack under test (the service writes links on its SUPABASE_URL).
import { decodeHTML } from "entities";
import { localSupabaseUrl } from "../../local/dev-credentials.ts";
import { type ReceivedEmail, type ResendReceiver, resendReceiver, serveResendReceiver } from "../../local/resend-receiver.ts";

export const testEmailKey = "re_test_key_0123456789";

export interface EmailReceiver {
  origin: string;
  receiver: ResendReceiver;
  close(): Promise<void>;
}

export async function emailReceiver(options: { requestsPerSecond?: number } = {}): Promise<EmailReceiver> {
  const receiver = resendReceiver({ apiKey: testEmailKey, requestsPerSecond: options.requestsPerSecond ?? 1_000 });
  return { receiver, ...(await serveResendReceiver(receiver)) };
}

/** The links of an e-mail's HTML (each `href`, decoded) and of its text, in order. */
export function linksOf(email: ReceivedEmail): { html: string[]; text: string[] } {
  const html = [...(email.html ?? "").matchAll(/href="([^"]*)"/g)].map((m) => decodeHTML(m[1]!));
  const text = [...(email.text ?? "").matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
  return { html, text };
}

/** A link of the service as a path of the stack under test (`/opportunities/...?...`, below /functions/v1). */
export function stackPath(link: string): string {
  const prefix = `${localSupabaseUrl}/functions/v1`;
  if (!link.startsWith(prefix)) throw new Error(`${link} is not a link of the service`);
  return link.slice(prefix.length);
}
