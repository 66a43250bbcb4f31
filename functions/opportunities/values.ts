// The allowed values of opportunity fields (spec 2.1), as the database's CHECK constraints hold them.
export const categories = ["Internship", "Club Role", "Project", "Sponsor", "Job", "Other"] as const;
export const employmentTypes = ["Full-time", "Part-time", "Internship", "Contract"] as const;
export const sources = ["manual", "csv_import"] as const;
