// The backstop behind validation: whatever the database refuses (on PGlite and on a server)
// becomes the right status and a message naming the field, never SQL, table or constraint names.
// Validated API input rarely gets this far, so these errors come from SQL written here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, DatabaseError } from "../functions/_shared/database/database.ts";
import { asCaller } from "../functions/_shared/database/as-caller.ts";
import { apiErrorFromDatabase } from "../functions/_shared/http/database-errors.ts";
import { callers } from "./support/callers.ts";
import { targets } from "./support/targets.ts";

describe.each(targets)("database errors on $name", (target) => {
  let db: Database;
  beforeAll(async () => (db = await target.open()));
  afterAll(() => db?.close());

  /** What the API would answer for the error this statement raises. */
  const answer = async (sql: string, params: unknown[] = [], caller: keyof typeof callers = "service", read = false) => {
    const error = await asCaller(db, { claims: callers[caller] }, (tx) => tx.query(sql, params)).then(
      () => expect.fail(`expected ${sql} to fail`),
      (e: unknown) => e,
    );
    const apiError = apiErrorFromDatabase(error, { role: callers[caller].role, read });
    if (apiError) expect(apiError.message).not.toMatch(/opportunities_|resources_|insert|relation|constraint|violates/i);
    return apiError && { status: apiError.status, code: apiError.code, message: apiError.message, details: apiError.details };
  };
  const insertOpportunity = "insert into opportunities (title, link_url, linked_form_id, category, opens_on, display_order, external_id) values ($1, $2, $3, $4, $5, $6, $7)";
  const opportunity = (overrides: Partial<Record<"title" | "link" | "form" | "category" | "opens" | "order" | "external", unknown>> = {}) => [
    overrides.title ?? "x", overrides.link === undefined ? "https://a.example" : overrides.link, overrides.form ?? null,
    overrides.category ?? null, overrides.opens ?? null, overrides.order ?? 0, overrides.external ?? null,
  ];

  it("maps each constraint to its field and rule", async () => {
    expect(await answer(insertOpportunity, opportunity({ category: "Scholarship" }))).toMatchObject({
      status: 400, code: "invalid_input", // not a value of the category enum; Postgres names no column
    });
    expect(await answer(insertOpportunity, opportunity({ link: null }))).toMatchObject({
      status: 400, details: [{ field: "link_url", message: "exactly one of link_url and linked_form_id must be set" }],
    });
    expect(await answer(insertOpportunity, opportunity({ form: "00000000-0000-4000-8000-00000000dead", link: null })))
      .toMatchObject({ status: 400, details: [{ field: "linked_form_id", message: "must name an existing form" }] });
    expect(await answer("insert into resources (title, category, link_url) values (' ', 'c', 'https://a.example')"))
      .toMatchObject({ status: 400, details: [{ field: "title", message: "must not be blank" }] });
  });

  it("reads a column rule from the constraint's name on any table, one with underscores in its name too", async () => {
    await db.exec(`create table public.event_series (id int, short_note text constraint event_series_short_note_length check (length(short_note) <= 3));
      grant all on public.event_series to service_role`);
    expect(await answer("insert into event_series (id, short_note) values (1, 'abcd')")).toEqual({
      status: 400, code: "validation_failed", message: "short_note: is too long", details: [{ field: "short_note", message: "is too long" }],
    });
  });

  it("maps a duplicate external_id to 409", async () => {
    await asCaller(db, { claims: callers.service }, (tx) => tx.query(insertOpportunity, opportunity({ external: "dberr-1" })));
    expect(await answer(insertOpportunity, opportunity({ external: "dberr-1" }))).toMatchObject({
      status: 409, code: "duplicate_external_id",
    });
  });

  it("maps a missing required value to 400 naming the column", async () => {
    expect(await answer("insert into resources (title, category, link_url) values (null, 'c', 'https://a.example')"))
      .toEqual({ status: 400, code: "validation_failed", message: "title: is required", details: [{ field: "title", message: "is required" }] });
  });

  it.each([
    ["an impossible date", opportunity({ opens: "2027-02-30" })],
    ["an integer out of range", opportunity({ order: "2147483648" })],
    ["a value of the wrong type", opportunity({ order: "seven" })],
    ["a NUL character", opportunity({ title: "a\u0000b" })],
  ])("maps %s to 400 invalid_input", async (_, params) => {
    expect(await answer(insertOpportunity, params)).toMatchObject({ status: 400, code: "invalid_input" });
  });

  it("maps permission denied as PostgREST does: 401 for anon, 403 for a signed-in write, 500 on a read", async () => {
    expect(await answer(insertOpportunity, opportunity(), "anon")).toMatchObject({ status: 401, code: "unauthorized" });
    expect(await answer(insertOpportunity, opportunity(), "member")).toMatchObject({ status: 403, code: "forbidden" });
    // Reads never meet it unless our grants are wrong: that is our failure, logged as a 500.
    expect(await answer("select * from private.idempotency_keys", [], "member", true)).toBeUndefined();
  });

  it.each([
    ["a time zone offset Postgres cannot hold", "select '2027-01-01T00:00:00+16:00'::timestamptz"],
    ["a date before year 1", "select '0000-12-31'::date"],
  ])("maps %s to 400 invalid_input", async (_, sql) => {
    expect(await answer(sql)).toMatchObject({ status: 400, code: "invalid_input" });
  });

  it("maps lost races (deadlock, serialization failure) and the statement timeout to 503 with Retry-After", async () => {
    for (const code of ["40001", "40P01", "57014"]) {
      const error = apiErrorFromDatabase(new DatabaseError("x", code), { role: "authenticated", read: false });
      expect(error).toMatchObject({ status: 503, code: "service_unavailable", headers: { "Retry-After": "1" } });
    }
  });

  it("leaves anything else to a 500", async () => {
    expect(await answer("select * from no_such_table")).toBeUndefined();
  });
});
