import * as z from "zod";
import { sql } from "../../_shared/database/sql.ts";
import { atLeastOneField, calendarDate, isCalendarDate, oneOf, requiredText, utcTimestamp, whenAnObject } from "../../_shared/records/fields.ts";
import { defineSettingsTable } from "../../_shared/records/settings-table.ts";
import { pay_rules } from "../../../types/settings-tables.ts";
import { payRequirements } from "../values.ts";

// Pay where the law asks for it (docs/admin-app.md): each jurisdiction's rule as data, the laws
// that ask for pay in the ad as defaults, editors keeping them. The database applies them
// (`private.pay_missing`, the `check_pay_rule` trigger) to every posting an editor writes or a
// stranger submits; an import's are kept and its check says they need pay.

const tags = ["pay rules"];

const jurisdiction = () =>
  z.string({ error: "must be an ISO 3166-1 or 3166-2 code such as US or US-CA" }).trim().toUpperCase()
    .regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/, "must be an ISO 3166-1 or 3166-2 code such as US or US-CA");
const amount = () => z.number({ error: "must be a number" }).positive("must be more than 0").lt(1e12, "must be less than 1000000000000");
const currency = () => z.string({ error: "must be an ISO 4217 currency code" }).regex(/^[A-Z]{3}$/, "must be an ISO 4217 currency code such as CAD");

const ruleFields = () => ({
  requires: oneOf(payRequirements).meta({ description: "`figure`: an amount (salary_min); `range`: both ends (salary_min and salary_max)." }),
  max_width: amount().nullable().optional().meta({ description: "A range rule's widest range (salary_max - salary_min), in width_currency." }),
  width_currency: currency().nullable().optional(),
  effective_from: z.string({ error: "must be a date (YYYY-MM-DD)" }).refine(isCalendarDate, "must be a date (YYYY-MM-DD)")
    .meta({ format: "date", description: "The day the rule is in force from (UTC)." }),
  law: requiredText(300).meta({ description: "The law, as editors cite it." }),
});

/** A width needs its currency and a range rule, and the other way round. */
const checkWidth = (o: { requires?: string; max_width?: number | null; width_currency?: string | null }, ctx: z.RefinementCtx) => {
  if ((o.max_width == null) !== (o.width_currency == null)) ctx.addIssue({ code: "custom", path: ["width_currency"], message: "goes with max_width, and max_width with it" });
  if (o.max_width != null && o.requires === "figure") ctx.addIssue({ code: "custom", path: ["max_width"], message: "is for a range rule only" });
};

export const payRuleTable = defineSettingsTable({
  noun: "pay rule",
  component: "PayRule",
  path: "/opportunities/pay-rules",
  tags,
  facts: pay_rules,
  order: sql`jurisdiction`,
  doing: { read: "read pay rules", write: "change pay rules" },
  owner: "permission",
  key: { column: "jurisdiction", rule: jurisdiction },
  missing: "No pay rule for this jurisdiction.",
  schemas: () => ({
    input: z.strictObject({ jurisdiction: jurisdiction(), ...ruleFields() }).superRefine(checkWidth, whenAnObject).meta({
      id: "PayRuleInput",
      example: { jurisdiction: "US-CO", requires: "range", max_width: null, width_currency: null, effective_from: "2021-01-01", law: "Colorado Equal Pay for Equal Work Act" },
    }),
    patch: z.strictObject(Object.fromEntries(Object.entries(ruleFields()).map(([k, v]) => [k, (v as z.ZodType).optional()])))
      .superRefine((o, ctx) => {
        atLeastOneField(o, ctx);
      }, whenAnObject).meta({ id: "PayRulePatch", example: { effective_from: "2026-01-01" } }),
    record: z.object({
      id: z.string().meta({ description: "The jurisdiction (what `?id=` takes)." }),
      jurisdiction: z.string(),
      requires: z.enum(payRequirements),
      max_width: z.number().nullable(),
      width_currency: z.string().nullable(),
      effective_from: calendarDate(),
      law: z.string(),
      created_at: utcTimestamp(),
      updated_at: utcTimestamp(),
    }).meta({ id: "PayRule" }),
  }),
  routes: {
    list: { operationId: "listPayRules", summary: "List the pay rules", description: "Each jurisdiction whose law asks for pay in a job ad, and what it asks, by code; or one with `id`." },
    create: {
      operationId: "createPayRule",
      summary: "Add a jurisdiction's pay rule",
      description: "From `effective_from`, a posting an editor writes or a stranger submits there (its `country`, or its `subdivision`) must give the pay it asks. 409 when it has one.",
      conflicts: { 409: ["duplicate_rule"] },
    },
    patch: { operationId: "changePayRule", summary: "Change a pay rule", description: "What it asks, its widest range, from when, its law." },
    delete: { operationId: "deletePayRule", summary: "Drop a pay rule", description: "Postings there need not give pay any more." },
  },
});
