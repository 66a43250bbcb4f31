import { readAs } from "../../_shared/database/as-caller.ts";
import type { Database } from "../../_shared/database/database.ts";
import { join, sql, statement } from "../../_shared/database/sql.ts";
import { reachedUrl, servedAt, type ServiceConfig } from "../../_shared/http/config.ts";
import { notFound } from "../../_shared/http/errors.ts";
import type { RouteDeclaration, ValidatedBy } from "../../_shared/http/route-kinds.ts";
import { uuid } from "../../_shared/records/fields.ts";
import { listParameters } from "../../_shared/records/listing.ts";
import { filterCondition, type PublicRecords, type RecordType } from "../../_shared/records/record-type.ts";
import type { Row } from "../../_shared/records/table.ts";
import { pageOf } from "../public-pages.ts";
import { eligibilityWords } from "../eligibility.ts";

// Deadlines in every calendar: GET /opportunities/calendar.ics, an iCalendar (RFC 5545) feed a
// calendar subscribes to, with an all-day event for each published opportunity's opens_on and
// closes_on. Each event's UID is stable (the record's id and which date); DTSTAMP and
// LAST-MODIFIED are the record's updated_at and SEQUENCE its dates_sequence, so a calendar sees a
// moved date as a change of the same event. A withdrawn or deleted opportunity leaves at the
// calendar's next refresh. ical-generator writes it (folding and escaping as RFC 5545 says).

/** The most opportunities one calendar holds: the newest published. */
export const calendarLimit = 1_000;
/** How often a calendar should fetch it again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const refreshSeconds = 3_600;

const calendarQuery = (type: RecordType) =>
  type.filterSchema().extend({
    q: listParameters().q,
    id: uuid().optional().meta({ description: "One opportunity's dates only." }),
  });

function calendarRead(type: RecordType & { public: PublicRecords }, query: Record<string, unknown>) {
  const t = type.sql;
  const { q, id, ...filters } = query;
  const conditions = [
    type.public.listed(t),
    ...Object.entries(filters).filter(([, v]) => v !== undefined).map(([name, value]) => filterCondition(type, name, value)),
    ...(q === undefined ? [] : [sql`fts @@ to_tsquery('english', ${q})`]),
    id === undefined ? sql`(${t.column("opens_on")} is not null or ${t.column("closes_on")} is not null)` : sql`${t.column("id")} = ${id}`,
  ];
  return statement(sql`select ${t.selected} from ${t.ref} where ${join(conditions, " and ")}
    order by ${t.column("published_at")} desc, ${t.column("id")} desc limit ${calendarLimit}`);
}

/** A calendar date as the all-day event's start: midnight UTC, which ical-generator writes as that date. */
const day = (date: string, plus = 0) => new Date(Date.parse(`${date}T00:00:00Z`) + plus * 86_400_000);

/** The calendar's text: two all-day events an opportunity at most. */
async function calendarText(rows: Row[], config: ServiceConfig, pageSetting: string, self: string): Promise<string> {
  const { default: ical, ICalEventTransparency } = await import("ical-generator");
  const site = config.publicSite;
  const host = new URL(servedAt(config)).host;
  const calendar = ical({
    name: site?.organization ? `${site.organization.name}: opportunities` : "Opportunities",
    description: "When applications open and close.",
    prodId: { company: "opportunities-resources-service", product: "deadlines", language: "EN" },
    url: self,
    ttl: refreshSeconds,
  });
  for (const row of rows) {
    const r = row as Record<string, string | number | null>;
    const link = pageOf(site?.pages?.[pageSetting], r.id as string) ?? (r.apply_url as string | null) ?? undefined;
    const about = [r.company_name, r.location].filter(Boolean).join(", ");
    const dates = [["opens", r.opens_on, "Opens"], ["closes", r.closes_on, "Closes"]] as const;
    for (const [which, date, label] of dates) {
      if (typeof date !== "string") continue;
      calendar.createEvent({
        id: `${r.id}-${which}@${host}`,
        allDay: true,
        start: day(date),
        end: day(date, 1),
        summary: `${label}: ${r.title}`,
        description: [about, eligibilityWords(r), link].filter(Boolean).join("\n") || null,
        url: link ?? null,
        stamp: new Date(r.updated_at as string),
        lastModified: new Date(r.updated_at as string),
        sequence: r.dates_sequence as number,
        // A deadline is a date to know, not time taken: free/busy stays free.
        transparency: ICalEventTransparency.TRANSPARENT,
      });
    }
  }
  // RFC 5545 3.1: every content line ends with CRLF, the last one included (ical-generator leaves it off).
  return `${calendar.toString()}\r\n`;
}

/** GET /opportunities/calendar.ics. */
export function calendarRoute(
  db: Database,
  type: RecordType & { public: PublicRecords },
  config: ServiceConfig,
  shown: (row: Row) => Row,
): RouteDeclaration<"public read", ValidatedBy<ReturnType<typeof calendarQuery>>> {
  return {
    kind: "public read",
    method: "get",
    path: "/opportunities/calendar.ics",
    large: ({ id }) => id === undefined, // up to 2,000 events of the newest 1,000 opportunities
    contract: () => ({
      tags: ["opportunities"],
      operationId: "getOpportunitiesCalendar",
      summary: "Opening and closing dates as a calendar to subscribe to (iCalendar)",
      description: "An all-day event for each `opens_on` and `closes_on` of the published opportunities (the newest " +
        `${calendarLimit.toLocaleString("en")} with a date), filtered as the list is, or of one (\`id\`). Each event keeps its UID; ` +
        "SEQUENCE and LAST-MODIFIED move when its dates do. Withdrawn and deleted ones leave. Cached as lists are, with an ETag.",
      security: [],
      request: { query: calendarQuery(type) },
      errors: { 404: ["not_found"] },
      responses: {
        200: { description: "The calendar (RFC 5545).", content: { "text/calendar": { schema: { type: "string" } } } },
        304: { description: "Not modified: the anonymous caller's `If-None-Match` matches the ETag." },
      },
    }),
    async handle(c, { answer }) {
      const query = c.req.valid("query");
      const [rows = []] = await readAs<Row>(db, c.var.caller, { statements: [calendarRead(type, query)] });
      if (query.id !== undefined && rows.length === 0) throw notFound("published opportunity");
      const text = await calendarText(rows.map(shown), config, type.public.pageSetting, reachedUrl(config, c.req.url));
      return answer(text, { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'inline; filename="opportunities.ics"' });
    },
  };
}
