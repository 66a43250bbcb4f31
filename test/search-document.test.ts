// The search document (`fts`) is kept by the database from the text it is made of, whoever
// writes, and made again only when that text changes; a bulk edit of the documented maximum of
// 1,000 postings is answered, on PGlite as on a server. What it costs is measured in
// docs/benchmarks.md (bench:channels' bulk publish of 1,000: under 0.5 s against a signed-in
// write's 8 s), not timed here: the edits go with the secret key's time limit, so that a busy
// machine's PGlite is no part of what is tested.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUsers } from "../local/seed-users.ts";
import { type Api, startApi } from "./support/api.ts";
import { expectAnswer } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

describe.each(targets)("the search document on $name", (target) => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(target, { config: { anonymousCacheMs: 0 } });
  });
  afterAll(async () => {
    await api?.close();
  });
  const found = async (q: string) =>
    expectAnswer(await api.request("GET", `/opportunities?q=${encodeURIComponent(q)}`, { as: "editor" })).map((o: { title: string }) => o.title);

  it("follows the text it is made of, whoever writes, and keeps no value a writer gives", async () => {
    const { id } = expectAnswer(await api.request("POST", "/opportunities", {
      as: "editor", body: { title: "Quokka wrangler", link_url: "https://e.org/q", company_name: "Marsupial Ltd", description: "Feeding numbats" },
    }), 201);
    expect(await found("quokka marsupial numbat")).toEqual(["Quokka wrangler"]);
    expectAnswer(await api.request("PATCH", `/opportunities?id=${id}`, { as: "editor", body: { description: "Herding wombats", display_order: 7 } }));
    expect(await found("numbat")).toEqual([]);
    expect(await found("wombat quokka")).toEqual(["Quokka wrangler"]);
    // An editor writing the column itself through supabase-js: the database keeps its own.
    await api.db.transaction(async (tx) => {
      await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: seedUsers.editor.id, role: "authenticated" }),
      ]);
      await tx.query("update opportunities set fts = to_tsvector('english', 'planted'), display_order = 8 where id = $1", [id]);
      await tx.query("insert into resources (title, link_url, category, fts) values ('Okapi slides', 'https://e.org/o', 'Slides', to_tsvector('english', 'planted'))");
    });
    expect(await found("planted")).toEqual([]);
    expect(await found("wombat")).toEqual(["Quokka wrangler"]);
    const resources = expectAnswer(await api.request("GET", "/resources?q=okapi", { as: "editor" }));
    expect(resources.map((r: { title: string }) => r.title)).toEqual(["Okapi slides"]);
  });

  // About 8 s on PGlite on an idle machine: its limit leaves room for a busy one.
  it("takes a bulk edit of 1,000 postings, each still found by its text", { timeout: 90_000 }, async () => {
    await api.db.query(`insert into opportunities (title, link_url, is_active, website_viewable, description)
      select 'Bulk ' || n, 'https://e.org/' || n, true, false, 'A posting of ' || n from generate_series(1, 1000) n`);
    const ids = (await api.db.query<{ id: string }>("select id::text from opportunities where title like 'Bulk %'")).map((r) => r.id);
    expect(ids).toHaveLength(1_000);
    for (const set of [{ website_viewable: true }, { display_order: 3 }, { is_active: false }]) {
      const answer = await api.request("PATCH", "/opportunities/bulk", { as: "secret", body: { ids, set } });
      expect([JSON.stringify(set), answer.status]).toEqual([JSON.stringify(set), 200]);
    }
    expect(await found("bulk")).toHaveLength(1_000); // every one still found by its title
  });
});
