// Supabase Edge Function entry: the only file that touches Deno's APIs. Configuration and the
// database pool are set up once per instance and reused by every request.
import { configFromEnv, databasePoolSize, functionsDatabaseUrl } from "../_shared/http/config.ts";
import { jsonLog } from "../_shared/http/log.ts";
import { connectPostgres } from "../_shared/database/postgres.ts";
import { createOpportunitiesFunction } from "./handler.ts";

const env = (name: string) => Deno.env.get(name);
const db = connectPostgres(functionsDatabaseUrl(env, jsonLog), { max: databasePoolSize(env("DB_POOL_SIZE")) });
const config = configFromEnv(env);

Deno.serve(createOpportunitiesFunction({ db, config }).fetch);
