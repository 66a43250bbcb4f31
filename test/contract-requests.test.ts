// Requests made from openapi.json, as a generated client makes them: every body and list query
// the contract says is valid is accepted (2xx), and every answer matches the contract (the test
// server checks each one). Only the rules the description states in words are applied by hand:
// exactly one of link_url and linked_form_id (a form that exists), a resource's link_url or file
// (one uploaded), a company that exists, closes_on
// not before opens_on, unique external_ids, a company's unique slug and domains; a list's `id` (and
// a company's `slug`) stands alone, and `cursor` is only ever one a list gave.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, startApi } from "./support/api.ts";
import { seededCompanyId, seededFormId } from "./support/rows.ts";
import { pdfFile, pngHeader, supabaseAs } from "./support/files.ts";
import { arbitraryOf, type Schema } from "./support/schema-arbitrary.ts";
import { targets } from "./support/targets.ts";
import { capitalised } from "../functions/_shared/http/openapi-schemas.ts";
import { recordTypes } from "../functions/registry.ts";

const document = JSON.parse(readFileSync(new URL("../openapi.json", import.meta.url), "utf8"));
const ajv = new Ajv2020({ strict: false });
addFormats.default(ajv);
ajv.addSchema(document, "openapi.json");
const component = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
/** The generator's values are valid for the schema: a generator that is not would prove nothing. */
const valid = (name: string, value: unknown) => ajv.validate({ $ref: `openapi.json#/components/schemas/${name}` }, value);

/** The parameters that read one record alone, as `id` does (a company's `slug`). */
const lookups = new Set(["id", ...recordTypes.flatMap((type) => Object.keys(type.lookup?.keys ?? {}))]);

/** The list's query parameters as their schemas, but those that read one record and `cursor` (see above). */
const listQuery = (path: string): fc.Arbitrary<Record<string, string>> => {
  const parameters = (document.paths[path].get.parameters as { name: string; in: string; schema: Schema }[])
    .filter((p) => p.in === "query" && !lookups.has(p.name) && p.name !== "cursor");
  const schema: Schema = { type: "object", properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])) };
  return arbitraryOf(schema, document) as fc.Arbitrary<Record<string, string>>;
};

let unique = 0;
/** What the contract says in words about an opportunity, applied to a generated one. */
function asDescribed(body: Record<string, unknown>, { create }: { create: boolean }) {
  const o = { ...body };
  if (create || "link_url" in o || "linked_form_id" in o) {
    const useForm = typeof o.linked_form_id === "string" && (o.link_url === undefined || o.link_url === null);
    if (useForm) Object.assign(o, { linked_form_id: seededFormId, link_url: null });
    else Object.assign(o, { link_url: typeof o.link_url === "string" ? o.link_url : "https://example.org/apply", linked_form_id: null });
  }
  // A change of one date is checked against the other as stored: a patch gives both.
  if (!create && (typeof o.opens_on === "string") !== (typeof o.closes_on === "string")) {
    o.opens_on = o.closes_on = (o.opens_on ?? o.closes_on) as string;
  }
  if (typeof o.opens_on === "string" && typeof o.closes_on === "string" && o.closes_on < o.opens_on) {
    [o.opens_on, o.closes_on] = [o.closes_on, o.opens_on];
  }
  // So is the pay's range: a patch of one end gives the other.
  if (!create && (typeof o.salary_min === "number") !== (typeof o.salary_max === "number")) {
    o.salary_min = o.salary_max = (o.salary_min ?? o.salary_max) as number;
  }
  if (typeof o.salary_min === "number" && typeof o.salary_max === "number" && o.salary_max < o.salary_min) {
    [o.salary_min, o.salary_max] = [o.salary_max, o.salary_min];
  }
  if (typeof o.external_id === "string" && o.external_id.trim()) o.external_id = `${o.external_id.trim().slice(0, 180)}-${++unique}`;
  if (typeof o.company_id === "string") o.company_id = seededCompanyId;
  // A subdivision is in its country, as stored too (a patch of one gives the other), and none of a
  // law that asks for pay (the pay rules): a place of no rule, in the country given.
  if (typeof o.subdivision === "string" || (!create && typeof o.country === "string")) {
    // A blank country is none (null): a subdivision then needs one.
    if (typeof o.country !== "string" || !/^[A-Za-z]{2}$/.test(o.country.trim())) o.country = "GB";
    o.subdivision = `${(o.country as string).trim().toUpperCase()}-ZZ`;
  }
  if (typeof o.file === "string") o.file = uploaded.opportunities;
  return o;
}

/** What the contract says in words about a resource: a link_url or a file, and a file is one uploaded first. */
function resourceDescribed(body: Record<string, unknown>, create: boolean) {
  const o = { ...body };
  if (typeof o.file === "string") o.file = uploaded.resources;
  if ((create || "link_url" in o || "file" in o) && typeof o.link_url !== "string" && typeof o.file !== "string") o.link_url = "https://example.org/slides";
  return o;
}
/** A file in Storage that each record type may name (uploaded before the requests). */
const uploaded = {
  resources: "resource-files/contract/slides.pdf",
  companies: "company-logos/contract/logo.png",
  opportunities: "opportunity-attachments/contract/ad.pdf",
};

/** What the contract says in words about a company: its slug and each of its domains are its own. */
function companyDescribed(body: Record<string, unknown>) {
  const o = { ...body };
  // Cut short, a slug or a domain may end in the middle of a word: at a hyphen or a dot.
  const cut = (text: string, length: number) => text.trim().slice(0, length).replace(/[-.]+$/, "");
  if (typeof o.slug === "string" && o.slug.trim()) o.slug = `${cut(o.slug, 70)}-${++unique}`;
  // Each one's own, and an organisation's: under `.example`, never a free or disposable mail
  // provider's nor a public suffix (which the contract's pattern cannot tell, and the API refuses).
  if (typeof o.file === "string") o.file = uploaded.companies;
  if (Array.isArray(o.verified_domains)) o.verified_domains = o.verified_domains.map((d: string) => `u${++unique}.${cut(d.toLowerCase(), 230)}.example`);
  return o;
}

describe.each(targets)("requests made from openapi.json, on $name", (target) => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(target);
    const pdf = new Blob([(await pdfFile()) as BlobPart], { type: "application/pdf" });
    for (const [key, file] of [[uploaded.resources, pdf], [uploaded.opportunities, pdf], [uploaded.companies, new Blob([pngHeader(64, 64) as BlobPart], { type: "image/png" })]] as const) {
      const [bucket, ...name] = key.split("/");
      expect((await supabaseAs(api, "editor").storage.from(bucket!).upload(name.join("/"), file)).error).toBeNull();
    }
  });
  afterAll(() => api?.close()); // fails with any answer that broke the contract

  const runs = { numRuns: 30 };
  // A bulk edit and two lists per run: fewer runs, each a wide request.
  const listRuns = { numRuns: 15 };

  for (const { name, noun } of recordTypes.map((type) => ({ name: type.name, noun: capitalised(type.noun) }))) {
    const shaped = (body: unknown, create: boolean) =>
      name === "opportunities"
        ? asDescribed(body as Record<string, unknown>, { create })
        : name === "companies"
        ? companyDescribed(body as Record<string, unknown>)
        : name === "resources"
        ? resourceDescribed(body as Record<string, unknown>, create)
        : (body as Record<string, unknown>);

    // A loaded machine's time: 90 requests, and the domain lists' first load (companies).
    it(`accepts every ${noun}Input the contract allows, for a create and an update, and every ${noun}Patch`, { timeout: 90_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(arbitraryOf(component(`${noun}Input`), document), arbitraryOf(component(`${noun}Patch`), document), async (input, patch) => {
          const created = shaped(input, true);
          expect(valid(`${noun}Input`, created)).toBe(true);
          const response = await api.request("POST", `/${name}`, { as: "editor", body: created });
          expect([response.status, response.body.error]).toEqual([201, undefined]);
          const id = response.body.data.id;
          const replaced = await api.request("PUT", `/${name}?id=${id}`, { as: "editor", body: shaped(input, true) });
          expect([replaced.status, replaced.body.error]).toEqual([200, undefined]);
          const changes = shaped(patch, false);
          expect(valid(`${noun}Patch`, changes)).toBe(true);
          const patched = await api.request("PATCH", `/${name}?id=${id}`, { as: "editor", body: changes });
          expect([patched.status, patched.body.error]).toEqual([200, undefined]);
        }),
        runs,
      );
    });

    it(`accepts every BulkEdit and every list query of /${name} the contract allows`, async () => {
      await fc.assert(
        fc.asyncProperty(arbitraryOf(component("BulkEdit"), document), listQuery(`/${name}`), async (edit, query) => {
          expect(valid("BulkEdit", edit)).toBe(true);
          const bulk = await api.request("PATCH", `/${name}/bulk`, { as: "editor", body: edit });
          expect([bulk.status, bulk.body.error]).toEqual([200, undefined]);
          for (const as of ["nobody", "editor"] as const) {
            const listed = await api.request("GET", `/${name}?${new URLSearchParams(query)}`, { as });
            expect([listed.status, listed.body.error, query]).toEqual([200, undefined, query]);
          }
        }),
        listRuns,
      );
    });
  }
});
