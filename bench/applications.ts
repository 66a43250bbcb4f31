// DATABASE_URL=postgres://... npm run bench:applications
// Applications through the applications function run as deployed, in its own process, with
// Storage's API (the local stack's) in this one. Printed:
// - the editors' first page of an opportunity's 1,000 applications: its database time (EXPLAIN
//   ANALYZE as the editor, under RLS) against the same page read bare by the table's owner;
// - a CSV export of 5,000 applications: the function's resident memory at its peak during it,
//   over just before (a warm instance's largest of 3, and its first apart), against the first
//   page's (the baseline);
// - an application with a 10 MB file: the function's CPU time for it against a JSON application's
//   (the baseline), and against the Edge Functions' 2 s CPU budget.
import { mkdtemp, rm } from "node:fs/promises";
import process from "node:process";
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
import { cpuMs, rssGrowth, type RunningFunction, serverUrl, startFunction } from "./support.ts";

const server = serverUrl();
const name = `bench_applications_${process.pid}`;
const url = await createDatabase(server, name);
const db = connectPostgres(url, { max: 4 });
const credentials = await generateDevCredentials();
const folder = await mkdtemp(join(tmpdir(), "bench-applications-"));
const form = "f0000000-0000-4000-8000-00000000a001";
const [busy, open] = ["a0000000-0000-4000-8000-00000000a001", "a0000000-0000-4000-8000-00000000a002"];
let fn: RunningFunction | undefined;
let storage: Awaited<ReturnType<typeof serveNode>> | undefined;

const questions = [
  { key: "motivation", kind: "long_text", label: "Why this role?", required: true },
  { key: "year", kind: "single_choice", label: "Year", options: ["First", "Second", "Third"] },
  { key: "cv", kind: "file", label: "CV" },
];

/** The function's peak resident memory during `work` over its memory just before. */
const growth = (work: () => Promise<void>) => rssGrowth(fn!.pid, work);

/** Milliseconds of Postgres's own execution of `query` as `claims` (EXPLAIN ANALYZE), the best of 5. */
async function executionMs(query: string, claims?: object): Promise<number> {
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    const ms = await db.transaction(async (tx) => {
      if (claims) await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      const [plan] = await tx.query<{ "QUERY PLAN": [{ "Execution Time": number; "Planning Time": number }] }>(`explain (analyze, format json) ${query}`);
      const [{ "Execution Time": run, "Planning Time": planning }] = plan!["QUERY PLAN"];
      return run + planning;
    });
    best = Math.min(best, ms);
  }
  return best;
}

try {
  await migrate(db, { seed: true });
  await allowLocalLogins(db, url);
  // 1,000 proven applications to one opportunity, 5,000 to another (the export's), each with answers.
  await db.exec(`
    insert into public.application_forms (id, title, questions) values ('${form}', 'Committee', '${JSON.stringify(questions)}');
    insert into public.opportunities (id, title, category, linked_form_id, is_active, website_viewable) values
      ('${busy}', 'Treasurer', 'Club Role', '${form}', true, true), ('${open}', 'Secretary', 'Club Role', '${form}', true, true);
    insert into public.applications (opportunity_id, form_id, form_version, applicant_email, applicant_name, answers, confirmed_at, confirm_token, created_at)
    select case when i <= 1000 then '${busy}'::uuid else '${open}'::uuid end, '${form}', 1, 'applicant' || i || '@example.org', 'Applicant ' || i,
      jsonb_build_object('motivation', repeat('I ran the budget of a club for two years. ', 10), 'year', 'Second'), now(), null,
      now() - make_interval(secs => i)
    from generate_series(1, 6000) i;
    analyze public.applications;
  `);
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
  fn = await startFunction("applications", url, credentials, {
    env: { SUPABASE_URL: origin, RESEND_API_KEY: "re_bench", EMAIL_FROM: "Club <jobs@club.example.org>", APPLICATION_CLIENT_LIMIT: "1000000" },
  });
  const issuer = `${origin}/auth/v1`;
  const editor = { apikey: credentials.publishableKey, authorization: `Bearer ${await mintUserToken(credentials, seedUsers.editor, { issuer })}` };
  const member = { apikey: credentials.publishableKey, authorization: `Bearer ${await mintUserToken(credentials, seedUsers.member, { issuer })}` };

  // 1. The editors' first page, as the API reads it (RLS and all), against the bare page.
  const page = `select a.id, a.applicant_name, a.applicant_email, a.state, a.rating, a.answers from public.applications a
    where a.opportunity_id = '${busy}' order by a.created_at desc, a.id desc limit 51`;
  const asEditor = await executionMs(page, { role: "authenticated", sub: seedUsers.editor.id });
  const bare = await executionMs(page);
  const listed = await fetch(`${fn.base}/applications?opportunity_id=${busy}`, { headers: editor });
  if (listed.status !== 200 || (await listed.json()).data.length !== 50) throw new Error(`the list answered ${listed.status}`);

  // 2. The export of 5,000, streamed, against the first page's memory.
  const firstPage = await growth(async () => void await (await fetch(`${fn!.base}/applications?opportunity_id=${open}`, { headers: editor })).arrayBuffer());
  const exportOf = (opportunity: string, rows: number) => async () => {
    let lines = 0;
    const answer = await fetch(`${fn!.base}/applications/export?opportunity_id=${opportunity}&format=csv`, { headers: editor });
    const reader = answer.body!.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) lines += new TextDecoder().decode(next.value).split("\r\n").length - 1;
    if (lines !== rows + 1) throw new Error(`the export gave ${lines} lines`);
  };
  // The instance's first export loads the CSV writer and grows V8's heap once: shown apart, then a
  // warm instance's largest of 3, of 1,000 and of 5,000 (bounded: the second no larger than the first).
  const firstExport = await growth(exportOf(open, 5000));
  const largestOf = async (work: () => Promise<void>) => {
    let most = 0;
    for (let round = 0; round < 3; round++) most = Math.max(most, await growth(work));
    return most;
  };
  const exportedSmall = await largestOf(exportOf(busy, 1000));
  const exported = await largestOf(exportOf(open, 5000));
  // Four exports of 5,000 one after another: 20,000 rows through the instance, in one measure.
  const fourExports = await growth(async () => {
    for (let i = 0; i < 4; i++) await exportOf(open, 5000)();
  });

  // 3. A 10 MB file's application against a JSON one: the function's CPU time.
  const cpuOf = async (send: () => Promise<Response>) => {
    const before = await cpuMs(fn!.pid);
    const answer = await send();
    await answer.arrayBuffer();
    if (answer.status >= 300) throw new Error(`the application answered ${answer.status}`);
    return (await cpuMs(fn!.pid)) - before;
  };
  const body = { name: "Member", form_version: 1, answers: { motivation: "Budgets.", year: "Second" } };
  const pdf = new Uint8Array(10_000_000).fill(0x20);
  pdf.set(new TextEncoder().encode("%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n"));
  const json = () => fetch(`${fn!.base}/applications?opportunity_id=${open}`, { method: "POST", headers: { ...member, "content-type": "application/json" }, body: JSON.stringify(body) });
  const withFile = () => {
    const formData = new FormData();
    formData.append("application", JSON.stringify(body));
    formData.append("cv", new Blob([pdf], { type: "application/pdf" }), "cv.pdf");
    return fetch(`${fn!.base}/applications?opportunity_id=${open}`, { method: "POST", headers: member, body: formData });
  };
  await cpuOf(withFile); // the form's parsers load with the first
  // Each the mean of several: /proc counts CPU time in 10 ms ticks.
  const mean = async (times: number, send: () => Promise<Response>) => {
    let total = 0;
    for (let i = 0; i < times; i++) total += await cpuOf(send);
    return total / times;
  };
  const jsonCpu = await mean(20, json);
  const fileCpu = await mean(5, withFile);

  const at = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`.padStart(9);
  console.log("The editors' first page of an opportunity's 1,000 applications, the database's time (best of 5):");
  console.log(`  read bare by the table's owner (baseline)  ${bare.toFixed(2).padStart(6)} ms`);
  console.log(`  read as the editor, under RLS              ${asEditor.toFixed(2).padStart(6)} ms   ${(asEditor / Math.max(bare, 0.01)).toFixed(2)}x the baseline (bar: under 50 ms)`);
  console.log("The function's resident memory at its peak during a request, over just before:");
  console.log(`  the first page of 5,000 (baseline)         ${at(firstPage)}`);
  console.log(`  the instance's first CSV export of 5,000   ${at(firstExport)}   (loads the CSV writer)`);
  console.log(`  the CSV export of 1,000                    ${at(exportedSmall)}   largest of 3, warm`);
  console.log(`  the CSV export of 5,000                    ${at(exported)}   largest of 3, warm (bar: under 30 MiB)`);
  console.log(`  four exports of 5,000 in a row             ${at(fourExports)}   ${(fourExports / Math.max(exported, 1)).toFixed(2)}x one: V8's young generation, not the rows, sets the size`);
  console.log("The function's CPU time for an application (the mean of 20, and of 5):");
  console.log(`  JSON, no file (baseline)                   ${jsonCpu.toFixed(1).padStart(6)} ms`);
  console.log(`  with a 10 MB PDF                           ${fileCpu.toFixed(1).padStart(6)} ms   ${(fileCpu / Math.max(jsonCpu, 0.5)).toFixed(1)}x the baseline; the Edge Functions' budget is 2,000 ms`);
} finally {
  fn?.stop();
  storage?.server.close();
  await db.close();
  await dropDatabase(server, name);
  await rm(folder, { recursive: true, force: true });
}
