// created_* and updated_* are stamped by the database whatever the client sends: times from the
// transaction clock, users from the caller's verified JWT (auth.uid()).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database } from "../functions/_shared/database/database.ts";
import { asCaller } from "../functions/_shared/database/as-caller.ts";
import { seedUsers } from "../local/seed-users.ts";
import { callers, opportunitiesEditorId, resourcesEditorId } from "./support/callers.ts";
import { insertRow, opportunity, resource } from "./support/rows.ts";
import { targets } from "./support/targets.ts";

interface Audited {
  id: string;
  created_at: string;
  created_by: string | null;
  updated_at: string;
  updated_by: string | null;
}
const auditColumns = "id, created_at, created_by, updated_at, updated_by";
const forged = {
  created_at: "2000-01-01T00:00:00Z",
  created_by: seedUsers.member.id,
  updated_at: "2000-01-01T00:00:00Z",
  updated_by: seedUsers.member.id,
};

describe.each(targets)("audit columns on $name", (target) => {
  let db: Database;
  beforeAll(async () => (db = await target.open()));
  afterAll(() => db?.close());

  describe.each([
    { table: "opportunities", row: opportunity, secondEditor: opportunitiesEditorId },
    { table: "resources", row: resource, secondEditor: resourcesEditorId },
  ])("$table", ({ table, row, secondEditor }) => {
    const read = async (id: string) =>
      (await db.query<Audited>(`select ${auditColumns} from ${table} where id = $1`, [id]))[0]!;
    /** Compared in Postgres, at microseconds: two writes can fall in one JavaScript millisecond. */
    const updatedSinceCreated = async (id: string) =>
      (await db.query<{ later: boolean }>(`select updated_at > created_at as later from ${table} where id = $1`, [id]))[0]!
        .later;

    it("stamps the creator and times on insert, ignoring what the client sends", async () => {
      const before = new Date();
      const created = await asCaller(db, { claims: callers.editor }, (tx) =>
        insertRow<Audited>(tx, table, row(forged), auditColumns)
      );
      expect(created.created_by).toBe(seedUsers.editor.id);
      expect(created.updated_by).toBe(seedUsers.editor.id);
      expect(Date.parse(created.created_at)).toBeGreaterThanOrEqual(before.getTime() - 1000);
      expect(created.updated_at).toEqual(created.created_at);
    });

    it("stamps the updater and time on every update, keeping the creation data", async () => {
      const created = await asCaller(db, { claims: callers.editor }, (tx) =>
        insertRow<Audited>(tx, table, row(), auditColumns)
      );
      await asCaller(db, { claims: { role: "authenticated", sub: secondEditor } }, (tx) =>
        tx.query(
          `update ${table} set title = 'edited', created_at = $2, created_by = $3, updated_at = $2, updated_by = $3
           where id = $1`,
          [created.id, forged.created_at, seedUsers.member.id],
        )
      );
      const updated = await read(created.id);
      expect(updated.created_at).toEqual(created.created_at);
      expect(updated.created_by).toBe(seedUsers.editor.id);
      expect(updated.updated_by).toBe(secondEditor);
      expect(await updatedSinceCreated(created.id)).toBe(true);
    });

    it("sets updated_at even when an update changes nothing else", async () => {
      const created = await insertRow<Audited>(db, table, row(), auditColumns);
      expect(await updatedSinceCreated(created.id)).toBe(false);
      await db.query(`update ${table} set title = title where id = $1`, [created.id]);
      expect(await updatedSinceCreated(created.id)).toBe(true);
    });

    it("nulls a deleted user's references and changes nothing else", async () => {
      const userId = table === "opportunities" ? "e0000000-0000-4000-8000-0000000000d1" : "e0000000-0000-4000-8000-0000000000d2";
      await db.query("insert into auth.users (id, email) values ($1, $2)", [userId, `${userId}@example.org`]);
      await db.query("insert into public.user_roles (user_id, role) values ($1, 'editor')", [userId]);
      const created = await asCaller(db, { claims: { role: "authenticated", sub: userId } }, (tx) =>
        insertRow<Audited>(tx, table, row(), auditColumns)
      );
      const before = await db.query(`select * from ${table} where id = $1`, [created.id]);
      await db.query("delete from auth.users where id = $1", [userId]);
      const [after] = await db.query(`select * from ${table} where id = $1`, [created.id]);
      expect(after).toEqual({ ...before[0], created_by: null, updated_by: null });
    });

    it("still refuses a client's attempt to clear created_by", async () => {
      const created = await asCaller(db, { claims: callers.editor }, (tx) => insertRow<Audited>(tx, table, row(), auditColumns));
      await asCaller(db, { claims: callers.editor }, (tx) => tx.query(`update ${table} set created_by = null where id = $1`, [created.id]));
      expect((await read(created.id)).created_by).toBe(seedUsers.editor.id);
    });

    it("records no user for service calls", async () => {
      const created = await asCaller(db, { claims: callers.service }, (tx) =>
        insertRow<Audited>(tx, table, row(forged), auditColumns)
      );
      expect(created).toMatchObject({ created_by: null, updated_by: null });
      expect(new Date(created.created_at).getFullYear()).toBeGreaterThan(2000);
    });
  });
});
