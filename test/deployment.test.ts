// What `supabase functions deploy` relies on: each function's import map pins exactly the
// versions package.json installs, covers every bare import the function's code makes, and
// config.toml points at both files with JWT verification left to the function.
import { readdir, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { functionNames } from "../functions/registry.ts";
import { bareImports } from "../local/import-map.ts";

const root = new URL("../", import.meta.url);
const read = (path: string) => readFile(new URL(path, root), "utf8");

async function installedVersions(): Promise<Record<string, string>> {
  const pkg = JSON.parse(await read("package.json"));
  return { ...pkg.dependencies, ...pkg.devDependencies };
}

describe.each(functionNames)("deploying %s", (name) => {
  it("pins in its import map exactly the versions package.json installs", async () => {
    const versions = await installedVersions();
    const { imports } = JSON.parse(await read(`functions/${name}/deno.json`)) as { imports: Record<string, string> };
    for (const [specifier, target] of Object.entries(imports)) {
      const match = /^npm:((?:@[^/]+\/)?[^@/]+)@([^/]+)(\/.*)?$/.exec(target);
      expect(match, `${specifier} -> ${target}`).not.toBeNull();
      const [, pkg, version, subpath] = match!;
      expect(version, pkg).toBe(versions[pkg!]);
      expect(specifier).toBe(`${pkg}${subpath ?? ""}`);
      expect(target).not.toMatch(/deno\.land/);
    }
  });

  it("maps every bare import its code makes", async () => {
    const { imports } = JSON.parse(await read(`functions/${name}/deno.json`));
    const used = await bareImports(`functions/${name}/index.ts`);
    expect(used.size).toBeGreaterThan(0);
    expect([...used].sort()).toEqual(Object.keys(imports).sort());
  });

  it("is configured in config.toml with its entrypoint, import map and verify_jwt = false", async () => {
    const config = await read("supabase/config.toml");
    const section = new RegExp(`\\[functions\\.${name}\\]([^\\[]*)`).exec(config)?.[1] ?? "";
    expect(section).toMatch(/verify_jwt = false/);
    expect(section).toContain(`entrypoint = "../functions/${name}/index.ts"`);
    expect(section).toContain(`import_map = "../functions/${name}/deno.json"`);
  });
});

it("has a folder for every function and nothing else in functions/ (a new one is listed in functions/registry.ts)", async () => {
  const folders = (await readdir(new URL("functions/", root), { withFileTypes: true }))
    .filter((d) => d.isDirectory()).map((d) => d.name).sort();
  expect(folders).toEqual(["_shared", ...functionNames].sort());
});
