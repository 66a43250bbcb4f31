import { escapeUTF8 as escapeHtml } from "entities";

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
export const wantsPage = (request: Request) => /\btext\/html\b/.test(request.headers.get("accept") ?? "");
