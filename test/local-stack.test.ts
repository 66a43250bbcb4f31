// The local stack as a maintainer runs it, beside other commands: the settings of
// docs/operations.md take effect under `npm start`; an embedded data folder has one owner, and
// every other command on it refuses with one line (or, for `npm run import`, goes through the
// stack that holds it, at whatever address it serves); a taken port or a wrong setting is one
// line, not a stack trace.
import { type ChildProcess, execFile } from "node:child_process";
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
    ] as const) {
      const { child, ready } = startStack(env);
      const error: Error = await ready.then(() => new Error("started"), (e) => e);
      await stop(child);
      expect(error.message).toContain(message);
      expect(error.message).not.toMatch(/\n\s+at |applied \d+ migrations/);
    }
  }, 60_000);
});
