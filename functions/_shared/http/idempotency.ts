import type { Context } from "hono";
import * as z from "zod";
import type { Queryable } from "../database/database.ts";
import { execute, sql } from "../database/sql.ts";
import type { ApiEnv } from "./context.ts";
import { ApiError } from "./errors.ts";

/** What a write answers, kept as it was sent so that a retry gets exactly the same answer. */
export interface Answer {
  status: 200 | 201 | 202;
  body: unknown;
  headers?: Record<string, string>;
  /** What a replay answers instead of `body`: the same without what is said only once (a secret). */
  replayBody?: unknown;
}

/** The `Idempotency-Key` request header a POST may carry (its OpenAPI declaration). */
export const idempotencyHeaders = () => z.object({
  "idempotency-key": z.string().regex(/^[\x21-\x7e]{1,255}$/, "must be 1 to 255 visible ASCII characters").optional()
    .meta({
      description: "Makes a retried POST safe: the same key with the same request within 24 hours returns the " +
        "first answer (with `Idempotent-Replayed: true`) and writes nothing; with another request it is 409 " +
        "`idempotency_key_reused`. Keys are per caller.",
      example: "4f9c2a8e-3b1d-4c6e-9a7f-2d5b8e1c0a93",
    }),
});

/**
 * `compute` made safe to retry, to run inside the write's transaction: with an Idempotency-Key,
 * the key is claimed first (a concurrent request with the same key waits for this one), then a
 * stored answer is replayed or the new one stored, committing or rolling back with the write.
 * The request is identified by its method, path, query and body (hashed).
 */
export async function once(
  c: Context<ApiEnv>,
  body: string | Uint8Array,
  compute: (tx: Queryable) => Promise<Answer>,
): Promise<(tx: Queryable) => Promise<SentAnswer>> {
  const key = c.req.header("idempotency-key");
  if (key === undefined) return sending(compute);
  const url = new URL(c.req.url);
  const hash = `${await sha256(`${c.req.method}\n${url.pathname}${url.search}`)}:${await sha256(body)}`;
  return async (tx) => {
    const [stored] = await execute<{ stored_hash: string; response: SentAnswer }>(
      tx,
      sql`select stored_hash, response from private.claim_idempotency_key(${key}, ${hash})`,
    );
    if (stored) {
      if (stored.stored_hash !== hash) {
        throw new ApiError(409, "idempotency_key_reused", "Idempotency-Key: was used in the last 24 hours for a different request.");
      }
      return { ...stored.response, headers: { ...stored.response.headers, "Idempotent-Replayed": "true" } };
    }
    const answer = await compute(tx);
    const replay = asSent(answer.replayBody === undefined ? answer : { ...answer, body: answer.replayBody });
    await execute(tx, sql`select private.save_idempotent_response(${key}, ${JSON.stringify(replay)}::text::jsonb)`);
    return asSent(answer);
  };
}

/** An answer as it is sent: its body written as JSON once. */
export const asSent = ({ status, headers = {}, body }: Answer): SentAnswer => ({ status, headers, text: JSON.stringify(body) });

/** `compute`, its answer's body written as JSON once. */
export const sending = (compute: (tx: Queryable) => Promise<Answer>) => async (tx: Queryable): Promise<SentAnswer> => asSent(await compute(tx));

/** An answer as sent: its body already JSON, so that a replay is byte for byte the same. */
export interface SentAnswer {
  status: Answer["status"];
  headers: Record<string, string>;
  text: string;
}

export function respond(c: Context<ApiEnv>, answer: SentAnswer): Response {
  return c.body(answer.text, answer.status, { ...answer.headers, "Content-Type": "application/json" });
}

async function sha256(data: string | Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", typeof data === "string" ? new TextEncoder().encode(data) : data as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
