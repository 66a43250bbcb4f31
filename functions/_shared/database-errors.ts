import { DatabaseError } from "./database.ts";
import { ApiError } from "./errors.ts";

/** What each constraint means to a client: the field and the rule, never the constraint's name. */
const constraints: Record<string, { field: string; message: string; status?: number; code?: string }> = {
  opportunities_title_not_blank: { field: "title", message: "must not be blank" },
  opportunities_exactly_one_target: {
    field: "link_url",
    message: "exactly one of link_url and linked_form_id must be set",
  },
  opportunities_category_allowed: { field: "category", message: "is not an allowed category" },
  opportunities_employment_type_allowed: { field: "employment_type", message: "is not an allowed employment type" },
  opportunities_source_allowed: { field: "source", message: "must be manual or csv_import" },
  opportunities_closes_not_before_opens: { field: "closes_on", message: "must not be before opens_on" },
  opportunities_linked_form_id_fkey: { field: "linked_form_id", message: "must name an existing form" },
  opportunities_external_id_key: {
    field: "external_id",
    message: "is already used by another opportunity",
    status: 409,
    code: "duplicate_external_id",
  },
  resources_title_not_blank: { field: "title", message: "must not be blank" },
  resources_category_not_blank: { field: "category", message: "must not be blank" },
  resources_link_url_not_blank: { field: "link_url", message: "must not be blank" },
};

// SQLSTATE classes and codes that mean "this input cannot be stored".
const badInput = new Set(["22001", "22003", "22007", "22008", "22021", "22P02", "22P05", "54000"]);
// The database is not reachable or not accepting work right now: worth retrying.
const unavailable = /^(08...|57P0[1-3]|53300|53400)$/;
const networkErrors = new Set([
  "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE",
  "CONNECT_TIMEOUT", "CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED",
]);

/**
 * Translates what the database refused into the API's answer, or returns undefined when the
 * error is not one the client caused or can retry (a 500).
 */
export function apiErrorFromDatabase(error: unknown): ApiError | undefined {
  const code = (error as { code?: unknown })?.code;
  if (typeof code === "string" && (networkErrors.has(code) || unavailable.test(code))) {
    return new ApiError(503, "service_unavailable", "The database is unavailable; try again shortly.", undefined, {
      "Retry-After": "5",
    });
  }
  if (!(error instanceof DatabaseError)) return undefined;

  const known = error.constraint ? constraints[error.constraint] : undefined;
  if (known) {
    return new ApiError(known.status ?? 400, known.code ?? "validation_failed", `${known.field}: ${known.message}`, [
      { field: known.field, message: known.message },
    ]);
  }
  if (error.code === "23502" && error.column) {
    return new ApiError(400, "validation_failed", `${error.column}: is required`, [
      { field: error.column, message: "is required" },
    ]);
  }
  if (error.code.startsWith("23") || badInput.has(error.code)) {
    return new ApiError(400, "invalid_input", "A value in the request cannot be stored: check its type and format.");
  }
  if (error.code === "42501") {
    return new ApiError(403, "forbidden", "You do not have permission to do this.");
  }
  return undefined;
}
