import * as z from "zod";
import { sql } from "../_shared/database/sql.ts";
import { application_forms } from "../../types/settings-tables.ts";
import { atLeastOneField, recordId, requiredText, timestamp, utcTimestamp, uuid, whenAnObject } from "../_shared/records/fields.ts";
import { defineSettingsTable } from "../_shared/records/settings-table.ts";
import { applicationStates, placeholders, unknownPlaceholder } from "../_shared/applications/letters.ts";
import { questionList } from "./questions.ts";

// The forms the board owns (docs/applications.md): editors create them, change their questions
// (each change a new version; an application keeps the one it was made with), write their letters
// and retire them. Each is a row of the project's `forms` too, of the same id, which opportunities
// route applicants to (`linked_form_id`); a form the project had already gets questions by its id.

export const tags = ["applications"];

/** A letter to the applicant: a subject and a plain-text body, with placeholders. */
const letter = () =>
  z.strictObject({
    subject: requiredText(200),
    text: requiredText(5000),
  }).superRefine((l, ctx) => {
    for (const part of ["subject", "text"] as const) {
      const unknown = unknownPlaceholder(l[part]);
      if (unknown) ctx.addIssue({ code: "custom", path: [part], message: `${unknown} is not a placeholder: use ${placeholders.map((p) => `{{${p}}}`).join(", ")}` });
    }
  });

const letters = () =>
  z.partialRecord(z.enum(applicationStates.filter((s) => s !== "withdrawn"), { error: "must be a state an editor moves an application to, or received" }), letter())
    .meta({
      id: "ApplicationLetters",
      description: "What the applicant is sent as their application reaches a state, by state: the states without one send " +
        "nothing (`received` has the service's receipt by default). Placeholders: " + placeholders.map((p) => `{{${p}}}`).join(", ") + ".",
      example: { interview: { subject: "Interview for {{opportunity}}", text: "Hello {{name}},\n\nWe would like to meet you. Reply to this e-mail with times that suit you." } },
    });

const formInput = () =>
  z.strictObject({
    id: uuid().optional().meta({ description: "A form of the project's `forms` to give questions to; a new one by default." }),
    title: requiredText(200),
    questions: questionList(),
    emails: letters().optional(),
  }).meta({
    id: "ApplicationFormInput",
    example: {
      title: "Committee application",
      questions: [
        { key: "motivation", kind: "long_text", label: "Why this role?", required: true, max_length: 2000 },
        { key: "year", kind: "single_choice", label: "Year of study", options: ["First year", "Second year", "Third year", "Postgraduate"] },
        { key: "cv", kind: "file", label: "CV (PDF)", required: false },
      ],
      emails: {},
    },
  });

const formPatch = () =>
  z.strictObject({
    title: requiredText(200).optional(),
    questions: questionList().optional(),
    emails: letters().optional(),
    retired_at: timestamp().nullable().optional().meta({ description: "When it stopped taking applications; null takes them again." }),
  }).superRefine(atLeastOneField, whenAnObject).meta({ id: "ApplicationFormPatch", example: { retired_at: "2026-12-31T23:59:59.000000Z" } });

export const formRecord = () =>
  z.object({
    id: recordId(),
    title: z.string(),
    questions: z.array(z.record(z.string(), z.unknown())).meta({ description: "Its current questions." }),
    version: z.int().meta({ description: "Its questions' version: one more with each change of them." }),
    emails: z.record(z.string(), z.object({ subject: z.string(), text: z.string() })),
    retired_at: utcTimestamp().nullable(),
    created_at: utcTimestamp(),
    updated_at: utcTimestamp(),
  }).meta({ id: "ApplicationForm" });

export const formTable = defineSettingsTable({
  noun: "form",
  component: "ApplicationForm",
  path: "/applications/forms",
  tags,
  facts: application_forms,
  order: sql`created_at, id`,
  doing: { read: "read application forms", write: "change application forms" },
  owner: "permission",
  schemas: () => ({ input: formInput(), patch: formPatch(), record: formRecord() }),
  routes: {
    list: { operationId: "listApplicationForms", summary: "List the board's forms", description: "Every board form, oldest first, retired ones too; or one with `id`." },
    create: {
      operationId: "createApplicationForm",
      summary: "Create a board form",
      description: "Its questions and letters; an opportunity takes applications with it once its `linked_form_id` names it. " +
        "With `id`, an existing form of the project's `forms` gets these questions (409 when it has them already).",
      conflicts: { 409: ["duplicate_form"] },
    },
    patch: {
      operationId: "changeApplicationForm",
      summary: "Change a board form, or retire it",
      description: "New questions are a new version: applications made before keep theirs. `retired_at` stops new applications.",
    },
    delete: {
      operationId: "deleteApplicationForm",
      summary: "Delete a board form without applications",
      description: "409 when it has applications: retire it instead. Its `forms` row stays while opportunities name it.",
      conflicts: { 409: ["form_has_applications"] },
    },
  },
});
