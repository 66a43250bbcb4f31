// npm run gen:openapi
// Writes each function's document (functions/<name>/openapi.json, which the function serves) from
// its route declarations, openapi.json (both merged), and types/api.ts from that.
import { writeFile } from "node:fs/promises";
import { buildFunctionDocuments, buildOpenApiDocument, documentText, generateApiTypes } from "./openapi.ts";

for (const [name, part] of Object.entries(buildFunctionDocuments())) {
  await writeFile(new URL(`../functions/${name}/openapi.json`, import.meta.url), documentText(part));
}
const document = buildOpenApiDocument();
await writeFile(new URL("../openapi.json", import.meta.url), documentText(document));
await writeFile(new URL("../types/api.ts", import.meta.url), await generateApiTypes(document));
console.log("Wrote functions/*/openapi.json, openapi.json and types/api.ts");
