import { prefers } from "../http/negotiation.ts";
import type * as z from "zod";
import { escapeUTF8 as escapeHtml } from "entities";
import { mediaType } from "../http/body.ts";
import { ApiError } from "../http/errors.ts";
import { json } from "../records/record-routes.ts";
import { askedLanguages } from "../languages/tags.ts";
import { wordsIn } from "../words/words.ts";

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

/** A form of fields, posted (form-urlencoded) to `action`. */
export interface PageForm {
  action: string;
  fields: { name: string; label: string; value: string; type: "text" | "url" | "date" | "textarea" }[];
  submit: string;
}

export interface PageContent {
  /** The language it is written in (BCP 47): English unless given. */
  language?: string;
  title: string;
  /** Paragraphs, already escaped HTML. */
  paragraphs: string[];
  forms?: PageForm[];
  buttons?: PageButton[];
}

/** A form's HTML, every value escaped. */
function formHtml(form: PageForm): string {
  const fields = form.fields.map((f) => {
    const id = `f-${f.name}`;
    const input = f.type === "textarea"
      ? `<textarea id="${id}" name="${escapeHtml(f.name)}" rows="6">${escapeHtml(f.value)}</textarea>`
      : `<input id="${id}" type="${f.type}" name="${escapeHtml(f.name)}" value="${escapeHtml(f.value)}">`;
    return `<p><label for="${id}">${escapeHtml(f.label)}</label><br>${input}</p>`;
  }).join("\n");
  return `<form class="edit" method="post" action="${escapeHtml(form.action)}">${fields}<button type="submit">${escapeHtml(form.submit)}</button></form>`;
}

/** Past this, a page's form body is refused (413): an owner's fields fit in far less. */
const formBodyLimit = 64 << 10;

/** A page form's fields (application/x-www-form-urlencoded), read to at most 64 KiB (413 past it, 415 for another type). */
export async function formFields(request: Request): Promise<URLSearchParams> {
  if (mediaType(request) !== "application/x-www-form-urlencoded") {
    throw new ApiError(415, "unsupported_media_type", "An edit from the page is a form: application/x-www-form-urlencoded.");
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    size += read.value.byteLength;
    if (size > formBodyLimit) {
      await reader!.cancel();
      throw new ApiError(413, "payload_too_large", `The form must be at most ${formBodyLimit} bytes.`);
    }
    chunks.push(read.value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) (bytes.set(chunk, at), at += chunk.byteLength);
  return new URLSearchParams(new TextDecoder().decode(bytes));
}

const style = "body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}" +
  "button{font:inherit;padding:.5rem 1rem;margin:.25rem .5rem .25rem 0;cursor:pointer}form{display:inline}" +
  "form.edit{display:block;margin:1rem 0}input,textarea{font:inherit;width:100%;box-sizing:border-box}";

/** The page, with `status`. */
export function page(content: PageContent, status = 200): Response {
  const buttons = (content.buttons ?? []).map((b) =>
    `<form method="post" action="${escapeHtml(b.action ?? "")}"><button type="submit">${escapeHtml(b.label)}</button></form>`
  ).join("\n");
  const html = `<!doctype html>
<html lang="${escapeHtml(content.language ?? "en")}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(content.title)}</title><style>${style}</style></head>
<body><h1>${escapeHtml(content.title)}</h1>
${content.paragraphs.map((p) => `<p>${p}</p>`).join("\n")}
${(content.forms ?? []).map(formHtml).join("\n")}
${buttons}
</body></html>`;
  return new Response(html, { status, headers: pageHeaders });
}

/**
 * An action's failure as a page, for a browser's form (its status, the message and each field's
 * problem, and the way back); a program's answer stays JSON.
 */
export function failurePage(request: Request, error: unknown, back: string): Response {
  if (!wantsPage(request) || !(error instanceof ApiError) || error.status >= 500) throw error;
  const details = ((error.details as { field?: string; message?: string }[] | undefined) ?? [])
    .map((d) => `${d.field ?? ""}: ${d.message ?? ""}`)
    // The message of a field's problem is its first detail: said once.
    .filter((detail) => detail !== error.message);
  const words = readersWords(request);
  return page({
    language: words.language,
    title: words.say("links.notDone"),
    paragraphs: [escapeHtml(error.message), ...details.map((d) => escapeHtml(d)), `<a href="${escapeHtml(back)}">${escapeHtml(words.say("links.back"))}</a>`],
  }, error.status);
}

/** Whether the caller is a browser that asked for a page (a form's POST), not a program. */
export const wantsPage = (request: Request) => prefers(request.headers.get("accept"), "text/html");

/** A link's page in the contract. */
export const pageAnswer = { description: "A page with its button.", content: { "text/html": { schema: { type: "string" as const } } } };
/** A link's action in the contract: JSON for programs, its page for a browser's form. */
export const pageOrJson = (schema: z.ZodType, description: string) => ({ description, content: { ...json(schema, description).content, ...pageAnswer.content } });
/** A spent link's 404, a page for a browser's form too. */
export const spentPage = { 404: { description: "The link was used already, has expired, or never existed.", content: pageAnswer.content } };

/**
 * The page of a link that was used already, has expired, or never existed (`what`: "confirmation",
 * "manage"), in the reader's language.
 */
export function expiredPage(request: Request, what: string): Response {
  const words = readersWords(request);
  return page({ language: words.language, title: words.say("links.expiredTitle"), paragraphs: [escapeHtml(words.say("links.expired", { what }))] }, 404);
}

/** The words of the person a page is for: their browser's `Accept-Language`, else English. */
export const readersWords = (request: Request) => wordsIn(askedLanguages(undefined, request.headers.get("accept-language") ?? undefined)[0]);

/** A spent link's answer: its page for a browser's form, else a 404 in JSON. */
export function spent(request: Request, what: string): Response {
  if (wantsPage(request)) return expiredPage(request, what);
  throw new ApiError(404, "not_found", `This ${what} link is not valid: it was used already, has expired, or never existed.`);
}
