import { createRoute } from "@hono/zod-openapi";
import type { Database } from "../database/database.ts";
import { createApiApp } from "../http/app.ts";
import { anonymousReadCache } from "../http/anonymous-cache.ts";
import type { ServiceConfig } from "../http/config.ts";
import type { ApiApp, Handler, Log } from "../http/context.ts";
import { type ApiDocument, functionDocument } from "../http/openapi-document.ts";
import { type DeclaredRoute, routeDeclarer, type RouteDeclaration } from "../http/route-kinds.ts";
import { bulkRoute } from "./bulk-route.ts";
import { recordRoutes, type RecordRoutesOptions } from "./record-routes.ts";

/** What an edge function needs: made once per instance. */
export interface FunctionDeps {
  db: Database;
  config: ServiceConfig;
  log?: Log;
}

/** An edge function: its Hono app, the handler to serve, its routes and its part of the OpenAPI document. */
export interface ApiFunction {
  name: string;
  app: ApiApp;
  fetch: Handler;
  routes: readonly DeclaredRoute[];
  document(): ApiDocument;
}

/**
 * An edge function serving one table: its OpenAPI document at `/<name>/openapi.json`, the record
 * routes, the bulk edit and any `more` routes (such as the opportunities import), each running
 * the steps of its kind.
 */
export function createRecordFunction(deps: FunctionDeps, options: RecordRoutesOptions, more: RouteDeclaration[] = []): ApiFunction {
  const { name } = options;
  const app = createApiApp({ name, config: deps.config, log: deps.log });
  let document: ApiDocument | undefined;
  const documentOnce = () => (document ??= functionDocument(app));
  const cache = anonymousReadCache(deps.config.anonymousCacheMs, deps.config.anonymousCacheControl);
  const { declare, routes } = routeDeclarer(app, {
    db: deps.db,
    config: deps.config,
    cache,
    permission: options.permission,
    what: name,
  });
  for (const route of [documentRoute(name, documentOnce), ...recordRoutes(deps.db, options), bulkRoute(options), ...more]) {
    declare(route);
  }
  return { name, app, fetch: (request) => Promise.resolve(app.fetch(request)), routes, document: documentOnce };
}

function documentRoute(name: string, document: () => ApiDocument): RouteDeclaration<"document"> {
  return {
    kind: "document",
    route: createRoute({
      method: "get",
      path: `/${name}/openapi.json`,
      tags: ["contract"],
      summary: `The OpenAPI 3.1 document of the ${name} function`,
      security: [],
      responses: {
        200: { description: "This function's part of the contract.", content: { "application/json": { schema: { type: "object" } } } },
        304: { description: "Not modified: `If-None-Match` matches the ETag." },
      },
    }),
    handle: (c) => {
      c.header("Cache-Control", "public, max-age=300");
      return c.json(document() as never);
    },
  };
}
