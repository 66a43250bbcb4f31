import { domainName } from "../records/fields.ts";

// Whether a domain can vouch for an organisation (docs/security.md): the one rule for the domains
// editors or approvals trust and for companies' verified domains. A domain anyone can have an
// address at (free or disposable mail, from maintained lists) or a public suffix (`co.uk`,
// `github.io`, from the Public Suffix List) never does. The lists are loaded on first use (about
// 130,000 names): only the routes that trust a domain pay for them, never a cold start.

interface Lists {
  parse: (domain: string) => { publicSuffix: string | null; domain: string | null };
  freeMail: Set<string>;
  disposable: Set<string>;
}

let loading: Promise<Lists> | undefined;

const lists = () =>
  loading ??= Promise.all([
    import("tldts"),
    import("email-providers/all.json", { with: { type: "json" } }),
    import("disposable-email-domains/index.json", { with: { type: "json" } }),
  ]).then(([tldts, free, disposable]) => ({
    parse: (domain: string) => tldts.parse(domain, { allowPrivateDomains: true }),
    freeMail: new Set(free.default as string[]),
    disposable: new Set(disposable.default as string[]),
  }));

/** Resolves once the lists are loaded: a route that trusts may load them before its transaction. */
export const domainListsLoaded = async () => void await lists();

/** Why `domain` (lower case, two labels or more) cannot vouch for an organisation, or undefined when it can. */
export async function domainTrustProblem(domain: string): Promise<string | undefined> {
  const { parse, freeMail, disposable } = await lists();
  const { publicSuffix, domain: registrable } = parse(domain);
  if (publicSuffix === domain || !registrable) return "must be an organisation's own domain, not a public suffix such as co.uk or github.io";
  const names = [domain, registrable];
  if (names.some((d) => freeMail.has(d))) return "must not be a free-mail provider's: anyone can have an address there";
  if (names.some((d) => disposable.has(d))) return "must not be a disposable-mail provider's: anyone can have an address there";
  return undefined;
}

/** Whether a domain may be trusted (an approval's): no problem found. */
export const mayTrust = async (domain: string) => (await domainTrustProblem(domain)) === undefined;

/** A domain an organisation can prove it owns: a domain name `domainTrustProblem` finds nothing wrong with. */
export const trustableDomain = () =>
  domainName().superRefine(async (value, ctx) => {
    if (ctx.issues.length > 0) return; // not a domain name: said once already
    const problem = await domainTrustProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
