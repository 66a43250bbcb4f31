import type { Hono } from "hono";
import type { Caller } from "../database/database.ts";
import type { FormParts } from "./multipart.ts";

export type Handler = (request: Request) => Promise<Response>;
/** Takes one log line: a JSON object's text. */
export type Log = (line: string) => void;

/** What the steps of a route leave in its context for the steps after them. */
export type ApiEnv = {
  Variables: {
    /** Who asks, and the request's deadline (the credentials step). */
    caller: Caller;
    requestId: string;
    /** For the log, when the answer is a 5xx: what failed, never its message. */
    failure?: string;
    /** The JSON body's text, read once (the JSON body step). */
    body?: string;
    /** The same body, parsed (the JSON body step): an object. */
    json?: object;
    /** A form's parts after its JSON field, the files, to be read by the handler (the form body step). */
    form?: FormParts;
    /** A probed read's way to build its answer in a large answer's turn, when it may be large (the large answer step). */
    largeTurn?: <T>(work: () => Promise<T>) => Promise<T>;
  };
};
export type ApiApp = Hono<ApiEnv>;
