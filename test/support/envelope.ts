import { expect } from "vitest";
import type { ApiResponse } from "./api.ts";

// The answer envelope, spelled out once for the tests: `{success: true, data}` or
// `{success: false, error: {code, message, details?}}`. A test asserts an answer through these,
// so a setup whose request fails says what came back instead of failing later on `undefined`.

/** The data of a successful answer, after checking its status and envelope (a mismatch shows the whole answer). */
// deno-lint-ignore no-explicit-any
export function expectAnswer(response: ApiResponse, status = 200): any {
  expect([response.status, response.body?.success], `the answer: ${JSON.stringify(response.body)?.slice(0, 600)}`).toEqual([status, true]);
  return response.body.data;
}

/** A problem a failure lists: the field and its rule. */
export interface Problem {
  field: string;
  message: string;
}

/** The problems a failed answer lists, each naming a field and its rule. */
export const problemsOf = (response: ApiResponse): Problem[] => response.body.error.details;

/** The fields a failed answer's problems name, sorted. */
export const problemFields = (response: ApiResponse): string[] => problemsOf(response).map((p) => p.field).sort();

/**
 * The body of a failure with `code`: a message containing `message` (or matching it) when given,
 * and these problems when given.
 */
export const failure = (code: string, { message, problems }: { message?: string | RegExp; problems?: unknown[] } = {}) => ({
  success: false,
  error: {
    code,
    ...(message === undefined ? {} : { message: typeof message === "string" ? expect.stringContaining(message) : expect.stringMatching(message) }),
    ...(problems === undefined ? {} : { details: problems }),
  },
});

/** The body of a 400 that names `field` (and, when given, the exact rule or a pattern of it). */
export function validationError(field: string, message?: string | RegExp) {
  const rule = message === undefined ? expect.any(String) : typeof message === "string" ? message : expect.stringMatching(message);
  return failure("validation_failed", { message: `${field}:`, problems: expect.arrayContaining([{ field, message: rule }]) as never });
}
