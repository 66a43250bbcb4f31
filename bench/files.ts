// DATABASE_URL=postgres://... npm run bench:files
// A record's file through the API, the resources function run as deployed in its own process and
// Storage's API (the local stack's) in this one: an editor's upload (PUT /resources/file, a form
// streamed from disk, no Content-Length) of 1 MB and of 20 MB, and a download through the file's
// link (its redirect, then the file from Storage). Printed, for each, the function's resident
// memory at its peak during the request over what it was just before, the largest of 3 rounds
// once the instance is warm (the 20 MB upload against the 1 MB one as a ratio), and the
// instance's first 20 MB upload against a bare Deno.serve's first 20 MB body read and dropped
// (bench/body-reader.ts, the baseline); a download costs the function a redirect only.
import { createReadStream } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import process from "node:process";
import { Readable } from "node:stream";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { configFromEnv } from "../functions/_shared/http/config.ts";
import { generateDevCredentials, mintUserToken } from "../local/dev-credentials.ts";
import { allowLocalLogins } from "../local/api-connection.ts";
import { migrate } from "../local/migrations.ts";
import { serveNode } from "../local/node-http.ts";
import { seedUsers } from "../local/seed-users.ts";
import { createDatabase, dropDatabase } from "../local/server-databases.ts";
import { localStorageApi } from "../local/storage/storage-api.ts";
import { memory, mib, rssGrowth, type RunningFunction, serverUrl, startFunction } from "./support.ts";

const server = serverUrl();
const name = `bench_files_${process.pid}`;
const url = await createDatabase(server, name);
const db = connectPostgres(url, { max: 4 });
const credentials = await generateDevCredentials();
const folder = await mkdtemp(join(tmpdir(), "bench-files-"));
const resource = "b0000000-0000-4000-8000-000000000001";
let fn: RunningFunction | undefined;
let bare: RunningFunction | undefined;
let storage: Awaited<ReturnType<typeof serveNode>> | undefined;

/** A file of `bytes` that reads as a PDF: its header, then padding. */
async function pdfOf(bytes: number): Promise<string> {
  const path = join(folder, `${bytes}.pdf`);
  const data = new Uint8Array(bytes).fill(0x20);
  data.set(new TextEncoder().encode("%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n"));
  await writeFile(path, data);
  return path;
}

/** A multipart/form-data body of the file at `path`, read from disk as it is sent. */
function streamedForm(path: string): { body: ReadableStream<Uint8Array>; type: string } {
  const boundary = `bench${crypto.randomUUID()}`;
  const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slides.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const reader = (Readable.toWeb(createReadStream(path, { highWaterMark: 64 * 1024 })) as ReadableStream<Uint8Array>).getReader();
  let stage = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (stage === 0) return void (stage = 1, controller.enqueue(head));
      const next = stage === 1 ? await reader.read() : { done: true, value: undefined };
      if (!next.done) return controller.enqueue(next.value!);
      if (stage === 1) return void (stage = 2, controller.enqueue(tail));
      controller.close();
    },
  });
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** The function's peak resident memory during `work` over its memory just before. */
const growth = (work: () => Promise<void>, pid = fn!.pid) => rssGrowth(pid, work);

try {
  await migrate(db, { seed: true });
  await allowLocalLogins(db, url);
  // Storage's API in this process, on a port of its own: the function's project URL.
  let origin = "";
  storage = await serveNode((request) => handler(request), { hostname: "127.0.0.1", port: 0 });
  origin = `http://127.0.0.1:${storage.port}`;
  const config = configFromEnv((key) => ({
    SUPABASE_URL: origin,
    SUPABASE_SECRET_KEY: credentials.secretKey,
    SUPABASE_PUBLISHABLE_KEY: credentials.publishableKey,
    SUPABASE_JWKS: JSON.stringify({ keys: [credentials.publicKey] }),
  } as Record<string, string>)[key]);
  const handler = localStorageApi(db, config, folder, credentials.secretKey);
  fn = await startFunction("resources", url, credentials, { env: { SUPABASE_URL: origin, ANON_CACHE_MS: "0" } });
  const token = await mintUserToken(credentials, seedUsers.editor, { issuer: `${origin}/auth/v1` });
  const editor = { apikey: credentials.publishableKey, authorization: `Bearer ${token}` };

  const upload = async (path: string) => {
    const form = streamedForm(path);
    const response = await fetch(`${fn!.base}/resources/file?id=${resource}`, {
      method: "PUT", headers: { ...editor, "content-type": form.type }, body: form.body,
    });
    const answer = await response.json();
    if (response.status !== 200) throw new Error(`the upload answered ${response.status}: ${JSON.stringify(answer.error)}`);
  };
  const download = async () => {
    const link = await fetch(`${fn!.base}/resources/file?id=${resource}`, { redirect: "manual" });
    if (link.status !== 302) throw new Error(`the file link answered ${link.status}`);
    const file = await fetch(link.headers.get("location")!.replace(/^https?:\/\/[^/]+/, origin));
    let bytes = 0;
    const reader = file.body!.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) bytes += next.value.byteLength;
    if (bytes < 1_000_000) throw new Error(`the download gave ${bytes} bytes`);
  };
  const largest = async (work: () => Promise<void>) => {
    let most = 0;
    for (let round = 0; round < 3; round++) most = Math.max(most, await growth(work));
    return most;
  };

  const small = await pdfOf(1_000_000);
  const large = await pdfOf(Number(process.env.BENCH_FILE_MB ?? 20) * 1_000_000);
  // The instance's first large body grows V8's heap once (a plain Deno.serve that only reads a
  // body grows about as much): shown apart, then the rounds of a warm instance.
  bare = await startFunction("resources", url, credentials, { entry: "bench/body-reader.ts" });
  const bareFirst = await growth(async () => {
    const form = streamedForm(large);
    await (await fetch(`${bare!.base}/`, { method: "PUT", headers: { "content-type": form.type }, body: form.body })).arrayBuffer();
  }, bare.pid);
  await upload(small); // the parsers load with the first upload
  const first = await growth(() => upload(large));
  const baseline = await largest(() => upload(small));
  const twenty = await largest(() => upload(large));
  const fetched = await largest(download);
  const at = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`.padStart(9);
  console.log(`The function's resident memory at its peak during a request, over just before (${mib((await memory(fn.pid)).rss)} resident after):`);
  console.log(`  a bare Deno.serve's first 20 MB body ${at(bareFirst)}   (the baseline: read and dropped)`);
  console.log(`  the instance's first 20 MB upload   ${at(first)}   ${(first / Math.max(bareFirst, 1)).toFixed(2)}x the bare server's`);
  console.log(`  upload of 1 MB (baseline)           ${at(baseline)}   largest of 3`);
  console.log(`  upload of 20 MB                     ${at(twenty)}   largest of 3; ${(twenty / Math.max(baseline, 1)).toFixed(2)}x the baseline (bar: under 30 MiB)`);
  console.log(`  download of 20 MB by its link       ${at(fetched)}   largest of 3 (a redirect: the bytes come from Storage)`);
} finally {
  fn?.stop();
  bare?.stop();
  storage?.server.close();
  await db.close();
  await dropDatabase(server, name);
  await rm(folder, { recursive: true, force: true });
}
