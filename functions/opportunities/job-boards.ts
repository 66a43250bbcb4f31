import * as z from "zod";
import { DeadlineExceeded } from "../_shared/database/database.ts";
import { ApiError } from "../_shared/http/errors.ts";
import { lazily } from "../_shared/http/lazily.ts";
import { plainText } from "./plain-text.ts";
import { employmentTypeOf } from "./posting.ts";

/**
 * Public job boards the import reads from: each provider's documented, unauthenticated JSON of a
 * board's open postings. Only these hosts are ever fetched; the board is the one thing a caller
 * chooses, and its characters cannot leave the URL's path segment.
 */
export const jobBoards = {
  greenhouse: (board: string) => `https://boards-api.greenhouse.io/v1/boards/${board}/jobs?content=true`,
  lever: (board: string) => `https://api.lever.co/v0/postings/${board}?mode=json`,
  ashby: (board: string) => `https://api.ashbyhq.com/posting-api/job-board/${board}`,
} as const;
export type JobBoardProvider = keyof typeof jobBoards;

/**
 * Where each provider's URLs go instead: for tests, which serve fixtures locally. Given only in
 * code, to the local stack (never read from the environment), so a deployed function always
 * fetches the providers themselves.
 */
export type JobBoardOrigins = Partial<Record<JobBoardProvider, string>>;

/** `greenhouse:acme`, `lever:acme`, `ashby:Acme`: a provider and its board's token. */
export const jobBoardSource = () => z.string().regex(
  // Starting with a letter or digit, so no board is `.` or `..` (another path of the host).
  /^(greenhouse|lever|ashby):[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$/,
  "must be greenhouse:<board>, lever:<site> or ashby:<board>, the board being 1 to 80 letters, digits, -, _ or ., " +
    "starting with a letter or digit",
);

const timeoutMs = 10_000;

/**
 * The board's postings as import rows (the fields a file has), in the provider's order. Refuses
 * with 502 `upstream_failed`, naming the provider, when the board does not answer within 10 s,
 * answers other than 200, more than `maxBytes`, or anything but its documented JSON shape.
 */
export async function fetchJobBoard(
  source: string,
  options: { maxBytes: number; origins?: JobBoardOrigins; signal?: AbortSignal },
): Promise<Record<string, unknown>[]> {
  const [provider, board] = source.split(":") as [JobBoardProvider, string];
  const url = new URL(jobBoards[provider](board));
  const origin = options.origins?.[provider];
  const target = origin ? new URL(url.pathname + url.search, origin) : url;
  const failed = (why: string) => new ApiError(502, "upstream_failed", `${provider} (${url.host}) ${why}; nothing was imported.`);
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  // The request's own deadline or departure is a 503, as everywhere; the board's slowness a 502.
  const stopped = (why: string) => () => {
    throw options.signal?.aborted ? new DeadlineExceeded() : failed(timeout.aborted ? `did not answer within ${timeoutMs / 1000} s` : why);
  };
  const response = await fetch(target, { headers: { accept: "application/json" }, redirect: "error", signal })
    .catch(stopped("could not be reached"));
  if (response.status !== 200) {
    await response.body?.cancel();
    throw failed(`answered ${response.status} for board ${board}`);
  }
  const text = await readAtMost(response, options.maxBytes, signal).catch(stopped("broke off its answer"));
  if (text === undefined) throw failed(`answered more than ${options.maxBytes} bytes`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw failed("answered something other than JSON");
  }
  const parsed = boardShapes()[provider].safeParse(json);
  if (!parsed.success) throw failed("answered JSON that is not its job board's");
  // Ids and the feed are lowercase (the feed's rule); the board keeps its case in the URL.
  const prefix = `${provider}:${board.toLowerCase()}`;
  return parsed.data.map((job) => ({ ...withBlanksCleared(job), external_id: `${prefix}:${job.external_id}`, company_name: board }));
}

/**
 * A job's optional fields that the provider gives, with an empty one as null: a field the board
 * no longer fills is cleared on re-import, as an empty cell is; one it never maps (Greenhouse has
 * no employment type) is absent, and an editor's value stays.
 */
const withBlanksCleared = (job: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(job).map(([name, value]) => [name, value ?? (requiredFields.has(name) ? value : null)]));
const requiredFields = new Set(["external_id", "title", "link_url"]);

/** The body as text, or undefined past `maxBytes` (the rest is not read). */
async function readAtMost(response: Response, maxBytes: number, signal: AbortSignal): Promise<string | undefined> {
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
  return new TextDecoder().decode(bytes);
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
  };
});

/** Ashby's employment types, as words; Temporary has no counterpart here. */
const ashbyEmploymentTypes: Record<string, string> = { FullTime: "full time", PartTime: "part time", Intern: "intern", Contract: "contract" };
