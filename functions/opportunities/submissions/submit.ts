import * as z from "zod";
import { execute, sql } from "../../_shared/database/sql.ts";
import { type ServiceConfig, submissionSettings } from "../../_shared/http/config.ts";
import { invalidInput } from "../../_shared/http/errors.ts";
import { successEnvelope } from "../../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../../_shared/http/route-kinds.ts";
import { json, jsonBody } from "../../_shared/records/record-routes.ts";
import { publicFormRoute } from "../../_shared/http/public-form.ts";
import { refusedFor } from "../../_shared/http/rate-limits.ts";
import { type CaptchaAccess, captchaToken } from "../../_shared/http/captcha.ts";
import { postingOf, submissionInput } from "./fields.ts";
import { checkSubmittedPay } from "../pay-missing.ts";

// Anyone offers a posting (docs/submissions.md): 202 whatever the address, and one e-mail whose
// link confirms it; confirmed, it joins the queue. Its limits: per client and per e-mail domain
// (429), per address (taken and dropped alike, so the answer never tells what an address has).

export const path = "/opportunities/submissions";
export const tags = ["submissions"];
const emptyQuery = () => z.strictObject({});


/** Today's UTC calendar date plus `days`. */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** closes_on: not past, and at most SUBMISSION_MAX_DAYS from today. */
export function closingProblem(closesOn: unknown, maxDays: number): string | undefined {
  if (typeof closesOn !== "string") return undefined;
  if (closesOn < dayFromToday(0)) return "must not be in the past";
  if (closesOn > dayFromToday(maxDays)) return `must be at most ${maxDays} days from today (${dayFromToday(maxDays)})`;
  return undefined;
}

const accepted = () =>
  z.object({ status: z.literal("unconfirmed"), submitter_email: z.string() })
    .meta({ id: "SubmissionAccepted", description: "Nothing more happens until the confirmation e-mail's link is followed." });

const refused = (limit: string, wait: number) =>
  refusedFor(
    limit === "domain" ? "Too many submissions from addresses at this e-mail domain this hour." : "Too many submissions from this client this hour.",
    wait,
  );

type Body = ReturnType<typeof submissionInput>;

export function submitRoute(config: ServiceConfig, captcha?: CaptchaAccess): RouteDeclaration<"personal", ValidatedBy<ReturnType<typeof emptyQuery>, Body>> {
  const settings = submissionSettings(config);
  const answer = (input: z.output<Body>) => ({ status: 202 as const, body: { success: true, data: { status: "unconfirmed", submitter_email: input.submitter_email } } });
  return publicFormRoute(config, {
    path,
    contract: () => ({
      tags,
      operationId: "submitOpportunity",
      summary: "Offer an opportunity for the board",
      description: "Anyone, signed in or not: 202, and the address gets one e-mail whose link confirms the submission " +
        "(it holds nothing that was submitted); confirmed, it waits for an editor, or goes live at once when its e-mail " +
        "domain is trusted and `link_url` is on that domain. Unconfirmed submissions are deleted after 7 days. With " +
        "TURNSTILE_SECRET_KEY set, `captcha_token` is required. Limits: `SUBMISSION_CLIENT_LIMIT` an hour per client " +
        "and `SUBMISSION_DOMAIN_LIMIT` per e-mail domain (429); per address, 3 unconfirmed a day and `SUBMISSION_LIMIT` " +
        "unconfirmed, pending or live at once (past them a submission is dropped, with the same 202).",
      request: { query: emptyQuery(), body: jsonBody(submissionInput()) },
      errors: { 429: ["rate_limited"], 503: ["service_unavailable"] },
      responses: { 202: json(successEnvelope(accepted()), "Accepted: a confirmation goes to the address.") },
    }),
    sendsEmail: true,
    captcha: "submission",
    // A program filled the field people never see: the same answer, nothing kept.
    honeypot: { field: "website", answer },
    check(input) {
      const closing = closingProblem((input as Record<string, unknown>).closes_on, settings.maxDays);
      if (closing) throw invalidInput([{ field: "closes_on", message: closing }]);
    },
    async write(tx, { input, client }) {
      // Where the law asks for pay, a submission gives it as an editor's posting must.
      await checkSubmittedPay(tx, postingOf(input));
      const [outcome] = await execute<{ limited: string | null; retry_after: number | null }>(tx, sql`select limited, retry_after
        from private.submit_opportunity(${JSON.stringify(postingOf(input))}::text::jsonb, ${input.submitter_email}, ${input.submitter_name},
          ${client}, ${settings.perClientPerHour}::int, ${settings.perDomainPerHour}::int, ${settings.limit}::int)`);
      if (outcome!.limited) throw refused(outcome!.limited, outcome!.retry_after!);
      return answer(input);
    },
  }, captcha);
}

const linksBody = () =>
  z.strictObject({
    email: z.email({ error: "must be an e-mail address" }).max(254, "must be at most 254 characters"),
    captcha_token: captchaToken(),
  }).meta({ id: "ManageLinksRequest", example: { email: "recruiting@acme.example" } });

/** POST .../manage-link: the address's manage links again, by e-mail; 202 whatever the address. */
export function manageLinksRoute(config: ServiceConfig, captcha?: CaptchaAccess): RouteDeclaration<"personal", ValidatedBy<ReturnType<typeof emptyQuery>, ReturnType<typeof linksBody>>> {
  const settings = submissionSettings(config);
  return publicFormRoute(config, {
    path: `${path}/manage-link`,
    contract: () => ({
      tags,
      operationId: "sendManageLinks",
      summary: "E-mail an address its submissions' manage links again",
      description: "202 whatever the address: when it has submissions, one e-mail lists them with their manage links " +
        "(at most one such e-mail an hour per address; per client, `SUBMISSION_CLIENT_LIMIT` requests an hour, 429 past it). " +
        "With TURNSTILE_SECRET_KEY set, `captcha_token` is required (the widget's action `manage_link`).",
      request: { query: emptyQuery(), body: jsonBody(linksBody()) },
      errors: { 429: ["rate_limited"], 503: ["service_unavailable"] },
      responses: { 202: json(successEnvelope(z.object({ email: z.string() })), "Accepted: the links go to the address if it has any.") },
    }),
    sendsEmail: true,
    captcha: "manage_link",
    async write(tx, { input: { email }, client }) {
      const [outcome] = await execute<{ limited: string | null; retry_after: number | null }>(tx, sql`select limited, retry_after
        from private.send_manage_links(${email}, ${client}, ${settings.perClientPerHour}::int)`);
      if (outcome!.limited) throw refused(outcome!.limited, outcome!.retry_after!);
      return { status: 202, body: { success: true, data: { email } } };
    },
  }, captcha);
}
