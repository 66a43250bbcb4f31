// Timestamps decoded from Postgres's text are remembered per text (database.ts): whatever texts
// arrive, in whatever order and however many (past the bound, when the memory is cleared), each
// answer is the plain conversion's, and that is the instant Postgres meant, to the microsecond.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rfc3339FromPostgres, timestampFromPostgres } from "../functions/_shared/database/database.ts";

/** A UTC timestamp as a UTC session's Postgres writes it: the fraction's trailing zeros dropped, none when zero. */
const postgresText = fc.record({
  ms: fc.integer({ min: Date.UTC(1, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) }),
  micros: fc.integer({ min: 0, max: 999 }),
}).map(({ ms, micros }) => {
  const iso = new Date(ms).toISOString(); // YYYY-MM-DDTHH:MM:SS.mmmZ for years 0001-9999
  const fraction = `${iso.slice(20, 23)}${String(micros).padStart(3, "0")}`.replace(/0+$/, "");
  return { text: `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ""}+00`, iso, micros };
});

describe("timestamps from Postgres", () => {
  it("remembered, each is the plain conversion, and the instant to the microsecond", () => {
    fc.assert(
      fc.property(fc.array(postgresText, { minLength: 1, maxLength: 50 }), (texts) => {
        for (const { text, iso, micros } of [...texts, ...texts]) {
          const decoded = timestampFromPostgres(text);
          expect(decoded).toBe(rfc3339FromPostgres(text));
          expect(decoded).toBe(`${iso.slice(0, 23)}${String(micros).padStart(3, "0")}Z`);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("stays right past the memory's bound, when it starts again", () => {
    const texts = fc.sample(postgresText, 10_000);
    for (const { text } of texts) expect(timestampFromPostgres(text)).toBe(rfc3339FromPostgres(text));
    for (const { text } of texts.slice(0, 100)) expect(timestampFromPostgres(text)).toBe(rfc3339FromPostgres(text));
  });

  it("reads a session in another time zone to the millisecond, as Date does", () => {
    expect(timestampFromPostgres("2027-01-31 23:59:00.123456+01")).toBe("2027-01-31T22:59:00.123Z");
  });
});
