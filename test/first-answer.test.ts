// An instance's first answer to the public website builds no zod schema: building the first one
// runs zod's code for the first time, which cost a cold boot about 7 ms. Schemas are built when a
// route first needs them (`contract()`), and the list's common queries are read without zod.
import { describe, expect, it, vi } from "vitest";
import type { Database } from "../functions/_shared/database/database.ts";
import { createOpportunitiesFunction } from "../functions/opportunities/handler.ts";
import { createResourcesFunction } from "../functions/resources/handler.ts";
import { opportunities, resources } from "../types/record-tables.ts";
import { devServiceConfig, generateDevCredentials } from "../local/dev-credentials.ts";

const built = vi.hoisted(() => ({ schemas: 0 }));

// Every zod constructor the service's schemas start from, counted.
vi.mock("zod", async (importOriginal) => {
  const zod = await importOriginal<typeof import("zod")>();
  const counted = <F extends (...args: never[]) => unknown>(make: F) => ((...args: Parameters<F>) => (built.schemas++, make(...args))) as F;
  const constructors = ["string", "number", "int", "boolean", "enum", "literal", "object", "strictObject", "looseObject", "array", "union", "preprocess"] as const;
  return { ...zod, ...Object.fromEntries(constructors.map((name) => [name, counted(zod[name] as never)])) };
});

/** Answers every read with the one row; takes no writes. */
const standIn = (row: unknown): Database => ({
  query: () => Promise.reject(new Error("no queries here")),
  exec: () => Promise.reject(new Error("no scripts here")),
  transaction: () => Promise.reject(new Error("no writes here")),
  script: () => Promise.resolve([[], [row]] as never),
  close: async () => {},
});

describe.each([
  { name: "resources", create: createResourcesFunction, row: resources.example },
  { name: "opportunities", create: createOpportunitiesFunction, row: opportunities.example },
])("an instance's first answer from $name", ({ name, create, row }) => {
  it("builds no schema for the public website's list, and builds them for the first query that needs zod", async () => {
    built.schemas = 0;
    const fn = create({ db: standIn(row), config: devServiceConfig(await generateDevCredentials()) });
    const get = (query: string) => fn.fetch(new Request(`http://127.0.0.1/functions/v1/${name}?${query}`));

    const first = await get("website_viewable=true&is_active=true&limit=50");
    expect(first.status).toBe(200);
    expect((await first.json()).data).toMatchObject([row]);
    expect(built.schemas).toBe(0);

    const refused = await get("website_viewable=yes");
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.details).toEqual([{ field: "website_viewable", message: "must be true or false" }]);
    expect(built.schemas).toBeGreaterThan(0);
  });
});
