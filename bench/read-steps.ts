// DATABASE_URL=postgres://... npm run bench:read-steps
// What each step of a read costs Postgres, as pgbench sees it (one client, simple protocol, the
// same 100 public resources `bench:api` reads, a fresh database on DATABASE_URL's server): the
// bare SELECT (the bare server's: as the superuser, no row level security); with the settings
// statement of an anonymous read (role, claims, timeout, UTC, read-only, no JIT) sent with it, as
// the function sends them in one script; the same as a signed-in editor (their claims; the
// policies' permission checks); with an editors' read's permission check in the same script, as
// the function asks it; and with that check a round trip before instead.
// Each step runs in interleaved rounds; the figure is the median latency. Needs pgbench on PATH
// or in PostgreSQL's bin folder (PG_BIN).
// Prints one line per step: `<step>: N µs a read (+D µs over the one before)`.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import process from "node:process";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { roleTimeLimits } from "../functions/_shared/database/database.ts";
import { migrate } from "../local/migrations.ts";
import { seedUsers } from "../local/seed-users.ts";
import { createDatabase, dropDatabase } from "../local/server-databases.ts";
import { serverUrl } from "./support.ts";

const server = serverUrl();
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const pgbench = process.env.PG_BIN ? join(process.env.PG_BIN, "pgbench") : "pgbench";

const select = `select id, title, category, link_url, description, extension, thumbnail_url, resource_date, display_order,
  website_viewable, is_active, created_at, created_by, updated_at, updated_by from public.resources
  where website_viewable and is_active order by display_order, title, id limit 1000`.replaceAll("\n", " ");

/** The settings statement of a read as `claims`, as `readAs` writes it. */
const settings = (claims: Record<string, unknown>) =>
  `select set_config('role', '${claims.role}', true), set_config('request.jwt.claims', '${JSON.stringify(claims)}', true), ` +
  `set_config('statement_timeout', '${roleTimeLimits[claims.role as keyof typeof roleTimeLimits]}', true), set_config('timezone', 'UTC', true), ` +
  `set_config('transaction_read_only', 'on', true), set_config('jit', 'off', true)`;

const editor = {
  sub: seedUsers.editor.id, role: "authenticated", email: seedUsers.editor.email, aal: "aal1", is_anonymous: false,
  aud: "authenticated", iss: "http://127.0.0.1:54321/auth/v1",
};
/** pgbench's `\;` sends the statements as one simple query: one round trip, one implicit transaction. */
const steps: [string, string][] = [
  ["the bare SELECT (superuser, no row level security)", `${select};`],
  ["+ the settings statement of an anonymous read, in the same script", `${settings({ role: "anon" })} \\; ${select};`],
  ["+ as a signed-in editor instead (their claims, the policies' permission checks)", `${settings(editor)} \\; ${select};`],
  [
    "+ an editors' read's permission check, in the same script (as the function asks it)",
    `${settings(editor)} \\; select private.has_permission('manage_resources') \\; ${select};`,
  ],
  [
    "the same check a round trip before the read instead",
    `${settings(editor)} \\; select private.has_permission('manage_resources');\n${settings(editor)} \\; ${select};`,
  ],
];

const url = await createDatabase(server, `bench_read_steps_${process.pid}`);
const admin = connectPostgres(url, { max: 1 });
const dir = await mkdtemp(join(tmpdir(), "bench-read-steps-"));
try {
  await migrate(admin, { seed: true });
  await admin.exec(`delete from public.resources;
    insert into public.resources (title, category, link_url, description, extension, resource_date, display_order, website_viewable, is_active)
    select 'Workshop ' || i, 'Workshops', 'https://compsoc.example.edu/files/' || i || '.pdf', 'Slides and exercises, session ' || i || '.',
      'pdf', date '2026-09-01' + i, i % 10, true, true from generate_series(1, 100) as i;
    analyze public.resources;`);
  const [{ version }] = (await admin.query<{ version: string }>("select current_setting('server_version') as version")) as [{ version: string }];
  const latency = async (script: string) => {
    const file = join(dir, "step.sql");
    await writeFile(file, `${script}\n`);
    const { stdout } = await promisify(execFile)(pgbench, ["-n", "-M", "simple", "-c", "1", "-T", String(seconds), "-f", file, url]);
    return Number(/latency average = ([\d.]+) ms/.exec(stdout)![1]) * 1000;
  };
  const measured: number[][] = steps.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, [, script]] of steps.entries()) measured[i]!.push(await latency(script));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`\nPostgreSQL ${version}: ${rounds} interleaved rounds of ${seconds} s a step, one client, 100 resources\n`);
  steps.forEach(([label], i) => {
    const now = median(measured[i]!);
    const before = i > 0 ? median(measured[i - 1]!) : undefined;
    console.log(`${label}: ${now.toFixed(0)} µs a read${before === undefined ? "" : ` (${now - before >= 0 ? "+" : ""}${(now - before).toFixed(0)} µs)`}`);
  });
} finally {
  await admin.close();
  await rm(dir, { recursive: true, force: true });
  await dropDatabase(server, `bench_read_steps_${process.pid}`).catch(() => {});
}
