// A job source's run: a public job board's open postings, fetched from the provider's documented
// JSON (here a local server of fixtures written from each provider's API documentation), mapped,
// and imported into the source's feed (`<provider>:<board>`).
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, startApi, validationError } from "./support/api.ts";
import { targets } from "./support/targets.ts";

const fixture = async (name: string) => readFile(new URL(`./fixtures/job-boards/${name}.json`, import.meta.url), "utf8");

/** The three providers' paths, answering fixtures, failures, and a board that never answers. */
async function jobBoardServer() {
  const bodies: Record<string, string> = {
    "/v1/boards/acme/jobs?content=true": await fixture("greenhouse-acme"),
    "/v0/postings/acme?mode=json": await fixture("lever-acme"),
    "/posting-api/job-board/acme?includeCompensation=true": await fixture("ashby-acme"),
    "/v1/companies/acme/postings?limit=100&offset=0": await fixture("smartrecruiters-acme-postings"),
    "/v1/companies/acme/postings/743999912345678": await fixture("smartrecruiters-acme-743999912345678"),
    "/v1/companies/acme/postings/743999987654321": await fixture("smartrecruiters-acme-743999987654321"),
    "/api/v1/widget/accounts/acme?details=true": await fixture("workable-acme"),
    // Three postings listed, the second's details gone (404): it alone is skipped.
    "/v1/companies/partial/postings?limit=100&offset=0": JSON.stringify({
      offset: 0, limit: 100, totalFound: 3, content: ["701", "702", "703"].map((id) => ({ id, name: `Role ${id}` })),
    }),
    "/v1/companies/partial/postings/701": JSON.stringify({ postingUrl: "https://jobs.smartrecruiters.com/partial/701", jobAd: { sections: {} } }),
    "/v1/companies/partial/postings/703": JSON.stringify({ postingUrl: "https://jobs.smartrecruiters.com/partial/703", jobAd: { sections: {} } }),
    // Ids that would steer the detail call elsewhere on the host, around one that is an id.
    "/v1/companies/steer/postings?limit=100&offset=0": JSON.stringify({
      offset: 0, limit: 100, totalFound: 10,
      content: ["", ".", "..", "a/b", "a\\b", "a?b", "a#b", "%2e%2e", "..%2f", "801"].map((id) => ({ id, name: `Role ${id}` })),
    }),
    "/v1/companies/steer/postings/801": JSON.stringify({ postingUrl: "https://jobs.smartrecruiters.com/steer/801", jobAd: { sections: {} } }),
    "/api/offers/": await fixture("recruitee-acme"),
    "/v1/boards/notjson/jobs?content=true": "<!doctype html><title>Board</title>",
    "/v1/boards/wrongshape/jobs?content=true": JSON.stringify({ postings: [] }),
    "/v1/boards/huge/jobs?content=true": JSON.stringify({ jobs: [], padding: "x".repeat(5 << 20) }),
  };
  const requested: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url!;
    requested.push(path);
    if (path.startsWith("/v1/boards/slow/")) return; // never answers
    if (path.startsWith("/v1/boards/broken/")) return void response.writeHead(500).end("upstream trouble");
    const many = /^\/v1\/companies\/many\/postings(?:\?limit=100&offset=(\d+)|\/(\d+))$/.exec(path);
    if (many) return void response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(manyPostings(many)));
    const body = bodies[path];
    if (body === undefined) return void response.writeHead(404, { "content-type": "application/json" }).end('{"status":404}');
    response.writeHead(200, { "content-type": path.includes("notjson") ? "text/html" : "application/json" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { origin, bodies, requested, close: () => new Promise((resolve) => server.closeAllConnections() ?? server.close(resolve)) };
}

/** A SmartRecruiters company with 150 postings: two pages, and a call for each posting. */
function manyPostings([, offset, id]: RegExpExecArray) {
  if (id) return { id, postingUrl: `https://jobs.smartrecruiters.com/many/${id}`, jobAd: { sections: { jobDescription: { text: `<p>Job ${id}</p>` } } } };
  const ids = Array.from({ length: 150 }, (_, i) => String(1000 + i)).slice(Number(offset), Number(offset) + 100);
  return { offset: Number(offset), limit: 100, totalFound: 150, content: ids.map((i) => ({ id: i, name: `Role ${i}` })) };
}

describe.each(targets)("imports from public job boards on $name", (target) => {
  let api: Api;
  let boards: Awaited<ReturnType<typeof jobBoardServer>>;
  beforeAll(async () => {
    boards = await jobBoardServer();
    const origin = boards.origin;
    api = await startApi(target, {
      jobBoardOrigins: { greenhouse: origin, lever: origin, ashby: origin, smartrecruiters: origin, workable: origin, recruitee: origin },
    });
  });
  afterAll(async () => {
    await api?.close();
    await boards?.close();
  });

  /**
   * A job source for `from` (`<provider>:<board>`), made once (or set to `sync`), run now as an
   * editor: the one way a board is read. Answers the run, or the refused create.
   */
  const sources = new Map<string, string>();
  async function runBoard(from: string, { sync = false, force = false } = {}) {
    const at = from.indexOf(":");
    let id = sources.get(from);
    if (id) await api.request("PATCH", `/opportunities/sources?id=${id}`, { as: "editor", body: { sync } });
    else {
      const made = await api.request("POST", "/opportunities/sources", {
        as: "editor",
        body: { provider: from.slice(0, at), board: from.slice(at + 1), sync },
      });
      if (made.status !== 201) return made;
      sources.set(from, (id = made.body.data.id as string));
    }
    return api.request("POST", `/opportunities/sources/run?id=${id}${force ? "&force=true" : ""}`, { as: "editor" });
  }
  const stored = (feed: string) =>
    api.db.query<Record<string, unknown>>(
      `select external_id, title, link_url, company_name, location, employment_type::text, description, field, source,
              category::text, is_active, feed, language
       from opportunities where feed = $1 order by external_id`,
      [feed],
    );

  const noPay = { salary: null, salary_min: null, salary_max: null, salary_currency: null, salary_period: null };
  const facts = (feed: string) =>
    api.db.query<Record<string, unknown>>(
      `select salary, salary_min, salary_max, salary_currency, salary_period::text, workplace::text, country,
              to_char(posted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as posted_at
       from opportunities where feed = $1 order by external_id`,
      [feed],
    );

  it("maps a Greenhouse board: HTML removed, missing fields empty, a repeated id once, a job without a URL refused by row", async () => {
    const response = await runBoard("greenhouse:acme");
    expect(response.status).toBe(200);
    expect(boards.requested).toContain("/v1/boards/acme/jobs?content=true");
    expect(response.body.data).toMatchObject({
      status: "ok", inserted: 2, updated: 0, unchanged: 0, withdrawn: 0, restored: 0, skipped: 1,
      skipped_postings: [{ external_id: "greenhouse:acme:4012003", reason: expect.stringMatching(/^link_url /) }],
      shortened_postings: [],
    });
    expect(await stored("greenhouse:acme")).toEqual([
      {
        external_id: "greenhouse:acme:4012001", title: "Graduate Software Engineer",
        link_url: "https://boards.greenhouse.io/acme/jobs/4012001", company_name: "acme", location: "London, UK",
        employment_type: null,
        description: "About the role\n\nBuild tools for millions of people & their data.\n\n- TypeScript\n- Postgres",
        field: "Engineering", source: "csv_import", category: "Job", is_active: false, feed: "greenhouse:acme", language: "en",
      },
      {
        external_id: "greenhouse:acme:4012002", title: "Data Analyst Intern",
        link_url: "https://boards.greenhouse.io/acme/jobs/4012002", company_name: "acme", location: null,
        employment_type: null, description: null, field: null, source: "csv_import", category: "Job", is_active: false,
        feed: "greenhouse:acme", language: "en",
      },
    ]);
  });

  it("maps a Lever site: its commitment as the employment type, plain text kept, team when no department", async () => {
    const response = await runBoard("lever:acme");
    expect(response.status).toBe(200);
    expect(boards.requested).toContain("/v0/postings/acme?mode=json");
    expect(response.body.data).toMatchObject({
      status: "ok", inserted: 2,
      skipped_postings: [{ external_id: "lever:acme:77e0a1c4-55aa-4b7e-8d2f-6f3b9c0d1e22", reason: expect.stringMatching(/^link_url /) }],
    });
    expect((await stored("lever:acme")).map(({ external_id, title, link_url, location, employment_type, description, field }) => ({
      external_id, title, link_url, location, employment_type, description, field,
    }))).toEqual([
      {
        external_id: "lever:acme:0b9c2a77-1d3e-4a55-9f00-2c1d0e7b6a11", title: "Research Intern",
        link_url: "https://jobs.lever.co/acme/0b9c2a77-1d3e-4a55-9f00-2c1d0e7b6a11", location: "Remote",
        employment_type: "Internship", description: "Work on papers.\nSummer 2027.", field: "Research",
      },
      {
        external_id: "lever:acme:5ac21346-8e0c-4494-8e7a-3eb92ff77902", title: "Account Executive",
        link_url: "https://jobs.lever.co/acme/5ac21346-8e0c-4494-8e7a-3eb92ff77902", location: "Toronto, ON",
        employment_type: "Full-time", field: "Sales",
        // The page's every part: the description, each list under its heading, the rest.
        description: "About us\nWe sell & support great software.\n\nWhat you'll do\n- Close deals\n- Travel\n\nBenefits",
      },
    ]);
    expect(await facts("lever:acme")).toEqual([
      { ...noPay, workplace: "remote", country: null, posted_at: new Date(1793100000000).toISOString() },
      { ...noPay, workplace: "hybrid", country: null, posted_at: new Date(1793000000000).toISOString() },
    ]);
  });

  it("maps an Ashby board: its employment types, and none for one without a counterpart", async () => {
    const response = await runBoard("ashby:acme");
    expect(response.status).toBe(200);
    expect(boards.requested).toContain("/posting-api/job-board/acme?includeCompensation=true");
    expect((await stored("ashby:acme")).map(({ external_id, title, employment_type, description, field, location }) => ({
      external_id, title, employment_type, description, field, location,
    }))).toEqual([
      {
        external_id: "ashby:acme:c1f6a2e0-1b2c-4d3e-8f90-112233445566", title: "Product Engineer", employment_type: "Full-time",
        description: "Ship features end to end.\n\nStack: Deno & Postgres.", field: "Engineering", location: "Berlin, Germany",
      },
      {
        external_id: "ashby:acme:d2a7b3f1-2c3d-4e5f-9a01-223344556677", title: "Seasonal Support", employment_type: null,
        description: "- Answer tickets\n- Write docs", field: "Support", location: "Remote",
      },
    ]);
    expect(await facts("ashby:acme")).toEqual([
      { ...noPay, workplace: null, country: "DE", posted_at: "2026-10-01T09:00:00.000Z" },
      { ...noPay, workplace: "remote", country: null, posted_at: "2026-10-02T09:00:00.000Z" },
    ]);
  });

  it("maps a SmartRecruiters company: its postings a page at a time, each one's description from a second call", async () => {
    const response = await runBoard("smartrecruiters:acme");
    expect(response.body.data).toMatchObject({ status: "ok", inserted: 2, skipped: 0 });
    expect(await stored("smartrecruiters:acme")).toEqual([
      expect.objectContaining({
        external_id: "smartrecruiters:acme:743999912345678", title: "Graduate Data Engineer",
        link_url: "https://jobs.smartrecruiters.com/acme/743999912345678-graduate-data-engineer", location: "Berlin, BE, DE",
        employment_type: "Full-time", field: "Data", company_name: "Acme", language: "de",
        // Every section of the posting, under its title.
        description: "Company Description\nAcme makes things.\n\nJob Description\nBuild pipelines & dashboards.\n\n" +
          "Qualifications\n- SQL\n- Python\n\nAdditional Information\nHybrid.",
      }),
      expect.objectContaining({
        external_id: "smartrecruiters:acme:743999987654321", title: "Marketing Intern",
        link_url: "https://jobs.smartrecruiters.com/acme/743999987654321-marketing-intern?oga=true", location: "Remote, GB",
        employment_type: "Internship", field: "Marketing", description: "Job Description\nCampaigns, start to end.",
        language: "en", // the board states none: the board's default
      }),
    ]);
    const before = boards.requested.length;
    expect((await runBoard("smartrecruiters:many")).body.data).toMatchObject({ inserted: 150, skipped: 0 });
    const calls = boards.requested.slice(before);
    expect(calls.filter((p) => p.includes("?limit=100"))).toEqual([
      "/v1/companies/many/postings?limit=100&offset=0", "/v1/companies/many/postings?limit=100&offset=100",
    ]);
    expect(calls.length).toBe(152);
  });

  it("skips and reports a SmartRecruiters posting whose details cannot be read, and imports the rest", async () => {
    const response = await runBoard("smartrecruiters:partial", { sync: true });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      status: "ok", inserted: 2,
      skipped_postings: [{
        external_id: "smartrecruiters:partial:702",
        reason: expect.stringMatching(/^posting its details could not be read: .*answered 404 for \/v1\/companies\/partial\/postings\/702/),
      }],
    });
    expect((await stored("smartrecruiters:partial")).map((p) => p.external_id)).toEqual(["smartrecruiters:partial:701", "smartrecruiters:partial:703"]);
  });

  it("never puts a posting id that is empty, a path step, or holds / \\ ? # % into a URL: each is skipped and reported", async () => {
    const before = boards.requested.length;
    const response = await runBoard("smartrecruiters:steer");
    expect(response.status).toBe(200);
    expect(response.body.data.inserted).toBe(1);
    const skipped = response.body.data.skipped_postings as { reason: string }[];
    expect(skipped.map((s) => s.reason.split(" ")[0])).toEqual(Array(9).fill("posting"));
    expect(skipped[2]!.reason).toMatch(/its id is empty, a path step/);
    expect(boards.requested.slice(before)).toEqual(["/v1/companies/steer/postings?limit=100&offset=0", "/v1/companies/steer/postings/801"]);
  });

  it("maps a Workable account and a Recruitee company; a Recruitee board is only its host's first label", async () => {
    expect((await runBoard("workable:acme")).body.data).toMatchObject({ inserted: 2, skipped: 0 });
    expect(await stored("workable:acme")).toEqual([
      expect.objectContaining({
        external_id: "workable:acme:A1B2C3D4E5", title: "Frontend Developer", link_url: "https://apply.workable.com/j/A1B2C3D4E5",
        location: "Manchester, England, United Kingdom", employment_type: "Full-time", field: "Engineering", description: "Build our web app.",
      }),
      expect.objectContaining({
        external_id: "workable:acme:F6G7H8I9J0", title: "Support Intern", location: "Remote", employment_type: "Internship", field: null,
      }),
    ]);
    expect((await runBoard("recruitee:acme")).body.data).toMatchObject({ inserted: 2, skipped: 0 });
    expect(await stored("recruitee:acme")).toEqual([
      expect.objectContaining({
        external_id: "recruitee:acme:1234567", title: "Backend Engineer", link_url: "https://acme.recruitee.com/o/backend-engineer",
        location: "Amsterdam, Netherlands", employment_type: "Full-time", field: "Engineering", description: "Design APIs.\n\n- Go",
      }),
      expect.objectContaining({ external_id: "recruitee:acme:7654321", location: "Remote", employment_type: null, field: null }),
    ]);
    for (const board of ["acme.evil.example", "acme_x", "-acme"]) {
      expect((await runBoard(`recruitee:${board}`)).body, board).toEqual(validationError("board"));
    }
  });

  it("records a failed run naming the provider when the board fails, and writes nothing", async () => {
    const cases: [string, RegExp][] = [
      ["greenhouse:missing", /^greenhouse \(boards-api\.greenhouse\.io\) answered 404 for board missing/],
      ["greenhouse:broken", /^greenhouse \(boards-api\.greenhouse\.io\) answered 500 for board broken/],
      ["greenhouse:notjson", /answered something other than JSON/],
      ["greenhouse:wrongshape", /answered JSON that is not its job board's/],
      ["greenhouse:huge", /answered more than 4194304 bytes/],
      ["lever:missing", /^lever \(api\.lever\.co\) answered 404/],
      ["ashby:missing", /^ashby \(api\.ashbyhq\.com\) answered 404/],
    ];
    for (const [from, message] of cases) {
      const response = await runBoard(from, { sync: true });
      expect(response.status, from).toBe(200);
      expect(response.body.data, from).toMatchObject({ status: "failed", inserted: 0, error: expect.stringMatching(message) });
      expect(await stored(from.toLowerCase())).toEqual([]);
    }
  });

  it("gives up on a board that does not answer within a request's limit (10 s; 0.5 s here)", async () => {
    const quick = await startApi(target, { jobBoardOrigins: { greenhouse: boards.origin }, boardRequestMs: 500 });
    try {
      const made = await quick.request("POST", "/opportunities/sources", { as: "editor", body: { provider: "greenhouse", board: "slow" } });
      const started = performance.now();
      const response = await quick.request("POST", `/opportunities/sources/run?id=${made.body.data.id}`, { as: "editor" });
      expect(response.body.data).toMatchObject({ status: "failed", error: expect.stringMatching(/did not answer within 0.5 s/) });
      expect(performance.now() - started).toBeGreaterThan(490);
    } finally {
      await quick.close();
    }
  });

  it("fetches only the providers' documented hosts: any other source is refused before anything is fetched", async () => {
    const before = boards.requested.length;
    const cases: [string, string][] = [
      ["https://evil.example/jobs", "provider"], ["workday:acme", "provider"], ["greenhouse:acme/../../admin", "board"],
      ["greenhouse:acme%2F..%2Fx", "board"], ["greenhouse:", "board"], ["lever:a@evil.example", "board"], ["greenhouse:..", "board"],
      ["ashby:.hidden", "board"],
    ];
    for (const [from, field] of cases) {
      const response = await runBoard(from);
      expect(response.status, from).toBe(400);
      expect(response.body, from).toEqual(validationError(field));
    }
    expect(boards.requested.length).toBe(before);
  });

  it("is read by job sources only: the import takes files, and refuses from=", async () => {
    const response = await api.request("POST", "/opportunities/import?from=greenhouse:acme", { as: "editor", body: "[]" });
    expect(response.body).toEqual(validationError("from"));
  });

  it("syncs from a board: a job gone from it is withdrawn, and listed again it comes back", async () => {
    const path = "/v1/boards/acme/jobs?content=true";
    const original = boards.bodies[path]!;
    await runBoard("greenhouse:acme");
    await api.db.query("update opportunities set is_active = true where feed = 'greenhouse:acme'");
    const board = JSON.parse(original);
    boards.bodies[path] = JSON.stringify({ ...board, jobs: board.jobs.filter((j: { id: number }) => j.id !== 4012002) });
    try {
      expect((await runBoard("greenhouse:acme", { sync: true })).body.data).toMatchObject({ status: "ok", withdrawn: 1 });
      expect((await stored("greenhouse:acme")).map((p) => [p.external_id, p.is_active])).toEqual([
        ["greenhouse:acme:4012001", true], ["greenhouse:acme:4012002", false],
      ]);
    } finally {
      boards.bodies[path] = original;
    }
    expect((await runBoard("greenhouse:acme", { sync: true })).body.data).toMatchObject({ status: "ok", restored: 1 });
  });
});

describe("the job boards' base-URL override", () => {
  it("exists only in code given to the local stack: no deployed entry or setting can set it", async () => {
    const source = (path: string) => readFile(new URL(`../${path}`, import.meta.url), "utf8");
    for (const entry of ["functions/opportunities/index.ts", "functions/resources/index.ts", "functions/_shared/http/config.ts"]) {
      expect(await source(entry)).not.toMatch(/jobBoardOrigins|JOB_BOARD|boards|requestTimeoutMs/);
    }
    expect(await source("functions/opportunities/sources/job-boards.ts")).not.toMatch(/Deno\.env|process\.env/);
  });
});
