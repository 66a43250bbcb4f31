// Each opportunity field goes through exactly the write paths its declaration names
// (`opportunityFieldTable`, functions/opportunities/record.ts): an editor's create stores every
// field; a CSV column of its name is stored when imports take it and ignored when they do not; a
// submission and its owner's edit store it when submissions take it, and are refused with a 400
// naming it when they do not. A field added to the declaration is walked without a line here.
import { stringify } from "csv-stringify/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { opportunityFieldTable, opportunityType } from "../functions/opportunities/record.ts";
import { type Api, startApi } from "./support/api.ts";
import { expectAnswer, problemFields } from "./support/envelope.ts";
import { seededCompanyId, seededFormId } from "./support/rows.ts";
import { targets } from "./support/targets.ts";
import { testEmailKey } from "./support/email-receiver.ts";
import { pdfFile, supabaseAs } from "./support/files.ts";

const declarations = opportunityFieldTable.declarations as Record<string, { example: unknown; writers?: readonly string[] }>;
const fields = Object.keys(declarations);
const takes = (writer: "imports" | "submissions", field: string) => !!declarations[field]!.writers?.includes(writer);
/** A value to walk: the declaration's example, or for those whose example is null, one that is not. */
const walked: Record<string, unknown> = {
  ...opportunityFieldTable.example,
  linked_form_id: seededFormId,
  company_id: seededCompanyId,
  closed_reason: "filled",
  external_id: "walked-1",
  source: "submission",
  // A file Storage holds (uploaded before the walk).
  file: "opportunity-attachments/walk/ad.pdf",
  // Not the column's default, so that a path that drops it is seen to.
  display_order: 7,
  website_viewable: true,
};
/** The value as a record answers it (timestamps at microseconds, in UTC). */
const stored = (field: string) => field === "posted_at" || field === "expires_at"
  ? (walked[field] as string).replace("Z", ".000000Z")
  : walked[field];
const base = { title: "Walked", link_url: "https://careers.walk.example/1" };
const withField = (field: string, extra: Record<string, unknown> = {}) =>
  field === "linked_form_id" ? { ...base, ...extra, link_url: null, [field]: walked[field] } : { ...base, ...extra, [field]: walked[field] };

describe.each(targets)("each opportunity field through its write paths on $name", (target) => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(target, {
      config: {
        email: { apiKey: testEmailKey, from: "Club <jobs@club.example.org>", dailyLimit: 10_000, signUpsPerHour: 1_000, pendingPerHour: 1_000 },
        submissions: { limit: 1_000, days: 30, maxDays: 90, perClientPerHour: 10_000, perDomainPerHour: 10_000, moderatorEmails: [] },
      },
    });
    const pdf = new Blob([(await pdfFile()) as BlobPart], { type: "application/pdf" });
    expect((await supabaseAs(api, "editor").storage.from("opportunity-attachments").upload("walk/ad.pdf", pdf)).error).toBeNull();
  });
  afterAll(() => api?.close());

  it("declares each field's writers among the declared ones, and every field the input takes", () => {
    expect(fields).toEqual(Object.keys(opportunityType.schemas().fields.shape));
    for (const field of fields) for (const writer of declarations[field]!.writers ?? []) expect(opportunityFieldTable.writers).toContain(writer);
  });

  it.each(fields)("an editor's create stores %s", async (field) => {
    const created = expectAnswer(await api.request("POST", "/opportunities", { as: "editor", body: withField(field) }), 201);
    expect(created[field]).toEqual(stored(field));
  });

  it.each(fields)("a CSV column named %s is stored exactly when imports take it", async (field) => {
    const externalId = `walk-${field}`;
    const row: Record<string, unknown> = { external_id: externalId, title: "Walked import", link_url: "https://careers.walk.example/i", [field]: walked[field] };
    if (field === "external_id") row.external_id = externalId;
    const csv = stringify([row], { header: true, cast: { number: String } });
    expectAnswer(await api.request("POST", "/opportunities/import", { as: "editor", body: csv, headers: { "content-type": "text/csv" } }));
    const [written] = await api.db.query<Record<string, unknown>>(
      `select to_jsonb(o) as row from opportunities o where external_id = $1`, [externalId]);
    const value = (written!.row as Record<string, unknown>)[field];
    if (field === "external_id") return expect(value).toBe(externalId);
    if (takes("imports", field)) expect(normalised(field, value)).toEqual(stored(field));
    else expect(normalised(field, value), `${field} is not the import's`).not.toEqual(stored(field));
  });

  it("a submission stores every field submissions take", async () => {
    const offered = Object.fromEntries(fields.filter((f) => takes("submissions", f)).map((f) => [f, walked[f]]));
    const body = { ...offered, link_url: "https://careers.walk.example/s", submitter_email: "walker@walk.example", submitter_name: "Walker" };
    expectAnswer(await api.request("POST", "/opportunities/submissions", { body }), 202);
    const [row] = await api.db.query<{ posting: Record<string, unknown> }>(
      `select posting from submissions where submitter_email = 'walker@walk.example' order by created_at desc limit 1`);
    for (const field of Object.keys(offered)) {
      if (field !== "link_url") expect(row!.posting[field], field).toEqual(walked[field]);
    }
  });

  it.each(fields.filter((f) => !takes("submissions", f)))("a submission, and its owner's edit, giving %s are refused naming it", async (field) => {
    const offer = { ...base, link_url: "https://careers.walk.example/s", submitter_email: "walker@walk.example", submitter_name: "Walker" };
    const refused = await api.request("POST", "/opportunities/submissions", { body: { ...offer, [field]: walked[field] } });
    expect([refused.status, problemFields(refused)], JSON.stringify(refused.body)).toEqual([400, [field]]);
    expectAnswer(await api.request("POST", "/opportunities/submissions", { body: offer }), 202);
    const token = (await api.db.query<{ token: string }>(
      `select manage_token as token from submissions where submitter_email = 'walker@walk.example' order by created_at desc limit 1`))[0]!.token;
    const edit = await api.request("PATCH", `/opportunities/submissions/manage?token=${token}`, { body: { [field]: walked[field] } });
    expect([edit.status, problemFields(edit)]).toEqual([400, [field]]);
  });

  it.each(fields.filter((f) => takes("submissions", f)))("an owner's edit stores %s", async (field) => {
    // An owner of each (a manage link's changes a day are limited).
    const owner = `owner-${field.replaceAll("_", "-")}@walk.example`;
    const offer = { ...base, link_url: "https://careers.walk.example/o", submitter_email: owner, submitter_name: "Owner" };
    expectAnswer(await api.request("POST", "/opportunities/submissions", { body: field === "title" || field === "link_url" ? offer : { ...offer, [field]: undefined } }), 202);
    const token = (await api.db.query<{ token: string }>(
      `select manage_token as token from submissions where submitter_email = $1 order by created_at desc limit 1`, [owner]))[0]!.token;
    const value = field === "link_url" ? "https://careers.walk.example/edited" : walked[field];
    expectAnswer(await api.request("PATCH", `/opportunities/submissions/manage?token=${token}`, { body: { [field]: value } }));
    const [row] = await api.db.query<{ posting: Record<string, unknown> }>(`select posting from submissions where manage_token = $1`, [token]);
    expect(row!.posting[field]).toEqual(value);
  });
});

/** A stored value as the API answers it: timestamps as the record's. */
function normalised(field: string, value: unknown) {
  if ((field === "posted_at" || field === "expires_at") && typeof value === "string") return new Date(value).toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
  return value;
}
