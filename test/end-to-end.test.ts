// `npm start` as users run it (Deno, migrations, seed, the /functions/v1 layout), called as the
// admin application does (supabase-js, signed-in editor), as a public page does (supabase-js
// with the publishable key, no session) and as the public website does today (plain fetch).
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { type IncomingHttpHeaders, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import { createClient, FunctionsHttpError } from "@supabase/supabase-js";
import createFetchClient from "openapi-fetch";
import type { components, paths } from "../types/api.ts";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { type StartedStack, startStack, stopStack } from "./support/npm-start.ts";
import { pdfFile } from "./support/files.ts";
import { serverDatabase } from "./support/targets.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

/** `npm run --silent <script> -- <args>`: its standard output. */
function npmRun(script: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile("npm", ["run", "--silent", script, "--", ...args], { cwd: root, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stdout}\n${stderr}`)) : resolve(stdout)
    )
  );
}

/** `npm run --silent token -- <kind>`: the whole output, which must be one line. */
const token = (kind: string) => npmRun("token", [kind]);

const databases = [
  { name: "embedded PGlite (memory://)", url: async () => ({ url: "memory://", close: async () => {} }) },
  ...(process.env.DATABASE_URL ? [{ name: "PostgreSQL server", url: () => serverDatabase() }] : []),
];

describe.each(databases)("npm start on $name", { tags: ["slow"] }, (database) => {
  let stack: StartedStack;
  let baseUrl: string;
  let db: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    db = await database.url();
    stack = startStack({ DATABASE_URL: db.url });
    baseUrl = await stack.ready;
  }, 90_000);

  afterAll(async () => {
    if (stack?.child.exitCode === null) {
      await stopStack(stack.child);
      expect(stack.output()).toContain("Stopped.");
    }
    await db?.close();
  });

  it("prints one-line credentials that the running stack accepts", async () => {
    for (const kind of ["editor", "member", "publishable", "secret"]) {
      const printed = await token(kind);
      expect(printed.split("\n").filter(Boolean)).toHaveLength(1);
      expect(stack.output()).toContain(printed.trim().slice(0, 40));
    }
  });

  it("answers every method, however spelled, in the envelope with CORS and a request id, never a 5xx", async () => {
    const send = (method: string, path: string) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const request = httpRequest(`${baseUrl}${path}`, { method, headers: { origin: "https://club.example" } }, (response) => {
          let body = "";
          response.on("data", (chunk) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
        });
        request.on("error", reject);
        request.end();
      });
    for (const method of ["TRACE", "TRACK", "get", "Get", "pAtCh", "PROPFIND", "FOO"]) {
      for (const path of ["/functions/v1/resources", "/functions/v1/nothing"]) {
        const { status, headers, body } = await send(method, path);
        expect(status, `${method} ${path}`).toBeLessThan(500);
        expect(headers["access-control-allow-origin"]).toBe("*");
        expect(headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
        // Deno reads some spellings as the method they spell (a lower-case GET is a GET).
        const answer = JSON.parse(body);
        if (answer.success) expect([method.toUpperCase(), status]).toEqual(["GET", 200]);
        else expect(answer.error.code, `${method} ${path}`).toMatch(/^(method_not_allowed|not_found|unauthorized)$/);
      }
    }
  });

  it("serves the public website's plain fetch with no headers", async () => {
    const response = await fetch(`${baseUrl}/functions/v1/resources?website_viewable=true`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((r: { website_viewable: boolean; is_active: boolean }) => r.website_viewable && r.is_active))
      .toBe(true);
  });

  it("serves a public page using supabase-js with the publishable key and no session", async () => {
    const supabase = createClient(baseUrl, (await token("publishable")).trim(), { auth: { persistSession: false } });
    const { data, error } = await supabase.functions.invoke("opportunities?website_viewable=true", { method: "GET" });
    expect(error).toBeNull();
    expect(data.data.map((o: { title: string }) => o.title)).toContain("Volunteer Coordinator");

    const write = await supabase.functions.invoke("opportunities", { body: { title: "x", link_url: "https://x.example" } });
    expect(write.error).toBeInstanceOf(FunctionsHttpError);
    expect((write.error as FunctionsHttpError).context.status).toBe(401);
  });

  it("serves Storage's objects to supabase-js: an editor's upload, named by a published resource, reached by the public through its link", async () => {
    const publishable = (await token("publishable")).trim();
    const editorToken = (await token("editor")).trim();
    const editor = createClient(baseUrl, publishable, { auth: { persistSession: false }, accessToken: async () => editorToken });
    const pdf = await pdfFile();
    const name = `e2e-${Date.now()}/slides.pdf`;
    const uploaded = await editor.storage.from("resource-files").upload(name, new Blob([pdf as BlobPart], { type: "application/pdf" }));
    expect(uploaded.error).toBeNull();
    const resource = "b0000000-0000-4000-8000-000000000001";
    const named = await editor.functions.invoke(`resources?id=${resource}`, { method: "PATCH", body: { file: uploaded.data!.fullPath } });
    expect(named.error).toBeNull();
    expect(named.data.data.link_url).toBe(`${baseUrl}/functions/v1/resources/file?id=${resource}`);
    const link = await fetch(named.data.data.link_url, { redirect: "manual" });
    expect(link.status).toBe(302);
    const file = await fetch(link.headers.get("location")!);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    expect(stack.output()).toMatch(/storage\s+http:\/\/127\.0\.0\.1:\d+\/storage\/v1/);
  });

  it("serves typed clients: openapi-fetch and functions.invoke with types/api.ts", async () => {
    // The public website: no credentials, typed paths, parameters and answers.
    const website = createFetchClient<paths>({ baseUrl: `${baseUrl}/functions/v1` });
    const list = await website.GET("/resources", { params: { query: { website_viewable: "true", is_active: "true" } } });
    expect(list.response.status).toBe(200);
    const resources = list.data!.data as components["schemas"]["Resource"][];
    expect(resources.length).toBeGreaterThan(0);
    expect(resources.every((r) => r.website_viewable && r.is_active)).toBe(true);

    // The admin application: the editor's token, a typed body, and the typed error envelope.
    const admin = createFetchClient<paths>({
      baseUrl: `${baseUrl}/functions/v1`,
      headers: { apikey: (await token("publishable")).trim(), authorization: `Bearer ${(await token("editor")).trim()}` },
    });
    const created = await admin.POST("/opportunities", {
      body: { title: "Treasurer", linked_form_id: null, link_url: "https://club.example/apply", category: "Club Role" },
    });
    expect(created.response.status).toBe(201);
    expect(created.data?.data).toMatchObject({ title: "Treasurer", category: "Club Role", website_viewable: false });
    const refused = await admin.POST("/opportunities", { body: { title: "No target" } });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.error.details).toEqual([
      { field: "link_url", message: "give exactly one of link_url and linked_form_id; neither was given" },
    ]);

    const supabase = createClient(baseUrl, (await token("publishable")).trim(), { auth: { persistSession: false } });
    type List = paths["/opportunities"]["get"]["responses"][200]["content"]["application/json"];
    const invoked = await supabase.functions.invoke<List>("opportunities?website_viewable=true", { method: "GET" });
    expect(invoked.error).toBeNull();
    expect((invoked.data!.data as components["schemas"]["Opportunity"][]).every((o) => o.website_viewable)).toBe(true);
  });

  it("serves the API reference at /docs from node_modules, pointed at this stack", async () => {
    const page = await fetch(`${baseUrl}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<script src="/docs/redoc.js"></script>');
    expect(html).not.toMatch(/src="https?:/);
    const bundle = await fetch(`${baseUrl}/docs/redoc.js`);
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    const document = await (await fetch(`${baseUrl}/docs/openapi.json`)).json();
    expect(document.servers[0].url).toBe(`${baseUrl}/functions/v1`);
    expect(Object.keys(document.paths)).toContain("/opportunities/import");
  });

  it("serves the admin application: a signed-in editor creates, updates, reads and deletes", async () => {
    const editorToken = (await token("editor")).trim();
    const supabase = createClient(baseUrl, (await token("publishable")).trim(), {
      accessToken: async () => editorToken,
    });
    const created = await supabase.functions.invoke("resources", {
      body: { title: "Workshop recording", category: "Recordings", link_url: "https://video.example/1" },
    });
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ success: true, data: { title: "Workshop recording", website_viewable: false } });
    const id = created.data.data.id;

    const updated = await supabase.functions.invoke(`resources?id=${id}`, {
      method: "PUT",
      body: { title: "Workshop recording", category: "Recordings", link_url: "https://video.example/1", website_viewable: true },
    });
    expect(updated.data.data).toMatchObject({ id, website_viewable: true });

    const all = await supabase.functions.invoke("resources?category=Recordings", { method: "GET" });
    expect(all.data.data.map((r: { id: string }) => r.id)).toEqual([id]);

    const deleted = await supabase.functions.invoke(`resources?id=${id}`, { method: "DELETE" });
    expect(deleted.data).toMatchObject({ success: true, data: { id } });
  });

  it("imports job postings with npm run import, into the database the stack serves", async () => {
    const folder = await mkdtemp(join(tmpdir(), "import-"));
    onTestFinished(() => rm(folder, { recursive: true, force: true }));
    const file = join(folder, "postings.csv");
    await writeFile(file, "Job ID,Position,Company,Application URL,Employment Type\r\ncli-1,Analyst,Acme,https://jobs.example/c1,full time\r\n");
    // With a server, the command writes to it directly; with embedded PGlite, it goes through the
    // running stack, the only process that may open that database.
    const env: Record<string, string> = db.url.startsWith("postgres")
      ? { DATABASE_URL: db.url }
      : { DATABASE_URL: "", SUPABASE_URL: baseUrl };
    const report = JSON.parse(await npmRun("import", [file], env));
    expect(report).toEqual({ inserted: 1, updated: 0, unchanged: 0, skipped: [], duplicates: [], feed: null, withdrawn: [], restored: [], dry_run: false });
    expect(JSON.parse(await npmRun("import", [file, "--dry-run"], env))).toMatchObject({ unchanged: 1, dry_run: true });

    const editor = { authorization: `Bearer ${(await token("editor")).trim()}` };
    const response = await fetch(`${baseUrl}/functions/v1/opportunities?category=Job&is_active=false`, { headers: editor });
    const titles = (await response.json()).data.map((o: { external_id: string; employment_type: string }) => [o.external_id, o.employment_type]);
    expect(titles).toContainEqual(["cli-1", "Full-time"]);
  });

  it("serves the admin application signed in with a password, as supabase-js does it", async () => {
    const supabase = createClient(baseUrl, (await token("publishable")).trim(), { auth: { persistSession: false } });
    const signedIn = await supabase.auth.signInWithPassword({ email: "editor@example.org", password: "editor-pass-2026" });
    expect(signedIn.error).toBeNull();
    const firstToken = signedIn.data.session!.access_token;
    const firstRefresh = signedIn.data.session!.refresh_token;
    const claims = JSON.parse(Buffer.from(firstToken.split(".")[1]!, "base64url").toString());
    expect(claims).toMatchObject({
      aud: "authenticated", role: "authenticated", sub: "e0000000-0000-4000-8000-000000000001",
      email: "editor@example.org", is_anonymous: false, iss: "http://127.0.0.1:54321/auth/v1",
      session_id: expect.any(String),
    });
    expect((await supabase.auth.getUser()).data.user).toMatchObject({ email: "editor@example.org", aud: "authenticated" });

    const created = await supabase.functions.invoke("resources", {
      body: { title: "Git workshop slides", category: "Workshops", link_url: "https://slides.example/git" },
    });
    expect(created.data).toMatchObject({ success: true, data: { title: "Git workshop slides" } });
    const id = created.data.data.id;
    const updated = await supabase.functions.invoke(`resources?id=${id}`, {
      method: "PUT",
      body: { title: "Git workshop slides", category: "Workshops", link_url: "https://slides.example/git", is_active: false },
    });
    expect(updated.data.data).toMatchObject({ id, is_active: false });
    expect((await supabase.functions.invoke(`resources?id=${id}`, { method: "GET" })).data.data).toMatchObject({ id });
    expect((await supabase.functions.invoke(`resources?id=${id}`, { method: "DELETE" })).data.data).toMatchObject({ id });

    // A file input's File (sent as application/octet-stream) and a FormData (multipart).
    const csv = "Job ID,Position,Company,Application URL\nadmin-1,Web Developer,Initech,https://jobs.example/a1\n";
    const asFile = await supabase.functions.invoke("opportunities/import", { body: new File([csv], "jobs.csv", { type: "text/csv" }) });
    expect(asFile.error).toBeNull();
    expect(asFile.data.data).toMatchObject({ inserted: 1, skipped: [] });
    const form = new FormData();
    form.append("file", new File([csv.replace("Web Developer", "Web Developer II")], "jobs.csv"));
    const asForm = await supabase.functions.invoke("opportunities/import", { body: form });
    expect(asForm.error).toBeNull();
    expect(asForm.data.data).toMatchObject({ updated: 1 });

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    // A new refresh token (the access token may be byte-identical within the same second: ES256
    // signatures here are deterministic); the old refresh token is spent.
    expect(refreshed.data.session!.refresh_token).not.toBe(firstRefresh);
    const reused = await fetch(`${baseUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: "POST",
      headers: { apikey: (await token("publishable")).trim(), "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: firstRefresh }),
    });
    expect(await reused.json()).toMatchObject({ error_code: "refresh_token_already_used" });
    expect((await supabase.functions.invoke("opportunities?is_active=false", { method: "GET" })).error).toBeNull();

    expect((await supabase.auth.signOut()).error).toBeNull();
    const ended = await fetch(`${baseUrl}/auth/v1/user`, {
      headers: { apikey: (await token("publishable")).trim(), authorization: `Bearer ${firstToken}` },
    });
    expect(ended.status).toBe(403);
  });

  it("signs a member in, whose write is 403, and refuses a wrong password", async () => {
    const supabase = createClient(baseUrl, (await token("publishable")).trim(), { auth: { persistSession: false } });
    const wrong = await supabase.auth.signInWithPassword({ email: "member@example.org", password: "nope" });
    expect(wrong.error).toMatchObject({ status: 400, code: "invalid_credentials" });
    expect((await supabase.auth.signInWithPassword({ email: "member@example.org", password: "member-pass-2026" })).error).toBeNull();
    const { error } = await supabase.functions.invoke("resources", { body: { title: "x", category: "x", link_url: "https://x.example" } });
    expect((error as FunctionsHttpError).context.status).toBe(403);
  });

  it("refuses a signed-in member's write with 403", async () => {
    const memberToken = (await token("member")).trim();
    const supabase = createClient(baseUrl, (await token("publishable")).trim(), { accessToken: async () => memberToken });
    const { error } = await supabase.functions.invoke("resources", {
      body: { title: "x", category: "x", link_url: "https://x.example" },
    });
    expect((error as FunctionsHttpError).context.status).toBe(403);
  });
});
