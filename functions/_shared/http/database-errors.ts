import { DatabaseError } from "../database/database.ts";
import { ApiError } from "./errors.ts";
import { languageTagRule } from "../languages/tags.ts";

/** What each constraint means to a client: the field and the rule, never the constraint's name. */
const constraints: Record<string, { field: string; message: string; status?: number; code?: string; ownWords?: true }> = {
  opportunities_title_not_blank: { field: "title", message: "must not be blank" },
  opportunities_exactly_one_target: {
    field: "link_url",
    message: "exactly one of link_url and linked_form_id must be set",
  },
  opportunities_closes_not_before_opens: { field: "closes_on", message: "must not be before opens_on" },
  opportunities_linked_form_id_fkey: { field: "linked_form_id", message: "must name an existing form" },
  opportunities_external_id_key: {
    field: "external_id",
    message: "is already used by another opportunity",
    status: 409,
    code: "duplicate_external_id",
  },
  opportunities_salary_min_bounds: { field: "salary_min", message: "must be at least 0 and less than 1000000000000" },
  opportunities_salary_max_bounds: { field: "salary_max", message: "must be at least 0 and less than 1000000000000" },
  opportunities_salary_min_not_above_max: { field: "salary_max", message: "must not be below salary_min" },
  opportunities_salary_currency_format: { field: "salary_currency", message: "must be an ISO 4217 currency code in capitals, e.g. GBP or USD" },
  opportunities_country_format: { field: "country", message: "must be an ISO 3166-1 alpha-2 country code in capitals, e.g. GB or US" },
  opportunities_feed_format: { field: "feed", message: "must be 1 to 100 characters of a-z, 0-9, -, _, . and :" },
  job_sources_board_format: { field: "board", message: "must be 1 to 80 letters, digits, -, _ or ., starting with a letter or digit" },
  job_sources_board_host_label: { field: "board", message: "must be 1 to 63 letters, digits or - for recruitee, starting with a letter or digit" },
  job_sources_name_format: { field: "name", message: "must be 1 to 100 characters of a-z, 0-9, -, _, . and :" },
  job_sources_every_bounds: { field: "every", message: "must be from PT15M (15 minutes) to P7D (7 days)" },
  job_sources_name_key: { field: "name", message: "is already another job source's", status: 409, code: "duplicate_source" },
  job_sources_board_key: { field: "board", message: "is already read by another job source", status: 409, code: "duplicate_source" },
  channels_url_for_kind: { field: "url", message: "must be a webhook URL of the channel's kind (docs/channels.md)" },
  channels_url_public_host: { field: "url", message: "must name a public host: not a private, loopback or link-local address" },
  channels_webhooks_sign: { field: "kind", message: "a webhook channel, and only one, has a signing secret" },
  channels_criteria_object: { field: "criteria", message: "must be an object of the list's filters" },
  channels_events_some: { field: "events", message: "give one or more of published, withdrawn, submission.pending, report.opened and application.received" },
  trusted_domains_pkey: { field: "domain", message: "is trusted already (or revoked: change it)", status: 409, code: "duplicate_domain" },
  trusted_domains_not_free_mail: { field: "domain", message: "must not be a free-mail domain: anyone can have an address there" },
  trusted_domains_domain_format: { field: "domain", message: "must be a domain name such as acme.example" },
  submissions_link_public_https: { field: "link_url", message: "must be an https URL of a public host" },
  companies_name_not_blank: { field: "name", message: "must not be blank" },
  resources_link_or_file: { field: "link_url", message: "give a link_url, a file, or both: a resource without a file needs its link" },
  // A record's file (migration 20261210120000_files: private.add_file_column), for each table that has one.
  ...Object.fromEntries(["resources", "companies", "opportunities", "application_files"].flatMap((table) => [
    [`${table}_file_bucket`, { field: "file", message: "must be a Storage key in one of this record's buckets (docs/files.md)" }],
    [`${table}_file_exists`, { field: "file", message: "names no file in Storage: upload it first (docs/files.md)" }],
  ])),
  companies_slug_format: { field: "slug", message: "must be 1 to 80 lower-case letters and digits in words joined by -" },
  companies_slug_key: { field: "slug", message: "is already another company's", status: 409, code: "duplicate_slug" },
  companies_verified_domains_format: {
    field: "verified_domains",
    message: "must be at most 20 domain names such as acme.example, none of them free mail",
  },
  company_keys_domain_key: {
    field: "verified_domains",
    message: "names a domain that is another company's verified domain",
    status: 409,
    code: "duplicate_domain",
  },
  opportunities_language_tag: { field: "language", message: languageTagRule },
  opportunities_language_length: { field: "language", message: "must be at most 35 characters" },
  opportunities_translations_valid: {
    field: "translations",
    message: "must map at most 10 language tags, none the posting's own language, each to a title and any of description, location, salary, term and field",
  },
  job_alerts_language_tag: { field: "language", message: languageTagRule },
  opportunities_company_id_fkey: { field: "company_id", message: "must name an existing company" },
  resources_title_not_blank: { field: "title", message: "must not be blank" },
  resources_category_not_blank: { field: "category", message: "must not be blank" },
  resources_link_url_not_blank: { field: "link_url", message: "must not be blank" },
  // Pay rules (migration 20261212130000_pay_rules): the database's words name the place, the law and what to give.
  opportunities_pay_required: { field: "salary_min", message: "is required where this posting is (docs/admin-app.md)", ownWords: true },
  opportunities_subdivision_format: { field: "subdivision", message: "must be an ISO 3166-2 code such as US-CA or CA-ON" },
  opportunities_subdivision_in_country: { field: "subdivision", message: "must be a subdivision of the posting's country" },
  pay_rules_pkey: { field: "jurisdiction", message: "has a rule already: change it", status: 409, code: "duplicate_rule" },
  pay_rules_jurisdiction_format: { field: "jurisdiction", message: "must be an ISO 3166-1 or 3166-2 code such as US or US-CA" },
  pay_rules_width: { field: "max_width", message: "must be a positive amount with its width_currency, for a range rule only" },
  pay_rules_law_length: { field: "law", message: "must be 1 to 300 characters, not blank" },
  // Who may apply (migration 20261212120000_eligibility): an empty list is null, "not said".
  opportunities_degree_levels_some: { field: "degree_levels", message: "must list 1 to 6 degree levels, or be null" },
  opportunities_graduation_years_some: { field: "graduation_years", message: "must list 1 to 10 years from 1950 to 2100, or be null" },
  opportunities_fields_of_study_some: { field: "fields_of_study", message: "must list 1 to 20 fields of up to 100 characters, or be null" },
  // Applications (migration 20261211120000_applications).
  application_forms_pkey: { field: "id", message: "is already a board form's: change that one", status: 409, code: "duplicate_form" },
  application_forms_title_length: { field: "title", message: "must be 1 to 200 characters, not blank" },
  application_forms_questions_valid: { field: "questions", message: "must be 1 to 50 questions, each with a key, a kind and a label (docs/applications.md)" },
  application_forms_emails_object: { field: "emails", message: "must be an object of letters by state" },
  applications_form_version: {
    field: "id",
    message: "has applications: retire the form (retired_at) instead; its applications keep it",
    status: 409,
    code: "form_has_applications",
  },
  applications_answers: { field: "answers", message: "do not fit the form's questions" },
  applications_state_move: {
    field: "state",
    message: "is not a move this application can make (docs/applications.md)",
    status: 409,
    code: "state_move_not_allowed",
    ownWords: true,
  },
  applications_rating_range: { field: "rating", message: "must be from 1 to 5" },
  applications_applicant_email_format: { field: "email", message: "must be an e-mail address" },
  applications_applicant_name_length: { field: "name", message: "must be 1 to 200 characters, not blank" },
  application_notes_body_length: { field: "body", message: "must be 1 to 5000 characters, not blank" },
};

/**
 * The rules every API table shares, named `<table>_<column>_<rule>`: the field is in the name, so
 * a new column's (or a new table's) constraint needs no entry here. The API checks the same rules
 * first, with the exact limit; these messages reach a client only if the two ever disagree.
 */
const columnRules: Record<string, string> = {
  length: "is too long",
  http_url: "must be an absolute http(s) URL",
  url_or_path: "must be an absolute http(s) URL or a site-relative path starting with a single /",
  range: "is outside the years 0001 to 9999",
};
const columnRule = /^([a-z_]+?)_(length|http_url|url_or_path|range)$/;

/** What a constraint of `table` means: its entry above, or the column rule its name spells. */
function knownConstraint(name: string | undefined, table: string | undefined) {
  if (!name) return undefined;
  if (constraints[name]) return constraints[name];
  if (!table || !name.startsWith(`${table}_`)) return undefined;
  const match = columnRule.exec(name.slice(table.length + 1));
  return match ? { field: match[1]!, message: columnRules[match[2]!]! } : undefined;
}

// Data exceptions (class 22: a value of the wrong form, out of range, a bad time zone offset)
// and values too large to store mean "this input cannot be stored".
const badInput = /^(22...|54000)$/;
// The database is not reachable or not accepting work right now: worth retrying. 40001 and
// 40P01 are retried inside the request first; 57014 is the role's statement timeout.
const unavailable = /^(08...|57P0[1-3]|57014|53300|53400|40001|40P01)$/;
const networkErrors = new Set([
  "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE",
  "CONNECT_TIMEOUT", "CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED",
]);

/** The database could not be reached, or took no work, just now: anyone asking now would hear the same. */
export function databaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === "string" && (networkErrors.has(code) || unavailable.test(code));
}

/**
 * Translates what the database refused into the API's answer, or returns undefined when the
 * error is not one the client caused or can retry (a 500). `request` is who asked and how:
 * permission denied (42501) is PostgREST's 401 for anon and 403 for a signed-in write; on a read
 * it means our grants are wrong, a 500.
 */
export function apiErrorFromDatabase(error: unknown, request: { role?: string; read: boolean }): ApiError | undefined {
  if (databaseUnavailable(error) || (error as { code?: unknown })?.code === "DEADLINE_EXCEEDED") {
    return new ApiError(503, "service_unavailable", "The service is busy or the database is unavailable; try again shortly.", undefined, {
      "Retry-After": "1",
    });
  }
  if (!(error instanceof DatabaseError)) return undefined;

  const known = knownConstraint(error.constraint, error.table);
  if (known) {
    // A rule whose words the database writes itself (a pay rule names its place and law): ours, never SQL.
    const message = known.ownWords ? error.message : known.message;
    return new ApiError(known.status ?? 400, known.code ?? "validation_failed", `${known.field}: ${message}`, [
      { field: known.field, message },
    ]);
  }
  if (error.code === "23502" && error.column) {
    return new ApiError(400, "validation_failed", `${error.column}: is required`, [
      { field: error.column, message: "is required" },
    ]);
  }
  if (error.code.startsWith("23") || badInput.test(error.code)) {
    return new ApiError(400, "invalid_input", "A value in the request cannot be stored: check its type and format.");
  }
  if (error.code === "42501" && request.role === "anon") {
    return new ApiError(401, "unauthorized", "Sign in to do this.");
  }
  if (error.code === "42501" && !request.read) {
    return new ApiError(403, "forbidden", "You do not have permission to do this.");
  }
  return undefined;
}
