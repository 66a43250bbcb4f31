import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import type { Handler } from "../../functions/_shared/api-app.ts";

/** Serves a web-standard handler over real HTTP on 127.0.0.1, as Deno.serve does. */
export async function serve(handler: Handler): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(async (req, res) => {
    const response = await handler(toRequest(req));
    // Answered before the upload ended (413): the connection cannot be reused.
    if (!req.complete) response.headers.set("Connection", "close");
    res.writeHead(response.status, [...response.headers].flat());
    if (response.body) for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const v of [value ?? []].flat()) headers.append(name, v);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: "half",
  } as RequestInit);
}
