import * as z from "zod";
import { escapeUTF8 as escapeHtml } from "entities";
import type { Queryable } from "../../_shared/database/database.ts";
import { execute, sql } from "../../_shared/database/sql.ts";
import { type ServiceConfig, submissionSettings } from "../../_shared/http/config.ts";
import { mediaType } from "../../_shared/http/body.ts";
import { ApiError, fieldProblems, invalidInput } from "../../_shared/http/errors.ts";
import { refusedFor } from "../../_shared/http/rate-limits.ts";
import { successEnvelope } from "../../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../../_shared/http/route-kinds.ts";
import { calendarDate } from "../../_shared/records/fields.ts";
import { json, jsonBody } from "../../_shared/records/record-routes.ts";
import { type Row, updateRecord } from "../../_shared/records/table.ts";
import { formFields, type PageButton, type PageContent, type PageForm, spent } from "../../_shared/links/pages.ts";
import { linkRoutes } from "../../_shared/links/link-routes.ts";
import { linkQuery } from "../../_shared/links/token-link.ts";
import { pageOf } from "../public-pages.ts";
import { opportunityType } from "../record.ts";
import { closings, offeredPosting, ownSubmission, postingChange } from "./fields.ts";
import { approve, endOfDay, ownersChanges } from "./review.ts";
import { closingProblem, dayFromToday, tags } from "./submit.ts";
import { asService, submissionLinks } from "./tokens.ts";

// What a submitter does by their links: confirm (once), and by the manage link see its state and
// the review's words, edit it (before approval the submission; after, a revision an editor
// reviews while the live posting stays up), withdraw it, and at once close the live posting
// (filled or withdrawn), extend its closing date or renew it. A link's GET shows a page and
// changes nothing (mail scanners open links); its button posts to the same URL. Programs get JSON.


const manageQuery = () => linkQuery(submissionLinks.manage);
const actions = ["edit", "withdraw", "close", "extend", "renew"] as const;
const actionParams = () => ({
  action: z.enum(actions, { error: `must be one of ${actions.join(", ")}` }).meta({
    description: "`edit` (the page's form: its fields as application/x-www-form-urlencoded); `withdraw` (before approval); after it, " +
      "at once: `close` (with `as`), `extend` (with `closes_on`) or `renew`.",
    param: { in: "query" },
  }),
  as: z.enum(closings, { error: "must be filled or withdrawn" }).optional()
    .meta({ description: "With `close`: `filled` or `withdrawn`.", param: { in: "query" } }),
  closes_on: calendarDate().optional().meta({ description: "With `extend`: the new closing date (or the page form's `closes_on`).", param: { in: "query" } }),
});
type OwnerAction = { action: (typeof actions)[number]; as?: (typeof closings)[number]; closes_on?: string };

interface Held extends Row {
  id: string;
  status: string;
  posting: Row;
  revision: Row | null;
  opportunity_id: string | null;
  closed_as: string | null;
  renewals: number;
  expires_at: string | null;
  opens_on: string | null;
  closes_on: string | null;
  live: boolean;
  /** The live posting is active: no editor (nor report, link check or source) closed it. */
  active: boolean;
}

/** The submission a manage token opens, the transaction the service's from here on; undefined for a token that opens none. */
async function held(tx: Queryable, token: string): Promise<Held | undefined> {
  const [found] = await execute<{ id: string | null }>(tx, sql`select private.submission_of_token(${token}) as id`);
  if (!found?.id) return undefined;
  await asService(tx);
  return heldNow(tx, found.id);
}

/** The held submission as it is now, locked, with its live posting's end. */
async function heldNow(tx: Queryable, id: string): Promise<Held> {
  const [row] = await execute<Held>(tx, sql`select s.id, s.status, s.posting, s.revision, s.opportunity_id, s.closed_as, s.renewals,
      s.reason, s.message, s.created_at, o.expires_at, o.opens_on::text as opens_on, o.closes_on::text as closes_on,
      coalesce(o.is_active and (o.expires_at is null or o.expires_at > now()), false) as live, coalesce(o.is_active, false) as active
    from public.submissions s left join public.opportunities o on o.id = s.opportunity_id where s.id = ${id} for update of s`);
  return row!;
}

const notNow = (message: string) => new ApiError(409, "not_now", message);

/** What its owner sees of it. */
const shown = (s: Held, config: ServiceConfig): Row => ({
  id: s.id,
  status: s.status,
  posting: s.posting,
  revision: s.revision,
  reason: s.reason ?? null,
  message: s.message ?? null,
  opportunity_id: s.opportunity_id,
  public_url: s.opportunity_id ? pageOf(config.publicSite?.pages?.[opportunityType.public!.pageSetting], s.opportunity_id) ?? null : null,
  ends_on: s.expires_at ? new Date(Date.parse(s.expires_at) - 1).toISOString().slice(0, 10) : null,
  renewals_left: 3 - s.renewals,
  closed_as: s.closed_as,
  created_at: s.created_at,
});

const says: Record<string, string> = {
  unconfirmed: "It is not confirmed yet: follow the link of its confirmation e-mail.",
  pending: "It is waiting for an editor's review.",
  approved: "It is live on the board.",
  changes_requested: "An editor asked for changes; edit it and it goes back to the queue.",
  rejected: "It was not accepted.",
  withdrawn: "You withdrew it.",
};

/** Before approval: what an owner edits and withdraws is the submission itself. */
const beforeApproval = (s: Held) => ["unconfirmed", "pending", "changes_requested"].includes(s.status);
/** What its owner may edit now: before approval, or the live posting (as a revision). One place for the page and the edit. */
const editable = (s: Held) => beforeApproval(s) || (s.status === "approved" && !s.closed_as && s.live);

/** The manage page: its state, the review's words, and the buttons its state allows. */
function managePage(s: Held, config: ServiceConfig, token: string): PageContent {
  const own = shown(s, config);
  const at = (query: string) => `?token=${encodeURIComponent(token)}&${query}`;
  const paragraphs = [
    `<strong>${escapeHtml(String(s.posting.title))}</strong>`,
    escapeHtml(s.closed_as ? `It is closed (${s.closed_as}).` : s.status === "approved" && !s.live ? "It has ended." : says[s.status]!),
    ...(s.reason ? [escapeHtml(`Reason: ${String(s.reason).replaceAll("_", " ")}.`)] : []),
    ...(s.message ? [escapeHtml(`The editor wrote: ${s.message}`)] : []),
    ...(s.revision ? [escapeHtml("Your changes are waiting for review; the live posting stays as it is until then.")] : []),
    ...(own.public_url ? [`<a href="${escapeHtml(String(own.public_url))}">See it on the board</a>`] : []),
    ...(own.ends_on && !s.closed_as ? [escapeHtml(`It ends on ${own.ends_on}; renewals left: ${own.renewals_left}.`)] : []),
  ];
  const buttons: PageButton[] = [];
  if (beforeApproval(s)) buttons.push({ label: "Withdraw it", action: at("action=withdraw") });
  if (s.status === "approved" && !s.closed_as && s.active) {
    // Only what would succeed now.
    const settings = submissionSettings(config);
    if (s.renewals < 3 && renewedUntil(s, settings)) buttons.push({ label: `Renew it for ${settings.days} days`, action: at("action=renew") });
    buttons.push({ label: "It is filled: close it", action: at("action=close&as=filled") }, { label: "Withdraw it", action: at("action=close&as=withdrawn") });
  }
  const shownNow = s.revision ?? s.posting;
  const forms: PageForm[] = [];
  if (editable(s)) {
    forms.push({
      action: at("action=edit"),
      submit: s.status === "approved" ? "Send the changes for review" : "Save the changes",
      fields: pageFields.map(([name, label, type]) => ({ name, label, type, value: shownNow[name] == null ? "" : String(shownNow[name]) })),
    });
  }
  if (s.status === "approved" && !s.closed_as && s.active && s.renewals < 3) {
    forms.push({ action: at("action=extend"), submit: "Move the closing date, now", fields: [{ name: "closes_on", label: "Closes on", type: "date", value: s.closes_on ?? "" }] });
  }
  return { title: "Your submitted opportunity", paragraphs, forms, buttons };
}

/** What the manage page's form edits (the API's PATCH takes every offered field). */
const pageFields = [
  ["title", "Title", "text"], ["description", "Description", "textarea"], ["link_url", "Where to apply (https://…)", "url"],
  ["company_name", "Company", "text"], ["location", "Location", "text"], ["salary", "Pay", "text"], ["closes_on", "Closes on", "date"],
] as const;

/** The extend form's closing date, checked as the query's is (400 naming `closes_on`). */
async function pageClosing(request: Request): Promise<string> {
  // A program that gives no form gives no date: "required", not a form's 415.
  const given = mediaType(request) === "" ? undefined : (await formFields(request)).get("closes_on") ?? undefined;
  const parsed = calendarDate().safeParse(given);
  if (!given || !parsed.success) throw invalidInput([{ field: "closes_on", message: given ? "must be a date, YYYY-MM-DD" : "is required with extend" }]);
  return parsed.data;
}

/** The page form's fields as an owner's change: a blank optional field is cleared. */
async function pageChange(request: Request): Promise<Row> {
  const form = await formFields(request);
  return Object.fromEntries(pageFields.filter(([name]) => form.has(name)).map(([name]) => {
    const value = form.get(name)!.trim();
    return [name, value === "" && name !== "title" && name !== "link_url" ? null : value];
  }));
}


/** The routes of the submitter's two links, and the manage link's edit for programs. */
export const ownerRoutes = (config: ServiceConfig): RouteDeclaration[] => [...confirmRoutes(config), ...manageRoutes(config), editRoute(config)];

const confirmRoutes = (config: ServiceConfig) => {
  const settings = submissionSettings(config);
  return linkRoutes(submissionLinks.confirm, {
    tags,
    open: {
      operationId: "confirmSubmissionPage",
      summary: "The confirmation link's page",
      description: "The title offered, and the button that confirms it.",
      async show(tx, token) {
        const [offered] = await execute<{ title: string }>(tx, sql`select title from private.unconfirmed_submission(${token})`);
        if (!offered) return undefined;
        return {
          page: {
            title: "Confirm your submission",
            paragraphs: [escapeHtml(`“${offered.title}”, offered for the board.`), "Press the button to send it to the editors."],
            buttons: [{ label: "Confirm" }],
          },
        };
      },
    },
    act: {
      operationId: "confirmSubmission",
      summary: "Confirm a submission (its confirmation link)",
      description: "Once, within 7 days: it joins the queue, or goes live at once when its e-mail domain is trusted and its link is on that domain.",
      data: () => z.object({ status: z.enum(["pending", "approved"]) }),
      answer: "Confirmed",
      async run(tx, { token }) {
        const [row] = await execute<{ id: string | null; trusted: boolean }>(tx, sql`select id, trusted from private.confirm_submission(${token})`);
        if (!row?.id) return undefined;
        if (row.trusted) {
          await asService(tx);
          await approve(tx, row.id, settings, "trust");
        }
        return {
          data: { status: row.trusted ? "approved" : "pending" },
          page: {
            title: row.trusted ? "Your opportunity is live" : "Thank you: it is with the editors",
            paragraphs: [escapeHtml(row.trusted
              ? "Your e-mail domain is trusted, so it went on the board at once. You will get an e-mail with its link."
              : "You will get an e-mail when an editor has reviewed it.")],
          },
        };
      },
    },
  });
};

/** What the manage link's action reads before its transaction: the page form's change, or its closing date. */
type FormRead = { change?: Row; closesOn?: string };

const manageRoutes = (config: ServiceConfig) => {
  const settings = submissionSettings(config);
  return linkRoutes(submissionLinks.manage, {
    tags,
    open: {
      operationId: "readOwnSubmission",
      summary: "Your submission, by its manage link",
      description: "Its state, the review's reason and message, its live posting's link and end. A browser gets the page with its buttons.",
      data: ownSubmission,
      async show(tx, token) {
        const s = await held(tx, token);
        return s && { data: shown(s, config), page: managePage(s, config, token) };
      },
    },
    act: {
      operationId: "actOnOwnSubmission",
      summary: "Edit, withdraw, close, extend or renew your submission",
      description: "What the manage page's form and buttons post; a browser gets a page for every answer, a failure included. " +
        "`edit`: the form's fields, as the PATCH takes them. Before approval, `withdraw`. After, at once and without review: " +
        "`close` the live posting (`as=filled` or `withdrawn`); `extend` its `closes_on` (at most SUBMISSION_MAX_DAYS " +
        "from today); `renew` it for SUBMISSION_DAYS more, counted from its current end (at most 3 times).",
      params: actionParams,
      body: {
        required: false,
        content: { "application/x-www-form-urlencoded": { schema: { type: "object", description: "With `edit`: the page form's fields (title, description, link_url, company_name, location, salary, closes_on)." } } },
      } as never,
      errors: { 400: ["validation_failed", "invalid_input"], 409: ["not_now"], 413: ["payload_too_large"], 415: ["unsupported_media_type"], 429: ["rate_limited"] },
      data: ownSubmission,
      answer: "Your submission as it is now",
      async before(request, query): Promise<FormRead> {
        if (query.action === "close" && !query.as) throw invalidInput([{ field: "as", message: "is required with close: filled or withdrawn" }]);
        if (query.action === "edit") return { change: await pageChange(request) };
        if (query.action === "extend") return { closesOn: query.closes_on ?? await pageClosing(request) };
        return {};
      },
      async run(tx, query, read) {
        const s = await held(tx, query.token);
        if (!s) return undefined;
        if (read.change) await ownerEdit(tx, s, read.change, settings);
        else await ownerAction(tx, s, { ...query, closes_on: read.closesOn }, settings);
        const now = await heldNow(tx, s.id);
        return { data: shown(now, config), page: managePage(now, config, query.token) };
      },
    },
  });
};

function editRoute(config: ServiceConfig): RouteDeclaration<"personal", ValidatedBy<ReturnType<typeof manageQuery>, ReturnType<typeof postingChange>>> {
  const settings = submissionSettings(config);
  return {
    kind: "personal",
    method: "patch",
    path: submissionLinks.manage.path,
    contract: () => ({
      tags,
      operationId: "changeOwnSubmission",
      summary: "Edit your submission",
      description: "The fields given replace the offered ones, the whole checked as a submission is. Before approval it changes " +
        "the submission (one sent back for changes returns to the queue); after, it becomes a revision an editor reviews " +
        "while the live posting stays as it is.",
      security: [],
      request: { query: manageQuery(), body: jsonBody(postingChange()) },
      errors: { 404: ["not_found"], 409: ["not_now"] },
      responses: { 200: json(successEnvelope(ownSubmission()), "Your submission as changed.") },
    }),
    handle: (c, { own }) =>
      own(async (tx) => {
        const s = await held(tx, c.req.valid("query").token);
        if (!s) return spent(c.req.raw, submissionLinks.manage.spent);
        await ownerEdit(tx, s, c.req.valid("json"), settings);
        return { status: 200, body: { success: true, data: shown(await heldNow(tx, s.id), config) } };
      }),
  };
}

/**
 * An owner's edit of a held submission: the fields given over what was offered (or the waiting
 * revision), checked whole as a submission is; before approval it changes the submission (one
 * sent back returns to the queue), after it becomes a revision. One that changes nothing writes nothing.
 */
async function ownerEdit(tx: Queryable, s: Held, changes: Row, settings: ReturnType<typeof submissionSettings>): Promise<void> {
  if (!editable(s)) {
    throw notNow(`A submission that is ${s.closed_as ? "closed" : s.status === "approved" ? "ended" : s.status} cannot be edited; submit it again instead.`);
  }
  const current = s.revision ?? s.posting;
  const merged = offeredPosting().safeParse({ ...current, ...changes });
  if (!merged.success) throw invalidInput(fieldProblems(merged.error));
  // An edit that changes nothing writes nothing (no new version, no queue, no e-mail).
  if (Object.keys(ownersChanges(current, merged.data)).length === 0) return;
  await ownerChangeAllowed(tx, s.id);
  const closing = merged.data.closes_on !== s.posting.closes_on ? closingProblem(merged.data.closes_on, settings.maxDays) : undefined;
  if (closing) throw invalidInput([{ field: "closes_on", message: closing }]);
  const value = sql`${JSON.stringify(merged.data)}::text::jsonb`;
  await execute(tx, s.status === "approved"
    ? sql`update public.submissions set revision = ${value} where id = ${s.id}`
    : sql`update public.submissions set posting = ${value}${s.status === "changes_requested" ? sql`, status = 'pending'` : sql``} where id = ${s.id}`);
}

/** Changes an owner makes a day, each submission: each may queue e-mails, notices to Google and history. */
export const ownerChangesPerDay = 10;

/** Counts an owner's change of a submission, or refuses it (429) past `ownerChangesPerDay`. */
async function ownerChangeAllowed(tx: Queryable, id: string): Promise<void> {
  const [row] = await execute<{ wait: number | null }>(tx, sql`select private.refused_for('owner-changes', ${id}, ${ownerChangesPerDay}::int, 86400) as wait`);
  if (row?.wait != null) throw refusedFor(`At most ${ownerChangesPerDay} changes a day by the manage link.`, row.wait);
}

/** Where a renewal now would end it: SUBMISSION_DAYS after its end; undefined past SUBMISSION_MAX_DAYS from today. */
function renewedUntil(s: Held, settings: ReturnType<typeof submissionSettings>): Date | undefined {
  const until = new Date(Date.parse(s.expires_at ?? new Date().toISOString()) + settings.days * 86_400_000);
  return until.toISOString().slice(0, 10) > dayFromToday(settings.maxDays) ? undefined : until;
}

/** One of the owner's actions on a held submission; 409 when its state does not allow it. */
async function ownerAction(tx: Queryable, s: Held, query: OwnerAction, settings: ReturnType<typeof submissionSettings>) {
  if (query.action === "withdraw") {
    if (!beforeApproval(s)) {
      throw notNow(s.status === "approved" ? "It is live: close it instead (action=close&as=withdrawn)." : `A submission that is ${s.status} cannot be withdrawn.`);
    }
    await execute(tx, sql`update public.submissions set status = 'withdrawn' where id = ${s.id}`);
    return;
  }
  if (s.status !== "approved" || s.closed_as || !s.opportunity_id) throw notNow("Only a posting that is live can be closed, extended or renewed.");
  if (!s.active) throw notNow("An editor closed this posting: it can no longer be closed, extended or renewed by its link. Write to the club to reopen it.");
  if (query.action === "close") {
    await ownerChangeAllowed(tx, s.id);
    await updateRecord(tx, opportunityType.sql, s.opportunity_id, { closed_reason: query.as === "filled" ? "filled" : "withdrawn_by_poster" });
    await execute(tx, sql`update public.submissions set closed_as = ${query.as!}::public.submission_closing, closed_at = now(), revision = null where id = ${s.id}`);
    return;
  }
  if (query.action === "extend" && query.closes_on === s.closes_on) return; // already so: nothing to write
  if (query.action === "extend") {
    const closesOn = query.closes_on!;
    const problem = closingProblem(closesOn, settings.maxDays) ?? (s.opens_on && closesOn < s.opens_on ? "must not be before opens_on" : undefined);
    if (problem) throw invalidInput([{ field: "closes_on", message: problem }]);
  }
  // Extending and renewing share one count: each moves the end, each may tell Google and the channels.
  if (s.renewals >= 3) throw notNow("Its end was moved 3 times already (extended or renewed), the most there are: submit it again instead.");
  if (query.action === "extend") {
    const closesOn = query.closes_on!;
    await ownerChangeAllowed(tx, s.id);
    await updateRecord(tx, opportunityType.sql, s.opportunity_id, { closes_on: closesOn, expires_at: endOfDay(closesOn) });
    await execute(tx, sql`update public.submissions set posting = posting || jsonb_build_object('closes_on', ${closesOn}::text),
      renewals = renewals + 1 where id = ${s.id}`);
    return;
  }
  const until = renewedUntil(s, settings);
  if (!until) throw notNow(`Renewing now would end it more than ${settings.maxDays} days from today: renew it nearer its end.`);
  const closesOn = typeof s.posting.closes_on === "string" ? new Date(until.getTime() - 86_400_000).toISOString().slice(0, 10) : undefined;
  await ownerChangeAllowed(tx, s.id);
  await updateRecord(tx, opportunityType.sql, s.opportunity_id, { expires_at: until.toISOString(), ...(closesOn ? { closes_on: closesOn } : {}) });
  await execute(tx, sql`update public.submissions set renewals = renewals + 1
    ${closesOn ? sql`, posting = posting || jsonb_build_object('closes_on', ${closesOn}::text)` : sql``} where id = ${s.id}`);
}
