// Supabase Edge Function entry: the only file that touches Deno's APIs. Configuration and the
// database pool are set up once per instance and reused by every request.
import { configFromEnv, databasePoolSize } from "../_shared/http/config.ts";
import { connectPostgres } from "../_shared/database/postgres.ts";
import { createOpportunitiesFunction } from "./handler.ts";

const db = connectPostgres(Deno.env.get("SUPABASE_DB_URL")!, { max: databasePoolSize(Deno.env.get("DB_POOL_SIZE")) });
const config = configFromEnv((name) => Deno.env.get(name));

Deno.serve(createOpportunitiesFunction({ db, config }).fetch);
