import * as z from "zod";
import type { Database } from "../database/database.ts";
import { createApiApp } from "../http/app.ts";
import { anonymousReadCache } from "../http/anonymous-cache.ts";
import type { ServiceConfig } from "../http/config.ts";
import { capitalised } from "../http/openapi-schemas.ts";
import type { ApiApp, Handler, Log } from "../http/context.ts";
import { type DeclaredRoute, routeDeclarer, type RouteDeclaration } from "../http/route-kinds.ts";
import type { Permission } from "../http/permissions.ts";
import { bulkRoute } from "./bulk-route.ts";
import { recordRoutes } from "./record-routes.ts";
import { historyRoutes } from "./history.ts";
import { feedRoutes } from "../discovery/feeds.ts";
import type { RecordType, TableName } from "./record-type.ts";

/** What an edge function needs: made once per instance. */
export interface FunctionDeps {
  db: Database;
  config: ServiceConfig;
  log?: Log;
}

/** An edge function: its Hono app, the handler to serve, and its routes as declared. */
export interface ApiFunction {
  name: string;
  app: ApiApp;
  fetch: Handler;
  routes: readonly DeclaredRoute[];
}

/**
 * A function's part of the OpenAPI document, generated from its route declarations at build time
 * (`npm run gen` writes `functions/<name>/openapi.json`; a test keeps it current) and
 * loaded when first asked for: building it at boot cost a cold start about 18 ms.
 */
export type DocumentLoader = () => Promise<{ default: object }>;

/**
 * An edge function serving one table: its OpenAPI document at `/<name>/openapi.json`, the record
 * routes, the bulk edit, the history, the feeds (when the type is public) and any `more` routes
 * (such as the opportunities import), each running the steps of its kind.
 */
export function createRecordFunction<T extends TableName>(
  deps: FunctionDeps,
  type: RecordType<T>,
  document: DocumentLoader,
  more: RouteDeclaration[] = [],
): ApiFunction {
  return createApiFunction(deps, type.name, document, type.permission, [
    ...recordRoutes(deps.db, type, deps.config),
    bulkRoute(type),
    ...historyRoutes(deps.db, type, deps.config),
    ...(type.public ? feedRoutes(deps.db, type, type.public, deps.config) : []),
    ...more,
  ]);
}

/**
 * An edge function of `routes` (and its OpenAPI document at `/<name>/openapi.json`), each running
 * the steps of its kind; `permission`: what its editors' routes need.
 */
export function createApiFunction(
  deps: FunctionDeps,
  name: string,
  document: DocumentLoader,
  permission: Permission,
  routes: RouteDeclaration[],
): ApiFunction {
  const app = createApiApp({ name, config: deps.config, log: deps.log });
  const cache = anonymousReadCache(deps.config.anonymousCacheMs, deps.config.anonymousCacheControl);
  const { declare, routes: declared } = routeDeclarer(app, { db: deps.db, config: deps.config, cache, permission, what: name });
  for (const route of [documentRoute(name, document), ...routes]) declare(route);
  return { name, app, fetch: (request) => Promise.resolve(app.fetch(request)), routes: declared };
}

function documentRoute(name: string, load: DocumentLoader): RouteDeclaration<"document"> {
  return {
    kind: "document",
    method: "get",
    path: `/${name}/openapi.json`,
    contract: () => ({
      tags: ["contract"],
      operationId: `get${capitalised(name)}Contract`,
      summary: `The OpenAPI 3.1 document of the ${name} function`,
      security: [],
      // No parameter, as every route refuses one it does not know (a misspelt one is a 400, not ignored).
      request: { query: z.strictObject({}) },
      responses: {
        200: { description: "This function's part of the contract.", content: { "application/json": { schema: { type: "object" } } } },
        304: { description: "Not modified: `If-None-Match` matches the ETag." },
      },
    }),
    handle: async (c) => {
      c.header("Cache-Control", "public, max-age=300");
      return c.json((await load()).default);
    },
  };
}
