// The headers every download of a file is sent with, whoever serves it: its type as stored, never
// sniffed by the browser; a name to save it as; and, should a file ever be opened as a page, no
// script, form or plugin of its own may run (`sandbox`).

/** Types a browser may show in its own tab; anything else is only ever saved. */
const shownInline = new Set(["application/pdf", "image/png", "image/jpeg", "image/webp"]);

export function downloadHeaders(disposition: "inline" | "attachment", fileName: string, type: string): Record<string, string> {
  const as = disposition === "inline" && shownInline.has(type) ? "inline" : "attachment";
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return {
    "Content-Type": type || "application/octet-stream",
    "Content-Disposition": `${as}; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "sandbox; default-src 'none'",
  };
}
