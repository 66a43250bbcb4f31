// The local stack as a maintainer runs it, beside other commands: the settings of
// docs/operations.md take effect under `npm start`; an embedded data folder has one owner, and
// every other command on it refuses with one line (or, for `npm run import`, goes through the
// stack that holds it, at whatever address it serves); a taken port or a wrong setting is one
// line, not a stack trace.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { connect } from "node:net";
import { Buffer } from "node:buffer";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
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

describe("the local stack beside other commands", { tags: ["slow"] }, () => {
  let folder: string;
  let stack: ChildProcess;
  let url: string;
  let stackPid: number;
  let stackOutput: () => string;
  const settings = { WRITE_RATE_LIMIT: "2", ANON_CACHE_CONTROL: "public, max-age=7" };

  beforeAll(async () => {
    folder = join(await mkdtemp(join(tmpdir(), "stack-")), "pglite");
    const started = startStack({ DATABASE_URL: folder, ...settings });
    stack = started.child;
    stackOutput = started.output;
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

  it("answers CONNECT with 405, and lets a client that sends 9 MiB read its 413", async () => {
    const { host, port } = new URL(url);
    const raw = (request: string) => new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), host.replace(/:\d+$/, "").replace(/^\[|\]$/g, ""), () => socket.write(request));
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk));
      socket.on("end", () => resolve(answer));
      socket.on("error", reject);
    });
    const connected = await raw(`CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n`);
    expect(connected).toMatch(/^HTTP\/1\.1 405 /);
    expect(connected).toContain('"success":false');
    // A 9 MiB body to a record route (at most 64 KiB): the client finishes sending and reads the 413,
    // no reset. (The secret key: this stack's write limit is spent by the test before.)
    const secret = (await npmRun("token", ["secret"], {})).stdout.trim();
    const status = await new Promise<number>((resolve, reject) => {
      const sent = httpRequest(`${url}/functions/v1/resources`, {
        method: "POST",
        headers: { apikey: secret, authorization: `Bearer ${secret}`, "content-type": "application/json", "content-length": String(9 << 20) },
      }, (res) => (res.resume(), resolve(res.statusCode!)));
      sent.on("error", reject);
      const chunk = Buffer.alloc(64 << 10, " ");
      let left = 9 << 20;
      const more = () => {
        while (left > 0) {
          left -= chunk.length;
          if (!sent.write(chunk)) return sent.once("drain", more);
        }
        sent.end();
      };
      more();
    });
    expect(status).toBe(413);
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

  it("sends the secret key only to the loopback stack that proves it holds the folder: a planted owner file gets nothing", async () => {
    const file = join(folder, "..", "planted.csv");
    await writeFile(file, "external_id,title,link_url\nplanted-1,Planted,https://jobs.example/planted-1\n");
    const heard: { url: string; headers: Record<string, unknown> }[] = [];
    const listener = createServer((req, res) => {
      heard.push({ url: req.url!, headers: req.headers });
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ pid: process.pid, proof: "0".repeat(64) }));
    });
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    // A listener that relays the challenge to the real stack, which holds the folder, and answers its proof.
    const relayed: string[] = [];
    const relay = createServer(async (req, res) => {
      relayed.push(req.url!);
      const answer = await (await fetch(`${url}${req.url}`)).text();
      res.writeHead(200, { "content-type": "application/json" }).end(answer);
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const other = join(folder, "..", "other");
    try {
      for (const [named, refusal] of [
        [`http://127.0.0.1:${(listener.address() as { port: number }).port}`, "did not prove it is process"],
        ["https://collector.example", "is not this machine's npm start"],
        [`http://user:pw@127.0.0.1:${new URL(url).port}`, "is not this machine's npm start"],
        [url, "did not prove it is process"], // a real stack, holding another folder
      ]) {
        // A live process (this one) said to hold the folder at `named`.
        await writeFile(`${other}.owner.json`, JSON.stringify({ pid: named === url ? stackPid : process.pid, command: "npm start", url: named, since: "" }));
        const imported = await npmRun("import", [file], { DATABASE_URL: other });
        expect(imported.code, named).toBe(1);
        expect(imported.stderr.trim().split("\n"), named).toEqual([expect.stringContaining(refusal!)]);
      }
      // The real stack's own folder, its owner file naming the relay: the relayed proof names the stack's port, not the relay's.
      const ownerFile = `${folder}.owner.json`;
      const owner = await readFile(ownerFile, "utf8");
      try {
        await writeFile(ownerFile, JSON.stringify({ ...JSON.parse(owner), url: `http://127.0.0.1:${(relay.address() as { port: number }).port}` }));
        const imported = await npmRun("import", [file], { DATABASE_URL: folder });
        expect(relayed).toHaveLength(1);
        expect(imported.code).toBe(1);
        expect(imported.stderr.trim().split("\n")).toEqual([expect.stringContaining("did not prove it is process")]);
      } finally {
        await writeFile(ownerFile, owner);
      }
      expect(heard.map((h) => h.url)).toEqual([expect.stringMatching(/^\/local\/holder\?challenge=[0-9a-f]{64}$/)]);
      expect(heard[0]!.headers).not.toHaveProperty("apikey");
      expect(heard[0]!.headers).not.toHaveProperty("authorization");
    } finally {
      listener.close();
      relay.close();
    }
  }, 60_000);

  it("cancels an import on Ctrl-C with one line, and the stack commits none of it", async () => {
    const file = join(folder, "..", "large.csv");
    const rows = Array.from({ length: 10_000 }, (_, i) => `ctrl-c-${i},Posting ${i},https://jobs.example/${i},${"word ".repeat(40)}`);
    await writeFile(file, `external_id,title,link_url,description\n${rows.join("\n")}\n`);
    const logged = stackOutput().length;
    const importing = spawn("npm", ["run", "--silent", "import", "--", file], { cwd: root, env: { ...process.env, DATABASE_URL: folder }, detached: true });
    let stderr = "";
    importing.stderr.on("data", (chunk) => (stderr += chunk));
    // npm passes Ctrl-C on and then ends by it, as a shell would report: 130, or the signal itself.
    const exited = new Promise<string>((resolve) => importing.on("exit", (code, signal) => resolve(signal ?? String(code))));
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // the upload is in, the import under way
    process.kill(-importing.pid!, "SIGINT"); // as a terminal's Ctrl-C: the whole process group
    expect(["130", "SIGINT"]).toContain(await exited);
    expect(stderr.replace(/^npm warn.*\n/gm, "").trim()).toBe("npm run import: cancelled: the import was stopped before its answer, and such an import commits nothing.");
    // The stack logs the request once its work has stopped: then nothing of it is there.
    for (let waited = 0; !/"method":"POST","status":4\d\d/.test(stackOutput().slice(logged)) && waited < 30_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(stackOutput().slice(logged)).toMatch(/"method":"POST","status":499/);
    const token = (await npmRun("token", ["editor"], {})).stdout.trim();
    const listed = await fetch(`${url}/functions/v1/opportunities?is_active=false&q=${encodeURIComponent("Posting 1")}&limit=1`, { headers: { authorization: `Bearer ${token}` } });
    expect((await listed.json()).data).toEqual([]);
  }, 60_000);

  it("says in one line that an import file is missing or unreadable, or DATABASE_URL's scheme is unknown, making nothing", async () => {
    const missing = await npmRun("import", [join(folder, "..", "missing.csv")], { DATABASE_URL: folder });
    expect([missing.code, missing.stderr.trim()]).toEqual([1, expect.stringMatching(/^npm run import: cannot read .*missing\.csv: there is no such file; nothing was imported\.$/)]);
    const aFolder = join(folder, "..", "folder.csv");
    await mkdir(aFolder, { recursive: true });
    const unreadable = await npmRun("import", [aFolder], { DATABASE_URL: folder });
    expect([unreadable.code, unreadable.stderr.trim()]).toEqual([1, expect.stringMatching(/cannot read .*folder\.csv: it is a folder; nothing was imported\.$/)]);
    const slip = join(folder, "..", "slip");
    for (const script of ["import", "db:migrate"]) {
      const typo = await npmRun(script, script === "import" ? [join(folder, "..", "one.csv")] : [], { DATABASE_URL: `postgress://postgres@127.0.0.1/${slip}` });
      expect(typo.code, script).toBe(1);
      expect(typo.stderr.trim(), script).toMatch(/^npm run (import|db:migrate): DATABASE_URL starts "postgress:": it must be postgres:\/\/, postgresql:\/\/, memory:\/\/, file:\/\/ or a folder\.$/);
    }
    expect(existsSync(join(root, "postgress:"))).toBe(false);
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

describe("the local stack's schedule", { tags: ["slow"] }, () => {
  let stack: ChildProcess | undefined;
  let board: Server | undefined;
  afterAll(async () => {
    await stop(stack);
    board?.close();
  });

  it("runs a due job source by itself, tells the channels at the origins JOB_BOARD_ORIGINS and CHANNEL_ORIGINS name, and shows its e-mails, as Supabase Cron would", async () => {
    const announced: string[] = [];
    board = createServer((request, response) => {
      if (request.url === "/api/webhooks/1/club") { // Discord, as CHANNEL_ORIGINS points it here
        let body = "";
        request.on("data", (c) => (body += c)).on("end", () => {
          announced.push(...JSON.parse(body).embeds.map((e: { title: string }) => e.title));
          response.writeHead(204).end();
        });
        return;
      }
      const ok = request.url === "/v1/boards/club/jobs?content=true";
      response.writeHead(ok ? 200 : 404, { "content-type": "application/json" }).end(ok
        ? JSON.stringify({ jobs: [{ id: 7, title: "Treasurer", absolute_url: "https://boards.greenhouse.io/club/jobs/7" }] })
        : "{}");
    });
    await new Promise<void>((resolve) => board!.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(board.address() as { port: number }).port}`;
    // SCHEDULE_SECONDS=2: the schedule as a project's Cron runs it, at a pace a test can wait for.
    const started = startStack({
      DATABASE_URL: "memory://",
      JOB_BOARD_ORIGINS: JSON.stringify({ greenhouse: origin }),
      CHANNEL_ORIGINS: JSON.stringify({ discord: origin }),
      SCHEDULE_SECONDS: "2",
      RESEND_API_KEY: "",
      EMAIL_API_ORIGIN: "",
    });
    stack = started.child;
    const url = await started.ready;
    expect(started.output()).toContain(
      `Job sources due run, and channels and e-mail alerts are delivered to, every 2 s (boards at greenhouse ${origin}) (channels at discord ${origin}).`,
    );
    const token = (await npmRun("token", ["editor"], {})).stdout.trim();
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const channel = await fetch(`${url}/functions/v1/opportunities/channels`, {
      method: "POST",
      headers,
      body: JSON.stringify({ kind: "discord", name: "#club", url: "https://discord.com/api/webhooks/1/club" }),
    });
    expect(channel.status).toBe(201);
    const created = await fetch(`${url}/functions/v1/opportunities/sources`, {
      method: "POST",
      headers,
      body: JSON.stringify({ provider: "greenhouse", board: "club", publish: "publish" }),
    });
    expect(created.status).toBe(201);
    const id = (await created.json()).data.id;
    // Due at once; the schedule's next call (within 2 s) runs it.
    let source: { last_run: { status: string; inserted: number; by: string | null } | null } = { last_run: null };
    const deadline = Date.now() + 30_000;
    while (!source.last_run && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      source = (await (await fetch(`${url}/functions/v1/opportunities/sources?id=${id}`, { headers })).json()).data;
    }
    expect(source.last_run).toMatchObject({ status: "ok", inserted: 1, by: null });
    expect(started.output()).toMatch(new RegExp(`schedule: ran 1 job source\\(s\\): ${id} ok; 0 left`));
    const listed = await (await fetch(`${url}/functions/v1/opportunities?feed=greenhouse:club`)).json();
    expect(listed.data.map((o: { title: string }) => o.title)).toEqual(["Treasurer"]);
    // The import published it; the same tick's deliver (or the next) told the channel.
    // The receiver hears the message before deliver answers and the schedule logs it: wait for both.
    const logged = /schedule: sent 1 message\(s\) to channels, telling of 1 posting\(s\); 0 failed/;
    while ((announced.length === 0 || !logged.test(started.output())) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(announced).toEqual(["Treasurer"]);
    expect(started.output()).toMatch(logged);

    // Without RESEND_API_KEY the e-mails it would send are shown at /emails, as its banner says; their links work against it.
    expect(started.output()).toContain(`e-mails         not sent: shown at ${url}/emails`);
    const signUp = await fetch(`${url}/functions/v1/opportunities/alerts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "newcomer@example.org", criteria: { category: "Internship" } }),
    });
    expect(signUp.status).toBe(202);
    let page = "";
    while (!page.includes("newcomer@example.org") && Date.now() < deadline + 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      page = await (await fetch(`${url}/emails`)).text();
    }
    expect(page).toContain("Confirm your job alert");
    const html = await (await fetch(`${url}${/href="(\/emails\/local-\d+)"/.exec(page)![1]}`)).text();
    const confirm = new URL(/href="([^"]+\/alerts\/confirm\?token=[^"]+)"/.exec(html)![1]!);
    // Every link names the address the stack serves on (PORT, this test's), not the default 54321.
    expect(confirm.origin).toBe(url);
    const pressed = await fetch(confirm.href, { method: "POST", headers: { accept: "text/html" } });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain("Your job alert is on");
    // The calendar's UIDs name the stack's own host and port too.
    const dated = await fetch(`${url}/functions/v1/opportunities`, {
      method: "POST", headers,
      body: JSON.stringify({ title: "Dated", link_url: "https://e.org/d", closes_on: "2099-01-01", is_active: true, website_viewable: true }),
    });
    expect(dated.status).toBe(201);
    const uids = (await (await fetch(`${url}/functions/v1/opportunities/calendar.ics`)).text()).match(/^UID:.*$/gm) ?? [];
    expect(uids.length).toBeGreaterThan(0);
    for (const uid of uids) expect(uid.trim().endsWith(`@${new URL(url).host}`), uid).toBe(true);
    expect(started.output()).toMatch(/schedule: queued 1 e-mail\(s\), sent 1; 0 failed/);
  }, 120_000);

});

