// A stand-in for Resend's e-mail API (resend.com/docs/api-reference): `POST /emails` and
// `POST /emails/batch` with its request shape, checks and answers (401 without the key, 422 for a
// malformed e-mail, at most 100 a batch, 429 past its rate of 2 requests a second, with its
// `retry-after` and `ratelimit-*` headers; an `Idempotency-Key` sent again with the same body
// within 24 hours gets the first answer and sends nothing, with another body a 409), keeping what
// it accepted. `npm start` serves it, with
// a page of the e-mails (`GET /emails`), so a newcomer sees alerts work without an account; tests
// read the e-mails back and script its next answers (a 429, a 5xx, silence).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { escapeUTF8 as escapeHtml } from "entities";
import { toRequest } from "./node-http.ts";

export interface ReceivedEmail {
  id: string;
  at: string;
  from: string;
  to: string[];
  subject: string;
  text?: string;
  html?: string;
  headers: Record<string, string>;
  /** The `Idempotency-Key` of its request. */
  idempotencyKey?: string;
}

export type ScriptedAnswer = { status: number; headers?: Record<string, string>; body?: unknown } | { silentMs: number };

export interface ResendReceiver {
  /** Answers Resend's paths (`/emails`, `/emails/batch`) and, for GET, the page of e-mails; undefined for any other path. */
  handle(request: Request): Promise<Response> | undefined;
  /** What it accepted, oldest first (the newest 500). */
  emails: ReceivedEmail[];
  /** Every API request it answered: its path, status and e-mail count. */
  requests: { path: string; status: number; count: number; at: number; idempotencyKey?: string }[];
  /** The next requests' answers, in order, before any check. */
  script(...answers: ScriptedAnswer[]): void;
}

const error = (status: number, name: string, message: string, headers: Record<string, string> = {}) =>
  Response.json({ statusCode: status, name, message }, { status, headers });

const isAddress = (s: unknown) => typeof s === "string" && /^([^<>\r\n]+ <)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(s);

/** Resend's checks of one e-mail; the first problem, or undefined. */
function problemOf(email: Record<string, unknown>): string | undefined {
  if (!isAddress(email.from)) return "The `from` field must be a valid email address or `Name <email@example.com>`.";
  const to = Array.isArray(email.to) ? email.to : [email.to];
  if (to.length === 0 || to.length > 50 || !to.every(isAddress)) return "The `to` field must be 1 to 50 valid email addresses.";
  if (typeof email.subject !== "string" || !email.subject) return "The `subject` field is required.";
  if (/[\r\n]/.test(email.subject)) return "The `subject` field must be one line.";
  if (typeof email.html !== "string" && typeof email.text !== "string") return "Give `html` or `text`.";
  const headers = email.headers ?? {};
  if (typeof headers !== "object" || !Object.values(headers).every((v) => typeof v === "string" && !/[\r\n]/.test(v))) {
    return "The `headers` field must map names to one-line strings.";
  }
  return undefined;
}

export function resendReceiver(options: { apiKey: string; keep?: number; requestsPerSecond?: number }): ResendReceiver {
  const emails: ReceivedEmail[] = [];
  const requests: ResendReceiver["requests"] = [];
  const scripted: ScriptedAnswer[] = [];
  const perSecond = options.requestsPerSecond ?? 2;
  const recent: number[] = [];
  const answeredKeys = new Map<string, { body: string; status: number; answer: unknown }>();
  let count = 0;

  async function api(request: Request, path: string): Promise<Response> {
    const at = Date.now();
    const idempotencyKey = request.headers.get("idempotency-key") ?? undefined;
    const answered = (response: Response, n = 0) => (requests.push({ path, status: response.status, count: n, at, idempotencyKey }), response);
    // Read first, whatever the answer: a connection kept alive must not be left with a body in it.
    const text = await request.text();
    const next = scripted.shift();
    if (next && "silentMs" in next) {
      await new Promise((resolve) => setTimeout(resolve, next.silentMs));
      return answered(error(504, "application_error", "silent"));
    }
    if (next) return answered(Response.json(next.body ?? { statusCode: next.status, name: "scripted", message: "scripted" }, { status: next.status, headers: next.headers }));
    if (request.headers.get("authorization") !== `Bearer ${options.apiKey}`) {
      return answered(error(request.headers.get("authorization") ? 403 : 401, request.headers.get("authorization") ? "invalid_api_key" : "missing_api_key", "API key is invalid"));
    }
    while (recent.length && recent[0]! <= at - 1_000) recent.shift();
    if (recent.length >= perSecond) {
      return answered(error(429, "rate_limit_exceeded", "Too many requests. You can only make 2 requests per second.", {
        "retry-after": "1", "ratelimit-limit": String(perSecond), "ratelimit-remaining": "0", "ratelimit-reset": "1",
      }));
    }
    recent.push(at);
    const before = idempotencyKey === undefined ? undefined : answeredKeys.get(idempotencyKey);
    if (before && before.body !== text) {
      return answered(error(409, "invalid_idempotent_request", "Same idempotency key used with a different request payload."));
    }
    if (before) return answered(Response.json(before.answer, { status: before.status }));
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return answered(error(422, "validation_error", "The request body is not JSON."));
    }
    const batch = path === "/emails/batch";
    const list = (batch ? body : [body]) as Record<string, unknown>[];
    if (!Array.isArray(list) || list.length === 0 || list.length > 100) return answered(error(422, "validation_error", "A batch holds 1 to 100 emails."));
    for (const [i, email] of list.entries()) {
      const problem = typeof email === "object" && email !== null ? problemOf(email) : "Each email must be an object.";
      if (problem) return answered(error(422, "validation_error", batch ? `emails[${i}]: ${problem}` : problem));
    }
    const ids = list.map((email) => {
      const id = `local-${++count}`;
      emails.push({
        id, at: new Date(at).toISOString(), from: String(email.from), to: (Array.isArray(email.to) ? email.to : [email.to]) as string[],
        subject: String(email.subject), text: email.text as string | undefined, html: email.html as string | undefined,
        headers: (email.headers ?? {}) as Record<string, string>, idempotencyKey,
      });
      return { id };
    });
    emails.splice(0, Math.max(0, emails.length - (options.keep ?? 500)));
    const answer = batch ? { data: ids } : ids[0];
    if (idempotencyKey !== undefined) answeredKeys.set(idempotencyKey, { body: text, status: 200, answer });
    return answered(Response.json(answer), ids.length);
  }

  return {
    emails,
    requests,
    script: (...answers) => void scripted.push(...answers),
    handle(request) {
      const path = new URL(request.url).pathname;
      if (request.method === "POST" && (path === "/emails" || path === "/emails/batch")) return api(request, path);
      if (request.method === "GET" && path === "/emails") return Promise.resolve(listPage(emails));
      const one = request.method === "GET" ? /^\/emails\/(local-\d+)(\.txt)?$/.exec(path) : null;
      if (!one) return undefined;
      const email = emails.find((e) => e.id === one[1]);
      if (!email) return Promise.resolve(new Response("No such e-mail.", { status: 404 }));
      return Promise.resolve(one[2]
        ? new Response(email.text ?? "", { headers: { "content-type": "text/plain; charset=utf-8" } })
        : new Response(email.html ?? "", { headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'" } }));
    },
  };
}

/** A receiver on its own loopback port (tests, benchmarks): its origin, for `EMAIL_API_ORIGIN`. */
export async function serveResendReceiver(receiver: ResendReceiver): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer(async (req, res) => {
    const response = await (receiver.handle(toRequest(req, res)) ?? new Response("Not found", { status: 404 }));
    res.writeHead(response.status, [...response.headers].flat());
    res.end(new Uint8Array(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The page `npm start` shows at /emails: newest first, each with its HTML and text. */
function listPage(emails: ReceivedEmail[]): Response {
  const rows = [...emails].reverse().map((e) =>
    `<tr><td>${escapeHtml(e.at)}</td><td>${escapeHtml(e.to.join(", "))}</td><td>${escapeHtml(e.subject)}</td>` +
    `<td><a href="/emails/${e.id}">HTML</a> · <a href="/emails/${e.id}.txt">text</a></td></tr>`
  ).join("\n");
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>E-mails the local stack sent</title>` +
      `<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem}td,th{padding:4px 12px;text-align:left;border-bottom:1px solid #ddd}</style></head>` +
      `<body><h1>E-mails the local stack sent</h1><p>What Resend would have delivered (the newest 500, kept until npm start stops).</p>` +
      `<table><tr><th>At</th><th>To</th><th>Subject</th><th></th></tr>${rows || `<tr><td colspan="4">None yet.</td></tr>`}</table></body></html>`,
    { headers: { "content-type": "text/html; charset=utf-8" } },
  );
}
