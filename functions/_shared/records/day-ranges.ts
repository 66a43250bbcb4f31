import * as z from "zod";
import { isCalendarDate } from "./fields.ts";

// Ranges of UTC days, as figures are asked for (a company's, a file's downloads): `from` and `to`
// as YYYY-MM-DD, by default the last 30 days to today, at most a year.

/** The longest range one answer covers: a year, leap day included. */
export const mostDays = 366;

const day = (description: string) =>
  z.string({ error: "must be a date" }).refine(isCalendarDate, "must be a date, YYYY-MM-DD").optional().meta({ description, format: "date" });

export const today = () => new Date().toISOString().slice(0, 10);
export const daysBefore = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Every day from `from` to `to`, `YYYY-MM-DD`. */
export const daysOf = (from: string, to: string) => Array.from({ length: daysFrom(from, to) }, (_, d) => daysBefore(from, -d));

/** A query of `id` (described as `what`) and a range of days, its defaults filled in and its bounds checked. */
export const dayRangeQuery = (id: z.ZodType<string>, what: string) =>
  z.strictObject({
    id: id.meta({ description: what }),
    from: day("The first day (UTC), default 29 days before `to`."),
    to: day("The last day (UTC), default today."),
  }).transform((q, ctx) => {
    const to = q.to ?? today();
    const from = q.from ?? daysBefore(to, 29);
    if (from > to) ctx.addIssue({ code: "custom", path: ["from"], message: "must not be after to" });
    else if (daysFrom(from, to) > mostDays) ctx.addIssue({ code: "custom", path: ["to"], message: `must be at most ${mostDays} days from from` });
    return { id: q.id, from, to };
  });
