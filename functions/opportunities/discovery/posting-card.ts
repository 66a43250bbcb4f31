import type { PublicSite } from "../../_shared/http/config.ts";
import type { Row } from "../../_shared/records/table.ts";
import { pageOf, withApplyUrl } from "../public-pages.ts";
import { eligibilityWords } from "../eligibility.ts";

// A posting as every message shows it (channels' and e-mails'): its title, its link and its facts.

const workModels: Record<string, string> = { on_site: "On-site", hybrid: "Hybrid", remote: "Remote" };

/** Pay as a person reads it: the posting's own words, else its numbers. */
function payOf(r: Row): string | undefined {
  if (typeof r.salary === "string" && r.salary) return r.salary;
  if (typeof r.salary_min !== "number") return undefined;
  const amount = (n: number) => n.toLocaleString("en");
  const range = r.salary_max !== r.salary_min && typeof r.salary_max === "number"
    ? `${amount(r.salary_min)}–${amount(r.salary_max)}`
    : amount(r.salary_min);
  return `${range} ${r.salary_currency ?? ""}${r.salary_period ? ` a ${r.salary_period}` : ""}`.replace(/\s+/g, " ").trim();
}

/** What every kind shows of a posting. */
export interface Facts {
  title: string;
  link?: string;
  details: [string, string][];
}

/** What every kind of message shows of a posting: its title, link and facts (e-mails too). */
export function postingFacts(record: Row, site: PublicSite | undefined, pageSetting: string): Facts {
  const r = withApplyUrl(site)(record);
  const link = pageOf(site?.pages?.[pageSetting], String(r.id)) ?? (r.apply_url as string | null) ?? undefined;
  const place = [r.location, r.country].filter((v) => typeof v === "string" && v).join(", ");
  const details: [string, string | undefined][] = [
    ["Company", (r.company_name as string | null) ?? undefined],
    ["Place", place || undefined],
    ["Work model", workModels[r.workplace as string]],
    ["Pay", payOf(r)],
    ["Closes", (r.closes_on as string | null) ?? undefined],
    ["Who", eligibilityWords(r)],
  ];
  return {
    title: String(r.title),
    link: /^https?:\/\//.test(link ?? "") ? link : undefined,
    details: details.filter((d): d is [string, string] => Boolean(d[1])),
  };
}
