import { escapeUTF8 as escapeHtml } from "entities";

// The frame every e-mail of the service shares (alerts, submissions): a title, the body, a footer.

/** An e-mail's HTML in `language` (BCP 47): `body` and `footer` are already escaped HTML. */
export const emailHtml = (title: string, body: string, footer: string, language = "en") =>
  `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a;max-width:40rem">` +
  `<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}` +
  `<hr style="border:none;border-top:1px solid #ddd;margin-top:24px"><p style="font-size:13px;color:#555">${footer}</p></body></html>`;

/** A link, escaped. */
export const emailLink = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

/** One e-mail of Resend's batch (resend.com/docs/api-reference/emails/send-batch-emails). */
export interface ResendEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

