// DATABASE_URL=postgres://... npm run bench:write-costs [-- <rows>]
// What each trigger of public.opportunities costs a write, measured in SQL on a fresh database of
// that server: 10,000 postings (default) inserted as an import inserts them, moved into a feed,
// published, then withdrawn by a sync, in a transaction rolled back; first with every trigger,
// then with one trigger disabled at a time, then with none, in interleaved rounds (medians of 5).
// A trigger's cost is the server's CPU time its absence saves (the backend's, read from /proc: the
// server must run on this machine, as a throwaway one does), in microseconds per row written;
// CPU time, not wall time, so that others' load on a shared machine moves it less. Without JIT,
// as the API's transactions run.
import process from "node:process";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { migrate } from "../local/migrations.ts";
import { createDatabase, dropDatabase } from "../local/server-databases.ts";
import { cpuMs, serverUrl } from "./support.ts";

const server = serverUrl();
const rows = Number(process.argv[2] ?? 10_000);
const steps = {
  insert: `insert into public.opportunities (title, link_url, external_id, company_name, location, description, employment_type,
      field, source, is_active, website_viewable, salary_min, salary_max, salary_currency, salary_period, workplace, country, posted_at)
    select 'Software Engineer ' || i, 'https://jobs.example.com/view/' || i, 'li-' || i, (array['Acme, Inc.', 'Globex', 'Initech'])[1 + i % 3],
      'London, UK', repeat('We are looking for someone curious and kind to join a small team. ', 4) || i, 'Full-time', 'Engineering',
      'csv_import', false, false, 40000, 50000, 'USD', 'year', 'remote', 'US', now() - interval '3 days'
    from generate_series(1, ${rows}) i`,
  "move into a feed": `update public.opportunities set feed = 'bench' where source = 'csv_import'`,
  publish: `update public.opportunities set is_active = true, website_viewable = true where feed = 'bench'`,
  withdraw: `update public.opportunities set is_active = false, withdrawn_at = now(), closed_reason = 'source_withdrew',
      closed_at = now() where feed = 'bench'`,
};
type Step = keyof typeof steps;
/** Thrown to roll a measured transaction back. */
class RolledBack extends Error {}

const name = `bench_write_costs_${process.pid}`;
const url = await createDatabase(server, name);
const db = connectPostgres(url, { max: 1 });
try {
  await migrate(db);
  const triggers = (await db.query<{ name: string }>(`select tgname as name from pg_trigger
    where tgrelid = 'public.opportunities'::regclass and not tgisinternal order by tgname`)).map((t) => t.name);
  /** Each step's milliseconds with `without` disabled (every trigger: "none"; no trigger: "all"). */
  const run = async (without: string): Promise<Record<Step, number>> => {
    const taken = {} as Record<Step, number>;
    await db.transaction(async (tx) => {
      await tx.exec("set local jit = off");
      const pid = (await tx.query<{ pid: number }>("select pg_backend_pid() as pid"))[0]!.pid;
      if (without === "all") await tx.exec("alter table public.opportunities disable trigger user");
      else if (without !== "none") await tx.exec(`alter table public.opportunities disable trigger ${without}`);
      for (const [step, statement] of Object.entries(steps) as [Step, string][]) {
        const started = await cpuMs(pid);
        await tx.exec(statement);
        taken[step] = (await cpuMs(pid)) - started;
      }
      throw new RolledBack();
    }).catch((error) => {
      if (!(error instanceof RolledBack)) throw error;
    });
    return taken;
  };
  const cases = ["none", ...triggers, "all"];
  const timed = new Map(cases.map((c) => [c, [] as Record<Step, number>[]]));
  await run("none"); // warm-up
  for (let round = 0; round < 5; round++) for (const c of cases) timed.get(c)!.push(await run(c));
  const median = (c: string, step: Step) => timed.get(c)!.map((t) => t[step]).sort((a, b) => a - b)[2]!;
  const perRow = (ms: number) => (ms * 1000) / rows;
  const names = Object.keys(steps) as Step[];
  const column = (text: string) => text.padStart(18);
  console.log(`${rows} postings on PostgreSQL at ${new URL(server).host}; microseconds of server CPU per row written, medians of 5`);
  console.log("".padEnd(36) + names.map(column).join(""));
  console.log("every trigger".padEnd(36) + names.map((s) => column(perRow(median("none", s)).toFixed(0))).join(""));
  for (const trigger of triggers) {
    console.log(`  ${trigger}`.padEnd(36) + names.map((s) => column(perRow(median("none", s) - median(trigger, s)).toFixed(0))).join(""));
  }
  console.log("no trigger (the table and its indexes)".padEnd(36) + names.map((s) => column(perRow(median("all", s)).toFixed(0))).join(""));
} finally {
  await db.close();
  await dropDatabase(server, name);
}

