import * as z from "zod";
import type { Claims } from "../../_shared/database/database.ts";
import { execute, sql } from "../../_shared/database/sql.ts";
import { ApiError, notFound } from "../../_shared/http/errors.ts";
import { successEnvelope } from "../../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../../_shared/http/route-kinds.ts";
import { calendarDate, int32, recordId, utcTimestamp, uuid } from "../../_shared/records/fields.ts";
import { json, jsonBody } from "../../_shared/records/record-routes.ts";
import type { Row } from "../../_shared/records/table.ts";

// Bookmarks: a signed-in member's saved opportunities, each with an optional reminder N days
// before it closes, which the delivery worker e-mails once. The database's policy keeps each
// member to their own (through this API or supabase-js alike), and to postings they may read.

const path = "/opportunities/bookmarks";
const tags = ["bookmarks"];

const remindDays = () =>
  int32().min(1, "must be from 1 to 90").max(90, "must be from 1 to 90").nullable()
    .meta({ description: "E-mail a reminder this many days before `closes_on` (once); null: no reminder." });

const bookmarkInput = () =>
  z.strictObject({
    opportunity_id: uuid().meta({ description: "The opportunity to save: one you may read." }),
    remind_days_before: remindDays().optional(),
  }).meta({ id: "BookmarkInput", example: { opportunity_id: "c0000000-0000-4000-8000-000000000001", remind_days_before: 3 } });

const bookmarkRecord = () =>
  z.strictObject({
    opportunity_id: recordId(),
    title: z.string().nullable().meta({ description: "The opportunity's title; null when you may no longer read it." }),
    closes_on: calendarDate().nullable(),
    remind_days_before: z.int().nullable(),
    reminded_at: utcTimestamp().nullable().meta({ description: "When its reminder was sent; null before (a changed reminder is due again)." }),
    created_at: utcTimestamp(),
  }).meta({ id: "Bookmark" });

const columns = sql`b.opportunity_id, o.title, o.closes_on, b.remind_days_before, b.reminded_at, b.created_at`;
/** What a member may read of their own bookmark's row (the columns granted them). */
const saved = sql`opportunity_id, remind_days_before, reminded_at, created_at`;
const withOpportunity = sql`public.bookmarks b left join public.opportunities o on o.id = b.opportunity_id`;

/** Saving and removing are a member's own: 401 anonymous, 403 for the secret key (which has no member). */
const mustBeMember = (claims: Claims) => {
  if (claims.role === "anon") throw new ApiError(401, "unauthorized", "Sign in to keep bookmarks.");
  if (claims.role !== "authenticated") throw new ApiError(403, "forbidden", "Bookmarks are a signed-in member's own.");
};

/** GET lists yours; POST saves one (or changes its reminder); DELETE removes one. */
export const bookmarkRoutes = (): RouteDeclaration[] => [listRoute(), saveRoute(), removeRoute()] as RouteDeclaration[];

function listRoute(): RouteDeclaration<"personal", ValidatedBy<ReturnType<typeof emptyQuery>>> {
  return {
    kind: "personal",
    method: "get",
    path,
    contract: () => ({
      tags,
      operationId: "listBookmarks",
      summary: "Your bookmarks",
      description: "Signed in: your saved opportunities, newest first. Nobody else's, editors included (the secret key reads all).",
      request: { query: emptyQuery() },
      errors: { 401: ["unauthorized"] },
      responses: { 200: json(successEnvelope(z.array(bookmarkRecord())), "Your bookmarks.") },
    }),
    handle: (c, { own }) =>
      own(async (tx) => {
        if (c.var.caller.claims.role === "anon") throw new ApiError(401, "unauthorized", "Sign in to keep bookmarks.");
        const rows = await execute<Row>(tx, sql`select ${columns} from ${withOpportunity} order by b.created_at desc, b.opportunity_id`);
        return { status: 200, body: { success: true, data: rows } };
      }),
  };
}

function saveRoute(): RouteDeclaration<"personal", ValidatedBy<ReturnType<typeof emptyQuery>, ReturnType<typeof bookmarkInput>>> {
  return {
    kind: "personal",
    method: "post",
    path,
    contract: () => ({
      tags,
      operationId: "saveBookmark",
      summary: "Save an opportunity, or change its reminder",
      description: "201 when saved, 200 when it was saved already (its reminder set as given; omitted, left as it was).",
      request: { query: emptyQuery(), body: jsonBody(bookmarkInput()) },
      errors: { 401: ["unauthorized"], 403: ["forbidden"], 404: ["not_found"] },
      responses: {
        200: json(successEnvelope(bookmarkRecord()), "It was saved already: as it is now."),
        201: json(successEnvelope(bookmarkRecord()), "Saved."),
      },
    }),
    handle: (c, { own }) =>
      own(async (tx) => {
        mustBeMember(c.var.caller.claims);
        const input = c.req.valid("json");
        const [readable] = await execute(tx, sql`select 1 from public.opportunities where id = ${input.opportunity_id}`);
        if (!readable) throw notFound("opportunity");
        const days = input.remind_days_before;
        // A row inserted now has created_at = now() (the transaction's start); one saved before keeps its own.
        const [row] = await execute<Row & { inserted: boolean }>(tx, sql`with saved as (
            insert into public.bookmarks (opportunity_id, remind_days_before) values (${input.opportunity_id}, ${days ?? null}::int)
            on conflict (user_id, opportunity_id) do update
              set remind_days_before = case when ${days === undefined} then bookmarks.remind_days_before else excluded.remind_days_before end
            returning ${saved}, created_at = now() as inserted)
          select ${columns}, b.inserted from saved b left join public.opportunities o on o.id = b.opportunity_id`);
        const { inserted, ...bookmark } = row!;
        return { status: inserted ? 201 : 200, body: { success: true, data: bookmark } };
      }),
  };
}

function removeRoute(): RouteDeclaration<"personal", ValidatedBy<ReturnType<typeof removeQuery>>> {
  return {
    kind: "personal",
    method: "delete",
    path,
    contract: () => ({
      tags,
      operationId: "removeBookmark",
      summary: "Remove a bookmark",
      request: { query: removeQuery() },
      errors: { 401: ["unauthorized"], 403: ["forbidden"], 404: ["not_found"] },
      responses: { 200: json(successEnvelope(bookmarkRecord()), "Removed: the bookmark as it was.") },
    }),
    handle: (c, { own }) =>
      own(async (tx) => {
        mustBeMember(c.var.caller.claims);
        const [row] = await execute<Row>(tx, sql`with gone as (
            delete from public.bookmarks where opportunity_id = ${c.req.valid("query").opportunity_id} returning ${saved})
          select ${columns} from gone b left join public.opportunities o on o.id = b.opportunity_id`);
        if (!row) throw new ApiError(404, "not_found", "You have no bookmark of this opportunity.");
        return { status: 200, body: { success: true, data: row } };
      }),
  };
}

const emptyQuery = () => z.strictObject({});
const removeQuery = () =>
  z.strictObject({ opportunity_id: uuid().meta({ description: "The bookmarked opportunity's id.", param: { in: "query" } }) });
