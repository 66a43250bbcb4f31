import { z } from "zod";
import { cacheRead } from "./caching.ts";
import { asCaller, type Claims, type Database, type Queryable } from "./database.ts";
import type { ServiceConfig } from "./config.ts";
import { ApiError, notFound } from "./errors.ts";
import { uuid } from "./fields.ts";
import { mustBeSignedIn, type Permission, writeAs } from "./permissions.ts";
import { deleteRecord, getRecord, insertRecord, listRecords, type RecordTable, type Row, updateRecord } from "./records.ts";
import { success } from "./responses.ts";
import { createService, type Handler, type Log, methodNotAllowed, type Route } from "./service.ts";
import { queryParameters, readJsonObject, validate } from "./validation.ts";

export interface RecordRouteOptions {
  /** The function's name, the last segment of its path. */
  name: string;
  /** What one record is called in messages. */
  noun: string;
  table: RecordTable;
  /** The permission a caller needs to write. */
  permission: Permission;
  /** The body of a create or update: validated, normalised values to write. */
  input: z.ZodType<Row>;
  /** The list's query parameters: validated filters (column = value). */
  filters: z.ZodType<Row>;
}

const byId = z.strictObject({ id: uuid });
const noParameters = z.strictObject({});

/**
 * One table as a REST collection selected by `?id=`: GET lists (filters) or gets one, POST
 * creates, PUT updates the given fields, DELETE deletes. Every database call runs in one
 * transaction as the caller, so RLS decides what exists for them.
 */
export function recordRoute(db: Database, options: RecordRouteOptions): Route {
  const { table, noun } = options;
  const ownPath = new RegExp(`(^|/)${options.name}/?$`);

  const what = options.name;
  const write = <T>(claims: Claims, work: (tx: Queryable) => Promise<T>) =>
    writeAs(db, claims, options.permission, what, work);
  const found = (row: Row | undefined) => {
    if (!row) throw notFound(noun);
    return row;
  };

  return async (request, { claims }) => {
    const url = new URL(request.url);
    if (!ownPath.test(url.pathname)) throw new ApiError(404, "not_found", "There is no such endpoint.");
    const params = queryParameters(url);

    switch (request.method) {
      case "GET": {
        if ("id" in params) {
          const { id } = validate(byId, params);
          const row = found(await asCaller(db, claims, (tx) => getRecord(tx, table, id)));
          return cacheRead(request, claims, success(row));
        }
        const filters = validate(options.filters, params);
        return cacheRead(request, claims, success(await asCaller(db, claims, (tx) => listRecords(tx, table, filters))));
      }
      case "POST": {
        mustBeSignedIn(claims, what);
        validate(noParameters, params);
        const body = await readJsonObject(request);
        const row = await write(claims, (tx) => insertRecord(tx, table, validate(options.input, body)));
        return success(row, 201, { Location: `?id=${row.id}` });
      }
      case "PUT": {
        mustBeSignedIn(claims, what);
        const { id } = validate(byId, params);
        const body = await readJsonObject(request);
        return success(found(await write(claims, (tx) => updateRecord(tx, table, id, validate(options.input, body)))));
      }
      case "DELETE": {
        mustBeSignedIn(claims, what);
        const { id } = validate(byId, params);
        return success(found(await write(claims, (tx) => deleteRecord(tx, table, id))));
      }
      default:
        throw methodNotAllowed(request.method);
    }
  };
}

/** What an edge function built on a record route needs: made once per instance. */
export interface RecordFunctionDeps {
  db: Database;
  config: ServiceConfig;
  log?: Log;
}

/**
 * An edge function serving one table: the shared pipeline around its record route, and any
 * `subroutes` at `/<name>/<subpath>` (such as the opportunities import).
 */
export function createRecordFunction(
  deps: RecordFunctionDeps,
  options: RecordRouteOptions,
  subroutes: Record<string, Route> = {},
): Handler {
  const records = recordRoute(deps.db, options);
  const subpath = new RegExp(`/${options.name}/([^/]+)/?$`);
  const route: Route = (request, context) => {
    const name = subpath.exec(new URL(request.url).pathname)?.[1];
    const subroute = name === undefined ? undefined : subroutes[name];
    return (subroute ?? records)(request, context);
  };
  return createService({ name: options.name, config: deps.config, log: deps.log, route });
}
