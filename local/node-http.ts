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
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    signal: left.signal,
    duplex: "half",
  } as RequestInit);
}

/** Serves a web-standard handler with Node's HTTP server; resolves once it listens. */
export async function serveNode(
  handler: (request: Request) => Response | Promise<Response>,
  { hostname, port }: { hostname: string; port: number },
): Promise<{ server: Server; port: number }> {
  const server = createServer(async (req, res) => {
    try {
      const response = await handler(toRequest(req, res));
      // Answered before the upload ended (413): the connection cannot be reused.
      if (!req.complete) response.headers.set("Connection", "close");
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
  // Longer than the proxies' and clients' own idle limits, so a reused connection is never closed under them.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, hostname, () => resolve()));
  return { server, port: (server.address() as AddressInfo).port };
}
