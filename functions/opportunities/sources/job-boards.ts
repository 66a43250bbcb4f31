import * as z from "zod";
import { type Caller, DeadlineExceeded, roleTimeLimits } from "../../_shared/database/database.ts";
import { ApiError } from "../../_shared/http/errors.ts";
import { lazily } from "../../_shared/http/lazily.ts";
import { countryCodeOf, countryInLocation } from "../countries.ts";
import { plainText } from "../import/plain-text.ts";
import { instant, workplaceNamed } from "../posting-facts.ts";
import { employmentTypeOf, optionalTextLimits } from "../import/posting.ts";
import type { Shortened } from "../import/rows.ts";
import { type SalaryPeriod, salaryPeriodOf, salaryText } from "../salary.ts";

/**
 * Public job boards the import reads from: each provider's documented, unauthenticated JSON of a
 * board's open postings. Only these hosts are ever fetched; the board is the one thing a caller
 * chooses, and its characters cannot leave the URL's path segment (or, for Recruitee, whose board
 * is a subdomain, the host's first label).
 */
export const jobBoards = {
  greenhouse: (board: string) => `https://boards-api.greenhouse.io/v1/boards/${board}/jobs?content=true`,
  lever: (board: string) => `https://api.lever.co/v0/postings/${board}?mode=json`,
  ashby: (board: string) => `https://api.ashbyhq.com/posting-api/job-board/${board}?includeCompensation=true`,
  smartrecruiters: (board: string) => `https://api.smartrecruiters.com/v1/companies/${board}/postings`,
  workable: (board: string) => `https://apply.workable.com/api/v1/widget/accounts/${board}?details=true`,
  recruitee: (board: string) => `https://${board.toLowerCase()}.recruitee.com/api/offers/`,
} as const;
export type JobBoardProvider = keyof typeof jobBoards;
export const jobBoardProviders = Object.keys(jobBoards) as JobBoardProvider[];

/**
 * Where each provider's URLs go instead: for tests and demos, which serve fixtures locally. Given
 * only to the local stack (`JOB_BOARD_ORIGINS`, never read by a deployed function), so a deployed
 * function always fetches the providers themselves.
 */
export type JobBoardOrigins = Partial<Record<JobBoardProvider, string>>;

/** A board's token: a path segment, starting with a letter or digit so no board is `.` or `..`. */
export const boardPattern = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$/;
/** Recruitee's board is its host's first label: no dots, so it can name no other host. */
export const hostLabelPattern = /^[A-Za-z0-9][A-Za-z0-9-]{0,62}$/;
export const boardMessage = "must be 1 to 80 letters, digits, -, _ or ., starting with a letter or digit " +
  "(for recruitee: 1 to 63 letters, digits or -, starting with a letter or digit)";
/** Whether `board` may name a board of `provider` (`job_sources_board_format` and `_host_label` hold the same). */
export const isBoard = (provider: JobBoardProvider, board: string) =>
  boardPattern.test(board) && (provider !== "recruitee" || hostLabelPattern.test(board));

/** `greenhouse:acme`, `lever:acme`, `recruitee:acme`, ...: a provider and its board's token. */
export const jobBoardSource = () =>
  z.string().refine((value) => {
    const at = value.indexOf(":");
    const provider = value.slice(0, at) as JobBoardProvider;
    return at > 0 && Object.hasOwn(jobBoards, provider) && isBoard(provider, value.slice(at + 1));
  }, `must be <provider>:<board>, the provider one of ${Object.keys(jobBoards).join(", ")} and the board ${boardMessage}`)
    .meta({
      pattern: `^((${jobBoardProviders.filter((p) => p !== "recruitee").join("|")}):${boardPattern.source.slice(1, -1)}` +
        `|recruitee:${hostLabelPattern.source.slice(1, -1)})$`,
    });

/** One request's limit, and a board's in all (SmartRecruiters makes a call per posting). */
const requestTimeoutMs = 10_000;
const boardTimeoutMs = 60_000;
/** SmartRecruiters: postings read at most (a page of 100 and a call for each one's description). */
const smartRecruitersMaxPostings = 1_000;
const detailCallsAtOnce = 8;

/**
 * The time a request gives its board: a quarter of its own deadline stays for the import, so a
 * slow board is the board's outcome (a failed run, a 502), never the request's (a 503).
 */
export const boardTimeFor = (caller: Caller) => Math.min(boardTimeoutMs, roleTimeLimits[caller.claims.role] * 0.75);

/** GETs one of the board's provider's URLs as JSON, within the board's limits. */
type Get = (url: string) => Promise<unknown>;

/** A posting the board listed but that could not be read, and why. */
export interface BoardSkip {
  /** Its place in the board's list, from 1. */
  row: number;
  external_id: string;
  reason: string;
}

/** A text the board sent longer than its field takes, cut with an ellipsis. */
export interface BoardPostings {
  /** The postings as import rows (the fields a file has), in the provider's order. */
  rows: Record<string, unknown>[];
  skipped: BoardSkip[];
  shortened: Shortened[];
}

/**
 * How the boards are reached: the providers themselves, unless the local stack (`JOB_BOARD_ORIGINS`)
 * or a test says otherwise. A deployed function is given none.
 */
export interface BoardAccess {
  /** Each provider's requests go to this origin instead, path and query kept. */
  origins?: JobBoardOrigins;
  /** One request's limit (default 10 s), so a test of a silent board takes a moment, not 10 s. */
  requestTimeoutMs?: number;
}

export interface FetchOptions {
  maxBytes: number;
  access?: BoardAccess;
  signal?: AbortSignal;
  /** The company of postings whose payload names none (a job source's `company_name`); else the board. */
  company?: string | null;
  /** The board's time in all (default 60 s): below the request's own deadline, so the board's slowness is the board's outcome. */
  timeoutMs?: number;
}

/**
 * A posting id as the providers mean it: an opaque name. One that is empty, a path step (`.`,
 * `..`) or holds a character a URL reads (`/`, `\\`, `?`, `#`, `%`) is never put into one.
 */
const unusableId = /^\.{0,2}$|[/\\?#%]/;

/** The jobs whose ids are usable, each other skipped and reported with its place in the list. */
function withUsableIds<J extends { external_id: string; row?: number }>(jobs: J[], skipped: BoardSkip[]) {
  const usable: (J & { row: number })[] = [];
  const unusable: BoardSkip[] = [];
  jobs.forEach((job, i) => {
    const row = job.row ?? i + 1;
    if (!unusableId.test(job.external_id)) usable.push({ ...job, row });
    else unusable.push({ row, external_id: job.external_id, reason: "its id is empty, a path step (. or ..) or holds / \\ ? # or %, so it was not read" });
  });
  return { jobs: usable, skipped: [...unusable, ...skipped].sort((a, b) => a.row - b.row) };
}

/**
 * The board's postings as import rows. Refuses with 502 `upstream_failed`, naming the provider,
 * when the board's list does not answer within its time, answers other than 200, more than
 * `maxBytes` in all, a redirect, or anything but its documented JSON shape; a posting whose own
 * call fails so is skipped and reported, unless most of them fail (then the board has).
 */
export async function fetchJobBoard(source: string, options: FetchOptions): Promise<BoardPostings> {
  const at = source.indexOf(":");
  const [provider, board] = [source.slice(0, at) as JobBoardProvider, source.slice(at + 1)];
  const home = new URL(jobBoards[provider](board));
  const origin = options.access?.origins?.[provider];
  const failed = (why: string) => new ApiError(502, "upstream_failed", `${provider} (${home.host}) ${why}; nothing was imported.`);
  const boardMs = Math.min(options.timeoutMs ?? boardTimeoutMs, boardTimeoutMs);
  const requestMs = Math.min(options.access?.requestTimeoutMs ?? requestTimeoutMs, boardMs);
  const overall = AbortSignal.timeout(boardMs);
  let budget = options.maxBytes;

  const get: Get = async (address) => {
    const url = new URL(address);
    if (url.host !== home.host) throw new Error(`job boards: ${url.host} is not ${provider}'s`);
    const target = origin ? new URL(url.pathname + url.search, origin) : url;
    const timeout = AbortSignal.timeout(requestMs);
    const signal = AbortSignal.any([timeout, overall, ...(options.signal ? [options.signal] : [])]);
    // The request's own deadline or departure is a 503, as everywhere; the board's slowness a 502.
    const stopped = (why: string) => () => {
      if (options.signal?.aborted) throw new DeadlineExceeded();
      throw failed(timeout.aborted || overall.aborted ? `did not answer within ${(overall.aborted ? boardMs : requestMs) / 1000} s` : why);
    };
    const response = await fetch(target, { headers: { accept: "application/json" }, redirect: "error", signal })
      .catch(stopped("could not be reached"));
    if (response.status !== 200) {
      await response.body?.cancel();
      throw failed(`answered ${response.status} for ${url.pathname === home.pathname ? `board ${board}` : url.pathname}`);
    }
    const body = await readAtMost(response, budget, signal).catch(stopped("broke off its answer"));
    if (body === undefined) throw failed(`answered more than ${options.maxBytes} bytes`);
    const [text, size] = body;
    budget -= size;
    try {
      return JSON.parse(text);
    } catch {
      throw failed("answered something other than JSON");
    }
  };
  const read = <T>(shape: z.ZodType<T>) => async (address: string): Promise<T> => {
    const parsed = shape.safeParse(await get(address));
    if (!parsed.success) throw failed("answered JSON that is not its job board's");
    return parsed.data;
  };

  const listed = await boardReaders[provider](home.href, board, read);
  const { jobs, skipped } = withUsableIds(listed.jobs, listed.skipped);
  // Ids and the feed are lowercase (the feed's rule); the board keeps its case in the URL.
  const prefix = `${provider}:${board.toLowerCase()}`;
  const shortened: Shortened[] = [];
  const rows = jobs.map(({ row: _, ...job }) =>
    withinLimits(withBlanksCleared({ ...job, company_name: job.company_name ?? options.company ?? board, external_id: `${prefix}:${job.external_id}` }), shortened)
  );
  return { rows, skipped: skipped.map((s) => ({ ...s, external_id: `${prefix}:${s.external_id}` })), shortened };
}

/**
 * The row with each optional text longer than its field takes (the posting's own limits) cut, with
 * an ellipsis, and each cut noted, rather than the posting refused; a title is not cut (it would be
 * another title).
 */
function withinLimits(row: Record<string, unknown>, shortened: Shortened[]) {
  for (const [name, max] of Object.entries(optionalTextLimits())) {
    const value = row[name];
    if (typeof value === "string" && value.length > max) {
      row[name] = `${value.slice(0, max - 1).trimEnd()}…`;
      shortened.push({ external_id: row.external_id as string, field: name, length: value.length, kept: max });
    }
  }
  return row;
}


type Job = Record<string, unknown> & { external_id: string; company_name?: string };
type Reader = <T>(shape: z.ZodType<T>) => (address: string) => Promise<T>;

/** How each provider's board is read: one request, or SmartRecruiters' pages and a call per posting. */
const boardReaders: Record<JobBoardProvider, (url: string, board: string, read: Reader) => Promise<{ jobs: Job[]; skipped: BoardSkip[] }>> = {
  greenhouse: async (url, _, read) => ({ jobs: await read(boardShapes().greenhouse)(url), skipped: [] }),
  lever: async (url, _, read) => ({ jobs: await read(boardShapes().lever)(url), skipped: [] }),
  ashby: async (url, _, read) => ({ jobs: await read(boardShapes().ashby)(url), skipped: [] }),
  workable: async (url, _, read) => ({ jobs: await read(boardShapes().workable)(url), skipped: [] }),
  recruitee: async (url, _, read) => ({ jobs: await read(boardShapes().recruitee)(url), skipped: [] }),
  async smartrecruiters(url, board, read) {
    const page = read(boardShapes().smartRecruitersPage);
    const listed: { id: string; summary: Omit<Job, "external_id"> }[] = [];
    for (let offset = 0; offset < smartRecruitersMaxPostings;) {
      const { content, totalFound } = await page(`${url}?limit=100&offset=${offset}`);
      listed.push(...content);
      offset += content.length;
      if (content.length === 0 || offset >= totalFound) break;
    }
    const detail = read(boardShapes().smartRecruitersPosting);
    // An id goes into the detail call's path: one that could steer it elsewhere is never sent.
    const { jobs: postings, skipped } = withUsableIds(listed.slice(0, smartRecruitersMaxPostings).map((p) => ({ ...p, external_id: p.id })), []);
    const unusable = skipped.length;
    const found: (Job | undefined)[] = new Array(postings.length);
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < postings.length; i = next++) {
        const { id, summary, row } = postings[i]!;
        try {
          const more = await detail(`${url}/${encodeURIComponent(id)}`);
          found[i] = { external_id: id, ...summary, ...more, link_url: more.link_url ?? `https://jobs.smartrecruiters.com/${board}/${id}` };
        } catch (error) {
          // The request's end stops the board; one posting's failure only that posting.
          if (!(error instanceof ApiError)) {
            next = postings.length;
            throw error;
          }
          skipped.push({ row, external_id: id, reason: `its details could not be read: ${error.message.replace(/; nothing was imported\.$/, "")}` });
        }
      }
    };
    await Promise.all(Array.from({ length: detailCallsAtOnce }, worker));
    const failures = skipped.length - unusable;
    if (postings.length > 0 && failures * 2 > postings.length) {
      throw new ApiError(502, "upstream_failed", `smartrecruiters (api.smartrecruiters.com) could not give the details of ${failures} of ` +
        `its ${postings.length} postings (the first: ${skipped.sort((a, b) => a.row - b.row)[0]!.reason}); nothing was imported.`);
    }
    return { jobs: found.filter((job): job is Job => job !== undefined), skipped: skipped.sort((a, b) => a.row - b.row) };
  },
};

/**
 * A job's optional fields that the provider gives, with an empty one as null: a field the board
 * no longer fills is cleared on re-import, as an empty cell is; one it never maps (Greenhouse has
 * no employment type) is absent, and an editor's value stays.
 */
const withBlanksCleared = (job: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(job).map(([name, value]) => [name, value ?? (requiredFields.has(name) ? value : null)]));
const requiredFields = new Set(["external_id", "title", "link_url"]);

/** The body as text and its size in bytes, or undefined past `maxBytes` (the rest is not read). */
async function readAtMost(response: Response, maxBytes: number, signal: AbortSignal): Promise<[string, number] | undefined> {
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    if (signal.aborted) throw signal.reason;
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) bytes.set(chunk, (at += chunk.byteLength) - chunk.byteLength);
  return [new TextDecoder().decode(bytes), size];
}

/** A board's text as plain text (its markup, if any, removed), or undefined when blank. */
const plain = (value: string | null | undefined) => {
  const text = value ? plainText(value) : "";
  return text || undefined;
};
/** Parts of a description, each as plain text, a blank line between them. */
const sections = (...parts: (string | null | undefined)[]) => parts.map(plain).filter(Boolean).join("\n\n") || undefined;
/** A heading and its text as one part. */
const headed = (heading: string | null | undefined, text: string | null | undefined) => {
  const body = plain(text);
  return body ? [plain(heading), body].filter(Boolean).join("\n") : undefined;
};
const employmentType = (value: string | null | undefined) => (value ? employmentTypeOf(value) : undefined);


/**
 * The pay a board states in numbers, as the four fields and the card's text (`$75,000–$100,000 a
 * year`); every field null when it states none, so that a posting's old pay is cleared.
 */
function payOf(min: number | null | undefined, max: number | null | undefined, currency: string | null | undefined, period: SalaryPeriod | undefined) {
  const low = min ?? max;
  const high = max ?? min;
  const code = currency?.trim().toUpperCase();
  if (typeof low !== "number" || typeof high !== "number" || !(low > 0) || high < low || !code || !/^[A-Z]{3}$/.test(code) || !period) {
    return { salary: null, salary_min: null, salary_max: null, salary_currency: null, salary_period: null };
  }
  const pay = { salary_min: low, salary_max: high, salary_currency: code, salary_period: period };
  return { ...pay, salary: salaryText(pay) };
}

/** The work model a board's word names (`onsite`, `OnSite`, `Hybrid`, `remote`), else null (`unspecified`). */
const workplaceOf = (value: string | null | undefined): string | null => workplaceNamed(value) ?? null;
/** The country of a code or English name, else of a location's last part, else null. */
const countryOf = (...candidates: (string | null | undefined)[]) => {
  for (const candidate of candidates) {
    const text = candidate?.trim();
    if (!text) continue;
    const code = countryCodeOf(text) ?? countryInLocation(text).country;
    if (code) return code;
  }
  return null;
};

/**
 * Each provider's documented answer, read leniently (fields it may add are ignored, and every
 * field of a job may be missing), and mapped to the rows a file would have: every word of its
 * text (each section, list and note, in the order its page shows them), and its facts (pay, work
 * model, country, when it was posted, the company) where it states them. Built at the first
 * import from a job board. Long because it is a table: one documented shape per provider.
 */
const boardShapes = lazily(() => {
  const text = z.string().nullish();
  const id = z.union([z.string(), z.number()]).transform(String);
  const amount = z.number().nullish().catch(null);
  const labelled = z.looseObject({ label: text }).nullish();
  const section = z.looseObject({ title: text, text }).nullish();
  return {
    // https://developers.greenhouse.io/job-board.html: { jobs: [{ id, title, absolute_url,
    // company_name, first_published, updated_at, location: { name }, offices: [{ name, location }],
    // content (escaped HTML), departments: [{ name }] }]
    greenhouse: z.looseObject({
      jobs: z.array(z.looseObject({
        id,
        title: text,
        absolute_url: text,
        company_name: text,
        first_published: text,
        updated_at: text,
        location: z.looseObject({ name: text }).nullish(),
        offices: z.array(z.looseObject({ name: text, location: text })).nullish(),
        content: text,
        departments: z.array(z.looseObject({ name: text })).nullish(),
      })),
    }).transform(({ jobs }) =>
      jobs.map((job) => ({
        external_id: job.id,
        title: plain(job.title),
        link_url: job.absolute_url?.trim() || undefined,
        company_name: plain(job.company_name),
        location: plain(job.location?.name),
        description: sections(job.content),
        field: plain(job.departments?.[0]?.name),
        country: countryOf(...(job.offices ?? []).flatMap((office) => [office.location, office.name]), job.location?.name),
        // Boards' answers before 2019 have no first_published: their updated_at is the date they give.
        posted_at: instant(job.first_published ?? job.updated_at) ?? null,
      }))
    ),
    // https://github.com/lever/postings-api: [{ id, text, hostedUrl, createdAt (ms), country,
    // workplaceType (onsite, hybrid, remote, unspecified), categories: { commitment, department,
    // team, location }, description/descriptionPlain, lists: [{ text, content (HTML items) }],
    // additional/additionalPlain, salaryRange: { min, max, currency, interval } }]
    lever: z.array(z.looseObject({
      id,
      text,
      hostedUrl: text,
      createdAt: z.number().nullish().catch(null),
      country: text,
      workplaceType: text,
      categories: z.looseObject({ commitment: text, department: text, team: text, location: text }).nullish(),
      description: text,
      descriptionPlain: text,
      lists: z.array(z.looseObject({ text, content: text })).nullish(),
      additional: text,
      additionalPlain: text,
      salaryRange: z.looseObject({ min: amount, max: amount, currency: text, interval: text }).nullish(),
    })).transform((jobs) =>
      jobs.map((job) => ({
        external_id: job.id,
        title: plain(job.text),
        link_url: job.hostedUrl?.trim() || undefined,
        location: plain(job.categories?.location),
        employment_type: employmentType(job.categories?.commitment),
        // As the posting's page shows it: the description, each list under its heading, then the rest.
        description: sections(
          job.descriptionPlain || job.description,
          ...(job.lists ?? []).map((list) => headed(list.text, list.content)),
          job.additionalPlain || job.additional,
        ),
        field: plain(job.categories?.department) ?? plain(job.categories?.team),
        ...payOf(job.salaryRange?.min, job.salaryRange?.max, job.salaryRange?.currency, salaryPeriodOf(job.salaryRange?.interval)),
        workplace: workplaceOf(job.workplaceType),
        country: countryOf(job.country),
        posted_at: instant(job.createdAt) ?? null,
      }))
    ),
    // https://developers.ashbyhq.com/docs/public-job-posting-api (with includeCompensation=true):
    // { jobs: [{ id, title, jobUrl, location, employmentType (FullTime, PartTime, Intern, Contract,
    // Temporary), department, team, descriptionHtml, descriptionPlain, publishedAt, isRemote,
    // workplaceType (OnSite, Remote, Hybrid), address: { postalAddress: { addressCountry } },
    // compensation: { summaryComponents: [{ compensationType, interval, currencyCode, minValue, maxValue }] } }] }
    ashby: z.looseObject({
      jobs: z.array(z.looseObject({
        id,
        title: text,
        jobUrl: text,
        location: text,
        employmentType: text,
        department: text,
        team: text,
        descriptionHtml: text,
        descriptionPlain: text,
        publishedAt: text,
        isRemote: z.boolean().nullish().catch(null),
        workplaceType: text,
        address: z.looseObject({ postalAddress: z.looseObject({ addressCountry: text }).nullish() }).nullish().catch(null),
        compensation: z.looseObject({
          compensationTierSummary: text,
          summaryComponents: z.array(z.looseObject({
            compensationType: text, interval: text, currencyCode: text, minValue: amount, maxValue: amount,
          })).nullish().catch(null),
        }).nullish().catch(null),
      })),
    }).transform(({ jobs }) =>
      jobs.map((job) => {
        const salary = job.compensation?.summaryComponents?.find((c) => c.compensationType === "Salary");
        return {
          external_id: job.id,
          title: plain(job.title),
          link_url: job.jobUrl?.trim() || undefined,
          location: plain(job.location),
          employment_type: employmentType(ashbyEmploymentTypes[job.employmentType ?? ""]),
          description: sections(job.descriptionPlain || job.descriptionHtml),
          field: plain(job.department) ?? plain(job.team),
          ...payOf(salary?.minValue, salary?.maxValue, salary?.currencyCode, salaryPeriodOf(salary?.interval)),
          workplace: workplaceOf(job.workplaceType) ?? (job.isRemote ? "remote" : null),
          country: countryOf(job.address?.postalAddress?.addressCountry),
          posted_at: instant(job.publishedAt) ?? null,
        };
      })
    ),
    // https://workable.readme.io/reference/jobs-1 (the public widget): { name, jobs: [{ shortcode,
    // title, employment_type, telecommuting, department, url, application_url, city, state,
    // country, locations: [{ countryCode }], published_on, created_at, description (HTML, with details=true) }] }
    workable: z.looseObject({
      name: text,
      jobs: z.array(z.looseObject({
        shortcode: id,
        title: text,
        url: text,
        application_url: text,
        employment_type: text,
        telecommuting: z.boolean().nullish(),
        department: text,
        city: text,
        state: text,
        country: text,
        locations: z.array(z.looseObject({ countryCode: text })).nullish().catch(null),
        published_on: text,
        created_at: text,
        description: text,
      })),
    }).transform(({ name, jobs }) =>
      jobs.map((job) => ({
        external_id: job.shortcode,
        title: plain(job.title),
        link_url: job.url?.trim() || job.application_url?.trim() || undefined,
        company_name: plain(name),
        location: plain(placeOf([job.city, job.state, job.country], job.telecommuting)),
        employment_type: employmentType(job.employment_type),
        description: sections(job.description),
        field: plain(job.department),
        workplace: job.telecommuting ? "remote" : null,
        country: countryOf(job.locations?.[0]?.countryCode, job.country),
        posted_at: instant(job.published_on ?? job.created_at) ?? null,
      }))
    ),
    // https://docs.recruitee.com/reference/offers: { offers: [{ id, slug, title, careers_url,
    // careers_apply_url, company_name, location, city, country, country_code, remote, hybrid,
    // on_site, employment_type_code, department, description (HTML), requirements (HTML),
    // published_at, salary: { min, max, currency, period } }] }
    recruitee: z.looseObject({
      offers: z.array(z.looseObject({
        id,
        title: text,
        careers_url: text,
        careers_apply_url: text,
        company_name: text,
        location: text,
        city: text,
        country: text,
        country_code: text,
        remote: z.boolean().nullish(),
        hybrid: z.boolean().nullish().catch(null),
        on_site: z.boolean().nullish().catch(null),
        employment_type_code: text,
        department: text,
        description: text,
        requirements: text,
        published_at: text,
        salary: z.looseObject({ min: z.union([z.number(), z.string()]).nullish(), max: z.union([z.number(), z.string()]).nullish(), currency: text, period: text })
          .nullish().catch(null),
      })),
    }).transform(({ offers }) =>
      offers.map((job) => ({
        external_id: job.id,
        title: plain(job.title),
        link_url: job.careers_url?.trim() || job.careers_apply_url?.trim() || undefined,
        company_name: plain(job.company_name),
        location: plain(placeOf(job.location?.trim() ? [job.location] : [job.city, job.country], job.remote)),
        employment_type: employmentType(recruiteeEmploymentTypes[(job.employment_type_code ?? "").replace(/_fixed_term$/, "")]),
        description: sections(job.description, job.requirements),
        field: plain(job.department),
        ...payOf(numberOf(job.salary?.min), numberOf(job.salary?.max), job.salary?.currency, salaryPeriodOf(job.salary?.period)),
        workplace: job.hybrid ? "hybrid" : job.remote ? "remote" : job.on_site ? "on_site" : null,
        country: countryOf(job.country_code, job.country),
        posted_at: instant(job.published_at) ?? null,
      }))
    ),
    // https://developers.smartrecruiters.com/reference/listpostings-1: { offset, limit, totalFound,
    // content: [{ id, name, company: { name }, releasedDate, location: { city, region, country,
    // remote, hybrid }, typeOfEmployment: { label }, department: { label }, function: { label },
    // language: { code } }] }
    smartRecruitersPage: z.looseObject({
      totalFound: z.int().nonnegative(),
      content: z.array(z.looseObject({
        id,
        name: text,
        company: z.looseObject({ name: text }).nullish().catch(null),
        releasedDate: text,
        location: z.looseObject({
          city: text, region: text, country: text, remote: z.boolean().nullish(), hybrid: z.boolean().nullish().catch(null),
        }).nullish(),
        typeOfEmployment: labelled,
        department: labelled,
        function: labelled,
        language: z.looseObject({ code: text }).nullish().catch(null),
      })),
    }).transform(({ totalFound, content }) => ({
      totalFound,
      content: content.map((job) => ({
        id: job.id,
        summary: {
          title: plain(job.name),
          company_name: plain(job.company?.name),
          location: plain(placeOf([job.location?.city, job.location?.region, job.location?.country?.toUpperCase()], job.location?.remote)),
          employment_type: employmentType(job.typeOfEmployment?.label),
          field: plain(job.department?.label) ?? plain(job.function?.label),
          workplace: job.location ? (job.location.remote ? "remote" : job.location.hybrid ? "hybrid" : "on_site") : null,
          country: countryOf(job.location?.country),
          posted_at: instant(job.releasedDate) ?? null,
          // The posting's language as the board gives it (`en`, `fr_FR`); none when it says none.
          language: job.language?.code?.trim() || undefined,
        },
      })),
    })),
    // https://developers.smartrecruiters.com/reference/getposting-1: { id, postingUrl, applyUrl,
    // jobAd: { sections: { companyDescription, jobDescription, qualifications,
    // additionalInformation: { title, text } } }, compensation: { min, max, currency, period } }
    smartRecruitersPosting: z.looseObject({
      postingUrl: text,
      applyUrl: text,
      jobAd: z.looseObject({ sections: z.record(z.string(), section.catch(null)).nullish().catch(null) }).nullish(),
      compensation: z.looseObject({ min: amount, max: amount, currency: text, period: text }).nullish().catch(null),
    }).transform((job) => {
      // Every section, in the order the posting gives them (company, job, qualifications, more).
      const parts = Object.values(job.jobAd?.sections ?? {}).map((part) => headed(part?.title, part?.text));
      const pay = job.compensation;
      return {
        link_url: job.postingUrl?.trim() || job.applyUrl?.trim() || undefined,
        description: sections(...parts),
        ...payOf(pay?.min, pay?.max, pay?.currency, salaryPeriodOf(pay?.period)),
      };
    }),
  };
});

/** "75000" or 75000 as a number. */
const numberOf = (value: string | number | null | undefined) => {
  const n = typeof value === "string" ? Number(value.replaceAll(",", "")) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};

/** "London, England, UK"; a remote job's is "Remote", then its place if it has one ("Remote, GB"). */
const placeOf = (parts: (string | null | undefined)[], remote?: boolean | null) => {
  const place = parts.map((part) => part?.trim()).filter(Boolean).join(", ");
  return remote ? (place ? `Remote, ${place}` : "Remote") : place || undefined;
};

/** Recruitee's employment type codes, as words (a fixed-term one as its kind); others have no counterpart. */
const recruiteeEmploymentTypes: Record<string, string> = {
  fulltime: "full time", parttime: "part time", internship: "intern", traineeship: "intern", contract: "contract", freelance: "contract",
};

/** Ashby's employment types, as words; Temporary has no counterpart here. */
const ashbyEmploymentTypes: Record<string, string> = { FullTime: "full time", PartTime: "part time", Intern: "intern", Contract: "contract" };
