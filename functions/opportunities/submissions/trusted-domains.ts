import * as z from "zod";
import { sql } from "../../_shared/database/sql.ts";
import { trusted_domains } from "../../../types/settings-tables.ts";
import { boolean, domainName, recordId, utcTimestamp } from "../../_shared/records/fields.ts";
import { trustableDomain } from "../../_shared/people/domains.ts";
import { defineSettingsTable } from "../../_shared/records/settings-table.ts";
import { tags } from "./submit.ts";

// The e-mail domains whose confirmed submissions go live at once when their apply link is on the
// domain: trusted by an editor's first approval of one, or by an editor by hand (never a
// free-mail domain). Editors list
// them, revoke one (`trusted: false`, which an approval does not undo) or trust it again, and
// delete one (the next approval trusts it again).

const trustInput = () =>
  z.strictObject({
    domain: trustableDomain().meta({ description: "The e-mail domain (after the @). Never a free or disposable mail provider's (gmail.com, naver.com, ...), nor a public suffix (co.uk, github.io)." }),
    trusted: boolean().optional().meta({ description: "Default true." }),
  }).meta({ id: "TrustedDomainInput", example: { domain: "acme.example" } });

const trust = () =>
  z.strictObject({ trusted: boolean().meta({ description: "false revokes the trust; true gives it back." }) })
    .meta({ id: "TrustedDomainPatch", example: { trusted: false } });

export const trustedDomainTable = defineSettingsTable({
  noun: "trusted domain",
  component: "TrustedDomain",
  path: "/opportunities/trusted-domains",
  tags,
  facts: trusted_domains,
  order: sql`domain`,
  doing: { read: "read trusted domains", write: "change trusted domains" },
  owner: "permission",
  key: { column: "domain", rule: domainName },
  missing: "No trusted domain of this name: it was never trusted, or it was deleted.",
  schemas: () => ({
    input: trustInput(),
    patch: trust(),
    record: z.object({
      id: z.string().meta({ description: "The domain (what `?id=` takes)." }),
      domain: z.string(),
      trusted: z.boolean().meta({ description: "false: revoked; its submissions are reviewed." }),
      submission_id: recordId().nullable().meta({ description: "The approval that trusted it." }),
      created_at: utcTimestamp(),
      updated_at: utcTimestamp(),
    }).meta({ id: "TrustedDomain", example: { id: "acme.example", domain: "acme.example", trusted: true, submission_id: null, created_at: "2026-11-28T10:00:00.000000Z", updated_at: "2026-11-28T10:00:00.000000Z" } }),
  }),
  routes: {
    list: {
      operationId: "listTrustedDomains",
      summary: "List trusted e-mail domains",
      description: "Domains whose confirmed submissions go live without review when their link is on the domain (revoked ones too), by name; or one with `id` (the domain).",
    },
    create: {
      operationId: "trustDomain",
      summary: "Trust an e-mail domain by hand",
      description: "Its confirmed submissions go live without review when their link is on the domain. 409 when it is listed already.",
      conflicts: { 409: ["duplicate_domain"] },
    },
    patch: { operationId: "changeTrustedDomain", summary: "Revoke a domain's trust, or give it back", description: "`{\"trusted\": false}` revokes it: an approval does not trust it again." },
    delete: { operationId: "deleteTrustedDomain", summary: "Forget a trusted domain", description: "Its next approved submission trusts it again." },
  },
});
