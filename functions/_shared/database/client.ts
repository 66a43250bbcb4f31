import type { Queryable } from "./database.ts";
import { execute, sql } from "./sql.ts";

/**
 * Tells the database, for this transaction only, which client (its network: `clientBucket`) the
 * request is: what it stamps on the e-mails the request queues (private.stamp_asked_by), as a
 * keyed hash, so strangers' e-mails are sent a client at a time. Never stored as it is.
 */
export const rememberClient = (tx: Queryable, client: string) => execute(tx, sql`select set_config('request.client', ${client}, true)`);
