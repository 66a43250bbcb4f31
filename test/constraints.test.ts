// Every database rule accepts the good value and rejects the bad one, whichever client writes.
// Run as the table owner, so RLS is out of the way and only the constraints speak.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../functions/_shared/database/database.ts";
import { insertRow, opportunity, resource, seededFormId } from "./support/rows.ts";
import { targets } from "./support/targets.ts";

const checkViolation = "23514";
const notNullViolation = "23502";

describe.each(targets)("constraints on $name", (target) => {
  let db: Database;
  beforeAll(async () => (db = await target.open()));
  afterAll(() => db?.close());

  const insertOpportunity = (overrides: Record<string, unknown>) =>
    insertRow(db, "opportunities", opportunity(overrides));
  const insertResource = (overrides: Record<string, unknown>) =>
    insertRow(db, "resources", resource(overrides));

  describe("opportunities", () => {
    it("fills the documented defaults", async () => {
      const row = await insertOpportunity({});
      expect(row).toMatchObject({
        display_order: 0,
        website_viewable: false,
        is_active: true,
        source: "manual",
      });
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
      expect(row.updated_at).toEqual(row.created_at);
    });

    it("stores links only as URIs: a character outside URI syntax, a bare % or a second # is refused", async () => {
      for (const link of ["https://example.org/caf%C3%A9", "https://example.org/a%7Cb?q=1#top", "https://[::1]:8080/x"]) {
        await expect(insertOpportunity({ link_url: link })).resolves.toBeTruthy();
      }
      for (const link of ["https://example.org/café", "https://example.org/a|b", "https://example.org/%zz", "https://example.org/%4", "https://e.org/#a#b"]) {
        await expect(insertOpportunity({ link_url: link }), link).rejects.toMatchObject({
          code: checkViolation,
          constraint: "opportunities_link_url_http_url",
        });
      }
      await expect(insertOpportunity({ icon_url: "/icons/caf%C3%A9.svg" })).resolves.toBeTruthy();
      await expect(insertOpportunity({ icon_url: "/icons/café.svg" })).rejects.toMatchObject({ constraint: "opportunities_icon_url_url_or_path" });
      await expect(insertResource({ thumbnail_url: "https://example.org/a b" })).rejects.toMatchObject({ constraint: "resources_thumbnail_url_http_url" });
    });

    it("requires a title that is not blank", async () => {
      await expect(insertOpportunity({ title: "Designer" })).resolves.toBeTruthy();
      for (const title of ["", "   ", "\t\n"]) {
        await expect(insertOpportunity({ title })).rejects.toMatchObject({
          code: checkViolation,
          constraint: "opportunities_title_not_blank",
        });
      }
      await expect(insertOpportunity({ title: null })).rejects.toMatchObject({
        code: notNullViolation,
      });
    });

    it("takes exactly one of link_url and linked_form_id", async () => {
      await expect(insertOpportunity({ link_url: "https://a.example" })).resolves.toBeTruthy();
      await expect(insertOpportunity({ link_url: null, linked_form_id: seededFormId }))
        .resolves.toBeTruthy();
      const rule = { code: checkViolation, constraint: "opportunities_exactly_one_target" };
      await expect(insertOpportunity({ link_url: "https://a.example", linked_form_id: seededFormId }))
        .rejects.toMatchObject(rule);
      await expect(insertOpportunity({ link_url: null })).rejects.toMatchObject(rule);
    });

    it("does not count an empty or blank link_url as a link", async () => {
      const rule = { code: checkViolation, constraint: "opportunities_exactly_one_target" };
      await expect(insertOpportunity({ link_url: "" })).rejects.toMatchObject(rule);
      await expect(insertOpportunity({ link_url: " \t\n" })).rejects.toMatchObject(rule);
      await expect(insertOpportunity({ link_url: "", linked_form_id: seededFormId }))
        .resolves.toBeTruthy();
    });

    it("keeps the rule on update, so a link cannot simply be removed", async () => {
      const row = await insertOpportunity({});
      await expect(db.query("update opportunities set link_url = null where id = $1", [row.id]))
        .rejects.toMatchObject({ constraint: "opportunities_exactly_one_target" });
      await expect(
        db.query("update opportunities set link_url = null, linked_form_id = $2 where id = $1", [
          row.id,
          seededFormId,
        ]),
      ).resolves.toBeTruthy();
    });

    it("routes only to a form that exists", async () => {
      await expect(
        insertOpportunity({ link_url: null, linked_form_id: "00000000-0000-4000-8000-00000000dead" }),
      ).rejects.toMatchObject({ code: "23503" });
    });

    // The allowed values are enums: anything else is not a value of the type (22P02).
    it("accepts only the six categories, or none", async () => {
      for (const category of ["Internship", "Club Role", "Project", "Sponsor", "Job", "Other", null]) {
        await expect(insertOpportunity({ category })).resolves.toMatchObject({ category });
      }
      for (const category of ["Scholarship", "job", "Club role", ""]) {
        await expect(insertOpportunity({ category })).rejects.toMatchObject({ code: "22P02" });
      }
    });

    it("accepts only the four employment types, or none", async () => {
      for (const employment_type of ["Full-time", "Part-time", "Internship", "Contract", null]) {
        await expect(insertOpportunity({ employment_type })).resolves.toMatchObject({ employment_type });
      }
      for (const employment_type of ["Full time", "full-time", "Temporary"]) {
        await expect(insertOpportunity({ employment_type })).rejects.toMatchObject({ code: "22P02" });
      }
    });

    it("accepts only the two sources, never none", async () => {
      for (const source of ["manual", "csv_import"]) {
        await expect(insertOpportunity({ source })).resolves.toMatchObject({ source });
      }
      await expect(insertOpportunity({ source: "scraper" })).rejects.toMatchObject({ code: "22P02" });
      await expect(insertOpportunity({ source: null })).rejects.toMatchObject({ code: notNullViolation });
    });

    it("keeps external_id unique, and allows any number without one", async () => {
      await insertOpportunity({ external_id: "board-42" });
      await expect(insertOpportunity({ external_id: "board-42" })).rejects.toMatchObject({
        code: "23505",
        constraint: "opportunities_external_id_key",
      });
      await expect(insertOpportunity({ external_id: null })).resolves.toBeTruthy();
      await expect(insertOpportunity({ external_id: null })).resolves.toBeTruthy();
    });

    it("refuses closes_on before opens_on", async () => {
      await expect(insertOpportunity({ opens_on: "2027-01-01", closes_on: "2027-01-31" })).resolves.toBeTruthy();
      await expect(insertOpportunity({ opens_on: "2027-01-01", closes_on: "2027-01-01" })).resolves.toBeTruthy();
      await expect(insertOpportunity({ opens_on: "2027-01-01", closes_on: null })).resolves.toBeTruthy();
      await expect(insertOpportunity({ opens_on: null, closes_on: "2027-01-01" })).resolves.toBeTruthy();
      await expect(insertOpportunity({ opens_on: "2027-01-02", closes_on: "2027-01-01" })).rejects.toMatchObject({
        code: checkViolation,
        constraint: "opportunities_closes_not_before_opens",
      });
    });

    it("refuses null flags and order, and impossible dates and numbers", async () => {
      for (const column of ["website_viewable", "is_active", "display_order"]) {
        await expect(insertOpportunity({ [column]: null })).rejects.toMatchObject({ code: notNullViolation });
      }
      await expect(insertOpportunity({ opens_on: "2027-02-30" })).rejects.toMatchObject({ code: "22008" });
      await expect(insertOpportunity({ display_order: "2147483648" })).rejects.toMatchObject({ code: "22003" });
      await expect(insertOpportunity({ display_order: "-2147483648" })).resolves.toBeTruthy();
      // Calendar dates come back exactly as stored, never shifted by a time zone.
      await expect(insertOpportunity({ opens_on: "2027-02-28" })).resolves.toMatchObject({
        opens_on: "2027-02-28",
      });
    });

    it("refuses null creation and update times", async () => {
      // The audit trigger stamps them on every write; not null is the backstop for the owner.
      const columns = await db.query<{ column_name: string; is_nullable: string; column_default: string }>(
        `select column_name, is_nullable, column_default from information_schema.columns
         where table_name = 'opportunities' and column_name in ('created_at', 'updated_at')`,
      );
      expect(columns).toHaveLength(2);
      for (const c of columns) expect(c).toMatchObject({ is_nullable: "NO", column_default: "now()" });
    });
  });

  describe("resources", () => {
    it("fills the documented defaults", async () => {
      expect(await insertResource({})).toMatchObject({
        display_order: 0,
        website_viewable: false,
        is_active: true,
        description: null,
        extension: null,
        thumbnail_url: null,
        resource_date: null,
      });
    });

    it.each(["title", "category", "link_url"])("requires a %s that is not blank", async (column) => {
      await expect(insertResource({ [column]: column === "link_url" ? "https://x.example" : "x" })).resolves.toBeTruthy();
      await expect(insertResource({ [column]: " \t" })).rejects.toMatchObject({
        code: checkViolation,
        constraint: `resources_${column}_not_blank`,
      });
      // A resource without a link_url needs a file instead.
      await expect(insertResource({ [column]: null })).rejects.toMatchObject(
        column === "link_url" ? { code: checkViolation, constraint: "resources_link_or_file" } : { code: notNullViolation },
      );
    });

    it("refuses a file outside the resources' buckets, or one Storage does not hold", async () => {
      await db.query("insert into storage.objects (bucket_id, name, metadata) values ('company-logos', 'a.png', '{}')");
      await expect(insertResource({ file: "company-logos/a.png" })).rejects.toMatchObject({ code: checkViolation, constraint: "resources_file_bucket" });
      await expect(insertResource({ file: "resource-files/none.pdf" })).rejects.toMatchObject({ code: "23503", constraint: "resources_file_exists" });
    });

    it("refuses null flags and order, and impossible dates", async () => {
      for (const column of ["website_viewable", "is_active", "display_order"]) {
        await expect(insertResource({ [column]: null })).rejects.toMatchObject({ code: notNullViolation });
      }
      await expect(insertResource({ resource_date: "2026-13-01" })).rejects.toMatchObject({ code: "22008" });
    });
  });

  describe("forms", () => {
    it("refuses to delete a form an opportunity routes to", async () => {
      await expect(db.query("delete from forms where id = $1", [seededFormId])).rejects.toMatchObject({
        // restrict_violation on PostgreSQL 18 (PGlite), foreign_key_violation before it
        code: expect.stringMatching(/^23(001|503)$/),
      });
      const [row] = await db.query("select count(*)::int as n from forms where id = $1", [seededFormId]);
      expect(row).toEqual({ n: 1 });
    });

    it("deletes a form nothing routes to", async () => {
      const form = await insertRow<{ id: string }>(db, "forms", { title: "Unused form" });
      await expect(db.query("delete from forms where id = $1 returning id", [form.id])).resolves.toEqual([
        { id: form.id },
      ]);
    });
  });
});
