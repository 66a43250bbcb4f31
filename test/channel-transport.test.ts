// What the delivery worker does with a receiver it does not trust (functions/opportunities/channels/
// transport.ts, targets.ts): an answer read to at most 64 KiB and never inflated, a deadline for
// the whole exchange, and the addresses a connection may reach, IPv6 forms that carry an IPv4 one
// included.
import { createServer, type Server } from "node:http";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { isPublicAddress } from "../functions/_shared/http/client-address.ts";
import { sendTarget, urlProblem } from "../functions/opportunities/channels/targets.ts";
import { answerLimitBytes, postTo } from "../functions/opportunities/outbound/transport.ts";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? (server.closeAllConnections(), server.close(() => resolve())) : resolve())));

async function receiver(handle: Parameters<typeof createServer>[1]) {
  server = createServer(handle);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

const through = (origin: string) => sendTarget("webhook", "https://hooks.example.org/in", { origins: { webhook: origin } });
const post = async (origin: string, timeoutMs = 2_000) => {
  const { target, lookup } = await through(origin);
  return postTo(target, "{}", { "content-type": "application/json" }, { lookup, timeoutMs });
};

describe("a receiver's answer", () => {
  it("is read to 64 KiB at most, however much it sends", async () => {
    let written = 0;
    const origin = await receiver((_, response) => {
      response.writeHead(500, { "content-type": "text/plain" });
      const more = () => {
        while (written < 50_000_000) {
          written += 65_536;
          if (!response.write("x".repeat(65_536))) return void response.once("drain", more);
        }
        response.end();
      };
      response.on("close", () => (written = Infinity));
      more();
    });
    const answer = await post(origin);
    expect(answer.status).toBe(500);
    expect(answer.text.length).toBe(answerLimitBytes);
  });

  it("is never inflated: a compressed answer is not read", async () => {
    const bomb = gzipSync(Buffer.alloc(100_000_000)); // about 100 KB that inflate to 100 MB
    let asked: string | undefined;
    const origin = await receiver((request, response) => {
      asked = request.headers["accept-encoding"];
      response.writeHead(500, { "content-encoding": "gzip", "content-type": "text/plain" }).end(bomb);
    });
    const before = process.memoryUsage().rss;
    const answer = await post(origin);
    expect(asked).toBe("identity");
    expect(answer).toMatchObject({ status: 500, text: "" });
    expect(process.memoryUsage().rss - before).toBeLessThan(50_000_000);
  });

  it("ends at the deadline, whether the receiver is silent or trickles", async () => {
    const silent = await receiver(() => {});
    await expect(post(silent, 300)).rejects.toMatchObject({ name: "TimeoutError" });
    server!.closeAllConnections();
    const trickling = await receiver((_, response) => {
      response.writeHead(503);
      const timer = setInterval(() => response.write("."), 50);
      response.on("close", () => clearInterval(timer));
    });
    // It never ends by itself: answered at all, it was ended by the deadline.
    const answer = await post(trickling, 400);
    expect(answer).toMatchObject({ status: 503, text: expect.stringMatching(/^\.+$/) });
  });
});

describe("the addresses a webhook may reach", () => {
  it("judges IPv6 forms that carry an IPv4 address by that address", () => {
    for (const address of ["::ffff:10.0.0.1", "::ffff:a00:1", "64:ff9b::10.0.0.1", "64:ff9b::a00:1", "64:ff9b::7f00:1", "2002:a00:1::1",
      "2002:7f00:1::", "64:ff9b:1::8.8.8.8", "::", "::1", "::127.0.0.1", "fc00::1", "fd12::1", "fe80::1", "fe80::1%eth0", "fec0::1", "ff02::1",
      "2001:db8::1", "2001:0:4136:e378::1", "100::1", "169.254.169.254", "0.0.0.0", "100.100.100.200",
      // IPv4-translated (RFC 6145), with a private or loopback IPv4 inside; a form no platform writes.
      "::ffff:0:10.0.0.1", "::ffff:0:7f00:1", "::ffff:0:a9fe:a9fe", "0x7f.1", "127.1"]) {
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    }
    for (const address of ["8.8.8.8", "93.184.215.14", "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:808:808::1", "2606:4700::1111", "2a00:1450:4009::200e", "::ffff:0:8.8.8.8"]) {
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
    }
  });

  it("refuses a private host named with the root's trailing dot", () => {
    for (const url of ["https://localhost./x", "https://db.internal./x", "https://127.0.0.1./x", "https://10.0.0.1../x"]) {
      expect([url, urlProblem("webhook", url)]).toEqual([url, "must name a public host: not a private, loopback or link-local address"]);
    }
    expect(urlProblem("webhook", "https://hooks.example.org./x")).toBeUndefined();
  });
});
