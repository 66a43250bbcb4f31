// A body that is not JSON is answered with where it stops being JSON: the same place the engine's
// own parser names when it names one, for any text, however deeply nested.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonErrorPosition } from "../functions/_shared/http/json-position.ts";

describe("where a body stops being JSON", () => {
  it("names the line and column of the first character that cannot be there", () => {
    expect(jsonErrorPosition('{"title": }')).toEqual({ line: 1, column: 11 });
    expect(jsonErrorPosition('{\n  "title": "x",\n  "link_url": tru\n}')).toEqual({ line: 3, column: 18 });
    expect(jsonErrorPosition('{"a": "b\\q"}')).toEqual({ line: 1, column: 10 });
    expect(jsonErrorPosition('{"a": [1, 2,]}')).toEqual({ line: 1, column: 13 });
    expect(jsonErrorPosition('{"a": "\\u12"}')).toEqual({ line: 1, column: 12 });
    expect(jsonErrorPosition('{"a": "unterminated')).toEqual({ line: 1, column: 20 });
    expect(jsonErrorPosition("")).toEqual({ line: 1, column: 1 });
    expect(jsonErrorPosition("[".repeat(1_000_000))).toEqual({ line: 1, column: 1_000_001 });
  });

  it("agrees with JSON.parse wherever its message gives a position", () => {
    const broken = fc.tuple(fc.json(), fc.nat(), fc.constantFrom("", "}", "]", ",", ":", "x", '"', "\u0001", "\\", " 1"))
      .map(([json, at, insert]) => {
        const cut = at % (json.length + 1);
        return json.slice(0, cut) + insert + json.slice(cut + (insert ? 0 : 1));
      });
    let compared = 0;
    fc.assert(fc.property(broken, (text) => {
      let message: string;
      try {
        JSON.parse(text);
        return;
      } catch (error) {
        message = (error as Error).message;
      }
      const position = /at position (\d+)/.exec(message)?.[1];
      if (position === undefined || text.includes("\n")) return;
      compared++;
      expect(jsonErrorPosition(text).column - 1).toBe(Number(position));
    }), { numRuns: 5_000 });
    expect(compared).toBeGreaterThan(200);
  });
});
