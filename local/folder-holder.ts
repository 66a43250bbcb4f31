import { Buffer } from "node:buffer";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { resolve } from "node:path";
import process from "node:process";
import type { DataDirOwner } from "./data-dir-owner.ts";

/**
 * Proof that a running stack holds an embedded folder, before `npm run import` sends it the
 * local secret key. An owner file is only a file: anyone who can write beside the folder could
 * name a listener of theirs in it. So the importer reaches only a loopback address (whatever the
 * file says of the host) and first asks for an HMAC, keyed with the local secret key, of the
 * folder and a fresh challenge: only a process that knows the key and holds the folder answers
 * it, and the key itself is never sent until it has.
 */
export const holderPath = "/local/holder";

/**
 * The proof names the port the stack serves on (its own, never what a request says): a listener
 * that relays the challenge to the real stack gets a proof for the stack's port, not its own.
 */
const proofOf = (secretKey: string, dataDir: string, challenge: string, port: number) =>
  createHmac("sha256", secretKey).update(`${resolve(dataDir)}\n${port}\n${challenge}`).digest("hex");

/** The stack's answer to `GET /local/holder?challenge=`: its process and its proof for the folder it holds, at `port`. */
export function holderAnswer(request: Request, secretKey: string, dataDir: string, port: number): Response {
  const challenge = new URL(request.url).searchParams.get("challenge") ?? "";
  if (!/^[0-9a-f]{64}$/.test(challenge)) return Response.json({ error: "challenge must be 64 hex digits" }, { status: 400 });
  return Response.json({ pid: process.pid, proof: proofOf(secretKey, dataDir, challenge, port) });
}

const loopbackOrAny = new Set(["127.0.0.1", "localhost", "[::1]", "0.0.0.0", "[::]"]);

/**
 * The loopback address of the stack `owner` names, once it has proved it holds `dataDir`; else
 * the one line that says why not (nothing has been sent but the challenge).
 */
export async function provenStackUrl(owner: DataDirOwner, dataDir: string, secretKey: string): Promise<{ url: string } | { refused: string }> {
  let named: URL;
  try {
    named = new URL(String(owner.url));
  } catch {
    return { refused: `names ${JSON.stringify(owner.url)}, which is not a URL` };
  }
  const local = named.protocol === "http:" && loopbackOrAny.has(named.hostname) && named.port !== "" &&
    !named.username && !named.password && named.pathname === "/" && !named.search && !named.hash;
  if (!local) return { refused: `names ${named.origin}, which is not this machine's npm start (http on a loopback address and a port)` };
  const url = `http://${named.hostname.startsWith("[") ? "[::1]" : "127.0.0.1"}:${named.port}`;
  const challenge = randomBytes(32).toString("hex");
  const answer = await fetch(`${url}${holderPath}?challenge=${challenge}`, { redirect: "error", signal: AbortSignal.timeout(5_000) })
    .then((response) => (response.ok ? response.json() : undefined))
    .catch(() => undefined) as { pid?: unknown; proof?: unknown } | undefined;
  const expected = Buffer.from(proofOf(secretKey, dataDir, challenge, Number(named.port)));
  const proof = Buffer.from(typeof answer?.proof === "string" ? answer.proof : "");
  if (answer?.pid !== owner.pid || proof.length !== expected.length || !timingSafeEqual(proof, expected)) {
    return { refused: `names ${url}, which did not prove it is process ${owner.pid} holding the folder` };
  }
  return { url };
}
