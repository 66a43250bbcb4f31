import openapiTS, { astToString } from "openapi-typescript";
import type { Database } from "../functions/_shared/database/database.ts";
import { type ApiDocument, combinedDocument, functionDocument } from "./openapi-document.ts";
import { createFunctions, recordTypes } from "../functions/registry.ts";
import { localSupabaseUrl } from "./dev-credentials.ts";

const noDatabase: Database = {
  query: () => Promise.reject(new Error("the document needs no database")),
  exec: () => Promise.reject(new Error("the document needs no database")),
  transaction: () => Promise.reject(new Error("the document needs no database")),
  script: () => Promise.reject(new Error("the document needs no database")),
  close: async () => {},
};

/** Each function's part of the contract, from its route declarations: what `functions/<name>/openapi.json` holds. */
export function buildFunctionDocuments(): Record<string, ApiDocument> {
  const config = { supabaseUrl: localSupabaseUrl, publishableKeys: {}, secretKeys: {}, jwks: { keys: [] }, allowedOrigins: "*" as const };
  const functions = createFunctions({ db: noDatabase, config, log: () => {} });
  const tagOf = (name: string) => recordTypes.filter((type) => type.name === name).map(({ name, description }) => ({ name, description }));
  return Object.fromEntries(functions.map((f) => [f.name, functionDocument(f.routes, tagOf(f.name))]));
}

/** The whole contract, the functions' parts merged: what `openapi.json` holds. */
export function buildOpenApiDocument(): ApiDocument {
  return combinedDocument(Object.values(buildFunctionDocuments()));
}

/** `openapi.json` as committed: two-space JSON and a final newline. */
export const documentText = (document: ApiDocument) => `${JSON.stringify(document, null, 2)}\n`;

/** `types/api.ts`: the contract's paths, operations and schemas as TypeScript types (openapi-typescript). */
export async function generateApiTypes(document: ApiDocument): Promise<string> {
  const header = "// Generated from openapi.json by `npm run gen` (openapi-typescript). Do not edit.\n\n";
  return header + astToString(await openapiTS(document as never));
}
