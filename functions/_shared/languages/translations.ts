import * as z from "zod";
import { canonicalTag, chosen } from "./tags.ts";

// A record's texts in other languages, kept beside its own (`language`, `translations`, migration
// `20261213120000_languages`): `{"fr": {"title": ..., "description": ...}}`. A read in an asked
// language shows that language's texts, and its own for a field the translation leaves out.

/** A record as the API answers it. */
type Row = Record<string, unknown>;

/** At most this many translations a record: the database's `private.valid_translations`. */
export const mostTranslations = 10;

/** Which of a record's fields a translation may give, each with its rule (the field's own). */
export type TranslatableFields = Record<string, () => z.ZodType>;

/** A record's `translations`: languages (canonical tags) to texts, the title required. */
export function translationsRule(fields: TranslatableFields) {
  const texts = z.strictObject(Object.fromEntries(Object.entries(fields).map(([name, rule]) => [name, name === "title" ? rule() : rule().optional()])))
    .meta({ description: "The texts in one language: the title, and any of the other fields." }) as unknown as z.ZodType<Record<string, string>>;
  // A key that is not a canonical tag is named with its rule, whatever its texts say.
  const tag = z.string().refine((key) => canonicalTag(key) === key, {
    error: (issue) => `must be a BCP 47 language tag in canonical form (${canonicalTag(String(issue.input)) ?? "en, fr-CA"})`,
  });
  return z.record(tag, texts, { error: "must be an object of language tags to texts" })
    .refine((translations) => Object.keys(translations).length <= mostTranslations, `must hold at most ${mostTranslations} languages`)
    .meta({
      description: `Its texts in other languages (at most ${mostTranslations}), each a BCP 47 tag other than its \`language\` to ` +
        `its ${Object.keys(fields).map((f) => `\`${f}\``).join(", ")} (the title required). A read asking for a language shows ` +
        "those texts, and its own for a field a translation leaves out.",
      example: { fr: { title: "Stage en génie logiciel", description: "Dix semaines dans l'équipe plateforme." } },
    });
}

/** A translation naming the record's own language is refused: said where both are known. */
export function checkTranslations(o: { language?: unknown; translations?: unknown }, ctx: z.RefinementCtx) {
  if (typeof o.language === "string" && o.translations && typeof o.translations === "object" && Object.hasOwn(o.translations, o.language)) {
    ctx.addIssue({ code: "custom", path: ["translations", o.language], message: "must not be the posting's own language (its own texts are that)" });
  }
}

/**
 * A record as a reader asking for `asked` sees it: the texts (`fields`, its type's translated
 * ones) of the first asked language it has, and `content_language` saying which; its own when it
 * has none of them.
 */
export const inLanguage = (asked: readonly string[], fields: readonly string[]) => (row: Row): Row => {
  const own = row.language as string | undefined;
  const translations = (row.translations ?? {}) as Record<string, Row>;
  const language = asked.length ? chosen(asked, [...(own ? [own] : []), ...Object.keys(translations)]) : undefined;
  if (language === undefined || language === own) return { ...row, content_language: own ?? null };
  const texts = translations[language]!;
  return { ...row, ...Object.fromEntries(fields.filter((f) => texts[f] !== undefined).map((f) => [f, texts[f]])), content_language: language };
};

/** Every language a record is in: its own first. */
export const languagesOf = (row: Row): string[] => [String(row.language), ...Object.keys((row.translations ?? {}) as Row)];

/** A page with `lang=<tag>` in its query: the page in that language, which passes it on to its reads. */
export function pageInLanguage(page: string, language: string): string {
  const url = new URL(page);
  url.searchParams.set("lang", language);
  return url.href;
}

/** A record's page in the language its answer shows (`content_language`): its own language's is the plain page. */
export const pageInItsLanguage = (page: string | undefined, row: Row): string | undefined =>
  page && typeof row.content_language === "string" && row.content_language !== row.language ? pageInLanguage(page, row.content_language) : page;
