import i18next from "i18next";
import { chosen } from "../languages/tags.ts";
import { lazily } from "../http/lazily.ts";
import { en } from "./en.ts";
import { fr } from "./fr.ts";

// The service's own words in a person's language, from its message catalogs through i18next
// (plurals by Intl.PluralRules, contexts), with dates, numbers and money formatted by Intl. A
// language without a catalog gets the nearest that has one (`fr-CA` gets `fr`), else English; a
// key a catalog lacks falls back to English's.

/** The languages the service has words in, English first (the fall-back). */
export const catalogLanguages = ["en", "fr"] as const;

/** One i18next instance for every request, made at the first words asked for. */
const catalogs = lazily(() => {
  const instance = i18next.createInstance();
  // initAsync false: the resources are here, so it is ready when init returns.
  instance.init({
    resources: { en: { translation: en }, fr: { translation: fr } },
    fallbackLng: "en",
    initAsync: false,
    interpolation: { escapeValue: false }, // each text is escaped where it is written into HTML
    returnNull: false,
  });
  return instance;
});

/** The words of one language. */
export interface Words {
  /** The catalog's language these words are in (BCP 47). */
  language: string;
  /** A catalog's text by its key (`alerts.digest.subject`), with its values (`count` picks a plural form). */
  say(key: string, values?: Record<string, unknown>): string;
  /** A calendar date (`2027-03-01`) as people of the language write it (Intl, medium style). */
  date(day: string): string;
  /** An amount, or a range of amounts, of `currency` (Intl), in whole units; plain numbers without a currency. */
  money(min: number, max: number | undefined, currency: string | undefined): string;
  /** Items as a list in the language ("2027, 2028 and 2029"). */
  list(items: readonly string[], type?: "conjunction" | "disjunction"): string;
}

const made = new Map<string, Words>();

/** The words for a person asking in `language` (a BCP 47 tag; English when absent or without a catalog). */
export function wordsIn(language: string | undefined): Words {
  const tag = (language && chosen([language], catalogLanguages)) || "en";
  let words = made.get(tag);
  if (!words) made.set(tag, words = wordsOf(tag));
  return words;
}

function wordsOf(tag: string): Words {
  const t = catalogs().getFixedT(tag);
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
  // A formatter per currency, made once: a digest writes the pay of twenty postings.
  const amounts = new Map<string, Intl.NumberFormat>();
  const amountsIn = (currency: string | undefined) => {
    let format = amounts.get(currency ?? "");
    if (!format) {
      format = new Intl.NumberFormat(tag, { maximumFractionDigits: 0, ...(currency ? { style: "currency", currency } : {}) });
      amounts.set(currency ?? "", format);
    }
    return format;
  };
  return {
    language: tag,
    say: (key, values) => t(key, values ?? {}) as string,
    date: (day) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? dates.format(new Date(`${day}T00:00:00Z`)) : day),
    money(min, max, currency) {
      const format = amountsIn(currency);
      return max === undefined || max === min ? format.format(min) : format.formatRange(min, max);
    },
    list: (items, type = "conjunction") => new Intl.ListFormat(tag, { type }).format(items),
  };
}
