// An editors' read asks for its permission in its read's own script: one round trip, not two. It
// still answers exactly as a check before the read did: every editors' read of every function
// gives a signed-in caller without the permission the 403 and nothing else, a bad query included,
// and gives a holder its answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../functions/_shared/database/database.ts";
import { createFunctions } from "../functions/registry.ts";
import { devServiceConfig, generateDevCredentials } from "../local/dev-credentials.ts";
import { type Api, startApi } from "./support/api.ts";
import { expectAnswer } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

let editorsReads: string[];
beforeAll(async () => {
  const deps = { db: {} as Database, config: devServiceConfig(await generateDevCredentials()) };
  editorsReads = createFunctions(deps).flatMap((f) => f.routes).filter((r) => r.kind === "editors' read").map((r) => r.path);
});

describe.each(targets)("editors' reads on $name", (target) => {
  let api: Api;
  const scripts: string[] = [];
  beforeAll(async () => {
    api = await startApi(target, {
      wrapFunctionsDb: (db) => ({ ...db, script: (text, options) => (scripts.push(text), db.script(text, options)) }),
    });
  });
  afterAll(() => api?.close());

  it("answers a holder's list in one round trip: the permission asked in the read's own script", async () => {
    for (const path of ["/opportunities/submissions", "/opportunities/reports", "/opportunities/channels", "/opportunities/sources"]) {
      scripts.length = 0;
      expectAnswer(await api.request("GET", path, { as: "editor" }));
      expect([path, scripts.length]).toEqual([path, 1]);
      expect(scripts[0]).toContain("private.has_permission('manage_opportunities')");
    }
  });

  it("gives a signed-in caller without the permission the 403 and nothing else on every editors' read, a bad query too", async () => {
    expect(editorsReads.length).toBeGreaterThan(8);
    for (const path of editorsReads) {
      for (const query of ["", "?id=not-an-id&limit=0"]) {
        const refused = await api.request("GET", `${path}${query}`, { as: "member" });
        expect([path, query, refused.status, refused.body.error.code]).toEqual([path, query, 403, "forbidden"]);
        expect(refused.body.data).toBeUndefined();
      }
    }
  });
});
