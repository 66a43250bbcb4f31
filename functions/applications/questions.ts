import * as z from "zod";
import { boolean, httpUrl, isCalendarDate, requiredText } from "../_shared/records/fields.ts";
import { invalidInput } from "../_shared/http/errors.ts";

// A board form's questions as data, and the answers each takes. The database holds the same
// (`private.valid_questions`, the `check_application_answers` trigger); here each broken rule is
// named, for the admin app's form builder and the applicant alike.

export const questionKinds = [
  "short_text", "long_text", "single_choice", "multiple_choice", "yes_no", "email", "url", "date", "file",
] as const;
export type QuestionKind = (typeof questionKinds)[number];

export interface Question {
  key: string;
  kind: QuestionKind;
  label: string;
  help?: string | null;
  required?: boolean;
  max_length?: number | null;
  options?: string[] | null;
}

/** The most file questions a form asks: each an upload of up to 10 MiB. */
export const maxFileQuestions = 5;

/** The longest text a question takes unless it says less: a line, or a few paragraphs. */
const defaultMaxLength = { short_text: 200, long_text: 5000 } as const;
const choiceKinds: readonly QuestionKind[] = ["single_choice", "multiple_choice"];
const textKinds: readonly QuestionKind[] = ["short_text", "long_text"];

/** One question, as an editor writes it. */
const question = () =>
  z.strictObject({
    key: z.string({ error: "must be a string" }).regex(/^[a-z][a-z0-9_]{0,39}$/, "must be a-z, 0-9 and _, starting with a letter, at most 40 characters")
      .meta({ description: "What its answer is keyed by in `answers` (and its file's form field)." }),
    kind: z.enum(questionKinds, { error: `must be one of ${questionKinds.join(", ")}` }),
    label: requiredText(300),
    help: requiredText(1000).nullable().optional().meta({ description: "A hint shown under the label." }),
    required: boolean().optional().meta({ description: "Default false." }),
    max_length: z.int({ error: "must be an integer" }).min(1, "must be at least 1").max(10000, "must be at most 10000").nullable().optional()
      .meta({ description: "Texts only: the longest answer (default 200 for short_text, 5000 for long_text)." }),
    options: z.array(requiredText(200), { error: "must be a list of texts" }).min(1, "must list at least one option")
      .max(50, "must list at most 50 options").nullable().optional()
      .meta({ description: "Choices only: what may be chosen." }),
  }).superRefine((q, ctx) => {
    const choice = choiceKinds.includes(q.kind);
    if (choice && !q.options?.length) ctx.addIssue({ code: "custom", path: ["options"], message: `is required for ${q.kind}` });
    if (!choice && q.options != null) ctx.addIssue({ code: "custom", path: ["options"], message: `is only for single_choice and multiple_choice` });
    if (q.options && new Set(q.options).size !== q.options.length) ctx.addIssue({ code: "custom", path: ["options"], message: "must not repeat an option" });
    if (q.max_length != null && !textKinds.includes(q.kind)) ctx.addIssue({ code: "custom", path: ["max_length"], message: "is only for short_text and long_text" });
  });

/** A form's questions: 1 to 50, each key once. */
export const questionList = () =>
  z.array(question(), { error: "must be a list of questions" }).min(1, "must hold at least one question").max(50, "must hold at most 50 questions")
    .superRefine((questions, ctx) => {
      const seen = new Set<string>();
      questions.forEach((q, i) => {
        if (seen.has(q.key)) ctx.addIssue({ code: "custom", path: [i, "key"], message: `repeats the key ${q.key}` });
        seen.add(q.key);
      });
      if (questions.filter((q) => q.kind === "file").length > maxFileQuestions) {
        ctx.addIssue({ code: "custom", path: [], message: `must ask at most ${maxFileQuestions} file questions` });
      }
    }).meta({ id: "ApplicationQuestions", description: "The form's questions, in the order they are asked." });

/** The schema of one answer. */
function answerSchema(q: Question): z.ZodType {
  const text = (max: number) => requiredText(max);
  switch (q.kind) {
    case "short_text":
    case "long_text":
      return text(q.max_length ?? defaultMaxLength[q.kind]);
    case "email":
      return z.email({ error: "must be an e-mail address" }).max(254, "must be at most 254 characters");
    case "url":
      return httpUrl();
    case "date":
      return z.string({ error: "must be a date (YYYY-MM-DD)" }).refine(isCalendarDate, "must be a date (YYYY-MM-DD)");
    case "yes_no":
      return boolean();
    case "single_choice":
      return z.enum(q.options as [string, ...string[]], { error: `must be one of: ${q.options!.join(", ")}` });
    case "multiple_choice":
      return z.array(z.enum(q.options as [string, ...string[]], { error: `must each be one of: ${q.options!.join(", ")}` }), { error: "must be a list of choices" })
        .max(q.options!.length).refine((a) => new Set(a).size === a.length, "must not repeat a choice");
    case "file":
      return z.never();
  }
}

/** What `files` holds for a file question: the question's key, its object and the name it was sent with. */
export interface GivenFile {
  question: string;
  file: string;
  file_name: string;
}

/**
 * The answers checked against the questions, before any file is read: each fails as a 400 naming
 * `answers.<key>`. A file question is answered by a file in the form, never in the answers
 * (`filesGiven` checks those). Blank texts and nulls are no answer; what is kept is the answers
 * without them.
 */
export function checkedAnswers(questions: readonly Question[], given: Record<string, unknown>): Record<string, unknown> {
  const problems: { field: string; message: string }[] = [];
  const answers: Record<string, unknown> = {};
  const known = new Set(questions.map((q) => q.key));
  for (const key of Object.keys(given)) {
    if (!known.has(key)) problems.push({ field: `answers.${key}`, message: "is not a question of this form" });
  }
  for (const q of questions) {
    const field = `answers.${q.key}`;
    if (q.kind === "file") {
      if (given[q.key] !== undefined) problems.push({ field, message: "is a file question: send the file in the form field of this name (multipart/form-data)" });
      continue;
    }
    const value = given[q.key];
    const blank = value === undefined || value === null || (typeof value === "string" && value.trim() === "") ||
      (Array.isArray(value) && value.length === 0);
    if (blank) {
      if (q.required) problems.push({ field, message: "is required" });
      continue;
    }
    const parsed = answerSchema(q).safeParse(value);
    if (parsed.success) answers[q.key] = parsed.data;
    else problems.push({ field, message: parsed.error.issues[0]!.message });
  }
  if (problems.length) throw invalidInput(problems);
  return answers;
}

/** Each required file question has its file: one sent (`sent`), or one the application holds (`kept`); a 400 naming each that has none. */
export function filesGiven(questions: readonly Question[], sent: readonly string[], kept: readonly string[] = []): void {
  const missing = questions.filter((q) => q.kind === "file" && q.required && !sent.includes(q.key) && !kept.includes(q.key));
  if (missing.length) {
    throw invalidInput(missing.map((q) => ({ field: `answers.${q.key}`, message: "is required: send the file in the form field of this name (multipart/form-data)" })));
  }
}

/** The answers, as the contract describes them (checked by `checkedAnswers`, against the form's questions). */
export const answersSchema = () =>
  z.record(z.string(), z.unknown()).meta({
    id: "ApplicationAnswers",
    description: "Each question's answer by its key: a string for texts, e-mail, URL, date (YYYY-MM-DD) and single_choice; " +
      "a list of strings for multiple_choice; true or false for yes_no. A file question's answer is a file in the form.",
    example: { motivation: "I ran the chess club's budget for two years.", year: "Second year", available: true },
  });
