import * as z from "zod";
import { asCaller, readAs } from "../_shared/database/as-caller.ts";
import { rememberClient } from "../_shared/database/client.ts";
import type { Caller, Database } from "../_shared/database/database.ts";
import { execute, sql, statement } from "../_shared/database/sql.ts";
import { type CaptchaAccess, captchaToken, verifyCaptcha } from "../_shared/http/captcha.ts";
import { clientBucket } from "../_shared/http/client-address.ts";
import { applicationSettings, defaultClientAddressHeader, emailConfigured, type ServiceConfig, submissionSettings } from "../_shared/http/config.ts";
import { ApiError, invalidInput } from "../_shared/http/errors.ts";
import { formJsonField } from "../_shared/http/form-body.ts";
import { successEnvelope } from "../_shared/http/openapi-schemas.ts";
import { refusedFor } from "../_shared/http/rate-limits.ts";
import type { RouteContract, RouteDeclaration, ValidatedBy } from "../_shared/http/route-kinds.ts";
import { calendarDate, recordId, requiredText, uuid } from "../_shared/records/fields.ts";
import { json } from "../_shared/records/record-routes.ts";
import { type ApplicantFiles, applicantFileRule, formBody } from "./applicant-files.ts";
import { tags } from "./forms.ts";
import { answersSchema, checkedAnswers, filesGiven, type Question } from "./questions.ts";

// Applying through the board (docs/applications.md): the form's public read, what a website
// renders; and an application, JSON or a form with its files, only while its opportunity is
// published and open. A signed-in member applies as themselves at once; anyone else proves their
// address by the link e-mailed to it first (202, the same whatever the address). One active
// application per person and opportunity: a second takes the first's place in its answers.

/** The open form of a published opportunity, read as anyone: undefined when it routes to no board form. */
export interface OpenForm {
  opportunity_id: string;
  title: string;
  opens_on: string | null;
  closes_on: string | null;
  form_id: string;
  form_title: string;
  version: number;
  questions: Question[];
  open: boolean;
}

export async function formOf(db: Database, caller: Caller, opportunity: string): Promise<OpenForm | undefined> {
  const [rows = []] = await readAs<OpenForm>(db, caller, {
    statements: [statement(sql`select * from private.application_form_of(${opportunity}::uuid)`)],
  });
  return rows[0];
}

const noForm = () =>
  new ApiError(404, "not_found", "No published opportunity with this id takes applications through the board: it routes applicants elsewhere, or you may not see it.");
const notOpen = (form: OpenForm) =>
  new ApiError(409, "not_open", form.opens_on && form.opens_on > today()
    ? `Applications open on ${form.opens_on}.`
    : `Applications closed on ${form.closes_on}.`);
const formChanged = () => new ApiError(409, "not_open", "form_version: the form changed since you read it (or closed): read it again; nothing was kept.");
const today = () => new Date().toISOString().slice(0, 10);

const opportunityQuery = () =>
  z.strictObject({ opportunity_id: uuid().meta({ description: "The opportunity applied to.", param: { in: "query" } }) });

const publicForm = () =>
  z.object({
    opportunity_id: recordId(),
    title: z.string().meta({ description: "The opportunity's title." }),
    opens_on: calendarDate().nullable(),
    closes_on: calendarDate().nullable().meta({ description: "The last day applications are taken (UTC)." }),
    form_id: recordId(),
    form_title: z.string(),
    form_version: z.int().meta({ description: "Send it back with the application: a form changed since is refused (409)." }),
    questions: z.array(z.record(z.string(), z.unknown())).meta({ description: "The questions, in order: key, kind, label, help, required, max_length, options." }),
    open: z.boolean().meta({ description: "Whether it takes applications today." }),
  }).meta({ id: "PublicApplicationForm" });

/** GET /applications/form?opportunity_id=: what a website renders. */
export function formRoute(db: Database): RouteDeclaration<"public read", ValidatedBy<ReturnType<typeof opportunityQuery>>> {
  return {
    kind: "public read",
    method: "get",
    path: "/applications/form",
    contract: () => ({
      tags,
      operationId: "readApplicationForm",
      summary: "The form to apply to an opportunity with",
      description: "For a published opportunity whose `linked_form_id` is a board form (not retired): its questions, " +
        "its dates and whether it takes applications today. 404 for any other.",
      security: [],
      request: { query: opportunityQuery() },
      errors: { 404: ["not_found"] },
      responses: { 200: json(successEnvelope(publicForm()), "The form.") },
    }),
    async handle(c, { answer }) {
      const form = await formOf(db, c.var.caller, c.req.valid("query").opportunity_id);
      if (!form) throw noForm();
      const { version, ...rest } = form;
      return answer(JSON.stringify({ success: true, data: { ...rest, form_version: version } }));
    },
  };
}

const applicationBody = () =>
  z.strictObject({
    email: z.email({ error: "must be an e-mail address" }).max(254, "must be at most 254 characters").optional()
      .meta({ description: "Where the proving link and the news go. A signed-in member's is their account's: leave it out." }),
    name: requiredText(200).meta({ description: "The applicant's name, as editors see it." }),
    form_version: z.int({ error: "must be an integer" }).min(1).meta({ description: "The form's version as read (`GET /applications/form`)." }),
    answers: answersSchema(),
    captcha_token: captchaToken(),
    website: z.string().max(500).optional().meta({ description: "Leave empty: a field people never see (a program that fills it is ignored)." }),
  }).meta({
    id: "ApplicationInput",
    example: { email: "sam@example.org", name: "Sam Lee", form_version: 1, answers: { motivation: "I ran the chess club's budget for two years." } },
  });

const applied = () =>
  z.object({
    status: z.enum(["unconfirmed", "received", "updated"]).meta({
      description: "unconfirmed: a stranger's, waiting for its link; received: a member's new one; updated: a member's second, in the first's place.",
    }),
    id: recordId().nullable().meta({ description: "The application (a member's); null until a stranger's link is followed." }),
  }).meta({ id: "ApplicationAccepted" });

type Body = ReturnType<typeof applicationBody>;

/** The application's operation: JSON, or a form of that JSON and its files. */
const applyContract = (): RouteContract => ({
  tags,
  operationId: "apply",
  summary: "Apply to an opportunity",
  description: "While the opportunity is published and open, with its form's questions answered (a 400 names each " +
    "`answers.<key>` that fails). JSON, or `multipart/form-data` whose first field `application` is that JSON and " +
    "whose files follow, each in the field of its file question's key (PDF, Word, OpenDocument text or a picture, " +
    "10 MiB each; read by editors only). A signed-in member applies as themselves: 201 (200 when it updates their " +
    "application). Anyone else gets 202 whatever the address, and one e-mail whose link proves it; only then do " +
    "editors see the application. One active application per person and opportunity: a second, proven, updates the " +
    "first. Limits: `APPLICATION_CLIENT_LIMIT` an hour per client (429); 3 unproven a day per address (past them: the " +
    "same 202, nothing kept). With TURNSTILE_SECRET_KEY set, strangers send `captcha_token` (action `application`).",
  security: [],
  request: {
    query: opportunityQuery(),
    body: {
      required: true,
      content: {
        "application/json": { schema: applicationBody() },
        "multipart/form-data": {
          schema: {
            type: "object",
            required: [formJsonField],
            properties: { [formJsonField]: { type: "string", description: "The application as JSON (ApplicationInput): the form's first field." } },
            additionalProperties: { type: "string", format: "binary", description: "A file question's file, in the field of its key." },
          },
        },
      },
    },
  },
  errors: { 404: ["not_found"], 409: ["not_open"], 413: ["payload_too_large"], 415: ["unsupported_media_type"], 429: ["rate_limited"], 503: ["service_unavailable"] },
  responses: {
    201: json(successEnvelope(applied()), "A member's application, received."),
    200: json(successEnvelope(applied()), "A member's application, updated with these answers."),
    202: json(successEnvelope(applied()), "A stranger's: the proving link goes to the address."),
  },
});

/** POST /applications?opportunity_id=: an application, JSON or a form with its files. */
export function applyRoute(db: Database, config: ServiceConfig, files: ApplicantFiles, captcha?: CaptchaAccess): RouteDeclaration<"personal form", ValidatedBy<ReturnType<typeof opportunityQuery>, Body>> {
  const settings = applicationSettings(config);
  const addressHeader = config.clientAddressHeader ?? defaultClientAddressHeader;
  return {
    kind: "personal form",
    method: "post",
    path: "/applications",
    upload: applicantFileRule,
    contract: applyContract,
    async handle(c, { own }) {
      if (!emailConfigured(config)) throw new ApiError(503, "service_unavailable", "E-mail is not set up on this service (RESEND_API_KEY and EMAIL_FROM).");
      const input = c.req.valid("json");
      const caller = c.var.caller;
      const { opportunity_id } = c.req.valid("query");
      const member = caller.claims.role === "authenticated" && caller.claims.is_anonymous !== true && typeof caller.claims.email === "string"
        ? caller.claims.email as string
        : undefined;
      const address = member ?? input.email;
      if (!address) throw invalidInput([{ field: "email", message: "is required (unless you apply signed in)" }]);
      const client = c.req.header(addressHeader);
      if (!member) await verifyCaptcha(submissionSettings(config), "application", input.captcha_token, client, captcha);
      const waiting = { status: 202 as const, body: { success: true, data: { status: "unconfirmed", id: null } } };
      const form = formBody(c.var.form);
      // A program filled the field people never see: the usual answer, nothing kept.
      if (input.website) return own(async () => (await form.drop(), waiting));
      const open = await formOf(db, caller, opportunity_id);
      if (!open) throw noForm();
      if (!open.open) throw notOpen(open);
      if (open.version !== input.form_version) throw formChanged();
      const questions = open.questions;
      // The answers first, then the client's turn, then the files: a refused application stores no file.
      const answers = checkedAnswers(questions, input.answers);
      const bucket = clientBucket(client);
      const [turn] = await asCaller(db, caller, (tx) =>
        execute<{ retry_after: number | null }>(tx, sql`select retry_after from private.take_application_turn(${bucket}, ${settings.perClientPerHour}::int)`));
      if (turn?.retry_after != null) throw refusedFor("Too many applications from this client this hour.", turn.retry_after);
      const given = await files.store(form, questions, caller.signal);
      filesGiven(questions, given.map((f) => f.question));
      return own(async (tx) => {
        await rememberClient(tx, bucket);
        const [outcome] = await execute<{ id: string | null; outcome: string }>(tx, sql`select id, outcome
          from private.apply(${opportunity_id}::uuid, ${input.form_version}::int, ${address}, ${input.name},
            ${JSON.stringify(answers)}::text::jsonb, ${JSON.stringify(given)}::text::jsonb)`);
        switch (outcome!.outcome) {
          case "closed":
            throw formChanged();
          case "received":
          case "updated":
            return { status: outcome!.outcome === "received" ? 201 : 200, body: { success: true, data: { status: outcome!.outcome, id: outcome!.id } } };
          default:
            return waiting;
        }
      });
    },
  };
}
