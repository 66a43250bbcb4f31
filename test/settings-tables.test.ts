// What every settings table in the registry must do (functions/registry.ts' settingsTables), by
// behaviour: its routes as its flags declare them, each answered as the contract says (the test
// API checks every answer against openapi.json). An editors' table: only holders of the
// function's permission may read or write it, through the API and through supabase-js (its
// policies, private.make_settings_table); its secret columns are written and never answered, nor
// readable back; a log answers for its own rows only. A subscribers' table: an anonymous caller
// names a row, a member lists only their own, nobody reads another's. A new settings table is
// walked here by being registered.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asCaller } from "../functions/_shared/database/as-caller.ts";
import { settingsTables } from "../functions/registry.ts";
import type * as z from "zod";
import { type Api, startApi } from "./support/api.ts";
import { callers } from "./support/callers.ts";
import { expectAnswer } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

/** An id no row has, in the form the table's `?id=` takes (a uuid, or the first its key's rule takes: a domain, a code). */
const absent = (s: { key?: { rule(): z.ZodType } }) =>
  s.key ? ["absent.example", "ZZ"].find((id) => s.key!.rule().safeParse(id).success)! : "00000000-0000-4000-8000-000000000000";

/** A schema's example, as the contract shows it. */
const exampleOf = (schema: z.ZodType) => {
  const example = schema.meta()?.example as Record<string, unknown> | undefined;
  if (!example) throw new Error(`${schema.meta()?.id ?? "a schema"} has no example`);
  return example;
};

/** A schema's fields, looking through `.superRefine` and `.transform` to its object. */
const fieldsOf = (schema: z.ZodType): string[] => {
  const def = (schema as unknown as { def: { type: string; in?: z.ZodType; schema?: z.ZodType } }).def;
  if (def.type === "pipe") return fieldsOf(def.in!);
  return Object.keys((schema as z.ZodObject).shape);
};

describe.each(settingsTables.map(({ table }) => [table.noun, table] as const))("the %s's columns as the catalog grants them", (_, s) => {
  const column = (name: string) => s.facts.columns.find((c) => c.name === name);
  it("writes from its create, replace and patch only columns its migration lets the API's roles write", () => {
    const { create, replace, patch } = s.routes;
    const written = [...(create || replace ? [s.schemas().input] : []), ...(patch ? [s.schemas().patch] : [])];
    expect(written.length).toBeGreaterThan(0);
    for (const schema of written) expect(fieldsOf(schema).filter((field) => !column(field)?.write)).toEqual([]);
  });

  it("answers only columns the API's roles may read (or its own expressions), never a secret but the once a create says it", () => {
    const shown = fieldsOf(s.schemas().record).filter((field) => !(field === "id" && s.key) && !s.read?.[field]);
    expect(shown.filter((field) => !column(field)?.read && !s.secret.includes(field))).toEqual([]);
    expect(s.secret).toEqual(s.facts.columns.filter((c) => c.write && !c.read).map((c) => c.name));
  });
});

describe.each(targets)("every settings table on $name", (target) => {
  let api: Api;
  beforeAll(async () => (api = await startApi(target)));
  afterAll(() => api?.close());

  describe.each(settingsTables.filter(({ table }) => table.owner === "permission").map(({ table }) => [table.noun, table] as const))("%s", (_, s) => {
    const tableName = s.table.name;
    let id: string;
    beforeAll(async () => {
      await api.db.query(`delete from ${tableName}`);
      const created = await api.request("POST", s.path, { as: "editor", body: exampleOf(s.schemas().input) });
      id = expectAnswer(created, 201).id;
      expect(created.headers.get("location")).toBe(`?id=${id}`);
    });

    it("lists its rows, and one by id, to editors (404 for an id it has not)", async () => {
      expect(expectAnswer(await api.request("GET", s.path, { as: "editor" })).map((r: { id: string }) => r.id)).toEqual([id]);
      expect(expectAnswer(await api.request("GET", `${s.path}?id=${id}`, { as: "editor" })).id).toBe(id);
      const missing = await api.request("GET", `${s.path}?id=${absent(s)}`, { as: "editor" });
      expect([missing.status, missing.body.error.code]).toEqual([404, "not_found"]);
    });

    it("is read and written only by holders of the permission: 401 anonymous, 403 for a member", async () => {
      for (const [method, path, body] of [
        ["GET", s.path, undefined],
        ["POST", s.path, exampleOf(s.schemas().input)],
        ["PATCH", `${s.path}?id=${id}`, exampleOf(s.schemas().patch)],
        ["DELETE", `${s.path}?id=${id}`, undefined],
      ] as const) {
        expect([method, (await api.request(method, path, { as: "nobody", body })).status]).toEqual([method, 401]);
        expect([method, (await api.request(method, path, { as: "member", body })).status]).toEqual([method, 403]);
      }
      expect(expectAnswer(await api.request("GET", s.path, { as: "editor" }))).toHaveLength(1);
    });

    it("lets no one but the permission's holders read its rows through supabase-js (its policies)", async () => {
      const seen = (claims: (typeof callers)[keyof typeof callers]) =>
        asCaller(api.db, { claims }, (tx) => tx.query(`select ${s.key?.column ?? "id"} as id from ${tableName}`));
      expect(await seen(callers.member)).toEqual([]);
      expect(await seen(callers.noRole)).toEqual([]);
      await expect(seen(callers.anon)).rejects.toThrow(/permission denied/);
      expect(await seen(callers.editor)).toEqual([{ id }]);
    });

    it.runIf(s.secret?.length)("never answers its secret columns, and editors cannot read them back", async () => {
      const answers = [
        ...expectAnswer(await api.request("GET", s.path, { as: "editor" })),
        expectAnswer(await api.request("PATCH", `${s.path}?id=${id}`, { as: "editor", body: exampleOf(s.schemas().patch) })),
      ];
      for (const column of s.secret!) {
        for (const answer of answers) expect(Object.keys(answer)).not.toContain(column);
        await expect(asCaller(api.db, { claims: callers.editor }, (tx) => tx.query(`select ${column} from ${tableName}`)))
          .rejects.toThrow(/permission denied/);
      }
    });

    it.runIf(s.routes.patch)("changes some fields with PATCH, and refuses an empty one naming the rule", async () => {
      const patch = exampleOf(s.schemas().patch);
      const changed = expectAnswer(await api.request("PATCH", `${s.path}?id=${id}`, { as: "editor", body: patch }));
      expect(changed).toMatchObject(Object.fromEntries(Object.entries(patch).filter(([field]) => !s.secret?.includes(field))));
      const empty = await api.request("PATCH", `${s.path}?id=${id}`, { as: "editor", body: {} });
      expect([empty.status, empty.body.error.code]).toEqual([400, "validation_failed"]);
    });

    it.runIf(s.routes.replace)("replaces a row with PUT, the input's rules again", async () => {
      const replaced = await api.request("PUT", `${s.path}?id=${id}`, { as: "editor", body: exampleOf(s.schemas().input) });
      expect(expectAnswer(replaced).id).toBe(id);
    });

    it.runIf(s.routes.log)("answers its log for a row it has, and 404 for one it has not", async () => {
      const path = `${s.path}/${s.routes.log!.path}`;
      expect(expectAnswer(await api.request("GET", `${path}?id=${id}`, { as: "editor" }))).toEqual([]);
      expect((await api.request("GET", `${path}?id=${absent(s)}`, { as: "editor" })).status).toBe(404);
      expect((await api.request("GET", `${path}?id=${id}`, { as: "member" })).status).toBe(403);
    });

    it.runIf(s.routes.delete)("deletes a row, answering it as it was; then it is gone", async () => {
      expect(expectAnswer(await api.request("DELETE", `${s.path}?id=${id}`, { as: "editor" })).id).toBe(id);
      expect((await api.request("GET", `${s.path}?id=${id}`, { as: "editor" })).status).toBe(404);
      expect((await api.request("DELETE", `${s.path}?id=${id}`, { as: "editor" })).status).toBe(404);
    });
  });

  describe.each(settingsTables.filter(({ table }) => table.owner === "caller").map(({ table }) => [table.noun, table] as const))(
    "%s (each row its own subscriber's)",
    (_, s) => {
      const nobody = "00000000-0000-4000-8000-000000000000";

      it("asks an anonymous caller to name one, and lists a member's own only", async () => {
        const anonymous = await api.request("GET", s.path, { as: "nobody" });
        expect([anonymous.status, anonymous.body.error.code]).toEqual([401, "unauthorized"]);
        expect(expectAnswer(await api.request("GET", s.path, { as: "member" }))).toEqual([]);
        expect(expectAnswer(await api.request("GET", s.path, { as: "editor" }))).toEqual([]);
      });

      it("answers 404 for a row that is not the caller's, with what it says", async () => {
        for (const method of ["GET", "DELETE"] as const) {
          const response = await api.request(method, `${s.path}?id=${nobody}`, { as: "member" });
          expect([method, response.status, response.body.error.message]).toEqual([method, 404, s.missing]);
        }
      });

      it.runIf(s.routes.patch)("refuses a change that names no row, naming id", async () => {
        const response = await api.request("PATCH", s.path, { as: "member", body: exampleOf(s.schemas().patch) });
        expect([response.status, response.body.error.details?.[0]?.field]).toEqual([400, "id"]);
      });
    },
  );
});
