import * as z from "zod";
import { readAs } from "../../_shared/database/as-caller.ts";
import type { Database, Queryable } from "../../_shared/database/database.ts";
import { execute, join, type Sql, sql, statement, table } from "../../_shared/database/sql.ts";
import { invalidInput, notFound } from "../../_shared/http/errors.ts";
import { successEnvelope } from "../../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../../_shared/http/route-kinds.ts";
import { auditFields, boolean, oneOf, recordId, requiredText, utcTimestamp, uuid, whenAnObject } from "../../_shared/records/fields.ts";
import type { RecordType } from "../../_shared/records/record-type.ts";
import { json, jsonBody } from "../../_shared/records/record-routes.ts";
import type { Row } from "../../_shared/records/table.ts";
import { Constants } from "../../../types/database.ts";
import { type ChannelKind, channelKinds, urlProblem } from "./targets.ts";
import { criteria } from "../criteria.ts";

// Channels: where the club hears of opportunities published and withdrawn (a Discord or Slack
// incoming webhook, or any https endpoint), registered as data (migration `20261201120000_channels`)
// and managed by editors here. The url and a webhook's signing secret are written, never answered:
// the database does not let editors read them back (column grants), and the answers here name only
// `url_hint`. The secret is answered once, when the channel is made.

/** The database's enums, as `npm run gen` writes them. */
export const channelEvents = Constants.public.Enums.channel_event;
export const deliveryStatuses = Constants.public.Enums.channel_delivery_status;
const kinds = channelKinds as unknown as [ChannelKind, ...ChannelKind[]];

const events = () =>
  z.array(oneOf(channelEvents), { error: "must be a list of published and withdrawn" }).min(1, "give published, withdrawn or both")
    .refine((list) => new Set(list).size === list.length, "lists an event twice")
    .meta({ description: "What it is told of: `published` (the first time an opportunity is public), `withdrawn` (no longer public)." });

const channelFields = (type: RecordType) =>
  z.strictObject({
    kind: oneOf(kinds).meta({ description: "`discord`, `slack` (their incoming webhooks) or `webhook` (any https endpoint, signed)." }),
    name: requiredText(100).meta({ description: "What editors call it: `#internships`." }),
    url: z.string({ error: "must be text" }).trim().meta({
      format: "uri",
      description: "Its webhook URL, a secret: written, never answered (only `url_hint`). Discord: https://discord.com/api/webhooks/...; " +
        "Slack: https://hooks.slack.com/services/...; webhook: https on a public host.",
    }),
    criteria: criteria(type, "Which opportunities it announces").optional(),
    events: events().optional(),
    enabled: boolean().optional().meta({ description: "Deliver to it (default true). Enabled again, it hears of what happens from then on." }),
  });

/** The url against its kind: the field named, the rule said. */
const checkUrl = (o: { kind?: unknown; url?: unknown }, ctx: z.RefinementCtx) => {
  if (typeof o.kind !== "string" || typeof o.url !== "string" || !channelKinds.includes(o.kind as ChannelKind)) return;
  const problem = urlProblem(o.kind as ChannelKind, o.url);
  if (problem) ctx.addIssue({ code: "custom", path: ["url"], message: problem });
};

const example = { kind: "discord", name: "#internships", url: "https://discord.com/api/webhooks/123456789012345678/token", criteria: { category: "Internship" } };

const channelInput = (type: RecordType) =>
  channelFields(type).superRefine(checkUrl, whenAnObject).meta({
    id: "ChannelInput",
    description: "kind, name and url are required; criteria (default `{}`), events (default `[\"published\"]`) and enabled (default true) are optional.",
    example,
  });
const channelPatch = (type: RecordType) =>
  channelFields(type).partial().superRefine((o, ctx) => {
    if (Object.keys(o).length === 0) ctx.addIssue({ code: "custom", path: [], message: "give at least one field to change" });
    checkUrl(o, ctx);
  }, whenAnObject).meta({ id: "ChannelPatch", example: { enabled: true } });

const lastDelivery = () =>
  z.object({
    at: utcTimestamp(),
    status: z.enum(deliveryStatuses),
    answer_code: z.int().nullable(),
    error: z.string().nullable(),
  });

const channelRecord = () =>
  z.strictObject({
    id: recordId(),
    kind: z.enum(kinds),
    name: z.string(),
    url_hint: z.string().meta({ description: "The url's host and last four characters: enough to tell channels apart, never the secret." }),
    criteria: z.record(z.string(), z.string()),
    events: z.array(z.enum(channelEvents)),
    enabled: z.boolean(),
    last_delivery: lastDelivery().nullable().meta({ description: "Its latest delivery's outcome; null before the first." }),
    consecutive_failures: z.int().meta({ description: "Failed sends in a row; at 10 the service disables it." }),
    disabled_reason: z.string().nullable().meta({ description: "Why the service disabled it; cleared when it is enabled again." }),
    ...auditFields(),
    signing_secret: z.string().optional().meta({
      description: "A webhook's `whsec_` secret for its Standard Webhooks signatures: answered once, when it is made.",
    }),
  }).meta({
    id: "Channel",
    example: {
      id: "d0000000-0000-4000-8000-000000000001",
      kind: "discord",
      name: "#internships",
      url_hint: "https://discord.com/…oken",
      criteria: { category: "Internship" },
      events: ["published"],
      enabled: true,
      last_delivery: null,
      consecutive_failures: 0,
      disabled_reason: null,
      created_at: "2026-11-25T06:00:00.000000Z",
      created_by: null,
      updated_at: "2026-11-25T06:00:00.000000Z",
      updated_by: null,
    },
  });

/** The columns editors may read: never url, never signing_secret. */
const channels = table("public.channels", [
  "id", "kind", "name", "url", "url_hint", "signing_secret", "criteria", "events", "enabled", "last_delivery", "consecutive_failures",
  "disabled_reason", "created_at", "created_by", "updated_at", "updated_by",
]);
const selected = sql`id, kind, name, url_hint, criteria, to_jsonb(events) as events, enabled, last_delivery, consecutive_failures,
  disabled_reason, created_at, created_by, updated_at, updated_by`;


/** A value as its column takes it: events a list of the enum, criteria jsonb. */
const valueOf = (column: string, value: unknown): Sql =>
  column === "events"
    ? sql`string_to_array(${(value as string[]).join(",")}, ',')::public.channel_event[]`
    : column === "criteria"
    ? sql`${JSON.stringify(value)}::text::jsonb`
    : sql`${value}`;

const found = (row: Row | undefined) => {
  if (!row) throw notFound("channel");
  return row;
};

const idQuery = () => z.strictObject({ id: uuid().meta({ description: "The channel's id.", param: { in: "query" } }) });
const path = "/opportunities/channels";
const tags = ["channels"];
const doing = "manage channels";

/** GET lists the channels or gets one; POST, PUT, PATCH, DELETE manage them. */
export const channelRoutes = (db: Database, type: RecordType): RouteDeclaration[] =>
  [listRoute(db), createRoute(type), updateRoute(type, "put"), updateRoute(type, "patch"), deleteRoute()] as RouteDeclaration[];

function listRoute(db: Database): RouteDeclaration<"editors' read", ValidatedBy<ReturnType<typeof listQuery>>> {
  return {
    kind: "editors' read",
    method: "get",
    path,
    doing: "read channels",
    contract: () => ({
      tags,
      operationId: "listChannels",
      summary: "List the channels, or get one by id",
      description: "Every channel, by name, or one with `id`; never its url or secret. For holders of manage_opportunities and the secret key.",
      request: { query: listQuery() },
      errors: { 404: ["not_found"] },
      responses: {
        200: json(z.union([successEnvelope(z.array(channelRecord())), successEnvelope(channelRecord())]), "The channels, or the one asked for."),
      },
    }),
    async handle(c, { answer }) {
      const { id } = c.req.valid("query");
      const read = id === undefined
        ? sql`select ${selected} from ${channels.ref} order by name, id`
        : sql`select ${selected} from ${channels.ref} where id = ${id}`;
      const [rows = []] = await readAs<Row>(db, c.var.caller, { statements: [statement(read)] });
      return answer(JSON.stringify({ success: true, data: id === undefined ? rows : found(rows[0]) }));
    },
  };
}

/** A new webhook's signing secret: 32 random bytes, as Standard Webhooks writes them. */
const newSigningSecret = () => `whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))}`;

function createRoute(type: RecordType): RouteDeclaration<"write", ValidatedBy<ReturnType<typeof emptyQuery>, ReturnType<typeof channelInput>>> {
  return {
    kind: "write",
    method: "post",
    path,
    doing,
    contract: () => ({
      tags,
      operationId: "createChannel",
      summary: "Add a channel",
      description: "It hears of what is published and withdrawn from now on. A webhook's answer holds its `signing_secret`, once: keep it (a replay with the same Idempotency-Key answers without it).",
      request: { query: emptyQuery(), body: jsonBody(channelInput(type)) },
      responses: {
        201: {
          ...json(successEnvelope(channelRecord()), "Added: the new channel."),
          headers: { Location: { description: "`?id=<id>` of the new channel.", schema: { type: "string" } } },
        },
      },
    }),
    handle: (c, { write }) =>
      write(async (tx) => {
        const input = c.req.valid("json");
        const secret = input.kind === "webhook" ? newSigningSecret() : undefined;
        const values: Record<string, unknown> = { ...input, ...(secret ? { signing_secret: secret } : {}) };
        const names = Object.keys(values);
        const [row] = await execute<Row>(tx, sql`insert into ${channels.ref} (${join(names.map(channels.column), ", ")})
          values (${join(names.map((n) => valueOf(n, values[n])), ", ")}) returning ${selected}`);
        const data: Row = { ...row!, ...(secret ? { signing_secret: secret } : {}) };
        // A replayed create (the same Idempotency-Key) answers the channel without its secret.
        return { status: 201, body: { success: true, data }, replayBody: { success: true, data: row }, headers: { Location: `?id=${data.id}` } };
      }),
  };
}

/** The stored kind (locked for the update): the url given must be of it, and a kind never changes. */
async function checkAgainstStored(tx: Queryable, id: string, input: { kind?: string; url?: string }) {
  const [stored] = await execute<{ kind: ChannelKind }>(tx, sql`select kind from ${channels.ref} where id = ${id} for update`);
  if (!stored) throw notFound("channel");
  if (input.kind !== undefined && input.kind !== stored.kind) {
    throw invalidInput([{ field: "kind", message: `cannot change (it is ${stored.kind}): add a new channel instead` }]);
  }
  const problem = input.url === undefined ? undefined : urlProblem(stored.kind, input.url);
  if (problem) throw invalidInput([{ field: "url", message: problem }]);
}

function updateRoute(type: RecordType, method: "put" | "patch"): RouteDeclaration<"write", ValidatedBy<ReturnType<typeof idQuery>, z.ZodType<object>>> {
  return {
    kind: "write",
    method,
    path,
    doing,
    contract: () => ({
      tags,
      operationId: method === "put" ? "updateChannel" : "patchChannel",
      summary: method === "put" ? "Update a channel" : "Change some fields of a channel",
      description: (method === "put" ? "kind, name and url are required again; other omitted fields are left as they are. " : "") +
        "A kind never changes. Enabled again, a channel hears of what happens from then on, its failures cleared.",
      request: { query: idQuery(), body: jsonBody(method === "put" ? channelInput(type) : channelPatch(type)) },
      errors: { 404: ["not_found"] },
      responses: { 200: json(successEnvelope(channelRecord()), "The updated channel.") },
    }),
    handle: (c, { write }) =>
      write(async (tx) => {
        const id = c.req.valid("query").id;
        const { kind, ...values } = c.req.valid("json") as Record<string, unknown>;
        await checkAgainstStored(tx, id, { kind: kind as string | undefined, url: values.url as string | undefined });
        const assignments = Object.entries(values).map(([n, v]) => sql`${channels.column(n)} = ${valueOf(n, v)}`);
        const [row] = assignments.length === 0
          ? await execute<Row>(tx, sql`select ${selected} from ${channels.ref} where id = ${id}`)
          : await execute<Row>(tx, sql`update ${channels.ref} set ${join(assignments, ", ")} where id = ${id} returning ${selected}`);
        return { status: 200, body: { success: true, data: found(row) } };
      }),
  };
}

function deleteRoute(): RouteDeclaration<"write", ValidatedBy<ReturnType<typeof idQuery>>> {
  return {
    kind: "write",
    method: "delete",
    path,
    doing,
    contract: () => ({
      tags,
      operationId: "deleteChannel",
      summary: "Delete a channel",
      description: "Its delivery log goes with it.",
      request: { query: idQuery() },
      errors: { 404: ["not_found"] },
      responses: { 200: json(successEnvelope(channelRecord()), "The deleted channel.") },
    }),
    handle: (c, { write }) =>
      write(async (tx) => {
        const [row] = await execute<Row>(tx, sql`delete from ${channels.ref} where id = ${c.req.valid("query").id} returning ${selected}`);
        return { status: 200, body: { success: true, data: found(row) } };
      }),
  };
}

const emptyQuery = () => z.strictObject({});
const listQuery = () => z.strictObject({ id: idQuery().shape.id.optional() });
