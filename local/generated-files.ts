import { functionNames } from "../functions/registry.ts";
import { importMapFile } from "./import-map.ts";
import { buildFunctionDocuments, buildOpenApiDocument, documentText, generateApiTypes } from "./openapi.ts";

// Every file generated from the route declarations, and how each is made: `npm run gen` writes
// them all, test/generated-files.test.ts fails, naming the file, when one is stale. The files made
// from the migrations alone are schema-files.ts' (the declarations read `types/database.ts`, so it
// is written before this module, which loads them, is imported).

/** A generated file: its path from the project root, and its text as it should be. */
export interface GeneratedFile {
  path: string;
  make(): Promise<string>;
}

/** The files made from the code alone: each function's contract and import map, the whole contract and its types. */
export function contractFiles(): GeneratedFile[] {
  return [
    ...functionNames.map((name) => ({ path: `functions/${name}/deno.json`, make: () => importMapFile(name) })),
    ...Object.entries(buildFunctionDocuments()).map(([name, part]) => ({
      path: `functions/${name}/openapi.json`,
      make: () => Promise.resolve(documentText(part)),
    })),
    { path: "openapi.json", make: () => Promise.resolve(documentText(buildOpenApiDocument())) },
    { path: "types/api.ts", make: () => generateApiTypes(buildOpenApiDocument()) },
  ];
}
