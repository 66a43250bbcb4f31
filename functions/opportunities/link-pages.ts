import { prefers } from "../_shared/http/negotiation.ts";
import type * as z from "zod";
import { escapeUTF8 as escapeHtml } from "entities";
import { ApiError } from "../_shared/http/errors.ts";
import { json } from "../_shared/records/record-routes.ts";

// The small pages an e-mail's links open: a sentence and, for an action, a button. A link never
// acts by being opened (mail scanners open links); its button posts the form to the same URL.
// The token is in the URL, so the page is never cached, never framed, and sends no Referer.

const pageHeaders = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
};

/** A button that posts a form to `action` (relative to the page: its own query when empty). */
export interface PageButton {
  label: string;
  action?: string;
}

export interface PageContent {
  title: string;
  /** Paragraphs, already escaped HTML. */
  paragraphs: string[];
  buttons?: PageButton[];
}

const style = "body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}" +
  "button{font:inherit;padding:.5rem 1rem;margin:.25rem .5rem .25rem 0;cursor:pointer}form{display:inline}";

/** The page, with `status`. */
export function page(content: PageContent, status = 200): Response {
  const buttons = (content.buttons ?? []).map((b) =>
    `<form method="post" action="${escapeHtml(b.action ?? "")}"><button type="submit">${escapeHtml(b.label)}</button></form>`
  ).join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(content.title)}</title><style>${style}</style></head>
<body><h1>${escapeHtml(content.title)}</h1>
${content.paragraphs.map((p) => `<p>${p}</p>`).join("\n")}
${buttons}
</body></html>`;
  return new Response(html, { status, headers: pageHeaders });
}

/** Whether the caller is a browser that asked for a page (a form's POST), not a program. */
export const wantsPage = (request: Request) => prefers(request.headers.get("accept"), "text/html");

/** A link's page in the contract. */
export const pageAnswer = { description: "A page with its button.", content: { "text/html": { schema: { type: "string" as const } } } };
/** A link's action in the contract: JSON for programs, its page for a browser's form. */
export const pageOrJson = (schema: z.ZodType, description: string) => ({ description, content: { ...json(schema, description).content, ...pageAnswer.content } });
/** A spent link's 404, a page for a browser's form too. */
export const spentPage = { 404: { description: "The link was used already, has expired, or never existed.", content: pageAnswer.content } };

/** The page of a link that was used already, has expired, or never existed (`what`: "confirmation", "manage"). */
export const expiredPage = (what: string) =>
  page({ title: "This link has expired", paragraphs: [escapeHtml(`This ${what} link is not valid: it was used already, has expired, or never existed.`)] }, 404);

/** A spent link's answer: its page for a browser's form, else a 404 in JSON. */
export function spent(request: Request, what: string): Response {
  if (wantsPage(request)) return expiredPage(what);
  throw new ApiError(404, "not_found", `This ${what} link is not valid: it was used already, has expired, or never existed.`);
}
