// Every link an e-mail carries behaves as one: found in the contract (a GET and a POST at one
// path taking `?token=` of one purpose), each is walked with a token of its form that opens
// nothing, with tokens of every other purpose, and with none. Opening never acts; a spent link
// is a 404, a page for a browser and JSON for a program; another purpose's token is refused by
// its form, naming `token`. A link added later is walked without a word here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, startApi } from "./support/api.ts";
import { failure, problemFields } from "./support/envelope.ts";
import { tokenPurposes } from "../functions/_shared/links/token-link.ts";
import { tokenLinks } from "./support/contract.ts";
import { targets } from "./support/targets.ts";

const links = tokenLinks().map(({ path, purpose, actionParameters }) => {
  const choices = actionParameters.filter((p) => p.schema.enum);
  const optional = Object.fromEntries(choices.filter((p) => !p.required).map((p) => [p.name, p.schema.enum![0]!]));
  const actions = choices.filter((p) => p.required).reduce<Record<string, string>[]>(
    (queries, p) => queries.flatMap((q) => p.schema.enum!.map((value) => ({ ...q, [p.name]: value }))),
    [optional],
  );
  return { path, purpose, actions };
});
const purposes = links.map((l) => l.purpose);

/** A token of the purpose's form that the database never made. */
const unknownToken = (purpose: string) => `${purpose}_${"0f".repeat(32)}`;
const browser = { accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8" };

describe("the token links in the contract", () => {
  it("are a link of every purpose the service's tokens have: an alert's three, a submission's two, the privacy link", () => {
    expect([...purposes].sort()).toEqual([...tokenPurposes].sort());
  });
});

describe.each(targets)("every token link on $name", (target) => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(target);
  });
  afterAll(async () => {
    await api?.close();
  });
  const at = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

  it.each(links)("$path: a spent link is a 404, a page for a browser and JSON for a program, whatever its action", async ({ path, purpose, actions }) => {
    const token = unknownToken(purpose);
    const opened = await api.request("GET", at(path, { token }), { headers: browser });
    expect(opened.headers.get("content-type")).toMatch(/^text\/html/);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    expect(opened.headers.get("referrer-policy")).toBe("no-referrer");
    // A page that reads nothing shows its button whatever the token; one that reads says it is spent.
    if (opened.status === 200) expect(opened.text).toMatch(/<form method="post" action=""><button/);
    else expect([opened.status, opened.text]).toEqual([404, expect.stringContaining("This link has expired")]);

    // A page's form: what an action that reads one (an edit, a new closing date) finds.
    const form = { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "title=A+role&closes_on=2031-01-31" };
    for (const action of actions) {
      const pressed = await api.request("POST", at(path, { token, ...action }), { ...form, headers: { ...form.headers, ...browser } });
      expect([action, pressed.status]).toEqual([action, 404]);
      expect(pressed.text).toContain("This link has expired");
      const program = await api.request("POST", at(path, { token, ...action }), form);
      expect([action, program.status]).toEqual([action, 404]);
      expect(program.body).toEqual(failure("not_found", { message: /link is not valid: it was used already, has expired, or never existed/ }));
    }
  });

  it.each(links)("$path: refuses a token of every other purpose, and none, by its form (400 naming token)", async ({ path, purpose, actions }) => {
    for (const other of [...purposes.filter((p) => p !== purpose), undefined]) {
      const token: Record<string, string> = other ? { token: unknownToken(other) } : {};
      for (const [method, query] of [["GET", token], ["POST", { ...token, ...actions[0] }]] as const) {
        const refused = await api.request(method, at(path, query));
        expect([method, other, refused.status, refused.body.error.code]).toEqual([method, other, 400, "validation_failed"]);
        expect(problemFields(refused)).toEqual(["token"]);
      }
    }
  });
});
