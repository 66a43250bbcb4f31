import { refusedFor } from "../../_shared/http/rate-limits.ts";
import * as z from "zod";
import type { Caller, Database, Queryable } from "../../_shared/database/database.ts";
import { execute, sql } from "../../_shared/database/sql.ts";
import { lazily } from "../../_shared/http/lazily.ts";
import { selectedColumns } from "../../_shared/records/settings-facts.ts";
import { job_alerts } from "../../../types/settings-tables.ts";
import type { ServiceConfig } from "../../_shared/http/config.ts";
import { publicFormRoute } from "../../_shared/http/public-form.ts";
import { ApiError, invalidInput } from "../../_shared/http/errors.ts";
import { successEnvelope } from "../../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../../_shared/http/route-kinds.ts";
import { oneOf, recordId, utcTimestamp, uuid, whenAnObject } from "../../_shared/records/fields.ts";
import type { RecordType } from "../../_shared/records/record-type.ts";
import { defineSettingsTable, settingsRoutes } from "../../_shared/records/settings-table.ts";
import { json, jsonBody } from "../../_shared/records/record-routes.ts";
import type { Row } from "../../_shared/records/table.ts";
import { Constants } from "../../../types/database.ts";
import { criteria } from "../criteria.ts";
import { manageToken, presentToken } from "./tokens.ts";
import { languageTag } from "../../_shared/languages/tags.ts";

// Job alerts (migration `20261202120000_alerts`, docs/alerts.md): a saved search mailed as a
// digest, daily or weekly. Anyone signs up with an address (double opt-in: only a confirmation is
// sent until its link is followed); a signed-in member's alert goes to their own address. Its
// subscriber reads, changes and deletes it with the manage link's token, or signed in; the
// database's policy lets nobody else, editors included, but the secret key.

export const frequencies = Constants.public.Enums.alert_frequency;
const path = "/opportunities/alerts";
const tags = ["alerts"];

/** The language of an alert's e-mails: given, else the sign-up's `Accept-Language`, else English. */
const language = () =>
  languageTag().meta({
    description: "The language of its e-mails (BCP 47): the service's words in it where it has them (docs/languages.md), else " +
      "English, and each posting in it where the posting has it. Without it, the sign-up's `Accept-Language` decides.",
    example: "fr",
  });

const frequency = () =>
  oneOf(frequencies).meta({ description: "`daily` or `weekly`: at most one digest each day or week, only when something new matched." });

const signUp = (type: RecordType) =>
  z.strictObject({
    email: z.email({ error: "must be an e-mail address" }).max(254, "must be at most 254 characters").optional().meta({
      description: "Where the digests go. Required unless signed in (a member's alert goes to their own address).",
    }),
    criteria: criteria(type, "What it looks for").optional(),
    frequency: frequency().optional(),
    language: language().optional(),
  }).meta({ id: "AlertSignUp", example: { email: "student@example.ac.uk", criteria: { category: "Internship" }, frequency: "weekly" } });

const alertPatch = (type: RecordType) =>
  z.strictObject({ criteria: criteria(type, "What it looks for").optional(), frequency: frequency().optional(), language: language().optional() })
    .superRefine((o, ctx) => {
      if (Object.keys(o).length === 0) ctx.addIssue({ code: "custom", path: [], message: "give criteria, frequency, language or any of them" });
    }, whenAnObject).meta({ id: "AlertPatch", example: { frequency: "daily" } });

export const alertRecord = () =>
  z.strictObject({
    id: recordId(),
    email: z.string(),
    member: z.boolean().meta({ description: "A signed-in member's alert (their own address, no confirmation)." }),
    criteria: z.record(z.string(), z.string()),
    frequency: z.enum(frequencies),
    language: z.string().meta({ description: "The language of its e-mails (BCP 47)." }),
    confirmed_at: utcTimestamp().nullable().meta({ description: "When its address was confirmed; null until then (nothing but the confirmation is sent)." }),
    last_digest_at: utcTimestamp().nullable(),
    created_at: utcTimestamp(),
    updated_at: utcTimestamp(),
  }).meta({
    id: "JobAlert",
    example: {
      id: "a0000000-0000-4000-8000-000000000001",
      email: "student@example.ac.uk",
      member: false,
      criteria: { category: "Internship" },
      frequency: "weekly",
      language: "en",
      confirmed_at: "2026-11-25T06:00:00.000000Z",
      last_digest_at: null,
      created_at: "2026-11-25T05:58:00.000000Z",
      updated_at: "2026-11-25T06:00:00.000000Z",
    },
  });

/** `member`: whether the alert is a signed-in member's (never whose). */
const alertReads = { member: sql`user_id is not null` };
/** What an alert's answer shows (its record's fields): never its tokens. */
export const alertColumns = lazily(() => selectedColumns(job_alerts, Object.keys(alertRecord().shape), { read: alertReads }));

const signUpAnswer = () =>
  z.object({
    email: z.string(),
    criteria: z.record(z.string(), z.string()),
    frequency: z.enum(frequencies),
    language: z.string(),
    confirmed_at: z.null(),
  }).meta({ id: "AlertPending", description: "Nothing is sent to the address but one confirmation until its link is followed." });

/** Which alert a request means: the manage link's token, or (signed in, or the secret key) its id. */
const whichAlert = () =>
  z.strictObject({
    token: manageToken().optional(),
    id: uuid().optional().meta({ description: "The alert's id: signed in (your own), or the secret key.", param: { in: "query" } }),
  });

/** `where` for the alert a request names; 401 when it names none and the caller is anonymous. */
async function named(tx: Queryable, query: { token?: string; id?: string }, role: string) {
  if (query.token !== undefined) {
    await presentToken(tx, query.token);
    return sql`manage_token = ${query.token}`;
  }
  if (query.id !== undefined) return sql`id = ${query.id}`;
  if (role === "anon") throw new ApiError(401, "unauthorized", "Give the token of your alert's manage link (`token`), or sign in.");
  return undefined;
}

/** 429 for a sign-up past a limit that says nothing of the address: the client's, or the service's. */
const refused = (limit: string, wait: number, config: ServiceConfig) =>
  refusedFor(
    limit === "service"
      ? "The service takes no more sign-ups this hour."
      : `Too many sign-ups: at most ${config.email!.signUpsPerHour} an hour from one client.`,
    wait,
  );

/** POST signs up (its own route); GET reads, PATCH changes and DELETE deletes: a settings table of subscribers. */
export const alertRoutes = (db: Database, type: RecordType, config: ServiceConfig): RouteDeclaration[] =>
  [signUpRoute(type, config), ...settingsRoutes(db, alertTable(type))];

/** The alerts, each its subscriber's own: named by its manage link's token, or signed in by its id. */
export const alertTable = (type: RecordType) =>
  defineSettingsTable({
    noun: "alert",
    component: "JobAlert",
    path,
    tags,
    facts: job_alerts,
    read: alertReads,
    order: sql`created_at, id`,
    doing: { read: "read alerts", write: "change alerts" },
    owner: "caller",
    which: { query: whichAlert, where: (tx, query, role) => named(tx, query, role) },
    missing: "No alert matches this link or id: it was deleted, or it is not yours.",
    schemas: () => ({ input: signUp(type), patch: alertPatch(type), record: alertRecord() }),
    routes: {
      list: {
        operationId: "readAlerts",
        summary: "Your alert, or your alerts",
        description: "With `token` (from the manage link of a digest): that alert. Signed in: your alerts, or one with `id`. " +
          "The secret key reads any. Nobody else reads an alert, editors included.",
      },
      patch: { operationId: "changeAlert", summary: "Change an alert's search or frequency", description: "By its manage link's `token`, or signed in by `id`." },
      delete: {
        operationId: "deleteAlert",
        summary: "Delete an alert",
        description: "By its manage link's `token`, or signed in by `id`. To stop every alert of an address at once, use its unsubscribe link.",
      },
    },
  });

/** A signed-in member's own address (never an anonymous sign-in's): where their alerts go. */
const ownAddressOf = ({ claims }: Caller) =>
  claims.role === "authenticated" && claims.is_anonymous !== true && typeof claims.email === "string" && claims.email ? claims.email : undefined;

/** Anyone's form (`publicFormRoute`); a signed-in member's alert goes to their own address at once. */
function signUpRoute(type: RecordType, config: ServiceConfig): RouteDeclaration<"personal", ValidatedBy<ReturnType<typeof emptyQuery>, ReturnType<typeof signUp>>> {
  return publicFormRoute(config, {
    path,
    contract: () => ({
      tags,
      operationId: "signUpForAlert",
      summary: "Subscribe a search to e-mail digests",
      description: "Anyone, with `email`: 202, and the address gets one e-mail whose link confirms the alert; nothing else " +
        "is sent to it until then (unconfirmed alerts are deleted after 30 days). Signed in, without `email` (or with your own): " +
        "201, the alert goes to your own address at once. Limits: `ALERT_SIGN_UP_LIMIT` sign-ups an hour per client address, " +
        "and 3 unconfirmed sign-ups a day per e-mail address (429 with `Retry-After`).",
      request: { query: emptyQuery(), body: jsonBody(signUp(type)) },
      errors: { 429: ["rate_limited"], 503: ["service_unavailable"] },
      responses: {
        201: json(successEnvelope(alertRecord()), "A signed-in member's alert, at once."),
        202: json(successEnvelope(signUpAnswer()), "Accepted: a confirmation goes to the address."),
      },
    }),
    sendsEmail: true,
    check(input, caller) {
      const ownAddress = ownAddressOf(caller);
      if (input.email === undefined && !ownAddress) {
        throw invalidInput([{ field: "email", message: "is required unless you are signed in with an e-mail address" }]);
      }
      if (input.email !== undefined && ownAddress && input.email.toLowerCase() !== ownAddress.toLowerCase()) {
        throw invalidInput([{ field: "email", message: "must be your own address while signed in; sign out to subscribe another" }]);
      }
    },
    async write(tx, { input, client, caller, languages }) {
      const member = ownAddressOf(caller) !== undefined;
      const wanted = { criteria: input.criteria ?? {}, frequency: input.frequency ?? "weekly", language: input.language ?? languages[0] ?? "en" };
      const [outcome] = await execute<{ id: string | null; confirmed: boolean; sent_to: string | null; limited: string | null; retry_after: number | null }>(
        tx,
        sql`select id, confirmed, sent_to, limited, retry_after from private.sign_up_for_job_alert(${member ? null : input.email!}::text,
          ${JSON.stringify(wanted.criteria)}::text::jsonb, ${wanted.frequency}::public.alert_frequency,
          ${client}::text, ${config.email!.signUpsPerHour}::int, ${config.email!.pendingPerHour}::int, ${wanted.language}::text)`,
      );
      if (outcome!.limited) throw refused(outcome!.limited, outcome!.retry_after!, config);
      // The same answer whatever the address: whether it was taken or, past its mailbox's limit, dropped.
      if (!outcome!.confirmed) return { status: 202, body: { success: true, data: { email: outcome!.sent_to, ...wanted, confirmed_at: null } } };
      const [row] = await execute<Row>(tx, sql`select ${alertColumns()} from public.job_alerts where id = ${outcome!.id}`);
      return { status: 201, body: { success: true, data: row }, headers: { Location: `?id=${outcome!.id}` } };
    },
  });
}

const emptyQuery = () => z.strictObject({});
