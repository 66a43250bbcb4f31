import type { output, ZodType } from "zod";
import { rememberClient } from "../database/client.ts";
import type { Queryable } from "../database/database.ts";
import type { Caller } from "../database/database.ts";
import { type CaptchaAccess, type CaptchaAction, verifyCaptcha } from "./captcha.ts";
import { clientBucket } from "./client-address.ts";
import { askedLanguages } from "../languages/tags.ts";
import { defaultClientAddressHeader, emailConfigured, type ServiceConfig, submissionSettings } from "./config.ts";
import { ApiError } from "./errors.ts";
import type { Answer } from "./idempotency.ts";
import type { RouteContract, RouteDeclaration, ValidatedBy } from "./route-kinds.ts";

// A form anyone may post, without a key or an account (a submission, a report, a request for
// links): the one way the service takes words from strangers. In order: e-mail set up when the
// form sends one (503), the form's own checks (400), the captcha when the service asks one
// (TURNSTILE_SECRET_KEY: 400 naming `captcha_token`), the honeypot (filled: the usual answer,
// nothing kept); then its write as the caller in one transaction, knowing the client only as its
// network's bucket (`clientBucket`), which the transaction also names for the e-mails it queues
// (`request.client`: the outbox's turns per client). Per-client limits are the database's, in
// the write (429).

export interface PublicForm<Query extends ZodType, Body extends ZodType> {
  path: string;
  /** Its contract: the query, the JSON body, its answers (an anonymous form: no key asked). */
  contract(): RouteContract;
  /** It sends an e-mail (a confirmation, links): refused with 503 while e-mail is not set up. */
  sendsEmail?: boolean;
  /** Its captcha widget's action, when it asks for Turnstile's token (`captcha_token` in the body). */
  captcha?: CaptchaAction;
  /** A field people never see, and the answer it gets when a program fills it. */
  honeypot?: { field: string; answer(input: output<Body>): Answer };
  /** Checks beyond the body's schema, before the captcha is asked: throw a 400. */
  check?(input: output<Body>, caller: Caller): void;
  /**
   * The write; `caller`: who posts it (anyone, or a signed-in member the form may treat as such);
   * `languages`: what its `Accept-Language` asks for, most wanted first.
   */
  write(tx: Queryable, posted: { input: output<Body>; query: output<Query>; client: string; caller: Caller; languages: string[] }): Promise<Answer>;
}

export function publicFormRoute<Query extends ZodType, Body extends ZodType>(
  config: ServiceConfig,
  form: PublicForm<Query, Body>,
  captcha?: CaptchaAccess,
): RouteDeclaration<"personal", ValidatedBy<Query, Body>> {
  const addressHeader = config.clientAddressHeader ?? defaultClientAddressHeader;
  const captchaSettings = submissionSettings(config);
  return {
    kind: "personal",
    method: "post",
    path: form.path,
    contract: () => ({ ...form.contract(), security: [] }),
    async handle(c, { own }) {
      if (form.sendsEmail && !emailConfigured(config)) {
        throw new ApiError(503, "service_unavailable", "E-mail is not set up on this service (RESEND_API_KEY and EMAIL_FROM).");
      }
      const input = c.req.valid("json") as output<Body>;
      form.check?.(input, c.var.caller);
      const address = c.req.header(addressHeader);
      if (form.captcha) {
        await verifyCaptcha(captchaSettings, form.captcha, (input as { captcha_token?: string }).captcha_token, address, captcha);
      }
      const { honeypot } = form;
      if (honeypot && (input as Record<string, unknown>)[honeypot.field]) return own(() => Promise.resolve(honeypot.answer(input)));
      const client = clientBucket(address);
      return own(async (tx) => {
        await rememberClient(tx, client);
        const languages = askedLanguages(undefined, c.req.header("accept-language"));
        return form.write(tx, { input, query: c.req.valid("query") as output<Query>, client, caller: c.var.caller, languages });
      });
    },
  };
}
