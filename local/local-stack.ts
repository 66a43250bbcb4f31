import process from "node:process";
import { createOpportunitiesHandler } from "../functions/opportunities/handler.ts";
import { createResourcesHandler } from "../functions/resources/handler.ts";
import { parseAllowedOrigins, type ServiceConfig } from "../functions/_shared/config.ts";
import type { Database } from "../functions/_shared/database.ts";
import type { Handler, Log } from "../functions/_shared/service.ts";
import { type DevCredentials, devServiceConfig } from "./dev-credentials.ts";
import { functionsRouter } from "./router.ts";

/** Both functions behind one router, on one database: what `npm start` serves. */
export function localStack(
  db: Database,
  credentials: DevCredentials,
  options: { log?: Log; allowedOrigins?: ServiceConfig["allowedOrigins"] } = {},
): Handler {
  const config = devServiceConfig(credentials, options.allowedOrigins ?? parseAllowedOrigins(process.env.ALLOWED_ORIGINS));
  return functionsRouter({
    opportunities: createOpportunitiesHandler({ db, config, log: options.log }),
    resources: createResourcesHandler({ db, config, log: options.log }),
  });
}

