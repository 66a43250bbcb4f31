import { ApiError, invalidInput } from "../../_shared/http/errors.ts";

// Cloudflare Turnstile, verified on the server (developers.cloudflare.com/turnstile/get-started/
// server-side-validation): the widget's token is posted with the secret to siteverify, once (a
// token is good for one verification and 300 s).

/** Where siteverify is, unless the local stack (`CAPTCHA_API_ORIGIN`) or a test says otherwise. */
export interface CaptchaAccess {
  origin?: string;
}

export const turnstileOrigin = "https://challenges.cloudflare.com";

/** Refuses a submission whose token Turnstile does not accept (400 naming `captcha_token`); 503 when it cannot be asked. */
export async function verifyCaptcha(secret: string, token: string | undefined, client: string | undefined, access?: CaptchaAccess): Promise<void> {
  if (!token) throw invalidInput([{ field: "captcha_token", message: "is required: the token of the form's Turnstile widget" }]);
  const form = new URLSearchParams({ secret, response: token, ...(client ? { remoteip: client } : {}) });
  let answer: { success?: unknown; "error-codes"?: unknown };
  try {
    const response = await fetch(new URL("/turnstile/v0/siteverify", access?.origin ?? turnstileOrigin), {
      method: "POST",
      body: form,
      redirect: "manual",
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    answer = await response.json();
  } catch {
    throw new ApiError(503, "service_unavailable", "The captcha could not be checked just now; nothing was submitted. Try again in a minute.", undefined, { "Retry-After": "60" });
  }
  const codes = Array.isArray(answer["error-codes"]) ? answer["error-codes"] : [];
  if (codes.some((code) => /secret/.test(String(code)))) {
    // The service's own setting is wrong, not the form: nothing the submitter can mend.
    throw new ApiError(503, "service_unavailable", "The captcha could not be checked: the service's TURNSTILE_SECRET_KEY is refused.", undefined, { "Retry-After": "3600" });
  }
  if (answer.success !== true) {
    throw invalidInput([{ field: "captcha_token", message: "was not accepted: it has expired or was used already; complete the widget again" }]);
  }
}
