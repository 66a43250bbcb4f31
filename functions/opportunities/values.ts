import { Constants } from "../../types/database.ts";

// The allowed values of opportunity fields (spec 2.1): the database's enums, as `supabase gen
// types` writes them into types/database.ts. Changing an enum in a migration changes these.
export const categories = Constants.public.Enums.opportunity_category;
export const employmentTypes = Constants.public.Enums.employment_type;
/** How an opportunity was entered (its `source` column: `manual`, `csv_import`); not a job source. */
export const entryMethods = Constants.public.Enums.opportunity_source;
export const salaryPeriods = Constants.public.Enums.salary_period;
export const workplaces = Constants.public.Enums.workplace;
