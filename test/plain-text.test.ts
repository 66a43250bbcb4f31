// Descriptions from files and job boards become plain text in one linear pass: no input, however
// hostile, yields markup or takes time that grows faster than its size.
import process from "node:process";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { plainText } from "../functions/opportunities/import/plain-text.ts";
import { prepareJson } from "../functions/opportunities/import/rows.ts";

/**
 * The CPU milliseconds `work` takes, the least of three runs: this process's CPU time, which other
 * processes on a busy machine (the suite's other workers, its servers) do not inflate as they do
 * the wall clock's.
 */
const timed = (work: () => unknown) => Math.min(...[0, 1, 2].map(() => {
  const start = process.cpuUsage();
  work();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}));

describe("plain text", () => {
  it("turns HTML, escaped HTML and text into text with line breaks where blocks end", () => {
    expect(plainText("&lt;p&gt;Build &amp;amp; ship&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Go&lt;/li&gt;&lt;/ul&gt;")).toBe("Build & ship\n\n- Go");
    expect(plainText("<h2>Role</h2>\n<p>Hello<br>world</p><style>p{}</style>")).toBe("Role\n\nHello\nworld");
    expect(plainText("  Salary   < £30k,  AT&T  ")).toBe("Salary < £30k, AT&T");
    expect(plainText("<SCRIPT type=x>alert(1)</ScRiPt >after")).toBe("after");
    expect(plainText("unclosed <script>alert(1)")).toBe("unclosed");
  });

  it("never leaves a < that opens a tag, whatever it is given", () => {
    const pieces = fc.constantFrom("<", ">", "&lt;", "&gt;", "&amp;", "&amp;lt;", "/", "!", "?", "script", "img", "b", " ", "\n", "a", "=", '"');
    fc.assert(fc.property(fc.array(pieces, { maxLength: 40 }).map((p) => p.join("")), (input) => {
      expect(plainText(input)).not.toMatch(/<[A-Za-z/!?]/);
    }), { numRuns: 3_000 });
  });

  it("takes linear time on 1 MB of adversarial input", () => {
    const mb = 1 << 20;
    const inputs = {
      "escaped <": "&lt;".repeat(mb / 4),
      "< with no >": "<a".repeat(mb / 2),
      "unclosed scripts": "<script>".repeat(mb / 8),
      "script ends with no >": "<script></script".repeat(mb / 16),
      "blank runs": " ".repeat(mb - 1) + "\n",
      "nested escapes": "&amp;lt;".repeat(mb / 8),
    };
    for (const [name, input] of Object.entries(inputs)) {
      // A quadratic pass takes minutes on 1 MB; linear ones take milliseconds. Compared with a
      // sixteenth of the input, linear work grows about 16 times, quadratic 256.
      const small = timed(() => plainText(input.slice(0, input.length / 16)));
      const large = timed(() => plainText(input));
      expect([name, large / Math.max(small, 0.5) < 64]).toEqual([name, true]);
    }
  });

  it("tracks 40,000 rows of one external_id in linear time", () => {
    const rows = (n: number) => Array.from({ length: n }, () => ({ external_id: "same", title: "T", link_url: "https://e.org/x" }));
    const small = timed(() => prepareJson(rows(2_500)));
    const large = timed(() => prepareJson(rows(40_000)));
    expect(large / Math.max(small, 0.5)).toBeLessThan(64);
    const prepared = prepareJson(rows(40_000));
    expect(prepared.duplicates).toEqual([{ external_id: "same", rows: expect.any(Array), kept: 40_000 }]);
    expect(prepared.duplicates[0]!.rows).toHaveLength(40_000);
  });
});
