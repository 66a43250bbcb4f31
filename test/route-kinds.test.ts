// Route kinds: every route is declared with its kind, and the kind decides the steps it runs and
// their order. The walk below covers every declared route of both functions: the steps each one
// declares, and what a caller sees when a step must come before another (a permission before
// any body is read; the anonymous cache cleared only after a committed write).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../functions/_shared/database/database.ts";
import { type DeclaredRoute, kindErrors, type Step } from "../functions/_shared/http/route-kinds.ts";
import contract from "../openapi.json" with { type: "json" };
import { devServiceConfig, generateDevCredentials } from "../local/dev-credentials.ts";
import { createFunctions, settingsTables } from "../functions/registry.ts";
import { type Api, startApi } from "./support/api.ts";
import { tokenLinks } from "./support/contract.ts";
import { targets } from "./support/targets.ts";

const read: Step[] = ["credentials", "validation", "anonymous cache", "read rate", "large answer"];
const editorsRead: Step[] = ["credentials", "signed in", "permission", "validation", "large answer"];
const writeBefore: Step[] = ["credentials", "signed in", "write rate", "permission"];
const writeAfter: Step[] = ["transaction", "anonymous cache cleared"];
const withBody: Step[] = [...writeBefore, "json body", "validation"];

const expectedSteps = (name: string): Record<string, Step[]> => ({
  [`GET /${name}/openapi.json`]: ["validation", "etag"],
  [`GET /${name}`]: read,
  [`POST /${name}`]: [...withBody, "idempotency key", ...writeAfter],
  [`PUT /${name}`]: [...withBody, ...writeAfter],
  [`PATCH /${name}`]: [...withBody, ...writeAfter],
  [`DELETE /${name}`]: [...writeBefore, "validation", ...writeAfter],
  [`PATCH /${name}/bulk`]: [...withBody, ...writeAfter],
  [`GET /${name}/history`]: editorsRead,
  [`POST /${name}/restore`]: [...writeBefore, "validation", "idempotency key", ...writeAfter],
  [`GET /${name}/feed.json`]: read,
  [`GET /${name}/feed.xml`]: read,
});

/**
 * A record's file: the link reads the record as the caller and redirects, never cached; the upload,
 * once the permission is held, streams a form's file and names it in a transaction; taking it off
 * is a write without a body; its downloads are an editors' read.
 */
const fileSteps = (name: string): Record<string, Step[]> => ({
  [`GET /${name}/file`]: ["credentials", "read rate", "validation"],
  [`PUT /${name}/file`]: [...writeBefore, "file body", "validation", ...writeAfter],
  [`DELETE /${name}/file`]: [...writeBefore, "validation", ...writeAfter],
  [`GET /${name}/file/downloads`]: editorsRead,
});

/** The editors' settings tables' routes of a function, as each table's flags declare them (functions/registry.ts). */
const settingsTableSteps = (name: string): Record<string, Step[]> =>
  Object.fromEntries(settingsTables.filter((t) => t.function === name && t.table.owner === "permission").flatMap(({ table: { path, routes: has } }) => [
    [`GET ${path}`, editorsRead],
    ...(has.create ? [[`POST ${path}`, [...withBody, "idempotency key", ...writeAfter]]] : []),
    ...(has.replace ? [[`PUT ${path}`, [...withBody, ...writeAfter]]] : []),
    ...(has.patch ? [[`PATCH ${path}`, [...withBody, ...writeAfter]]] : []),
    ...(has.delete ? [[`DELETE ${path}`, [...writeBefore, "validation", ...writeAfter]]] : []),
    ...(has.log ? [[`GET ${path}/${has.log.path}`, editorsRead]] : []),
  ]));

/**
 * A function's token links (found in the contract: a GET and a POST at one path taking a token of
 * one purpose): the page changes nothing, and its button's POST reads no body (a one-click
 * unsubscribe's is a form); each a caller's own transaction, never cached.
 */
const tokenLinkSteps = (name: string): Record<string, Step[]> => {
  const personal: Step[] = ["credentials", "read rate", "write rate", "validation", "transaction"];
  const paths = tokenLinks().map((link) => link.path).filter((path) => path.startsWith(`/${name}/`));
  expect(paths.length).toBeGreaterThan(0);
  return Object.fromEntries(paths.flatMap((path) => [[`GET ${path}`, personal], [`POST ${path}`, personal]]));
};

let routes: { name: string; routes: readonly DeclaredRoute[] }[];
beforeAll(async () => {
  const deps = { db: {} as Database, config: devServiceConfig(await generateDevCredentials()) };
  routes = createFunctions(deps);
});

describe("every declared route", () => {
  it("documents every error answer its steps can give (openapi.json)", () => {
    const missing: string[] = [];
    for (const { routes: declared } of routes) {
      for (const { method, path, steps } of declared) {
        const operation = (contract.paths as Record<string, Record<string, { responses: Record<string, { description: string }> }>>)[path]?.[method.toLowerCase()];
        for (const [status, codes] of Object.entries(kindErrors(steps))) {
          for (const code of codes as string[]) {
            if (!operation?.responses[status]?.description.includes(`\`${code}\``)) missing.push(`${method} ${path}: ${status} ${code}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("runs exactly the steps of its kind, in order", () => {
    const steps = (name: string) => Object.fromEntries(routes.find((f) => f.name === name)!.routes.map((r) => [`${r.method} ${r.path}`, r.steps]));
    expect(steps("resources")).toEqual({ ...expectedSteps("resources"), ...fileSteps("resources") });
    // Companies have no feeds; their merge is a command, their figures an editors' read.
    const { "GET /companies/feed.json": _json, "GET /companies/feed.xml": _xml, ...companyRoutes } = expectedSteps("companies");
    expect(steps("companies")).toEqual({
      ...companyRoutes,
      ...fileSteps("companies"),
      "POST /companies/merge": [...writeBefore, "validation", "idempotency key", ...writeAfter],
      "GET /companies/stats": editorsRead,
    });
    expect(steps("opportunities")).toEqual({
      ...expectedSteps("opportunities"),
      ...fileSteps("opportunities"),
      ...settingsTableSteps("opportunities"),
      ...tokenLinkSteps("opportunities"),
      "POST /opportunities/import": [
        "credentials", "signed in", "write rate", "permission", "import quota", "import turn", "upload", "validation", "idempotency key", ...writeAfter,
      ],
      "GET /opportunities/jobposting": read,
      "GET /opportunities/jobposting/check": editorsRead,
      "GET /opportunities/sitemap.xml": read,
      // A run is its own transactions (claim, import): a retry is another run, with no Idempotency-Key.
      "POST /opportunities/sources/run": [...writeBefore, "import quota", "validation", ...writeAfter],
      "POST /opportunities/schedule/run-sources": [...writeBefore, "import quota", "validation", ...writeAfter],
      "POST /opportunities/sources/run-due": [...writeBefore, "import quota", "validation", ...writeAfter],
      "GET /opportunities/calendar.ics": read,
      // Sends, changes no record: for the secret key alone, in the handler's own transactions.
      "POST /opportunities/schedule/deliver": ["credentials", "signed in", "secret key", "validation"],
      "POST /opportunities/channels/deliver-due": ["credentials", "signed in", "secret key", "validation"],
      // A subscriber's own, anonymous or signed in: the database's policy says whose; never cached.
      "POST /opportunities/alerts": ["credentials", "read rate", "write rate", "json body", "validation", "transaction"],
      "GET /opportunities/alerts": ["credentials", "read rate", "write rate", "validation", "transaction"],
      "PATCH /opportunities/alerts": ["credentials", "read rate", "write rate", "json body", "validation", "transaction"],
      "DELETE /opportunities/alerts": ["credentials", "read rate", "write rate", "validation", "transaction"],
      "GET /opportunities/bookmarks": ["credentials", "read rate", "write rate", "validation", "transaction"],
      "POST /opportunities/bookmarks": ["credentials", "read rate", "write rate", "json body", "validation", "transaction"],
      "DELETE /opportunities/bookmarks": ["credentials", "read rate", "write rate", "validation", "transaction"],
      // Anyone's offer, and the submitter's links: a caller's own, never cached.
      "POST /opportunities/submissions": ["credentials", "read rate", "write rate", "json body", "validation", "transaction"],
      "POST /opportunities/submissions/manage-link": ["credentials", "read rate", "write rate", "json body", "validation", "transaction"],
      "PATCH /opportunities/submissions/manage": ["credentials", "read rate", "write rate", "json body", "validation", "transaction"],
      // The editors' queue and reviews.
      "GET /opportunities/submissions": editorsRead,
      "POST /opportunities/submissions/approve": [...writeBefore, "validation", "idempotency key", ...writeAfter],
      "POST /opportunities/submissions/request-changes": [...withBody, "idempotency key", ...writeAfter],
      "POST /opportunities/submissions/reject": [...withBody, "idempotency key", ...writeAfter],
      // A job seeker's report: anyone's own, never cached; the editors' queue of them and its two reviews.
      "POST /opportunities/reports": ["credentials", "read rate", "write rate", "json body", "validation", "transaction"],
      "GET /opportunities/reports": editorsRead,
      "POST /opportunities/reports/resolve": [...withBody, "idempotency key", ...writeAfter],
      "POST /opportunities/reports/dismiss": [...withBody, "idempotency key", ...writeAfter],
      // The schedule's link job, and a posting's checks for editors.
      "POST /opportunities/schedule/check-links": ["credentials", "signed in", "secret key", "validation"],
      "POST /opportunities/links/check-due": ["credentials", "signed in", "secret key", "validation"],
      "GET /opportunities/links": editorsRead,
      // The website's apply link and view beacon: a visitor's own, never cached, one short write.
      "GET /opportunities/go": ["credentials", "read rate", "write rate", "validation", "transaction"],
      "POST /opportunities/seen": ["credentials", "read rate", "write rate", "validation", "transaction"],
    });
    expect(steps("privacy")).toEqual({
      ...tokenLinkSteps("privacy"),
      "GET /privacy/openapi.json": ["validation", "etag"],
      // Anyone's privacy request and its link, a member's own data, the secret key's erasure: a caller's own, never cached.
      "POST /privacy/requests": ["credentials", "read rate", "write rate", "json body", "validation", "transaction"],
      "GET /privacy/mine": ["credentials", "read rate", "write rate", "validation", "transaction"],
      "DELETE /privacy/mine": ["credentials", "read rate", "write rate", "validation", "transaction"],
      "POST /privacy/erasures": ["credentials", "read rate", "write rate", "json body", "validation", "transaction"],
    });
  });

  it("checks credentials first, the permission before any body, and clears the cache last, after the commit", () => {
    for (const route of routes.flatMap((f) => f.routes)) {
      const at = (step: Step) => route.steps.indexOf(step);
      const label = `${route.method} ${route.path}`;
      if (route.kind === "document") continue;
      expect(at("credentials"), label).toBe(0);
      if (route.method === "GET") continue;
      // A caller's own data: one transaction as the caller, last; nothing public changes.
      if (route.kind === "personal" || route.kind === "personal command" || route.kind === "personal form") {
        expect(route.steps.at(-1), label).toBe("transaction");
        continue;
      }
      // The schedule's calls write no record: only the secret key, after who it is.
      if (route.kind === "schedule") {
        expect(at("signed in"), label).toBeLessThan(at("secret key"));
        continue;
      }
      for (const body of ["json body", "upload", "import turn", "file body"] as const) {
        if (at(body) >= 0) expect(at("permission"), label).toBeLessThan(at(body));
      }
      // A limited client costs no permission read: the write rate comes first.
      if (at("write rate") >= 0) expect(at("write rate"), label).toBeLessThan(at("permission"));
      expect(at("signed in"), label).toBeLessThan(at("permission"));
      expect(route.steps.at(-1), label).toBe("anonymous cache cleared");
      expect(at("transaction"), label).toBe(route.steps.length - 2);
    }
  });
});

describe.each(targets)("steps as callers see them on $name", (target) => {
  let api: Api;
  beforeAll(async () => (api = await startApi(target)));
  afterAll(() => api?.close());
  // Writes that need a signed-in caller (a subscriber's own data is written anonymously too, by its policy: api-alerts.test.ts).
  const writes = () => routes.flatMap((f) => f.routes).filter((r) => r.steps.includes("signed in") && r.method !== "GET");
  const url = (route: DeclaredRoute) => `${route.path}${route.steps.includes("validation") && route.method !== "POST" ? "?id=a0000000-0000-4000-8000-000000000001" : ""}`;
  // Larger than any route takes, not JSON, and of a type no route takes: any of the three would
  // be refused, but only after the permission, which comes first.
  const unreadable = "\u0000not json".repeat(600_000);

  it("refuses a caller without the permission with 403 before reading the body", async () => {
    for (const route of writes()) {
      const response = await api.request(route.method, url(route), { as: "member", body: unreadable, headers: { "content-type": "text/x-nothing" } });
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
      expect(response.body.error.code).toBe("forbidden");
    }
  });

  it("refuses anonymous writes with 401 before reading the body", async () => {
    for (const route of writes()) {
      const response = await api.request(route.method, url(route), { body: unreadable, headers: { "content-type": "text/x-nothing" } });
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      expect(response.body.error.code).toBe("unauthorized");
    }
  });

  it("refuses an editor of the other table with 403 before reading the body", async () => {
    const resources = await api.request("PUT", "/resources?id=b0000000-0000-4000-8000-000000000001", {
      as: "opportunitiesEditor",
      body: unreadable,
      headers: { "content-type": "text/x-nothing" },
    });
    expect(resources.status).toBe(403);
    const opportunities = await api.request("POST", "/opportunities/import", { as: "resourcesEditor", body: unreadable });
    expect(opportunities.status).toBe(403);
  });
});
