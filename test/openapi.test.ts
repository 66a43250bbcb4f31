// The contract: openapi.json is valid OpenAPI 3.1, is what the route declarations produce, and
// types/api.ts is what openapi-typescript makes of it; each function serves its own part.
import { readdir, readFile } from "node:fs/promises";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../local/openapi.ts";
import { recordTypes, settingsTables } from "../functions/registry.ts";
import { errorCodes } from "../functions/_shared/http/openapi-schemas.ts";
import { tokenPurposes } from "../functions/_shared/links/token-link.ts";

/**
 * Each record type's fifteen operations (its document, list, create, replace, patch, delete, bulk
 * edit, history, restore, JSON Feed, Atom feed, and its file's link, upload, removal and downloads), the import, the job posting's JSON-LD and its
 * editors' check, the sitemap, a job source's run, the schedule's six (run the due sources,
 * deliver, check the links, each also at its former path), the calendar, the alerts' and
 * bookmarks' seven, the submissions' seven (submit, manage links, the owner's edit, the queue,
 * approve, request changes, reject), the reports' four (report, the queue, resolve, dismiss), the
 * link checks' one (a posting's checks), the visits' two (the apply link, the view beacon), and
 * the privacy function's five (its contract, the request, a member's export and erasure, the
 * secret key's erasure), the applications function's ten (its contract, the form's read, applying,
 * the applicant's change, the editors' list, one with its files, a move, many moved, a note, the
 * export); each editors' settings table's, as its flags declare them (job sources,
 * channels, trusted domains, board forms); and each token link's page and action (`tokenPurposes`).
 * Companies have no feeds, and their merge and figures instead.
 */
const settingsOperations = settingsTables.filter((t) => t.table.owner === "permission")
  .reduce((n, { table: { routes: has } }) => n + 1 + [has.create, has.replace, has.patch, has.delete, has.log].filter(Boolean).length, 0);
const operationCount = recordTypes.length * (11 + 4) + 1 + 3 + 1 + 6 + 1 + 7 + 7 + 4 + 1 + 2 + 5 + 10 + settingsOperations + 2 * tokenPurposes.length;
import { type Api, startApi } from "./support/api.ts";
import { targets } from "./support/targets.ts";

const read = (path: string) => readFile(new URL(`../${path}`, import.meta.url), "utf8");

describe("openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const source = await read("openapi.json");
    // Redocly's structural check against the OpenAPI 3.1 specification, and nothing else.
    const config = await createConfig({ rules: { struct: "error" } });
    const problems = await lintFromString({ source, absoluteRef: "openapi.json", config });
    expect(problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(JSON.parse(source).openapi).toBe("3.1.0");
  });

  it("passes Redocly's recommended rules, and names every operation with a unique operationId for generated clients", async () => {
    const source = await read("openapi.json");
    // A link that only redirects (the apply link's 302) has no 2XX to give: the one exception.
    const config = await createConfig({ extends: ["recommended"] });
    const redirectsOnly = (pointer = "") => {
      const [, path, method] = /^#\/paths\/([^/]+)\/(\w+)\/responses$/.exec(pointer) ?? [];
      const responses = path && JSON.parse(source).paths[path.replaceAll("~1", "/").replaceAll("~0", "~")]?.[method!]?.responses;
      return Boolean(responses) && Object.keys(responses).some((status) => /^3\d\d$/.test(status));
    };
    const problems = (await lintFromString({ source, absoluteRef: "openapi.json", config }))
      .filter((p) => !(p.ruleId === "operation-2xx-response" && redirectsOnly(p.location[0]?.pointer)));
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
    const ids = Object.values(JSON.parse(source).paths as Record<string, Record<string, { operationId?: string }>>)
      .flatMap((item) => Object.values(item).map((operation) => operation.operationId));
    expect(ids).toHaveLength(operationCount);
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(["listOpportunities", "createResource", "importOpportunities", "bulkEditResources"]));
  });

  it("shows a list's answer as a page of records first, and every example it gives matches its schema", async () => {
    const { Ajv2020 } = await import("ajv/dist/2020.js");
    const addFormats = (await import("ajv-formats")).default;
    const document = JSON.parse(await read("openapi.json"));
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema(document, "openapi.json");
    for (const path of recordTypes.map((type) => `/${type.name}`)) {
      const examples = document.paths[path].get.responses["200"].content["application/json"].examples;
      const [first] = Object.values(examples) as { value: { data: unknown } }[];
      expect(Array.isArray(first!.value.data), path).toBe(true);
    }
    const content = Object.values(document.paths as Record<string, Record<string, { responses: Record<string, { content?: object }> }>>)
      .flatMap((item) => Object.values(item).flatMap((operation) => Object.values(operation.responses)))
      .flatMap((response) => Object.values(response.content ?? {}) as { schema: object; examples?: Record<string, { value: unknown }> }[]);
    let checked = 0;
    for (const { schema, examples = {} } of content) {
      const rebased = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'));
      for (const [name, { value }] of Object.entries(examples)) {
        expect(ajv.validate(rebased, value), `${name}: ${ajv.errorsText(ajv.errors)}`).toBe(true);
        checked++;
      }
    }
    for (const [name, schema] of Object.entries(document.components.schemas as Record<string, { example?: unknown }>)) {
      if (schema.example === undefined) continue;
      expect(ajv.validate({ $ref: `openapi.json#/components/schemas/${name}` }, schema.example), `${name}: ${ajv.errorsText(ajv.errors)}`).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it("documents every operation's parameters, bodies, errors and both security schemes", () => {
    const document = buildOpenApiDocument();
    expect(Object.keys(document.components?.securitySchemes ?? {}).sort()).toEqual(["apikey", "bearer"]);
    const operations = Object.values(document.paths ?? {}).flatMap((item) => Object.values(item as object));
    expect(operations).toHaveLength(operationCount);
    for (const operation of operations.filter((o) => o.tags?.[0] !== "contract")) {
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["401", "500", "503"]));
      expect(operation.responses["400"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/Error" });
    }
    const input = document.components?.schemas?.OpportunityInput as { required: string[]; additionalProperties: boolean; properties: Record<string, Record<string, unknown>> };
    expect(input.required).toEqual(["title"]);
    expect(input.additionalProperties).toBe(false);
    expect(input.properties.title).toMatchObject({ minLength: 1, maxLength: 200 });
    expect(input.properties.category!.enum).toEqual(["Internship", "Club Role", "Project", "Sponsor", "Job", "Other", "", null]);
    expect(input.properties.opens_on).toMatchObject({ format: "date" });
    expect(input.properties.display_order).toMatchObject({ minimum: -2147483648, maximum: 2147483647 });
  });

  it("describes every error code the functions answer with, under its status (a code left out vanishes from the contract)", async () => {
    const files = (await readdir(new URL("../functions/", import.meta.url), { recursive: true })).filter((f) => f.endsWith(".ts"));
    const thrown = new Set<string>();
    for (const file of files) {
      const source = await read(`functions/${file}`);
      for (const [, status, code] of source.matchAll(/new ApiError\(\s*(\d{3}),\s*"([a-z_]+)"/g)) thrown.add(`${status} ${code}`);
    }
    expect(thrown.size).toBeGreaterThan(20);
    const described = Object.entries(errorCodes).flatMap(([status, codes]) => Object.keys(codes).map((code) => `${status} ${code}`));
    // A 405 answers a method no operation has, so no operation lists it.
    expect([...thrown].filter((answer) => !described.includes(answer) && answer !== "405 method_not_allowed")).toEqual([]);
  });
});

describe.each(targets)("each function's part of the contract on $name", (target) => {
  let api: Api;
  beforeAll(async () => (api = await startApi(target)));
  afterAll(() => api?.close());

  it.each(["opportunities", "resources"])("GET /%s/openapi.json serves it to anyone, cacheable", async (name) => {
    const response = await api.request("GET", `/${name}/openapi.json`, { headers: { authorization: "Bearer stale.or.broken" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const whole = JSON.parse(await read("openapi.json"));
    expect(Object.keys(response.body.paths).every((path) => path.startsWith(`/${name}`))).toBe(true);
    for (const [path, item] of Object.entries(response.body.paths)) expect(item).toEqual(whole.paths[path]);
    const again = await api.request("GET", `/${name}/openapi.json`, { headers: { "if-none-match": response.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });
});
