// The production adapter (database/postgres.ts) against a stand-in server speaking just enough of
// the protocol: one that drops the connection at its first statement, as a database that restarts
// (or a pooler that loses its server) does, and one that answers each statement slowly.
import { createServer, type Server, type Socket } from "node:net";
import process from "node:process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";

const message = (type: string, body: Buffer = Buffer.alloc(0)) => {
  const header = Buffer.alloc(5);
  header.write(type, 0, "latin1");
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
};
const loggedIn = Buffer.concat([message("R", Buffer.from([0, 0, 0, 0])), message("Z", Buffer.from("I"))]);
const answered = Buffer.concat([message("C", Buffer.from("SELECT 0\0")), message("Z", Buffer.from("I"))]);

/**
 * A server that accepts any login, then hands each statement (a simple query, 'Q') to `onQuery`.
 * `sent` counts the statements a connection has sent and not yet had answered.
 */
function standIn(onQuery: (socket: Socket, sent: { count: number }) => void): Promise<{ url: string; server: Server }> {
  const server = createServer((socket) => {
    let buffered = Buffer.alloc(0);
    let started = false;
    const sent = { count: 0 };
    socket.on("data", (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        const typed = started ? 1 : 0; // the startup message has no type byte
        if (buffered.length < typed + 4) return;
        const length = typed + buffered.readInt32BE(typed);
        if (buffered.length < length) return;
        const type = started ? String.fromCharCode(buffered[0]!) : "startup";
        buffered = buffered.subarray(length);
        if (type === "startup") (started = true), socket.write(loggedIn);
        if (type === "Q") sent.count++, onQuery(socket, sent);
      }
    });
    socket.on("error", () => {});
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `postgres://nobody@127.0.0.1:${port}/nothing`, server });
    })
  );
}

describe("the production adapter", () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  beforeAll(() => void process.on("unhandledRejection", record));
  afterAll(() => void process.off("unhandledRejection", record));

  it("fails only the request whose connection was lost before its first answer", async () => {
    const { url, server } = await standIn((socket) => socket.destroy());
    const db = connectPostgres(url, { max: 1 });
    await expect(db.script("select 1")).rejects.toMatchObject({ code: "CONNECTION_CLOSED" });
    await expect(db.transaction((tx) => tx.query("select 1"))).rejects.toMatchObject({ code: "CONNECTION_CLOSED" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // A rejection no one handles ends a Deno isolate, and every request it was serving.
    expect(unhandled).toEqual([]);
    void db.close();
    server.close();
  });

  it("never sends a statement on a connection still waiting for an answer (no pipelining)", async () => {
    let mostAtOnce = 0;
    const { url, server } = await standIn((socket, sent) => {
      mostAtOnce = Math.max(mostAtOnce, sent.count);
      setTimeout(() => (sent.count--, socket.write(answered)), 20);
    });
    const db = connectPostgres(url, { max: 2 });
    const work = Array.from({ length: 12 }, (_, i) => (i % 2 ? db.script("select 1") : db.query("select 1")));
    expect(await Promise.all(work)).toHaveLength(12);
    expect(mostAtOnce).toBe(1);
    await db.close();
    server.close();
  });
});
