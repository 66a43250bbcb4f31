// What every record type in the registry must do, tested by behaviour rather than by shape: who
// reads and writes its rows (the database's policies, read as each caller), that publishing
// stamps published_at, that its feed lists a published record, and that its history records a
// change. A new record type is walked here by being registered; a broadened policy, a missing
// restriction on anonymous sign-ins or a missing published_at trigger fails a test that names it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Claims, Queryable } from "../functions/_shared/database/database.ts";
import { asCaller } from "../functions/_shared/database/as-caller.ts";
import { capitalised } from "../functions/_shared/http/openapi-schemas.ts";
import type { RecordType } from "../functions/_shared/records/record-type.ts";
import { recordTypes } from "../functions/registry.ts";
import { mintUserToken } from "../local/dev-credentials.ts";
import { seedUsers } from "../local/seed-users.ts";
import contract from "../openapi.json" with { type: "json" };
import { type Api, startApi } from "./support/api.ts";
import { expectAnswer } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

type Schema = { example?: Record<string, unknown> };
const schemas = contract.components.schemas as unknown as Record<string, Schema | undefined>;

/**
 * The contract's create example with its dates moved to the year 2999 (their order kept), so that
 * a record made from it is current whenever the suite runs.
 */
function exampleOf(type: RecordType): Record<string, unknown> {
  const example = schemas[`${capitalised(type.noun)}Input`]?.example;
  if (!example) throw new Error(`${capitalised(type.noun)}Input has no example in openapi.json`);
  return Object.fromEntries(Object.entries(example).map(([field, value]) =>
    [field, typeof value === "string" && /^\d{4}-\d\d-\d\d/.test(value) ? `2999${value.slice(4)}` : value]
  ));
}

/** The four states a record can be in, by who may read it. */
const states = {
  published: { website_viewable: true, is_active: true },
  draft: { website_viewable: false, is_active: true },
  withdrawn: { website_viewable: true, is_active: false },
  hidden: { website_viewable: false, is_active: false },
} as const;
type State = keyof typeof states;

const holderId = "e0000000-0000-4000-8000-0000000000b1";
const anonymousSignInId = "e0000000-0000-4000-8000-0000000000b2";
const noRoleId = "e0000000-0000-4000-8000-0000000000b3";

describe.each(targets)("every record type on $name", (target) => {
  let api: Api;
  beforeAll(async () => (api = await startApi(target)));
  afterAll(() => api?.close());

  describe.each(recordTypes.map((type) => [type.name, type] as const))("%s", (_, type) => {
    const holder: Claims = { role: "authenticated", sub: holderId };
    const callers: Record<string, Claims> = {
      anon: { role: "anon" },
      "a signed-in user with no role": { role: "authenticated", sub: noRoleId },
      member: { role: "authenticated", sub: seedUsers.member.id },
      [`a holder of ${type.permission} only`]: holder,
      "an anonymous sign-in holding the member role": { role: "authenticated", sub: anonymousSignInId, is_anonymous: true },
    };
    const ids = {} as Record<State, string>;
    let holderHeaders: Record<string, string>;

    // The ids as one text parameter: the production driver knows no array types (database/postgres.ts).
    const seenBy = (claims: Claims) =>
      asCaller(api.db, { claims }, async (tx: Queryable) =>
        (await tx.query<{ id: string }>(`select id from public.${type.table} where id = any(string_to_array($1, ',')::uuid[])`, [Object.values(ids).join(",")]))
          .map((row) => (Object.entries(ids).find(([, id]) => id === row.id)![0])).sort());

    beforeAll(async () => {
      // A role holding only this type's permission, and an anonymous sign-in that was given the member role.
      const role = `test_${type.table}_editor`;
      await api.db.exec(`
        insert into auth.users (id, email) values ('${holderId}', 'holder@example.org'), ('${noRoleId}', 'no-role@example.org')
          on conflict do nothing;
        insert into auth.users (id, is_anonymous) values ('${anonymousSignInId}', true) on conflict do nothing;
        insert into public.app_roles (name) values ('${role}');
        insert into public.role_permissions (role, permission) values ('${role}', '${type.permission}');
        delete from public.user_roles where user_id = '${holderId}';
        insert into public.user_roles (user_id, role) values ('${holderId}', '${role}'), ('${anonymousSignInId}', 'member')
          on conflict do nothing;
      `);
      holderHeaders = { apikey: api.credentials.publishableKey, authorization: `Bearer ${await mintUserToken(api.credentials, { id: holderId })}` };
      for (const [state, flags] of Object.entries(states) as [State, typeof states[State]][]) {
        const created = await api.request("POST", `/${type.name}`, { headers: holderHeaders, body: { ...exampleOf(type), ...flags, [type.sortColumn]: `A ${state} ${type.noun}` } });
        ids[state] = expectAnswer(created, 201).id;
      }
    });

    const expected: Record<string, State[]> = {
      anon: ["published"],
      "a signed-in user with no role": ["published"],
      member: ["draft", "published"],
      [`a holder of ${type.permission} only`]: ["draft", "hidden", "published", "withdrawn"],
      "an anonymous sign-in holding the member role": ["published"],
    };

    it.each(Object.keys(expected))("its policies let %s read exactly what it may", async (caller) => {
      expect(await seenBy(callers[caller]!)).toEqual(expected[caller]);
    });

    it("restricts anonymous sign-ins by a restrictive policy on the is_anonymous claim", async () => {
      const rows = await api.db.query(
        `select 1 from pg_policies where schemaname = 'public' and tablename = $1 and permissive = 'RESTRICTIVE'
           and cmd = 'SELECT' and 'authenticated' = any(roles) and qual like '%is_anonymous%'`,
        [type.table],
      );
      expect(rows, `public.${type.table} has no restrictive policy for anonymous sign-ins (private.make_record_table makes it)`).toHaveLength(1);
    });

    it.each(["anon", "member"])("refuses writes by %s", async (caller) => {
      const claims = callers[caller]!;
      const insert = asCaller(api.db, { claims }, (tx) => tx.query(`insert into public.${type.table} (${type.sortColumn}) values ('x')`));
      await expect(insert).rejects.toMatchObject({ code: "42501" });
      const updated = await asCaller(api.db, { claims }, (tx) => tx.query(`update public.${type.table} set ${type.sortColumn} = 'x' where id = any(string_to_array($1, ',')::uuid[]) returning id`, [Object.values(ids).join(",")]))
        .catch((error) => (expect(error).toMatchObject({ code: "42501" }), []));
      expect(updated).toEqual([]);
    });

    it(`lets a holder of its permission change and delete any record`, async () => {
      const changed = await asCaller(api.db, { claims: holder }, (tx) => tx.query(`update public.${type.table} set display_order = display_order where id = any(string_to_array($1, ',')::uuid[]) returning id`, [Object.values(ids).join(",")]));
      expect(changed).toHaveLength(4);
      const scratch = expectAnswer(await api.request("POST", `/${type.name}`, { headers: holderHeaders, body: exampleOf(type) }), 201);
      const deleted = await asCaller(api.db, { claims: holder }, (tx) => tx.query(`delete from public.${type.table} where id = $1 returning id`, [scratch.id]));
      expect(deleted).toEqual([{ id: scratch.id }]);
    });

    it("stamps published_at when a record is first published, and only then", async () => {
      const stamp = async (id: string) => (await api.db.query<{ at: string | null }>(`select published_at as at from public.${type.table} where id = $1`, [id]))[0]?.at;
      expect(await stamp(ids.published), "a record made published has published_at (trigger stamp_published_at)").not.toBeNull();
      expect(await stamp(ids.draft), "a draft has none").toBeNull();
      const published = expectAnswer(await api.request("PATCH", `/${type.name}?id=${ids.hidden}`, { headers: holderHeaders, body: states.published }));
      expect(published.published_at, "publishing stamps published_at (trigger stamp_published_at)").toEqual(expect.any(String));
      const hidden = expectAnswer(await api.request("PATCH", `/${type.name}?id=${ids.hidden}`, { headers: holderHeaders, body: states.hidden }));
      expect(hidden.published_at, "unpublishing keeps it").toBe(published.published_at);
    });

    it.runIf(type.public)("lists a published record in its feed, and no other", async () => {
      const feed = await api.request("GET", `/${type.name}/feed.json?limit=200`);
      expect(feed.status).toBe(200);
      const listed = (feed.body.items as { id: string }[]).map((item) => item.id);
      expect(listed).toContain(ids.published);
      expect(listed.filter((id) => id !== ids.published && Object.values(ids).includes(id))).toEqual([]);
    });

    it("records each change in its history", async () => {
      expectAnswer(await api.request("PATCH", `/${type.name}?id=${ids.draft}`, { headers: holderHeaders, body: { [type.sortColumn]: "Renamed draft" } }));
      const history = expectAnswer(await api.request("GET", `/${type.name}/history?id=${ids.draft}`, { headers: holderHeaders }));
      expect(history.map((r: { operation: string }) => r.operation)).toEqual(["update", "insert"]);
      expect(history[0]).toMatchObject({ changed: expect.arrayContaining([type.sortColumn]) });
    });
  });
});
