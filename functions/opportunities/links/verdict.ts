import { decodeHTML } from "entities";

// What one read of a posting's link says (docs/freshness.md). Expired: the page is gone (404,
// 410, or a 200 whose title or main heading says "not found"), the site sent the reader to its
// front page, its careers index or a search page, the page says the job is closed, or the domain
// is parked or lapsed. Uncertain, never counted: anything that may pass
// (timeouts, 5xx, 401, 403, 429, other refusals, network errors). Anything else: live.

export type Outcome = "live" | "expired" | "uncertain";

export interface Verdict {
  outcome: Outcome;
  /** What decided, for editors: `404`, `redirected to the site's root`, `says "position has been filled"`, `timed out`. */
  matched: string;
}

/** Pages that say the posting is closed, in English, German, French and Spanish (lower case, apostrophes straight). */
export const closedPhrases = [
  // English
  "no longer accepting applications", "no longer accepting candidates", "is not accepting applications",
  "this job is no longer available", "this job is no longer open", "job is no longer available", "job posting is no longer available",
  "position is no longer available", "this position has been filled", "position has been filled", "this role has been filled",
  "the job you are looking for is no longer", "this job has expired", "this job posting has expired", "this vacancy has closed",
  "this vacancy has expired", "this posting has closed", "applications are now closed", "applications have closed",
  "sorry, this job has been", "job you're looking for has been",
  // German
  "nicht mehr verfügbar", "bereits besetzt", "wurde besetzt",
  "stellenanzeige ist abgelaufen", "stellenangebot ist abgelaufen", "bewerbungsfrist ist abgelaufen", "keine bewerbungen mehr",
  "nicht mehr ausgeschrieben", "nicht mehr aktiv",
  // French
  "n'est plus disponible", "n'est plus d'actualité", "offre a expiré", "offre est expirée", "offre est clôturée",
  "poste a été pourvu", "poste est pourvu", "poste déjà pourvu", "candidatures sont closes", "n'acceptons plus de candidatures",
  "n'accepte plus de candidatures",
  // Spanish
  "ya no está disponible", "ya no acepta solicitudes", "ya no se aceptan solicitudes", "ya no acepta candidaturas",
  "ya no se aceptan candidaturas", "el puesto ha sido cubierto", "la vacante ha sido cubierta", "vacante ya no está",
  "oferta ha expirado", "oferta ya no está", "oferta ha caducado", "proceso de selección ha finalizado",
] as const;

/** A parked or for-sale domain's page: the parking services' marks and their words. */
export const parkedMarks = [
  "this domain is for sale", "this domain may be for sale", "buy this domain", "the domain name is for sale", "domain is parked",
  "this domain has been parked", "parked free, courtesy of", "parkingcrew", "sedoparking", "bodis.com", "above.com/marketplace",
  "hugedomains.com", "dan.com/buy-domain", "afternic.com", "domain has expired", "this domain name has expired",
  "domain expired", "renew this domain",
] as const;

/** The path of a careers index: `/careers`, `/jobs/`, `/en/careers`, `/karriere`, `/empleos`. */
const careersIndex =
  /^\/(?:[a-z]{2}(?:[-_][a-z]{2})?\/)?(?:careers?|jobs?|join-us|joinus|vacancies|open-positions|openings|positions|job-search|search-jobs|jobs\/search|karriere|stellenangebote|stellen|jobsuche|emplois?|offres-d-emploi|carrieres?|recrutement|empleos?|carreras?|trabaja-con-nosotros|ofertas)\/?$/i;

/** A page's title or main heading that says it is not there (a "soft 404"), in English, German, French and Spanish. */
const notFoundHeadline =
  /\bnot found\b|\b(?:couldn't|could not|can't|cannot|can not) (?:find|be found)\b|\bno longer exists\b|\bdoes ?n[o']t exist\b|nicht gefunden|introuvable|n'existe plus|no encontrada|no se encontr/;

/** The page's title and its first main heading, as page text. */
function headlines(body: string): string[] {
  const title = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(body)?.[1];
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1\s*>/i.exec(body)?.[1];
  return [title, heading].filter((t): t is string => t !== undefined).map((t) => pageText(t).trim());
}

/** A site's search page: `/search`, `/jobs/search`, `/suche`, or an address whose query searches (`?q=`, `?keywords=`). */
const searchPath = /(?:^|\/)(?:search|suche|recherche|buscar|busqueda|búsqueda)(?:\/|$)/i;
const searchParams = ["q", "query", "keywords", "keyword", "search", "s"];
const isSearch = (u: URL) => searchPath.test(u.pathname) || searchParams.some((p) => u.searchParams.has(p));

/** Page text, lower case, tags and scripts out, entities decoded, spaces and apostrophes made plain. */
export function pageText(body: string): string {
  return decodeHTML(
    body.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ").replace(/<[^>]*>/g, " "),
  ).toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'").replace(/\s+/g, " ");
}

/** Where a final address leads, when the read ended on a site's front page or careers index that the link was not. */
function redirectedAway(asked: URL, landed: URL): string | undefined {
  const path = (u: URL) => u.pathname.replace(/\/+$/, "") || "/";
  if (path(landed) === path(asked) && landed.host === asked.host) return undefined;
  if (path(landed) === "/" && (path(asked) !== "/" || asked.search)) return "redirected to the site's root";
  if (careersIndex.test(landed.pathname) && !careersIndex.test(asked.pathname)) return "redirected to a careers index";
  if (isSearch(landed) && !isSearch(asked)) return "redirected to a search page";
  return undefined;
}

/** A read that was answered: its status, where it ended (after redirects), and its page's text when it is one. */
export function verdictOf(read: { asked: URL; landed: URL; status: number; body?: string; late: boolean }): Verdict {
  const { status } = read;
  if (status === 404 || status === 410) return { outcome: "expired", matched: String(status) };
  if (status === 401 || status === 403 || status === 429) return { outcome: "uncertain", matched: `${status}: refused, not a verdict` };
  if (status >= 500) return { outcome: "uncertain", matched: `${status}: the site's error` };
  if (status >= 300 && status < 400) return { outcome: "uncertain", matched: `${status}: too many redirects, or none to follow` };
  if (status >= 400) return { outcome: "uncertain", matched: `${status}` };
  const away = redirectedAway(read.asked, read.landed);
  if (away) return { outcome: "expired", matched: away };
  const gone = read.body ? headlines(read.body).find((line) => notFoundHeadline.test(line)) : undefined;
  if (gone) return { outcome: "expired", matched: `titled "${gone.slice(0, 80)}"` };
  const text = read.body ? pageText(read.body) : "";
  const parked = parkedMarks.find((mark) => text.includes(mark));
  if (parked) return { outcome: "expired", matched: `parked domain ("${parked}")` };
  const closed = closedPhrases.find((phrase) => text.includes(phrase));
  if (closed) return { outcome: "expired", matched: `says "${closed}"` };
  // A page that never finished within the deadline (a slow drip) says nothing for sure.
  if (read.late) return { outcome: "uncertain", matched: "timed out while reading" };
  return { outcome: "live", matched: String(status) };
}
