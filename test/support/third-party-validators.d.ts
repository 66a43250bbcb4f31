// The validators the tests borrow ship no types: what the tests use of each.
declare module "jsonld" {
  const jsonld: {
    expand(input: object, options?: { documentLoader?: (url: string) => Promise<{ contextUrl?: string; documentUrl: string; document: unknown }> }): Promise<unknown[]>;
  };
  export default jsonld;
}
declare module "@adobe/structured-data-validator" {
  export default class Validator {
    constructor(schemaOrg: unknown);
    validate(extracted: unknown): Promise<{ severity: "ERROR" | "WARNING"; issueMessage: string }[]>;
  }
}
declare module "@marbec/web-auto-extractor" {
  export default class WebAutoExtractor {
    constructor(options: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): { jsonld: Record<string, Record<string, unknown>[]>; errors: unknown[] };
  }
}
