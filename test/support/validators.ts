// Validators written by others, on the service's discovery outputs: Google's rules for JSON-LD as
// Adobe's validator encodes them, with schema.org's vocabulary from ../shared/validators/; the
// sitemaps.org XSDs through libxml2's xmllint (as WebAssembly: no system package needed). The sitemap schema ships in the npm
// package `sitemap`; the index schema is read from ../shared/validators/ when that folder is there.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { validateXML } from "xmllint-wasm";
import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";

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

const vocabulary = new URL("../../../shared/validators/schemaorg-current-https.jsonld", import.meta.url);

/** Google's rules as Adobe's validator encodes them, on the JSON-LD as a page embeds it. */
export async function googleErrors(body: string) {
  const page = `<!doctype html><html><head><script type="application/ld+json">${body}</script></head><body></body></html>`;
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(page);
  const schema = existsSync(vocabulary) ? JSON.parse(await readFile(vocabulary, "utf8")) : undefined;
  const issues = await new Validator(schema).validate(extracted);
  return { posting: extracted.jsonld.JobPosting?.[0], errors: issues.filter((i) => i.severity === "ERROR").map((i) => i.issueMessage) };
}
