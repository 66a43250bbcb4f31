// The layout shows the architecture and stays so: no import cycle anywhere in functions/, local/
// and bench/; the layers of functions/_shared/ import only downwards (records -> http ->
// database and languages; words -> languages); deployed code never imports local tools; and no function in functions/ runs past
// about 60 lines unless a comment says why.
import { readdir, readFile } from "node:fs/promises";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../", import.meta.url));
const folders = ["functions", "local", "bench"];

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".ts")).map((e) => relative(root, join(e.parentPath, e.name)));
}

/** Every relative import of a file (static, type-only, re-exports and dynamic), as paths from the root. */
function relativeImports(file: string, source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const specifier = (ts.isImportDeclaration(node) || ts.isExportDeclaration(node))
      ? node.moduleSpecifier
      : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword
      ? node.arguments[0]
      : undefined;
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith(".")) {
      found.push(normalize(join(dirname(file), specifier.text)));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The strongly connected components of more than one file, or a file importing itself. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const connect = (v: string) => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!indices.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) !== indices.get(v)) return;
    const component: string[] = [];
    let w: string;
    do component.push((w = stack.pop()!)); while (w !== v);
    if (component.length > 1 || graph.get(v)!.includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!indices.has(v)) connect(v);
  return found;
}

let sources: Map<string, ts.SourceFile>;
let graph: Map<string, string[]>;
beforeAll(async () => {
  const files = (await Promise.all(folders.map(sourceFiles))).flat();
  sources = new Map(await Promise.all(files.map(async (f) => [f, ts.createSourceFile(f, await readFile(join(root, f), "utf8"), ts.ScriptTarget.Latest, true)] as const)));
  graph = new Map([...sources].map(([file, source]) => [file, relativeImports(file, source)]));
});

describe("the layout", () => {
  it("has no import cycle in functions/, local/ or bench/", () => {
    expect(graph.size).toBeGreaterThan(40);
    expect(cycles(graph)).toEqual([]);
  });

  it("makes the files of the migrations without loading the route declarations, which read types/database.ts", () => {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const next of graph.get(file) ?? []) visit(next);
    };
    visit("local/schema-files.ts");
    expect([...reached].filter((file) => file.startsWith("functions/") && !file.startsWith("functions/_shared/database/"))).toEqual([]);
  });

  it("finds a cycle when there is one (the check itself)", () => {
    expect(cycles(new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a"]], ["d", ["a"]]]))).toEqual([["a", "b", "c"]]);
  });

  it("imports only downwards: records -> http -> database, and shared code never from a function", () => {
    const below: Record<string, string[]> = {
      "functions/_shared/database/": ["functions/_shared/database/"],
      "functions/_shared/languages/": ["functions/_shared/languages/"],
      "functions/_shared/words/": ["functions/_shared/words/", "functions/_shared/languages/", "functions/_shared/http/lazily.ts"],
      "functions/_shared/http/": ["functions/_shared/http/", "functions/_shared/database/", "functions/_shared/languages/"],
      "functions/_shared/records/": ["functions/_shared/"],
      "functions/_shared/discovery/": ["functions/_shared/"],
      "functions/_shared/people/": ["functions/_shared/"],
      "functions/_shared/links/": ["functions/_shared/"],
      "functions/_shared/files/": ["functions/_shared/"],
    };
    const wrong: string[] = [];
    for (const [file, imports] of graph) {
      const layer = Object.keys(below).find((prefix) => file.startsWith(prefix));
      for (const target of imports) {
        if (layer && !below[layer]!.some((allowed) => target.startsWith(allowed)) && !target.startsWith("types/")) wrong.push(`${file} -> ${target}`);
        if (file.startsWith("functions/") && /^(local|bench|test)\//.test(target)) wrong.push(`${file} -> ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("keeps the rooms of functions/opportunities/ in their bands: each imports only rooms of the bands below its own", () => {
    expect(bandViolations(graph, "functions/opportunities/", opportunityBands)).toEqual([]);
  });

  it("puts every room of functions/opportunities/ in a band", () => {
    const banded = new Set(Object.values(opportunityBands).flat());
    const rooms = new Set([...graph.keys()].map((file) => roomOf(file, "functions/opportunities/")).filter((r) => r !== undefined));
    const unbanded = [...rooms].filter((room) => !banded.has(room)).map((room) =>
      `${room}: add it to a band of opportunityBands in test/layout.test.ts (a feature, unless features use it: docs/changing.md)`);
    expect(unbanded).toEqual([]);
    expect([...banded].filter((room) => !rooms.has(room))).toEqual([]);
  });

  it("finds a room importing one of its own band or above, or a shared file importing a room (the check itself)", () => {
    const planted = new Map([
      ["functions/opportunities/channels/a.ts", ["functions/opportunities/alerts/b.ts"]],
      ["functions/opportunities/mail/a.ts", ["functions/opportunities/submissions/b.ts"]],
      ["functions/opportunities/criteria.ts", ["functions/opportunities/import/c.ts"]],
      ["functions/opportunities/schedule/d.ts", ["functions/opportunities/sources/e.ts"]],
      ["functions/opportunities/alerts/f.ts", ["functions/opportunities/mail/g.ts", "functions/opportunities/discovery/h.ts"]],
    ]);
    expect(bandViolations(planted, "functions/opportunities/", opportunityBands)).toEqual([
      "functions/opportunities/channels/a.ts -> functions/opportunities/alerts/b.ts",
      "functions/opportunities/mail/a.ts -> functions/opportunities/submissions/b.ts",
      "functions/opportunities/criteria.ts -> functions/opportunities/import/c.ts",
    ]);
  });

  it("has no function in functions/ longer than 60 lines without a comment saying why", () => {
    const long: string[] = [];
    for (const [file, source] of sources) {
      if (!file.startsWith("functions/")) continue;
      const visit = (node: ts.Node) => {
        if (ts.isFunctionLike(node) && "body" in node && node.body) {
          const lines = source.getLineAndCharacterOfPosition(node.getEnd()).line - source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          if (lines > 60 && !explained(node, source)) long.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} (${lines} lines)`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(long).toEqual([]);
  });
});

/**
 * The rooms (folders) of functions/opportunities/ in bands, from the top; a room imports only
 * rooms of the bands below its own, never one of its own band. The function's handler.ts is above
 * them all; its other files (values, criteria, salary, countries, posting facts, the record's
 * declaration) are below them all. A new room is a feature unless features use it.
 */
const opportunityBands = {
  /** What puts the features' jobs together: the schedule, and the e-mail kinds the outbox sends. */
  composition: ["schedule"],
  /** What people and editors use, each on its own. */
  features: ["sources", "alerts", "submissions", "privacy", "applications", "pay-rules", "links", "reports", "visits", "channels"],
  /** Features others build on: job sources write through the import; e-mails and channels show discovery's cards. */
  foundations: ["import", "discovery"],
  /** Services features use and never see inside: the e-mail outbox, requests to strangers' hosts. */
  services: ["mail", "outbound"],
};

function roomOf(file: string, base: string): string | undefined {
  if (!file.startsWith(base)) return undefined;
  const rest = file.slice(base.length);
  return rest.includes("/") ? rest.slice(0, rest.indexOf("/")) : undefined;
}

/** Imports into a room of the same band or one above, or from a shared file (not the handler) into a room. */
function bandViolations(graph: Map<string, string[]>, base: string, bands: Record<string, string[]>): string[] {
  const order = Object.values(bands);
  const bandOf = (room: string) => order.findIndex((rooms) => rooms.includes(room));
  const wrong: string[] = [];
  for (const [file, imports] of graph) {
    if (!file.startsWith(base) || /\/(handler|index)\.ts$/.test(file)) continue;
    const from = roomOf(file, base);
    for (const target of imports) {
      const to = roomOf(target, base);
      if (to === undefined || to === from) continue;
      if (from === undefined || bandOf(to) <= bandOf(from)) wrong.push(`${file} -> ${target}`);
    }
  }
  return wrong;
}

/** A comment before the function, or before the statement holding it, that says "Long because". */
function explained(node: ts.Node, source: ts.SourceFile): boolean {
  for (let at: ts.Node | undefined = node; at && !ts.isSourceFile(at); at = at.parent) {
    const comments = ts.getLeadingCommentRanges(source.text, at.getFullStart()) ?? [];
    if (comments.some((c) => /Long because/i.test(source.text.slice(c.pos, c.end)))) return true;
    if (ts.isStatement(at)) return false;
  }
  return false;
}
