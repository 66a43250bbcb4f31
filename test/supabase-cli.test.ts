// What a developer does with the Supabase CLI works on our migrations: `db push` applies them to
// a fresh PostgreSQL (with only the platform shim, standing in for Supabase), `db advisors` finds
// nothing at WARN or above, and types/database.ts is what `gen types` makes of them.
// The CLI needs a server (it cannot read PGlite), so this suite runs when DATABASE_URL is set.
import { readFile } from "node:fs/promises";
import process from "node:process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../functions/_shared/database/database.ts";
import { applyPlatformShim, migrate, readMigrations } from "../local/migrations.ts";
import { databaseTypes } from "../local/schema-files.ts";
import { supabase, withoutTls } from "../local/supabase-cli.ts";
import { serverDatabase } from "./support/targets.ts";

describe.skipIf(!process.env.DATABASE_URL)("Supabase CLI on a fresh PostgreSQL", { tags: ["server", "slow"] }, () => {
  let db: Database & { url: string };
  beforeAll(async () => {
    db = await serverDatabase();
    await applyPlatformShim(db);
  });
  afterAll(() => db?.close());

  it("applies every migration with `supabase db push`", async () => {
    const push = await supabase(["db", "push", `--remote=${withoutTls(db.url)}`, "--yes"]);
    expect(push.stderr + push.stdout).toContain("Finished supabase db push");
    expect(push.code).toBe(0);
    const recorded = await db.query<{ version: string }>(
      "select version from supabase_migrations.schema_migrations order by version",
    );
    expect(recorded.map((r) => r.version)).toEqual((await readMigrations()).map((m) => m.version));
  });

  it("agrees with our runner on what is applied", async () => {
    expect((await migrate(db)).applied).toEqual([]);
  });

  it("reports no advisor finding at WARN or ERROR", async () => {
    const advisors = await supabase([
      "db", "advisors", `--remote=${withoutTls(db.url)}`, "--level", "warn", "--fail-on", "warn",
      "--output-format", "json",
    ]);
    expect(JSON.parse(advisors.stdout)).toMatchObject({ results: [] });
    expect(advisors.code).toBe(0);
  });

  it("generates exactly the committed types/database.ts (run `npm run gen` when stale)", async () => {
    const committed = await readFile(new URL("../types/database.ts", import.meta.url), "utf8");
    expect(await databaseTypes(db.url)).toBe(committed);
  });
});
