import type { Context } from "hono";
import { askedLanguages, languageTag } from "./tags.ts";

// What a read in a language takes and answers: `?lang=` (else `Accept-Language`), and the headers
// that say what its answer depends on and is in.

/** `?lang=`: the language a translated record's reads are asked in. */
export const langParameter = () => ({
  lang: languageTag().optional().meta({
    description: "The language to read in (BCP 47): each record's texts in it, or in the nearest it has (`fr-CA`, then `fr`), " +
      "else its own. Without it, `Accept-Language` decides. Each record says its `content_language`.",
    example: "fr",
  }),
});

/** The languages a read asks for: its validated `lang`, else its `Accept-Language`. */
export const askedIn = (c: Context, lang: string | undefined) => askedLanguages(lang, c.req.header("accept-language"));

/**
 * An answer's headers in a language: `Vary: Accept-Language` when the header chose it, and
 * `Content-Language` when it holds one text.
 */
export const languageHeaders = (lang: string | undefined, contentLanguage?: unknown): Record<string, string> => ({
  ...(lang === undefined ? { Vary: "Accept-Language" } : {}),
  ...(typeof contentLanguage === "string" ? { "Content-Language": contentLanguage } : {}),
});
