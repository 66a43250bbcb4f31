import type { CaptchaSettings } from "./captcha.ts";
import type { JSONWebKeySet } from "jose";
import type { Log } from "./context.ts";

/** The longest an instance keeps an anonymous answer: well within the `max-age` it declares. */
export const maxCacheMs = 1_000;

/** What a function needs from its environment. Read once per instance, never per request. */
export interface ServiceConfig {
  /** The project URL; user JWTs must be issued by `<supabaseUrl>/auth/v1`. */
  supabaseUrl: string;
  /**
   * Where the functions are reached when it is not `supabaseUrl`: the local stack's own address
   * (its `PORT`). Every link the service writes (e-mails, headers, calendars, WebSub topics) starts here.
   */
  servedAt?: string;
  /** Named API keys that make a caller `anon` (sb_publishable_..., and the legacy anon key). */
  publishableKeys: Record<string, string>;
  /** Named API keys that make a caller `service_role` (sb_secret_..., and the legacy service_role key). */
  secretKeys: Record<string, string>;
  /** The public keys that verify user JWTs: a set, or the URL the project publishes them at. */
  jwks: JSONWebKeySet | URL;
  /** The legacy shared JWT secret (HS256), while the project still signs user tokens with it. */
  legacyJwtSecret?: string;
  /** Origins allowed by CORS; `*` allows any. */
  allowedOrigins: "*" | string[];
  /** How long an instance keeps an anonymous read's answer, 0 to 1,000 ms (default 1,000). */
  anonymousCacheMs?: number;
  /** `Cache-Control` of anonymous answers (default `defaultAnonymousCacheControl`). */
  anonymousCacheControl?: string;
  /** Requests each client may make; 0 turns a limit off (default `defaultRateLimits`). */
  rateLimits?: RateLimits;
  /** The header that carries the client's address (default `defaultClientAddressHeader`). */
  clientAddressHeader?: string;
  /** The public website's pages and publisher: what JSON-LD, feeds and the sitemap link to. */
  publicSite?: PublicSite;
  /** `WEBSUB_HUB`: the WebSub hub the feeds name and the delivery worker tells of publications. */
  websubHub?: string;
  /** E-mail alerts and reminders (docs/alerts.md): none are sent without `apiKey` and `from`. */
  email?: EmailSettings;
  /** Postings offered by the public (docs/submissions.md); defaults when unset (`defaultSubmissionSettings`). */
  submissions?: SubmissionSettings;
  /** People's data kept and asked for (docs/privacy.md); defaults when unset (`defaultPrivacySettings`). */
  privacy?: PrivacySettings;
  /** Reports, link checks and the search engines (docs/freshness.md); defaults when unset (`defaultFreshnessSettings`). */
  freshness?: FreshnessSettings;
  /** Records' files (docs/files.md); defaults when unset (`defaultFileSettings`). */
  files?: FileSettings;
  /** Applications through the board (docs/applications.md); defaults when unset (`defaultApplicationSettings`). */
  applications?: ApplicationSettings;
}

/** `APPLICATION_RETENTION_DAYS`, `APPLICATION_CLIENT_LIMIT`, `APPLICATION_FILE_LINK_MINUTES`. */
export interface ApplicationSettings {
  /** Days after an opportunity closes that its applications, their files and notes are kept (default 180). */
  retentionDays: number;
  /** Applications an hour per client address (default 10; 429 past it). */
  perClientPerHour: number;
  /** How long the signed URLs of applicants' files given to editors work (default 10 minutes). */
  fileLinkMinutes: number;
}

export const defaultApplicationSettings: ApplicationSettings = { retentionDays: 180, perClientPerHour: 10, fileLinkMinutes: 10 };

export const applicationSettings = (config: ServiceConfig) => config.applications ?? defaultApplicationSettings;

/** `FILE_LINK_SECONDS` and `FILE_GRACE_HOURS`. */
export interface FileSettings {
  /** How long the signed URL a file link redirects to works (default 60 s). */
  linkSeconds: number;
  /** How long a file no record names is kept before the schedule removes it: an upload not yet named (default 24 h). */
  graceHours: number;
}

export const defaultFileSettings: FileSettings = { linkSeconds: 60, graceHours: 24 };

export const fileSettings = (config: ServiceConfig) => config.files ?? defaultFileSettings;

/**
 * `REPORT_CLIENT_LIMIT`, `REPORT_KEY_DAYS`, `LINK_CHECK_HOURS`, `LINK_CHECK_HOST_DELAY_MS`, `LINK_CHECK_SKIP_HOSTS`,
 * `GOOGLE_INDEXING_CREDENTIALS`, `GOOGLE_INDEXING_DAILY_LIMIT` and `INDEXNOW_KEY`.
 */
export interface FreshnessSettings {
  /** Reports an hour per client address (default 10). */
  reportsPerClientPerHour: number;
  /** A resolved or dismissed report's reporter keys are forgotten this many days after (default 30). */
  reportKeyDays: number;
  /** A posting's link is checked at most once in this many hours, and two expired reads this far apart close it (default 24). */
  linkCheckHours: number;
  /** The least time between two reads of one host, in milliseconds (default 1000). */
  linkCheckHostDelayMs: number;
  /** Hosts (and their subdomains) never fetched. */
  linkCheckSkipHosts: string[];
  /** A Google service account's key (its JSON): publications and closings go to Google's Indexing API. */
  googleIndexing?: { clientEmail: string; privateKey: string; tokenUri: string };
  /** Google Indexing API requests a day at most (default 200, Google's starting quota); the rest wait for the next day. */
  googleIndexingDailyLimit: number;
  /** IndexNow's key: the same URLs go to IndexNow. The website serves it at `/<key>.txt`. */
  indexNowKey?: string;
}

export const defaultFreshnessSettings: FreshnessSettings = {
  reportsPerClientPerHour: 10, reportKeyDays: 30, linkCheckHours: 24, linkCheckHostDelayMs: 1000, linkCheckSkipHosts: [], googleIndexingDailyLimit: 200,
};

/** `PRIVACY_CLIENT_LIMIT`, `SUBMISSION_ADDRESS_DAYS`, `FAILED_EMAIL_DAYS` (docs/privacy.md). */
export interface PrivacySettings {
  /** Privacy requests (the link by e-mail) an hour per client address (default 10). */
  requestsPerClientPerHour: number;
  /** A submitter's address is erased this many days after their posting ended, or after a rejection or withdrawal (default 90). */
  submissionAddressDays: number;
  /** An e-mail that could not be sent is kept this many days, for the log (default 7); a sent one is not kept. */
  failedEmailDays: number;
}

export const defaultPrivacySettings: PrivacySettings = { requestsPerClientPerHour: 10, submissionAddressDays: 90, failedEmailDays: 7 };

/** The privacy settings, defaults where unset. */
export const privacySettings = (config: ServiceConfig) => config.privacy ?? defaultPrivacySettings;

function privacySettingsFromEnv(env: (name: string) => string | undefined): PrivacySettings {
  const d = defaultPrivacySettings;
  return {
    requestsPerClientPerHour: integerSetting("PRIVACY_CLIENT_LIMIT", env("PRIVACY_CLIENT_LIMIT"), 1, 1e6, d.requestsPerClientPerHour),
    submissionAddressDays: integerSetting("SUBMISSION_ADDRESS_DAYS", env("SUBMISSION_ADDRESS_DAYS"), 1, 3650, d.submissionAddressDays),
    failedEmailDays: integerSetting("FAILED_EMAIL_DAYS", env("FAILED_EMAIL_DAYS"), 1, 365, d.failedEmailDays),
  };
}

/** The freshness settings, defaults where unset. */
export const freshnessSettings = (config: ServiceConfig) => config.freshness ?? defaultFreshnessSettings;

/**
 * `SUBMISSION_LIMIT`, `SUBMISSION_DAYS`, `SUBMISSION_MAX_DAYS`, `SUBMISSION_CLIENT_LIMIT`,
 * `SUBMISSION_DOMAIN_LIMIT`, `TURNSTILE_SECRET_KEY`, `TURNSTILE_HOSTNAMES`, `TURNSTILE_CHECK_ACTION`
 * and `MODERATOR_EMAILS`. The captcha guards every anonymous form that makes the service send
 * e-mail (a submission, its links again, a privacy request).
 */
export interface SubmissionSettings extends CaptchaSettings {
  /** Unconfirmed, pending or live submissions an address may have at once (default 5). */
  limit: number;
  /** How long a submitted posting without `closes_on` stays up, and what a renewal adds (default 30 days). */
  days: number;
  /** The furthest from today `closes_on` may be set by its submitter (default 90 days). */
  maxDays: number;
  /** Submissions an hour per client address (default 10). */
  perClientPerHour: number;
  /** Submissions an hour per e-mail domain (default 20). */
  perDomainPerHour: number;
  /** Who gets the queue's daily e-mail while it is not empty. */
  moderatorEmails: string[];
}

/** The submissions' settings (the captcha's among them), defaults where unset. */
export const submissionSettings = (config: ServiceConfig) => config.submissions ?? defaultSubmissionSettings;

export const defaultSubmissionSettings: SubmissionSettings = { limit: 5, days: 30, maxDays: 90, perClientPerHour: 10, perDomainPerHour: 20, moderatorEmails: [] };

/** Whether the service can send e-mail at all (RESEND_API_KEY and EMAIL_FROM). */
export const emailConfigured = (config: ServiceConfig) => Boolean(config.email?.apiKey && config.email.from);

/** `RESEND_API_KEY`, `EMAIL_FROM`, `EMAIL_DAILY_LIMIT`, `ALERT_SIGN_UP_LIMIT`, `ALERT_PENDING_LIMIT`. */
export interface EmailSettings {
  /** Resend's API key. */
  apiKey?: string;
  /** The sender: `Name <address@domain>` or `address@domain`, of a domain verified with Resend. */
  from?: string;
  /** E-mails a day at most, spread over the day (default 100, Resend's free tier). */
  dailyLimit: number;
  /** Alert sign-ups an hour per client address (default 10). */
  signUpsPerHour: number;
  /** Unconfirmed alert sign-ups an hour across the service (default 50): bounds what strangers can queue. */
  pendingPerHour: number;
}

export const defaultEmailDailyLimit = 100;

/** Where the public website shows records, and who publishes them (docs/website.md). */
export interface PublicSite {
  /**
   * Each record type's page setting (`PUBLIC_<NOUN>_URL`, e.g. `PUBLIC_OPPORTUNITY_URL`) that is
   * set, by its name: a page URL with `{id}`.
   */
  pages?: Record<string, string>;
  /** `PUBLIC_FORM_URL`: a form's public page, with `{id}`. */
  formPage?: string;
  /**
   * `PUBLIC_LIST_URL`: the website's list of opportunities, which takes the list's filters and `q`
   * in its query: where a digest's "and N more" leads.
   */
  listPage?: string;
  /** `ORGANIZATION_NAME`, `ORGANIZATION_URL`, `ORGANIZATION_LOGO`: the hiring organisation of postings that name no company. */
  organization?: { name: string; url?: string; logo?: string };
  /** `JOB_COUNTRY`: ISO 3166-1 alpha-2, for locations that name no country. */
  jobCountry?: string;
}

/** How many requests a client may make, each in its window. */
export interface RateLimits {
  /** Writes and bulk edits per signed-in user, per minute, in each instance. */
  writesPerMinute: number;
  /** Imports per user, per hour, across instances (counted in Postgres). */
  importsPerHour: number;
  /** Anonymous reads the cache could not answer, per client address, per minute, in each instance. */
  anonymousReadsPerMinute: number;
}

/**
 * Generous for the admin application (an editor publishing postings one by one for a minute
 * makes well under 120 writes) and the website (a visitor's page makes a handful of reads, most
 * answered by the cache), tight enough that one client cannot cost the database much.
 */
export const defaultRateLimits: RateLimits = { writesPerMinute: 120, importsPerHour: 30, anonymousReadsPerMinute: 300 };

/** Cloudflare, in front of Supabase's API, writes the address it saw here (docs/security.md). */
export const defaultClientAddressHeader = "cf-connecting-ip";

/**
 * Browsers and CDNs may keep an anonymous answer 4 s and show it 5 s more while they revalidate
 * (cheaply: the ETag gets a 304). With the instance's 1 s, no one sees an answer more than 10 s
 * older than a change.
 */
export const defaultAnonymousCacheControl = "public, max-age=4, stale-while-revalidate=5";

/**
 * Reads the configuration Supabase provides to every Edge Function:
 * - `SUPABASE_URL`;
 * - `SUPABASE_PUBLISHABLE_KEYS` / `SUPABASE_SECRET_KEYS` (JSON objects of named keys), or the
 *   singular `_KEY` forms; the legacy `SUPABASE_ANON_KEY` / `SUPABASE_SERVICE_ROLE_KEY`, while a
 *   project still has them, count as a publishable and a secret key;
 * - `SUPABASE_JWKS` (a set or a bare array of keys); without it the project's published set at
 *   `<SUPABASE_URL>/auth/v1/.well-known/jwks.json`, fetched and cached;
 * - the legacy JWT secret from `SUPABASE_JWT_SECRET`, or `JWT_SECRET` (names under `SUPABASE_`
 *   cannot be set as function secrets), for projects that still sign user tokens with it;
 * plus our own `ALLOWED_ORIGINS` (comma separated, default `*`), `ANON_CACHE_MS` (0 to 1,000,
 * default 1,000; 0 turns the instance's cache of anonymous reads off), `ANON_CACHE_CONTROL`
 * (the `Cache-Control` of anonymous answers), the rate limits `WRITE_RATE_LIMIT`,
 * `IMPORT_RATE_LIMIT` and `ANON_READ_RATE_LIMIT` (0 turns one off), `CLIENT_IP_HEADER`, and the
 * public website's settings (`publicSiteFromEnv`): the page settings named in `pageSettings`; and
 * `WEBSUB_HUB` (an http(s) URL), the WebSub hub the feeds name and publications are pinged to;
 * and the e-mail settings (`EmailSettings`).
 */
export function configFromEnv(env: (name: string) => string | undefined, pageSettings: readonly string[] = []): ServiceConfig {
  const supabaseUrl = env("SUPABASE_URL")?.trim();
  if (!supabaseUrl) throw new Error("SUPABASE_URL is not set: Supabase sets it for every function.");
  const keys = (plural: string, singular: string, legacy: string): Record<string, string> => {
    const named = env(plural);
    const current: Record<string, string> = named ? JSON.parse(named) : {};
    if (!named && env(singular)) current.default = env(singular)!;
    if (env(legacy)) current.legacy = env(legacy)!;
    return Object.fromEntries(Object.entries(current).filter(([, key]) => Boolean(key)));
  };
  const inlineJwks = env("SUPABASE_JWKS")?.trim();
  const parsed = inlineJwks ? (JSON.parse(inlineJwks) as JSONWebKeySet | JSONWebKeySet["keys"]) : undefined;
  return {
    supabaseUrl,
    publishableKeys: keys("SUPABASE_PUBLISHABLE_KEYS", "SUPABASE_PUBLISHABLE_KEY", "SUPABASE_ANON_KEY"),
    secretKeys: keys("SUPABASE_SECRET_KEYS", "SUPABASE_SECRET_KEY", "SUPABASE_SERVICE_ROLE_KEY"),
    jwks: parsed === undefined ? publishedJwksUrl(supabaseUrl) : Array.isArray(parsed) ? { keys: parsed } : parsed,
    legacyJwtSecret: env("SUPABASE_JWT_SECRET") || env("JWT_SECRET") || undefined,
    allowedOrigins: parseAllowedOrigins(env("ALLOWED_ORIGINS")),
    anonymousCacheMs: integerSetting("ANON_CACHE_MS", env("ANON_CACHE_MS"), 0, maxCacheMs, maxCacheMs),
    anonymousCacheControl: headerSetting("ANON_CACHE_CONTROL", env("ANON_CACHE_CONTROL")) ?? defaultAnonymousCacheControl,
    rateLimits: {
      writesPerMinute: integerSetting("WRITE_RATE_LIMIT", env("WRITE_RATE_LIMIT"), 0, 1e6, defaultRateLimits.writesPerMinute),
      importsPerHour: integerSetting("IMPORT_RATE_LIMIT", env("IMPORT_RATE_LIMIT"), 0, 1e6, defaultRateLimits.importsPerHour),
      anonymousReadsPerMinute: integerSetting("ANON_READ_RATE_LIMIT", env("ANON_READ_RATE_LIMIT"), 0, 1e6, defaultRateLimits.anonymousReadsPerMinute),
    },
    clientAddressHeader: (headerSetting("CLIENT_IP_HEADER", env("CLIENT_IP_HEADER")) ?? defaultClientAddressHeader).toLowerCase(),
    publicSite: publicSiteFromEnv(env, pageSettings),
    websubHub: urlSetting("WEBSUB_HUB", env("WEBSUB_HUB")),
    email: {
      apiKey: env("RESEND_API_KEY")?.trim() || undefined,
      from: senderSetting(env("EMAIL_FROM")),
      dailyLimit: integerSetting("EMAIL_DAILY_LIMIT", env("EMAIL_DAILY_LIMIT"), 1, 1e6, defaultEmailDailyLimit),
      signUpsPerHour: integerSetting("ALERT_SIGN_UP_LIMIT", env("ALERT_SIGN_UP_LIMIT"), 1, 1e6, 10),
      pendingPerHour: integerSetting("ALERT_PENDING_LIMIT", env("ALERT_PENDING_LIMIT"), 1, 1e6, 50),
    },
    submissions: submissionSettingsFromEnv(env),
    freshness: freshnessSettingsFromEnv(env),
    privacy: privacySettingsFromEnv(env),
    files: {
      linkSeconds: integerSetting("FILE_LINK_SECONDS", env("FILE_LINK_SECONDS"), 10, 3600, defaultFileSettings.linkSeconds),
      graceHours: integerSetting("FILE_GRACE_HOURS", env("FILE_GRACE_HOURS"), 1, 24 * 30, defaultFileSettings.graceHours),
    },
    applications: {
      retentionDays: integerSetting("APPLICATION_RETENTION_DAYS", env("APPLICATION_RETENTION_DAYS"), 1, 3650, defaultApplicationSettings.retentionDays),
      perClientPerHour: integerSetting("APPLICATION_CLIENT_LIMIT", env("APPLICATION_CLIENT_LIMIT"), 1, 1e6, defaultApplicationSettings.perClientPerHour),
      fileLinkMinutes: integerSetting("APPLICATION_FILE_LINK_MINUTES", env("APPLICATION_FILE_LINK_MINUTES"), 1, 60, defaultApplicationSettings.fileLinkMinutes),
    },
  };
}

/** A setting of host names separated by commas, each checked. */
function hostNames(name: string, value: string | undefined): string[] {
  const hosts = (value ?? "").split(",").map((h) => h.trim().toLowerCase().replace(/\.+$/, "")).filter(Boolean);
  for (const host of hosts) {
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host)) {
      throw new Error(`${name} must be host names separated by commas (such as example.org); ${JSON.stringify(host)} is not one.`);
    }
  }
  return hosts;
}

function freshnessSettingsFromEnv(env: (name: string) => string | undefined): FreshnessSettings {
  const d = defaultFreshnessSettings;
  const hosts = hostNames("LINK_CHECK_SKIP_HOSTS", env("LINK_CHECK_SKIP_HOSTS"));
  for (const host of hosts) {
    if (!host.includes(".")) throw new Error(`LINK_CHECK_SKIP_HOSTS must be host names separated by commas (such as linkedin.com); ${JSON.stringify(host)} is not one.`);
  }
  const key = env("INDEXNOW_KEY")?.trim();
  // IndexNow's rule for a key: 8 to 128 characters of a-z, A-Z, 0-9 and dashes.
  if (key && !/^[A-Za-z0-9-]{8,128}$/.test(key)) throw new Error("INDEXNOW_KEY must be 8 to 128 characters of a-z, A-Z, 0-9 and -.");
  return {
    reportsPerClientPerHour: integerSetting("REPORT_CLIENT_LIMIT", env("REPORT_CLIENT_LIMIT"), 1, 1e6, d.reportsPerClientPerHour),
    reportKeyDays: integerSetting("REPORT_KEY_DAYS", env("REPORT_KEY_DAYS"), 0, 3650, d.reportKeyDays),
    linkCheckHours: integerSetting("LINK_CHECK_HOURS", env("LINK_CHECK_HOURS"), 1, 24 * 365, d.linkCheckHours),
    linkCheckHostDelayMs: integerSetting("LINK_CHECK_HOST_DELAY_MS", env("LINK_CHECK_HOST_DELAY_MS"), 0, 60_000, d.linkCheckHostDelayMs),
    linkCheckSkipHosts: hosts,
    googleIndexing: googleCredentials(env("GOOGLE_INDEXING_CREDENTIALS")),
    googleIndexingDailyLimit: integerSetting("GOOGLE_INDEXING_DAILY_LIMIT", env("GOOGLE_INDEXING_DAILY_LIMIT"), 1, 1e6, d.googleIndexingDailyLimit),
    indexNowKey: key || undefined,
  };
}

/** A service account's JSON key, as Google's console downloads it; never echoed in an error. */
function googleCredentials(text: string | undefined): FreshnessSettings["googleIndexing"] {
  if (!text?.trim()) return undefined;
  const wrong = new Error("GOOGLE_INDEXING_CREDENTIALS must be a service account's JSON key, with client_email and private_key (PEM).");
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw wrong;
  }
  const { client_email: clientEmail, private_key: privateKey, token_uri: tokenUri } = parsed ?? {};
  if (typeof clientEmail !== "string" || typeof privateKey !== "string" || !privateKey.includes("BEGIN PRIVATE KEY")) throw wrong;
  return { clientEmail, privateKey, tokenUri: typeof tokenUri === "string" && tokenUri.startsWith("https://") ? tokenUri : "https://oauth2.googleapis.com/token" };
}

function submissionSettingsFromEnv(env: (name: string) => string | undefined): SubmissionSettings {
  const d = defaultSubmissionSettings;
  const maxDays = integerSetting("SUBMISSION_MAX_DAYS", env("SUBMISSION_MAX_DAYS"), 1, 3650, d.maxDays);
  const moderators = (env("MODERATOR_EMAILS") ?? "").split(",").map((a) => a.trim()).filter(Boolean);
  for (const address of moderators) {
    if (!/^[^\s@<>(),;:"]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(address)) {
      throw new Error(`MODERATOR_EMAILS must be e-mail addresses separated by commas; ${JSON.stringify(address)} is not one.`);
    }
  }
  return {
    limit: integerSetting("SUBMISSION_LIMIT", env("SUBMISSION_LIMIT"), 1, 1000, d.limit),
    days: integerSetting("SUBMISSION_DAYS", env("SUBMISSION_DAYS"), 1, maxDays, d.days),
    maxDays,
    perClientPerHour: integerSetting("SUBMISSION_CLIENT_LIMIT", env("SUBMISSION_CLIENT_LIMIT"), 1, 1e6, d.perClientPerHour),
    perDomainPerHour: integerSetting("SUBMISSION_DOMAIN_LIMIT", env("SUBMISSION_DOMAIN_LIMIT"), 1, 1e6, d.perDomainPerHour),
    turnstileSecret: env("TURNSTILE_SECRET_KEY")?.trim() || undefined,
    turnstileHostnames: hostNames("TURNSTILE_HOSTNAMES", env("TURNSTILE_HOSTNAMES")),
    turnstileCheckAction: booleanSetting("TURNSTILE_CHECK_ACTION", env("TURNSTILE_CHECK_ACTION"), false),
    moderatorEmails: moderators,
  };
}

/**
 * The public website's settings, each checked: a page template is an http(s) URL with `{id}`.
 * `pageSettings`: the record types' page settings to read (each function reads its own type's).
 */
export function publicSiteFromEnv(env: (name: string) => string | undefined, pageSettings: readonly string[] = []): PublicSite {
  const url = (name: string, template: boolean) => {
    const value = env(name)?.trim();
    if (!value) return undefined;
    let parsed: URL | undefined;
    try {
      parsed = new URL(value.replaceAll("{id}", "id"));
    } catch { /* refused below */ }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || (template && !value.includes("{id}"))) {
      throw new Error(`${name} must be an absolute http(s) URL${template ? " with {id} where the record's id goes" : ""}, not ${JSON.stringify(value)}.`);
    }
    return value;
  };
  const name = env("ORGANIZATION_NAME")?.trim();
  const country = env("JOB_COUNTRY")?.trim().toUpperCase();
  if (country && !/^[A-Z]{2}$/.test(country)) throw new Error(`JOB_COUNTRY must be an ISO 3166-1 alpha-2 code such as GB, not ${JSON.stringify(country)}.`);
  return {
    pages: Object.fromEntries(pageSettings.flatMap((setting) => {
      const page = url(setting, true);
      return page ? [[setting, page]] : [];
    })),
    formPage: url("PUBLIC_FORM_URL", true),
    listPage: url("PUBLIC_LIST_URL", false),
    organization: name ? { name, url: url("ORGANIZATION_URL", false), logo: url("ORGANIZATION_LOGO", false) } : undefined,
    jobCountry: country || undefined,
  };
}

/**
 * The functions' connection string: `FUNCTIONS_DB_URL`, as their own login role
 * (`functions_authenticator`, which can only become the API's roles). Without it,
 * `SUPABASE_DB_URL`, the database's admin role (`admin`: the caller must then become the
 * functions' role in each transaction), and `log` says so once.
 */
export function functionsDatabaseUrl(env: (name: string) => string | undefined, log: Log): { url: string; admin: boolean } {
  const own = env("FUNCTIONS_DB_URL")?.trim();
  if (own) return { url: own, admin: false };
  const admin = env("SUPABASE_DB_URL")?.trim();
  if (!admin) throw new Error("Neither FUNCTIONS_DB_URL nor SUPABASE_DB_URL is set: Supabase sets the second for every function.");
  log(JSON.stringify({
    level: "warn",
    message: "FUNCTIONS_DB_URL is not set: connecting with SUPABASE_DB_URL, the database's admin role, which becomes " +
      "functions_authenticator in each transaction. Give functions_authenticator a password and set FUNCTIONS_DB_URL " +
      "(docs/operations.md): a connection of its own holds no admin rights at all.",
  }));
  return { url: admin, admin: true };
}

/** Where the service is reached: the local stack's own address, else the project's URL (`SUPABASE_URL`). */
export const servedAt = (config: ServiceConfig) => (config.servedAt ?? config.supabaseUrl).replace(/\/+$/, "");

/** The public URL of a function's path (`/opportunities/feed.xml`): behind `/functions/v1` where the service is reached. */
export const functionUrl = (config: ServiceConfig, path: string) => `${servedAt(config)}/functions/v1${path}`;

/**
 * The URL a caller reached: the request's own when it came with its `/functions/v1` (the local
 * stack, on any port), else the project's (Supabase's gateway strips that prefix and serves the
 * function at an inner address).
 */
export const reachedUrl = (config: ServiceConfig, requestUrl: string) => {
  const url = new URL(requestUrl);
  return url.pathname.startsWith("/functions/v1/") ? url.href : functionUrl(config, `${url.pathname}${url.search}`);
};

/** Where Supabase Auth publishes a project's signing keys. */
export const publishedJwksUrl = (supabaseUrl: string) =>
  new URL(`${supabaseUrl.replace(/\/+$/, "")}/auth/v1/.well-known/jwks.json`);

/** The `iss` of the user tokens Supabase Auth issues for a project. */
export const authIssuer = (supabaseUrl: string) => `${supabaseUrl.replace(/\/+$/, "")}/auth/v1`;

/** `ALLOWED_ORIGINS`: comma-separated origins; unset, empty or containing `*` allows any. */
export function parseAllowedOrigins(value: string | undefined): ServiceConfig["allowedOrigins"] {
  const origins = (value ?? "").split(",").map((o) => o.trim()).filter(Boolean);
  return origins.length === 0 || origins.includes("*") ? "*" : origins;
}

/**
 * Database connections per function instance, from `DB_POOL_SIZE` (1 to 100; default 5, the
 * size measured so far). Each instance holds its own pool, so instances times pool size must fit
 * the database's (or its pooler's) connection limit.
 */
export function databasePoolSize(value: string | undefined): number {
  return integerSetting("DB_POOL_SIZE", value, 1, 100, 5);
}

function integerSetting(name: string, value: string | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, not ${JSON.stringify(value)}.`);
  }
  return n;
}

function booleanSetting(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase();
  if (!text) return fallback;
  if (text !== "true" && text !== "false") throw new Error(`${name} must be true or false, not ${JSON.stringify(value)}.`);
  return text === "true";
}

/** An absolute http(s) URL from the environment, or undefined when unset. */
function urlSetting(name: string, value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch { /* refused below */ }
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password) throw new Error(`${name} must be an absolute http(s) URL, not ${JSON.stringify(text)}.`);
  return url.href;
}

/** A header value from the environment: visible ASCII and spaces, at most 200 characters. */
function headerSetting(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  if (!/^[\x20-\x7e]{1,200}$/.test(value)) throw new Error(`${name} must be a header value: up to 200 visible ASCII characters.`);
  return value.trim();
}

/** `EMAIL_FROM`: `address@domain` or `Name <address@domain>`, one line. */
function senderSetting(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!/^([^<>\r\n"]{1,100} <[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/.test(text)) {
    throw new Error(`EMAIL_FROM must be address@domain or Name <address@domain>, not ${JSON.stringify(text)}.`);
  }
  return text;
}
