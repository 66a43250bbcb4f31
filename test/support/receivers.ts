// Local receivers that answer as Discord's and Slack's incoming webhooks and a generic webhook
// endpoint do, and check what those services check: Discord's embed limits
// (discord.com/developers/docs/resources/message#embed-object-embed-limits) and its rate of about
// 5 messages per 5 s per webhook, Slack's Block Kit limits (api.slack.com/reference/block-kit) and
// its 1 message a second, and (for webhooks) the Standard Webhooks signature, verified with the
// `standardwebhooks` library. A test may script a path's next answers (a failure, a 429, silence).
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { Webhook } from "standardwebhooks";

export interface Received {
  kind: "discord" | "slack" | "webhook";
  path: string;
  at: number;
  headers: IncomingHttpHeaders;
  body: string;
  json: Record<string, unknown>;
  /** What the receiver found wrong with it (a service would have refused it). */
  problems: string[];
  /** What it answered. */
  status: number;
}

export type Scripted = { status: number; headers?: Record<string, string>; body?: string } | { silentMs: number };

const len = (s: unknown) => (typeof s === "string" ? Array.from(s).length : 0);
const isHttpUrl = (s: unknown) => typeof s === "string" && /^https?:\/\/[^\s]+$/.test(s) && URL.canParse(s);

/** Discord's documented embed limits. */
export function discordProblems(message: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const embeds = (message.embeds ?? []) as Record<string, unknown>[];
  if (len(message.content) > 2000) problems.push("content over 2000");
  if (!message.content && embeds.length === 0) problems.push("an empty message");
  if (embeds.length > 10) problems.push("more than 10 embeds");
  if (JSON.stringify(message.allowed_mentions) !== JSON.stringify({ parse: [] })) problems.push("mentions allowed");
  let total = 0;
  for (const embed of embeds) {
    const fields = (embed.fields ?? []) as { name: string; value: string }[];
    if (len(embed.title) > 256) problems.push("title over 256");
    if (len(embed.description) > 4096) problems.push("description over 4096");
    if (fields.length > 25) problems.push("more than 25 fields");
    if (embed.url !== undefined && !isHttpUrl(embed.url)) problems.push(`url ${embed.url} is not a URL`);
    for (const f of fields) {
      if (len(f.name) === 0 || len(f.name) > 256) problems.push("field name empty or over 256");
      if (len(f.value) === 0 || len(f.value) > 1024) problems.push("field value empty or over 1024");
    }
    total += len(embed.title) + len(embed.description) + fields.reduce((n, f) => n + len(f.name) + len(f.value), 0);
  }
  if (total > 6000) problems.push(`embeds total ${total} characters, over 6000`);
  return problems;
}

/** Slack's documented Block Kit limits for a message. */
export function slackProblems(message: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const blocks = (message.blocks ?? []) as { type: string; text?: { type: string; text: string } }[];
  if (typeof message.text !== "string" || !message.text) problems.push("no text fallback");
  if (blocks.length > 50) problems.push("more than 50 blocks");
  for (const block of blocks) {
    if (block.type === "header" && (block.text?.type !== "plain_text" || len(block.text.text) > 150)) problems.push("header not plain_text within 150");
    if (block.type === "section" && (len(block.text?.text) === 0 || len(block.text?.text) > 3000)) problems.push("section text empty or over 3000");
    if (!["header", "section", "divider", "context"].includes(block.type)) problems.push(`unknown block ${block.type}`);
  }
  return problems;
}

export async function channelReceivers() {
  const received: Received[] = [];
  const scripts = new Map<string, Scripted[]>();
  const secrets = new Map<string, string>();
  const kindOf = (path: string): Received["kind"] =>
    path.startsWith("/api/webhooks/") ? "discord" : path.startsWith("/services/") ? "slack" : "webhook";

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c) => chunks.push(c));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const path = request.url!;
      const kind = kindOf(path);
      const at = Date.now();
      const next = scripts.get(path)?.shift();
      if (next && "silentMs" in next) return void setTimeout(() => response.writeHead(204).end(), next.silentMs);
      let json: Record<string, unknown> = {};
      const problems: string[] = [];
      try {
        json = JSON.parse(body);
      } catch {
        problems.push("not JSON");
      }
      if (request.headers["content-type"] !== "application/json") problems.push("not application/json");
      const earlier = received.filter((r) => r.path === path && r.status < 300);
      if (kind === "discord") {
        problems.push(...discordProblems(json));
        if (earlier.filter((r) => at - r.at < 5_000).length >= 5) problems.push("rate: a 6th message within 5 s");
      }
      if (kind === "slack") {
        problems.push(...slackProblems(json));
        if (earlier.some((r) => at - r.at < 900)) problems.push("rate: two messages within a second");
      }
      if (kind === "webhook") {
        const secret = secrets.get(path);
        try {
          if (!secret) throw new Error("no secret registered for this path");
          new Webhook(secret).verify(body, request.headers as Record<string, string>);
        } catch (error) {
          problems.push(`signature: ${(error as Error).message}`);
        }
      }
      const status = next?.status ?? (problems.some((p) => p.startsWith("rate:")) ? 429 : problems.length ? 400 : kind === "discord" ? 204 : 200);
      received.push({ kind, path, at, headers: request.headers, body, json, problems, status });
      const headers = next?.headers ?? (status === 429 ? { "retry-after": "1" } : {});
      response.writeHead(status, { "content-type": kind === "slack" ? "text/plain" : "application/json", ...headers })
        .end(next ? next.body : status === 204 ? undefined : kind === "slack" ? (status === 200 ? "ok" : "invalid_blocks") : "{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    origins: { discord: origin, slack: origin, webhook: origin },
    received,
    /** The messages a path received, in order. */
    at: (path: string) => received.filter((r) => r.path === path),
    /** The next answers of a path, in order. */
    script: (path: string, ...answers: Scripted[]) => scripts.set(path, answers),
    /** A webhook path's signing secret, as its channel's creation answered it. */
    sign: (path: string, secret: string) => secrets.set(path, secret),
    clear: () => received.splice(0),
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}
export type Receivers = Awaited<ReturnType<typeof channelReceivers>>;
