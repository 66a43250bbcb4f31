import type { z } from "zod";

/** One problem with one field of the input, as returned in `error.details`. */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * An error the API answers with: its status, a stable snake_case code and a sentence that names
 * the field and the rule. Never SQL, constraint or table names, stack traces or secrets.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: FieldProblem[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** 400 for invalid input, built from the problems found (the first one is the message). */
export function invalidInput(problems: FieldProblem[]): ApiError {
  const [first] = problems;
  const message = first ? `${first.field}: ${first.message}` : "The request is invalid.";
  return new ApiError(400, "validation_failed", message, problems);
}

export const notFound = (what: string) =>
  new ApiError(404, "not_found", `No ${what} with this id exists, or you may not see it.`);

/** Each problem zod found, as `{field, message}`; `root` names the input itself. */
export function fieldProblems(error: z.ZodError, root = "body"): FieldProblem[] {
  return error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ field: [...issue.path, key].join("."), message: "is not a known field" }))
      : [{ field: issue.path.join(".") || root, message: issue.message }]
  );
}
