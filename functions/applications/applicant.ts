import * as z from "zod";
import { escapeUTF8 as escapeHtml } from "entities";
import { readAs } from "../_shared/database/as-caller.ts";
import type { Database } from "../_shared/database/database.ts";
import { execute, sql, statement } from "../_shared/database/sql.ts";
import { ApiError } from "../_shared/http/errors.ts";
import { formJsonField } from "../_shared/http/form-body.ts";
import { successEnvelope } from "../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../_shared/http/route-kinds.ts";
import { stateWords } from "../_shared/applications/letters.ts";
import { linkRoutes } from "../_shared/links/link-routes.ts";
import type { PageContent } from "../_shared/links/pages.ts";
import { linkQuery } from "../_shared/links/token-link.ts";
import { applicationLinks } from "../_shared/applications/links.ts";
import { requiredText } from "../_shared/records/fields.ts";
import { json } from "../_shared/records/record-routes.ts";
import type { Row } from "../_shared/records/table.ts";
import { type ApplicantFiles, applicantFileRule, formBody } from "./applicant-files.ts";
import { formOf } from "./apply.ts";
import { tags } from "./forms.ts";
import { answersSchema, checkedAnswers, filesGiven, type Question } from "./questions.ts";

// The applicant's two links (docs/applications.md): the one that proves a stranger's address (its
// application then reaches the editors), and the manage link every applicant is sent, which shows
// the application and its state, changes its answers before the deadline, and withdraws it. Each
// token is the database's; its functions take it.

/** The application as its manage link shows it: never its notes, its rating or who moved it. */
const applicantView = () =>
  z.object({
    id: z.string(),
    opportunity_id: z.string(),
    title: z.string(),
    closes_on: z.string().nullable(),
    applicant_email: z.string(),
    applicant_name: z.string(),
    answers: z.record(z.string(), z.unknown()),
    files: z.array(z.object({ question: z.string(), file_name: z.string(), file_type: z.string().nullable(), file_size: z.int().nullable() })),
    state: z.string(),
    state_changed_at: z.string(),
    form_version: z.int(),
    questions: z.array(z.record(z.string(), z.unknown())),
    may_change: z.boolean().meta({ description: "Its answers may change: the opportunity is open and the application received or under review." }),
    may_withdraw: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  }).meta({ id: "ApplicantView" });

const viewOf = (tx: Parameters<typeof execute>[0], token: string) =>
  execute<{ data: Row | null }>(tx, sql`select private.application_by_token(${token}) as data`).then(([row]) => row?.data ?? undefined);

function applicationPage(data: Row, token: string): PageContent {
  const questions = (data.questions ?? []) as Question[];
  const answers = data.answers as Record<string, unknown>;
  const shown = questions.filter((q) => answers[q.key] !== undefined)
    .map((q) => `<strong>${escapeHtml(q.label)}</strong><br>${escapeHtml(Array.isArray(answers[q.key]) ? (answers[q.key] as string[]).join(", ") : String(answers[q.key]))}`);
  return {
    title: `Your application: ${String(data.title)}`,
    paragraphs: [
      escapeHtml(`State: ${stateWords(String(data.state))}. ${data.may_change ? `You may change your answers until ${data.closes_on ?? "the opportunity closes"}.` : ""}`),
      ...shown,
    ],
    buttons: data.may_withdraw ? [{ label: "Withdraw my application", action: `?token=${encodeURIComponent(token)}&action=withdraw` }] : [],
  };
}

const confirmRoutes = () =>
  linkRoutes(applicationLinks.confirm, {
    tags,
    open: {
      operationId: "readApplicationConfirmLink",
      summary: "The page of an application's proving link",
      description: "Its button proves the address: the application reaches the editors (or updates the address's application to the opportunity).",
      async show(tx, token) {
        const [row] = await execute<{ title: string }>(tx, sql`select title from private.unconfirmed_application(${token})`);
        return row ? { page: { title: "Confirm your application", paragraphs: [escapeHtml(`To ${row.title}.`)], buttons: [{ label: "Confirm my application" }] } } : undefined;
      },
    },
    act: {
      operationId: "confirmApplication",
      summary: "Prove an application's address",
      description: "Once, within 7 days. `received`: the editors see it now; `updated`: the address's application to the " +
        "opportunity took these answers. Its manage link goes to the address.",
      data: () => z.object({ status: z.enum(["received", "updated"]), id: z.string() }),
      answer: "Proven",
      async run(tx, { token }) {
        const [row] = await execute<{ id: string | null; outcome: string | null }>(tx, sql`select id, outcome from private.confirm_application(${token})`);
        if (!row?.id) return undefined;
        return {
          data: { status: row.outcome, id: row.id },
          page: { title: row.outcome === "updated" ? "Your application is updated" : "Your application is in", paragraphs: ["We have e-mailed you its link: follow it to see its state, change it or withdraw it."] },
        };
      },
    },
  });

const manageRoutes = () =>
  linkRoutes(applicationLinks.manage, {
    tags,
    open: {
      operationId: "readOwnApplication",
      summary: "An application, by its manage link",
      description: "A browser gets a page with its state and answers, and a button to withdraw it; a program gets the application.",
      data: applicantView,
      async show(tx, token) {
        const data = await viewOf(tx, token);
        return data ? { data, page: applicationPage(data, token) } : undefined;
      },
    },
    act: {
      operationId: "withdrawApplication",
      summary: "Withdraw an application",
      description: "Received, under review, at interview or offered: it becomes withdrawn, which no one can undo; its " +
        "answers stay until the opportunity's applications are deleted. 409 when it is accepted, declined, not selected or withdrawn.",
      params: () => ({ action: z.literal("withdraw", { error: "must be withdraw" }).meta({ param: { in: "query" } }) }),
      errors: { 409: ["state_move_not_allowed"] },
      data: applicantView,
      answer: "Withdrawn",
      async run(tx, { token }) {
        const [row] = await execute<{ outcome: string | null }>(tx, sql`select private.withdraw_application(${token}) as outcome`);
        if (!row?.outcome) return undefined;
        if (row.outcome === "final") throw new ApiError(409, "state_move_not_allowed", "This application can no longer be withdrawn.");
        const data = (await viewOf(tx, token))!;
        return { data, page: { title: "Your application is withdrawn", paragraphs: [escapeHtml(`To ${String(data.title)}.`)] } };
      },
    },
  });

const changeBody = () =>
  z.strictObject({
    name: requiredText(200).optional(),
    form_version: z.int({ error: "must be an integer" }).min(1).meta({ description: "The form's version as read (`GET /applications/form`)." }),
    answers: answersSchema(),
  }).meta({ id: "ApplicationChange", example: { form_version: 1, answers: { motivation: "I also ran the society's elections." } } });

/** PUT /applications/manage?token=: new answers (and files), before the deadline. */
function changeRoute(db: Database, files: ApplicantFiles): RouteDeclaration<"personal form", ValidatedBy<ReturnType<typeof linkQuery>, ReturnType<typeof changeBody>>> {
  return {
    kind: "personal form",
    method: "put",
    path: applicationLinks.manage.path,
    upload: applicantFileRule,
    contract: () => ({
      tags,
      operationId: "changeOwnApplication",
      summary: "Change an application's answers",
      description: "Before the deadline, while it is received or under review, with the form's current questions: the " +
        "answers replace the old ones; a file question's new file replaces its old one, and one not sent keeps it. " +
        "JSON, or multipart/form-data as when applying.",
      security: [],
      request: {
        query: linkQuery(applicationLinks.manage),
        body: {
          required: true,
          content: {
            "application/json": { schema: changeBody() },
            "multipart/form-data": {
              schema: { type: "object", required: [formJsonField], properties: { [formJsonField]: { type: "string" } }, additionalProperties: { type: "string", format: "binary" } },
            },
          },
        },
      },
      errors: { 404: ["not_found"], 409: ["not_open"], 413: ["payload_too_large"], 415: ["unsupported_media_type"] },
      responses: { 200: json(successEnvelope(applicantView()), "The application as changed.") },
    }),
    async handle(c, { own }) {
      const { token } = c.req.valid("query");
      const input = c.req.valid("json");
      const caller = c.var.caller;
      const [[current] = []] = await readAs<{ data: Row | null }>(db, caller, {
        statements: [statement(sql`select private.application_by_token(${token}) as data`)],
      });
      const view = current?.data;
      if (!view) throw new ApiError(404, "not_found", "This manage link is not valid.");
      const form = await formOf(db, caller, String(view.opportunity_id));
      if (!view.may_change || !form?.open) throw new ApiError(409, "not_open", "This application can no longer change: the opportunity closed, or it moved on.");
      if (form.version !== input.form_version) throw new ApiError(409, "not_open", "form_version: the form changed since you read it: read it again; nothing was kept.");
      const kept = (view.files as { question: string }[]).map((f) => f.question);
      const questions = form.questions;
      const answers = checkedAnswers(questions, input.answers);
      const given = await files.store(formBody(c.var.form), questions, caller.signal);
      filesGiven(questions, given.map((f) => f.question), kept);
      return own(async (tx) => {
        const [row] = await execute<{ outcome: string | null }>(tx, sql`select private.change_application(${token}, ${input.form_version}::int,
          ${input.name ?? null}, ${JSON.stringify(answers)}::text::jsonb, ${JSON.stringify(given)}::text::jsonb) as outcome`);
        if (!row?.outcome) throw new ApiError(404, "not_found", "This manage link is not valid.");
        if (row.outcome === "closed") throw new ApiError(409, "not_open", "This application can no longer change: the opportunity closed, or it moved on.");
        return { status: 200, body: { success: true, data: await viewOf(tx, token) } };
      });
    },
  };
}

export const applicantRoutes = (db: Database, files: ApplicantFiles): RouteDeclaration[] => [
  ...confirmRoutes(),
  ...manageRoutes(),
  changeRoute(db, files) as RouteDeclaration,
];
