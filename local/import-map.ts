import { readFile } from "node:fs/promises";

// Each function's `deno.json` (its deployment import map): every bare import its code makes,
// pinned to exactly the version package.json installs. Generated, so a new function or a new
// import needs no hand-kept list.

const root = new URL("../", import.meta.url);

/** Bare specifiers imported by a function's own files and the shared ones, transitively. */
export async function bareImports(entry: string): Promise<Set<string>> {
  const seen = new Set<string>();
  const bare = new Set<string>();
  const visit = async (url: URL) => {
    if (seen.has(url.href)) return;
    seen.add(url.href);
    const source = await readFile(url, "utf8");
    // Static imports, and dynamic ones (the import's parsers load on first use).
    for (const [, specifier] of source.matchAll(/(?:\bfrom\s+|^import\s+|\bimport\(\s*)["']([^"']+)["']/gm)) {
      // A function's own openapi.json holds no imports (and a new function's is not made yet).
      if (specifier!.startsWith(".")) specifier!.endsWith(".ts") && await visit(new URL(specifier!, url));
      else if (!specifier!.startsWith("node:")) bare.add(specifier!);
    }
  };
  await visit(new URL(entry, root));
  return bare;
}

/** The package a specifier names (`hono/cors` -> `hono`, `@hono/zod-openapi` -> itself). */
const packageOf = (specifier: string) => specifier.match(/^(@[^/]+\/[^/]+|[^/]+)/)![1]!;

/** `functions/<name>/deno.json` as committed. */
export async function importMapFile(name: string): Promise<string> {
  const pkg = JSON.parse(await readFile(new URL("package.json", root), "utf8"));
  const versions: Record<string, string> = { ...pkg.dependencies, ...pkg.devDependencies };
  const imports: Record<string, string> = {};
  for (const specifier of [...await bareImports(`functions/${name}/index.ts`)].sort()) {
    const installed = packageOf(specifier);
    const version = versions[installed];
    if (!version) throw new Error(`functions/${name}: ${specifier} is imported but package.json does not install ${installed}`);
    imports[specifier] = `npm:${installed}@${version}${specifier.slice(installed.length)}`;
  }
  return `${JSON.stringify({ imports }, null, 2)}\n`;
}
