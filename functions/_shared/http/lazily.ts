/**
 * `build`, run the first time its value is asked for and remembered. Schemas are built so: zod's
 * first schema costs a cold boot about 7 ms, and the first answer needs none.
 */
export function lazily<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
