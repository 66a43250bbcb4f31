import * as z from "zod";
import type { Queryable } from "../../_shared/database/database.ts";
import { execute, sql } from "../../_shared/database/sql.ts";
import { channels } from "../../../types/settings-tables.ts";
import { invalidInput, notFound } from "../../_shared/http/errors.ts";
import { atLeastOneField, auditFields, boolean, oneOf, recordId, requiredText, utcTimestamp, whenAnObject } from "../../_shared/records/fields.ts";
import type { RecordType } from "../../_shared/records/record-type.ts";
import { defineSettingsTable } from "../../_shared/records/settings-table.ts";
import type { Row } from "../../_shared/records/table.ts";
import { type ChannelKind, channelKinds, urlProblem } from "./targets.ts";
import { channelEvents, deliveryLog, deliveryRecord, deliveryStatuses } from "./deliveries.ts";
import { criteria } from "../criteria.ts";

// Channels: where the club hears of opportunities published and withdrawn (a Discord or Slack
// incoming webhook, or any https endpoint), registered as data (migration `20261201120000_channels`)
// and managed by editors: a settings table. The url and a webhook's signing secret are written,
// never answered: the database does not let editors read them back (column grants), and the
// answers name only `url_hint`. The secret is answered once, when the channel is made.
const kinds = channelKinds as unknown as [ChannelKind, ...ChannelKind[]];

const events = () =>
  z.array(oneOf(channelEvents), { error: `must be a list of ${channelEvents.join(", ")}` })
    .min(1, `give one or more of ${channelEvents.join(", ")}`)
    .refine((list) => new Set(list).size === list.length, "lists an event twice")
    .meta({
      description: "What it is told of: `published` (the first time an opportunity is public), `withdrawn` (no longer public, " +
        "with its `closed_reason`), `submission.pending` (a submission joined the editors' queue: its title, company and age, " +
        "never its address), `report.opened` (a posting's first open report, and its third reporter: how many and why, never " +
        "who), `application.received` (an application reached the editors: the posting and its count, never who applied). " +
        "Criteria apply to publications only. The last three are for editors' channels.",
    });

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
    atLeastOneField(o, ctx);
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

/** A new webhook's signing secret: 32 random bytes, as Standard Webhooks writes them. */
const newSigningSecret = () => `whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))}`;

/** The stored kind (locked for the update): the url given must be of it, and a kind never changes. */
async function checkAgainstStored(tx: Queryable, id: string, { kind, ...values }: Row): Promise<Row> {
  const [stored] = await execute<{ kind: ChannelKind }>(tx, sql`select kind from public.channels where id = ${id} for update`);
  if (!stored) throw notFound("channel");
  if (kind !== undefined && kind !== stored.kind) {
    throw invalidInput([{ field: "kind", message: `cannot change (it is ${stored.kind}): add a new channel instead` }]);
  }
  const problem = typeof values.url === "string" ? urlProblem(stored.kind, values.url) : undefined;
  if (problem) throw invalidInput([{ field: "url", message: problem }]);
  return values;
}

/** The channels, a settings table of editors (manage_opportunities), with each one's delivery log. */
export const channelTable = (type: RecordType) =>
  defineSettingsTable({
    noun: "channel",
    component: "Channel",
    path: "/opportunities/channels",
    tags: ["channels"],
    facts: channels,
    order: sql`name, id`,
    doing: { read: "read channels", write: "manage channels" },
    owner: "permission",
    schemas: () => ({ input: channelInput(type), patch: channelPatch(type), record: channelRecord() }),
    routes: {
      list: {
        summary: "List the channels, or get one by id",
        description: "Every channel, by name, or one with `id`; never its url or secret. For holders of manage_opportunities and the secret key.",
      },
      create: {
        summary: "Add a channel",
        description: "It hears of what is published and withdrawn from now on. A webhook's answer holds its `signing_secret`, once: " +
          "keep it (a replay with the same Idempotency-Key answers without it).",
      },
      replace: {
        summary: "Update a channel",
        description: "kind, name and url are required again; other omitted fields are left as they are. A kind never changes. " +
          "Enabled again, a channel hears of what happens from then on, its failures cleared.",
      },
      patch: {
        summary: "Change some fields of a channel",
        description: "A kind never changes. Enabled again, a channel hears of what happens from then on, its failures cleared.",
      },
      delete: { summary: "Delete a channel", description: "Its delivery log goes with it." },
      log: {
        path: "deliveries",
        entries: "deliveries",
        operationId: "listChannelDeliveries",
        summary: "A channel's delivery log, newest first",
        description: "Its messages (the newest 200 are kept): what each told of, its status, the receiver's answer code and " +
          "the error, a page at a time (`limit`, `cursor`, as lists).",
        record: deliveryRecord,
        of: deliveryLog,
      },
    },
    creating(input) {
      const secret = input.kind === "webhook" ? newSigningSecret() : undefined;
      return secret ? { values: { signing_secret: secret }, once: { signing_secret: secret } } : { values: {}, once: {} };
    },
    updating: checkAgainstStored,
  });
