// The opportunities function as functions/opportunities/index.ts deploys it, but with its channels'
// messages sent to BENCH_CHANNEL_ORIGIN (bench/channels.ts's receiver) and its e-mail to
// BENCH_EMAIL_ORIGIN (bench/alerts.ts's), which no deployed entry reads.
import { configFromEnv } from "../functions/_shared/http/config.ts";
import { jsonLog } from "../functions/_shared/http/log.ts";
import { connectFunctionsDatabase } from "../functions/_shared/http/functions-database.ts";
import { createOpportunitiesFunction } from "../functions/opportunities/handler.ts";

const env = (name: string) => Deno.env.get(name);
const db = connectFunctionsDatabase(env, jsonLog);
const config = configFromEnv(env, ["PUBLIC_OPPORTUNITY_URL"]);
const origin = env("BENCH_CHANNEL_ORIGIN") ?? "http://127.0.0.1:9";
const email = env("BENCH_EMAIL_ORIGIN");

Deno.serve(createOpportunitiesFunction({
  db,
  config,
  channels: { origins: { discord: origin, slack: origin, webhook: origin } },
  ...(email ? { email: { origin: email } } : {}),
}).fetch);
