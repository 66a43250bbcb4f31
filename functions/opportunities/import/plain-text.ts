import { decodeHTML } from "entities";

/**
 * A description as plain text, whatever its source gave (HTML, HTML escaped once more as
 * Greenhouse sends it, or text): scripts and styles dropped, a blank line where paragraphs,
 * headings and lists end, a line where items and breaks do, list items single-spaced, tags
 * removed, entities decoded, runs of blank space closed up. In HTML, the source's own line
 * breaks are spaces, as a browser shows them; in text they are kept.
 *
 * Decoding never yields markup: tags are removed after each decoding, so `&lt;img onerror=...&gt;`
 * goes as the tag it decodes to, and no `<` that could open a tag (followed by a letter, `/`, `!`
 * or `?`) is left. Every step is one pass, linear in the input, whatever it holds (thousands of
 * `<` with no `>`, an unclosed `<script`), and no regular expression can backtrack.
 */
export function plainText(input: string): string {
  // Most texts (a title, a place) have no markup, entity or blank run: nothing to do but trim.
  if (!/[<&\t\n\r\f\v\u00a0]| {2}/.test(input)) return input.trim();
  const decoded = decodeHTML(input);
  return withoutOpeners(withoutTags(decodeHTML(withoutTags(decoded, isHtml(decoded))), false))
    .replace(/[ \t\u00a0\f\v]+/g, " ")
    .replace(/ ?\r?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Whether text is HTML: it has an element that lays out text (a paragraph, a break, a list...). */
const isHtml = (text: string) => /<(?:p|br|li|div|ul|ol|h[1-6]|table|tr)[\s/>]/i.test(text);

/** Elements whose end is a paragraph's (a blank line), and a line's. */
const paragraphEnds = new Set(["p", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "section", "article", "blockquote", "table"]);
const lineEnds = new Set(["div", "tr"]);

/**
 * `html` with its tags, comments and the content of scripts and styles removed, in one pass. A `<`
 * that cannot open a tag (`a < b`, `<3`) is text; one that could but is never closed is dropped,
 * so no tag can be completed by what a page puts after the text. Line breaks that tags make wait
 * until text follows, so that nested blocks (`<li><p>`) make one, not several.
 */
function withoutTags(html: string, asHtml: boolean): string {
  let out = "";
  let breaks = 0; // line breaks owed before the next text
  let inList = false; // an item of the current list was written: the next starts on the next line
  const text = (piece: string) => {
    const shown = asHtml ? piece.replace(/\s+/g, " ") : piece;
    if (shown.trim() === "") {
      if (!breaks) out += shown;
      return;
    }
    if (out) out += "\n".repeat(breaks);
    breaks = 0;
    out += shown;
  };
  let at = 0; // copied up to here
  let nextClose = -1; // the next ">" at or after the current "<" (or the end), found once per stretch
  for (let lt = html.indexOf("<"); lt !== -1; lt = html.indexOf("<", at)) {
    text(html.slice(at, lt));
    if (!/[A-Za-z/!?]/.test(html[lt + 1] ?? "")) {
      text("<");
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
    if (name === undefined) continue;
    if (name === "li" && !closing) {
      breaks = inList ? 1 : Math.max(breaks, 1);
      inList = true;
      text("- ");
    } else if (name === "br") {
      breaks = Math.min(breaks + 1, 2);
    } else if (closing && paragraphEnds.has(name)) {
      if (name === "ul" || name === "ol") inList = false;
      breaks = Math.max(breaks, inList ? 1 : 2);
    } else if (closing && lineEnds.has(name)) {
      breaks = Math.max(breaks, 1);
    }
  }
  text(html.slice(at));
  return out + (breaks ? "\n" : "");
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
