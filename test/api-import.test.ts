// POST /v1/opportunities/import: idempotent upsert of job postings by external_id, from CSV or
// JSON, in one transaction, with an exact report.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import process from "node:process";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { type Api, type HttpCaller, startApi } from "./support/api.ts";
import { targets } from "./support/targets.ts";

const csv = (...lines: string[]) => lines.join("\r\n") + "\r\n";
const header = "Job ID,Position,Company,Application URL,Location,Employment Type,Salary,Description,Search Term";

describe.each(targets)("job-posting import on $name", (target) => {
  let api: Api;
  beforeAll(async () => (api = await startApi(target)));
  afterAll(() => api?.close());

  const importFile = (body: string, options: { query?: string; as?: HttpCaller; type?: string } = {}) =>
    api.request("POST", `/opportunities/import${options.query ?? ""}`, {
      as: options.as ?? "editor",
      body,
      headers: { "content-type": options.type ?? "text/csv" },
    });
  const postings = (prefix: string) =>
    api.db.query<Record<string, unknown>>(
      `select external_id, title, company_name, link_url, location, employment_type, salary, description, field,
              category, source, is_active, website_viewable, display_order, updated_at::text as stamp
       from opportunities where external_id like $1 order by external_id`,
      [`${prefix}%`],
    );
  /** Everything in the table, at microseconds: equal before and after means nothing was written. */
  const snapshot = async () =>
    (await api.db.query<{ digest: string }>(
      "select count(*) || ':' || md5(string_agg(o::text, ',' order by o.id)) as digest from opportunities o",
    ))[0]!.digest;

  it("imports a scraped CSV: aliases, BOM, CRLF, quoting, lenient employment types, entities", async () => {
    const file = "\uFEFF" + csv(
      header,
      'im-1,Data Analyst,"Acme, Inc.",https://jobs.example/1,Remote,full time,"$60,000","Work with &quot;data&quot; &amp; people",Data',
      'im-2,"Backend ""Go"" Engineer",Globex,https://jobs.example/2,"London, UK",FULL-TIME,,"Line one\nLine two",Engineering',
      "im-3,Marketing Intern,Initech,https://jobs.example/3,,Internship,,,",
    );
    const response = await importFile(file);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: { inserted: 3, updated: 0, unchanged: 0, skipped: [], duplicates: [], feed: null, withdrawn: [], restored: [], dry_run: false },
    });
    const rows = await postings("im-");
    expect(rows.map(({ stamp: _, ...row }) => row)).toEqual([
      {
        external_id: "im-1", title: "Data Analyst", company_name: "Acme, Inc.", link_url: "https://jobs.example/1",
        location: "Remote", employment_type: "Full-time", salary: "$60,000",
        description: 'Work with "data" & people', field: "Data", category: "Job", source: "csv_import",
        is_active: false, website_viewable: false, display_order: 0,
      },
      expect.objectContaining({ title: 'Backend "Go" Engineer', location: "London, UK", employment_type: "Full-time", description: "Line one\nLine two", salary: null }),
      expect.objectContaining({ employment_type: "Internship", location: null, description: null, field: null }),
    ]);
  });

  it("reports everything unchanged on a re-import and changes no updated_at", async () => {
    const file = csv(header, "re-1,Analyst,Acme,https://jobs.example/r1,,,,,", "re-2,Engineer,Acme,https://jobs.example/r2,,,,,");
    await importFile(file);
    const before = await postings("re-");
    const response = await importFile(file);
    expect(response.body.data).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
    expect(await postings("re-")).toEqual(before);
  });

  it("updates a corrected posting and leaves the others unchanged", async () => {
    await importFile(csv(header, "fix-1,Analyst,Acme,https://jobs.example/f1,,,,,", "fix-2,Enginer,Acme,https://jobs.example/f2,,,,,"));
    const [first, second] = await postings("fix-");
    const response = await importFile(csv(header, "fix-1,Analyst,Acme,https://jobs.example/f1,,,,,", "fix-2,Engineer,Acme,https://jobs.example/f2,,,,,"));
    expect(response.body.data).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
    const [firstAfter, secondAfter] = await postings("fix-");
    expect(firstAfter).toEqual(first);
    expect(secondAfter).toMatchObject({ title: "Engineer" });
    expect(secondAfter!.stamp).not.toBe(second!.stamp);
  });

  it("never touches what editors decided: flags, order, expiry, category", async () => {
    await importFile(csv(header, "ed-1,Analyst,Acme,https://jobs.example/e1,,,,,"));
    await api.db.query(
      `update opportunities set is_active = true, website_viewable = true, display_order = 3,
              expires_at = '2030-01-01Z', category = 'Internship' where external_id = 'ed-1'`,
    );
    const response = await importFile(csv(header, "ed-1,Senior Analyst,Acme,https://jobs.example/e1,,,,,"));
    expect(response.body.data).toMatchObject({ updated: 1 });
    const [row] = await api.db.query(
      "select title, is_active, website_viewable, display_order, expires_at::date::text as expires, category from opportunities where external_id = 'ed-1'",
    );
    expect(row).toEqual({
      title: "Senior Analyst", is_active: true, website_viewable: true, display_order: 3, expires: "2030-01-01", category: "Internship",
    });
  });

  it("skips a row with more cells than the header, with its number and reason, never storing it cut", async () => {
    const response = await importFile(csv(
      "external_id,title,link_url,salary",
      "cut-1,Analyst,https://jobs.example/cut1,£25,000",
      'cut-2,Analyst,https://jobs.example/cut2,"£25,000"',
      "cut-3,Analyst,https://jobs.example/cut3,£30k,,", // empty cells past the header lose nothing
    ));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      inserted: 2,
      skipped: [{ row: 2, external_id: "cut-1", errors: [{ field: "row", message: expect.stringContaining("has 5 cells and the header 4") }] }],
    });
    expect((await postings("cut-")).map((p) => [p.external_id, p.salary])).toEqual([["cut-2", "£25,000"], ["cut-3", "£30k"]]);
  });

  it("leaves a field alone on re-import when the file lacks its column, and clears it when the cell is empty", async () => {
    await importFile(csv(
      "external_id,title,link_url,company,location,salary,description,employment_type",
      "keep-1,Analyst,https://jobs.example/k1,Acme,London,£30k,Numbers,Full-time",
      "keep-2,Analyst,https://jobs.example/k2,Acme,Leeds,£31k,Words,Part-time",
    ));
    // A spreadsheet saved with fewer columns: location, salary and description are not in it.
    const fewer = await importFile(csv("external_id,title,link_url,company,employment_type", "keep-1,Analyst,https://jobs.example/k1,Acme,Full-time"));
    expect(fewer.body.data).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
    // A present column with an empty cell (and a short row's missing cells) clears the field.
    const emptied = await importFile(csv("external_id,title,link_url,company,location,salary", "keep-2,Analyst,https://jobs.example/k2,Acme,,"));
    expect(emptied.body.data).toMatchObject({ updated: 1 });
    await importFile(csv("external_id,title,link_url,company,location,salary", "keep-1,Analyst,https://jobs.example/k1,Acme,Bristol"));
    expect((await postings("keep-")).map((p) => [p.external_id, p.location, p.salary, p.description, p.employment_type])).toEqual([
      ["keep-1", "Bristol", null, "Numbers", "Full-time"],
      ["keep-2", null, null, "Words", "Part-time"],
    ]);
    // JSON alike: a key left out keeps the field, null clears it.
    await importFile(JSON.stringify([{ external_id: "keep-1", title: "Analyst", link_url: "https://jobs.example/k1", description: null }]), {
      type: "application/json",
    });
    expect((await postings("keep-1")).map((p) => [p.company_name, p.location, p.description])).toEqual([["Acme", "Bristol", null]]);
  });

  it("stores descriptions as plain text: entities decoded never make markup, tags go, scripts go whole", async () => {
    const response = await importFile(JSON.stringify([
      { external_id: "pt-1", title: "A", link_url: "https://jobs.example/pt1", description: "&lt;img src=x onerror=alert(1)&gt;Apply &amp; join" },
      { external_id: "pt-2", title: "B", link_url: "https://jobs.example/pt2", description: "<p>One</p><script>alert(1)</script><ul><li>Two</li></ul>" },
      { external_id: "pt-3", title: "C", link_url: "https://jobs.example/pt3", description: "a < b, <3 & R&D, <<b>script>x" },
    ]), { type: "application/json" });
    expect(response.body.data).toMatchObject({ inserted: 3, skipped: [] });
    expect((await postings("pt-")).map((p) => p.description)).toEqual(["Apply & join", "One\n\n- Two", "a < b, <3 & R&D,"]);
  });

  it("keeps the last row of a repeated external_id and says so", async () => {
    const response = await importFile(csv(header, "dup-1,First,Acme,https://jobs.example/d1,,,,,", "dup-2,Other,Acme,https://jobs.example/d2,,,,,", "dup-1,Last,Acme,https://jobs.example/d1,,,,,"));
    expect(response.body.data).toMatchObject({
      inserted: 2, updated: 0, unchanged: 0,
      duplicates: [{ external_id: "dup-1", rows: [2, 4], kept: 4 }],
    });
    expect((await postings("dup-1"))[0]).toMatchObject({ title: "Last" });
  });

  it("skips bad rows with their row number, field and reason, and imports the rest", async () => {
    const response = await importFile(csv(
      header,
      "bad-ok,Fine,Acme,https://jobs.example/ok,,,,,",
      "bad-1,,Acme,https://jobs.example/b1,,,,,",
      ",No id,Acme,https://jobs.example/b2,,,,,",
      "bad-3,No link,Acme,,,,,,",
      "bad-4,Bad link,Acme,javascript:alert(1),,,,,",
      "bad-5,Bad type,Acme,https://jobs.example/b5,,Volunteer,,,",
    ));
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      inserted: 1, updated: 0, unchanged: 0, duplicates: [], feed: null, withdrawn: [], restored: [], dry_run: false,
      skipped: [
        { row: 3, external_id: "bad-1", errors: [{ field: "title", message: "must not be blank" }] },
        { row: 4, external_id: null, errors: [{ field: "external_id", message: "must not be blank" }] },
        { row: 5, external_id: "bad-3", errors: [{ field: "link_url", message: "must be an absolute http(s) URL" }] },
        { row: 6, external_id: "bad-4", errors: [{ field: "link_url", message: "must be an absolute http(s) URL" }] },
        { row: 7, external_id: "bad-5", errors: [{ field: "employment_type", message: "must be one of: Full-time, Part-time, Internship, Contract" }] },
      ],
    });
    expect((await postings("bad-")).map((r) => r.external_id)).toEqual(["bad-ok"]);
  });

  it("imports nothing with atomic=true when any row is invalid", async () => {
    const before = await snapshot();
    const response = await importFile(csv(header, "at-1,Fine,Acme,https://jobs.example/a1,,,,,", "at-2,,Acme,https://jobs.example/a2,,,,,"), { query: "?atomic=true" });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      error: {
        code: "invalid_rows",
        message: "1 row(s) are invalid, so nothing was imported (atomic=true).",
        details: [{ field: "row 3: title", message: "must not be blank" }],
      },
    });
    expect(await snapshot()).toBe(before);
    const clean = await importFile(csv(header, "at-1,Fine,Acme,https://jobs.example/a1,,,,,"), { query: "?atomic=true" });
    expect(clean.body.data).toMatchObject({ inserted: 1 });
  });

  it("reports exactly what would happen with dry_run=true, and writes nothing", async () => {
    await importFile(csv(header, "dry-1,Analyst,Acme,https://jobs.example/y1,,,,,"));
    const before = await snapshot();
    const response = await importFile(
      csv(header, "dry-1,Analyst v2,Acme,https://jobs.example/y1,,,,,", "dry-2,New,Acme,https://jobs.example/y2,,,,,", "dry-3,,Acme,x,,,,,"),
      { query: "?dry_run=true" },
    );
    expect(response.body.data).toMatchObject({ inserted: 1, updated: 1, unchanged: 0, dry_run: true });
    expect(response.body.data.skipped).toHaveLength(1);
    expect(await snapshot()).toBe(before);
  });

  it("imports a JSON array, and reports unknown fields and non-objects per row", async () => {
    const body = JSON.stringify([
      { external_id: "js-1", title: "Designer", link_url: "https://jobs.example/j1", category: "Internship", employment_type: "part time" },
      { external_id: "js-2", title: "Writer", link_url: "https://jobs.example/j2", notify_members: true },
      "not an object",
    ]);
    const response = await importFile(body, { type: "application/json" });
    expect(response.body.data).toMatchObject({
      inserted: 1,
      skipped: [
        { row: 2, external_id: "js-2", errors: [{ field: "notify_members", message: "is not a known field" }] },
        { row: 3, external_id: null, errors: [{ field: "row", message: "must be an object" }] },
      ],
    });
    expect((await postings("js-1"))[0]).toMatchObject({ category: "Internship", employment_type: "Part-time" });
    const notArray = await importFile('{"external_id": "x"}', { type: "application/json" });
    expect(notArray.status).toBe(400);
    expect(notArray.body.error.code).toBe("invalid_body");
  });

  it("refuses a CSV without a required column, or that cannot be parsed", async () => {
    const noLink = await importFile(csv("job_id,title", "x-1,Analyst"));
    expect(noLink.status).toBe(400);
    expect(noLink.body.error).toEqual({
      code: "invalid_csv",
      message: "The CSV has no link_url column (one of: link_url, application_url, link).",
    });
    const broken = await importFile('external_id,title,link_url\r\nx-1,"unclosed,https://a.example\r\n');
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe("invalid_csv");
  });

  it("takes at most 50,000 rows, 4 MiB, and only CSV or JSON", async () => {
    const many = csv("external_id,title,link_url", ...Array.from({ length: 50_001 }, (_, i) => `m${i},T,https://a.example`));
    const tooMany = await importFile(many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toEqual({ code: "too_many_rows", message: "An import takes at most 50000 rows; this one has 50001." });
    const huge = await importFile(csv("external_id,title,link_url", `h1,${"x".repeat(10 << 20)},https://a.example`));
    expect(huge.status).toBe(413);
    const xml = await importFile("<jobs/>", { type: "application/xml" });
    expect(xml.status).toBe(415);
    const get = await api.request("GET", "/opportunities/import", { as: "editor" });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
  });

  it("reads a file whose header ends in CRLF and rows in LF (or CR) as separate rows", async () => {
    const file = "external_id,title,link_url\r\nmix-1,One,https://e.org/1\nmix-2,Two,https://e.org/2\rmix-3,Three,https://e.org/3\n";
    const response = await importFile(file);
    expect(response.body.data).toMatchObject({ inserted: 3, skipped: [] });
    expect((await postings("mix-")).map((p) => p.title)).toEqual(["One", "Two", "Three"]);
  });

  it("numbers rows as a spreadsheet does: blank rows count, and are ignored", async () => {
    const file = "external_id,title,link_url\n\nblank-1,One,https://e.org/1\n,,\n   \nblank-2,,https://e.org/2\n";
    const response = await importFile(file);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      inserted: 1,
      skipped: [{ row: 6, external_id: "blank-2", errors: [{ field: "title", message: "must not be blank" }] }],
    });
  });

  it("refuses rows of too many cells or characters before building them", async () => {
    const wide = await importFile(`external_id,title,link_url\nw-1,${",".repeat(2_000_000)}\n`);
    expect(wide.status).toBe(400);
    expect(wide.body.error).toEqual({ code: "invalid_csv", message: "Row 2 of the CSV has more than 100 cells." });
    const quotedCommas = await importFile(`external_id,title,link_url,description\nq-1,T,https://e.org,"${",".repeat(500)}"\n`);
    expect(quotedCommas.body.data).toMatchObject({ inserted: 1 });
    const long = await importFile(`external_id,title,link_url\nl-1,${"x".repeat((1 << 20) + 1)},https://e.org\n`);
    expect(long.status).toBe(400);
    expect(long.body.error.code).toBe("invalid_csv");
    const blankLines = await importFile(`external_id,title,link_url\n${"\n".repeat(200_000)}`);
    expect(blankLines.status).toBe(400);
    expect(blankLines.body.error.code).toBe("too_many_rows");
  });

  describe("takes what browsers and supabase-js send", () => {
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${api.url}/functions/v1/opportunities/import`, {
        method: "POST",
        headers: { ...api.headersFor("editor"), ...headers },
        body,
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const line = (id: string) => `external_id,title,link_url\n${id},Sent as,https://e.org/${id}\n`;

    it.each([
      ["a File (application/octet-stream)", () => new Blob([line("ct-1")], { type: "application/octet-stream" }), "ct-1"],
      ["no declared type", () => new Blob([line("ct-2")]), "ct-2"],
      ["text/plain", () => new Blob([line("ct-3")], { type: "text/plain;charset=UTF-8" }), "ct-3"],
      ["a JSON array without a type", () => new Blob([` [{"external_id":"ct-4","title":"Sent as","link_url":"https://e.org/ct-4"}]`]), "ct-4"],
    ])("%s: the content decides", async (_, body, id) => {
      const response = await post(body());
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ inserted: 1, skipped: [] });
      expect((await postings(id)).map((p) => p.title)).toEqual(["Sent as"]);
    });

    it("text/csv in another charset", async () => {
      const latin1 = new Uint8Array([...new TextEncoder().encode("external_id,title,link_url\nct-5,Caf"), 0xe9, ...new TextEncoder().encode(",https://e.org/5\n")]);
      const response = await post(new Blob([latin1]), { "content-type": "text/csv; charset=ISO-8859-1" });
      expect(response.status).toBe(200);
      expect((await postings("ct-5")).map((p) => p.title)).toEqual(["Café"]);
      const unknown = await post(new Blob([latin1]), { "content-type": "text/csv; charset=klingon" });
      expect(unknown.status).toBe(415);
      const notUtf8 = await post(new Blob([latin1]), { "content-type": "text/csv" });
      expect(notUtf8.body.error.code).toBe("invalid_encoding");
    });

    it("a form with one file field, and nothing else", async () => {
      const form = new FormData();
      form.append("postings", new File([line("ct-6")], "jobs.csv", { type: "text/csv" }));
      const response = await post(form);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ inserted: 1 });

      const two = new FormData();
      two.append("a", new File([line("ct-7")], "a.csv"));
      two.append("b", new File([line("ct-8")], "b.csv"));
      const textOnly = new FormData();
      textOnly.append("csv", line("ct-9"));
      for (const refused of [two, textOnly]) {
        const answer = await post(refused);
        expect(answer.status).toBe(400);
        expect(answer.body.error.code).toBe("invalid_body");
      }
      expect(await postings("ct-7")).toEqual([]);
      expect(await postings("ct-9")).toEqual([]);
    });
  });

  it("is for editors and the secret key: members get 403, anon 401", async () => {
    const file = csv(header, "auth-1,Analyst,Acme,https://jobs.example/a,,,,,");
    expect((await importFile(file, { as: "member" })).status).toBe(403);
    expect((await importFile(file, { as: "resourcesEditor" })).status).toBe(403);
    expect((await importFile(file, { as: "nobody" })).status).toBe(401);
    expect((await importFile(file, { as: "publishable" })).status).toBe(401);
    expect(await postings("auth-")).toEqual([]);
    expect((await importFile(file, { as: "secret" })).body.data).toMatchObject({ inserted: 1 });
    expect((await importFile(file, { as: "opportunitiesEditor" })).body.data).toMatchObject({ unchanged: 1 });
  });
});

// `npm run import -- <file> --feed ... --sync`, as a scheduler runs it against a project (its URL
// and secret key): here the API served by this suite.
describe("npm run import against a project", { tags: ["slow"] }, () => {
  let api: Api;
  beforeAll(async () => (api = await startApi(targets[0]!)));
  afterAll(() => api?.close());

  const run = (args: string[]) =>
    new Promise<{ code: number; stdout: string }>((resolve) =>
      execFile("npm", ["run", "--silent", "import", "--", ...args], {
        cwd: new URL("..", import.meta.url),
        env: { ...process.env, SUPABASE_URL: api.url, SUPABASE_SECRET_KEY: api.credentials.secretKey, DATABASE_URL: "" },
      }, (error, stdout) => resolve({ code: error ? (error.code as number) : 0, stdout }))
    );

  it("imports and syncs a file with the project's secret key, printing the report; a job board is a job source's, not its", async () => {
    const folder = await mkdtemp(join(tmpdir(), "import-cli-"));
    onTestFinished(() => rm(folder, { recursive: true, force: true }));
    const file = join(folder, "careers.csv");
    await writeFile(file, "external_id,title,link_url\ncli-1,Data Analyst,https://jobs.example/1\n");
    const synced = await run([file, "--feed", "careers", "--sync"]);
    expect(synced.code).toBe(0);
    expect(JSON.parse(synced.stdout)).toMatchObject({ inserted: 1, feed: "careers", withdrawn: [], dry_run: false });
    const refused = await run([join(folder, "careers.json"), "--feed", "Not A Feed"]);
    expect(refused.code).toBe(1);
    expect((await run(["--from", "lever:acme"])).code).toBe(2);
  }, 30_000);
});
