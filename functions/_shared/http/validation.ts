import type { Context, MiddlewareHandler } from "hono";
import type { ZodType } from "zod";
import type { ApiEnv } from "./context.ts";
import { fieldProblems, invalidInput } from "./errors.ts";
import { lazily } from "./lazily.ts";

type Outcome = Awaited<ReturnType<ZodType["safeParseAsync"]>>;

/**
 * A route's common queries read without zod: exactly the data its zod schema gives for them, or
 * undefined for any other query, which zod then reads (and refuses with its messages).
 */
export type QuickQuery = (query: Record<string, string>) => object | undefined;

/** The zod schemas of what a route takes: each one given is validated, in this order. */
export interface RequestSchemas {
  query?: ZodType;
  headers?: ZodType;
  json?: ZodType;
}

type Check = (c: Context<ApiEnv>) => Promise<void>;

/** The data for the handler (`c.req.valid(target)`), or a 400 naming each field zod refused. */
function accept(c: Context<ApiEnv>, target: "query" | "header" | "json", outcome: Outcome) {
  if (!outcome.success) throw invalidInput(fieldProblems(outcome.error));
  c.req.addValidatedData(target, outcome.data as object);
}

/**
 * The query's check: `quick` reads the common queries of a list, and zod (whose schema is asked
 * for only then) every other.
 */
function queryCheck(schema: () => ZodType, quick?: QuickQuery): Check {
  return async (c) => {
    const query = c.req.query();
    const data = quick?.(query);
    accept(c, "query", data ? { success: true, data } : await schema().safeParseAsync(query));
  };
}

/** The headers' check (names in lower case, as the schemas write them). */
const headersCheck = (schema: ZodType): Check => async (c) => accept(c, "header", await schema.safeParseAsync(c.req.header()));

/** The JSON body's check: the body was read and parsed once by the JSON body step before it. */
const jsonCheck = (schema: ZodType): Check => async (c) => accept(c, "json", await schema.safeParseAsync(c.var.json));

const step = (check: Check): MiddlewareHandler<ApiEnv> => async (c, next) => {
  await check(c);
  await next();
};

/**
 * The validation step of a list, which takes only a query: `quick` reads its common queries, and
 * the zod schema (the source of the rules and of the contract) is built for the first it leaves.
 */
export const validatedQuery = (schema: () => ZodType, quick?: QuickQuery): MiddlewareHandler<ApiEnv> =>
  step(queryCheck(lazily(schema), quick));

/**
 * The validation step: the route's query, headers and JSON body, each by its zod schema (the
 * source of the rules and of the contract), in that order. The schemas are asked for at the
 * route's first request: a route that is never called never builds them.
 */
export function validatedRequest(schemas: () => RequestSchemas): MiddlewareHandler<ApiEnv> {
  const checks = lazily(() => {
    const { query, headers, json } = schemas();
    return [...(query ? [queryCheck(() => query)] : []), ...(headers ? [headersCheck(headers)] : []), ...(json ? [jsonCheck(json)] : [])];
  });
  return step(async (c) => {
    for (const check of checks()) await check(c);
  });
}
