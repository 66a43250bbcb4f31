// Applications through the board (docs/applications.md), from outside as stranger, applicant,
// member and editor: the board's forms and their versions, applying (JSON and with files),
// proving the address, one active application per person, the manage link, every state move and
// its letter, files as each role sees them, the export, retention and a person's data.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { asCaller } from "../functions/_shared/database/as-caller.ts";
import { mintUserToken } from "../local/dev-credentials.ts";
import { seedUsers } from "../local/seed-users.ts";
import type { ReceivedEmail } from "../local/resend-receiver.ts";
import type { Api } from "./support/api.ts";
import { linksOf, stackPath } from "./support/email-receiver.ts";
import { callers } from "./support/callers.ts";
import { expectAnswer, failure, problemFields } from "./support/envelope.ts";
import { pdfFile, supabaseAs, zipStart } from "./support/files.ts";
import { type OutboxStack, startWithOutbox } from "./support/outbox.ts";
import { targets } from "./support/targets.ts";

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const questions = [
  { key: "motivation", kind: "long_text", label: "Why this role?", required: true, max_length: 500 },
  { key: "year", kind: "single_choice", label: "Year of study", options: ["First", "Second", "Third"] },
  { key: "skills", kind: "multiple_choice", label: "Skills", options: ["Budgets", "Events", "Design"] },
  { key: "available", kind: "yes_no", label: "Free in May?" },
  { key: "portfolio", kind: "url", label: "Portfolio" },
  { key: "cv", kind: "file", label: "CV (PDF)" },
];
const answers = { motivation: "I ran the chess club's budget.", year: "Second", skills: ["Budgets", "Events"], available: true };

describe.each(targets)("applications on $name", (target) => {
  let stack: OutboxStack;
  let api: Api;
  let memberToken: string;
  let pdf: Uint8Array;
  beforeAll(async () => {
    stack = await startWithOutbox(target, { applications: { retentionDays: 180, perClientPerHour: 1_000, fileLinkMinutes: 10 } });
    api = stack.api;
    memberToken = await mintUserToken(api.credentials, seedUsers.member);
    pdf = await pdfFile();
  });
  afterAll(() => stack?.close());
  beforeEach(async () => {
    await api.db.exec(`delete from public.applications; delete from private.emails; delete from private.email_sends; delete from private.rate_limits;
      delete from public.opportunities where title like 'Apply:%'; delete from public.application_forms; delete from public.channels`);
    stack.mail.receiver.emails.length = 0;
  });

  const memberHeaders = () => ({ ...api.headersFor("publishable"), authorization: `Bearer ${memberToken}` });
  /** A board form and a published opportunity routed to it, open until `closes` days from today. */
  const opening = async (closes = 30, extra: Record<string, unknown> = {}) => {
    const form = expectAnswer(await api.request("POST", "/applications/forms", {
      as: "editor",
      body: { title: "Committee application", questions, emails: { interview: { subject: "Interview: {{opportunity}}", text: "Hello {{name}},\n\nLet us meet ({{state}})." } } },
    }), 201);
    const posting = expectAnswer(await api.request("POST", "/opportunities", {
      as: "editor",
      body: { title: `Apply: Treasurer ${Math.random()}`, category: "Club Role", linked_form_id: form.id, is_active: true, website_viewable: true, closes_on: day(closes), ...extra },
    }), 201);
    return { form, posting };
  };
  const apply = (opportunity: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api.request("POST", `/applications?opportunity_id=${opportunity}`, { body, headers });
  const deliver = async () => expectAnswer(await api.request("POST", "/opportunities/schedule/deliver", { as: "secret" }));
  const lastTo = (address: string, subject: RegExp): ReceivedEmail => {
    const found = stack.mail.receiver.emails.filter((e) => e.to.some((to) => to.toLowerCase() === address.toLowerCase()) && subject.test(e.subject));
    expect(found.map((e) => e.subject), `e-mails to ${address}`).not.toEqual([]);
    return found.at(-1)!;
  };
  const linkIn = (email: ReceivedEmail, path: string) => stackPath(linksOf(email).html.find((l) => l.includes(path))!);
  const post = (path: string) => api.request("POST", path, { headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" }, body: "" });
  /** A stranger's application, proven through its e-mail: the manage link's path. */
  const proven = async (opportunity: string, email: string, given: Record<string, unknown> = answers) => {
    expect(expectAnswer(await apply(opportunity, { email, name: "Sam Lee", form_version: 1, answers: given }), 202)).toEqual({ status: "unconfirmed", id: null });
    await deliver();
    expect((await post(linkIn(lastTo(email, /^Confirm your application$/), "/applications/confirm"))).status).toBe(200);
    await deliver();
    return linkIn(lastTo(email, /^(We have your application to |Your application to .* is updated$)/), "/applications/manage");
  };
  const list = async (opportunity: string, query = "") => expectAnswer(await api.request("GET", `/applications?opportunity_id=${opportunity}${query}`, { as: "editor" }));
  const applyWithFile = (opportunity: string, body: Record<string, unknown>, file: Uint8Array, name = "cv.pdf", field = "cv", headers: Record<string, string> = {}) => {
    const form = new FormData();
    form.append("application", JSON.stringify(body));
    form.append(field, new Blob([file as BlobPart], { type: "application/pdf" }), name);
    return fetch(`${api.url}/functions/v1/applications?opportunity_id=${opportunity}`, { method: "POST", body: form, headers });
  };

  it("lets editors own forms whose questions the public reads for an open opportunity, each change a version", async () => {
    const { form, posting } = await opening();
    expect(form).toMatchObject({ title: "Committee application", version: 1, retired_at: null });
    // The project's forms row of the same id is what the opportunity routes to.
    expect(await api.db.query("select title from public.forms where id = $1", [form.id])).toEqual([{ title: "Committee application" }]);
    const read = expectAnswer(await api.request("GET", `/applications/form?opportunity_id=${posting.id}`));
    expect(read).toMatchObject({ opportunity_id: posting.id, form_id: form.id, form_version: 1, open: true, closes_on: day(30) });
    expect(read.questions.map((q: { key: string }) => q.key)).toEqual(questions.map((q) => q.key));
    // apply_url is the form's page for that opportunity; the JSON-LD says directApply.
    expect(posting.apply_url).toBeNull();
    const changed = expectAnswer(await api.request("PATCH", `/applications/forms?id=${form.id}`, { as: "editor", body: { questions: questions.slice(0, 2) } }));
    expect(changed.version).toBe(2);
    const [kept] = await api.db.query<{ n: number }>("select count(*)::int as n from public.application_form_versions where form_id = $1", [form.id]);
    expect(kept!.n).toBe(2);
    // Bad questions: each named.
    const bad = await api.request("POST", "/applications/forms", {
      as: "editor",
      body: { title: "x", questions: [{ key: "A b", kind: "short_text", label: "x" }, { key: "c", kind: "single_choice", label: "y" }, { key: "c", kind: "essay", label: "" }] },
    });
    expect([bad.status, problemFields(bad)]).toEqual([400, ["questions.0.key", "questions.1.options", "questions.2.kind", "questions.2.label"]]);
    const badLetter = await api.request("POST", "/applications/forms", { as: "editor", body: { title: "x", questions, emails: { offer: { subject: "{{salary}}", text: "x" } } } });
    expect([badLetter.status, problemFields(badLetter)]).toEqual([400, ["emails.offer.subject"]]);
    // Only editors.
    expect((await api.request("POST", "/applications/forms", { as: "member", body: { title: "x", questions } })).status).toBe(403);
    expect((await api.request("GET", "/applications/forms")).status).toBe(401);
    // Retired: no longer read, nor applied to.
    expectAnswer(await api.request("PATCH", `/applications/forms?id=${form.id}`, { as: "editor", body: { retired_at: new Date().toISOString() } }));
    expect((await api.request("GET", `/applications/form?opportunity_id=${posting.id}`)).status).toBe(404);
  });

  it("takes a stranger's application once its address is proven, then shows it to editors only", async () => {
    const { posting } = await opening();
    const manage = await proven(posting.id, "sam@example.org");
    const [row] = await list(posting.id);
    expect(row).toMatchObject({ applicant_email: "sam@example.org", applicant_name: "Sam Lee", state: "received", answers, member: false, form_version: 1 });
    // The confirmation says nothing the stranger wrote.
    const confirmation = lastTo("sam@example.org", /^Confirm your application$/);
    expect(confirmation.text).not.toMatch(/chess|Sam Lee/);
    // The manage link: the application as its applicant sees it, never notes or rating.
    const mine = expectAnswer(await api.request("GET", manage));
    expect(mine).toMatchObject({ state: "received", answers, may_change: true, may_withdraw: true, files: [] });
    expect(Object.keys(mine)).not.toContain("rating");
    // Nobody else reads it: the public, a member, an editor of resources only.
    expect((await api.request("GET", `/applications?opportunity_id=${posting.id}`)).status).toBe(401);
    expect((await api.request("GET", `/applications?opportunity_id=${posting.id}`, { as: "member" })).status).toBe(403);
    expect((await api.request("GET", `/applications?opportunity_id=${posting.id}`, { as: "resourcesEditor" })).status).toBe(403);
    // Nor past the API, as the database's roles (what supabase-js would be): rows, tokens, notes.
    for (const caller of ["member", "noRole", "resourcesEditor"] as const) {
      expect(await asCaller(api.db, { claims: callers[caller] }, (tx) => tx.query("select id from public.applications")), caller).toEqual([]);
    }
    await expect(asCaller(api.db, { claims: callers.anon }, (tx) => tx.query("select id from public.applications"))).rejects.toThrow(/permission denied/);
    await expect(asCaller(api.db, { claims: callers.editor }, (tx) => tx.query("select manage_token from public.applications"))).rejects.toThrow(/permission denied/);
    await expect(asCaller(api.db, { claims: callers.anon }, (tx) => tx.query("insert into public.applications (opportunity_id) values ($1)", [posting.id]))).rejects.toThrow(/permission denied/);
  });

  it("keeps one active application per person and opportunity: a second, proven, updates the first", async () => {
    const { posting } = await opening();
    await proven(posting.id, "sam@example.org");
    await proven(posting.id, "Sam@Example.org", { ...answers, motivation: "Also: two years of events." });
    const rows = await list(posting.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].answers.motivation).toBe("Also: two years of events.");
    // Unproven, the second changes nothing.
    expectAnswer(await apply(posting.id, { email: "sam@example.org", name: "Mallory", form_version: 1, answers: { motivation: "overwritten" } }), 202);
    expect((await list(posting.id))[0].applicant_name).toBe("Sam Lee");
  });

  it("takes a signed-in member's application at once, as their account's address, and updates it on a second", async () => {
    const { posting } = await opening();
    const first = await apply(posting.id, { name: "Member One", form_version: 1, answers }, memberHeaders());
    expect(expectAnswer(first, 201)).toMatchObject({ status: "received", id: expect.any(String) });
    const second = await apply(posting.id, { name: "Member One", form_version: 1, answers: { ...answers, year: "Third" } }, memberHeaders());
    expect(expectAnswer(second, 200)).toEqual({ status: "updated", id: first.body.data.id });
    const [row] = await list(posting.id);
    expect(row).toMatchObject({ applicant_email: seedUsers.member.email, member: true, answers: { year: "Third" } });
    await deliver();
    lastTo(seedUsers.member.email, /^We have your application to /);
    // A member reads their own as the database's role; another member none of it.
    expect(await asCaller(api.db, { claims: callers.member }, (tx) => tx.query("select id from public.applications"))).toEqual([{ id: first.body.data.id }]);
    expect(await asCaller(api.db, { claims: callers.noRole }, (tx) => tx.query("select id from public.applications"))).toEqual([]);
    // Not who moved it, nor the editors' notes.
    expect(await asCaller(api.db, { claims: callers.member }, (tx) => tx.query("select moved_by from public.application_history"))).toEqual([]);
    expect(await asCaller(api.db, { claims: callers.member }, (tx) => tx.query("select body from public.application_notes"))).toEqual([]);
  });

  it("refuses what the form does not take, naming each answer, and applications out of time", async () => {
    const { posting } = await opening();
    const bad = await apply(posting.id, {
      email: "sam@example.org", name: "Sam", form_version: 1,
      answers: { year: "Fifth", skills: ["Budgets", "Budgets"], available: "yes", portfolio: "javascript:alert(1)", extra: 1, cv: "x" },
    });
    expect([bad.status, problemFields(bad)]).toEqual([400, ["answers.available", "answers.cv", "answers.extra", "answers.motivation", "answers.portfolio", "answers.skills", "answers.year"]]);
    expect((await apply(posting.id, { name: "Sam", form_version: 1, answers })).body).toMatchObject(failure("validation_failed", { message: "email" }));
    expect(await apply(posting.id, { email: "sam@example.org", name: "Sam", form_version: 2, answers })).toMatchObject({ status: 409, body: failure("not_open") });
    expect((await apply("a0000000-0000-4000-8000-00000000dead", { email: "sam@example.org", name: "Sam", form_version: 1, answers })).status).toBe(404);
    const later = await opening(30, { opens_on: day(5) });
    expect(await apply(later.posting.id, { email: "sam@example.org", name: "Sam", form_version: 1, answers })).toMatchObject({ status: 409, body: failure("not_open", { message: `open on ${day(5)}` }) });
    await api.db.query("update public.opportunities set closes_on = $2 where id = $1", [posting.id, day(-1)]);
    expect(await apply(posting.id, { email: "sam@example.org", name: "Sam", form_version: 1, answers })).toMatchObject({ status: 409, body: failure("not_open") });
    // Nothing was kept of any of them.
    expect(await api.db.query("select id from public.applications")).toEqual([]);
  });

  it("ignores a filled honeypot with the usual answer, and limits a client's applications an hour", async () => {
    const { posting } = await opening();
    expect(expectAnswer(await apply(posting.id, { email: "bot@example.org", name: "Bot", form_version: 1, answers, website: "http://spam.example" }), 202))
      .toEqual({ status: "unconfirmed", id: null });
    expect(await api.db.query("select id from public.applications")).toEqual([]);
    await api.db.exec("delete from private.rate_limits");
    const limited = await startWithOutbox(target, { applications: { retentionDays: 180, perClientPerHour: 2, fileLinkMinutes: 10 } });
    try {
      const { posting: other } = await (async () => {
        const made = expectAnswer(await limited.api.request("POST", "/applications/forms", { as: "editor", body: { title: "F", questions } }), 201);
        return { posting: expectAnswer(await limited.api.request("POST", "/opportunities", {
          as: "editor", body: { title: "Apply: limited", category: "Club Role", linked_form_id: made.id, is_active: true, website_viewable: true },
        }), 201) };
      })();
      const from = { "cf-connecting-ip": "198.51.100.7" };
      const send = (n: number) => limited.api.request("POST", `/applications?opportunity_id=${other.id}`, { body: { email: `p${n}@example.org`, name: "P", form_version: 1, answers }, headers: from });
      expect([(await send(1)).status, (await send(2)).status]).toEqual([202, 202]);
      const third = await send(3);
      expect([third.status, third.body.error.code, Number(third.headers.get("retry-after")) > 0]).toEqual([429, "rate_limited", true]);
      // Refused before its files are read: nothing of a limited client's form is stored.
      const withFile = new FormData();
      withFile.append("application", JSON.stringify({ email: "p4@example.org", name: "P", form_version: 1, answers }));
      withFile.append("cv", new Blob([pdf as BlobPart], { type: "application/pdf" }), "cv.pdf");
      const refused = await fetch(`${limited.api.url}/functions/v1/applications?opportunity_id=${other.id}`, { method: "POST", body: withFile, headers: from });
      expect(refused.status).toBe(429);
      expect(await limited.api.db.query("select name from storage.objects where bucket_id = 'application-files'")).toEqual([]);
      expect((await limited.api.request("POST", `/applications?opportunity_id=${other.id}`, { body: { email: "q@example.org", name: "Q", form_version: 1, answers }, headers: { "cf-connecting-ip": "203.0.113.9" } })).status).toBe(202);
    } finally {
      await limited.close();
    }
  });

  it("holds one active application under a member's parallel requests", async () => {
    const { posting } = await opening();
    const answered = await Promise.all(Array.from({ length: 6 }, () => apply(posting.id, { name: "Member One", form_version: 1, answers }, memberHeaders())));
    expect(answered.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answered.map((a) => a.body.data.id)).size).toBe(1);
    expect(await list(posting.id)).toHaveLength(1);
  });

  it("gives the opportunity the form's page as its apply_url, and its JSON-LD directApply", async () => {
    const site = await startWithOutbox(target, {
      publicSite: { pages: { PUBLIC_OPPORTUNITY_URL: "https://club.example.org/opportunities/{id}" }, formPage: "https://club.example.org/apply/{opportunity_id}?form={id}" },
    });
    try {
      const made = expectAnswer(await site.api.request("POST", "/applications/forms", { as: "editor", body: { title: "F", questions } }), 201);
      const posting = expectAnswer(await site.api.request("POST", "/opportunities", {
        as: "editor", body: { title: "Apply: site", category: "Internship", linked_form_id: made.id, is_active: true, website_viewable: true, description: "Keep the club's books." },
      }), 201);
      expect(posting.apply_url).toBe(`https://club.example.org/apply/${posting.id}?form=${made.id}`);
      const ld = await site.api.request("GET", `/opportunities/jobposting?id=${posting.id}`);
      expect(ld.text).toContain('"directApply":true');
    } finally {
      await site.close();
    }
  });

  it("stores an applicant's file privately: editors read it through a short signed URL, nobody else", async () => {
    const { posting } = await opening();
    const sent = await applyWithFile(posting.id, { name: "Member One", form_version: 1, answers }, pdf, "My CV.pdf", "cv", memberHeaders());
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()).data;
    const one = expectAnswer(await api.request("GET", `/applications/one?id=${id}`, { as: "editor" }));
    expect(one.files).toEqual([{ question: "cv", file_name: "My CV.pdf", file_type: "application/pdf", file_size: pdf.byteLength, url: expect.stringContaining("/storage/v1/object/sign/application-files/") }]);
    const url = new URL(one.files[0].url);
    const got = await fetch(`${api.url}${url.pathname}${url.search}`);
    expect([got.status, (await got.arrayBuffer()).byteLength]).toEqual([200, pdf.byteLength]);
    const [stored] = await api.db.query<{ file: string }>("select file from public.application_files");
    const name = stored!.file.slice("application-files/".length);
    for (const caller of ["nobody", "publishable", "member", "resourcesEditor"] as const) {
      const { data } = await supabaseAs(api, caller).storage.from("application-files").download(name);
      expect(data, caller).toBeNull();
    }
    // A type the bucket does not take, a field that is no file question: named, nothing kept.
    const zip = await applyWithFile(posting.id, { email: "x@example.org", name: "X", form_version: 1, answers }, zipStart(), "cv.pdf");
    expect([zip.status, (await zip.json()).error.details[0].field]).toEqual([415, "cv"]);
    const stray = await applyWithFile(posting.id, { email: "x@example.org", name: "X", form_version: 1, answers }, pdf, "cv.pdf", "motivation");
    expect([stray.status, (await stray.json()).error.details[0].field]).toEqual([400, "motivation"]);
    // The answers come first, as the form's first field.
    const misplaced = new FormData();
    misplaced.append("cv", new Blob([pdf as BlobPart]), "cv.pdf");
    const refused = await fetch(`${api.url}/functions/v1/applications?opportunity_id=${posting.id}`, { method: "POST", body: misplaced });
    expect([refused.status, (await refused.json()).error.details[0].field]).toEqual([400, "application"]);
    expect(await api.db.query("select count(*)::int as n from public.applications")).toEqual([{ n: 1 }]);
    // A required file question left without its file: named.
    const [form] = await api.db.query<{ id: string }>("select linked_form_id as id from public.opportunities where id = $1", [posting.id]);
    expectAnswer(await api.request("PATCH", `/applications/forms?id=${form!.id}`, { as: "editor", body: { questions: questions.map((q) => (q.key === "cv" ? { ...q, required: true } : q)) } }));
    const noFile = await apply(posting.id, { email: "x@example.org", name: "X", form_version: 2, answers });
    expect([noFile.status, problemFields(noFile)]).toEqual([400, ["answers.cv"]]);
  });

  it("moves applications only as the database allows, stamping each move, sending the form's letter, with notes and ratings", async () => {
    const { posting } = await opening();
    await proven(posting.id, "sam@example.org");
    const [row] = await list(posting.id);
    const moved = expectAnswer(await api.request("PATCH", `/applications?id=${row.id}`, { as: "editor", body: { state: "interview", rating: 4 } }));
    expect(moved).toMatchObject({ state: "interview", rating: 4 });
    await deliver();
    const letter = lastTo("sam@example.org", /^Interview: Apply: Treasurer/);
    expect(letter.text).toContain("Hello Sam Lee,\n\nLet us meet (interview).");
    expect(linksOf(letter).html.some((l) => l.includes("/applications/manage?token=application_manage_"))).toBe(true);
    // Not a move the table has, and only the applicant withdraws.
    expect(await api.request("PATCH", `/applications?id=${row.id}`, { as: "editor", body: { state: "accepted" } })).toMatchObject({ status: 409, body: failure("state_move_not_allowed", { message: "interview cannot become accepted" }) });
    expect((await api.request("PATCH", `/applications?id=${row.id}`, { as: "editor", body: { state: "withdrawn" } })).status).toBe(400);
    expect((await api.request("PATCH", `/applications?id=${row.id}`, { as: "editor", body: { rating: 6 } })).status).toBe(400);
    // Even past the API, as the editor's database role: no skipping the table, no changing answers.
    await expect(asCaller(api.db, { claims: callers.editor }, (tx) => tx.query("update public.applications set state = 'accepted' where id = $1", [row.id])))
      .rejects.toThrow(/cannot become accepted/);
    await expect(asCaller(api.db, { claims: callers.editor }, (tx) => tx.query("update public.applications set answers = '{}' where id = $1", [row.id])))
      .rejects.toThrow(/permission denied/);
    const note = expectAnswer(await api.request("POST", `/applications/notes?id=${row.id}`, { as: "editor", body: { body: "Strong on budgets." } }), 201);
    const one = expectAnswer(await api.request("GET", `/applications/one?id=${row.id}`, { as: "editor" }));
    expect(one.notes).toEqual([{ id: note.id, body: "Strong on budgets.", author_id: seedUsers.editor.id, created_at: expect.any(String) }]);
    expect(one.history.map((h: { from_state: string; to_state: string; moved_by: string }) => [h.from_state, h.to_state, h.moved_by]))
      .toEqual([[null, "received", null], ["received", "interview", seedUsers.editor.id]]);
    // Many at once: what may move, moves; the rest is said.
    const other = (await proven(posting.id, "kim@example.org"), (await list(posting.id)).find((r: { applicant_email: string }) => r.applicant_email === "kim@example.org"));
    const bulk = expectAnswer(await api.request("POST", "/applications/moves", { as: "editor", body: { ids: [row.id, other.id, "a0000000-0000-4000-8000-00000000dead"], state: "offer" } }));
    expect(bulk).toEqual({ moved: [row.id], unchanged: [], refused: [other.id, "a0000000-0000-4000-8000-00000000dead"] });
    expect((await list(posting.id, "&state=offer")).map((r: { id: string }) => r.id)).toEqual([row.id]);
  });

  it("lets the applicant change the answers before the deadline and withdraw, by the manage link", async () => {
    const { posting } = await opening();
    const manage = await proven(posting.id, "sam@example.org");
    const changed = expectAnswer(await api.request("PUT", manage, { body: { form_version: 1, answers: { ...answers, motivation: "Changed." } } }));
    expect(changed.answers.motivation).toBe("Changed.");
    const bad = await api.request("PUT", manage, { body: { form_version: 1, answers: { year: "Never" } } });
    expect([bad.status, problemFields(bad)]).toEqual([400, ["answers.motivation", "answers.year"]]);
    const page = await api.request("GET", manage, { headers: { accept: "text/html" } });
    expect([page.status, page.text.includes("Withdraw my application"), page.text.includes("Changed.")]).toEqual([200, true, true]);
    const withdrawn = expectAnswer(await api.request("POST", `${manage}&action=withdraw`));
    expect(withdrawn).toMatchObject({ state: "withdrawn", may_withdraw: false, may_change: false });
    expect(await api.request("POST", `${manage}&action=withdraw`)).toMatchObject({ status: 409, body: failure("state_move_not_allowed") });
    expect(await api.request("PUT", manage, { body: { form_version: 1, answers } })).toMatchObject({ status: 409, body: failure("not_open") });
    // Withdrawn, the address may apply again.
    await proven(posting.id, "sam@example.org");
    expect((await list(posting.id)).map((r: { state: string }) => r.state).sort()).toEqual(["received", "withdrawn"]);
  });

  it("exports an opportunity's applications as CSV, formulas escaped and files linked, and as JSON", async () => {
    const { posting } = await opening();
    await proven(posting.id, "sam@example.org", { ...answers, motivation: "=HYPERLINK(\"http://evil.example\")" });
    const member = await applyWithFile(posting.id, { name: "Member One", form_version: 1, answers }, pdf, "cv.pdf", "cv", memberHeaders());
    expect(member.status).toBe(201);
    const csv = await api.request("GET", `/applications/export?opportunity_id=${posting.id}&format=csv`, { as: "editor" });
    expect([csv.status, csv.headers.get("content-type")]).toEqual([200, "text/csv; charset=utf-8"]);
    const rows = parse(csv.text, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual(["id", "applicant_name", "applicant_email", "state", "rating", "member", "created_at", "updated_at", "state_changed_at", ...questions.map((q) => q.key)]);
    expect(rows.map((r) => r.motivation)).toEqual(["'=HYPERLINK(\"http://evil.example\")", answers.motivation]);
    expect(rows[1]!.skills).toBe("Budgets; Events");
    expect(rows[1]!.cv).toContain("/storage/v1/object/sign/application-files/");
    const json = expectAnswer(await api.request("GET", `/applications/export?opportunity_id=${posting.id}&format=json`, { as: "editor" }));
    expect(json.map((a: { applicant_name: string }) => a.applicant_name)).toEqual(["Sam Lee", "Member One"]);
    expect((await api.request("GET", `/applications/export?opportunity_id=${posting.id}`, { as: "member" })).status).toBe(403);
  });

  it("keeps applications only until APPLICATION_RETENTION_DAYS after the opportunity closed, and a form with applications", async () => {
    const { form, posting } = await opening();
    await proven(posting.id, "sam@example.org");
    expect(await api.request("DELETE", `/applications/forms?id=${form.id}`, { as: "editor" })).toMatchObject({ status: 409, body: failure("form_has_applications") });
    await api.db.query("update public.opportunities set closes_on = $2 where id = $1", [posting.id, day(-179)]);
    const kept = expectAnswer(await api.request("POST", "/opportunities/schedule/check-links", { as: "secret" }));
    expect(kept.forgotten.applications).toBe(0);
    await api.db.query("update public.opportunities set closes_on = $2 where id = $1", [posting.id, day(-181)]);
    const forgotten = expectAnswer(await api.request("POST", "/opportunities/schedule/check-links", { as: "secret" }));
    expect(forgotten.forgotten.applications).toBe(1);
    expect(await api.db.query("select id from public.applications")).toEqual([]);
  });

  /** The tables of `public`, `private` and `storage` any of whose rows holds `needle`, as text. */
  const everywhere = async (needle: string) => {
    const tables = await api.db.query<{ name: string }>(`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('public', 'private', 'storage') and table_type = 'BASE TABLE'`);
    const found: string[] = [];
    for (const { name } of tables) {
      const [row] = await api.db.query<{ n: number }>(`select count(*)::int as n from ${name} t where strpos(lower(t::text), lower($1)) > 0`, [needle]);
      if (row!.n > 0) found.push(name);
    }
    return found;
  };

  it("exports and erases an applicant's applications with the rest of their data, by the privacy link", async () => {
    const { posting } = await opening();
    await proven(posting.id, "sam@example.org");
    // A marked name in a file's name and in the answers: after erasure, nowhere.
    const marked = "Zebulon Quarrington";
    const filed = await applyWithFile(posting.id, { email: "Sam@example.org", name: marked, form_version: 1, answers: { ...answers, motivation: `${marked} here.` } },
      pdf, `${marked} CV.pdf`);
    expect(filed.status).toBe(202);
    await deliver();
    expect((await post(linkIn(lastTo("sam@example.org", /^Confirm your application$/), "/applications/confirm"))).status).toBe(200);
    expectAnswer(await api.request("POST", "/privacy/requests", { body: { email: "Sam@example.org" } }), 202);
    await deliver();
    const link = linkIn(lastTo("Sam@example.org", /^What we keep about your address$/), "/privacy/requests/manage");
    const exported = expectAnswer(await api.request("GET", link));
    expect(exported.applications).toMatchObject([{
      answers: { ...answers, motivation: `${marked} here.` }, applicant_name: marked, files: [`${marked} CV.pdf`], state: "received",
      applicant_email: "sam@example.org", title: posting.title,
    }]);
    expect(Object.keys(exported.applications[0])).not.toContain("rating");
    const erased = expectAnswer(await api.request("POST", `${link}&action=erase`));
    expect(erased.applications).toBe(1);
    expect(await api.db.query("select id from public.applications")).toEqual([]);
    for (const needle of ["sam@example.org", marked]) expect(await everywhere(needle), needle).toEqual([]);
  });

  it("tells the channels that choose application.received of each proven application: the posting and its count, never who", async () => {
    const made = expectAnswer(await api.request("POST", "/opportunities/channels", {
      as: "editor", body: { kind: "webhook", name: "Committee", url: "https://hooks.example.org/applications", events: ["application.received"] },
    }), 201);
    stack.receivers.sign("/applications", made.signing_secret);
    expect((await api.request("POST", "/opportunities/channels", {
      as: "editor", body: { kind: "slack", name: "#committee", url: "https://hooks.slack.com/services/T000/B000/applications", events: ["application.received"] },
    })).status).toBe(201);
    const { posting } = await opening();
    await proven(posting.id, "sam@example.org");
    expectAnswer(await apply(posting.id, { email: "kim@example.org", name: "Kim", form_version: 1, answers }), 202);
    await proven(posting.id, "alex@example.org");
    await deliver();
    const events = stack.receivers.at("/applications").map((r) => r.json);
    expect(events.map((e) => [e.type, (e.data as { applications: number }).applications])).toEqual([["application.received", 1], ["application.received", 2]]);
    expect(events[0]!.data).toMatchObject({ id: posting.id, title: posting.title });
    expect(JSON.stringify(stack.receivers.received.map((r) => r.json))).not.toMatch(/sam@|alex@|kim@|Sam Lee|chess/);
    expect(stack.receivers.received.flatMap((r) => r.problems)).toEqual([]);
    // Sponsors' figures count them, and only count them.
    const [row] = await api.db.query("select applications from public.opportunity_daily_stats where opportunity_id = $1", [posting.id]);
    expect(row).toEqual({ applications: 2 });
  });
});
