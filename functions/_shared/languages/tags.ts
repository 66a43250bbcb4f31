import { parseAccept } from "hono/utils/accept";
import * as z from "zod";

// Languages as BCP 47 tags (RFC 5646), kept in the canonical form `Intl.getCanonicalLocales`
// gives (`EN-gb` is `en-GB`, `iw` is `he`): a language, then an optional script, region and
// variants, as `private.is_language_tag` holds them; no extensions or private use. A reader asks
// for languages by `?lang=` or `Accept-Language`, and gets the first of them a text has (`chosen`).

/** The tag's shape once canonical: the database's check (`private.is_language_tag`), said once for the API. */
const shape = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?(-([a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*$/;
/** The shape in any case, for the contract (what `canonicalTag` then makes canonical). */
const pattern = "^[A-Za-z]{2,3}(-[A-Za-z]{4})?(-([A-Za-z]{2}|[0-9]{3}))?(-([A-Za-z0-9]{5,8}|[0-9][A-Za-z0-9]{3}))*$";
/** What a language tag must be, in words: the API's and the database's refusals say it alike. */
export const languageTagRule = "must be a BCP 47 language tag: a language, then optionally a script and a region (en, fr-CA, zh-Hant-TW)";
const rule = languageTagRule;

/** The canonical form of a language tag, or undefined when it is not one the service keeps. */
export function canonicalTag(text: string): string | undefined {
  // A variant given twice (`de-1996-1996`) is said once: Intl refuses the repeat.
  const subtags = text.trim().split("-");
  const once = subtags.filter((subtag, i) => i === 0 || !subtags.slice(1, i).some((seen) => seen.toLowerCase() === subtag.toLowerCase()));
  try {
    const [tag] = Intl.getCanonicalLocales(once.join("-"));
    return tag !== undefined && tag.length <= 35 && shape.test(tag) ? tag : undefined;
  } catch {
    return undefined; // RangeError: not a tag at all
  }
}

/** A language tag's rule: any case in, the canonical form out. */
export const languageTag = () =>
  z.string().max(35, rule).regex(new RegExp(pattern), rule).transform((text, ctx) => {
    const tag = canonicalTag(text);
    if (tag === undefined) ctx.addIssue({ code: "custom", message: rule });
    return tag ?? z.NEVER;
  }).meta({ description: "A BCP 47 language tag (en, fr, fr-CA).", example: "fr" });

/** At most this many of `Accept-Language`'s languages are read: a browser sends two or three. */
const mostAsked = 6;

/**
 * The languages a reader asks for, most wanted first: `?lang=` alone when given, else
 * `Accept-Language` by its weights (`q=0` and `*` ask for nothing), tags that are not ones left out.
 */
export function askedLanguages(lang: string | undefined, acceptLanguage: string | undefined): string[] {
  if (lang !== undefined) return [lang];
  if (!acceptLanguage) return [];
  const asked = parseAccept(acceptLanguage.slice(0, 500))
    .filter((range) => range.q > 0 && range.type !== "*")
    .sort((a, b) => b.q - a.q) // stable: equal weights keep the header's order
    .map((range) => canonicalTag(range.type))
    .filter((tag): tag is string => tag !== undefined);
  return [...new Set(asked)].slice(0, mostAsked);
}

/**
 * The first asked language a text has (RFC 4647's lookup, widened): for each asked tag, from the
 * whole tag to its language alone (`fr-CA`, then `fr`), a language the text has exactly, else one
 * more specific (`fr` finds `fr-FR`). Undefined when it has none of them.
 */
export function chosen(asked: readonly string[], available: readonly string[]): string | undefined {
  const lower = available.map((tag) => tag.toLowerCase());
  for (const tag of asked) {
    const subtags = tag.toLowerCase().split("-");
    for (let n = subtags.length; n > 0; n--) {
      const range = subtags.slice(0, n).join("-");
      const exact = lower.indexOf(range);
      const at = exact >= 0 ? exact : lower.findIndex((t) => t.startsWith(`${range}-`));
      if (at >= 0) return available[at];
    }
  }
  return undefined;
}
