import { createRoute } from "@hono/zod-openapi";
import { etag } from "hono/etag";
import { type ApiApp, authenticate, createApiApp, type Handler, type Log } from "../http/app.ts";
import { anonymousReadCache } from "../http/anonymous-cache.ts";
import type { ServiceConfig } from "../http/config.ts";
import type { Database } from "../database/database.ts";
import { type ApiDocument, functionDocument } from "../http/openapi-document.ts";
import { addRecordRoutes, type RecordRoutesOptions } from "./record-routes.ts";

/** What an edge function needs: made once per instance. */
export interface FunctionDeps {
  db: Database;
  config: ServiceConfig;
  log?: Log;
}

/** An edge function: its Hono app, the handler to serve, and its part of the OpenAPI document. */
export interface ApiFunction {
  name: string;
  app: ApiApp;
  fetch: Handler;
  document(): ApiDocument;
}

/**
 * An edge function serving one table: the shared pipeline, its OpenAPI document at
 * `/<name>/openapi.json` (public), then authentication, the record routes and any `more` routes
 * (such as the opportunities import).
 */
export function createRecordFunction(
  deps: FunctionDeps,
  options: RecordRoutesOptions,
  more: (app: ApiApp) => void = () => {},
): ApiFunction {
  const app = createApiApp({ name: options.name, config: deps.config, log: deps.log });
  let document: ApiDocument | undefined;
  const documentOnce = () => (document ??= functionDocument(app));

  app.openapi(
    createRoute({
      method: "get",
      path: `/${options.name}/openapi.json`,
      tags: ["contract"],
      summary: `The OpenAPI 3.1 document of the ${options.name} function`,
      security: [],
      middleware: [etag()] as const,
      responses: {
        200: { description: "This function's part of the contract.", content: { "application/json": { schema: { type: "object" } } } },
        304: { description: "Not modified: `If-None-Match` matches the ETag." },
      },
    }),
    (c) => {
      c.header("Cache-Control", "public, max-age=300");
      return c.json(documentOnce() as never);
    },
  );
  app.use("*", authenticate(deps.config));
  const cache = anonymousReadCache(deps.config.anonymousCacheMs);
  app.use("*", cache.writes);
  addRecordRoutes(app, deps.db, options, cache);
  more(app);
  return { name: options.name, app, fetch: (request) => Promise.resolve(app.fetch(request)), document: documentOnce };
}
