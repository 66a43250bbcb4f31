import type { MiddlewareHandler } from "hono";
import type { ZodType } from "zod";
import type { ApiEnv } from "./context.ts";
import { fieldProblems, invalidInput } from "./errors.ts";

/** Query strings longer than this are validated every time: the remembered ones stay small. */
const maxRememberedLength = 512;
/** How many outcomes a route remembers; past that, it starts again. */
const maxRemembered = 1_000;

type Outcome = Awaited<ReturnType<ZodType["safeParseAsync"]>>;

/** The data for the handler (`c.req.valid(target)`), or a 400 naming each field zod refused. */
function accept(c: Parameters<MiddlewareHandler<ApiEnv>>[0], target: "query" | "header" | "json", outcome: Outcome) {
  if (!outcome.success) throw invalidInput(fieldProblems(outcome.error));
  c.req.addValidatedData(target, outcome.data as object);
}

/**
 * The validation step for a route's query: its zod schema (the source of the rules and of the
 * contract) parses the query, and the outcome is remembered per query string. A public website
 * asks for the same few lists over and over, and zod's parse of a list query cost more than any
 * other step of a read. A query schema is a pure function of the query string (no clock, no
 * caller), so a remembered outcome is the one zod would give; its data is frozen, as a shared
 * value must be.
 */
export function validatedQuery(schema: ZodType): MiddlewareHandler<ApiEnv> {
  const outcomes = new Map<string, Outcome>();
  return async (c, next) => {
    const url = c.req.url;
    const search = url.slice(url.indexOf("?") >>> 0);
    let outcome = outcomes.get(search);
    if (!outcome) {
      outcome = await schema.safeParseAsync(c.req.query());
      if (outcome.success) Object.freeze(outcome.data);
      if (search.length <= maxRememberedLength) {
        if (outcomes.size >= maxRemembered) outcomes.clear();
        outcomes.set(search, outcome);
      }
    }
    accept(c, "query", outcome);
    await next();
  };
}

/** The validation step for a route's headers (names in lower case, as the schemas write them). */
export const validatedHeaders = (schema: ZodType): MiddlewareHandler<ApiEnv> => async (c, next) => {
  accept(c, "header", await schema.safeParseAsync(c.req.header()));
  await next();
};

/** The validation step for a JSON body, read and parsed once by the JSON body step before it. */
export const validatedJson = (schema: ZodType): MiddlewareHandler<ApiEnv> => async (c, next) => {
  accept(c, "json", await schema.safeParseAsync(c.var.json));
  await next();
};
