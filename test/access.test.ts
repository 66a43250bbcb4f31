// Who sees and may change what, enforced by RLS and grants: every caller, for both tables and
// the active_opportunities view, for select, insert, update and delete.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type Queryable } from "../functions/_shared/database/database.ts";
import { asCaller, readAs } from "../functions/_shared/database/as-caller.ts";
import { listRead, pageOf } from "../functions/_shared/records/listing.ts";
import type { RecordType } from "../functions/_shared/records/record-type.ts";
import { opportunityType } from "../functions/opportunities/record.ts";
import { resourceType } from "../functions/resources/handler.ts";
import { seedUsers } from "../local/seed-users.ts";
import { type CallerName, callers } from "./support/callers.ts";
import { insertRow, opportunity, resource } from "./support/rows.ts";
import { targets } from "./support/targets.ts";

const opp = (n: number) => `a0000000-0000-4000-8000-00000000000${n}`;
const res = (n: number) => `b0000000-0000-4000-8000-00000000000${n}`;
const seeded = {
  opportunities: [1, 2, 3, 4, 5, 6, 7, 8].map(opp),
  resources: [1, 2, 3, 4, 5].map(res),
};

// Seeded opportunities: 1 viewable+active, 2 active, 3 viewable+inactive, 4 neither,
// 5 viewable+active (form), 6 viewable+active but expired, 7 viewable+active job, 8 neither (job).
const publicOpportunities = [1, 5, 7].map(opp);
const liveOpportunities = [1, 2, 5, 7].map(opp);
// Seeded resources: 1 viewable+active, 2 active, 3 viewable+inactive, 4 neither, 5 viewable+active.
const publicResources = [1, 5].map(res);
const activeResources = [1, 2, 5].map(res);

const visible: Record<"opportunities" | "active_opportunities" | "resources", Record<CallerName, string[]>> = {
  opportunities: {
    anon: publicOpportunities,
    noRole: publicOpportunities,
    member: liveOpportunities,
    resourcesEditor: liveOpportunities,
    editor: seeded.opportunities,
    opportunitiesEditor: seeded.opportunities,
    service: seeded.opportunities,
  },
  active_opportunities: {
    anon: publicOpportunities,
    noRole: publicOpportunities,
    member: liveOpportunities,
    resourcesEditor: liveOpportunities,
    editor: liveOpportunities,
    opportunitiesEditor: liveOpportunities,
    service: liveOpportunities,
  },
  resources: {
    anon: publicResources,
    noRole: publicResources,
    member: activeResources,
    opportunitiesEditor: activeResources,
    editor: seeded.resources,
    resourcesEditor: seeded.resources,
    service: seeded.resources,
  },
};

/** Who may insert, update and delete rows of each table. */
const writers: Record<"opportunities" | "resources", CallerName[]> = {
  opportunities: ["editor", "opportunitiesEditor", "service"],
  resources: ["editor", "resourcesEditor", "service"],
};
const allCallers = Object.keys(callers) as CallerName[];
const insufficientPrivilege = "42501";

describe.each(targets)("access control on $name", (target) => {
  let db: Database;
  beforeAll(async () => (db = await target.open()));
  afterAll(() => db?.close());

  const as = <T>(caller: CallerName, work: (tx: Queryable) => Promise<T>) =>
    asCaller(db, { claims: callers[caller] }, work);
  const idsSeenBy = async (caller: CallerName, relation: string, among: string[]) =>
    (await as(caller, (tx) => tx.query<{ id: string }>(`select id from ${relation} order by id`)))
      .map((row) => row.id)
      .filter((id) => among.includes(id));

  describe.each(allCallers)("as %s", (caller) => {
    it("reads exactly the opportunities it may", async () => {
      expect(await idsSeenBy(caller, "opportunities", seeded.opportunities))
        .toEqual(visible.opportunities[caller]);
    });

    it("reads exactly the active, unexpired opportunities it may through the view", async () => {
      expect(await idsSeenBy(caller, "active_opportunities", seeded.opportunities))
        .toEqual(visible.active_opportunities[caller]);
    });

    it("reads exactly the resources it may", async () => {
      expect(await idsSeenBy(caller, "resources", seeded.resources)).toEqual(visible.resources[caller]);
    });

    it("reads exactly what it may through the API's one-round-trip reads (readAs)", async () => {
      const listed = async (type: RecordType, among: string[]) =>
        (pageOf(await readAs(db, { claims: callers[caller] }, listRead(type, { filters: {} }))).data as { id: string }[])
          .map((row) => row.id).filter((id) => among.includes(id)).sort();
      expect(await listed(opportunityType, seeded.opportunities)).toEqual(visible.opportunities[caller]);
      expect(await listed(resourceType, seeded.resources)).toEqual(visible.resources[caller]);
      const [view = []] = await readAs<{ id: string }>(db, { claims: callers[caller] }, {
        statements: [{ text: "select id from active_opportunities order by id", values: [] }],
      });
      expect(view.map((row) => row.id).filter((id) => seeded.opportunities.includes(id)))
        .toEqual(visible.active_opportunities[caller]);
    });

    describe.each([
      { table: "opportunities" as const, row: opportunity },
      { table: "resources" as const, row: resource },
    ])("writing $table", ({ table, row }) => {
      const allowed = writers[table].includes(caller);
      /** A public, live row made by the owner, so every caller can see it. */
      const visibleRow = () =>
        insertRow<{ id: string }>(db, table, row({ website_viewable: true, is_active: true }));
      const titleOf = async (id: string) =>
        (await db.query<{ title: string }>(`select title from ${table} where id = $1`, [id]))[0]?.title;

      it(allowed ? "inserts" : "may not insert", async () => {
        const attempt = as(caller, (tx) => insertRow(tx, table, row({ title: `by ${caller}` }), "id, title"));
        if (allowed) await expect(attempt).resolves.toMatchObject({ title: `by ${caller}` });
        else await expect(attempt).rejects.toMatchObject({ code: insufficientPrivilege });
      });

      it(allowed ? "updates" : "may not update", async () => {
        const { id } = await visibleRow();
        const attempt = as(caller, (tx) =>
          tx.query(`update ${table} set title = 'changed' where id = $1 returning id`, [id])
        );
        if (allowed) {
          await expect(attempt).resolves.toEqual([{ id }]);
          expect(await titleOf(id)).toBe("changed");
        } else {
          // Anon has no UPDATE grant at all; a member's update matches no row under RLS.
          await attempt.then((rows) => expect(rows).toEqual([]), (error) =>
            expect(error).toMatchObject({ code: insufficientPrivilege }));
          expect(await titleOf(id)).not.toBe("changed");
        }
      });

      it(allowed ? "deletes" : "may not delete", async () => {
        const { id } = await visibleRow();
        const attempt = as(caller, (tx) => tx.query(`delete from ${table} where id = $1 returning id`, [id]));
        if (allowed) {
          await expect(attempt).resolves.toEqual([{ id }]);
          expect(await titleOf(id)).toBeUndefined();
        } else {
          await attempt.then((rows) => expect(rows).toEqual([]), (error) =>
            expect(error).toMatchObject({ code: insufficientPrivilege }));
          expect(await titleOf(id)).toBeDefined();
        }
      });
    });

    it(caller === "service" ? "writes through the view" : "may not write through the view", async () => {
      const statements = [
        "insert into active_opportunities (title, link_url) values ('via view', 'https://v.example') returning id",
        `update active_opportunities set title = 'via view' where id = '${opp(1)}' returning id`,
        `delete from active_opportunities where id = '${opp(2)}' returning id`,
      ];
      for (const statement of statements) {
        // Each attempt in its own rolled-back transaction: the seeded rows stay for other tests.
        const attempt = as(caller, async (tx) => {
          await tx.query(statement);
          throw new Error("rolled back");
        });
        if (caller === "service") await expect(attempt).rejects.toThrow("rolled back");
        else await expect(attempt).rejects.toMatchObject({ code: insufficientPrivilege });
      }
    });
  });

  // As supabase-js uses the tables directly (PostgREST runs `select *` and `returning *`): every
  // role may use `*`, and RLS alone decides the rows.
  describe.each(allCallers)("`*` as %s", (caller) => {
    it("selects * from both tables and the view, seeing the rows RLS gives it", async () => {
      for (const relation of ["opportunities", "active_opportunities", "resources"] as const) {
        const rows = await as(caller, (tx) => tx.query<{ id: string }>(`select * from ${relation} order by id`));
        expect(rows.map((r) => r.id).filter((id) => seeded[relation === "resources" ? "resources" : "opportunities"].includes(id)))
          .toEqual(visible[relation][caller]);
      }
    });

    it.each(["opportunities", "resources"] as const)("inserts and updates %s with returning * as its grants and RLS allow", async (table) => {
      const row = table === "opportunities" ? opportunity : resource;
      const allowed = writers[table].includes(caller);
      const insert = as(caller, (tx) => insertRow<{ id: string; title: string }>(tx, table, row({ title: `star by ${caller}` })));
      if (!allowed) return void (await expect(insert).rejects.toMatchObject({ code: insufficientPrivilege }));
      const created = await insert;
      expect(created).toMatchObject({ title: `star by ${caller}`, created_at: expect.any(String) });
      const updated = await as(caller, (tx) => tx.query(`update ${table} set title = 'star' where id = $1 returning *`, [created.id]));
      expect(updated).toEqual([expect.objectContaining({ id: created.id, title: "star" })]);
      // supabase-js upsert(): insert ... on conflict do update ... returning *.
      const upserted = await as(caller, (tx) =>
        tx.query(
          `insert into ${table} (id, title, link_url${table === "resources" ? ", category" : ""})
           select id, title, link_url${table === "resources" ? ", category" : ""} from ${table} where id = $1
           on conflict (id) do update set title = 'upserted' returning *`,
          [created.id],
        )
      );
      expect(upserted).toEqual([expect.objectContaining({ id: created.id, title: "upserted" })]);
    });
  });

  describe("opportunity_notifications", () => {
    const notify = (caller: CallerName, id: string) =>
      as(caller, (tx) =>
        tx.query(
          `insert into opportunity_notifications (opportunity_id, notify_members) values ($1, true)
           on conflict (opportunity_id) do update set notify_members = true returning *`,
          [id],
        )
      );

    it.each(["editor", "opportunitiesEditor", "service"] as const)("are set and read by %s", async (caller) => {
      const { id } = await insertRow<{ id: string }>(db, "opportunities", opportunity());
      expect(await notify(caller, id)).toEqual([{ opportunity_id: id, notify_members: true, notified_at: null }]);
      const sent = await as(caller, (tx) =>
        tx.query("update opportunity_notifications set notified_at = now() where opportunity_id = $1 returning notified_at", [id])
      );
      expect(sent).toEqual([{ notified_at: expect.stringMatching(/Z$/) }]);
      expect(await as(caller, (tx) => tx.query("select opportunity_id from opportunity_notifications where opportunity_id = $1", [id])))
        .toEqual([{ opportunity_id: id }]);
    });

    it.each(["anon", "member", "resourcesEditor"] as const)("are neither read nor written by %s", async (caller) => {
      const { id } = await insertRow<{ id: string }>(db, "opportunities", opportunity({ is_active: true, website_viewable: true }));
      await db.query("insert into opportunity_notifications (opportunity_id, notify_members) values ($1, true)", [id]);
      await expect(notify(caller, id)).rejects.toMatchObject({ code: insufficientPrivilege });
      const read = as(caller, (tx) => tx.query("select * from opportunity_notifications"));
      if (caller === "anon") await expect(read).rejects.toMatchObject({ code: insufficientPrivilege });
      else await expect(read).resolves.toEqual([]);
      const changed = as(caller, (tx) => tx.query("update opportunity_notifications set notify_members = false returning *"));
      if (caller === "anon") await expect(changed).rejects.toMatchObject({ code: insufficientPrivilege });
      else await expect(changed).resolves.toEqual([]);
      expect(await db.query("select notify_members from opportunity_notifications where opportunity_id = $1", [id]))
        .toEqual([{ notify_members: true }]);
    });

    it("go with their opportunity", async () => {
      const { id } = await insertRow<{ id: string }>(db, "opportunities", opportunity());
      await notify("editor", id);
      await db.query("delete from opportunities where id = $1", [id]);
      expect(await db.query("select * from opportunity_notifications where opportunity_id = $1", [id])).toEqual([]);
    });
  });

  describe("the permission check", () => {
    const cases: [CallerName, string, boolean][] = [
      ["anon", "manage_opportunities", false],
      ["member", "manage_opportunities", false],
      ["member", "manage_resources", false],
      ["editor", "manage_opportunities", true],
      ["editor", "manage_resources", true],
      ["opportunitiesEditor", "manage_opportunities", true],
      ["opportunitiesEditor", "manage_resources", false],
      ["resourcesEditor", "manage_opportunities", false],
      ["resourcesEditor", "manage_resources", true],
      ["service", "manage_resources", true],
    ];
    it.each(cases)("tells whether %s may %s (%s)", async (caller, permission, expected) => {
      const [row] = await as(caller, (tx) =>
        tx.query("select private.has_permission($1) as allowed", [permission])
      );
      expect(row).toEqual({ allowed: expected });
    });

    it("is a security definer function with an empty search_path", async () => {
      const [row] = await db.query(
        `select prosecdef, to_json(proconfig) as proconfig from pg_proc where oid = 'private.has_permission'::regproc`,
      );
      expect(row).toEqual({ prosecdef: true, proconfig: ['search_path=""'] });
    });
  });

  describe("role tables", () => {
    it("show users their own roles only", async () => {
      const roles = (caller: CallerName) =>
        as(caller, (tx) => tx.query("select user_id, role from user_roles order by role"));
      await expect(roles("editor")).resolves.toEqual([{ user_id: seedUsers.editor.id, role: "editor" }]);
      await expect(roles("member")).resolves.toEqual([{ user_id: seedUsers.member.id, role: "member" }]);
      await expect(roles("noRole")).resolves.toEqual([]);
      await expect(roles("anon")).rejects.toMatchObject({ code: insufficientPrivilege });
    });

    it.each(["member", "editor"] as const)("cannot be changed by %s", async (caller) => {
      await expect(as(caller, (tx) =>
        tx.query("insert into user_roles (user_id, role) values ($1, 'editor')", [seedUsers.member.id])
      )).rejects.toMatchObject({ code: insufficientPrivilege });
      await expect(as(caller, (tx) =>
        tx.query("insert into role_permissions (role, permission) values ('resources_editor', 'manage_opportunities')")
      )).rejects.toMatchObject({ code: insufficientPrivilege });
    });
  });

  describe("forms", () => {
    it.each(["anon", "member"] as const)("are readable by %s", async (caller) => {
      const forms = await as(caller, (tx) => tx.query<{ id: string }>("select id from forms"));
      expect(forms.map((f) => f.id)).toContain("f0000000-0000-4000-8000-000000000001");
    });

    it.each(["anon", "member", "editor"] as const)("are not written by %s", async (caller) => {
      await expect(as(caller, (tx) => tx.query("insert into forms (title) values ('x')")))
        .rejects.toMatchObject({ code: insufficientPrivilege });
    });
  });
});
