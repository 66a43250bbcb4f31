import { Constants } from "../../types/database.ts";

// The allowed values of opportunity fields (spec 2.1): the database's enums, as `supabase gen
// types` writes them into types/database.ts. Changing an enum in a migration changes these.
export const categories = Constants.public.Enums.opportunity_category;
export const employmentTypes = Constants.public.Enums.employment_type;
/** How an opportunity was entered (its `source` column: `manual`, `csv_import`); not a job source. */
export const entryMethods = Constants.public.Enums.opportunity_source;
export const salaryPeriods = Constants.public.Enums.salary_period;
export const workplaces = Constants.public.Enums.workplace;
/** Why a posting that was open is closed (its `closed_reason`; docs/freshness.md). */
export const closedReasons = Constants.public.Enums.closed_reason;
/** What a job seeker may report of a posting. */
export const reportReasons = Constants.public.Enums.report_reason;

/** Whether a posting's employer sponsors a work visa (null: not said). */
export const visaSponsorships = Constants.public.Enums.visa_sponsorship;
/** The degree levels a posting may be open to. */
export const degreeLevels = Constants.public.Enums.degree_level;
/** What a pay rule asks of a posting: an amount, or a range. */
export const payRequirements = Constants.public.Enums.pay_requirement;
