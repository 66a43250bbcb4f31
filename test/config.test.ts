// The environment Supabase gives every Edge Function, read as the functions read it.
import { describe, expect, it } from "vitest";
import { configFromEnv, databasePoolSize, functionsDatabaseUrl } from "../functions/_shared/http/config.ts";
import { pageSettings, recordTypes } from "../functions/registry.ts";

const url = "https://abcd.supabase.co";
const fromEnv = (env: Record<string, string>) => configFromEnv((name) => ({ SUPABASE_URL: url, ...env })[name], pageSettings);

describe("configFromEnv", () => {
  it("reads the named key maps and the JWKS Supabase provides", () => {
    const config = fromEnv({
      SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_a","web":"sb_publishable_b"}',
      SUPABASE_SECRET_KEYS: '{"default":"sb_secret_a"}',
      SUPABASE_JWKS: '{"keys":[{"kty":"EC","kid":"k1"}]}',
    });
    expect(config).toEqual({
      supabaseUrl: url,
      publishableKeys: { default: "sb_publishable_a", web: "sb_publishable_b" },
      secretKeys: { default: "sb_secret_a" },
      jwks: { keys: [{ kty: "EC", kid: "k1" }] },
      allowedOrigins: "*",
      anonymousCacheMs: 1_000,
      anonymousCacheControl: "public, max-age=4, stale-while-revalidate=5",
      rateLimits: { writesPerMinute: 120, importsPerHour: 30, anonymousReadsPerMinute: 300 },
      clientAddressHeader: "cf-connecting-ip",
      publicSite: { pages: {} },
      email: { apiKey: undefined, from: undefined, dailyLimit: 100, signUpsPerHour: 10, pendingPerHour: 50 },
      submissions: {
        limit: 5, days: 30, maxDays: 90, perClientPerHour: 10, perDomainPerHour: 20, turnstileSecret: undefined, turnstileHostnames: [], turnstileCheckAction: false,
        moderatorEmails: [],
      },
      freshness: {
        reportsPerClientPerHour: 10, reportKeyDays: 30, linkCheckHours: 24, linkCheckHostDelayMs: 1000, linkCheckSkipHosts: [], googleIndexing: undefined, googleIndexingDailyLimit: 200,
        indexNowKey: undefined,
      },
      privacy: { requestsPerClientPerHour: 10, submissionAddressDays: 90, failedEmailDays: 7 },
      files: { linkSeconds: 60, graceHours: 24 },
      applications: { retentionDays: 180, perClientPerHour: 10, fileLinkMinutes: 10 },
    });
  });

  it("reads the freshness settings, and refuses a skipped host, an IndexNow key or a service account that cannot be one, never echoing the key", () => {
    const env = (values: Record<string, string>) => (name: string) => ({ SUPABASE_URL: "https://p.supabase.co", ...values })[name];
    const account = { type: "service_account", client_email: "board@club.iam.gserviceaccount.com", private_key: "-----BEGIN PRIVATE KEY-----\nMII\n-----END PRIVATE KEY-----\n" };
    expect(configFromEnv(env({
      REPORT_CLIENT_LIMIT: "3", LINK_CHECK_HOURS: "12", LINK_CHECK_SKIP_HOSTS: "LinkedIn.com., indeed.com", GOOGLE_INDEXING_CREDENTIALS: JSON.stringify(account),
      GOOGLE_INDEXING_DAILY_LIMIT: "50", INDEXNOW_KEY: "0123456789abcdef",
    })).freshness).toEqual({
      reportsPerClientPerHour: 3, reportKeyDays: 30, linkCheckHours: 12, linkCheckHostDelayMs: 1000, linkCheckSkipHosts: ["linkedin.com", "indeed.com"],
      googleIndexing: { clientEmail: account.client_email, privateKey: account.private_key, tokenUri: "https://oauth2.googleapis.com/token" },
      googleIndexingDailyLimit: 50, indexNowKey: "0123456789abcdef",
    });
    expect(() => configFromEnv(env({ LINK_CHECK_SKIP_HOSTS: "linkedin.com, https://x.example/" }))).toThrow(/^LINK_CHECK_SKIP_HOSTS must be host names/);
    expect(() => configFromEnv(env({ INDEXNOW_KEY: "short" }))).toThrow(/^INDEXNOW_KEY must be 8 to 128 characters/);
    expect(() => configFromEnv(env({ LINK_CHECK_HOURS: "0" }))).toThrow(/^LINK_CHECK_HOURS must be an integer from 1/);
    const secret = JSON.stringify({ client_email: "x@y.example", private_key: "not a key: s3cr3t" });
    expect(() => configFromEnv(env({ GOOGLE_INDEXING_CREDENTIALS: secret }))).toThrow(/^GOOGLE_INDEXING_CREDENTIALS must be a service account's JSON key/);
    try {
      configFromEnv(env({ GOOGLE_INDEXING_CREDENTIALS: secret }));
    } catch (error) {
      expect((error as Error).message).not.toContain("s3cr3t");
    }
  });

  it("reads the submissions' settings, and refuses a moderator that is not an address", () => {
    const env = (values: Record<string, string>) => (name: string) => ({ SUPABASE_URL: "https://p.supabase.co", ...values })[name];
    expect(configFromEnv(env({ SUBMISSION_LIMIT: "2", SUBMISSION_DAYS: "14", MODERATOR_EMAILS: "a@club.example, b@club.example", TURNSTILE_SECRET_KEY: "0x4AAA" })).submissions)
      .toEqual({ limit: 2, days: 14, maxDays: 90, perClientPerHour: 10, perDomainPerHour: 20, turnstileSecret: "0x4AAA", turnstileHostnames: [], turnstileCheckAction: false,
        moderatorEmails: ["a@club.example", "b@club.example"] });
    expect(() => configFromEnv(env({ MODERATOR_EMAILS: "a@club.example,not an address" }))).toThrow(/^MODERATOR_EMAILS must be e-mail addresses/);
    expect(() => configFromEnv(env({ SUBMISSION_DAYS: "120" }))).toThrow(/^SUBMISSION_DAYS must be an integer from 1 to 90/);
    expect(configFromEnv(env({ TURNSTILE_HOSTNAMES: "Club.example.org., www.club.example.org", TURNSTILE_CHECK_ACTION: "true" })).submissions)
      .toMatchObject({ turnstileHostnames: ["club.example.org", "www.club.example.org"], turnstileCheckAction: true });
    expect(() => configFromEnv(env({ TURNSTILE_HOSTNAMES: "https://club.example.org/" }))).toThrow(/^TURNSTILE_HOSTNAMES must be host names/);
    expect(() => configFromEnv(env({ TURNSTILE_CHECK_ACTION: "yes" }))).toThrow(/^TURNSTILE_CHECK_ACTION must be true or false/);
    expect(configFromEnv(env({ REPORT_KEY_DAYS: "7" })).freshness!.reportKeyDays).toBe(7);
    expect(configFromEnv(env({ PRIVACY_CLIENT_LIMIT: "3", SUBMISSION_ADDRESS_DAYS: "30", FAILED_EMAIL_DAYS: "2" })).privacy)
      .toEqual({ requestsPerClientPerHour: 3, submissionAddressDays: 30, failedEmailDays: 2 });
    expect(() => configFromEnv(env({ SUBMISSION_ADDRESS_DAYS: "0" }))).toThrow(/^SUBMISSION_ADDRESS_DAYS must be an integer from 1/);
  });

  it.each(recordTypes.filter((type) => type.public))("reads $name's page setting, named after its noun, as its page", (type) => {
    const setting = `PUBLIC_${type.noun.toUpperCase()}_URL`;
    const site = fromEnv({ [setting]: "https://club.example/x/{id}" }).publicSite;
    expect(type.public!.pageSetting).toBe(setting);
    expect(type.public!.page(site)).toBe("https://club.example/x/{id}");
  });

  it("reads the public website's pages and publisher, refusing a page without {id} or a country that is not a code", () => {
    const site = fromEnv({
      PUBLIC_OPPORTUNITY_URL: "https://club.example/opportunities/{id}",
      PUBLIC_FORM_URL: "https://club.example/forms?id={id}",
      ORGANIZATION_NAME: " Coding Club ",
      ORGANIZATION_URL: "https://club.example",
      JOB_COUNTRY: "gb",
    }).publicSite;
    expect(site).toEqual({
      pages: { PUBLIC_OPPORTUNITY_URL: "https://club.example/opportunities/{id}" },
      formPage: "https://club.example/forms?id={id}",
      organization: { name: "Coding Club", url: "https://club.example" },
      jobCountry: "GB",
    });
    for (const [name, value, problem] of [
      ["PUBLIC_OPPORTUNITY_URL", "https://club.example/opportunities", "with {id}"],
      ["PUBLIC_RESOURCE_URL", "/resources/{id}", "absolute http(s) URL"],
      ["PUBLIC_FORM_URL", "javascript:alert({id})", "absolute http(s) URL"],
      ["JOB_COUNTRY", "United Kingdom", "ISO 3166-1 alpha-2"],
    ]) {
      expect(() => fromEnv({ [name!]: value! }), name).toThrow(new RegExp(`^${name}.*${problem!.replace(/[()]/g, "\\$&")}`));
    }
  });

  it("falls back to single keys, accepts a bare JWKS array, and keeps legacy keys and the legacy secret working", () => {
    const config = fromEnv({
      SUPABASE_PUBLISHABLE_KEY: "sb_publishable_one",
      SUPABASE_SECRET_KEY: "sb_secret_one",
      SUPABASE_ANON_KEY: "eyJ.legacy-anon",
      SUPABASE_SERVICE_ROLE_KEY: "eyJ.legacy-service",
      SUPABASE_JWKS: '[{"kty":"EC","kid":"k2"}]',
      SUPABASE_JWT_SECRET: "super-secret-jwt-token-with-at-least-32-characters",
    });
    expect(config.publishableKeys).toEqual({ default: "sb_publishable_one", legacy: "eyJ.legacy-anon" });
    expect(config.secretKeys).toEqual({ default: "sb_secret_one", legacy: "eyJ.legacy-service" });
    expect(config.jwks).toEqual({ keys: [{ kty: "EC", kid: "k2" }] });
    expect(config.legacyJwtSecret).toBe("super-secret-jwt-token-with-at-least-32-characters");
    expect(fromEnv({ JWT_SECRET: "settable" }).legacyJwtSecret).toBe("settable");
  });

  it("fetches the project's published keys when SUPABASE_JWKS is absent", () => {
    expect(fromEnv({}).jwks).toEqual(new URL("https://abcd.supabase.co/auth/v1/.well-known/jwks.json"));
    expect(fromEnv({ SUPABASE_URL: "http://127.0.0.1:54321/" }).jwks).toEqual(
      new URL("http://127.0.0.1:54321/auth/v1/.well-known/jwks.json"),
    );
  });

  it("refuses to start without SUPABASE_URL", () => {
    expect(() => configFromEnv(() => undefined)).toThrow(/SUPABASE_URL/);
  });

  it.each([
    [undefined, "*"],
    ["", "*"],
    ["https://a.example, https://b.example", ["https://a.example", "https://b.example"]],
    ["https://a.example,*", "*"],
  ])("reads ALLOWED_ORIGINS=%j as %j", (value, expected) => {
    expect(fromEnv(value === undefined ? {} : { ALLOWED_ORIGINS: value }).allowedOrigins).toEqual(expected);
  });
});

describe("WEBSUB_HUB", () => {
  it("is unset by default, an http(s) URL when set, and refuses anything else naming the setting", () => {
    expect(fromEnv({}).websubHub).toBeUndefined();
    expect(fromEnv({ WEBSUB_HUB: " https://pubsubhubbub.appspot.com " }).websubHub).toBe("https://pubsubhubbub.appspot.com/");
    for (const bad of ["pubsubhubbub.appspot.com", "ftp://hub.example.org", "https://user:pw@hub.example.org"]) {
      expect(() => fromEnv({ WEBSUB_HUB: bad }), bad).toThrow(/^WEBSUB_HUB must be an absolute http\(s\) URL/);
    }
  });
});

describe("the e-mail settings", () => {
  it("reads the key and the sender, with limits of 100 e-mails a day and 10 sign-ups an hour unless set, refusing wrong values by name", () => {
    const email = fromEnv({ RESEND_API_KEY: " re_abc ", EMAIL_FROM: "Club <jobs@club.example>", EMAIL_DAILY_LIMIT: "3000", ALERT_SIGN_UP_LIMIT: "5" }).email;
    expect(email).toEqual({ apiKey: "re_abc", from: "Club <jobs@club.example>", dailyLimit: 3_000, signUpsPerHour: 5, pendingPerHour: 50 });
    expect(fromEnv({ EMAIL_FROM: "jobs@club.example" }).email?.from).toBe("jobs@club.example");
    for (const bad of ["Club", "Club <jobs>", "a@b.c\r\nBcc: x@y.z", "<jobs@club.example"]) {
      expect(() => fromEnv({ EMAIL_FROM: bad }), bad).toThrow(/^EMAIL_FROM must be address@domain or Name <address@domain>/);
    }
    for (const bad of ["0", "1.5", "lots"]) expect(() => fromEnv({ EMAIL_DAILY_LIMIT: bad }), bad).toThrow(/^EMAIL_DAILY_LIMIT must be an integer/);
    expect(fromEnv({ ALERT_PENDING_LIMIT: "7" }).email?.pendingPerHour).toBe(7);
    expect(() => fromEnv({ ALERT_PENDING_LIMIT: "0" })).toThrow(/^ALERT_PENDING_LIMIT must be an integer/);
  });

  it("reads PUBLIC_LIST_URL, the website's list, refusing one that is not an http(s) URL", () => {
    expect(fromEnv({ PUBLIC_LIST_URL: "https://club.example/jobs" }).publicSite?.listPage).toBe("https://club.example/jobs");
    expect(() => fromEnv({ PUBLIC_LIST_URL: "ftp://club.example/jobs" })).toThrow(/^PUBLIC_LIST_URL must be an absolute http\(s\) URL/);
  });
});

describe("ANON_CACHE_MS", () => {
  it("keeps anonymous answers 1 s by default, 0 turns it off, and nothing over 1 s is taken", () => {
    expect(fromEnv({}).anonymousCacheMs).toBe(1_000);
    expect(fromEnv({ ANON_CACHE_MS: "0" }).anonymousCacheMs).toBe(0);
    expect(fromEnv({ ANON_CACHE_MS: "250" }).anonymousCacheMs).toBe(250);
    for (const bad of ["1001", "-1", "0.5", "soon"]) {
      expect(() => fromEnv({ ANON_CACHE_MS: bad })).toThrow(/ANON_CACHE_MS must be an integer from 0 to 1000/);
    }
  });
});

describe("ANON_CACHE_CONTROL", () => {
  it("lets no one see an anonymous answer more than 10 s older than a change, by default", () => {
    const { anonymousCacheControl, anonymousCacheMs } = fromEnv({});
    const seconds = (directive: string) => Number(new RegExp(`${directive}=(\\d+)`).exec(anonymousCacheControl!)?.[1] ?? 0);
    expect(anonymousCacheControl).toMatch(/^public, /);
    expect(anonymousCacheMs! / 1000 + seconds("max-age") + seconds("stale-while-revalidate")).toBeLessThanOrEqual(10);
  });

  it("takes an operator's header value, and refuses one that is not a header value", () => {
    expect(fromEnv({ ANON_CACHE_CONTROL: "public, max-age=30" }).anonymousCacheControl).toBe("public, max-age=30");
    for (const bad of ["public\r\nSet-Cookie: x=1", "é", "x".repeat(201)]) {
      expect(() => fromEnv({ ANON_CACHE_CONTROL: bad })).toThrow(/ANON_CACHE_CONTROL must be a header value/);
    }
  });
});

describe("the functions' connection string", () => {
  it("is FUNCTIONS_DB_URL, their own login role, when set, and says nothing", () => {
    const log: unknown[] = [];
    const env = { FUNCTIONS_DB_URL: "postgres://functions_authenticator:pw@db:6543/postgres", SUPABASE_DB_URL: "postgres://postgres:admin@db:6543/postgres" };
    expect(functionsDatabaseUrl((n) => env[n as keyof typeof env], (l) => log.push(l))).toEqual({ url: env.FUNCTIONS_DB_URL, admin: false });
    expect(log).toEqual([]);
  });

  it("falls back to SUPABASE_DB_URL, and says so once in the log, without the URL", () => {
    const log: Record<string, unknown>[] = [];
    const env = { SUPABASE_DB_URL: "postgres://postgres:admin-secret@db:6543/postgres" };
    expect(functionsDatabaseUrl((n) => env[n as keyof typeof env], (l) => log.push(JSON.parse(l)))).toEqual({ url: env.SUPABASE_DB_URL, admin: true });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ level: "warn", message: expect.stringContaining("FUNCTIONS_DB_URL is not set") });
    expect(JSON.stringify(log)).not.toContain("admin-secret");
  });
});

describe("databasePoolSize", () => {
  it("reads DB_POOL_SIZE, defaults to 5, and refuses anything but 1 to 100", () => {
    expect(databasePoolSize(undefined)).toBe(5);
    expect(databasePoolSize(" ")).toBe(5);
    expect(databasePoolSize("12")).toBe(12);
    for (const bad of ["0", "101", "2.5", "ten", "-1"]) expect(() => databasePoolSize(bad)).toThrow(/DB_POOL_SIZE must be an integer from 1 to 100/);
  });
});
