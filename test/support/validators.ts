// Validators written by others, on the service's discovery outputs: the sitemaps.org XSDs through
// libxml2's xmllint (as WebAssembly: no system package needed). The sitemap schema ships in the npm
// package `sitemap`; the index schema is read from ../shared/validators/ when that folder is there.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { validateXML } from "xmllint-wasm";

const require = createRequire(import.meta.url);
const schemas = {
  urlset: () => readFile(join(dirname(require.resolve("sitemap/package.json")), "schema", "sitemap.xsd"), "utf8"),
  siteindex: () => readFile(new URL("../../../shared/validators/siteindex.xsd", import.meta.url), "utf8"),
};
/** Whether the index schema is at hand (CI has ../shared). */
export const hasSiteIndexSchema = existsSync(new URL("../../../shared/validators/siteindex.xsd", import.meta.url));

/** xmllint's complaints about a sitemap (`urlset`) or a sitemap index (`siteindex`): none when it is valid. */
export async function sitemapErrors(xml: string, kind: keyof typeof schemas): Promise<string[]> {
  if (kind === "siteindex" && !hasSiteIndexSchema) return [];
  const result = await validateXML({
    xml: [{ fileName: "sitemap.xml", contents: xml }],
    schema: [{ fileName: `${kind}.xsd`, contents: await schemas[kind]() }],
    maxMemoryPages: 4096,
  });
  return result.errors.map((e) => e.rawMessage);
}
