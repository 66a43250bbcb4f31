import * as z from "zod";
import { ApiError, invalidInput } from "./errors.ts";

// Cloudflare Turnstile, verified on the server (developers.cloudflare.com/turnstile/get-started/
// server-side-validation): the widget's token is posted with the secret to siteverify. A token is
// good for one verification and 300 s; Turnstile's `internal-error` "can be retried", so it is
// asked once more with the same `idempotency_key` (which lets the token be checked again), then
// answered 503. Where the token was made (`hostname`) and for which form (`action`) are checked
// when the service is told what to expect.

/** Where siteverify is, unless the local stack (`CAPTCHA_API_ORIGIN`) or a test says otherwise. */
export interface CaptchaAccess {
  origin?: string;
}

/** What the service expects of a token: `TURNSTILE_SECRET_KEY`, `TURNSTILE_HOSTNAMES`, `TURNSTILE_CHECK_ACTION`. */
export interface CaptchaSettings {
  turnstileSecret?: string;
  /** The website's host names: a token made on another site is refused. Unchecked when empty. */
  turnstileHostnames?: string[];
  /** Whether the widget's `action` must name the form it was made for (`submission`, `manage_link`, `privacy_request`). */
  turnstileCheckAction?: boolean;
}

/** The forms that ask for a captcha, each its widget's `action`. */
export type CaptchaAction = "submission" | "manage_link" | "privacy_request" | "application";

export const turnstileOrigin = "https://challenges.cloudflare.com";

/** A form's `captcha_token` field. */
export const captchaToken = () =>
  z.string({ error: "must be a string" }).max(4096, "must be at most 4096 characters").optional()
    .meta({ description: "The Cloudflare Turnstile widget's token: required when the service has TURNSTILE_SECRET_KEY." });

interface Siteverify {
  success?: unknown;
  "error-codes"?: unknown;
  hostname?: unknown;
  action?: unknown;
}

const unavailable = (message: string, retryAfter: number) => new ApiError(503, "service_unavailable", message, undefined, { "Retry-After": String(retryAfter) });
const notNow = () => unavailable("The captcha could not be checked just now; nothing was sent. Try again in a minute.", 60);

async function siteverify(form: URLSearchParams, access?: CaptchaAccess): Promise<Siteverify> {
  try {
    const response = await fetch(new URL("/turnstile/v0/siteverify", access?.origin ?? turnstileOrigin), {
      method: "POST",
      body: form,
      redirect: "manual",
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    return await response.json();
  } catch {
    throw notNow();
  }
}

const codesOf = (answer: Siteverify) => Array.isArray(answer["error-codes"]) ? answer["error-codes"].map(String) : [];
const refused = (why: string) => invalidInput([{ field: "captcha_token", message: why }]);

/**
 * Nothing when the service asks no captcha, or Turnstile accepts the token for this site and form;
 * else 400 naming `captcha_token`, or 503 (with Retry-After) when Turnstile cannot answer.
 */
export async function verifyCaptcha(
  settings: CaptchaSettings, action: CaptchaAction, token: string | undefined, client: string | undefined, access?: CaptchaAccess,
): Promise<void> {
  const secret = settings.turnstileSecret;
  if (!secret) return;
  if (!token) throw refused("is required: the token of the form's Turnstile widget");
  const form = new URLSearchParams({ secret, response: token, idempotency_key: crypto.randomUUID(), ...(client ? { remoteip: client } : {}) });
  let answer = await siteverify(form, access);
  if (codesOf(answer).includes("internal-error")) answer = await siteverify(form, access);
  const codes = codesOf(answer);
  if (codes.some((code) => /secret/.test(code))) {
    // The service's own setting is wrong, not the form: nothing the sender can mend.
    throw unavailable("The captcha could not be checked: the service's TURNSTILE_SECRET_KEY is refused.", 3600);
  }
  if (codes.includes("internal-error")) throw notNow();
  if (answer.success !== true) throw refused("was not accepted: it has expired or was used already; complete the widget again");
  const hostnames = settings.turnstileHostnames ?? [];
  if (hostnames.length > 0 && !hostnames.includes(String(answer.hostname ?? "").toLowerCase())) {
    throw refused("was made on another site: complete the widget on this one");
  }
  if (settings.turnstileCheckAction && answer.action !== action) throw refused(`was made for another form: the widget's action must be ${action}`);
}
