import * as z from "zod";

// What each of the schedule's calls answers: what it did, and what is left for the next call.

/** What a delivery call did. */
export const deliverAnswer = () =>
  z.object({
    messages: z.int().meta({ description: "Messages attempted." }),
    sent: z.int(),
    failed: z.int().meta({ description: "Messages that failed (retried later, or given up: see the log)." }),
    postings: z.int().meta({ description: "Publications and withdrawals told, in the messages sent." }),
    left: z.int().meta({ description: "Enabled channels with something still to send." }),
    hub_pinged: z.boolean().meta({ description: "Whether the WebSub hub was told of new publications." }),
    emails: z.object({
      queued: z.int().meta({ description: "E-mails queued by this call: confirmations, reminders and digests (the submissions queue theirs before it)." }),
      sent: z.int(),
      failed: z.int().meta({ description: "E-mails not sent by this call (tried again later, or given up)." }),
      requests: z.int().meta({ description: "Calls of the e-mail API (each a batch of up to 100)." }),
      held: z.object({
        limit: z.int().meta({ description: "Due e-mails left for later by the day's or the hour's limit (EMAIL_DAILY_LIMIT)." }),
        confirmations: z.int().meta({ description: "Due e-mails anyone can ask for (confirmations, links) left for later: past the confirmations' share of the hour." }),
      }).meta({ description: "What this call held back, and why." }),
    }),
    submissions: z.object({
      deleted: z.int().meta({ description: "Unconfirmed submissions older than 7 days, deleted." }),
      ending: z.int().meta({ description: "Owners told their posting ends within 5 days (queued e-mails)." }),
      moderators: z.int().meta({ description: "Moderators' daily e-mails about the queue, queued." }),
    }),
    indexing: z.object({
      google: z.int().meta({ description: "Pages Google's Indexing API was told of (GOOGLE_INDEXING_CREDENTIALS)." }),
      indexnow: z.int().meta({ description: "Pages IndexNow was told of (INDEXNOW_KEY)." }),
      failed: z.int().meta({ description: "Notices not taken: sent again in a day." }),
    }),
  });

/** What a link-check call did. */
export const checkLinksAnswer = () =>
  z.object({
    lapsed: z.int().meta({ description: "Postings closed by time before reading: past closes_on (`deadline`) or expires_at (`expired`)." }),
    rolled_up: z.int().meta({ description: "Posting-days and file-days whose visits (clicks, views, downloads) of past days became their daily figures (docs/sponsors.md, docs/files.md)." }),
    forgotten: z.object({
      windows: z.int().meta({ description: "Rate-limit windows that ended, deleted." }),
      keys: z.int().meta({ description: "Past days' random keys (rate limits' and visitors' hashes), deleted." }),
      reporter_keys: z.int().meta({ description: "Reporter keys of reports resolved more than REPORT_KEY_DAYS ago, erased." }),
      emails: z.int().meta({ description: "E-mails that could not be sent, FAILED_EMAIL_DAYS after, deleted." }),
      submissions: z.int().meta({ description: "Submitters' addresses erased SUBMISSION_ADDRESS_DAYS after their posting ended (rejected and withdrawn submissions: deleted)." }),
      applications: z.int().meta({ description: "Applications (with their files, notes and history) deleted APPLICATION_RETENTION_DAYS after their opportunity closed." }),
      unconfirmed_applications: z.int().meta({ description: "Strangers' applications whose address was not proven within 7 days, deleted." }),
    }).meta({ description: "What was kept no longer than its purpose (docs/privacy.md)." }),
    checked: z.int(),
    live: z.int(),
    expired: z.int().meta({ description: "Reads that found the posting gone (a second one, hours apart, closes it)." }),
    uncertain: z.int().meta({ description: "Reads that say nothing (timeouts, 5xx, 401, 403, 429, network errors)." }),
    closed: z.int().meta({ description: "Postings closed `link_dead` by this call." }),
    left: z.int().meta({ description: "Postings still due (another call reads them)." }),
    files: z.object({
      removed: z.int().meta({ description: "Files removed from Storage: no record names them any more, or never did within FILE_GRACE_HOURS." }),
      more: z.boolean().meta({ description: "Whether more such files wait for the next call (or Storage could not be reached)." }),
    }).meta({ description: "What no record names, removed from Storage (docs/files.md)." }),
  });
