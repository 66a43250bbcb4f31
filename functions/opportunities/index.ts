// Supabase Edge Function entry: the only file that touches Deno's APIs. Configuration and the
// database pool are set up once per instance and reused by every request.
import { anonymousReaderUrl, configFromEnv, databasePoolSize, functionsDatabaseUrl } from "../_shared/http/config.ts";
import { jsonLog } from "../_shared/http/log.ts";
import { withAnonymousReader } from "../_shared/database/anonymous-reader.ts";
import { connectPostgres } from "../_shared/database/postgres.ts";
import { createOpportunitiesFunction } from "./handler.ts";

const env = (name: string) => Deno.env.get(name);
const max = databasePoolSize(env("DB_POOL_SIZE"));
const readerUrl = anonymousReaderUrl(env);
const db = withAnonymousReader(
  connectPostgres(functionsDatabaseUrl(env, jsonLog), { max }),
  readerUrl ? connectPostgres(readerUrl, { max }) : undefined,
  jsonLog,
);
const config = configFromEnv(env);

Deno.serve(createOpportunitiesFunction({ db, config }).fetch);
