// Files in Storage under the records' rules, from outside: supabase-js's storage client and plain
// HTTP as every role against the local Storage API (whose rows the database's policies decide),
// and a resource's file through the API (upload, link, withdrawal, removal).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execute, sql } from "../functions/_shared/database/sql.ts";
import { bucketList } from "../functions/_shared/files/buckets.ts";
import { safeFileName } from "../functions/_shared/files/file-checks.ts";
import fc from "fast-check";
import { type Api, type HttpCaller, startApi } from "./support/api.ts";
import { fileForm, pdfFile, pngHeader, supabaseAs, zipStart } from "./support/files.ts";
import { targets } from "./support/targets.ts";
import { type Database, DatabaseError } from "../functions/_shared/database/database.ts";
import { localStorageApi } from "../local/storage/storage-api.ts";
import { devServiceConfig, generateDevCredentials } from "../local/dev-credentials.ts";

const published = "b0000000-0000-4000-8000-000000000001";
let people = 0;
const aPerson = () => ({ "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "cf-connecting-ip": `198.18.0.${++people % 250}` });

describe("the local Storage while its database is away", () => {
  it("answers 503 in Storage's shape, as its callers retry, never a 500", async () => {
    const away = () => Promise.reject(new DatabaseError("connection refused", "08006"));
    const db = { query: away, exec: away, script: away, transaction: away, close: async () => {} } as unknown as Database;
    const credentials = await generateDevCredentials();
    const storage = localStorageApi(db, devServiceConfig(credentials), "/nonexistent", credentials.secretKey);
    for (const request of [
      new Request("http://127.0.0.1/storage/v1/object/list/resource-files", { method: "POST", body: "{}" }),
      new Request("http://127.0.0.1/storage/v1/object/resource-files/a.pdf"),
    ]) {
      const response = await storage(request);
      expect(response.status, request.url).toBe(503);
      expect(await response.json()).toMatchObject({ statusCode: "503", code: "DatabaseError" });
    }
  });
});

describe.each(targets)("files on $name", (target) => {
  let api: Api;
  let pdf: Uint8Array;
  beforeAll(async () => {
    api = await startApi(target, { linksHere: true });
    pdf = await pdfFile();
  });
  afterAll(() => api?.close());

  const upload = (caller: HttpCaller, bucket: string, name: string, bytes: Uint8Array = pdf, type = "application/pdf") =>
    supabaseAs(api, caller).storage.from(bucket).upload(name, new Blob([bytes as BlobPart], { type }), { upsert: true });
  const download = (caller: HttpCaller, bucket: string, name: string) => supabaseAs(api, caller).storage.from(bucket).download(name);
  const putFile = (caller: HttpCaller, id: string, form: FormData, query = "") =>
    fetch(`${api.url}/functions/v1/resources/file?id=${id}${query}`, { method: "PUT", headers: api.headersFor(caller), body: form });
  /** A file link followed as a person's browser does, from a network of its own. */
  const fileLink = (caller: HttpCaller, id: string, query = "") =>
    fetch(`${api.url}/functions/v1/resources/file?id=${id}${query}`, { headers: { ...api.headersFor(caller), ...aPerson() }, redirect: "manual" });

  it("has the buckets the API checks uploads against, none public, with their limits and types", async () => {
    const rows = await execute<{ id: string; public: boolean; file_size_limit: string; allowed_mime_types: string[] }>(api.db,
      sql`select id, public, file_size_limit, to_jsonb(allowed_mime_types) as allowed_mime_types from storage.buckets order by id`);
    expect(rows.map((r) => ({ id: r.id, public: r.public, limit: Number(r.file_size_limit), types: r.allowed_mime_types })))
      .toEqual(bucketList.map((b) => ({ id: b.id, public: false, limit: b.sizeLimit, types: [...b.types] })).sort((a, b) => a.id.localeCompare(b.id)));
    const members = await execute(api.db, sql`select bucket, members_only from private.file_buckets order by bucket`);
    expect(members).toEqual(bucketList.map((b) => ({ bucket: b.id, members_only: b.membersOnly })).sort((a, b) => a.bucket.localeCompare(b.bucket)));
  });

  it("lets only the editors of a bucket's records write it, through supabase-js", async () => {
    for (const caller of ["nobody", "publishable", "member", "noRole", "opportunitiesEditor"] as const) {
      const { data, error } = await upload(caller, "resource-files", `by-${caller}/slides.pdf`);
      expect(data, caller).toBeNull();
      expect(error, caller).toMatchObject({ status: 403, statusCode: "403", message: "new row violates row-level security policy" });
    }
    for (const caller of ["resourcesEditor", "editor"] as const) {
      const { data, error } = await upload(caller, "resource-files", `by-${caller}/slides.pdf`);
      expect(error, caller).toBeNull();
      expect(data).toMatchObject({ path: `by-${caller}/slides.pdf`, fullPath: `resource-files/by-${caller}/slides.pdf`, id: expect.any(String) });
    }
    expect((await upload("opportunitiesEditor", "opportunity-attachments", "ad.pdf")).error).toBeNull();
    expect((await upload("resourcesEditor", "opportunity-attachments", "ad.pdf")).error).toMatchObject({ status: 403 });
    expect((await upload("opportunitiesEditor", "company-logos", "logo.png", pngHeader(64, 64), "image/png")).error).toBeNull();
  });

  it("answers Storage's errors in Storage's shape: unknown bucket, a type the bucket refuses, too large", async () => {
    expect((await upload("editor", "no-such-bucket", "a.pdf")).error).toMatchObject({ status: 404, message: "Bucket not found" });
    expect((await upload("editor", "resource-files", "page.html", new TextEncoder().encode("<script>1</script>"), "text/html")).error)
      .toMatchObject({ status: 415, message: "mime type text/html is not supported" });
    const big = new Uint8Array(1024 * 1024 + 1);
    expect((await upload("editor", "company-logos", "big.png", big, "image/png")).error).toMatchObject({ status: 413 });
    const listed = await supabaseAs(api, "editor").storage.from("company-logos").list();
    expect(listed.data!.map((f) => f.name)).not.toContain("big.png");
  });

  it("lets no one but the editors read a file that no record names", async () => {
    await upload("editor", "resource-files", "loose/notes.pdf");
    expect((await download("editor", "resource-files", "loose/notes.pdf")).error).toBeNull();
    for (const caller of ["nobody", "member", "noRole", "opportunitiesEditor"] as const) {
      expect((await download(caller, "resource-files", "loose/notes.pdf")).error, caller).toMatchObject({ status: 404 });
      const signed = await supabaseAs(api, caller).storage.from("resource-files").createSignedUrl("loose/notes.pdf", 60);
      expect(signed.error, caller).toMatchObject({ status: 404 });
      const listed = await supabaseAs(api, caller).storage.from("resource-files").list("loose");
      expect(listed.data, caller).toEqual([]);
    }
    const listed = await supabaseAs(api, "editor").storage.from("resource-files").list("loose");
    expect(listed.data!.map((f) => [f.name, f.metadata?.mimetype, f.metadata?.size])).toEqual([["notes.pdf", "application/pdf", pdf.byteLength]]);
  });

  it("lets whoever may read a resource read the file it names, and no one else once it is withdrawn", async () => {
    await upload("editor", "resource-files", "named/slides.pdf");
    const named = await api.request("PATCH", `/resources?id=${published}`, { as: "editor", body: { file: "resource-files/named/slides.pdf" } });
    expect(named.status).toBe(200);
    expect(named.body.data).toMatchObject({ file: "resource-files/named/slides.pdf", file_type: "application/pdf", file_size: pdf.byteLength,
      link_url: `${api.url}/functions/v1/resources/file?id=${published}` });

    const anonymous = await download("nobody", "resource-files", "named/slides.pdf");
    expect(anonymous.error).toBeNull();
    expect(new Uint8Array(await anonymous.data!.arrayBuffer())).toEqual(pdf);
    const link = await fileLink("nobody", published);
    expect(link.status).toBe(302);
    expect(link.headers.get("cache-control")).toBe("no-store");
    const file = await fetch(link.headers.get("location")!);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-disposition")).toMatch(/^inline; filename="slides.pdf"/);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    const saved = await fetch((await fileLink("nobody", published, "&download=true")).headers.get("location")!);
    expect(saved.headers.get("content-disposition")).toMatch(/^attachment; filename="slides.pdf"/);

    // Withdrawn: the public's link and Storage both say there is no such file; members still read it.
    expect((await api.request("PATCH", `/resources?id=${published}`, { as: "editor", body: { website_viewable: false } })).status).toBe(200);
    expect((await fileLink("nobody", published)).status).toBe(404);
    expect((await download("nobody", "resource-files", "named/slides.pdf")).error).toMatchObject({ status: 404 });
    expect((await supabaseAs(api, "nobody").storage.from("resource-files").createSignedUrl("named/slides.pdf", 60)).error).toMatchObject({ status: 404 });
    expect((await download("member", "resource-files", "named/slides.pdf")).error).toBeNull();
    expect((await fileLink("member", published)).status).toBe(302);
    await api.request("PATCH", `/resources?id=${published}`, { as: "editor", body: { website_viewable: true } });
  });

  it("keeps a members-only file from the public even when its resource is published", async () => {
    await upload("editor", "member-files", "club/handbook.pdf");
    const created = await api.request("POST", "/resources", { as: "editor", body: {
      title: "Handbook", category: "Club", file: "member-files/club/handbook.pdf", website_viewable: true } });
    expect(created.status).toBe(201);
    expect(created.body.data.link_url).toBe(`${api.url}/functions/v1/resources/file?id=${created.body.data.id}`);
    const link = await fileLink("nobody", created.body.data.id);
    expect(link.status).toBe(401);
    expect((await link.json()).error.message).toBe("Sign in as a member to download this file.");
    // Not a published file, whoever reads it: its downloads are not counted.
    const counted = await api.db.query("select count(*)::int as n from private.file_visits where record_id = $1", [created.body.data.id]);
    expect(counted).toEqual([{ n: 0 }]);
    expect((await download("nobody", "member-files", "club/handbook.pdf")).error).toMatchObject({ status: 404 });
    expect((await download("noRole", "member-files", "club/handbook.pdf")).error).toMatchObject({ status: 404 });
    expect((await download("member", "member-files", "club/handbook.pdf")).error).toBeNull();
    expect((await fileLink("member", created.body.data.id)).status).toBe(302);
  });

  it("refuses a resource naming no file, a file that is not there, or a key outside its buckets, naming the field", async () => {
    const neither = await api.request("POST", "/resources", { as: "editor", body: { title: "Nothing", category: "Club" } });
    expect(neither.status).toBe(400);
    expect(neither.body.error.details).toEqual([{ field: "link_url", message: "give a link_url, a file, or both" }]);
    const missing = await api.request("POST", "/resources", { as: "editor", body: { title: "Ghost", category: "Club", file: "resource-files/none.pdf" } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toEqual([{ field: "file", message: "names no file in Storage: upload it first (docs/files.md)" }]);
    const outside = await api.request("PATCH", `/resources?id=${published}`, { as: "editor", body: { file: "company-logos/logo.png" } });
    expect(outside.status).toBe(400);
    expect(outside.body.error.details[0].field).toBe("file");
    const bare = await api.request("PATCH", "/resources?id=b0000000-0000-4000-8000-000000000002", { as: "editor", body: { link_url: null } });
    expect(bare.status).toBe(400);
    expect(bare.body.error.details[0]).toMatchObject({ field: "link_url" });
  });

  it("stores a file sent to the API as a form, its type from its bytes and its name made safe", async () => {
    const response = await putFile("resourcesEditor", published, fileForm(pdf, "../../Präsentation <final>.html", "text/html"));
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ file: `resource-files/${published}/Prasentation final.pdf`, file_type: "application/pdf", file_size: pdf.byteLength });
    const stored = await download("editor", "resource-files", `${published}/Prasentation final.pdf`);
    expect(new Uint8Array(await stored.data!.arrayBuffer())).toEqual(pdf);
    const history = await api.request("GET", `/resources/history?id=${published}`, { as: "editor" });
    expect(JSON.stringify(history.body.data[0])).toContain(`resource-files/${published}/Prasentation final.pdf`);
  });

  it("refuses what a file's bytes show it is not, whatever its name and declared type, naming the field", async () => {
    const cases: [string, Uint8Array, string, string, number][] = [
      ["an HTML page called a PDF", new TextEncoder().encode("<html><script>alert(1)</script></html>"), "cv.pdf", "application/pdf", 415],
      ["an SVG", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "logo.svg", "image/svg+xml", 415],
      ["a zip renamed .docx", zipStart(), "essay.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", 415],
      ["a picture of 20000 pixels a side", pngHeader(20_000, 20_000), "huge.png", "image/png", 400],
      ["an empty file", new Uint8Array(0), "empty.pdf", "application/pdf", 415],
    ];
    for (const [what, bytes, name, type, status] of cases) {
      const response = await putFile("editor", published, fileForm(bytes, name, type));
      expect(response.status, what).toBe(status);
      const { error } = await response.json();
      expect(error.details, what).toEqual([{ field: "file", message: expect.any(String) }]);
    }
    const noFile = await putFile("editor", published, fileForm(pdf, "a.pdf", "application/pdf", "other"));
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).error.details).toEqual([{ field: "file", message: "give the file in the form field `file`" }]);
    // No such record: a 404 in the envelope, its file never stored.
    const nobody = "b0000000-0000-4000-8000-0000000000ff";
    const unknown = await putFile("editor", nobody, fileForm(pdf, "x.pdf", "application/pdf"));
    expect([unknown.status, (await unknown.json()).error.code]).toEqual([404, "not_found"]);
    expect((await supabaseAs(api, "editor").storage.from("resource-files").exists(`${nobody}/x.pdf`)).data).toBe(false);
    for (const [method, path] of [["DELETE", "/resources/file"], ["GET", "/resources/file/downloads"]] as const) {
      const answer = await api.request(method, `${path}?id=${nobody}`, { as: "editor" });
      expect([answer.status, answer.body.error.code], `${method} ${path}`).toEqual([404, "not_found"]);
    }
    const notForm = await fetch(`${api.url}/functions/v1/resources/file?id=${published}`, {
      method: "PUT", headers: { ...api.headersFor("editor"), "content-type": "application/pdf" }, body: pdf as BlobPart });
    expect(notForm.status).toBe(415);
  });

  it("stores what is a PDF, scripts or a page inside it and all, and serves it only as a PDF with the download headers", async () => {
    const scripted = await pdfFile({ javascript: true });
    // A polyglot: a PDF's header, then a page a browser sniffing the bytes would run.
    const polyglot = new Uint8Array([...new TextEncoder().encode("%PDF-1.4\n<html><body><script>alert(document.cookie)</script>"), ...scripted.subarray(9)]);
    for (const [bytes, name] of [[scripted, "form.pdf"], [polyglot, "page.html"]] as const) {
      const stored = await putFile("editor", published, fileForm(bytes, name, "text/html"));
      expect(stored.status, name).toBe(200);
      expect((await stored.json()).data).toMatchObject({ file_type: "application/pdf", file: expect.stringMatching(/\.pdf$/) });
      const file = await fetch((await fileLink("nobody", published)).headers.get("location")!);
      expect(file.headers.get("content-type"), name).toBe("application/pdf");
      expect(file.headers.get("content-security-policy")).toContain("sandbox");
      expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("answers 413 for a file declared larger than its bucket takes, before reading any of it", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 4) return new Promise(() => {}); // a sender that stalls: the answer must not wait for it
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const response = await api.fetch(new Request(`${api.url}/functions/v1/resources/file?id=${published}`, {
      method: "PUT",
      headers: { ...api.headersFor("editor"), "content-type": "multipart/form-data; boundary=x", "content-length": String(30 * 1024 * 1024) },
      body,
      duplex: "half",
    } as RequestInit));
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("payload_too_large");
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("answers 413 for a file found larger than its bucket takes while it streams, and keeps none of it", async () => {
    const big = new Uint8Array(26 * 1024 * 1024);
    big.set(pdf.subarray(0, 1024));
    // Sent as a stream: no Content-Length to refuse it by.
    const form = new Response(fileForm(big, "big.pdf", "application/pdf"));
    const response = await fetch(`${api.url}/functions/v1/resources/file?id=${published}`, {
      method: "PUT",
      headers: { ...api.headersFor("editor"), "content-type": form.headers.get("content-type")! },
      body: form.body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await supabaseAs(api, "editor").storage.from("resource-files").exists(`${published}/big.pdf`)).data).toBe(false);
    expect((await response.json()).error.details).toEqual([{ field: "file", message: "is larger than 25 MiB" }]);
  });

  it("moves and removes files as an editor; a member removes nothing", async () => {
    const storage = (caller: HttpCaller) => supabaseAs(api, caller).storage.from("resource-files");
    await upload("editor", "resource-files", "moving/a.pdf");
    expect((await storage("editor").move("moving/a.pdf", "moving/b.pdf")).error).toBeNull();
    expect((await storage("editor").download("moving/b.pdf")).error).toBeNull();
    expect((await storage("editor").download("moving/a.pdf")).error).toMatchObject({ status: 404 });
    expect((await storage("member").remove(["moving/b.pdf"])).data).toEqual([]);
    expect((await storage("editor").exists("moving/b.pdf")).data).toBe(true);
    expect((await storage("editor").remove(["moving/b.pdf"])).data!.map((o) => o.name)).toEqual(["moving/b.pdf"]);
    expect((await storage("editor").exists("moving/b.pdf")).data).toBe(false);
  });

  it("takes a file off a resource, keeping its link", async () => {
    const response = await api.request("DELETE", `/resources/file?id=${published}`, { as: "editor" });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ file: null, file_type: null, file_size: null, link_url: expect.stringMatching(/^https:/) });
    expect((await fileLink("nobody", published)).status).toBe(404);
  });

  it("removes from Storage, at the schedule's next run, what no record names: released at once, never named after the grace", async () => {
    const storage = supabaseAs(api, "editor").storage.from("resource-files");
    const exists = async (name: string) => (await storage.exists(name)).data;
    const sweep = async () => {
      const response = await api.request("POST", "/opportunities/schedule/check-links", { as: "secret" });
      expect(response.status).toBe(200);
      return response.body.data.files;
    };
    await sweep(); // what earlier tests left
    // A file taken off a resource, one replaced, one whose resource was deleted: released.
    await upload("editor", "resource-files", "sweep/kept.pdf");
    await upload("editor", "resource-files", "sweep/replaced.pdf");
    await upload("editor", "resource-files", "sweep/deleted.pdf");
    await upload("editor", "resource-files", "sweep/fresh.pdf");
    await upload("editor", "resource-files", "sweep/old.pdf");
    const made = await api.request("POST", "/resources", { as: "editor", body: { title: "A", category: "B", file: "resource-files/sweep/replaced.pdf" } });
    expect((await api.request("PATCH", `/resources?id=${made.body.data.id}`, { as: "editor", body: { file: "resource-files/sweep/kept.pdf" } })).status).toBe(200);
    const gone = await api.request("POST", "/resources", { as: "editor", body: { title: "C", category: "D", file: "resource-files/sweep/deleted.pdf" } });
    expect((await api.request("DELETE", `/resources?id=${gone.body.data.id}`, { as: "editor" })).status).toBe(200);
    // Never named: the fresh one within FILE_GRACE_HOURS (24), the old one past it.
    await api.db.query("update storage.objects set created_at = now() - interval '25 hours' where name = 'sweep/old.pdf'");

    expect(await sweep()).toEqual({ removed: 3, more: false });
    expect([await exists("sweep/kept.pdf"), await exists("sweep/fresh.pdf")]).toEqual([true, true]);
    expect([await exists("sweep/replaced.pdf"), await exists("sweep/deleted.pdf"), await exists("sweep/old.pdf")]).toEqual([false, false, false]);
    expect(await api.db.query("select key from private.released_files")).toEqual([]);
    expect(await sweep()).toEqual({ removed: 0, more: false });
  });

  it("gives a company a logo file, which its sponsor page shows, and refuses a logo that is not a picture", async () => {
    const company = "c0000000-0000-4000-8000-000000000001";
    const put = (bytes: Uint8Array, name: string, type: string) =>
      fetch(`${api.url}/functions/v1/companies/file?id=${company}`, { method: "PUT", headers: api.headersFor("editor"), body: fileForm(bytes, name, type) });
    for (const [bytes, name, type] of [[pdf, "logo.pdf", "application/pdf"], [new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"), "logo.svg", "image/svg+xml"]] as const) {
      const refused = await put(bytes, name, type);
      expect(refused.status, name).toBe(415);
      expect((await refused.json()).error.details[0].message).toMatch(/this takes PNG, JPEG, WebP$/);
    }
    expect((await put(pngHeader(120, 60), "Northgate logo.png", "image/png")).status).toBe(200);
    const page = await api.request("GET", "/companies?slug=northgate-software");
    const link = `${api.url}/functions/v1/companies/file?id=${company}`;
    expect(page.body.data).toMatchObject({ file: `company-logos/${company}/Northgate logo.png`, file_type: "image/png", logo_url: link, file_url: link });
    const logo = await fetch((await fetch(link, { redirect: "manual" })).headers.get("location")!);
    expect([logo.status, logo.headers.get("content-type")]).toEqual([200, "image/png"]);
    // Taken off: the logo_url given is the logo again.
    expect((await api.request("DELETE", `/companies/file?id=${company}`, { as: "editor" })).body.data).toMatchObject({
      file: null, file_url: null, logo_url: "https://northgate.example/logo.png" });
  });

  it("gives an opportunity its job ad as a PDF, read by the public while the posting is", async () => {
    const posting = (await api.request("POST", "/opportunities", { as: "editor", body: {
      title: "Analyst", link_url: "https://jobs.example/apply", website_viewable: true } })).body.data;
    const put = await fetch(`${api.url}/functions/v1/opportunities/file?id=${posting.id}`, {
      method: "PUT", headers: api.headersFor("opportunitiesEditor"), body: fileForm(pdf, "Analyst job ad.pdf", "application/pdf") });
    expect(put.status).toBe(200);
    const { data } = await put.json();
    expect(data).toMatchObject({ file: `opportunity-attachments/${posting.id}/Analyst job ad.pdf`, link_url: "https://jobs.example/apply",
      file_url: `${api.url}/functions/v1/opportunities/file?id=${posting.id}` });
    expect((await fetch(data.file_url, { redirect: "manual" })).status).toBe(302);
    const byResourcesEditor = await fetch(`${api.url}/functions/v1/opportunities/file?id=${posting.id}`, {
      method: "PUT", headers: api.headersFor("resourcesEditor"), body: fileForm(pdf, "x.pdf", "application/pdf") });
    expect(byResourcesEditor.status).toBe(403);
    await api.request("PATCH", `/opportunities?id=${posting.id}`, { as: "editor", body: { is_active: false } });
    expect((await fetch(data.file_url, { redirect: "manual" })).status).toBe(404);
  });

  it("carries a resource's file in its feeds as an enclosure with its type and size, but a members-only one", async () => {
    await upload("editor", "resource-files", "feed/talk.pdf");
    await upload("editor", "member-files", "feed/minutes.pdf");
    const made = (body: Record<string, unknown>) => api.request("POST", "/resources", { as: "editor", body: { category: "Talks", website_viewable: true, ...body } });
    const talk = (await made({ title: "Feed talk", file: "resource-files/feed/talk.pdf" })).body.data;
    const minutes = (await made({ title: "Feed minutes", file: "member-files/feed/minutes.pdf" })).body.data;
    const link = `${api.url}/functions/v1/resources/file?id=${talk.id}`;
    const json = await api.request("GET", "/resources/feed.json?q=feed", { as: "editor" });
    const items = Object.fromEntries(json.body.items.map((i: { title: string }) => [i.title, i]));
    expect(items["Feed talk"]).toMatchObject({ url: link, attachments: [{ url: link, mime_type: "application/pdf", size_in_bytes: pdf.byteLength }] });
    expect(items["Feed minutes"].attachments).toBeUndefined();
    const atom = await api.request("GET", "/resources/feed.xml?q=feed", { as: "editor" });
    expect(atom.text).toContain(`<link rel="enclosure" type="application/pdf" length="${pdf.byteLength}" href="${link.replaceAll("&", "&amp;")}"/>`);
    expect(atom.text).not.toContain(`file?id=${minutes.id}"/>`);
  });

  it("counts downloads of published files once a day per client, never a bot's nor a withdrawn record's, for its editors", async () => {
    await upload("editor", "resource-files", "counted/talk.pdf");
    const talk = (await api.request("POST", "/resources", { as: "editor", body: {
      title: "Counted talk", category: "Talks", file: "resource-files/counted/talk.pdf", website_viewable: true } })).body.data;
    const browser = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
    const follow = (ip: string, agent = browser, method = "GET") =>
      fetch(`${api.url}/functions/v1/resources/file?id=${talk.id}`, { method, redirect: "manual", headers: { "cf-connecting-ip": ip, "user-agent": agent } });
    for (const ip of ["198.51.100.7", "198.51.100.7", "203.0.113.9"]) expect((await follow(ip)).status).toBe(302);
    expect((await follow("198.51.100.8", "Googlebot/2.1 (+http://www.google.com/bot.html)")).status).toBe(302);
    expect((await follow("198.51.100.10", browser, "HEAD")).status).toBe(302);
    const figures = async (as: HttpCaller = "resourcesEditor") => api.request("GET", `/resources/file/downloads?id=${talk.id}`, { as });
    const today = new Date().toISOString().slice(0, 10);
    const now = await figures();
    expect(now.status).toBe(200);
    expect(now.body.data).toMatchObject({ id: talk.id, to: today, total: 2 });
    expect(now.body.data.days).toHaveLength(30);
    expect(now.body.data.days.at(-1)).toEqual({ day: today, downloads: 2 });
    expect((await figures("member")).status).toBe(403);
    expect((await figures("opportunitiesEditor")).status).toBe(403);
    // Withdrawn: its link is a 404 and counts nothing.
    await api.request("PATCH", `/resources?id=${talk.id}`, { as: "editor", body: { website_viewable: false } });
    expect((await follow("192.0.2.44")).status).toBe(404);
    // Yesterday's visitors become yesterday's count at the schedule's rollup, their hashes gone.
    await api.db.query("update private.file_visits set day = day - 1 where record_id = $1", [talk.id]);
    expect((await api.request("POST", "/opportunities/schedule/check-links", { as: "secret" })).status).toBe(200);
    expect(await api.db.query("select count(*)::int as left from private.file_visits where record_id = $1", [talk.id])).toEqual([{ left: 0 }]);
    const rolled = (await figures()).body.data;
    expect(rolled.total).toBe(2);
    expect(rolled.days.at(-2).downloads).toBe(2);
    expect(rolled.days.at(-1).downloads).toBe(0);
  });

  it("keeps a file sent with members_only=true in the members' bucket, and answers Storage's other calls as Storage does", async () => {
    const handout = (await api.request("POST", "/resources", { as: "editor", body: {
      title: "Handout", category: "Club", link_url: "https://club.example/handout", website_viewable: true } })).body.data;
    const put = await putFile("editor", handout.id, fileForm(pdf, "handout.pdf", "application/pdf"), "&members_only=true");
    expect(put.status).toBe(200);
    expect((await put.json()).data.file).toBe(`member-files/${handout.id}/handout.pdf`);
    expect((await fileLink("nobody", handout.id)).status).toBe(401);
    expect((await fileLink("member", handout.id)).status).toBe(302);
    // Several signed URLs at once: one for each name the caller may read, an error for the others.
    await upload("editor", "resource-files", "signed/named.pdf");
    await api.request("POST", "/resources", { as: "editor", body: { title: "Signed", category: "Talks", file: "resource-files/signed/named.pdf", website_viewable: true } });
    await upload("editor", "resource-files", "signed/loose.pdf");
    const signed = await supabaseAs(api, "nobody").storage.from("resource-files").createSignedUrls(["signed/named.pdf", "signed/loose.pdf"], 60);
    expect(signed.data!.map((s) => [s.path, s.error, s.signedUrl !== null])).toEqual([
      ["signed/named.pdf", null, true],
      ["signed/loose.pdf", "Either the object does not exist or you do not have access to it", false],
    ]);
    expect((await fetch(signed.data![0]!.signedUrl!)).status).toBe(200);
    // A signed URL's token is for its own object only, and no bucket is public.
    const forged = signed.data![0]!.signedUrl!.replace("named.pdf", "loose.pdf");
    expect((await fetch(forged)).status).toBe(400);
    const publicUrl = supabaseAs(api, "nobody").storage.from("resource-files").getPublicUrl("signed/named.pdf").data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(404);
    // A name with a `..` part is refused (a URL's would be resolved away before it arrived; a move's body keeps it).
    expect((await supabaseAs(api, "editor").storage.from("resource-files").move("signed/loose.pdf", "a/../../escape.pdf")).error)
      .toMatchObject({ status: 400, message: "Invalid key: a/../../escape.pdf" });
  });

  it("answers a form that breaks off inside its file with a 400 naming the file, and keeps none of it", async () => {
    const boundary = "cut-here";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const cut = new Uint8Array([...new TextEncoder().encode(head), ...pdf, ...new Uint8Array(200_000)]); // no closing boundary
    const response = await fetch(`${api.url}/functions/v1/resources/file?id=${published}`, {
      method: "PUT", headers: { ...api.headersFor("editor"), "content-type": `multipart/form-data; boundary=${boundary}` }, body: cut as BlobPart });
    expect(response.status).toBe(400);
    expect((await response.json()).error.details).toEqual([{ field: "file", message: "the body ended before the file did" }]);
    expect((await supabaseAs(api, "editor").storage.from("resource-files").exists(`${published}/cut.pdf`)).data).toBe(false);
    // A form with no boundary to read it by.
    const unbounded = await fetch(`${api.url}/functions/v1/resources/file?id=${published}`, {
      method: "PUT", headers: { ...api.headersFor("editor"), "content-type": "multipart/form-data" }, body: cut as BlobPart });
    expect(unbounded.status).toBe(400);
    expect((await unbounded.json()).error.details).toEqual([{ field: "file", message: "the body is not a multipart/form-data form that can be read" }]);
  });

  it("stores two files sent at once for one record: it names the last written, and the other is released", async () => {
    const made = (await api.request("POST", "/resources", { as: "editor", body: { title: "Raced", category: "Talks", link_url: "https://club.example/raced" } })).body.data;
    const answers = await Promise.all(["first.pdf", "second.pdf"].map((name) => putFile("editor", made.id, fileForm(pdf, name, "application/pdf"))));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const [stored] = await api.db.query<{ file: string }>("select file from resources where id = $1", [made.id]);
    const names = ["first.pdf", "second.pdf"].map((name) => `resource-files/${made.id}/${name}`);
    expect(names).toContain(stored!.file);
    const released = await api.db.query<{ key: string }>("select key from private.released_files where key like $1", [`%${made.id}%`]);
    expect(released.map((r) => r.key)).toEqual(names.filter((n) => n !== stored!.file));
  });

  it("makes every name safe: plain ASCII Storage takes, no path, at most 100 characters, ending in its type's extension", () => {
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 400 }), fc.constantFrom("pdf", "png", "docx"), (given, ext) => {
      const name = safeFileName(given, ext);
      expect(name).toMatch(/^[A-Za-z0-9._ ()-]+$/);
      expect(name.length).toBeLessThanOrEqual(100);
      expect(name.endsWith(`.${ext}`)).toBe(true);
      expect(name.startsWith(".") || name.startsWith(" ") || name.includes("..")).toBe(false);
    }), { numRuns: 2_000 });
  });
});
