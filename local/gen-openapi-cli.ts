// npm run gen:openapi
// Writes openapi.json from the functions' route declarations, and types/api.ts from it.
import { writeFile } from "node:fs/promises";
import { buildOpenApiDocument, documentText, generateApiTypes } from "./openapi.ts";

const document = buildOpenApiDocument();
await writeFile(new URL("../openapi.json", import.meta.url), documentText(document));
await writeFile(new URL("../types/api.ts", import.meta.url), await generateApiTypes(document));
console.log("Wrote openapi.json and types/api.ts");
