import type { Queryable } from "../_shared/database/database.ts";
import { execute, type Sql, sql } from "../_shared/database/sql.ts";
import { invalidInput } from "../_shared/http/errors.ts";

// What a posting lacks of the pay its place's rule asks (the pay rules' table, `private.pay_missing`):
// the submission's check and the editors' JSON-LD check ask the database, which holds the rule.

/** The database's words for what `o` (a posting's fields, or a row `o` in SQL) lacks, or null. */
export const payMissingOf = (o: Record<string, unknown>): Sql =>
  sql`private.pay_missing(${o.country ?? null}, ${o.subdivision ?? null}, ${o.salary_min ?? null}::double precision,
    ${o.salary_max ?? null}::double precision, ${o.salary_currency ?? null})`;

/** A submission's pay against its place's rule, in the submission's transaction: a 400 naming salary_min. */
export async function checkSubmittedPay(tx: Queryable, posting: Record<string, unknown>): Promise<void> {
  const [row] = await execute<{ missing: string | null }>(tx, sql`select ${payMissingOf(posting)} as missing`);
  if (row?.missing) throw invalidInput([{ field: "salary_min", message: row.missing }]);
}
