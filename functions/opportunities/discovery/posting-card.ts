import type { PublicSite } from "../../_shared/http/config.ts";
import type { Row } from "../../_shared/records/table.ts";
import { pageOf, withApplyUrl } from "../public-pages.ts";
import { eligibilityWords } from "../eligibility.ts";
import { wordsIn, type Words } from "../../_shared/words/words.ts";
import { pageInItsLanguage } from "../../_shared/languages/translations.ts";

// A posting as every message shows it (channels' and e-mails'): its title, its link and its facts.

/** Pay as a person reads it: the posting's own words, else its numbers in the reader's language. */
function payOf(r: Row, words: Words): string | undefined {
  if (typeof r.salary === "string" && r.salary) return r.salary;
  if (typeof r.salary_min !== "number") return undefined;
  const pay = words.money(r.salary_min, typeof r.salary_max === "number" ? r.salary_max : undefined, (r.salary_currency as string | null) ?? undefined);
  return r.salary_period ? words.say(`posting.per.${r.salary_period}`, { pay }) : pay;
}

/** What every kind shows of a posting. */
export interface Facts {
  title: string;
  link?: string;
  details: [string, string][];
}

/**
 * What every kind of message shows of a posting: its title, link and facts (e-mails too), in the
 * words of `words` (English unless given), its page the one of the language its texts are in.
 */
export function postingFacts(record: Row, site: PublicSite | undefined, pageSetting: string, words = wordsIn("en")): Facts {
  const r = withApplyUrl(site)(record);
  const link = pageInItsLanguage(pageOf(site?.pages?.[pageSetting], String(r.id)), r) ?? (r.apply_url as string | null) ?? undefined;
  const place = [r.location, r.country].filter((v) => typeof v === "string" && v).join(", ");
  const say = (key: string) => words.say(`posting.${key}`);
  const details: [string, string | undefined][] = [
    [say("company"), (r.company_name as string | null) ?? undefined],
    [say("place"), place || undefined],
    [say("workModel"), r.workplace ? say(`workModels.${r.workplace}`) : undefined],
    [say("pay"), payOf(r, words)],
    [say("closes"), typeof r.closes_on === "string" ? words.date(r.closes_on) : undefined],
    [say("who"), eligibilityWords(r, words)],
  ];
  return {
    title: String(r.title),
    link: /^https?:\/\//.test(link ?? "") ? link : undefined,
    details: details.filter((d): d is [string, string] => Boolean(d[1])),
  };
}
