import { wordsIn } from "../_shared/words/words.ts";
import * as z from "zod";
import { listParameters } from "../_shared/records/listing.ts";
import type { RecordType } from "../_shared/records/record-type.ts";

// Criteria: the opportunities list's filters and `q`, as its query gives them, saved by what
// follows a search (a channel, a job alert) and read back with the list's own schema, so a saved
// search means exactly what the list means.

/**
 * The list's filters and `q`, built once per type: the delivery worker reads every channel's and
 * alert's criteria with it, and a zod schema is costly to build (and, at its first parse, to compile).
 */
const criteriaSchemas = new WeakMap<RecordType, z.ZodObject>();
const criteriaOf = (type: RecordType) => {
  if (!criteriaSchemas.has(type)) criteriaSchemas.set(type, type.filterSchema().extend({ q: listParameters().q }));
  return criteriaSchemas.get(type)!;
};

/** Criteria as stored: the list's query parameters, each a string (true and false may be given as booleans). */
const asQuery = (value: unknown) =>
  value !== null && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === "boolean" ? String(v) : v]))
    : value;

/** The criteria's values as the list's query builder takes them (q as a text-search query), from the stored strings. */
export const criteriaValues = (type: RecordType, criteria: Record<string, string>) =>
  criteriaOf(type).parse(criteria) as Record<string, unknown>;

/** The `criteria` field: each wrong filter named as `criteria.<name>`, with the list's own message. */
export const criteria = (type: RecordType, what: string) =>
  z.preprocess(asQuery, z.record(z.string(), z.string({ error: "must be text, or true or false" })))
    .superRefine((value, ctx) => {
      const parsed = criteriaOf(type).safeParse(value);
      for (const issue of parsed.error?.issues ?? []) {
        const keys = issue.code === "unrecognized_keys" ? issue.keys : [undefined];
        for (const key of keys) {
          ctx.addIssue({
            code: "custom",
            path: [...issue.path, ...(key === undefined ? [] : [key])] as PropertyKey[],
            message: key === undefined ? issue.message : "is not a filter of the opportunities list",
          });
        }
      }
    })
    .meta({
      description: `${what}: the opportunities list's filters and \`q\`, as its query gives them ` +
        "(`{\"category\": \"Internship\", \"q\": \"data\"}`); `{}` matches every published one.",
      example: { category: "Internship" },
    });

/** Criteria as a person reads them (`category: Internship, q: data`, by name), or "every new opportunity". */
export const describeCriteria = (criteria: Record<string, string> | null, words = wordsIn("en")) =>
  !criteria || Object.keys(criteria).length === 0
    ? words.say("alerts.everything")
    : Object.keys(criteria).sort().map((name) => `${name}: ${criteria[name]}`).join(", ");
