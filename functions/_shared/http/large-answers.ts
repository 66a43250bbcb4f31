import type { MiddlewareHandler } from "hono";
import { DeadlineExceeded } from "../database/database.ts";
import { slots } from "../database/slots.ts";
import type { ApiEnv } from "./context.ts";
import { ApiError } from "./errors.ts";

/**
 * Which of a route's validated queries may build an answer of a megabyte or more (a page of
 * hundreds of records, a sitemap file): those take one of the instance's few turns for them.
 * `"usual"`: one the public website asks for over and over (its default list), which takes a turn
 * of its own, so strangers' large reads never hold it up.
 */
export type LargeAnswer = (query: Record<string, unknown>) => boolean | "usual";

/**
 * A list page past this many records may pass 1 MiB: job boards' postings average about 6 KB
 * (a page of 1,000 was 6.8 MB, bench:memory), and a record may hold 20,000 characters of text.
 */
export const largeListFrom = 200;

/**
 * An instance builds at most `atOnce` large answers at a time, and one of the website's usual
 * ones besides: each holds its rows, its text and its bytes at once (a page of 1,000 job-board
 * postings, about 40 MB in the making), and an instance has 256 MB.
 * The others wait up to `waitMs` for a turn, then answer 503 with `Retry-After: 1` rather than
 * grow the instance past its memory. Anonymous readers of one answer share one turn: only the
 * cache's leader of a read gets here.
 */
export function largeAnswerTurns(atOnce = 2, waitMs = 2_000) {
  const turns = { any: slots(atOnce), usual: slots(1) };
  /** `work` in one of the turns, waiting at most `waitMs` for it (then 503), or until the request's deadline. */
  const inTurn = async <T>(usual: boolean, deadline: AbortSignal | undefined, work: () => Promise<T>): Promise<T> => {
    const waited = AbortSignal.timeout(waitMs);
    let began = false;
    try {
      return await (usual ? turns.usual : turns.any)(AbortSignal.any(deadline ? [deadline, waited] : [waited]), () => ((began = true), work()));
    } catch (error) {
      // No turn within the wait, and not its own deadline or its client leaving: the instance is busy.
      if (began || !(error instanceof DeadlineExceeded && waited.aborted && !deadline?.aborted)) throw error;
      throw new ApiError(503, "service_unavailable", "The service is building other large answers; try again in a moment.", undefined, {
        "Retry-After": "1",
      });
    }
  };
  return (large: LargeAnswer, probed = false): MiddlewareHandler<ApiEnv> => async (c, next) => {
    const size = large(c.req.valid("query" as never) ?? {});
    if (!size) return next();
    const deadline = c.var.caller.signal;
    // A probed read takes its turn itself, only once it found its answer large (`largeTurn`).
    if (probed) {
      c.set("largeTurn", (work) => inTurn(size === "usual", deadline, work));
      return next();
    }
    await inTurn(size === "usual", deadline, () => next());
  };
}
