// The opportunities function as functions/opportunities/index.ts deploys it, but with its job
// boards at BENCH_BOARD_ORIGIN (bench/sources.ts's fake Greenhouse), which no deployed entry reads.
import { configFromEnv } from "../functions/_shared/http/config.ts";
import { jsonLog } from "../functions/_shared/http/log.ts";
import { connectFunctionsDatabase } from "../functions/_shared/http/functions-database.ts";
import { createOpportunitiesFunction } from "../functions/opportunities/handler.ts";

const env = (name: string) => Deno.env.get(name);
const db = connectFunctionsDatabase(env, jsonLog);
const config = configFromEnv(env);
const jobBoardOrigins = { greenhouse: env("BENCH_BOARD_ORIGIN")! };

Deno.serve(createOpportunitiesFunction({ db, config, boards: { origins: jobBoardOrigins } }).fetch);
