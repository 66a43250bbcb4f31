import { z } from "zod";

// The field kinds the API accepts. Each message completes "<field> ...", naming the rule.

const required = (kind: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? "is required" : `must be ${kind}`),
});

/** A string, trimmed, without NUL characters (Postgres text cannot hold them). */
const text = (max: number) =>
  z.string(required("a string"))
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !s.includes("\u0000"), "must not contain NUL characters");

/** `null`, or a blank string, clears the field. */
const blankToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), schema.nullable());

export const requiredText = (max: number) => text(max).min(1, "must not be blank");
export const optionalText = (max: number) => blankToNull(text(max));

const isHttpUrl = (s: string) => {
  if (/\s/.test(s)) return false;
  try {
    const url = new URL(s);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
};
const maxUrl = 2048;
export const httpUrl = text(maxUrl).refine(isHttpUrl, "must be an absolute http(s) URL")
  .meta({ format: "uri", description: "An absolute http(s) URL." });
export const optionalHttpUrl = blankToNull(httpUrl);
/** An absolute http(s) URL, or a site-relative path with a single leading `/` (not `//` or `/\`). */
export const optionalIconUrl = blankToNull(
  text(maxUrl).refine(
    (s) => isHttpUrl(s) || /^\/(?![/\\])\S*$/.test(s),
    "must be an absolute http(s) URL or a site-relative path starting with a single /",
  ).meta({ description: "An absolute http(s) URL, or a site-relative path starting with a single `/`." }),
);

/** A real calendar date, `YYYY-MM-DD`. */
export const isCalendarDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
export const optionalDate = blankToNull(
  z.string(required("a date")).trim().refine(isCalendarDate, "must be a real calendar date in YYYY-MM-DD form")
    .meta({ format: "date", example: "2027-03-01" }),
);

/** An RFC 3339 timestamp with a time zone (`Z` or an offset), on a real calendar date. */
export const optionalTimestamp = blankToNull(
  z.string(required("a timestamp")).trim().refine(
    (s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/i.test(s) &&
      isCalendarDate(s.slice(0, 10)) && !Number.isNaN(Date.parse(s)),
    "must be an RFC 3339 timestamp with a time zone, e.g. 2027-01-31T23:59:00Z",
  ).meta({ format: "date-time", example: "2027-01-31T23:59:00Z" }),
);

// Spelled without the `i` flag so that the OpenAPI pattern means the same.
export const uuid = z.string(required("a UUID")).trim().regex(
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
  "must be a UUID",
).meta({ format: "uuid" });
export const optionalUuid = blankToNull(uuid);

export const int32 = z.number(required("an integer"))
  .int("must be an integer")
  .min(-2147483648, "must be at least -2147483648")
  .max(2147483647, "must be at most 2147483647");

export const boolean = z.boolean(required("true or false"));

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of: ${values.join(", ")}` });
export const optionalOneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  blankToNull(oneOf(values));

/** A query-string boolean: exactly `true` or `false`. */
export const queryBoolean = z.enum(["true", "false"], { error: "must be true or false" })
  .transform((v) => v === "true");

// What the API returns: the shapes of stored values.
export const recordId = z.string().meta({ format: "uuid" });
export const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).meta({ format: "date" });
export const utcTimestamp = z.string().meta({ format: "date-time", description: "ISO 8601, UTC." });

/** Who made and last changed a record, and when: set by the database, never by input. */
export const auditFields = {
  created_at: utcTimestamp,
  created_by: recordId.nullable(),
  updated_at: utcTimestamp,
  updated_by: recordId.nullable(),
};
