import { captchaToken } from "../../_shared/http/captcha.ts";
import * as z from "zod";
import { atLeastOneField, recordId, utcTimestamp, whenAnObject } from "../../_shared/records/fields.ts";
import { Constants } from "../../../types/database.ts";
import { publicHttpsProblem } from "../outbound/targets.ts";
import { checkPay } from "../posting-facts.ts";
import { checkDates, opportunityFieldTable, opportunityType } from "../record.ts";

// What a submission is made of: the opportunity's own fields with the create's rules (those a
// poster decides: not where it routes, whether it is shown, its order or its import key), who
// offers it, and what the review said.

export const statuses = Constants.public.Enums.submission_status;
export const reasons = Constants.public.Enums.submission_reason;
export const closings = Constants.public.Enums.submission_closing;

/** The fields a poster gives (the declaration's `submissions`), each with the create's rule. */
export const offeredFields = opportunityFieldTable.writtenBy("submissions");

const example = {
  title: "Graduate Data Analyst",
  description: "Join our analytics team in Leeds.",
  link_url: "https://careers.acme.example/jobs/42",
  category: "Job",
  closes_on: "2027-01-31",
  company_name: "Acme",
  location: "Leeds, UK",
  employment_type: "Full-time",
};

/** The posting's fields as a create takes them (the link's requirement is `checkPosting`'s). */
const postingShape = () => {
  const shape = opportunityType.schemas().fields.shape as Record<string, z.ZodType>;
  return Object.fromEntries(offeredFields.map((name) => [name, shape[name]!]));
};

/** The rules across fields: the link given, https on a public host (outbound's rule), dates and pay in order. */
const checkPosting = (o: Record<string, unknown>, ctx: z.RefinementCtx) => {
  if (o.link_url == null) ctx.addIssue({ code: "custom", path: ["link_url"], message: "is required: where applicants apply" });
  else {
    const problem = publicHttpsProblem(String(o.link_url));
    if (problem) ctx.addIssue({ code: "custom", path: ["link_url"], message: problem });
  }
  checkDates(o, ctx);
  checkPay(o, ctx);
};

/** A whole posting, checked as a create checks one (an owner's change, merged with what is stored). */
export const offeredPosting = () => z.strictObject(postingShape()).superRefine(checkPosting, whenAnObject);

/** A submission's body: the posting, who offers it, and (with Turnstile) its token; `website` is the honeypot. */
export const submissionInput = () =>
  z.strictObject({
    ...postingShape(),
    submitter_email: z.email({ error: "must be an e-mail address" }).max(254, "must be at most 254 characters")
      .meta({ description: "Where the confirmation, the review's outcome and the manage links go. Never shown publicly." }),
    submitter_name: z.string({ error: "must be a string" }).trim().min(1, "must not be blank").max(200, "must be at most 200 characters"),
    captcha_token: captchaToken(),
    website: z.string({ error: "must be a string" }).max(2000, "must be at most 2000 characters").optional()
      .meta({ description: "A honeypot: a form hides this field from people, so only a program fills it; a submission with it is dropped (202 all the same)." }),
  }).superRefine(checkPosting, whenAnObject).meta({
    id: "SubmissionInput",
    description: "The opportunity's fields with a create's rules (`link_url` required: https on a public host), and the submitter's.",
    example: { ...example, submitter_email: "recruiting@acme.example", submitter_name: "Sam Recruiter" },
  });

/** An owner's change: any of the posting's fields, at least one (the whole is then checked as `offeredPosting`). */
export const postingChange = () =>
  z.strictObject(postingShape()).partial().superRefine((o, ctx) => {
    atLeastOneField(o, ctx);
  }, whenAnObject).meta({ id: "SubmissionChange", example: { closes_on: "2027-02-15", salary: "£28,000 a year" } });

/** What a poster's fields are as stored: the values given, without the submitter's. */
export const postingOf = (input: Record<string, unknown>) =>
  Object.fromEntries(offeredFields.filter((name) => input[name] !== undefined).map((name) => [name, input[name]]));

const posting = () => z.record(z.string(), z.unknown()).meta({ description: "The opportunity's fields as offered (`SubmissionInput`'s)." });

/** A submission as editors read it, with the queue's hints. */
export const submissionRecord = () =>
  z.object({
    id: recordId(),
    status: z.enum(statuses),
    version: z.int().meta({ description: "Counts the changes of what was offered (posting, revision): a review names the version it read (409 changed_since_read when it changed since)." }),
    posting: posting(),
    revision: posting().nullable().meta({ description: "After approval: the posting as its owner would change it, waiting for review; the live posting stays as it is." }),
    revision_changes: z.array(z.object({
      field: z.string(),
      was: z.unknown().meta({ description: "The value its owner last had approved." }),
      to: z.unknown().meta({ description: "The owner's new value: what an approval writes." }),
      live: z.unknown().meta({ description: "The live posting's value now." }),
      conflict: z.boolean().meta({ description: "An editor changed this field on the live posting since: approving replaces their value with the owner's." }),
    })).meta({ description: "The fields a waiting revision changes (only these are written when it is approved; the live posting's other fields stay as they are); empty without one." }),
    submitter_email: z.string(),
    submitter_name: z.string(),
    waiting_since: utcTimestamp().nullable().meta({ description: "In the queue since (pending, or a revision waiting); null otherwise." }),
    waiting_days: z.int().nullable().meta({ description: "Whole days in the queue." }),
    confirmed_at: utcTimestamp().nullable(),
    trusted: z.boolean().meta({ description: "Went live without review: its e-mail domain is trusted and its link is on that domain." }),
    opportunity_id: recordId().nullable().meta({ description: "The opportunity its approval wrote." }),
    reviewed_by: recordId().nullable(),
    reviewed_at: utcTimestamp().nullable(),
    reason: z.enum(reasons).nullable(),
    message: z.string().nullable(),
    closed_as: z.enum(closings).nullable(),
    closed_at: utcTimestamp().nullable(),
    renewals: z.int(),
    created_at: utcTimestamp(),
    updated_at: utcTimestamp(),
    hints: z.object({
      same_link: z.array(z.object({ id: recordId(), title: z.string() })).meta({
        description: "Opportunities whose link is this one's, tracking parameters (utm_*, gh_src, ref, click ids) aside: at most 3.",
      }),
      earlier: z.record(z.string(), z.int()).meta({ description: "The address's other submissions, counted by status." }),
      trusted_domain: z.boolean().meta({ description: "Its e-mail domain is trusted (a revision of a trusted domain is still reviewed)." }),
    }),
  }).meta({ id: "Submission" });

/** What its owner sees by the manage link: never who reviewed it. */
export const ownSubmission = () =>
  z.object({
    id: recordId(),
    status: z.enum(statuses),
    posting: posting(),
    revision: posting().nullable(),
    reason: z.enum(reasons).nullable(),
    message: z.string().nullable().meta({ description: "The reviewer's message: what to change, or why it was rejected." }),
    opportunity_id: recordId().nullable(),
    public_url: z.string().nullable().meta({ description: "The live posting's page (PUBLIC_OPPORTUNITY_URL), once approved." }),
    ends_on: z.string().nullable().meta({ format: "date", description: "When the live posting leaves the board: its closes_on, else its expiry." }),
    renewals_left: z.int(),
    closed_as: z.enum(closings).nullable(),
    created_at: utcTimestamp(),
  }).meta({ id: "OwnSubmission" });

export const rejection = () =>
  z.strictObject({
    reason: z.enum(reasons, { error: `must be one of ${reasons.join(", ")}` }),
    message: z.string({ error: "must be a string" }).trim().max(2000, "must be at most 2000 characters").optional()
      .meta({ description: "Sent to the submitter with the reason." }),
  }).meta({ id: "SubmissionRejection", example: { reason: "not_a_fit", message: "We list roles for students and recent graduates only." } });

export const changesAsked = () =>
  z.strictObject({
    message: z.string({ error: "must be a string" }).trim().min(1, "must not be blank").max(2000, "must be at most 2000 characters")
      .meta({ description: "What to change: sent to the submitter with the manage link." }),
  }).meta({ id: "SubmissionChangesRequested", example: { message: "Please add the salary and the closing date." } });
