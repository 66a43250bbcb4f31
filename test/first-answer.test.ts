// An instance's first answer to the public website builds no zod schema: building the first one
// runs zod's code for the first time, which cost a cold boot about 7 ms. Schemas are built when a
// route first needs them (`contract()`), and the list's common queries are read without zod.
import { describe, expect, it, vi } from "vitest";
import type { Database } from "../functions/_shared/database/database.ts";
import { createResourcesFunction } from "../functions/resources/handler.ts";
import { devServiceConfig, generateDevCredentials } from "../local/dev-credentials.ts";

const built = vi.hoisted(() => ({ schemas: 0 }));

// Every zod constructor the service's schemas start from, counted.
vi.mock("zod", async (importOriginal) => {
  const zod = await importOriginal<typeof import("zod")>();
  const counted = <F extends (...args: never[]) => unknown>(make: F) => ((...args: Parameters<F>) => (built.schemas++, make(...args))) as F;
  const constructors = ["string", "number", "int", "boolean", "enum", "literal", "object", "strictObject", "looseObject", "array", "union", "preprocess"] as const;
  return { ...zod, ...Object.fromEntries(constructors.map((name) => [name, counted(zod[name] as never)])) };
});

const row = {
  id: "b0000000-0000-4000-8000-000000000001", title: "Intro to Git", category: "Workshops", link_url: "https://example.edu/git.pdf",
  description: null, extension: "pdf", thumbnail_url: null, resource_date: null, display_order: 0, website_viewable: true,
  is_active: true, created_at: "2026-11-23T10:00:00.123456Z", created_by: null, updated_at: "2026-11-23T10:00:00.123456Z", updated_by: null,
};

/** Answers every read with the one row; takes no writes. */
const standIn: Database = {
  query: () => Promise.reject(new Error("no queries here")),
  exec: () => Promise.reject(new Error("no scripts here")),
  transaction: () => Promise.reject(new Error("no writes here")),
  script: () => Promise.resolve([[], [row]] as never),
  close: async () => {},
};

describe("an instance's first answer", () => {
  it("builds no schema for the public website's list, and builds them for the first query that needs zod", async () => {
    const fn = createResourcesFunction({ db: standIn, config: devServiceConfig(await generateDevCredentials()) });
    const get = (query: string) => fn.fetch(new Request(`http://127.0.0.1/functions/v1/resources?${query}`));

    const first = await get("website_viewable=true&is_active=true&limit=50");
    expect(first.status).toBe(200);
    expect((await first.json()).data).toEqual([row]);
    expect(built.schemas).toBe(0);

    const refused = await get("website_viewable=yes");
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.details).toEqual([{ field: "website_viewable", message: "must be true or false" }]);
    expect(built.schemas).toBeGreaterThan(0);
  });
});
