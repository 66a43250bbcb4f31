import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import type { Handler } from "../../functions/_shared/http/context.ts";
import { finishReading, toRequest } from "../../local/node-http.ts";
import { contractViolation } from "./contract.ts";

/**
 * Serves a web-standard handler over real HTTP on 127.0.0.1, as npm start does. Every answer sent
 * is checked against `openapi.json`; `close()` fails with whatever broke the contract.
 */
export async function serve(handler: Handler): Promise<{ url: string; close(): Promise<void> }> {
  const violations: string[] = [];
  const server = createServer(async (req, res) => {
    // As npm start serves: the request's signal aborts when its client leaves before the answer.
    const request = toRequest(req, res);
    const response = await handler(request);
    const body = new Uint8Array(await response.arrayBuffer());
    // A large anonymous answer may be sent gzipped: the contract is about what it says.
    const said = response.headers.get("content-encoding") === "gzip" ? gunzipSync(body) : body;
    // An answer to a client that left reaches no one (the function answers it 499): no part of the contract.
    const violation = !request.signal.aborted && contractViolation(
      request.method,
      request.url,
      response.status,
      new TextDecoder().decode(said),
      response.headers.get("content-type") ?? undefined,
    );
    if (violation) violations.push(violation);
    // Answered before the upload ended (413): the rest is dropped first, and the connection closes after.
    await finishReading(req, response);
    res.writeHead(response.status, [...response.headers].flat());
    res.end(body);
  });
  // Idle connections stay open longer than a test's slowest setup: with Node's 5 s, a client
  // reusing a connection while the server closes it gets ECONNRESET (a race on a busy machine).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (violations.length) throw new Error(`Answers that break openapi.json:\n${[...new Set(violations)].join("\n")}`);
    },
  };
}
