import { decodeHTML } from "entities";

/**
 * A description as plain text, whatever its source gave (HTML, HTML escaped once more as
 * Greenhouse sends it, or text): scripts and styles dropped, line breaks where blocks and list
 * items end, tags removed, entities decoded, runs of blank space closed up.
 *
 * Decoding never yields markup: tags are removed after each decoding, so `&lt;img onerror=...&gt;`
 * goes as the tag it decodes to, and no `<` that could open a tag (followed by a letter, `/`, `!`
 * or `?`) is left. Every step is one pass, linear in the input, whatever it holds (thousands of
 * `<` with no `>`, an unclosed `<script`), and no regular expression can backtrack.
 */
export function plainText(input: string): string {
  return withoutOpeners(withoutTags(decodeHTML(withoutTags(decodeHTML(input)))))
    .replace(/[ \t\u00a0\f\v]+/g, " ")
    .replace(/ ?\r?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Elements whose end is a line break in the text; an item starts a line with "- ". */
const blockEnds = new Set(["p", "div", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "section", "article", "blockquote"]);

/**
 * `html` with its tags, comments and the content of scripts and styles removed, in one pass. A `<`
 * that cannot open a tag (`a < b`, `<3`) is text; one that could but is never closed is dropped,
 * so no tag can be completed by what a page puts after the text.
 */
function withoutTags(html: string): string {
  let out = "";
  let at = 0; // copied up to here
  let nextClose = -1; // the next ">" at or after the current "<" (or the end), found once per stretch
  for (let lt = html.indexOf("<"); lt !== -1; lt = html.indexOf("<", at)) {
    out += html.slice(at, lt);
    if (!/[A-Za-z/!?]/.test(html[lt + 1] ?? "")) {
      out += "<";
      at = lt + 1;
      continue;
    }
    if (nextClose < lt) {
      nextClose = html.indexOf(">", lt);
      if (nextClose === -1) nextClose = html.length; // none now means none for any later "<" too
    }
    if (nextClose === html.length) {
      at = lt + 1; // never closed: the "<" goes, the text after it stays
      continue;
    }
    const name = /^\/?([A-Za-z][A-Za-z0-9]*)/.exec(html.slice(lt + 1, Math.min(nextClose, lt + 12)))?.[1]?.toLowerCase();
    const closing = html[lt + 1] === "/";
    at = nextClose + 1;
    if (!closing && (name === "script" || name === "style")) {
      at = endOfRaw(html, name, at);
      continue;
    }
    if (name === "li" && !closing) out += "\n- ";
    else if (name === "br" || (closing && name !== undefined && blockEnds.has(name))) out += "\n";
  }
  return out + html.slice(at);
}

/**
 * `text` without any run of "<" that a letter, `/`, `!` or `?` follows: a removed tag or "<" can
 * join the "<"s before it to what came after it (`<<b>img`). One pass, no backtracking.
 */
function withoutOpeners(text: string): string {
  let out = "";
  let at = 0;
  for (let lt = text.indexOf("<"); lt !== -1; lt = text.indexOf("<", at)) {
    let end = lt;
    while (text[end] === "<") end++;
    out += text.slice(at, lt) + (/[A-Za-z/!?]/.test(text[end] ?? "") ? "" : text.slice(lt, end));
    at = end;
  }
  return out + text.slice(at);
}

/** Past the `</script>` (or `</style>`) that ends raw text begun at `from`; the end of `html` if none. */
function endOfRaw(html: string, name: string, from: number): number {
  const end = new RegExp(`</${name}`, "gi");
  end.lastIndex = from;
  const close = end.exec(html) ? html.indexOf(">", end.lastIndex) : -1;
  return close === -1 ? html.length : close + 1;
}
