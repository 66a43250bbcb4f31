// Channels: Discord, Slack and webhooks told of opportunities published and withdrawn, through an
// outbox the database writes whoever writes, delivered by deliver once per channel and event,
// in commit order, batched and paced per kind, with retries and a log (docs/channels.md). The
// receivers are local servers that check what each service checks (test/support/receivers.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedUsers } from "../local/seed-users.ts";
import { asCaller } from "../functions/_shared/database/as-caller.ts";
import type { PublicRecords, RecordType } from "../functions/_shared/records/record-type.ts";
import { claimDelivery } from "../functions/opportunities/channels/delivery.ts";
import { opportunityType } from "../functions/opportunities/record.ts";
import { type Api, startApi } from "./support/api.ts";
import { expectAnswer, failure, problemFields } from "./support/envelope.ts";
import { channelReceivers, type Receivers } from "./support/receivers.ts";
import { targets } from "./support/targets.ts";

const discordUrl = (n: number | string) => `https://discord.com/api/webhooks/12345${n}/tok-${n}_secretpart`;
const slackUrl = (n: number | string) => `https://hooks.slack.com/services/T000/B00${n}/slacksecret${n}`;
const webhookUrl = (n: number | string) => `https://hooks.example.org/club/${n}`;
const pathOf = (url: string) => new URL(url).pathname;
const published = opportunityType as RecordType & { public: PublicRecords };
/** The titles of what a path received: Discord's embeds, a webhook's record. */
const titlesOf = (messages: { json: Record<string, unknown> }[]) =>
  messages.flatMap((m) => m.json.embeds ? (m.json.embeds as { title: string }[]).map((e) => e.title) : [(m.json.data as { title: string }).title]);

describe.each(targets)("channels on $name", (target) => {
  let api: Api;
  let receivers: Receivers;
  beforeAll(async () => {
    receivers = await channelReceivers();
    api = await startApi(target, {
      channels: { origins: receivers.origins, requestTimeoutMs: 500 },
      config: { publicSite: { pages: { PUBLIC_OPPORTUNITY_URL: "https://club.example.org/opportunities/{id}" } } },
    });
  });
  afterAll(async () => {
    await api?.close();
    await receivers?.close();
  });
  beforeEach(async () => {
    await api.db.query("delete from channels");
    receivers.clear();
  });

  const create = (body: Record<string, unknown>, as: "editor" | "secret" | "member" | "nobody" | "opportunitiesEditor" = "editor") =>
    api.request("POST", "/opportunities/channels", { as, body });
  const made = async (body: Record<string, unknown>) => expectAnswer(await create(body), 201);
  const deliverDue = async () => expectAnswer(await api.request("POST", "/opportunities/schedule/deliver", { as: "secret" }));
  const log = async (id: string) => expectAnswer(await api.request("GET", `/opportunities/channels/deliveries?id=${id}`, { as: "editor" }));
  const channel = async (id: string) => expectAnswer(await api.request("GET", `/opportunities/channels?id=${id}`, { as: "editor" }));
  /** Opportunities published in one statement (as an editor's bulk publish would), in title order. */
  const publish = async (titles: string[], extra: Record<string, unknown> = {}) => {
    const ids: string[] = [];
    for (const title of titles) {
      const created = await api.request("POST", "/opportunities", {
        as: "editor",
        body: { title, link_url: "https://jobs.example.org/apply", is_active: true, website_viewable: false, ...extra },
      });
      ids.push(expectAnswer(created, 201).id);
    }
    expectAnswer(await api.request("PATCH", "/opportunities/bulk", { as: "editor", body: { ids, set: { website_viewable: true } } }));
    return ids;
  };
  /** Sends can be paced a second apart: runs deliver until nothing is left. */
  const deliverAll = async () => {
    for (let i = 0; i < 20; i++) if ((await deliverDue()).left === 0) return;
    throw new Error("channels still had something to send after 20 calls");
  };
  /** Lets a channel send again at once (its pacing, or a retry's delay, passed). */
  const dueNow = (id: string) =>
    api.db.query("update channels set next_send_at = now() where id = $1", [id]);

  describe("as data", () => {
    it("adds a channel for editors and the secret key, never answering its url; members 403, anonymous 401", async () => {
      const created = await create({ kind: "discord", name: "#internships", url: discordUrl(1), criteria: { category: "Internship" } });
      expect(created.status).toBe(201);
      expect(created.headers.get("location")).toBe(`?id=${created.body.data.id}`);
      expect(created.body.data).toMatchObject({
        kind: "discord", name: "#internships", url_hint: "https://discord.com/…part", criteria: { category: "Internship" },
        events: ["published"], enabled: true, last_delivery: null, consecutive_failures: 0, disabled_reason: null,
        created_by: seedUsers.editor.id,
      });
      expect(created.body.data).not.toHaveProperty("signing_secret");
      const bySecret = await create({ kind: "slack", name: "#jobs", url: slackUrl(1), events: ["published", "withdrawn"] }, "secret");
      expect(bySecret.status).toBe(201);
      expect(bySecret.body.data.created_by).toBeNull();
      expect(await create({ kind: "slack", name: "x", url: slackUrl(2) }, "member")).toMatchObject({ status: 403, body: failure("forbidden") });
      expect(await create({ kind: "slack", name: "x", url: slackUrl(2) }, "nobody")).toMatchObject({ status: 401, body: failure("unauthorized") });
      expect((await api.request("GET", "/opportunities/channels", { as: "member" })).status).toBe(403);
      expect((await api.request("GET", "/opportunities/channels")).status).toBe(401);

      const listed = expectAnswer(await api.request("GET", "/opportunities/channels", { as: "opportunitiesEditor" }));
      expect(listed.map((c: { name: string }) => c.name)).toEqual(["#internships", "#jobs"]);
      const everything = JSON.stringify([listed, created.body, bySecret.body]);
      expect(everything).not.toContain("secretpart");
      expect(everything).not.toContain("slacksecret");
      expect(JSON.stringify(api.logs)).not.toMatch(/secretpart|slacksecret/);
    });

    it("lets editors read every column but the url and the signing secret, through supabase-js as through the API", async () => {
      const grants = await api.db.query<{ column: string; readable: boolean }>(
        `select column_name as column, has_column_privilege('authenticated', 'public.channels', column_name, 'select') as readable
         from information_schema.columns where table_schema = 'public' and table_name = 'channels' order by column_name`,
      );
      expect(grants.filter((g) => !g.readable).map((g) => g.column)).toEqual(["signing_secret", "url"]);
      for (const table of ["channels", "channel_deliveries", "opportunity_events", "channel_announcements"]) {
        const [anon] = await api.db.query<{ any: boolean }>(`select has_table_privilege('anon', 'public.${table}', 'select') as any`);
        expect(anon!.any, table).toBe(false);
      }
    });

    it("answers a webhook's signing secret once, when it is made", async () => {
      const created = await made({ kind: "webhook", name: "Website", url: webhookUrl("once") });
      expect(created.signing_secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(JSON.stringify(await channel(created.id))).not.toContain(created.signing_secret.slice(6));
      expect(JSON.stringify(api.logs)).not.toContain(created.signing_secret.slice(6));
    });

    it("takes Discord and Slack urls only on their hosts, over https, and a webhook only on a public host", async () => {
      const refused: [string, string][] = [
        ["discord", "https://discord.example.com/api/webhooks/1/x"],
        ["discord", "http://discord.com/api/webhooks/1/x"],
        ["discord", slackUrl(1)],
        ["slack", "https://hooks.slack.com.evil.org/services/x"],
        ["slack", discordUrl(1)],
        ["webhook", "http://hooks.example.org/x"],
        ["webhook", "https://127.0.0.1/x"],
        ["webhook", "https://10.1.2.3/x"],
        ["webhook", "https://169.254.169.254/latest/meta-data"],
        ["webhook", "https://192.168.0.10/x"],
        ["webhook", "https://[::1]/x"],
        ["webhook", "https://[fe80::1]/x"],
        ["webhook", "https://[::ffff:10.0.0.1]/x"],
        ["webhook", "https://localhost/x"],
        ["webhook", "https://2130706433/x"], // 127.0.0.1 as a URL parser reads it
        ["webhook", "https://0x7f.1/x"],
        ["webhook", "https://100.64.0.1/x"],
        ["webhook", "https://0.0.0.0/x"],
        ["webhook", "https://db.internal/x"],
        ["webhook", "https://intranet/x"],
        ["webhook", "https://user:pass@hooks.example.org/x"],
      ];
      for (const [kind, url] of refused) {
        const response = await create({ kind, name: "x", url });
        expect(response.status, `${kind} ${url}`).toBe(400);
        expect(problemFields(response), `${kind} ${url}`).toEqual(["url"]);
      }
      expect((await create({ kind: "webhook", name: "x", url: "https://127.0.0.1/x" })).body.error.details[0].message)
        .toBe("must name a public host: not a private, loopback or link-local address");
      expect((await create({ kind: "discord", name: "x", url: "https://discord.example.com/api/webhooks/1/x" })).body.error.details[0].message)
        .toBe("must be a Discord webhook URL: https://discord.com/api/webhooks/<id>/<token>");
      const [count] = await api.db.query<{ n: number }>("select count(*)::int as n from channels");
      expect(count!.n).toBe(0);
      for (const url of ["https://discordapp.com/api/webhooks/1/a-b_c", "https://discord.com/api/v10/webhooks/1/a?thread_id=5"]) {
        expect((await create({ kind: "discord", name: "x", url })).status, url).toBe(201);
      }
      expect((await create({ kind: "webhook", name: "x", url: "https://93.184.215.14:8443/hook?x=1" })).status).toBe(201);
    });

    it("takes the list's filters as criteria, naming a wrong one", async () => {
      const wrong = await create({ kind: "slack", name: "x", url: slackUrl(3), criteria: { category: "Nope", colour: "red", q: "  " } });
      expect(wrong.status).toBe(400);
      expect(problemFields(wrong).sort()).toEqual(["criteria.category", "criteria.colour", "criteria.q"]);
      expect(problemFields(await create({ kind: "slack", name: "x", url: slackUrl(3), criteria: ["category"] }))).toEqual(["criteria"]);
      expect(problemFields(await create({ kind: "slack", name: "x", url: slackUrl(3), events: [] }))).toEqual(["events"]);
      expect(problemFields(await create({ kind: "slack", name: "x", url: slackUrl(3), events: ["published", "published"] }))).toEqual(["events"]);
      expect(problemFields(await create({ kind: "teams", name: "", url: 5 })).sort()).toEqual(["kind", "name", "url"]);
      const right = await made({ kind: "slack", name: "x", url: slackUrl(3), criteria: { workplace: "remote", unexpired: true, q: "data" } });
      expect(right.criteria).toEqual({ workplace: "remote", unexpired: "true", q: "data" });
    });

    it("changes a channel but never its kind, checks a new url against its kind, and deletes it", async () => {
      const { id } = await made({ kind: "discord", name: "#a", url: discordUrl(2) });
      const patched = expectAnswer(await api.request("PATCH", `/opportunities/channels?id=${id}`, { as: "editor", body: { name: "#b", events: ["withdrawn"] } }));
      expect(patched).toMatchObject({ name: "#b", events: ["withdrawn"], url_hint: "https://discord.com/…part" });
      const newUrl = expectAnswer(await api.request("PATCH", `/opportunities/channels?id=${id}`, { as: "editor", body: { url: discordUrl(3) } }));
      expect(newUrl.url_hint).toBe("https://discord.com/…part");
      const [stored] = await api.db.query<{ url: string }>("select url from channels where id = $1", [id]);
      expect(stored!.url).toBe(discordUrl(3));
      const slackOnDiscord = await api.request("PATCH", `/opportunities/channels?id=${id}`, { as: "editor", body: { url: slackUrl(1) } });
      expect(problemFields(slackOnDiscord)).toEqual(["url"]);
      const kind = await api.request("PUT", `/opportunities/channels?id=${id}`, { as: "editor", body: { kind: "slack", name: "#b", url: slackUrl(1) } });
      expect(kind.body).toMatchObject(failure("validation_failed", { message: "kind: cannot change (it is discord): add a new channel instead" }));
      const put = await api.request("PUT", `/opportunities/channels?id=${id}`, { as: "editor", body: { kind: "discord", name: "#c", url: discordUrl(4) } });
      expect(expectAnswer(put).name).toBe("#c");
      const missing = "00000000-0000-4000-8000-000000000009";
      expect((await api.request("PATCH", `/opportunities/channels?id=${missing}`, { as: "editor", body: { name: "x" } })).body).toMatchObject(failure("not_found"));
      expect((await api.request("DELETE", `/opportunities/channels?id=${id}`, { as: "member" })).status).toBe(403);
      expect(expectAnswer(await api.request("DELETE", `/opportunities/channels?id=${id}`, { as: "editor" })).id).toBe(id);
      expect((await api.request("GET", `/opportunities/channels?id=${id}`, { as: "editor" })).status).toBe(404);
    });
  });

  describe("the outbox", () => {
    const events = (ids: string[]) =>
      api.db.query<{ opportunity_id: string; event: string; positioned: boolean }>(
        `select opportunity_id::text, event::text, position is not null as positioned from opportunity_events
         where opportunity_id = any(string_to_array($1, ',')::uuid[]) order by position`,
        [ids.join(",")],
      );

    it("writes an event whoever publishes or withdraws: the API, a bulk edit, supabase-js, an import's sync and SQL", async () => {
      const viaApi = expectAnswer(await api.request("POST", "/opportunities", {
        as: "editor", body: { title: "By API", link_url: "https://e.org/a", is_active: true, website_viewable: true },
      }), 201).id;
      const [bulkA, bulkB] = await publish(["Bulk A", "Bulk B"]);
      const csv = "external_id,title,link_url\nev-1,Imported one,https://e.org/1\nev-2,Imported two,https://e.org/2\n";
      expectAnswer(await api.request("POST", "/opportunities/import?feed=outbox", { as: "editor", body: csv, headers: { "content-type": "text/csv" } }));
      // An editor publishing them with supabase-js: a table write as the editor, under RLS.
      await api.db.transaction(async (tx) => {
        await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
          JSON.stringify({ sub: seedUsers.editor.id, role: "authenticated" }),
        ]);
        await tx.query("update opportunities set is_active = true, website_viewable = true where feed = 'outbox'");
      });
      const sync = "external_id,title,link_url\nev-1,Imported one,https://e.org/1\n";
      expectAnswer(await api.request("POST", "/opportunities/import?feed=outbox&sync=true&force=true", { as: "editor", body: sync, headers: { "content-type": "text/csv" } }));
      const imported = await api.db.query<{ id: string }>("select id::text from opportunities where feed = 'outbox' order by external_id");
      const [{ id: bySql }] = (await api.db.query<{ id: string }>(
        "insert into opportunities (title, link_url, is_active, website_viewable) values ('By SQL', 'https://e.org/s', true, true) returning id::text",
      )) as [{ id: string }];
      await api.db.query("delete from opportunities where id = $1", [bySql]);
      expectAnswer(await api.request("PATCH", `/opportunities?id=${viaApi}`, { as: "editor", body: { is_active: false } }));
      expectAnswer(await api.request("PATCH", `/opportunities?id=${viaApi}`, { as: "editor", body: { is_active: true } })); // published once only

      const ids = [viaApi, bulkA!, bulkB!, ...imported.map((r) => r.id), bySql];
      expect(await events(ids)).toEqual([
        { opportunity_id: viaApi, event: "published", positioned: true },
        { opportunity_id: bulkA, event: "published", positioned: true },
        { opportunity_id: bulkB, event: "published", positioned: true },
        { opportunity_id: imported[0]!.id, event: "published", positioned: true },
        { opportunity_id: imported[1]!.id, event: "published", positioned: true },
        { opportunity_id: imported[1]!.id, event: "withdrawn", positioned: true },
        { opportunity_id: bySql, event: "published", positioned: true },
        { opportunity_id: bySql, event: "withdrawn", positioned: true },
        { opportunity_id: viaApi, event: "withdrawn", positioned: true },
      ]);
    });

    // Two connections at once: a server's, not PGlite's one.
    it.skipIf(target.name === "PGlite")("orders events by commit, so a reader that has seen one has seen every one before it", async () => {
      const drafts = await Promise.all(["Commits last", "Commits first"].map(async (title) =>
        expectAnswer(await api.request("POST", "/opportunities", { as: "editor", body: { title, link_url: "https://e.org/o", is_active: true } }), 201).id as string
      ));
      const publishIn = (tx: { query: (sql: string, values: unknown[]) => Promise<unknown> }, id: string) =>
        tx.query("update opportunities set website_viewable = true where id = $1", [id]);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let written = () => {};
      const wrote = new Promise<void>((resolve) => (written = resolve));
      const slow = api.db.transaction(async (tx) => {
        await publishIn(tx, drafts[0]!); // its event is written first...
        written();
        await held;
      });
      await wrote;
      await api.db.transaction((tx) => publishIn(tx, drafts[1]!)); // ...but this one commits first
      const seen = await events(drafts);
      expect(seen.map((e) => e.opportunity_id)).toEqual([drafts[1]]);
      release();
      await slow;
      const rows = await api.db.query<{ opportunity_id: string; id: string; position: string }>(
        "select opportunity_id::text, id::text, position::text from opportunity_events where opportunity_id = any(string_to_array($1, ',')::uuid[]) order by position",
        [drafts.join(",")],
      );
      expect(rows.map((r) => r.opportunity_id)).toEqual([drafts[1], drafts[0]]);
      expect(BigInt(rows[1]!.id)).toBeLessThan(BigInt(rows[0]!.id)); // written first, placed after
    });

    it("writes nothing for a change that rolls back, or for a record never public", async () => {
      const draft = expectAnswer(await api.request("POST", "/opportunities", { as: "editor", body: { title: "Draft", link_url: "https://e.org/d" } }), 201).id;
      await api.db.query("delete from opportunities where id = $1", [draft]);
      const refused = await api.request("POST", "/opportunities", {
        as: "editor", body: { title: "Refused", link_url: "https://e.org/r", is_active: true, website_viewable: true, linked_form_id: "00000000-0000-4000-8000-000000000001" },
      });
      expect(refused.status).toBe(400);
      const [count] = await api.db.query<{ n: number }>(
        "select count(*)::int as n from opportunity_events where opportunity_id = $1 or record ->> 'title' = 'Refused'", [draft],
      );
      expect(count!.n).toBe(0);
    });
  });

  describe("delivery", () => {
    it("announces to Discord in embeds, 10 a message, in publishing order, once", async () => {
      const { id } = await made({ kind: "discord", name: "#all", url: discordUrl(10) });
      const titles = Array.from({ length: 12 }, (_, i) => `Role ${String(i + 1).padStart(2, "0")}`);
      const ids = await publish(titles, { company_name: "Acme", location: "Leeds", workplace: "hybrid", salary: "£30,000", closes_on: "2099-03-01" });
      await deliverAll();
      const messages = receivers.at(pathOf(discordUrl(10)));
      expect(messages.map((m) => m.problems)).toEqual([[], []]);
      const embeds = messages.flatMap((m) => m.json.embeds as { title: string; url: string; fields: { name: string; value: string }[] }[]);
      expect(messages.map((m) => (m.json.embeds as unknown[]).length)).toEqual([10, 2]);
      expect(embeds.map((e) => e.title)).toEqual(titles);
      expect(embeds[0]).toMatchObject({
        url: `https://club.example.org/opportunities/${ids[0]}`,
        fields: [
          { name: "Company", value: "Acme" }, { name: "Place", value: "Leeds" }, { name: "Work model", value: "Hybrid" },
          { name: "Pay", value: "£30,000" }, { name: "Closes", value: "Mar 1, 2099" },
        ],
      });
      expect(messages[0]!.json.content).toBe("10 new opportunities");
      await deliverAll();
      expect(receivers.at(pathOf(discordUrl(10)))).toHaveLength(2); // never again
      const entries = (await log(id));
      expect(entries.map((d: { status: string; answer_code: number; postings: unknown[] }) => [d.status, d.answer_code, d.postings.length]))
        .toEqual([["sent", 204, 2], ["sent", 204, 10]]);
      expect(entries[1].postings[0]).toMatchObject({ opportunity_id: ids[0], event: "published", title: "Role 01" });
      const page = await api.request("GET", `/opportunities/channels/deliveries?id=${id}&limit=1`, { as: "editor" });
      expect(page.body.data.map((d: { id: string }) => d.id)).toEqual([entries[0].id]);
      const rest = await api.request("GET", `/opportunities/channels/deliveries?id=${id}&limit=1&cursor=${page.body.next_cursor}`, { as: "editor" });
      expect(rest.body.data.map((d: { id: string }) => d.id)).toEqual([entries[1].id]);
      expect(rest.body.next_cursor).toBeNull();
      expect((await channel(id)).last_delivery).toMatchObject({ status: "sent", answer_code: 204, error: null });
    });

    it("keeps each Discord message within its limits, however long the postings' texts", async () => {
      await made({ kind: "discord", name: "#long", url: discordUrl(11) });
      const long = "Ünïcödé 🎓 ".repeat(40);
      await publish(Array.from({ length: 10 }, (_, i) => `${i} ${long}`.slice(0, 200)), {
        company_name: long.slice(0, 200), location: long.slice(0, 200), salary: long.slice(0, 100), description: long,
      });
      await deliverAll();
      const [message] = receivers.at(pathOf(discordUrl(11)));
      expect(message!.problems).toEqual([]);
      expect((message!.json.embeds as unknown[]).length).toBe(10);
    });

    it("announces to Slack in Block Kit, 20 a message, a second apart", async () => {
      await made({ kind: "slack", name: "#jobs", url: slackUrl(10) });
      const ids = await publish(Array.from({ length: 25 }, (_, i) => `Slack <role> & ${String(i).padStart(2, "0")}`), { company_name: "A|B" });
      await deliverAll();
      const messages = receivers.at(pathOf(slackUrl(10)));
      expect(messages.map((m) => m.problems)).toEqual([[], []]);
      expect(messages.map((m) => (m.json.blocks as unknown[]).length)).toEqual([21, 6]);
      expect(messages[1]!.at - messages[0]!.at).toBeGreaterThanOrEqual(900);
      const first = (messages[0]!.json.blocks as { text: { text: string } }[])[1]!.text.text;
      expect(first).toBe(`*<https://club.example.org/opportunities/${ids[0]}|Slack &lt;role&gt; &amp; 00>*\nCompany: A|B`);
      expect(messages[0]!.json.text).toMatch(/^20 new opportunities: Slack &lt;role&gt; &amp; 00, /);
    });

    it("signs each webhook as Standard Webhooks do, with the public record as its payload", async () => {
      const hook = await made({ kind: "webhook", name: "Site", url: webhookUrl("signed"), events: ["published", "withdrawn"] });
      receivers.sign(pathOf(webhookUrl("signed")), hook.signing_secret);
      const [id] = await publish(["Signed role"]);
      await deliverAll();
      const record = expectAnswer(await api.request("GET", `/opportunities?id=${id}`));
      expectAnswer(await api.request("PATCH", `/opportunities?id=${id}`, { as: "editor", body: { website_viewable: false } }));
      await deliverAll();
      const messages = receivers.at(pathOf(webhookUrl("signed")));
      expect(messages.map((m) => m.problems)).toEqual([[], []]);
      expect(messages.map((m) => [m.json.type, (m.json.data as { id: string }).id])).toEqual([
        ["opportunity.published", id], ["opportunity.withdrawn", id],
      ]);
      expect(messages[0]!.json.data).toEqual(record); // the public record, as GET answers it
      expect(messages[1]!.json.data).toEqual(record); // as it was last public, not as the withdrawal left it
      expect(messages[0]!.headers["webhook-id"]).toMatch(/^msg_\d+_\d+$/);
      expect(new Set(messages.map((m) => m.headers["webhook-id"])).size).toBe(2);
      // Another secret does not verify it.
      const other = await made({ kind: "webhook", name: "Other", url: webhookUrl("other") });
      receivers.sign(pathOf(webhookUrl("signed")), other.signing_secret);
      await publish(["Second signed"]);
      await deliverAll();
      expect(receivers.at(pathOf(webhookUrl("signed"))).at(-1)!.problems[0]).toMatch(/^signature:/);
    });

    it("announces only what matches the criteria, and never one withdrawn before it was sent", async () => {
      await made({ kind: "discord", name: "#remote-data", url: discordUrl(12), criteria: { workplace: "remote", q: "data" }, events: ["published", "withdrawn"] });
      const [match, , , gone] = await publish(["Data analyst", "Data engineer", "Chef", "Data scientist"], { workplace: "remote" });
      const [onSite] = await publish(["Data clerk"], { workplace: "on_site" });
      expectAnswer(await api.request("PATCH", "/opportunities/bulk", { as: "editor", body: { ids: [gone], set: { is_active: false } } }));
      expectAnswer(await api.request("DELETE", `/opportunities?id=${match}`, { as: "editor" }));
      await deliverAll();
      const titles = receivers.at(pathOf(discordUrl(12))).flatMap((m) => (m.json.embeds as { title: string }[]).map((e) => e.title));
      expect(titles).toEqual(["Data engineer"]);
      expect(titles.join()).not.toContain(onSite);
    });

    it("tells a channel of a withdrawal only of what it announced, with the record as it was", async () => {
      await made({ kind: "slack", name: "#both", url: slackUrl(12), events: ["published", "withdrawn"] });
      const [kept, removed] = await publish(["Stays", "Removed later"]);
      await deliverAll();
      expectAnswer(await api.request("DELETE", `/opportunities?id=${removed}`, { as: "editor" }));
      await deliverAll();
      const messages = receivers.at(pathOf(slackUrl(12)));
      expect(messages).toHaveLength(2);
      expect(messages[1]!.json.text).toBe("1 withdrawn: Removed later");
      expect(JSON.stringify(messages[1]!.json.blocks)).toContain("Withdrawn: Removed later");
      expect(kept).toBeDefined();
    });

    it("never tells a withdrawal of what a failed first attempt never announced", async () => {
      const { id } = await made({ kind: "slack", name: "#unlucky", url: slackUrl(33), events: ["published", "withdrawn"] });
      const path = pathOf(slackUrl(33));
      receivers.script(path, { status: 503 });
      const [posting] = await publish(["Never announced"]);
      await deliverDue();
      expect((await log(id))[0]).toMatchObject({ status: "retrying" });
      // Unpublished before the retry: the retry announces nothing, and the withdrawal is not for this channel.
      expectAnswer(await api.request("PATCH", `/opportunities?id=${posting}`, { as: "editor", body: { is_active: false } }));
      await dueNow(id);
      await deliverAll();
      expect(receivers.at(path).filter((m) => m.status < 300)).toEqual([]);
      expect(await api.db.query("select 1 from channel_announcements where channel_id = $1", [id])).toEqual([]);
    });

    it("retries a failed send before anything later, with growing delays, then gives it up", async () => {
      const { id } = await made({ kind: "discord", name: "#flaky", url: discordUrl(13) });
      const path = pathOf(discordUrl(13));
      receivers.script(path, { status: 500, body: "upstream trouble" }, { silentMs: 1_500 });
      await publish(["First"]);
      await deliverDue();
      let [first] = await log(id);
      expect(first).toMatchObject({ status: "retrying", attempts: 1, answer_code: 500, error: "The receiver answered 500: upstream trouble" });
      expect(Date.parse(first.next_attempt_at) - Date.now()).toBeGreaterThan(50_000);
      await publish(["Second"]);
      await deliverDue(); // not due yet: nothing sent, not even the second
      expect(receivers.at(path)).toHaveLength(1);
      await dueNow(id);
      await deliverDue(); // the retry times out
      [first] = await log(id);
      expect(first).toMatchObject({ status: "retrying", attempts: 2, answer_code: null, error: "The receiver did not answer within 0.5 s" });
      expect(Date.parse(first.next_attempt_at) - Date.now()).toBeGreaterThan(110_000);
      await dueNow(id);
      await deliverAll();
      const entries = await log(id);
      expect(entries.map((d: { status: string; attempts: number; postings: { title: string }[] }) => [d.status, d.attempts, d.postings[0]!.title]))
        .toEqual([["sent", 1, "Second"], ["sent", 3, "First"]]);
      const sent = receivers.at(path).filter((m) => m.status === 204).map((m) => (m.json.embeds as { title: string }[])[0]!.title);
      expect(sent).toEqual(["First", "Second"]);
      expect(await channel(id)).toMatchObject({ consecutive_failures: 0, enabled: true });

      receivers.script(path, ...Array.from({ length: 6 }, () => ({ status: 503 })));
      await publish(["Never arrives"]);
      for (let i = 0; i < 6; i++) {
        await dueNow(id);
        await deliverDue();
      }
      const [given] = await log(id);
      expect(given).toMatchObject({ status: "failed", attempts: 6, answer_code: 503, error: "The receiver answered 503; given up after 6 attempts" });
      expect(await channel(id)).toMatchObject({ consecutive_failures: 6, enabled: true });
    });

    it("sends a webhook's batch one request per posting, and resumes a retry after the last that arrived", async () => {
      const hook = await made({ kind: "webhook", name: "Batch", url: webhookUrl("batch") });
      const path = pathOf(webhookUrl("batch"));
      receivers.sign(path, hook.signing_secret);
      receivers.script(path, { status: 200 }, { status: 500 });
      await publish(["B1", "B2", "B3"]);
      await deliverDue();
      let [entry] = await log(hook.id);
      expect(entry).toMatchObject({ status: "retrying", told: 1, attempts: 1, answer_code: 500 });
      await dueNow(hook.id);
      await deliverAll();
      [entry] = await log(hook.id);
      expect(entry).toMatchObject({ status: "sent", told: 3, attempts: 2 });
      const got = receivers.at(path).map((m) => [(m.json.data as { title: string }).title, m.status, m.headers["webhook-id"]]);
      expect(got.map(([title, status]) => [title, status])).toEqual([["B1", 200], ["B2", 500], ["B2", 200], ["B3", 200]]);
      expect(got[1]![2]).toBe(got[2]![2]); // the same message, the same id
    });

    it("never sends twice what a sender that stopped mid-send may have sent: that delivery is unknown", async () => {
      const { id } = await made({ kind: "discord", name: "#crash", url: discordUrl(21) });
      await publish(["Maybe sent"]);
      // A sender takes the delivery and dies before it records anything.
      const taken = await asCaller(api.functionsDb, { claims: { role: "service_role" } }, (tx) => claimDelivery(tx, published));
      expect(taken).toMatchObject({ delivery: expect.any(String) });
      await api.db.query("update channels set sending_until = now() - interval '1 second' where id = $1", [id]);
      await publish(["Surely sent"]);
      await deliverAll();
      const entries = await log(id);
      expect(entries.map((d: { status: string; postings: { title: string }[] }) => [d.status, d.postings[0]!.title])).toEqual([
        ["sent", "Surely sent"], ["unknown", "Maybe sent"],
      ]);
      expect(entries[1].error).toBe("The sender stopped while sending; it may have arrived, and is not sent again.");
      expect(receivers.at(pathOf(discordUrl(21))).map((m) => (m.json.embeds as { title: string }[])[0]!.title)).toEqual(["Surely sent"]);
    });

    it("honours 429 and its Retry-After without counting a failure", async () => {
      const { id } = await made({ kind: "discord", name: "#busy", url: discordUrl(14) });
      const path = pathOf(discordUrl(14));
      receivers.script(path, { status: 429, headers: { "retry-after": "7" }, body: '{"message": "You are being rate limited.", "retry_after": 6.2, "global": false}' });
      await publish(["Rate limited"]);
      await deliverDue();
      const [entry] = await log(id);
      expect(entry).toMatchObject({ status: "retrying", answer_code: 429, error: "Rate limited by the receiver" });
      // Retry-After's 7 s from when the answer was recorded (the header, not the body's 6.2).
      const recorded = (await channel(id)).last_delivery.at;
      expect(Date.parse(entry.next_attempt_at) - Date.parse(recorded)).toBe(7_000);
      expect(await channel(id)).toMatchObject({ consecutive_failures: 0 });
      await dueNow(id);
      await deliverAll();
      expect((await log(id))[0]).toMatchObject({ status: "sent", attempts: 2 });
    });

    it("disables a channel whose url is gone, saying why; enabled again, it hears only what comes next", async () => {
      const { id } = await made({ kind: "slack", name: "#archived", url: slackUrl(15) });
      receivers.script(pathOf(slackUrl(15)), { status: 404, body: "no_service" });
      await publish(["Lost"]);
      await deliverAll();
      const disabled = await channel(id);
      expect(disabled).toMatchObject({ enabled: false, consecutive_failures: 1 });
      expect(disabled.disabled_reason).toMatch(/^Its url answered 404: the webhook was removed or its url is wrong/);
      expect((await log(id))[0]).toMatchObject({ status: "failed", answer_code: 404, error: "The receiver answered 404: no_service" });
      await publish(["While disabled"]);
      await deliverAll();
      expect(receivers.at(pathOf(slackUrl(15)))).toHaveLength(1);
      expect(expectAnswer(await api.request("PATCH", `/opportunities/channels?id=${id}`, { as: "editor", body: { enabled: true } })))
        .toMatchObject({ enabled: true, disabled_reason: null, consecutive_failures: 0 });
      await publish(["After"]);
      await deliverAll();
      expect(receivers.at(pathOf(slackUrl(15))).at(-1)!.json.text).toBe("1 new opportunity: After");
    });

    it("disables a channel after 10 failed sends in a row", async () => {
      const { id } = await made({ kind: "webhook", name: "Down", url: webhookUrl("down") });
      receivers.script(pathOf(webhookUrl("down")), ...Array.from({ length: 12 }, () => ({ status: 502 })));
      // Six tries of one delivery give it up; four of the next make ten in a row.
      for (const [title, tries] of [["One", 6], ["Two", 4]] as const) {
        await publish([title]);
        for (let i = 0; i < tries; i++) {
          await dueNow(id);
          await deliverDue();
        }
      }
      const disabled = await channel(id);
      expect(disabled).toMatchObject({ enabled: false, consecutive_failures: 10 });
      expect(disabled.disabled_reason).toBe("Disabled after 10 failed sends in a row; the last: The receiver answered 502.");
      expect((await log(id)).map((d: { status: string }) => d.status)).toEqual(["failed", "failed"]);
    });

    it("never sends to a webhook host that resolves to a private address, nor logs its url", async () => {
      const resolving = await startApi(target, {
        db: { ...api.db, close: async () => {} },
        channels: { requestTimeoutMs: 500, lookup: async () => ["10.0.0.7"] },
      });
      try {
        const { id } = await made({ kind: "webhook", name: "Rebound", url: webhookUrl("rebound") });
        await publish(["Not sent"]);
        expectAnswer(await resolving.request("POST", "/opportunities/schedule/deliver", { as: "secret" }));
        expect(await channel(id)).toMatchObject({
          enabled: false,
          disabled_reason: "Not sent: the url's host resolves to a private, loopback or link-local address. Give it a url on a public host and enable it again.",
        });
        expect(receivers.received).toHaveLength(0);
        expect(JSON.stringify([resolving.logs, await log(id)])).not.toContain("hooks.example.org");
      } finally {
        await resolving.close();
      }
    });

    it("tries again later when a webhook's host cannot be resolved now", async () => {
      const unresolved = await startApi(target, {
        db: { ...api.db, close: async () => {} },
        channels: { lookup: () => Promise.reject(new Error("getaddrinfo EAI_AGAIN hooks.example.org")) },
      });
      try {
        const { id } = await made({ kind: "webhook", name: "Unresolved", url: webhookUrl("unresolved") });
        await publish(["Later"]);
        expectAnswer(await unresolved.request("POST", "/opportunities/schedule/deliver", { as: "secret" }));
        expect((await log(id))[0]).toMatchObject({ status: "retrying", error: "The url's host could not be resolved" });
        expect(await channel(id)).toMatchObject({ enabled: true, consecutive_failures: 1 });
      } finally {
        await unresolved.close();
      }
    });

    it("is for the secret key only", async () => {
      expect(await api.request("POST", "/opportunities/schedule/deliver", { as: "editor" })).toMatchObject({ status: 403, body: failure("forbidden") });
      expect((await api.request("POST", "/opportunities/schedule/deliver")).status).toBe(401);
      expect((await api.request("GET", "/opportunities/channels/deliveries?id=00000000-0000-4000-8000-000000000009", { as: "editor" })).status).toBe(404);
      expect((await api.request("GET", "/opportunities/channels/deliveries?id=00000000-0000-4000-8000-000000000009", { as: "member" })).status).toBe(403);
    });
  });

  describe("what a channel says was public", () => {
    const titlesAt = (path: string) => receivers.at(path).flatMap((m) =>
      m.kind === "discord" ? (m.json.embeds as { title: string }[]).map((e) => e.title)
      : m.kind === "slack" ? [String(m.json.text)]
      : [(m.json.data as { title: string }).title]);

    it("tells a withdrawal with the record as it was last public, never the draft it became", async () => {
      const paths = { discord: pathOf(discordUrl(30)), slack: pathOf(slackUrl(30)), webhook: pathOf(webhookUrl("draft")) };
      await made({ kind: "discord", name: "#d", url: discordUrl(30), events: ["published", "withdrawn"] });
      await made({ kind: "slack", name: "#s", url: slackUrl(30), events: ["published", "withdrawn"] });
      const hook = await made({ kind: "webhook", name: "W", url: webhookUrl("draft"), events: ["published", "withdrawn"] });
      receivers.sign(paths.webhook, hook.signing_secret);
      const [id] = await publish(["Events Lead"], { description: "Run the club's events." });
      await deliverAll();
      const lastPublic = expectAnswer(await api.request("GET", `/opportunities?id=${id}`));
      // Unpublished and rewritten in one change: members-only words from then on.
      expectAnswer(await api.request("PATCH", `/opportunities?id=${id}`, {
        as: "editor", body: { website_viewable: false, title: "DRAFT - layoffs", description: "Members only: budget cuts" },
      }));
      await deliverAll();
      const everything = JSON.stringify(receivers.received.map((m) => m.json));
      expect(everything).not.toMatch(/DRAFT|layoffs|budget cuts/);
      expect(titlesAt(paths.discord)).toEqual(["Events Lead", "Withdrawn: Events Lead"]);
      expect(titlesAt(paths.slack)).toEqual(["1 new opportunity: Events Lead", "1 withdrawn: Events Lead"]);
      expect(receivers.at(paths.webhook).map((m) => m.json.data)).toEqual([lastPublic, lastPublic]);
      expect(receivers.received.every((m) => m.problems.length === 0)).toBe(true);
    });

    it("announces a posting as it was published, and a retry sends the same bytes", async () => {
      const { id } = await made({ kind: "discord", name: "#retry", url: discordUrl(31) });
      const path = pathOf(discordUrl(31));
      receivers.script(path, { status: 500 });
      const [posting] = await publish(["Treasurer"], { company_name: "Club" });
      await deliverDue();
      // Edited while it waits: the announcement is of what was published.
      expectAnswer(await api.request("PATCH", `/opportunities?id=${posting}`, { as: "editor", body: { title: "Treasurer (edited)" } }));
      await dueNow(id);
      await deliverAll();
      const [first, again] = receivers.at(path);
      expect([first!.status, again!.status]).toEqual([500, 204]);
      expect(again!.body).toBe(first!.body);
      expect(titlesAt(path)).toEqual(["Treasurer", "Treasurer"]);
    });

    it("never announces, retries included, a posting no longer published when its turn comes", async () => {
      const { id } = await made({ kind: "slack", name: "#late", url: slackUrl(32) });
      const hook = await made({ kind: "webhook", name: "Late", url: webhookUrl("late") });
      receivers.sign(pathOf(webhookUrl("late")), hook.signing_secret);
      receivers.script(pathOf(slackUrl(32)), { status: 503 });
      receivers.script(pathOf(webhookUrl("late")), { status: 200 }, { status: 503 });
      const [kept, hidden] = await publish(["A kept", "B hidden"]);
      await deliverDue();
      expectAnswer(await api.request("PATCH", `/opportunities?id=${hidden}`, { as: "editor", body: { website_viewable: false, title: "DRAFT" } }));
      await dueNow(id);
      await dueNow(hook.id);
      await deliverAll();
      expect(titlesAt(pathOf(slackUrl(32)))).toEqual(["2 new opportunities: A kept, B hidden", "1 new opportunity: A kept"]);
      expect(titlesAt(pathOf(webhookUrl("late")))).toEqual(["A kept", "B hidden"]); // the second was refused, and never sent again
      expect((await log(hook.id))[0]).toMatchObject({ status: "failed", told: 1, error: "Not sent: what it was to announce is no longer published." });
      expect(await channel(hook.id)).toMatchObject({ enabled: true, consecutive_failures: 1 });
      expect(kept).toBeDefined();
    });
  });

  describe("one channel's trouble", () => {
    it("is its own: a channel whose criteria no longer parse is disabled with its reason, and every other is served", async () => {
      const broken = await made({ kind: "discord", name: "#broken", url: discordUrl(40), criteria: { category: "Internship" } });
      await made({ kind: "discord", name: "#fine", url: discordUrl(41) });
      await api.db.query(`update channels set criteria = '{"category": "Nope", "colour": "red"}' where id = $1`, [broken.id]);
      await publish(["Heard anyway"]);
      const answer = await api.request("POST", "/opportunities/schedule/deliver", { as: "secret" });
      expect(answer.status).toBe(200);
      await deliverAll();
      expect(titlesOf(receivers.at(pathOf(discordUrl(41))))).toEqual(["Heard anyway"]);
      expect(receivers.at(pathOf(discordUrl(40)))).toHaveLength(0);
      const disabled = await channel(broken.id);
      expect(disabled).toMatchObject({ enabled: false, last_delivery: { status: "failed" } });
      expect(disabled.disabled_reason).toMatch(/^Its criteria are no longer filters of the opportunities list: criteria\.category /);
    });
  });

  describe("receivers are strangers", () => {
    it("keeps a receiver's echo of its url out of the log editors read", async () => {
      const url = "https://hooks.example.org/club/T0KEN-abcdef123456?key=s3cr3t-value";
      const hook = await made({ kind: "webhook", name: "Echo", url });
      receivers.script("/club/T0KEN-abcdef123456?key=s3cr3t-value", {
        status: 500, body: `no route for POST /club/T0KEN-abcdef123456?key=s3cr3t-value (T0KEN-abcdef123456, s3cr3t%2Dvalue, s3cr3t-value)`,
      });
      await publish(["Echoed"]);
      await deliverDue();
      const [entry] = await log(hook.id);
      expect(entry.error).toMatch(/^The receiver answered 500: no route for POST …/);
      const readable = JSON.stringify([entry, await channel(hook.id), api.logs]);
      expect(readable).not.toMatch(/T0KEN|s3cr3t|abcdef123456/);
    });

    it("answers a webhook's signing secret to its creation only, never to a replay of it", async () => {
      const body = { kind: "webhook", name: "Replayed", url: webhookUrl("replayed") };
      const headers = { "idempotency-key": "create-replayed-1" };
      const first = await api.request("POST", "/opportunities/channels", { as: "editor", body, headers });
      expect(expectAnswer(first, 201).signing_secret).toMatch(/^whsec_/);
      const replay = await api.request("POST", "/opportunities/channels", { as: "editor", body, headers });
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(expectAnswer(replay, 201).id).toBe(first.body.data.id);
      expect(JSON.stringify(replay.body)).not.toContain(first.body.data.signing_secret.slice(6));
      expect(replay.body.data).not.toHaveProperty("signing_secret");
    });

    it("escapes every chat text: Slack's fallback and sections, Discord's titles and fields", async () => {
      await made({ kind: "slack", name: "#esc", url: slackUrl(42) });
      await made({ kind: "discord", name: "#esc", url: discordUrl(42) });
      await publish(["<!channel> urgent <@U123> [free](https://evil.example) **now**"], { company_name: "@everyone <#C1>" });
      await deliverAll();
      const [slack] = receivers.at(pathOf(slackUrl(42)));
      expect(String(slack!.json.text)).not.toMatch(/<!channel>|<@U123>/);
      expect(String(slack!.json.text)).toContain("&lt;!channel&gt; urgent &lt;@U123&gt;");
      expect(JSON.stringify(slack!.json.blocks)).not.toMatch(/<!channel>|<@U123>|<#C1>/);
      const [embed] = (receivers.at(pathOf(discordUrl(42)))[0]!.json.embeds as { title: string; fields: { value: string }[] }[]);
      expect(embed!.title).toBe("\\<!channel\\> urgent \\<\\@U123\\> \\[free\\]\\(https://evil.example\\) \\*\\*now\\*\\*");
      expect(embed!.fields[0]!.value).toBe("\\@everyone \\<#C1\\>");
    });

    it("connects to the address it checked, by the connection's own lookup", async () => {
      // The receiver's host answers allowed addresses, then, between the check before a send and its
      // connection, a private one (a rebinding name).
      const answers = [["127.0.0.1"], ["127.0.0.1"], ["127.0.0.1"], ["10.0.0.9"]];
      const looked: string[] = [];
      const rebinding = await startApi(target, {
        db: { ...api.db, close: async () => {} },
        channels: {
          origins: { webhook: receivers.origin.replace("127.0.0.1", "rebind.example.org") },
          lookup: async (host) => (looked.push(host), answers.shift() ?? ["10.0.0.9"]),
          allowAddress: (address) => address === "127.0.0.1",
          requestTimeoutMs: 500,
        },
      });
      try {
        const hook = await made({ kind: "webhook", name: "Rebinding", url: webhookUrl("rebinding") });
        receivers.sign(pathOf(webhookUrl("rebinding")), hook.signing_secret);
        await publish(["First"]);
        expectAnswer(await rebinding.request("POST", "/opportunities/schedule/deliver", { as: "secret" }));
        expect(titlesOf(receivers.at(pathOf(webhookUrl("rebinding"))))).toEqual(["First"]);
        expect(looked).toEqual(["rebind.example.org", "rebind.example.org"]); // the check before, and the connection's own
        await publish(["Second"]);
        await dueNow(hook.id);
        expectAnswer(await rebinding.request("POST", "/opportunities/schedule/deliver", { as: "secret" }));
        expect(receivers.at(pathOf(webhookUrl("rebinding")))).toHaveLength(1);
        expect(await channel(hook.id)).toMatchObject({
          enabled: false,
          disabled_reason: "Not sent: the url's host resolves to a private, loopback or link-local address. Give it a url on a public host and enable it again.",
        });
      } finally {
        await rebinding.close();
      }
    });

    it("refuses a private webhook host written through supabase-js, as the API does", async () => {
      for (const url of ["https://127.0.0.1/x", "https://localhost./x", "https://2130706433/x", "https://0x7f.1/x", "https://10.0.0.1./x", "https://db.internal./x"]) {
        expect(problemFields(await create({ kind: "webhook", name: "x", url }))).toEqual(["url"]);
        const refused = await api.db.transaction(async (tx) => {
          await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
            JSON.stringify({ sub: seedUsers.editor.id, role: "authenticated" }),
          ]);
          await tx.query("insert into channels (kind, name, url) values ('webhook', 'x', $1)", [url]);
        }).then(() => "taken", (e: Error) => e.message);
        expect(refused).toContain("channels_url_public_host");
      }
    });
  });

  describe("two instances delivering at once", () => {
    it("send each event once per channel, in order", async () => {
      const other = await startApi(target, { db: { ...api.db, close: async () => {} }, channels: { origins: receivers.origins, requestTimeoutMs: 500 } });
      try {
        const hooks = await Promise.all([1, 2, 3].map((n) => made({ kind: "webhook", name: `W${n}`, url: webhookUrl(`pair-${n}`) })));
        hooks.forEach((hook, n) => receivers.sign(pathOf(webhookUrl(`pair-${n + 1}`)), hook.signing_secret));
        const discord = await made({ kind: "discord", name: "#pair", url: discordUrl(20) });
        const titles = Array.from({ length: 15 }, (_, i) => `Pair ${String(i).padStart(2, "0")}`);
        await publish(titles);
        const call = (instance: Api) => instance.request("POST", "/opportunities/schedule/deliver", { as: "secret" });
        for (let round = 0; round < 10; round++) {
          const answers = await Promise.all([call(api), call(other)]);
          for (const answer of answers) expect(answer.status).toBe(200);
          if (answers.every((a) => a.body.data.left === 0)) break;
        }
        for (let n = 1; n <= 3; n++) {
          const got = receivers.at(pathOf(webhookUrl(`pair-${n}`)));
          expect(got.map((m) => m.problems.length)).toEqual(titles.map(() => 0));
          expect(got.map((m) => (m.json.data as { title: string }).title)).toEqual(titles);
        }
        const embeds = receivers.at(pathOf(discordUrl(20))).flatMap((m) => (m.json.embeds as { title: string }[]).map((e) => e.title));
        expect(embeds).toEqual(titles);
        expect(discord.id).toBeDefined();
      } finally {
        await other.close();
      }
    });
  });
});
