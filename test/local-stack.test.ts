// The local stack as a maintainer runs it, beside other commands: the settings of
// docs/operations.md take effect under `npm start`; an embedded data folder has one owner, and
// every other command on it refuses with one line (or, for `npm run import`, goes through the
// stack that holds it, at whatever address it serves); a taken port or a wrong setting is one
// line, not a stack trace.
import { type ChildProcess, execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, stopStack as stop } from "./support/npm-start.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

/** `npm run --silent <script> -- <args>`: its exit code and output, whatever they are. */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
    execFile("npm", ["run", "--silent", script, "--", ...args], { cwd: root, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr: stderr.replace(/^npm warn.*\n/gm, "") })
    )
  );
}

describe("the local stack beside other commands", () => {
  let folder: string;
  let stack: ChildProcess;
  let url: string;
  let stackPid: number;
  const settings = { WRITE_RATE_LIMIT: "2", ANON_CACHE_CONTROL: "public, max-age=7" };

  beforeAll(async () => {
    folder = join(await mkdtemp(join(tmpdir(), "stack-")), "pglite");
    const started = startStack({ DATABASE_URL: folder, ...settings });
    stack = started.child;
    url = await started.ready;
    stackPid = JSON.parse(await readFile(`${folder}.owner.json`, "utf8")).pid;
  }, 90_000);
  afterAll(async () => {
    await stop(stack);
    if (folder) await rm(join(folder, ".."), { recursive: true, force: true });
  });

  it("takes the documented settings from the environment, as a deployed function does", async () => {
    const token = (await npmRun("token", ["editor"], {})).stdout.trim();
    const create = (n: number) =>
      fetch(`${url}/functions/v1/resources`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ title: `Limited ${n}`, category: "Settings", link_url: "https://example.org/limited" }),
      });
    expect((await create(1)).status).toBe(201);
    expect((await create(2)).status).toBe(201);
    const third = await create(3);
    expect(third.status).toBe(429);
    expect((await third.json()).error.code).toBe("rate_limited");
    const read = await fetch(`${url}/functions/v1/resources?website_viewable=true`);
    expect(read.headers.get("cache-control")).toBe(settings.ANON_CACHE_CONTROL);
  });

  it("refuses a second npm start or db:migrate on its folder with one line naming it, changing nothing", async () => {
    for (const script of ["start", "db:migrate"]) {
      const second = script === "start"
        ? await new Promise<{ code: number; output: string }>((resolve) => {
          const { child, ready } = startStack({ DATABASE_URL: folder });
          ready.catch((error: Error) => resolve({ code: child.exitCode ?? 1, output: error.message }));
        })
        : await npmRun(script, [], { DATABASE_URL: folder }).then((r) => ({ code: r.code, output: r.stderr }));
      expect(second.code, script).not.toBe(0);
      expect(second.output).toMatch(new RegExp(`is in use by process ${stackPid} \\(npm start at ${url.replace(/[.]/g, "\\.")}`));
      expect(second.output).not.toMatch(/\n\s+at /); // no stack trace
    }
    expect((await fetch(`${url}/functions/v1/resources`)).status).toBe(200);
  }, 90_000);

  it("imports through the stack that holds the folder, at the port it serves on", async () => {
    const file = join(folder, "..", "one.csv");
    await writeFile(file, "external_id,title,link_url\nbeside-1,Beside the stack,https://jobs.example/beside-1\n");
    const imported = await npmRun("import", [file], { DATABASE_URL: folder });
    expect(imported.code).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({ inserted: 1 });
    const token = (await npmRun("token", ["editor"], {})).stdout.trim();
    const listed = await fetch(`${url}/functions/v1/opportunities?is_active=false&q=beside`, { headers: { authorization: `Bearer ${token}` } });
    expect((await listed.json()).data.map((o: { external_id: string }) => o.external_id)).toEqual(["beside-1"]);
    // A stack that is not there is refused, never written around.
    const away = await npmRun("import", [file], { SUPABASE_URL: "http://127.0.0.1:9" });
    expect(away.code).toBe(1);
    expect(away.stderr).toContain("did not answer");
  }, 60_000);

  it("says in one line that a port is taken or a setting is wrong, before migrating anything", async () => {
    const port = new URL(url).port;
    for (const [env, message] of [
      [{ DATABASE_URL: "memory://", PORT: port }, `127.0.0.1:${port} is taken`],
      [{ DATABASE_URL: "memory://", WRITE_RATE_LIMIT: "lots" }, "WRITE_RATE_LIMIT must be an integer from 0 to 1000000"],
      [{ DATABASE_URL: "memory://", JOB_BOARD_ORIGINS: '{"workday": "http://127.0.0.1:1"}' }, 'JOB_BOARD_ORIGINS names "workday", not a provider'],
    ] as const) {
      const { child, ready } = startStack(env);
      const error: Error = await ready.then(() => new Error("started"), (e) => e);
      await stop(child);
      expect(error.message).toContain(message);
      expect(error.message).not.toMatch(/\n\s+at |applied \d+ migrations/);
    }
  }, 60_000);
});

describe("the local stack's schedule", () => {
  let stack: ChildProcess | undefined;
  let board: Server | undefined;
  afterAll(async () => {
    await stop(stack);
    board?.close();
  });

  it("runs a due job source by itself, from the board JOB_BOARD_ORIGINS points at, as Supabase Cron would", async () => {
    board = createServer((request, response) => {
      const ok = request.url === "/v1/boards/club/jobs?content=true";
      response.writeHead(ok ? 200 : 404, { "content-type": "application/json" }).end(ok
        ? JSON.stringify({ jobs: [{ id: 7, title: "Treasurer", absolute_url: "https://boards.greenhouse.io/club/jobs/7" }] })
        : "{}");
    });
    await new Promise<void>((resolve) => board!.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(board.address() as { port: number }).port}`;
    const started = startStack({ DATABASE_URL: "memory://", JOB_BOARD_ORIGINS: JSON.stringify({ greenhouse: origin }) });
    stack = started.child;
    const url = await started.ready;
    expect(started.output()).toContain(`Job sources due run every minute (boards at greenhouse ${origin})`);
    const token = (await npmRun("token", ["editor"], {})).stdout.trim();
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const created = await fetch(`${url}/functions/v1/opportunities/sources`, {
      method: "POST",
      headers,
      body: JSON.stringify({ provider: "greenhouse", board: "club", publish: "publish" }),
    });
    const id = (await created.json()).data.id;
    // Due at once; the schedule's next call (within a minute) runs it.
    let source: { last_run: { status: string; inserted: number; by: string | null } | null } = { last_run: null };
    const deadline = Date.now() + 75_000;
    while (!source.last_run && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      source = (await (await fetch(`${url}/functions/v1/opportunities/sources?id=${id}`, { headers })).json()).data;
    }
    expect(source.last_run).toMatchObject({ status: "ok", inserted: 1, by: null });
    expect(started.output()).toMatch(new RegExp(`schedule: ran 1 job source\\(s\\): ${id} ok; 0 left`));
    const listed = await (await fetch(`${url}/functions/v1/opportunities?feed=greenhouse:club`)).json();
    expect(listed.data.map((o: { title: string }) => o.title)).toEqual(["Treasurer"]);
  }, 150_000);
});

