import fc from "fast-check";

/** The part of JSON Schema the contract's request schemas use. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  minProperties?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
}

/**
 * Values valid for `schema` (resolving `#/components/...` in `document`), as a generated client
 * could send them: every property optional unless required, each of its types, formats and
 * patterns. What the schema cannot say (a cross-field rule) is left to the caller.
 */
export function arbitraryOf(schema: Schema, document: { components?: { schemas?: Record<string, Schema> } }): fc.Arbitrary<unknown> {
  const of = (s: Schema): fc.Arbitrary<unknown> => {
    if (s.$ref) return of(document.components!.schemas![s.$ref.replace("#/components/schemas/", "")]!);
    if (s.enum) return fc.constantFrom(...s.enum);
    if (s.const !== undefined) return fc.constant(s.const);
    if (s.anyOf ?? s.oneOf) return fc.oneof(...(s.anyOf ?? s.oneOf)!.map(of));
    const types = [s.type ?? "string"].flat();
    return fc.oneof(...types.map((type) => ofType(s, type)));
  };
  const ofType = (s: Schema, type: string): fc.Arbitrary<unknown> => {
    switch (type) {
      case "null":
        return fc.constant(null);
      case "boolean":
        return fc.boolean();
      case "integer":
        return fc.integer({ min: s.minimum ?? -(2 ** 31), max: s.maximum ?? 2 ** 31 - 1 });
      case "number":
        return fc.double({
          min: s.minimum ?? -1e15,
          max: s.exclusiveMaximum ?? s.maximum ?? 1e15,
          maxExcluded: s.exclusiveMaximum !== undefined,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case "array":
        return s.uniqueItems
          ? fc.uniqueArray(of(s.items ?? {}), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 5, 5), selector: (v) => JSON.stringify(v) })
          : fc.array(of(s.items ?? {}), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 5, 5) });
      case "object": {
        const properties = Object.fromEntries(Object.entries(s.properties ?? {}).map(([name, p]) => [name, of(p)]));
        return fc.record(properties, { requiredKeys: s.required ?? [] })
          .filter((o) => Object.keys(o).length >= (s.minProperties ?? 0));
      }
      default:
        return stringOf(s);
    }
  };
  return of(schema);
}

const formats: Record<string, () => fc.Arbitrary<string>> = {
  uuid: () => fc.uuid(),
  date: () => fc.date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  "date-time": () => fc.date({ min: new Date("0001-01-02T00:00:00Z"), max: new Date("9999-12-30T00:00:00Z"), noInvalidDate: true })
    .map((d) => d.toISOString()),
  uri: () => fc.webUrl({ withQueryParameters: true, withFragments: true }),
  "uri-reference": () => fc.oneof(fc.webUrl(), fc.webPath().map((p) => `/${p.replace(/^\/+/, "")}`)),
};

function stringOf(s: Schema): fc.Arbitrary<string> {
  const pattern = s.pattern === undefined ? undefined : new RegExp(s.pattern, "u");
  const fits = (v: string) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity) && (!pattern || pattern.test(v));
  let base: fc.Arbitrary<string>;
  if (s.format && formats[s.format]) base = formats[s.format]!();
  else if (pattern && !/\(\?[!=]/.test(s.pattern!) && /^\^.*\$$/.test(s.pattern!)) {
    // A whole-value pattern without lookarounds: fast-check writes strings that match it.
    try {
      base = fc.stringMatching(new RegExp(s.pattern!));
    } catch {
      base = fc.string({ unit: "grapheme", minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
    }
  } else {
    base = fc.string({ unit: "grapheme", minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
  }
  return base.filter(fits);
}
