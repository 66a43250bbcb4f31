import * as z from "zod";
import { lazily } from "./lazily.ts";

// The envelope and error answers as OpenAPI sees them: one definition each, reused by every route,
// built when a route's contract is first asked for.

/** One problem with one field: `error.details`, and an import's skipped rows. */
export const fieldProblem = () =>
  z.object({
    field: z.string().meta({ description: "The field or parameter, e.g. `title`, or `row 3: link_url` in an import." }),
    message: z.string().meta({ description: "The rule it breaks, completing the field's name." }),
  });

export const errorEnvelope = lazily(() => z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string().meta({ description: "Stable snake_case code; the response's description lists those it may hold." }),
    message: z.string().meta({ description: "A sentence naming the field and the rule. Never SQL, table names or secrets." }),
    details: z.array(fieldProblem()).optional().meta({ description: "Every problem found, when there are several or they concern fields." }),
  }),
}).meta({
  id: "Error",
  example: {
    success: false,
    error: {
      code: "validation_failed",
      message: "title: is required",
      details: [{ field: "title", message: "is required" }],
    },
  },
}));

/** `{"success": true, "data": <data>}` */
export const successEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** A page of a list: the rows, where the next page starts, and on request the total. */
export const pageEnvelope = <T extends z.ZodType>(record: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(record),
    next_cursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next page; null on the last page." }),
    total: z.int().optional().meta({ description: "With `count=true`: every row matching the filters and search." }),
  });

/** What each error status means, and the codes it carries. */
export const errorCodes = {
  400: {
    validation_failed: "a field or parameter breaks a rule; `details` names each one",
    invalid_json: "the body is not JSON",
    invalid_body: "the body is not a JSON object",
    invalid_encoding: "the body is not UTF-8",
    invalid_input: "the database cannot store a value of the request",
    invalid_csv: "the CSV cannot be read or lacks an id, title or link column",
    too_many_rows: "the import has more than 50,000 rows",
    invalid_rows: "atomic=true and some rows are invalid; `details` names each problem",
  },
  401: {
    invalid_credentials: "a bad, expired or forged JWT, or an API key of another project (reads included)",
    unauthorized: "a write without credentials, or with only the publishable key",
  },
  403: { forbidden: "signed in without the permission this write needs" },
  404: {
    not_found: "no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set",
  },
  409: {
    duplicate_external_id: "another opportunity has this external_id",
    duplicate_source: "another job source reads this board, or has this name",
    source_running: "a run of this job source is under way; try when it ends",
    idempotency_key_reused: "this Idempotency-Key was used in the last 24 hours for a different request",
    restore_conflict: "the version breaks a rule as things are now (its external_id is taken, its form deleted, a rule " +
      "tightened); `details` names each field; nothing was changed",
    sync_without_postings: "a sync whose import has no valid posting; nothing was written",
    sync_withdraws_too_many: "a sync that would withdraw more than half of the feed's active postings, without " +
      "force=true; nothing was written",
    duplicate_domain: "the domain is listed already (trusted or revoked), or is another company's verified domain",
    duplicate_slug: "another company has this slug",
    not_in_queue: "the submission is not waiting for this review (reviewed already, withdrawn, or not yet confirmed); nothing was changed",
    not_now: "the submission's state does not allow this now (the message says why); nothing was changed",
    changed_since_read: "its owner changed the submission since the `version` the reviewer read: read it again; nothing was changed",
    duplicate_form: "the form has questions already: change them instead",
    duplicate_rule: "the jurisdiction has a pay rule already: change it instead",
    form_has_applications: "the form has applications, which keep it: retire it instead; nothing was changed",
    not_open: "the opportunity takes no applications now (not yet open, closed, or its form retired or changed since " +
      "`form_version`: read the form again); nothing was kept",
    state_move_not_allowed: "the application cannot move from its state to that one (docs/applications.md); nothing was changed",
  },
  410: { gone: "the posting was published and is no longer open (withdrawn, inactive, expired or deleted)" },
  413: { payload_too_large: "the body is over the limit" },
  429: {
    rate_limited: "the client made too many such requests in the window; nothing was done, retry after `Retry-After` " +
      "seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left)",
  },
  415: { unsupported_media_type: "the body is not of a type this operation takes" },
  502: { upstream_failed: "the job board named by `from` failed (no answer within 10 s, not 200, too large, not its JSON); nothing was imported" },
  500: { internal_error: "a failure on our side; the message holds only the request id, which the log also has" },
  503: {
    service_unavailable: "the database or the sign-in keys are unreachable, or the request ran out of time; nothing " +
      "was written, retry after `Retry-After` seconds",
  },
} as const;

export type ErrorStatus = keyof typeof errorCodes;

type ErrorResponse = { description: string; content: { "application/json": { schema: ReturnType<typeof errorEnvelope> } } };

/** The error responses of an operation: each status with the envelope and the codes it may carry. */
/** Error codes by status: what an operation may answer. */
export type ErrorCodes = { [K in ErrorStatus]?: readonly (keyof (typeof errorCodes)[K])[] };

/** Both lists' codes, each status's in order: `a`'s first, then those only `b` has. */
export function mergeErrorCodes(a: ErrorCodes, b: ErrorCodes): ErrorCodes {
  const merged: Record<string, string[]> = {};
  for (const codes of [a, b]) {
    for (const [status, list] of Object.entries(codes)) {
      merged[status] = [...new Set([...(merged[status] ?? []), ...(list as string[])])];
    }
  }
  return merged as ErrorCodes;
}

/** Each status's answer, its codes described in the order of `errorCodes` (a status with none is left out). */
export function errorResponses(statuses: ErrorCodes): Record<string, ErrorResponse> {
  return Object.fromEntries(
    Object.entries(statuses).filter(([, codes]) => codes.length > 0).map(([status, codes]) => {
      const table = errorCodes[Number(status) as ErrorStatus] as Record<string, string>;
      const ordered = Object.keys(table).filter((code) => (codes as string[]).includes(code));
      const described = ordered.map((code) => `\`${code}\`: ${table[code]}`).join("; ");
      return [status, { description: described, content: { "application/json": { schema: errorEnvelope() } } }];
    }),
  );
}

/** `opportunity` -> `Opportunity`: an operation's object as its `operationId` names it (`createOpportunity`). */
export const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);
