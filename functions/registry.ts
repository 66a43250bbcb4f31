import { createOpportunitiesFunction, type StandIns } from "./opportunities/handler.ts";
import { opportunityType } from "./opportunities/record.ts";
import { trustedDomainTable } from "./opportunities/submissions/trusted-domains.ts";
import { createResourcesFunction, resourceType } from "./resources/handler.ts";
import { companyType, createCompaniesFunction } from "./companies/handler.ts";
import { createPrivacyFunction } from "./privacy/handler.ts";
import { createApplicationsFunction } from "./applications/handler.ts";
import { formTable } from "./applications/forms.ts";
import type { ApiFunction, FunctionDeps } from "./_shared/records/record-function.ts";
import type { RecordType } from "./_shared/records/record-type.ts";
import type { SettingsTable } from "./_shared/records/settings-table.ts";
import { channelTable } from "./opportunities/channels/routes.ts";
import { sourceTable } from "./opportunities/sources/routes.ts";
import { alertTable } from "./opportunities/alerts/routes.ts";
import { payRuleTable } from "./opportunities/pay-rules/routes.ts";

// The service's record types, each with its function, in the contract's order, then the functions
// of no record type: what the local stack serves, what the contract and the docs' permission
// tables come from, and what the tests walk (test/record-behaviour.test.ts,
// test/record-types.test.ts). A new record type or function is one line here; each deployed
// function imports only its own folder, never this list.

type Deps = FunctionDeps & StandIns;

const registry: readonly { type: RecordType; create(deps: Deps): ApiFunction }[] = [
  { type: opportunityType, create: createOpportunitiesFunction },
  { type: resourceType, create: createResourcesFunction },
  { type: companyType, create: createCompaniesFunction },
];

/** The functions that serve no record type: each a capability of its own. */
const otherFunctions: readonly { name: string; create(deps: Deps): ApiFunction }[] = [
  { name: "privacy", create: createPrivacyFunction },
  { name: "applications", create: createApplicationsFunction },
];

/** Every record type (each function's table). */
export const recordTypes: readonly RecordType[] = registry.map((entry) => entry.type);

/** Every function's name (its folder in functions/, its URL under /functions/v1). */
export const functionNames: readonly string[] = [...recordTypes.map((type) => type.name), ...otherFunctions.map((f) => f.name)];

/** Every function. The stand-ins (`StandIns`): the local stack's and the tests' only. */
export const createFunctions = (deps: Deps): ApiFunction[] => [...registry.map((entry) => entry.create(deps)), ...otherFunctions.map((f) => f.create(deps))];

/**
 * Every settings table (`defineSettingsTable`), by the function that serves it: what
 * test/settings-tables.test.ts walks. A new one is one line here, and its routes in its function.
 */
export const settingsTables: readonly { function: string; table: SettingsTable }[] = [
  { function: "opportunities", table: channelTable(opportunityType) },
  { function: "opportunities", table: sourceTable },
  { function: "opportunities", table: alertTable(opportunityType) },
  { function: "opportunities", table: trustedDomainTable },
  { function: "opportunities", table: payRuleTable },
  { function: "applications", table: formTable },
];

/**
 * Every other table of `public`, with what it is: test/public-tables.test.ts fails for a table of
 * the migrated database that is neither a record type's, a settings table's nor named here, and
 * for any without RLS.
 */
export const otherPublicTables: Readonly<Record<string, string>> = {
  bookmarks: "settings: a member's bookmarks (opportunities/alerts/bookmarks.ts)",
  submissions: "staging: postings offered by the public, apart until approved; the editors' queue pages it (opportunities/submissions/)",
  channel_deliveries: "log: a channel's deliveries",
  channel_announcements: "log: which postings a channel has announced",
  job_source_runs: "log: a job source's runs",
  opportunity_events: "outbox: publications and withdrawals (for channels, alerts and WebSub), submissions joining the queue and reports (for channels)",
  file_daily_downloads: "figures: per record with a file and day, its file's downloads; its editors read them (_shared/files/record-file-routes.ts)",
  opportunity_daily_stats: "figures: per posting and day, what told of it and its clicks and views; editors read them per company (companies/stats.ts)",
  opportunity_reports: "staging: job seekers' reports; the editors' queue groups them by posting (opportunities/reports/)",
  link_checks: "log: a posting's last link checks (opportunities/links/)",
  opportunity_notifications: "members' notification dispatch; never in the API",
  revisions: "history of the record tables",
  forms: "the club's forms that opportunities route to (read-only to the API; a board form's questions are application_forms)",
  applications: "staging: applications through the board's forms; editors page them per opportunity (applications/tracking.ts)",
  application_form_versions: "history: every version of a board form's questions, kept for the applications made with it",
  application_history: "log: each application's states as it moved",
  application_notes: "editors' private notes on applications (applications/tracking.ts)",
  application_files: "applicants' files, by application and question, in the private bucket application-files",
  app_roles: "access: roles",
  role_permissions: "access: what each role may do",
  user_roles: "access: who holds which role",
};

/** The page settings of the record types that have public pages (`PUBLIC_OPPORTUNITY_URL`, ...). */
export const pageSettings: readonly string[] = recordTypes.flatMap((type) => type.public ? [type.public.pageSetting] : []);
