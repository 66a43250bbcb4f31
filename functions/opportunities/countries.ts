import { lazily } from "../_shared/http/lazily.ts";

// Countries as ISO 3166-1 alpha-2 codes: checked when written, read from what boards and files
// say ("United Kingdom", "uk", "US"), and found in a location only where the reading is sure.

/**
 * Country names (in English, as Intl knows them), common other names, and codes, to their ISO
 * 3166-1 alpha-2 code. Built at first use.
 */
const countries = lazily(() => {
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const byName = new Map<string, string>([
    ["uk", "GB"], ["great britain", "GB"], ["england", "GB"], ["scotland", "GB"], ["wales", "GB"], ["northern ireland", "GB"],
    ["usa", "US"], ["united states of america", "US"], ["uae", "AE"], ["south korea", "KR"], ["the netherlands", "NL"],
  ]);
  // A deprecated or reserved code stands for its country's own (UK for GB, DD for DE), as locale
  // canonicalization has it; groupings (EU, UN) are no country.
  const byCode = new Map<string, string>();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code)?.toLowerCase();
      if (!name || /^[a-z]{2}$/.test(name) || ["EU", "EZ", "UN", "QO"].includes(code)) continue;
      const canonical = Intl.getCanonicalLocales(`und-${code}`)[0]!.slice(4);
      if (!assigned.has(canonical)) continue;
      if (canonical === code) byName.set(name, code);
      byCode.set(code, canonical);
    }
  }
  return { byName, byCode };
});

/**
 * The officially assigned ISO 3166-1 alpha-2 codes: what `country` takes, and what the contract
 * lists (written out, not read from the runtime's Intl data, so that it is the same everywhere).
 */
export const countryCodes = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC " +
  "CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE " +
  "GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM " +
  "KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ " +
  "NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH " +
  "SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG " +
  "VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ") as [string, ...string[]];
const assigned = new Set(countryCodes);

/** The country `value` names: a code in either case (`us`, `UK`) or an English name. */
export function countryCodeOf(value: string): string | undefined {
  const { byName, byCode } = countries();
  const trimmed = value.trim();
  return /^[A-Za-z]{2}$/.test(trimmed) ? byCode.get(trimmed.toUpperCase()) : byName.get(trimmed.toLowerCase());
}

/** The 50 states, DC and the territories, by their USPS codes: "Houston, TX" is in the US. */
const usStates = new Set(
  ("AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI " +
    "SC SD TN TX UT VT VA WA WV WI WY DC PR GU VI AS MP").split(" "),
);

/**
 * What a location says of its country: its last part (after a comma, or an Arabic comma) as an
 * English country name or a code written in capitals (`London, UK`, `Berlin, Germany`, `Remote,
 * GB`), with the place before it; `City, ST` with a US state's code is the US (a job board writes
 * US cities so: `Austin, CA` is California's, not Canada's). `unknown` when the last part names
 * something that is no country this can read (`دبي، الإمارات`, `Leeds, West Yorkshire`): no
 * default country may be assumed then. Neither for a location of one part (`London`, `Remote`).
 */
export function countryInLocation(location: string): { country?: string; locality: string; unknown?: true } {
  // What parentheses add is no part of the place: `Manchester, UK (hybrid, 2 days remote)`.
  const parts = location.replace(/\([^()]*\)/g, " ").split(/[,،]/).map((part) => part.trim()).filter(Boolean);
  if (parts.length < 2) return { locality: parts[0] ?? location.trim() };
  const last = parts.at(-1)!;
  if (usStates.has(last)) return { country: "US", locality: parts.join(", ") };
  const country = /^[A-Z]{2}$/.test(last) ? countries().byCode.get(last) : countries().byName.get(last.toLowerCase());
  return country ? { country, locality: parts.slice(0, -1).join(", ") } : { locality: parts.join(", "), unknown: true };
}
