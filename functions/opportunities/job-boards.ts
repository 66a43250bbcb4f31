import * as z from "zod";
import { DeadlineExceeded } from "../_shared/database/database.ts";
import { ApiError } from "../_shared/http/errors.ts";
import { lazily } from "../_shared/http/lazily.ts";
import { plainText } from "./plain-text.ts";
import { employmentTypeOf } from "./posting.ts";

/**
 * Public job boards the import reads from: each provider's documented, unauthenticated JSON of a
 * board's open postings. Only these hosts are ever fetched; the board is the one thing a caller
 * chooses, and its characters cannot leave the URL's path segment (or, for Recruitee, whose board
 * is a subdomain, the host's first label).
 */
export const jobBoards = {
  greenhouse: (board: string) => `https://boards-api.greenhouse.io/v1/boards/${board}/jobs?content=true`,
  lever: (board: string) => `https://api.lever.co/v0/postings/${board}?mode=json`,
  ashby: (board: string) => `https://api.ashbyhq.com/posting-api/job-board/${board}`,
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

/** One request's limit; a board that needs several (SmartRecruiters) has `boardTimeoutMs` in all. */
const timeoutMs = 10_000;
const boardTimeoutMs = 60_000;
/** SmartRecruiters: postings read at most (a page of 100 and a call for each one's description). */
const smartRecruitersMaxPostings = 1_000;
const detailCallsAtOnce = 8;

/** GETs one of the board's provider's URLs as JSON, within the board's limits. */
type Get = (url: string) => Promise<unknown>;

/**
 * The board's postings as import rows (the fields a file has), in the provider's order. Refuses
 * with 502 `upstream_failed`, naming the provider, when the board does not answer within 10 s
 * (a request), answers other than 200, more than `maxBytes` in all, a redirect, or anything but
 * its documented JSON shape.
 */
export async function fetchJobBoard(
  source: string,
  options: { maxBytes: number; origins?: JobBoardOrigins; signal?: AbortSignal },
): Promise<Record<string, unknown>[]> {
  const at = source.indexOf(":");
  const [provider, board] = [source.slice(0, at) as JobBoardProvider, source.slice(at + 1)];
  const home = new URL(jobBoards[provider](board));
  const origin = options.origins?.[provider];
  const failed = (why: string) => new ApiError(502, "upstream_failed", `${provider} (${home.host}) ${why}; nothing was imported.`);
  const overall = AbortSignal.timeout(boardTimeoutMs);
  let budget = options.maxBytes;

  const get: Get = async (address) => {
    const url = new URL(address);
    if (url.host !== home.host) throw new Error(`job boards: ${url.host} is not ${provider}'s`);
    const target = origin ? new URL(url.pathname + url.search, origin) : url;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([timeout, overall, ...(options.signal ? [options.signal] : [])]);
    // The request's own deadline or departure is a 503, as everywhere; the board's slowness a 502.
    const stopped = (why: string) => () => {
      if (options.signal?.aborted) throw new DeadlineExceeded();
      throw failed(timeout.aborted || overall.aborted ? `did not answer within ${(overall.aborted ? boardTimeoutMs : timeoutMs) / 1000} s` : why);
    };
    const response = await fetch(target, { headers: { accept: "application/json" }, redirect: "error", signal })
      .catch(stopped("could not be reached"));
    if (response.status !== 200) {
      await response.body?.cancel();
      throw failed(`answered ${response.status} for board ${board}`);
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

  const jobs = await boardReaders[provider](home.href, board, read);
  // Ids and the feed are lowercase (the feed's rule); the board keeps its case in the URL.
  const prefix = `${provider}:${board.toLowerCase()}`;
  return jobs.map((job) => ({ ...withBlanksCleared(job), external_id: `${prefix}:${job.external_id}`, company_name: board }));
}

type Job = Record<string, unknown> & { external_id: string };
type Reader = <T>(shape: z.ZodType<T>) => (address: string) => Promise<T>;

/** How each provider's board is read: one request, or SmartRecruiters' pages and a call per posting. */
const boardReaders: Record<JobBoardProvider, (url: string, board: string, read: Reader) => Promise<Job[]>> = {
  greenhouse: (url, _, read) => read(boardShapes().greenhouse)(url),
  lever: (url, _, read) => read(boardShapes().lever)(url),
  ashby: (url, _, read) => read(boardShapes().ashby)(url),
  workable: (url, _, read) => read(boardShapes().workable)(url),
  recruitee: (url, _, read) => read(boardShapes().recruitee)(url),
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
    const postings = listed.slice(0, smartRecruitersMaxPostings);
    const jobs: Job[] = new Array(postings.length);
    let next = 0;
    const worker = async () => {
      // A failed call fails the board: the other workers take no further posting.
      for (let i = next++; i < postings.length; i = next++) {
        const { id, summary } = postings[i]!;
        const more = await detail(`${url}/${encodeURIComponent(id)}`).catch((error) => {
          next = postings.length;
          throw error;
        });
        jobs[i] = {
          external_id: id,
          ...summary,
          link_url: more.link_url ?? `https://jobs.smartrecruiters.com/${board}/${id}`,
          description: more.description,
        };
      }
    };
    await Promise.all(Array.from({ length: detailCallsAtOnce }, worker));
    return jobs;
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

const textOrNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);
/** Longer than the column takes: cut, with an ellipsis, rather than the job refused. */
const clipped = (max: number) => (value: string | null | undefined) => {
  const kept = textOrNull(value);
  return kept && kept.length > max ? `${kept.slice(0, max - 1).trimEnd()}…` : kept;
};
const location = clipped(200);
const field = clipped(100);
/** The provider's plain text when it has one, else its HTML, cleaned alike: neither is trusted to be plain. */
const description = (html: string | null | undefined, plain?: string | null) =>
  clipped(10_000)(plainText(textOrNull(plain) ?? html ?? ""));
const employmentType = (value: string | null | undefined) => (value ? employmentTypeOf(value) : undefined);

/**
 * Each provider's documented answer, read leniently (fields it may add are ignored, and every
 * field of a job may be missing), and mapped to the rows a file would have. Built at the first
 * import from a job board. Long because it is a table: one documented shape per provider.
 */
const boardShapes = lazily(() => {
  const text = z.string().nullish();
  const id = z.union([z.string(), z.number()]).transform(String);
  const labelled = z.looseObject({ label: text }).nullish();
  const section = z.looseObject({ text }).nullish();
  return {
    // https://developers.greenhouse.io/job-board.html: { jobs: [{ id, title, absolute_url,
    // location: { name }, content (escaped HTML), departments: [{ name }] }] }
    greenhouse: z.looseObject({
      jobs: z.array(z.looseObject({
        id,
        title: text,
        absolute_url: text,
        location: z.looseObject({ name: text }).nullish(),
        content: text,
        departments: z.array(z.looseObject({ name: text })).nullish(),
      })),
    }).transform(({ jobs }) =>
      jobs.map((job) => ({
        external_id: job.id,
        title: textOrNull(job.title),
        link_url: textOrNull(job.absolute_url),
        location: location(job.location?.name),
        description: description(job.content),
        field: field(job.departments?.[0]?.name),
      }))
    ),
    // https://github.com/lever/postings-api: [{ id, text, hostedUrl, categories: { commitment,
    // department, team, location }, description (HTML), descriptionPlain }]
    lever: z.array(z.looseObject({
      id,
      text,
      hostedUrl: text,
      categories: z.looseObject({ commitment: text, department: text, team: text, location: text }).nullish(),
      description: text,
      descriptionPlain: text,
    })).transform((jobs) =>
      jobs.map((job) => ({
        external_id: job.id,
        title: textOrNull(job.text),
        link_url: textOrNull(job.hostedUrl),
        location: location(job.categories?.location),
        employment_type: employmentType(job.categories?.commitment),
        description: description(job.description, job.descriptionPlain),
        field: field(job.categories?.department) ?? field(job.categories?.team),
      }))
    ),
    // https://developers.ashbyhq.com/docs/public-job-posting-api: { jobs: [{ id, title, jobUrl,
    // location, employmentType (FullTime, PartTime, Intern, Contract, Temporary), department,
    // team, descriptionHtml, descriptionPlain }] }
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
      })),
    }).transform(({ jobs }) =>
      jobs.map((job) => ({
        external_id: job.id,
        title: textOrNull(job.title),
        link_url: textOrNull(job.jobUrl),
        location: location(job.location),
        employment_type: employmentType(ashbyEmploymentTypes[job.employmentType ?? ""]),
        description: description(job.descriptionHtml, job.descriptionPlain),
        field: field(job.department) ?? field(job.team),
      }))
    ),
    // https://workable.readme.io/reference/jobs-1 (the public widget): { name, jobs: [{ shortcode,
    // title, employment_type, telecommuting, department, url, application_url, city, state,
    // country, description (HTML, with details=true) }] }
    workable: z.looseObject({
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
        description: text,
      })),
    }).transform(({ jobs }) =>
      jobs.map((job) => ({
        external_id: job.shortcode,
        title: textOrNull(job.title),
        link_url: textOrNull(job.url) ?? textOrNull(job.application_url),
        location: location(placeOf([job.city, job.state, job.country], job.telecommuting)),
        employment_type: employmentType(job.employment_type),
        description: description(job.description),
        field: field(job.department),
      }))
    ),
    // https://docs.recruitee.com/reference/offers: { offers: [{ id, slug, title, careers_url,
    // careers_apply_url, location, city, country, remote, employment_type_code, department,
    // description (HTML), requirements (HTML) }] }
    recruitee: z.looseObject({
      offers: z.array(z.looseObject({
        id,
        title: text,
        careers_url: text,
        careers_apply_url: text,
        location: text,
        city: text,
        country: text,
        remote: z.boolean().nullish(),
        employment_type_code: text,
        department: text,
        description: text,
        requirements: text,
      })),
    }).transform(({ offers }) =>
      offers.map((job) => ({
        external_id: job.id,
        title: textOrNull(job.title),
        link_url: textOrNull(job.careers_url) ?? textOrNull(job.careers_apply_url),
        location: location(placeOf(textOrNull(job.location) ? [job.location] : [job.city, job.country], job.remote)),
        employment_type: employmentType(recruiteeEmploymentTypes[(job.employment_type_code ?? "").replace(/_fixed_term$/, "")]),
        description: description([job.description, job.requirements].filter(Boolean).join("\n")),
        field: field(job.department),
      }))
    ),
    // https://developers.smartrecruiters.com/reference/listpostings-1: { offset, limit, totalFound,
    // content: [{ id, name, location: { city, region, country, remote }, typeOfEmployment: { label },
    // department: { label }, function: { label } }] }
    smartRecruitersPage: z.looseObject({
      totalFound: z.int().nonnegative(),
      content: z.array(z.looseObject({
        id,
        name: text,
        location: z.looseObject({ city: text, region: text, country: text, remote: z.boolean().nullish() }).nullish(),
        typeOfEmployment: labelled,
        department: labelled,
        function: labelled,
      })),
    }).transform(({ totalFound, content }) => ({
      totalFound,
      content: content.map((job) => ({
        id: job.id,
        summary: {
          title: textOrNull(job.name),
          location: location(placeOf([job.location?.city, job.location?.region, job.location?.country?.toUpperCase()], job.location?.remote)),
          employment_type: employmentType(job.typeOfEmployment?.label),
          field: field(job.department?.label) ?? field(job.function?.label),
        },
      })),
    })),
    // https://developers.smartrecruiters.com/reference/getposting-1: { id, postingUrl, applyUrl,
    // jobAd: { sections: { jobDescription, qualifications, additionalInformation: { title, text } } } }
    smartRecruitersPosting: z.looseObject({
      postingUrl: text,
      applyUrl: text,
      jobAd: z.looseObject({
        sections: z.looseObject({ jobDescription: section, qualifications: section, additionalInformation: section }).nullish(),
      }).nullish(),
    }).transform((job) => {
      const sections = job.jobAd?.sections;
      const parts = [sections?.jobDescription, sections?.qualifications, sections?.additionalInformation]
        .map((part) => part?.text).filter(Boolean);
      return { link_url: textOrNull(job.postingUrl) ?? textOrNull(job.applyUrl), description: description(parts.join("\n")) };
    }),
  };
});

/** "London, England, UK"; a remote job's is "Remote", then its place if it has one ("Remote, GB"). */
const placeOf = (parts: (string | null | undefined)[], remote?: boolean | null) => {
  const place = parts.map(textOrNull).filter(Boolean).join(", ");
  return remote ? (place ? `Remote, ${place}` : "Remote") : place || undefined;
};

/** Recruitee's employment type codes, as words (a fixed-term one as its kind); others have no counterpart. */
const recruiteeEmploymentTypes: Record<string, string> = {
  fulltime: "full time", parttime: "part time", internship: "intern", traineeship: "intern", contract: "contract", freelance: "contract",
};

/** Ashby's employment types, as words; Temporary has no counterpart here. */
const ashbyEmploymentTypes: Record<string, string> = { FullTime: "full time", PartTime: "part time", Intern: "intern", Contract: "contract" };
