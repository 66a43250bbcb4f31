import { Buffer } from "node:buffer";
import { createServer, type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from "node:http";
import type { AddressInfo } from "node:net";
import { type Duplex, Readable } from "node:stream";

/**
 * A Node request as a web-standard Request whose signal aborts when its client leaves before the
 * answer. Deno.serve does not always tell: once a request's head and body came in more than one
 * read (any upload past a few hundred bytes, in Deno 2.9), a client that hangs up goes unnoticed
 * until the answer is written, so an import whose client left would still commit. Node's server
 * (and Deno's node:http) closes the response the moment the connection goes.
 */
export function toRequest(req: IncomingMessage, res: ServerResponse): Request {
  const left = new AbortController();
  res.on("close", () => res.writableFinished || left.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const v of [value ?? []].flat()) headers.append(name, v);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  // The Fetch standard refuses to build a CONNECT, TRACE or TRACK request: the API answers it as
  // the method it does not allow that it is, under a name a Request can carry.
  const method = /^(connect|trace|track)$/i.test(req.method ?? "") ? `${req.method}-METHOD` : req.method;
  return new Request(`http://${req.headers.host}${req.url}`, {
    method,
    headers,
    body: hasBody ? bodyOf(req) : undefined,
    signal: left.signal,
    duplex: "half",
  } as RequestInit);
}

/**
 * A request's body as a web stream that, when the handler stops reading it (a body over its
 * limit), leaves the connection open: cancelling Node's own web stream destroys the socket, and
 * the client would meet a reset before it could read the 413.
 */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const finish = (end: () => void) => done || (done = true, end());
      req.on("data", (chunk: Buffer) => {
        if (done || dropping.has(req)) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.once("end", () => finish(() => controller.close()));
      req.once("close", () => finish(() => controller.error(Object.assign(new Error("The client left before its body ended."), { name: "AbortError" }))));
      req.pause();
    },
    pull() {
      req.resume();
    },
    cancel() {
      done = true;
      req.resume(); // read on, and drop: finishReading bounds it
    },
  }, { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength });
}

/** Requests whose unread rest is being dropped: their body stream takes no more. */
const dropping = new WeakSet<IncomingMessage>();

/** Past these, a body the answer did not need is not read to its end: the connection is cut. */
const dropAtMost = { bytes: 64 << 20, ms: 15_000 };

/**
 * Before answering a request whose body was not read to its end (refused as too large, or not
 * needed): the rest is read and dropped, up to a bound, so the client finishes sending and reads
 * the answer rather than a reset. The connection closes after the answer.
 */
export async function finishReading(req: IncomingMessage, response: Response): Promise<void> {
  if (req.complete) return;
  response.headers.set("Connection", "close");
  dropping.add(req);
  let dropped = 0;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => (req.socket?.destroy(), resolve()), dropAtMost.ms);
    const stop = () => (clearTimeout(timer), resolve());
    req.on("data", (chunk: Buffer) => (dropped += chunk.length) > dropAtMost.bytes && (req.socket?.destroy(), stop()));
    req.once("end", stop);
    req.once("close", stop);
    req.resume();
  });
}

/** Serves a web-standard handler with Node's HTTP server; resolves once it listens. */
export async function serveNode(
  handler: (request: Request) => Response | Promise<Response>,
  { hostname, port }: { hostname: string; port: number },
): Promise<{ server: Server; port: number }> {
  const server = createServer(async (req, res) => {
    try {
      const response = await handler(toRequest(req, res));
      // Answered before the upload ended (413): the rest is dropped first, and the connection closes after.
      await finishReading(req, response);
      res.writeHead(response.status, [...response.headers].flat());
      if (!response.body) return void res.end();
      Readable.fromWeb(response.body as never).on("error", () => res.destroy()).pipe(res);
    } catch (error) {
      // The API answers every request itself; should anything escape it, one connection fails, never the stack.
      console.error(error);
      res.destroy();
    }
  });
  // A request Node's parser cannot read (a method it does not know, `FOO`) never reaches the
  // handler: the API still answers it, in its envelope with CORS and a request id, as a request for
  // nothing it serves.
  server.on("clientError", async (error: { code?: string }, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
    try {
      const response = await handler(new Request(`http://${hostname}:${port}/`, { method: "UNKNOWN-METHOD" }));
      const body = Buffer.from(await response.arrayBuffer());
      const head = [`HTTP/1.1 ${response.status} ${STATUS_CODES[response.status]}`, ...[...response.headers].map(([k, v]) => `${k}: ${v}`)];
      socket.end(Buffer.concat([Buffer.from([...head, `content-length: ${body.length}`, "connection: close", "", ""].join("\r\n")), body]));
    } catch {
      socket.destroy(); // as for a request the handler could not answer: one connection, never the stack
    }
  });
  // CONNECT is not a request Node's server hands to its request handler (it asks for a tunnel to
  // a host, not for a path): answered here, 405 in the API's envelope, never a connection silently closed.
  server.on("connect", (_req: IncomingMessage, socket: Duplex) => {
    const body = JSON.stringify({ success: false, error: { code: "method_not_allowed", message: "CONNECT is not served: this is an API, not a proxy." } });
    socket.end([
      "HTTP/1.1 405 Method Not Allowed", "allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS", "content-type: application/json",
      `content-length: ${Buffer.byteLength(body)}`, "connection: close", "", body,
    ].join("\r\n"));
  });
  // Longer than the proxies' and clients' own idle limits, so a reused connection is never closed under them.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, hostname, () => resolve()));
  return { server, port: (server.address() as AddressInfo).port };
}
