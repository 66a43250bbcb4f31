// Supabase Edge Function entry: the only file that touches Deno's APIs. Configuration and the
// database pools are set up once per instance and reused by every request.
import { configFromEnv } from "../_shared/http/config.ts";
import { jsonLog } from "../_shared/http/log.ts";
import { connectFunctionsDatabase } from "../_shared/http/functions-database.ts";
import { createApplicationsFunction } from "./handler.ts";

const env = (name: string) => Deno.env.get(name);
const db = connectFunctionsDatabase(env, jsonLog);
const config = configFromEnv(env, []);

Deno.serve(createApplicationsFunction({ db, config }).fetch);
