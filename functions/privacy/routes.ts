import * as z from "zod";
import { escapeUTF8 as escapeHtml } from "entities";
import { type CaptchaAccess, captchaToken } from "../_shared/http/captcha.ts";
import { publicFormRoute } from "../_shared/http/public-form.ts";
import { execute, sql } from "../_shared/database/sql.ts";
import { privacySettings, type ServiceConfig } from "../_shared/http/config.ts";
import { ApiError } from "../_shared/http/errors.ts";
import { successEnvelope } from "../_shared/http/openapi-schemas.ts";
import { refusedFor } from "../_shared/http/rate-limits.ts";
import type { RouteDeclaration, ValidatedBy } from "../_shared/http/route-kinds.ts";
import { json, jsonBody } from "../_shared/records/record-routes.ts";
import type { Row } from "../_shared/records/table.ts";
import type { PageContent } from "../_shared/links/pages.ts";
import { linkRoutes } from "../_shared/links/link-routes.ts";
import { privacyLink } from "../_shared/people/privacy-link.ts";

// Every person's data, on request (docs/privacy.md). Anyone asks for a link by e-mail to their
// address (202 whatever the address); the link shows what the board keeps about it, downloads it
// as JSON and erases it. A signed-in member exports and erases their own (the account itself is
// Supabase Auth's); the secret key erases an address on a written request. The database does the
// work (private.privacy_export, private.privacy_erase), each function taking its caller's proof.

const tags = ["privacy"];
const emptyQuery = () => z.strictObject({});
const address = () => z.email({ error: "must be an e-mail address" }).max(254, "must be at most 254 characters");

const requestBody = () =>
  z.strictObject({
    email: address().meta({ description: "The address whose data is asked for: the link goes there, and only there." }),
    captcha_token: captchaToken(),
  }).meta({ id: "PrivacyRequest", example: { email: "sam@example.org" } });

const actions = ["export", "erase"] as const;

/** What an export holds: every list, empty when there is nothing. */
const exported = () =>
  z.object({
    address: z.string(),
    exported_at: z.string(),
    alerts: z.array(z.record(z.string(), z.unknown())).meta({ description: "Job alerts to the address (or the member's), without their tokens." }),
    submissions: z.array(z.record(z.string(), z.unknown())).meta({ description: "Postings the address offered, with the review's words." }),
    emails: z.array(z.record(z.string(), z.unknown())).meta({ description: "E-mails to the address waiting to be sent, or that could not be (a sent e-mail is not kept)." }),
    mailbox: z.record(z.string(), z.unknown()).nullable().meta({ description: "When the mailbox was last asked to confirm an alert, and whether it unsubscribed." }),
    bookmarks: z.array(z.record(z.string(), z.unknown())).nullable().meta({ description: "A member's bookmarks (null for an address)." }),
    reports: z.array(z.record(z.string(), z.unknown())).nullable().meta({ description: "A member's reports of postings (null for an address)." }),
    applications: z.array(z.record(z.string(), z.unknown())).meta({ description: "Applications made with the address (or as the member), with their answers and files' names; never the editors' notes or rating." }),
  }).meta({ id: "PrivacyExport" });

const erased = () =>
  z.object({
    alerts: z.int(),
    submissions_deleted: z.int().meta({ description: "Submissions not live (unconfirmed, pending, sent back, rejected, withdrawn), deleted." }),
    submissions_anonymised: z.int().meta({ description: "Approved submissions: their posting stays, the address and name are erased." }),
    emails: z.int(),
    bookmarks: z.int(),
    reports: z.int(),
    applications: z.int().meta({ description: "Applications deleted, with their files, notes and history." }),
  }).meta({ id: "PrivacyErasure" });

const paths = { requests: "/privacy/requests", mine: "/privacy/mine", erasures: "/privacy/erasures" };

export function privacyRoutes(config: ServiceConfig, captcha?: CaptchaAccess): RouteDeclaration[] {
  return [requestRoute(config, captcha), ...linkRoutesOfPrivacy(), mineRoute("get"), mineRoute("delete"), erasureRoute()] as RouteDeclaration[];
}

function requestRoute(config: ServiceConfig, captcha?: CaptchaAccess): RouteDeclaration<"personal", ValidatedBy<ReturnType<typeof emptyQuery>, ReturnType<typeof requestBody>>> {
  const perClient = privacySettings(config).requestsPerClientPerHour;
  return publicFormRoute(config, {
    path: paths.requests,
    contract: () => ({
      tags,
      operationId: "requestPrivacyLink",
      summary: "Ask for what the board keeps about an address",
      description: "202 whatever the address: one e-mail goes to it with a link (valid a day) that shows what the board keeps " +
        "about it, downloads it as JSON and erases it. At most one such e-mail an hour per address; `PRIVACY_CLIENT_LIMIT` " +
        "requests an hour per client (429). With TURNSTILE_SECRET_KEY set, `captcha_token` is required (action `privacy_request`).",
      request: { query: emptyQuery(), body: jsonBody(requestBody()) },
      errors: { 429: ["rate_limited"], 503: ["service_unavailable"] },
      responses: { 202: json(successEnvelope(z.object({ email: z.string() })), "Accepted: the link goes to the address.") },
    }),
    sendsEmail: true,
    captcha: "privacy_request",
    async write(tx, { input: { email }, client }) {
      const [outcome] = await execute<{ limited: string | null; retry_after: number | null }>(tx, sql`select limited, retry_after
        from private.request_privacy_link(${email}, ${client}, ${perClient}::int)`);
      if (outcome!.limited) throw refusedFor("Too many privacy requests from this client this hour.", outcome!.retry_after!);
      return { status: 202, body: { success: true, data: { email } } };
    },
  }, captcha);
}

/** What the link's page says of an export: how much of each there is. */
function summaryPage(data: Row, token: string): PageContent {
  const count = (key: string, one: string, many: string) => {
    const n = Array.isArray(data[key]) ? (data[key] as unknown[]).length : 0;
    return `${n} ${n === 1 ? one : many}`;
  };
  const at = (action: string) => `?token=${encodeURIComponent(token)}&action=${action}`;
  return {
    title: "What we keep about your address",
    paragraphs: [
      escapeHtml(`For ${String(data.address)}: ${count("alerts", "job alert", "job alerts")}, ${count("submissions", "submitted posting", "submitted postings")}, ` +
        `${count("emails", "e-mail waiting or failed", "e-mails waiting or failed")}, ` +
        `${count("applications", "application", "applications")}. Sent e-mails are not kept.`),
      escapeHtml("Download it all as JSON, or erase it: alerts, unpublished submissions, applications and e-mails are deleted; a live posting you " +
        "submitted stays, without your address and name. Erasing cannot be undone."),
    ],
    buttons: [{ label: "Download it all (JSON)", action: at("export") }, { label: "Erase it all", action: at("erase") }],
  };
}

/** The link's page shows how much there is; its buttons download it all, or erase it. */
const linkRoutesOfPrivacy = () =>
  linkRoutes(privacyLink, {
    tags,
    open: {
      operationId: "readPrivacyLink",
      summary: "What the board keeps about the link's address",
      description: "A browser gets a page with the counts and two buttons (download, erase); a program gets the export.",
      data: exported,
      async show(tx, token) {
        const [row] = await execute<{ data: Row | null }>(tx, sql`select private.privacy_export_by_link(${token}) as data`);
        return row?.data ? { data: row.data, page: summaryPage(row.data, token) } : undefined;
      },
    },
    act: {
      operationId: "actOnPrivacyLink",
      summary: "Download, or erase, what the board keeps about the link's address",
      description: "`export`: the JSON, as a file to keep (`Content-Disposition: attachment`). `erase`: the address's alerts, its " +
        "submissions not live and its e-mails are deleted, and an approved submission keeps its posting without the address " +
        "and the name; the link is spent.",
      params: () => ({
        action: z.enum(actions, { error: "must be export or erase" })
          .meta({ description: "`export`: everything, as JSON; `erase`: all of it, now.", param: { in: "query" } }),
      }),
      data: () => z.union([exported(), erased()]),
      answer: "The export (a file), or what was erased",
      async run(tx, { token, action }) {
        const [row] = await execute<{ data: Row | null }>(tx, action === "export"
          ? sql`select private.privacy_export_by_link(${token}) as data`
          : sql`select private.privacy_erase_by_link(${token}) as data`);
        if (!row?.data) return undefined;
        if (action === "export") return exportFile(row.data);
        return { data: row.data, page: { title: "Erased", paragraphs: [escapeHtml("Everything the board kept about your address is erased. This link no longer works.")] } };
      },
    },
  });

/** An export as a file to keep. */
const exportFile = (data: Row) =>
  new Response(JSON.stringify({ success: true, data }, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-data.json"',
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });

function mineRoute(method: "get" | "delete"): RouteDeclaration<"personal", ValidatedBy<ReturnType<typeof emptyQuery>>> {
  const exporting = method === "get";
  return {
    kind: "personal",
    method,
    path: paths.mine,
    contract: () => ({
      tags,
      operationId: exporting ? "exportMyData" : "eraseMyData",
      summary: exporting ? "Everything the board keeps about you (signed in)" : "Erase everything the board keeps about you (signed in)",
      description: exporting
        ? "A signed-in member's bookmarks, alerts, reports, and what their account's address has (submissions, e-mails)."
        : "Deletes the member's bookmarks, alerts and reports, and erases their account's address as a privacy link does. The " +
          "account itself is Supabase Auth's: delete it there.",
      request: { query: emptyQuery() },
      errors: { 401: ["unauthorized"] },
      responses: { 200: json(successEnvelope(exporting ? exported() : erased()), exporting ? "Your data." : "What was erased.") },
    }),
    handle: (c, { own }) => {
      if (c.var.caller.claims.role !== "authenticated") throw new ApiError(401, "unauthorized", "Sign in: this is a member's own data.");
      return own(async (tx) => {
        const [row] = await execute<{ data: Row | null }>(tx, exporting ? sql`select private.my_privacy_export() as data` : sql`select private.my_privacy_erase() as data`);
        if (!row?.data) throw new ApiError(401, "unauthorized", "Sign in with an account that has an e-mail address.");
        return { status: 200, body: { success: true, data: row.data } };
      });
    },
  };
}

const erasureBody = () =>
  z.strictObject({ email: address().meta({ description: "The address to erase, as the written request gives it." }) })
    .meta({ id: "PrivacyErasureRequest", example: { email: "sam@example.org" } });

function erasureRoute(): RouteDeclaration<"personal", ValidatedBy<ReturnType<typeof emptyQuery>, ReturnType<typeof erasureBody>>> {
  return {
    kind: "personal",
    method: "post",
    path: paths.erasures,
    contract: () => ({
      tags,
      operationId: "eraseAddress",
      summary: "Erase an address on a written request (the secret key)",
      description: "For the club's data officer, with the secret key: erases the address as its own privacy link would. 403 for anyone else.",
      request: { query: emptyQuery(), body: jsonBody(erasureBody()) },
      errors: { 403: ["forbidden"] },
      responses: { 200: json(successEnvelope(erased()), "What was erased.") },
    }),
    handle: (c, { own }) => {
      if (c.var.caller.claims.role !== "service_role") throw new ApiError(403, "forbidden", "Erasing an address on request needs the secret key.");
      const { email } = c.req.valid("json");
      return own(async (tx) => {
        const [row] = await execute<{ data: Row }>(tx, sql`select private.privacy_erase(${email}) as data`);
        return { status: 200, body: { success: true, data: row!.data } };
      });
    },
  };
}
