import { salaryPeriods } from "./values.ts";

// Pay as numbers: a currency (ISO 4217), an amount or a range, and what it is per. Read from a
// salary's text only when the reading is sure; otherwise the text stays the only word on pay.

export type SalaryPeriod = (typeof salaryPeriods)[number];

export interface Pay {
  salary_min: number;
  salary_max: number;
  salary_currency: string;
  salary_period: SalaryPeriod;
}

/**
 * The ISO 4217 codes of currencies in use (not funds, metals or testing codes): what
 * `salary_currency` takes, and what the contract lists, written out so it is the same everywhere.
 */
export const currencyCodes = (
  "AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF CLP " +
  "CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF " +
  "IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK " +
  "MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR " +
  "SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS " +
  "VED VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG"
).split(" ") as [string, ...string[]];
const currencies = new Set(currencyCodes);

/** Whether `code` is the ISO 4217 code of a currency in use, in capitals. */
const isCurrencyCode = (code: string) => currencies.has(code);

/** Symbols that name one currency only; `$` is the US dollar's, as job boards in the US write it. */
const symbols: Record<string, string> = { "£": "GBP", "€": "EUR", "$": "USD", "US$": "USD", "₹": "INR", "CA$": "CAD", "C$": "CAD", "A$": "AUD" };

/** The words of a period, as postings write them. */
const periodWords: [RegExp, SalaryPeriod][] = [
  [/^(?:an?|per|\/)\s*(?:hour|hr)$|^hourly$|^ph$/, "hour"],
  [/^(?:an?|per|\/)\s*day$|^daily$/, "day"],
  [/^(?:an?|per|\/)\s*(?:week|wk)$|^weekly$/, "week"],
  [/^(?:an?|per|\/)\s*(?:month|mo)$|^monthly$/, "month"],
  [/^(?:an?|per|\/)\s*(?:year|yr|annum)$|^annually$|^yearly$|^p\.?\s?a\.?$/, "year"],
];

/** What a provider's period words mean (`per-year-salary`, `1 YEAR`, `YEARLY`, `hourly`, ...). */
export function salaryPeriodOf(value: string | null | undefined): SalaryPeriod | undefined {
  const word = /(hour|day|week|month|year|annual)/i.exec(value ?? "")?.[1]?.toLowerCase();
  return word === "annual" ? "year" : (word as SalaryPeriod | undefined);
}

const amount = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*([kK])?`;
const money = String.raw`(US\$|CA\$|C\$|A\$|[£€$₹])?\s*${amount}`;
const payPattern = new RegExp(
  String.raw`^(?:([A-Z]{3})\s*)?${money}(?:\s*(?:-|–|—|to)\s*${money})?(?:\s*([A-Z]{3}))?\s*(.*)$`,
);

/**
 * The pay a salary's text states, when it states exactly one amount or range, one currency (a
 * symbol or an ISO code, the same on both ends) and what it is per: `£25,000–£30,000 a year`,
 * `$40/hour`, `EUR 3,000 per month`, `$80k - $100k yearly`. Undefined for anything less sure
 * (`£25,000 pro rata`, `competitive`, `$40`), so that nothing is guessed.
 */
export function payIn(text: string | null | undefined): Pay | undefined {
  const m = payPattern.exec((text ?? "").trim());
  if (!m) return undefined;
  const [, codeBefore, symbol1, whole1, cents1, k1, symbol2, whole2, cents2, k2, codeAfter, rest] = m;
  const currencyNames = [codeBefore, codeAfter, symbol1 && symbols[symbol1], symbol2 && symbols[symbol2]].filter(Boolean);
  const currency = currencyNames[0];
  if (!currency || currencyNames.some((c) => c !== currency) || !isCurrencyCode(currency)) return undefined;
  const period = periodWords.find(([words]) => words.test(rest!.trim().toLowerCase().replace(/\s+/g, " ")))?.[1];
  if (!period) return undefined;
  const value = (whole: string, cents: string | undefined, k: string | undefined) =>
    (Number(whole.replaceAll(",", "")) + Number(`0.${cents ?? 0}`)) * (k ? 1000 : 1);
  const min = value(whole1!, cents1, k1);
  const max = whole2 ? value(whole2, cents2, k2) : min;
  if (!(min > 0) || max < min || max >= 1e12) return undefined;
  return { salary_min: min, salary_max: max, salary_currency: currency, salary_period: period };
}

const perWords: Record<SalaryPeriod, string> = { hour: "an hour", day: "a day", week: "a week", month: "a month", year: "a year" };

/** Pay as a card shows it, and as `payIn` reads it back: `$75,000–$100,000 a year`, `£40 an hour`. */
export function salaryText(pay: Pay): string {
  const whole = Number.isInteger(pay.salary_min) && Number.isInteger(pay.salary_max);
  const format = new Intl.NumberFormat("en", {
    style: "currency",
    currency: pay.salary_currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  const shown = (n: number) => format.format(n).replace(/\u00a0/g, " ");
  const range = pay.salary_min === pay.salary_max ? shown(pay.salary_min) : `${shown(pay.salary_min)}–${shown(pay.salary_max)}`;
  return `${range} ${perWords[pay.salary_period]}`;
}
