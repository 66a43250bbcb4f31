import * as z from "zod";

// The field kinds the API accepts. Each message completes "<field> ...", naming the rule. Each is
// a function that builds its schema, so that schemas are built only when a route first needs them.

export const required = (kind: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? "is required" : `must be ${kind}`),
});

/** A string, trimmed, without NUL characters (Postgres text cannot hold them; the contract says so). */
const text = (max: number) =>
  z.string(required("a string"))
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !s.includes("\u0000"), "must not contain NUL characters")
    .meta({ pattern: "^[^\\u0000]*$" });

/** `null`, or a blank string, clears the field. */
export const blankToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), schema.nullable());

/** Not blank: the contract's pattern asks for a character that is not white space (and no NUL). */
export const requiredText = (max: number) =>
  text(max).min(1, "must not be blank").meta({ pattern: "^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$" });
export const optionalText = (max: number) => blankToNull(text(max));

/**
 * `http://` or `https://` and a host, as the database's `private.is_http_url` holds it too (of the
 * stored form: whatever follows the host is percent-encoded where a URI cannot hold it).
 */
const isHttpUrl = (s: string) => {
  if (!/^https?:\/\/[^\s\p{Cc}/?#\\]+([/?#][^\p{Cc}]*)?$/iu.test(s)) return false;
  try {
    const url = new URL(s);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
};

/**
 * `link` (an http(s) URL or a site path) as an RFC 3986 URI reference, which is what the contract's
 * `format: uri` promises and the database's `private.is_http_url` holds: a host in another script
 * in its ASCII (punycode) form, and every character a URI cannot hold percent-encoded as UTF-8
 * (`café` -> `caf%C3%A9`, `a|b` -> `a%7Cb`, a second `#` -> `%23`). Everything it can hold is kept
 * as written. Undefined when a `%` does not start a `%XX` escape: what it stands for is unknowable.
 */
export function asUri(link: string): string | undefined {
  if (/%(?![0-9A-Fa-f]{2})/.test(link)) return undefined;
  const [, authority = "", rest = link] = /^(https?:\/\/[^/?#]*)?(.*)$/is.exec(link) ?? [];
  let host = authority;
  // deno-lint-ignore no-control-regex
  if (/[^\x00-\x7f]/.test(authority)) {
    const url = new URL(link);
    host = `${url.protocol}//${url.username ? `${url.username}${url.password ? `:${url.password}` : ""}@` : ""}${url.host}`;
  }
  let fragment = false;
  try {
    return host + rest.replace(/[^A-Za-z0-9\-._~:/?@!$&'()*+,;=%]|#/gu, (c) => {
      if (c === "#" && !fragment) return (fragment = true, c);
      return encodeURIComponent(c); // throws on a lone surrogate: no UTF-8 for it
    });
  } catch {
    return undefined;
  }
}

/**
 * `schema` (text already checked as a link, of at most 2,048 characters as written: the
 * contract's maxLength) stored as `asUri` writes it, or refused as not a URI.
 */
const uriStored = (schema: z.ZodType<string>) =>
  schema.transform((s, ctx) => {
    const uri = asUri(s);
    if (uri === undefined) {
      ctx.addIssue({ code: "custom", message: "must be a valid URL: each % must start a %XX escape" });
      return z.NEVER;
    }
    return uri;
  });

const maxUrl = 2048;
/**
 * How long a link given as `length` characters may be once stored percent-encoded: each
 * character up to 9 (`%E2%80%93`). Its table's length constraint is this.
 */
export const storedUriLength = (length: number) => length * 9;
/**
 * The contract's pattern of an http(s) URL with a host (`format: uri` alone allows any scheme):
 * after the host, anything but control characters (U+0000-001F, U+007F-009F), stored percent-encoded.
 */
const noControls = "[^\\u0000-\\u001F\\u007F-\\u009F]*$";
const httpUrlPattern = `^[Hh][Tt][Tt][Pp][Ss]?://[^/?#\\\\\\s\\u0000-\\u001F\\u007F-\\u009F]+([/?#]${noControls}|$)`;
export const httpUrl = () => uriStored(text(maxUrl).refine(isHttpUrl, "must be an absolute http(s) URL"))
  .meta({ format: "uri", pattern: httpUrlPattern, description: "An absolute http(s) URL; characters a URI cannot hold are stored percent-encoded." });
export const optionalHttpUrl = () => blankToNull(httpUrl());
/** An absolute http(s) URL, or a site-relative path with a single leading `/` (not `//` or `/\`). */
export const optionalIconUrl = () => blankToNull(
  uriStored(text(maxUrl).refine(
    (s) => isHttpUrl(s) || /^\/(?![/\\])[^\p{Cc}]*$/u.test(s),
    "must be an absolute http(s) URL or a site-relative path starting with a single /",
  )).meta({
    format: "uri-reference",
    pattern: `${httpUrlPattern}|^/(?![/\\\\])${noControls}`,
    description: "An absolute http(s) URL, or a site-relative path starting with a single `/`; characters a URI cannot hold are stored percent-encoded.",
  }),
);

/** A real calendar date, `YYYY-MM-DD`, in the years 0001 to 9999. */
export const isCalendarDate = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || s.startsWith("0000")) return false;
  const date = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s);
};
export const optionalDate = () => blankToNull(
  z.string(required("a date")).trim().refine(isCalendarDate, "must be a real calendar date in YYYY-MM-DD form")
    .meta({ format: "date", pattern: "^(?!0000)", example: "2027-03-01" }),
);

/**
 * RFC 3339 as JSON Schema's `date-time` reads it: `T`, `t` or a space between date and time, an
 * offset with or without its colon (`+0100`, `+01`), a leap second.
 */
const rfc3339 = /^(\d{4}-\d{2}-\d{2})[Tt\s]([01]\d|2[0-3]):([0-5]\d):([0-5]\d|60)(?:\.(\d+))?(?:[Zz]|([+-])([01]\d|2[0-3])(?::?([0-5]\d))?)$/;

/**
 * An RFC 3339 timestamp (`2027-01-31T23:59:00Z`, any offset, any fraction of a second) as the
 * same instant in UTC, `YYYY-MM-DDTHH:MM:SS[.ffffff]Z`; undefined unless it is a real one whose
 * UTC date falls in the years 0001 to 9999. Converting here means Postgres never sees an offset
 * it cannot hold (it takes at most 15:59).
 */
export function utcFromRfc3339(s: string): string | undefined {
  const m = rfc3339.exec(s);
  if (!m || !isCalendarDate(m[1]!)) return undefined;
  const [, date, hh, mm, ss, fraction, sign, offsetHours, offsetMinutes] = m;
  const offsetMs = sign ? (sign === "-" ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes ?? 0)) * 60_000 : 0;
  // A leap second is the instant after the minute's last whole second, as Postgres reads it.
  const leap = ss === "60" ? 1_000 : 0;
  const instant = new Date(Date.parse(`${date}T${hh}:${mm}:${leap ? "59" : ss}Z`) - offsetMs + leap).toISOString();
  if (!/^\d{4}-/.test(instant) || instant.startsWith("0000")) return undefined; // outside 0001 to 9999
  return `${instant.slice(0, 19)}${fraction ? `.${fraction.slice(0, 6)}` : ""}Z`;
}

/**
 * The contract's word that a timestamp's UTC date falls in 0001 to 9999: no year 0000, and no
 * offset that would carry the first or last day of the range out of it.
 */
export const utcYearsPattern = "^(?!0000)(?!0001-01-01.{9}[^Zz]*\\+)(?!9999-12-31.{9}[^Zz]*-)";

/** An RFC 3339 timestamp with a time zone, stored as UTC (`timestamptz`): required. */
export const timestamp = () =>
  z.string(required("a timestamp")).trim().transform((s, ctx) => {
    const utc = utcFromRfc3339(s);
    if (utc === undefined) {
      ctx.addIssue({
        code: "custom",
        message: "must be an RFC 3339 timestamp with a time zone between the years 0001 and 9999, e.g. 2027-01-31T23:59:00Z",
      });
      return z.NEVER;
    }
    return utc;
  }).meta({ format: "date-time", pattern: utcYearsPattern, example: "2027-01-31T23:59:00Z" });
/** A timestamp, or null (an empty string is null). */
export const optionalTimestamp = () => blankToNull(timestamp());

// Spelled without the `i` flag so that the OpenAPI pattern means the same.
export const uuid = () => z.string(required("a UUID")).trim().regex(
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
  "must be a UUID",
).meta({ format: "uuid" });
export const optionalUuid = () => blankToNull(uuid());

export const int32 = () => z.number(required("an integer"))
  .int("must be an integer")
  .min(-2147483648, "must be at least -2147483648")
  .max(2147483647, "must be at most 2147483647");

export const boolean = () => z.boolean(required("true or false"));

/** Exactly one of `values`, as the contract's enum lists them. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of: ${values.join(", ")}` });
/** One of `values`, or none: `null`, or `""` (what a form's empty choice sends), as the contract says. */
export const optionalOneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === "" ? null : v), oneOf(values).nullable())
    .meta({ enum: [...values, "", null], description: `One of ${values.join(", ")}; \`null\` or \`""\` for none.` });

/** A query-string boolean: exactly `true` or `false`. */
export const queryBoolean = () => z.enum(["true", "false"], { error: "must be true or false" })
  .transform((v) => v === "true");

// What the API returns: the shapes of stored values.
export const recordId = () => z.string().meta({ format: "uuid" });
export const calendarDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/).meta({ format: "date" });
export const utcTimestamp = () => z.string().meta({ format: "date-time", description: "ISO 8601, UTC." });
/**
 * For a body's object checks (`superRefine`): run them also when fields failed (zod skips them
 * then), so one answer lists every problem. The values may then be raw input: checks look at types.
 */
/**
 * A PATCH's rule (with `whenAnObject`): at least one field given. A body naming only what is not
 * a field has that problem, named, and not this one.
 */
export const atLeastOneField = (o: object, ctx: z.RefinementCtx) => {
  if (Object.keys(o).length === 0 && !ctx.issues.some((issue) => issue.code === "unrecognized_keys")) {
    ctx.addIssue({ code: "custom", path: [], message: "give at least one field to change" });
  }
};

export const whenAnObject = {
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null && !Array.isArray(payload.value),
};

/** Who made and last changed a record, and when: set by the database, never by input. */
export const auditFields = () => ({
  created_at: utcTimestamp(),
  created_by: recordId().nullable(),
  updated_at: utcTimestamp(),
  updated_by: recordId().nullable(),
});

/**
 * A domain name as the trust ladder and companies compare it: lower case, two labels or more, each
 * of 1 to 63 letters, digits and inner hyphens, the last (the top-level domain) starting with a letter.
 */
export const domainName = () =>
  z.string({ error: "must be a domain name" }).trim().toLowerCase()
    .regex(/^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/, "must be a domain name such as acme.example")
    .max(253, "must be at most 253 characters");
