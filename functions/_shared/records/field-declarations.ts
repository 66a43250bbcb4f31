import * as z from "zod";

// A record type's writable fields, each declared once: its rule (with its limit), its example,
// and which write paths besides editors' take it. The input's fields and example, and each
// writer's list of fields, derive from the one table (an opportunity's: opportunities/record.ts).

/** One field a client may write. */
export interface FieldDeclaration<Writer extends string = string> {
  /** The value's rule (its limit included); optional in the input unless `required`. */
  rule: () => z.ZodType;
  /** In the input's example: a value valid in any create, replace or patch. */
  example: unknown;
  /** The write paths besides editors' create, replace and patch that take it. */
  writers?: readonly Writer[];
  /** A create must give it. */
  required?: true;
}

/** The zod shape of declared fields: each by its rule, optional unless required. */
export type ShapeOf<D extends Record<string, FieldDeclaration>> = {
  [K in keyof D]: D[K]["required"] extends true ? ReturnType<D[K]["rule"]> : z.ZodOptional<ReturnType<D[K]["rule"]>>;
};

export interface DeclaredFields<Writer extends string, D extends Record<string, FieldDeclaration<Writer>>> {
  /** The write paths besides editors', as declared. */
  writers: readonly Writer[];
  /** Every declared field with its rule: what editors' create, replace and patch take. */
  shape(): ShapeOf<D>;
  /** A value for each field: the input's example. */
  example: Record<string, unknown>;
  /** The fields `writer` takes, in declared order. */
  writtenBy(writer: Writer): readonly string[];
  /** Every field, each with the write paths that take it. */
  declarations: D;
}

/** The fields of a record type, and the write paths (`writers`) some of them take besides editors'. */
export function declareFields<const Writer extends string, D extends Record<string, FieldDeclaration<Writer>>>(
  writers: readonly Writer[],
  declarations: D,
): DeclaredFields<Writer, D> {
  const entries = Object.entries(declarations);
  return {
    writers,
    shape: () => Object.fromEntries(entries.map(([name, d]) => [name, d.required ? d.rule() : d.rule().optional()])) as ShapeOf<D>,
    example: Object.fromEntries(entries.map(([name, d]) => [name, d.example])),
    writtenBy: (writer) => entries.filter(([, d]) => d.writers?.includes(writer)).map(([name]) => name),
    declarations,
  };
}
