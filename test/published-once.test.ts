// "Published" is one definition per record table: `private.published(<row>)`, made by
// private.make_record_table from its `published_when`. Every place that decides what the public
// sees is held to it over every state a record can be in (viewable or not, active or not, and for
// tables that have them, expired or not and closed or not): the published_at trigger, the outbox,
// the read policies (anon, and anonymous sign-ins) and the feeds' declaration. Weakening any one of
// them fails the test that names it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Claims, Database } from "../functions/_shared/database/database.ts";
import { asCaller } from "../functions/_shared/database/as-caller.ts";
import { execute, sql } from "../functions/_shared/database/sql.ts";
import { capitalised } from "../functions/_shared/http/openapi-schemas.ts";
import type { PublicRecords, RecordType } from "../functions/_shared/records/record-type.ts";
import { recordTypes } from "../functions/registry.ts";
import contract from "../openapi.json" with { type: "json" };
import { insertRow } from "./support/rows.ts";
import { targets } from "./support/targets.ts";

const schemas = contract.components.schemas as unknown as Record<string, { example?: Record<string, unknown> } | undefined>;
const columnsOf = (type: RecordType) => new Set(type.columns);

/** Every state a record of `type` can be in, as column values (only the columns its table has). */
function states(type: RecordType): Record<string, unknown>[] {
  const has = columnsOf(type);
  const choices: Record<string, unknown[]> = {
    website_viewable: [true, false],
    is_active: [true, false],
    ...(has.has("expires_at") ? { expires_at: [null, "2001-01-01T00:00:00Z", "2999-01-01T00:00:00Z"] } : {}),
    ...(has.has("closes_on") ? { closes_on: [null, "2001-01-01"], opens_on: [null] } : {}),
  };
  return Object.entries(choices).reduce<Record<string, unknown>[]>(
    (rows, [column, values]) => rows.flatMap((row) => values.map((value) => ({ ...row, [column]: value }))),
    [{}],
  );
}

/** The contract's create example as columns (the fields a table has), without what would collide. */
function exampleRow(type: RecordType): Record<string, unknown> {
  const example = schemas[`${capitalised(type.noun)}Input`]?.example ?? {};
  const has = columnsOf(type);
  return Object.fromEntries(Object.entries(example).filter(([field]) => has.has(field) && field !== "external_id"));
}

const announced = recordTypes.filter((type) => type.public?.announced);
/** The ids given as one JSON parameter (`$n`), as rows: the same on PGlite and on a server. */
const idsIn = (n: number) => `(select value::uuid from json_array_elements_text($${n}::text::json))`;

describe.each(targets)("one definition of published on $name", (target) => {
  let db: Database;
  beforeAll(async () => (db = await target.open()));
  afterAll(() => db?.close());

  describe.each(recordTypes.filter((t) => t.public).map((type) => [type.name, type as RecordType & { public: PublicRecords }] as const))(
    "%s",
    (_, type) => {
      const table = `public.${type.table}`;
      let rows: { id: string; published: boolean; published_at: string | null }[];
      const ids = () => rows.map((r) => r.id);
      const publishedIds = () => rows.filter((r) => r.published).map((r) => r.id).sort();
      const visibleTo = async (claims: Claims) =>
        (await asCaller(db, { claims }, (tx) => tx.query<{ id: string }>(`select id from ${table} where id in ${idsIn(1)}`, [JSON.stringify(ids())])))
          .map((r) => r.id).sort();

      beforeAll(async () => {
        const inserted = [];
        for (const state of states(type)) {
          inserted.push(await insertRow<{ id: string }>(db, table, { ...exampleRow(type), ...state }, "id"));
        }
        rows = await db.query(`select id, private.published(t) as published, published_at from ${table} t where id in ${idsIn(1)}`, [
          JSON.stringify(inserted.map((r) => r.id)),
        ]);
      });

      it("has states both published and not (the check itself)", () => {
        expect(publishedIds().length).toBeGreaterThan(0);
        expect(publishedIds().length).toBeLessThan(rows.length);
      });

      it("the published_at trigger stamps exactly what private.published says", () => {
        expect(rows.filter((r) => r.published_at !== null).map((r) => r.id).sort()).toEqual(publishedIds());
      });

      it("the read policy lets anon read exactly what private.published says", async () => {
        expect(await visibleTo({ role: "anon" })).toEqual(publishedIds());
      });

      it("the policies let an anonymous sign-in read exactly what private.published says", async () => {
        expect(await visibleTo({ role: "authenticated", sub: crypto.randomUUID(), is_anonymous: true })).toEqual(publishedIds());
      });

      it("the feeds' declaration (public.published) is private.published", async () => {
        const declared = await execute<{ id: string }>(db, sql`select id from ${type.sql.ref} where ${type.public.published(type.sql)}
          and id in (select value::uuid from json_array_elements_text(${JSON.stringify(ids())}::text::json))`);
        expect(declared.map((r) => r.id).sort()).toEqual(publishedIds());
      });

      it.runIf(announced.includes(type))("the outbox announces exactly what private.published says, and withdraws it", async () => {
        const events = async (event: string) =>
          (await db.query<{ id: string }>(
            `select opportunity_id as id from public.opportunity_events where event = $1 and opportunity_id in ${idsIn(2)}`,
            [event, JSON.stringify(ids())],
          )).map((r) => r.id).sort();
        expect(await events("published")).toEqual(publishedIds());
        await db.query(`update ${table} set website_viewable = false where id in ${idsIn(1)}`, [JSON.stringify(ids())]);
        expect(await events("withdrawn")).toEqual(publishedIds());
      });
    },
  );
});
