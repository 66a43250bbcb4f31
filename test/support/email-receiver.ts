// The Resend-shaped receiver (local/resend-receiver.ts) over real HTTP, for tests, with the
// e-mails read back: their links (from the HTML, entities decoded, and from the text), each
// pointed at the stack under test (the service writes links on its SUPABASE_URL).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeHTML } from "entities";
import { localSupabaseUrl } from "../../local/dev-credentials.ts";
import { toRequest } from "../../local/node-http.ts";
import { type ReceivedEmail, type ResendReceiver, resendReceiver } from "../../local/resend-receiver.ts";

export const testEmailKey = "re_test_key_0123456789";

export interface EmailReceiver {
  origin: string;
  receiver: ResendReceiver;
  close(): Promise<void>;
}

export async function emailReceiver(options: { requestsPerSecond?: number } = {}): Promise<EmailReceiver> {
  const receiver = resendReceiver({ apiKey: testEmailKey, requestsPerSecond: options.requestsPerSecond ?? 1_000 });
  const server = createServer(async (req, res) => {
    const response = await (receiver.handle(toRequest(req, res)) ?? new Response("Not found", { status: 404 }));
    res.writeHead(response.status, [...response.headers].flat());
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, receiver, close: () => new Promise((resolve) => server.close(() => resolve())) };
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
