// The opportunities function as functions/opportunities/index.ts deploys it, but with every
// posting's host read at BENCH_LINK_ORIGIN (bench/links.ts's fake hosts), which no deployed entry reads.
import { configFromEnv } from "../functions/_shared/http/config.ts";
import { jsonLog } from "../functions/_shared/http/log.ts";
import { connectFunctionsDatabase } from "../functions/_shared/http/functions-database.ts";
import { createOpportunitiesFunction } from "../functions/opportunities/handler.ts";

const env = (name: string) => Deno.env.get(name);
const db = connectFunctionsDatabase(env, jsonLog);
const config = configFromEnv(env);
const origin = env("BENCH_LINK_ORIGIN")!;
// Any host's reads go to the fake one.
const origins = new Proxy({}, { get: () => origin });

Deno.serve(createOpportunitiesFunction({ db, config, links: { origins } }).fetch);
