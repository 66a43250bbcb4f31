// The schedule's routes, named by what they run under /opportunities/schedule/, answer the secret
// key only; each former path answers as its new one until the next release, marked deprecated in
// the contract.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formerPaths } from "../functions/opportunities/schedule/routes.ts";
import { type Api, startApi } from "./support/api.ts";
import { expectAnswer, failure } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

const contract = JSON.parse(readFileSync(new URL("../openapi.json", import.meta.url), "utf8"));

describe.each(targets)("the schedule's routes on $name", (target) => {
  let api: Api;
  beforeAll(async () => (api = await startApi(target)));
  afterAll(() => api?.close());

  it.each(Object.entries(formerPaths))("answers %s, and its former path %s alike, to the secret key only", async (path, former) => {
    const now = expectAnswer(await api.request("POST", path, { as: "secret" }));
    const before = expectAnswer(await api.request("POST", former, { as: "secret" }));
    expect(Object.keys(before).sort()).toEqual(Object.keys(now).sort());
    for (const at of [path, former]) {
      expect(await api.request("POST", at, { as: "editor" })).toMatchObject({ status: 403, body: failure("forbidden") });
      expect((await api.request("POST", at)).status).toBe(401);
    }
  });

  it("documents each former path as deprecated, and each new one as not", () => {
    for (const [path, former] of Object.entries(formerPaths)) {
      expect(contract.paths[path].post.deprecated, path).toBeUndefined();
      expect(contract.paths[former].post.deprecated, former).toBe(true);
      expect(contract.paths[former].post.description).toContain(path);
    }
  });
});
