// Generated from openapi.json by `npm run gen` (openapi-typescript). Do not edit.

export interface paths {
    "/opportunities/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The OpenAPI 3.1 document of the opportunities function */
        get: operations["getOpportunitiesContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List opportunities, or get one opportunity by id
         * @description Without `id`: the opportunities the caller may see that match every filter and the search, ordered by display_order, title, id, a page at a time (`limit`, default and most 1000). `next_cursor` (and a `Link: <...>; rel="next"` header) gives the next page, stable while rows are added; `count=true` adds `total`. With `id` (and no other parameter): that opportunity. Anonymous answers are shared-cacheable for seconds (`Cache-Control`; no one sees one more than 10 s older than a change by default) with an ETag; `If-None-Match` gets 304. Its records are in the asked language (`lang`, else `Accept-Language`) where they have it: see `content_language`.
         */
        get: operations["listOpportunities"];
        /**
         * Update an opportunity
         * @description The spec's update: the required fields are required again; other omitted fields are left as they are. `updated_at` is set by the service. PATCH takes only the fields to change.
         */
        put: operations["updateOpportunity"];
        /** Create an opportunity */
        post: operations["createOpportunity"];
        /** Delete an opportunity */
        delete: operations["deleteOpportunity"];
        options?: never;
        head?: never;
        /**
         * Change some fields of an opportunity
         * @description Sets only the fields given, none required, with the same rules as a create. `updated_at` is set by the service.
         */
        patch: operations["patchOpportunity"];
        trace?: never;
    };
    "/opportunities/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set flags or order on many opportunities
         * @description One transaction: every listed record the caller may change gets the values in `set`.
         */
        patch: operations["bulkEditOpportunities"];
        trace?: never;
    };
    "/opportunities/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The history of an opportunity: every change, newest first
         * @description Every insert, update and delete of the opportunity, whoever made it, newest first, a page at a time (`limit`, default and most 1000; `next_cursor` and a `Link` header give the next). Kept 90 days by default, and a record's latest revision always (docs/history.md). For holders of the table's manage permission and the secret key.
         */
        get: operations["getOpportunityHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore an opportunity to one of its versions
         * @description Makes the opportunity's editable fields exactly those of that version (a field the version did not have takes its default), as an update by the caller: the permission, the validation and every rule apply, `updated_at` and `updated_by` are set, and the restore is itself a revision. A deleted record is created again with its id (201). No body.
         */
        post: operations["restoreOpportunity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/feed.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest published opportunities as JSON Feed 1.1
         * @description The newest 50 published opportunities (`limit` up to 200), newest first by when each was first published; the list's filters and `q` work. Each entry: its id, title, public page (PUBLIC_OPPORTUNITY_URL; without it, the record's own link), description, dates and category, and its file as an enclosure (an attachment) with its type and size, unless only members may read it. Cached as lists are, with an ETag.
         */
        get: operations["getOpportunitiesJsonFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/feed.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest published opportunities as Atom 1.0
         * @description The newest 50 published opportunities (`limit` up to 200), newest first by when each was first published; the list's filters and `q` work. Each entry: its id, title, public page (PUBLIC_OPPORTUNITY_URL; without it, the record's own link), description, dates and category, and its file as an enclosure (an attachment) with its type and size, unless only members may read it. Cached as lists are, with an ETag.
         */
        get: operations["getOpportunitiesAtomFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import job postings in bulk
         * @description Upserts postings by `external_id` in one transaction. Rows are validated one by one; invalid rows are skipped and reported. Columns match by alias (`job_id`, `position`, `company`, `application_url`, `search_term`, ...). Editors' decisions (is_active, website_viewable, display_order, expires_at) are never touched. At most 50,000 rows and 4 MiB; imports run one at a time per instance. The file is the body (`text/csv` with any charset, `application/json`, or `application/octet-stream`, `text/plain` or no type, where the content decides: a JSON array starts with `[`), or the one file field of a `multipart/form-data` form.
         */
        post: operations["importOpportunities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/jobposting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A job posting as schema.org JobPosting JSON-LD
         * @description For the website to embed in the posting's page (in a script element of type `application/ld+json`): a published opportunity of category Job or Internship, or an imported posting. 404 for one that is not published or not a job; 410 once one that was published is withdrawn, inactive, expired or deleted. Errors stay in the JSON envelope. In the asked language (`lang`, else `Accept-Language`) where the posting has it, with its `url` that language's page (`?lang=`); `Content-Language` says which.
         */
        get: operations["getJobPosting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/jobposting/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What Google would read in a posting's JSON-LD, and what it lacks
         * @description For editors: the JobPosting JSON-LD of any opportunity, published or not, as the public route would give it, and `problems`: each field to set for Google for Jobs to take it (no employer, no place, a place without a country, a remote job without its applicants' country, pay its place's law asks: the pay rules). `published`: whether the public route serves it now.
         */
        get: operations["checkJobPosting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sitemap of the published opportunities' public pages
         * @description Every published (active, viewable, unexpired) opportunity's page (`PUBLIC_OPPORTUNITY_URL`) with its `lastmod`; past 10,000 a sitemap index of `?page=` files. 404 naming the setting when it is not set. Cached as lists are, with an ETag.
         */
        get: operations["getOpportunitiesSitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the job sources, or get one by id
         * @description Every source, by name, or one with `id`. For holders of manage_opportunities and the secret key.
         */
        get: operations["listJobSources"];
        /**
         * Update a job source
         * @description provider and board are required again; other omitted fields are left as they are. A new `every` counts from the last run.
         */
        put: operations["updateJobSource"];
        /**
         * Register a job source
         * @description Due at once: the schedule's next call runs it (or `POST /opportunities/sources/run?id=`).
         */
        post: operations["createJobSource"];
        /**
         * Delete a job source
         * @description Its run log goes with it; its postings stay, in their feed.
         */
        delete: operations["deleteJobSource"];
        options?: never;
        head?: never;
        /**
         * Change some fields of a job source
         * @description A new `every` counts from the last run.
         */
        patch: operations["patchJobSource"];
        trace?: never;
    };
    "/opportunities/sources/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A job source's run log, newest first
         * @description Its runs (the newest 100 are kept), a page at a time (`limit`, `cursor`, as lists).
         */
        get: operations["listJobSourceRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/pay-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the pay rules
         * @description Each jurisdiction whose law asks for pay in a job ad, and what it asks, by code; or one with `id`.
         */
        get: operations["listPayRules"];
        put?: never;
        /**
         * Add a jurisdiction's pay rule
         * @description From `effective_from`, a posting an editor writes or a stranger submits there (its `country`, or its `subdivision`) must give the pay it asks. 409 when it has one.
         */
        post: operations["createPayRule"];
        /**
         * Drop a pay rule
         * @description Postings there need not give pay any more.
         */
        delete: operations["deletePayRule"];
        options?: never;
        head?: never;
        /**
         * Change a pay rule
         * @description What it asks, its widest range, from when, its law.
         */
        patch: operations["changePayRule"];
        trace?: never;
    };
    "/opportunities/sources/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a job source now
         * @description Fetches the board and imports it into the source's feed (a sync when the source syncs), and answers the run as the log records it: `ok`, `failed` (the board failed; nothing written) or `refused` (a sync's safeguard; nothing written; `force=true` takes its withdrawals). Its next scheduled run counts from now. A disabled source runs too.
         */
        post: operations["runJobSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/schedule/run-sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run every job source whose time has come
         * @description For the secret key only: what Supabase Cron calls every few minutes (docs/sources.md). Runs the enabled sources that are due, longest due first, one after another while the call has time (about 30 s or 20,000 postings), and answers what ran and how many due sources are left for the next call.
         */
        post: operations["runDueJobSources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/schedule/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send what the channels, e-mails and search engines are due
         * @description For the secret key only: what Supabase Cron calls every minute (docs/channels.md). Sends each channel the opportunities published and withdrawn since its last message, in order, batched and paced per kind, for about 25 s; what is left waits for the next call. With WEBSUB_HUB set, also tells the hub of new publications. With e-mail set up, queues and sends the alerts' confirmations and digests, the bookmarks' reminders and the submissions' e-mails, within EMAIL_DAILY_LIMIT spread over the day (docs/alerts.md). With GOOGLE_INDEXING_CREDENTIALS or INDEXNOW_KEY, tells the search engines of postings published, changed and closed (docs/freshness.md).
         */
        post: operations["deliverDue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/schedule/check-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the links that are due
         * @description For the secret key only: what Supabase Cron calls every few minutes (docs/freshness.md). Closes postings whose closing date or expiry passed, then reads each live posting's own link at most once in LINK_CHECK_HOURS (at most 250 a call, one request at a time per host); two expired reads that far apart close the posting `link_dead`. Postings of job sources and hosts in LINK_CHECK_SKIP_HOSTS are never read. First, what is kept no longer than its purpose is forgotten (docs/privacy.md), and files no record names are removed from Storage (docs/files.md).
         */
        post: operations["checkDueLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/sources/run-due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run every job source whose time has come
         * @deprecated
         * @description The former path of `POST /opportunities/schedule/run-sources`, answering as it until the next release.
         */
        post: operations["runDueJobSourcesAtFormerPath"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/channels/deliver-due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send what the channels, e-mails and search engines are due
         * @deprecated
         * @description The former path of `POST /opportunities/schedule/deliver`, answering as it until the next release.
         */
        post: operations["deliverDueAtFormerPath"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/links/check-due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the links that are due
         * @deprecated
         * @description The former path of `POST /opportunities/schedule/check-links`, answering as it until the next release.
         */
        post: operations["checkDueLinksAtFormerPath"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Opening and closing dates as a calendar to subscribe to (iCalendar)
         * @description An all-day event for each `opens_on` and `closes_on` of the published opportunities (the newest 1,000 with a date), filtered as the list is, or of one (`id`). Each event keeps its UID; SEQUENCE and LAST-MODIFIED move when its dates do. Withdrawn and deleted ones leave. Cached as lists are, with an ETag.
         */
        get: operations["getOpportunitiesCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the channels, or get one by id
         * @description Every channel, by name, or one with `id`; never its url or secret. For holders of manage_opportunities and the secret key.
         */
        get: operations["listChannels"];
        /**
         * Update a channel
         * @description kind, name and url are required again; other omitted fields are left as they are. A kind never changes. Enabled again, a channel hears of what happens from then on, its failures cleared.
         */
        put: operations["updateChannel"];
        /**
         * Add a channel
         * @description It hears of what is published and withdrawn from now on. A webhook's answer holds its `signing_secret`, once: keep it (a replay with the same Idempotency-Key answers without it).
         */
        post: operations["createChannel"];
        /**
         * Delete a channel
         * @description Its delivery log goes with it.
         */
        delete: operations["deleteChannel"];
        options?: never;
        head?: never;
        /**
         * Change some fields of a channel
         * @description A kind never changes. Enabled again, a channel hears of what happens from then on, its failures cleared.
         */
        patch: operations["patchChannel"];
        trace?: never;
    };
    "/opportunities/channels/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A channel's delivery log, newest first
         * @description Its messages (the newest 200 are kept): what each told of, its status, the receiver's answer code and the error, a page at a time (`limit`, `cursor`, as lists).
         */
        get: operations["listChannelDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your alert, or your alerts
         * @description With `token` (from the manage link of a digest): that alert. Signed in: your alerts, or one with `id`. The secret key reads any. Nobody else reads an alert, editors included.
         */
        get: operations["readAlerts"];
        put?: never;
        /**
         * Subscribe a search to e-mail digests
         * @description Anyone, with `email`: 202, and the address gets one e-mail whose link confirms the alert; nothing else is sent to it until then (unconfirmed alerts are deleted after 30 days). Signed in, without `email` (or with your own): 201, the alert goes to your own address at once. Limits: `ALERT_SIGN_UP_LIMIT` sign-ups an hour per client address, and 3 unconfirmed sign-ups a day per e-mail address (429 with `Retry-After`).
         */
        post: operations["signUpForAlert"];
        /**
         * Delete an alert
         * @description By its manage link's `token`, or signed in by `id`. To stop every alert of an address at once, use its unsubscribe link.
         */
        delete: operations["deleteAlert"];
        options?: never;
        head?: never;
        /**
         * Change an alert's search or frequency
         * @description By its manage link's `token`, or signed in by `id`.
         */
        patch: operations["changeAlert"];
        trace?: never;
    };
    "/opportunities/alerts/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The confirm link's page
         * @description The search asked for, and the button that confirms it. Opening the link changes nothing: its button does (a POST to the same URL).
         */
        get: operations["confirmAlertPage"];
        put?: never;
        /**
         * Confirm an alert (its confirmation link)
         * @description Once, within 30 days of the sign-up: its digests then start with what is published next.
         */
        post: operations["confirmAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/alerts/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The unsubscribe link's page
         * @description It reads nothing. Opening the link changes nothing: its button does (a POST to the same URL).
         */
        get: operations["unsubscribeAlertPage"];
        put?: never;
        /**
         * Unsubscribe an address (its unsubscribe link, or one-click)
         * @description Deletes every alert of the address, and the e-mails waiting for it. Takes the RFC 8058 one-click POST (`List-Unsubscribe=One-Click`) of mail clients; its body is not read.
         */
        post: operations["unsubscribeAlerts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/alerts/manage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The manage link's page
         * @description The alert's search and frequency, with buttons to change the frequency or delete it. Opening the link changes nothing: its button does (a POST to the same URL).
         */
        get: operations["manageAlertPage"];
        put?: never;
        /**
         * Change or delete an alert from its manage page
         * @description What the manage page's buttons post. Programs use PATCH and DELETE /opportunities/alerts instead.
         */
        post: operations["manageAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/bookmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your bookmarks
         * @description Signed in: your saved opportunities, newest first. Nobody else's, editors included (the secret key reads all).
         */
        get: operations["listBookmarks"];
        put?: never;
        /**
         * Save an opportunity, or change its reminder
         * @description 201 when saved, 200 when it was saved already (its reminder set as given; omitted, left as it was).
         */
        post: operations["saveBookmark"];
        /** Remove a bookmark */
        delete: operations["removeBookmark"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The submissions queue, or one submission
         * @description Editors (manage_opportunities). Without `id`: `status=pending` (the default) is the queue, oldest first, with each one's days waiting and hints: opportunities with the same link (tracking parameters aside), the address's other submissions by outcome, and whether its domain is trusted. With `id`: that submission.
         */
        get: operations["listSubmissions"];
        put?: never;
        /**
         * Offer an opportunity for the board
         * @description Anyone, signed in or not: 202, and the address gets one e-mail whose link confirms the submission (it holds nothing that was submitted); confirmed, it waits for an editor, or goes live at once when its e-mail domain is trusted and `link_url` is on that domain. Unconfirmed submissions are deleted after 7 days. With TURNSTILE_SECRET_KEY set, `captcha_token` is required. Limits: `SUBMISSION_CLIENT_LIMIT` an hour per client and `SUBMISSION_DOMAIN_LIMIT` per e-mail domain (429); per address, 3 unconfirmed a day and `SUBMISSION_LIMIT` unconfirmed, pending or live at once (past them a submission is dropped, with the same 202).
         */
        post: operations["submitOpportunity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/submissions/manage-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail an address its submissions' manage links again
         * @description 202 whatever the address: when it has submissions, one e-mail lists them with their manage links (at most one such e-mail an hour per address; per client, `SUBMISSION_CLIENT_LIMIT` requests an hour, 429 past it). With TURNSTILE_SECRET_KEY set, `captcha_token` is required (the widget's action `manage_link`).
         */
        post: operations["sendManageLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/submissions/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The confirmation link's page
         * @description The title offered, and the button that confirms it. Opening the link changes nothing: its button does (a POST to the same URL).
         */
        get: operations["confirmSubmissionPage"];
        put?: never;
        /**
         * Confirm a submission (its confirmation link)
         * @description Once, within 7 days: it joins the queue, or goes live at once when its e-mail domain is trusted and its link is on that domain.
         */
        post: operations["confirmSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/submissions/manage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your submission, by its manage link
         * @description Its state, the review's reason and message, its live posting's link and end. A browser gets the page with its buttons. Opening the link changes nothing: its button does (a POST to the same URL).
         */
        get: operations["readOwnSubmission"];
        put?: never;
        /**
         * Edit, withdraw, close, extend or renew your submission
         * @description What the manage page's form and buttons post; a browser gets a page for every answer, a failure included. `edit`: the form's fields, as the PATCH takes them. Before approval, `withdraw`. After, at once and without review: `close` the live posting (`as=filled` or `withdrawn`); `extend` its `closes_on` (at most SUBMISSION_MAX_DAYS from today); `renew` it for SUBMISSION_DAYS more, counted from its current end (at most 3 times).
         */
        post: operations["actOnOwnSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit your submission
         * @description The fields given replace the offered ones, the whole checked as a submission is. Before approval it changes the submission (one sent back for changes returns to the queue); after, it becomes a revision an editor reviews while the live posting stays as it is.
         */
        patch: operations["changeOwnSubmission"];
        trace?: never;
    };
    "/opportunities/submissions/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a submission, or the revision waiting on one
         * @description Names the `version` read. A pending submission becomes a published opportunity (`source` `submission`), written as the editor's create is (history, channels, alerts), and its e-mail domain is trusted from then on (never a free or disposable mail provider's, nor a public suffix). A revision waiting on an approved one writes the fields its owner changed over the live posting (`revision_changes`; the others stay as editors left them). The submitter is e-mailed. 403 for a submission from the editor's own address; 409 `not_in_queue` when it is not waiting (of two editors at once, the second), `changed_since_read` when its owner changed it since `version`.
         */
        post: operations["approveSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/submissions/request-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a submission back to its submitter with what to change
         * @description The submitter is e-mailed the message and the manage link; their edit puts it back in the queue.
         */
        post: operations["requestSubmissionChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/submissions/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a submission, or the revision waiting on one
         * @description With a `reason` (and a `message`), both e-mailed to the submitter. A rejected revision leaves the live posting as it is.
         */
        post: operations["rejectSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/trusted-domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List trusted e-mail domains
         * @description Domains whose confirmed submissions go live without review when their link is on the domain (revoked ones too), by name; or one with `id` (the domain).
         */
        get: operations["listTrustedDomains"];
        put?: never;
        /**
         * Trust an e-mail domain by hand
         * @description Its confirmed submissions go live without review when their link is on the domain. 409 when it is listed already.
         */
        post: operations["trustDomain"];
        /**
         * Forget a trusted domain
         * @description Its next approved submission trusts it again.
         */
        delete: operations["deleteTrustedDomain"];
        options?: never;
        head?: never;
        /**
         * Revoke a domain's trust, or give it back
         * @description `{"trusted": false}` revokes it: an approval does not trust it again.
         */
        patch: operations["changeTrustedDomain"];
        trace?: never;
    };
    "/opportunities/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reported postings, with their reports
         * @description Editors (manage_opportunities): one entry per posting, with the count of distinct reporters, the reports by reason, each report (never who made it), the posting's state and its last link check.
         */
        get: operations["listReports"];
        put?: never;
        /**
         * Report a posting that is closed, broken or wrong
         * @description Anyone, signed in or not, of a posting they can read: 201 with the report; 200 with only the id and state of the open report this reporter (a member's account, else the client's network) already has for the posting. A report never changes the posting: editors read and resolve it. `closed` and `broken_link` make the posting's link check due at once. Reporters are never shown to anyone. `REPORT_CLIENT_LIMIT` reports an hour per client (429 past it); 404 for a posting the caller cannot read.
         */
        post: operations["reportOpportunity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/reports/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve a posting's open reports, closing it or not
         * @description With `closed_reason`, the posting is closed for that reason as an editor's change is (history, channels, search engines, members who saved it); without, it stays as it is. 409 when it has no open reports.
         */
        post: operations["resolveReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/reports/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dismiss a posting's open reports
         * @description The posting stays as it is; the note says why. 409 when it has no open reports.
         */
        post: operations["dismissReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A posting's last link checks
         * @description Editors (manage_opportunities): when each was made, what answered, where it ended and what decided.
         */
        get: operations["listLinkChecks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/go": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Go to where one applies to a posting, counting the click
         * @description The website's "Apply" link: 302 to the posting's apply_url (its link_url, or its form's page). Counts an apply click, once a day per client network (hashed under a random key of the day that is deleted with the day's hashes; never the address). Not counted: HEAD, prefetches and previews (`Sec-Purpose`, `Purpose`, `X-Purpose`, `X-Moz`), requests without a user agent and known bots. 404 for a posting that is not published, not open (before `opens_on`, after `closes_on`), or has nowhere to apply (a form without PUBLIC_FORM_URL).
         */
        get: operations["applyToOpportunity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a view of a posting's page (the website's beacon)
         * @description No body (`navigator.sendBeacon`): counts a view of a published posting's page, once a day per client, as the apply link counts clicks (bots, prefetches and previews are not counted). Limited per client as anonymous reads are (429). 404 for a posting that is not published.
         */
        post: operations["countOpportunityView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Go to an opportunity's file
         * @description Redirects to the file, through a URL of Storage's that works for `FILE_LINK_SECONDS` (60 by default), whoever may read the opportunity now: the public while it is published, members and editors as its policies say. A withdrawn opportunity's file is no longer reached. `download=true` asks the browser to save it rather than show it. A download of a published record's file is counted, once a day per client as apply clicks are (never an address; not HEAD, prefetches or bots): `GET /opportunities/file/downloads`.
         */
        get: operations["getOpportunityFile"];
        /**
         * Store an opportunity's file
         * @description The file in the form field `file` of a `multipart/form-data` body, streamed to Storage: its type is read from its bytes (application/pdf), never from its name; an image may be at most 8000 pixels on a side; at most 10 MiB (413 as soon as it is known to be larger). Its name is made safe and ends in its type's extension. It replaces the opportunity's file; the schedule removes the old one.
         */
        put: operations["putOpportunityFile"];
        post?: never;
        /**
         * Take an opportunity's file off it
         * @description The opportunity no longer names its file, which the schedule then removes from Storage. A resource keeps its link_url: one without a link_url cannot lose its file (400 naming link_url).
         */
        delete: operations["deleteOpportunityFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/opportunities/file/downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How often an opportunity's file was downloaded, per day
         * @description For editors of opportunities. Each day from `from` to `to` (UTC, at most 366 days, default the last 30): the downloads of its file through its link while it was published, each client counted once a day (as apply clicks are: never an address, not HEAD, prefetches or bots); zeros for a day without any. Today's are counted as they stand.
         */
        get: operations["getOpportunityFileDownloads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resources/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The OpenAPI 3.1 document of the resources function */
        get: operations["getResourcesContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List resources, or get one resource by id
         * @description Without `id`: the resources the caller may see that match every filter and the search, ordered by display_order, title, id, a page at a time (`limit`, default and most 1000). `next_cursor` (and a `Link: <...>; rel="next"` header) gives the next page, stable while rows are added; `count=true` adds `total`. With `id` (and no other parameter): that resource. Anonymous answers are shared-cacheable for seconds (`Cache-Control`; no one sees one more than 10 s older than a change by default) with an ETag; `If-None-Match` gets 304.
         */
        get: operations["listResources"];
        /**
         * Update a resource
         * @description The spec's update: the required fields are required again; other omitted fields are left as they are. `updated_at` is set by the service. PATCH takes only the fields to change.
         */
        put: operations["updateResource"];
        /** Create a resource */
        post: operations["createResource"];
        /** Delete a resource */
        delete: operations["deleteResource"];
        options?: never;
        head?: never;
        /**
         * Change some fields of a resource
         * @description Sets only the fields given, none required, with the same rules as a create. `updated_at` is set by the service.
         */
        patch: operations["patchResource"];
        trace?: never;
    };
    "/resources/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set flags or order on many resources
         * @description One transaction: every listed record the caller may change gets the values in `set`.
         */
        patch: operations["bulkEditResources"];
        trace?: never;
    };
    "/resources/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The history of a resource: every change, newest first
         * @description Every insert, update and delete of the resource, whoever made it, newest first, a page at a time (`limit`, default and most 1000; `next_cursor` and a `Link` header give the next). Kept 90 days by default, and a record's latest revision always (docs/history.md). For holders of the table's manage permission and the secret key.
         */
        get: operations["getResourceHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resources/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a resource to one of its versions
         * @description Makes the resource's editable fields exactly those of that version (a field the version did not have takes its default), as an update by the caller: the permission, the validation and every rule apply, `updated_at` and `updated_by` are set, and the restore is itself a revision. A deleted record is created again with its id (201). No body.
         */
        post: operations["restoreResource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resources/feed.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest published resources as JSON Feed 1.1
         * @description The newest 50 published resources (`limit` up to 200), newest first by when each was first published; the list's filters and `q` work. Each entry: its id, title, public page (PUBLIC_RESOURCE_URL; without it, the record's own link), description, dates and category, and its file as an enclosure (an attachment) with its type and size, unless only members may read it. Cached as lists are, with an ETag.
         */
        get: operations["getResourcesJsonFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resources/feed.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest published resources as Atom 1.0
         * @description The newest 50 published resources (`limit` up to 200), newest first by when each was first published; the list's filters and `q` work. Each entry: its id, title, public page (PUBLIC_RESOURCE_URL; without it, the record's own link), description, dates and category, and its file as an enclosure (an attachment) with its type and size, unless only members may read it. Cached as lists are, with an ETag.
         */
        get: operations["getResourcesAtomFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resources/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Go to a resource's file
         * @description Redirects to the file, through a URL of Storage's that works for `FILE_LINK_SECONDS` (60 by default), whoever may read the resource now: the public while it is published, members and editors as its policies say. A withdrawn resource's file is no longer reached. `download=true` asks the browser to save it rather than show it. A download of a published record's file is counted, once a day per client as apply clicks are (never an address; not HEAD, prefetches or bots): `GET /resources/file/downloads`.
         */
        get: operations["getResourceFile"];
        /**
         * Store a resource's file
         * @description The file in the form field `file` of a `multipart/form-data` body, streamed to Storage: its type is read from its bytes (application/pdf, image/png, image/jpeg, image/webp, application/vnd.openxmlformats-officedocument.presentationml.presentation, application/vnd.openxmlformats-officedocument.wordprocessingml.document, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/vnd.oasis.opendocument.presentation, application/vnd.oasis.opendocument.text, application/vnd.oasis.opendocument.spreadsheet), never from its name; an image may be at most 8000 pixels on a side; at most 25 MiB (413 as soon as it is known to be larger). Its name is made safe and ends in its type's extension. It replaces the resource's file; the schedule removes the old one. `members_only=true` keeps it where only signed-in members and editors may read it.
         */
        put: operations["putResourceFile"];
        post?: never;
        /**
         * Take a resource's file off it
         * @description The resource no longer names its file, which the schedule then removes from Storage. A resource keeps its link_url: one without a link_url cannot lose its file (400 naming link_url).
         */
        delete: operations["deleteResourceFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resources/file/downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How often a resource's file was downloaded, per day
         * @description For editors of resources. Each day from `from` to `to` (UTC, at most 366 days, default the last 30): the downloads of its file through its link while it was published, each client counted once a day (as apply clicks are: never an address, not HEAD, prefetches or bots); zeros for a day without any. Today's are counted as they stand.
         */
        get: operations["getResourceFileDownloads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The OpenAPI 3.1 document of the companies function */
        get: operations["getCompaniesContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List companies, or get one company by id
         * @description Without `id`: the companies the caller may see that match every filter and the search, ordered by display_order, name, id, a page at a time (`limit`, default and most 1000). `next_cursor` (and a `Link: <...>; rel="next"` header) gives the next page, stable while rows are added; `count=true` adds `total`. With `id` (and no other parameter): that company. Anonymous answers are shared-cacheable for seconds (`Cache-Control`; no one sees one more than 10 s older than a change by default) with an ETag; `If-None-Match` gets 304. An anonymous list takes `hiring=true` unless it gives it.
         */
        get: operations["listCompanies"];
        /**
         * Update a company
         * @description The spec's update: the required fields are required again; other omitted fields are left as they are. `updated_at` is set by the service. PATCH takes only the fields to change.
         */
        put: operations["updateCompany"];
        /** Create a company */
        post: operations["createCompany"];
        /** Delete a company */
        delete: operations["deleteCompany"];
        options?: never;
        head?: never;
        /**
         * Change some fields of a company
         * @description Sets only the fields given, none required, with the same rules as a create. `updated_at` is set by the service.
         */
        patch: operations["patchCompany"];
        trace?: never;
    };
    "/companies/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set flags or order on many companies
         * @description One transaction: every listed record the caller may change gets the values in `set`.
         */
        patch: operations["bulkEditCompanies"];
        trace?: never;
    };
    "/companies/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The history of a company: every change, newest first
         * @description Every insert, update and delete of the company, whoever made it, newest first, a page at a time (`limit`, default and most 1000; `next_cursor` and a `Link` header give the next). Kept 90 days by default, and a record's latest revision always (docs/history.md). For holders of the table's manage permission and the secret key.
         */
        get: operations["getCompanyHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a company to one of its versions
         * @description Makes the company's editable fields exactly those of that version (a field the version did not have takes its default), as an update by the caller: the permission, the validation and every rule apply, `updated_at` and `updated_by` are set, and the restore is itself a revision. A deleted record is created again with its id (201). No body.
         */
        post: operations["restoreCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Go to a company's file
         * @description Redirects to the file, through a URL of Storage's that works for `FILE_LINK_SECONDS` (60 by default), whoever may read the company now: the public while it is published, members and editors as its policies say. A withdrawn company's file is no longer reached. `download=true` asks the browser to save it rather than show it. A download of a published record's file is counted, once a day per client as apply clicks are (never an address; not HEAD, prefetches or bots): `GET /companies/file/downloads`.
         */
        get: operations["getCompanyFile"];
        /**
         * Store a company's file
         * @description The file in the form field `file` of a `multipart/form-data` body, streamed to Storage: its type is read from its bytes (image/png, image/jpeg, image/webp), never from its name; an image may be at most 8000 pixels on a side; at most 1 MiB (413 as soon as it is known to be larger). Its name is made safe and ends in its type's extension. It replaces the company's file; the schedule removes the old one.
         */
        put: operations["putCompanyFile"];
        post?: never;
        /**
         * Take a company's file off it
         * @description The company no longer names its file, which the schedule then removes from Storage. A resource keeps its link_url: one without a link_url cannot lose its file (400 naming link_url).
         */
        delete: operations["deleteCompanyFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/file/downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How often a company's file was downloaded, per day
         * @description For editors of companies. Each day from `from` to `to` (UTC, at most 366 days, default the last 30): the downloads of its file through its link while it was published, each client counted once a day (as apply clicks are: never an address, not HEAD, prefetches or bots); zeros for a day without any. Today's are counted as they stand.
         */
        get: operations["getCompanyFileDownloads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge one company into another
         * @description The postings of `merge` move to `id`, its verified domains join those of `id`, and `merge` is deleted; each change is in the history (the company's delete, each posting's update). Postings keep their figures. No body.
         */
        post: operations["mergeCompanies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a company's postings got: e-mails, channel messages, apply clicks, views and applications, per posting and day
         * @description For editors of companies. Each day from `from` to `to` (UTC, at most 366 days, default the last 30), for each posting of the company: the digests and reminders that named it, the channel messages that announced it, its apply clicks (`/opportunities/go`) and page views (`/opportunities/seen`), each client counted once a day, and its applications through the board (counted as each is proven; never who); zeros for a day without any. Today's clicks and views are counted as they stand. `Accept: text/csv`: one row per posting and day (by posting, then day), a header first, for a spreadsheet.
         */
        get: operations["getCompanyStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/privacy/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The OpenAPI 3.1 document of the privacy function */
        get: operations["getPrivacyContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/privacy/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for what the board keeps about an address
         * @description 202 whatever the address: one e-mail goes to it with a link (valid a day) that shows what the board keeps about it, downloads it as JSON and erases it. At most one such e-mail an hour per address; `PRIVACY_CLIENT_LIMIT` requests an hour per client (429). With TURNSTILE_SECRET_KEY set, `captcha_token` is required (action `privacy_request`).
         */
        post: operations["requestPrivacyLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/privacy/requests/manage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the board keeps about the link's address
         * @description A browser gets a page with the counts and two buttons (download, erase); a program gets the export. Opening the link changes nothing: its button does (a POST to the same URL).
         */
        get: operations["readPrivacyLink"];
        put?: never;
        /**
         * Download, or erase, what the board keeps about the link's address
         * @description `export`: the JSON, as a file to keep (`Content-Disposition: attachment`). `erase`: the address's alerts, its submissions not live and its e-mails are deleted, and an approved submission keeps its posting without the address and the name; the link is spent.
         */
        post: operations["actOnPrivacyLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/privacy/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything the board keeps about you (signed in)
         * @description A signed-in member's bookmarks, alerts, reports, and what their account's address has (submissions, e-mails).
         */
        get: operations["exportMyData"];
        put?: never;
        post?: never;
        /**
         * Erase everything the board keeps about you (signed in)
         * @description Deletes the member's bookmarks, alerts and reports, and erases their account's address as a privacy link does. The account itself is Supabase Auth's: delete it there.
         */
        delete: operations["eraseMyData"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/privacy/erasures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase an address on a written request (the secret key)
         * @description For the club's data officer, with the secret key: erases the address as its own privacy link would. 403 for anyone else.
         */
        post: operations["eraseAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The OpenAPI 3.1 document of the applications function */
        get: operations["getApplicationsContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the board's forms
         * @description Every board form, oldest first, retired ones too; or one with `id`.
         */
        get: operations["listApplicationForms"];
        put?: never;
        /**
         * Create a board form
         * @description Its questions and letters; an opportunity takes applications with it once its `linked_form_id` names it. With `id`, an existing form of the project's `forms` gets these questions (409 when it has them already).
         */
        post: operations["createApplicationForm"];
        /**
         * Delete a board form without applications
         * @description 409 when it has applications: retire it instead. Its `forms` row stays while opportunities name it.
         */
        delete: operations["deleteApplicationForm"];
        options?: never;
        head?: never;
        /**
         * Change a board form, or retire it
         * @description New questions are a new version: applications made before keep theirs. `retired_at` stops new applications.
         */
        patch: operations["changeApplicationForm"];
        trace?: never;
    };
    "/applications/form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The form to apply to an opportunity with
         * @description For a published opportunity whose `linked_form_id` is a board form (not retired): its questions, its dates and whether it takes applications today. 404 for any other.
         */
        get: operations["readApplicationForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An opportunity's applications
         * @description Editors (manage_opportunities): the proven applications to an opportunity, a page at a time, newest first by default, of one state with `state`. A stranger's application appears once its address is proven.
         */
        get: operations["listApplications"];
        put?: never;
        /**
         * Apply to an opportunity
         * @description While the opportunity is published and open, with its form's questions answered (a 400 names each `answers.<key>` that fails). JSON, or `multipart/form-data` whose first field `application` is that JSON and whose files follow, each in the field of its file question's key (PDF, Word, OpenDocument text or a picture, 10 MiB each; read by editors only). A signed-in member applies as themselves: 201 (200 when it updates their application). Anyone else gets 202 whatever the address, and one e-mail whose link proves it; only then do editors see the application. One active application per person and opportunity: a second, proven, updates the first. Limits: `APPLICATION_CLIENT_LIMIT` an hour per client (429); 3 unproven a day per address (past them: the same 202, nothing kept). With TURNSTILE_SECRET_KEY set, strangers send `captcha_token` (action `application`).
         */
        post: operations["apply"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move an application to a state, or rate it
         * @description received → reviewing, interview or not selected; reviewing → interview, offer or not selected; interview → offer or not selected; offer → accepted or declined; not selected → reviewing (409 `state_move_not_allowed` for any other; only the applicant withdraws). Each move is stamped with its editor and time, kept in the history, and sends the form's letter for the state when it has one. 403 for an application from the editor's own address.
         */
        patch: operations["moveApplication"];
        trace?: never;
    };
    "/applications/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The page of an application's proving link
         * @description Its button proves the address: the application reaches the editors (or updates the address's application to the opportunity). Opening the link changes nothing: its button does (a POST to the same URL).
         */
        get: operations["readApplicationConfirmLink"];
        put?: never;
        /**
         * Prove an application's address
         * @description Once, within 7 days. `received`: the editors see it now; `updated`: the address's application to the opportunity took these answers. Its manage link goes to the address.
         */
        post: operations["confirmApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/manage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An application, by its manage link
         * @description A browser gets a page with its state and answers, and a button to withdraw it; a program gets the application. Opening the link changes nothing: its button does (a POST to the same URL).
         */
        get: operations["readOwnApplication"];
        /**
         * Change an application's answers
         * @description Before the deadline, while it is received or under review, with the form's current questions: the answers replace the old ones; a file question's new file replaces its old one, and one not sent keeps it. JSON, or multipart/form-data as when applying.
         */
        put: operations["changeOwnApplication"];
        /**
         * Withdraw an application
         * @description Received, under review, at interview or offered: it becomes withdrawn, which no one can undo; its answers stay until the opportunity's applications are deleted. 409 when it is accepted, declined, not selected or withdrawn.
         */
        post: operations["withdrawApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/one": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One application, with its files, notes and history
         * @description Editors: its files as URLs signed for `APPLICATION_FILE_LINK_MINUTES` (default 10), its notes and its states as it moved.
         */
        get: operations["readApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move many applications to one state
         * @description One transaction: each listed application that may make the move makes it (each stamped, kept and lettered as one move is); the answer says which moved, which were there already, and which could not.
         */
        post: operations["moveApplications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a private note to an application
         * @description Editors only ever read notes: the applicant never does, nor their export.
         */
        post: operations["noteApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export an opportunity's applications (CSV or JSON)
         * @description Editors: every proven application, oldest first. CSV: a header, then one row each: id, name, e-mail, state, rating, member, times, then a column per question (by key; a choice list joined by `; `), a file question's cell its file's link, valid a day. No cell starts a formula. JSON: the same as objects, `files` by question.
         */
        get: operations["exportApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Posting: {
            external_id: string;
            title: string;
            /**
             * Format: uri
             * @description An absolute http(s) URL; characters a URI cannot hold are stored percent-encoded.
             */
            link_url: string;
            description?: string | null;
            /**
             * @description One of Internship, Club Role, Project, Sponsor, Job, Other; `null` or `""` for none.
             * @enum {string|null}
             */
            category?: "Internship" | "Club Role" | "Project" | "Sponsor" | "Job" | "Other" | "" | null;
            company_name?: string | null;
            location?: string | null;
            /**
             * @description One of Full-time, Part-time, Internship, Contract; `null` or `""` for none.
             * @enum {string|null}
             */
            employment_type?: "Full-time" | "Part-time" | "Internship" | "Contract" | "" | null;
            salary?: string | null;
            field?: string | null;
            salary_min?: number | null;
            salary_max?: number | null;
            /**
             * @example GBP
             * @enum {string|null}
             */
            salary_currency?: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VED" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XOF" | "XPF" | "YER" | "ZAR" | "ZMW" | "ZWG" | "" | null;
            /**
             * @description One of hour, day, week, month, year; `null` or `""` for none.
             * @enum {string|null}
             */
            salary_period?: "hour" | "day" | "week" | "month" | "year" | "" | null;
            /**
             * @description One of on_site, hybrid, remote; `null` or `""` for none.
             * @enum {string|null}
             */
            workplace?: "on_site" | "hybrid" | "remote" | "" | null;
            /**
             * @example GB
             * @enum {string|null}
             */
            country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | "" | null;
            /** @example US-CA */
            subdivision?: string | null;
            /**
             * Format: date-time
             * @example 2027-01-31T23:59:00Z
             */
            posted_at?: string | null;
            /**
             * @description One of yes, no; `null` or `""` for none.
             * @enum {string|null}
             */
            visa_sponsorship?: "yes" | "no" | "" | null;
            work_authorization_required?: boolean | null;
            degree_levels?: ("high_school" | "associate" | "bachelor" | "master" | "doctorate" | "professional_certificate")[] | null;
            graduation_years?: number[] | null;
            fields_of_study?: string[] | null;
            /**
             * @description A BCP 47 language tag (en, fr, fr-CA).
             * @example fr
             */
            language?: string;
        };
        /**
         * @example {
         *       "success": false,
         *       "error": {
         *         "code": "validation_failed",
         *         "message": "title: is required",
         *         "details": [
         *           {
         *             "field": "title",
         *             "message": "is required"
         *           }
         *         ]
         *       }
         *     }
         */
        Error: {
            /** @enum {boolean} */
            success: false;
            error: {
                /** @description Stable snake_case code; the response's description lists those it may hold. */
                code: string;
                /** @description A sentence naming the field and the rule. Never SQL, table names or secrets. */
                message: string;
                /** @description Every problem found, when there are several or they concern fields. */
                details?: {
                    /** @description The field or parameter, e.g. `title`, or `row 3: link_url` in an import. */
                    field: string;
                    /** @description The rule it breaks, completing the field's name. */
                    message: string;
                }[];
            };
        };
        /**
         * @example {
         *       "id": "a0000000-0000-4000-8000-000000000001",
         *       "title": "Workshops Officer",
         *       "description": "Run the Wednesday evening workshops (Git, Python, web development) with two other officers. About three hours a week.",
         *       "link_url": "https://compsoc.example.edu/apply/workshops-officer",
         *       "linked_form_id": null,
         *       "category": "Club Role",
         *       "icon_url": "/icons/workshops.svg",
         *       "term": "Spring 2027",
         *       "opens_on": "2026-11-01",
         *       "closes_on": "2027-01-15",
         *       "expires_at": null,
         *       "display_order": 10,
         *       "website_viewable": true,
         *       "is_active": true,
         *       "company_name": null,
         *       "location": null,
         *       "employment_type": null,
         *       "salary": null,
         *       "field": null,
         *       "source": "manual",
         *       "external_id": null,
         *       "created_at": "2026-11-22T13:13:55.441Z",
         *       "created_by": null,
         *       "updated_at": "2026-11-22T13:13:55.441Z",
         *       "updated_by": null,
         *       "feed": null,
         *       "withdrawn_at": null,
         *       "published_at": "2026-11-22T13:13:55.441Z",
         *       "salary_min": null,
         *       "salary_max": null,
         *       "salary_currency": null,
         *       "salary_period": null,
         *       "workplace": null,
         *       "country": null,
         *       "posted_at": null,
         *       "dates_sequence": 0,
         *       "closed_reason": null,
         *       "closed_at": null,
         *       "company_id": null,
         *       "file": null,
         *       "file_type": null,
         *       "file_size": null,
         *       "visa_sponsorship": null,
         *       "work_authorization_required": null,
         *       "degree_levels": null,
         *       "graduation_years": null,
         *       "fields_of_study": null,
         *       "subdivision": null,
         *       "language": "en",
         *       "translations": {},
         *       "file_url": null,
         *       "content_language": "en",
         *       "apply_url": "https://compsoc.example.edu/apply/workshops-officer"
         *     }
         */
        Opportunity: {
            /** Format: uuid */
            id: string;
            title: string;
            description: string | null;
            /** Format: uri */
            link_url: string | null;
            /** Format: uuid */
            linked_form_id: string | null;
            /** @enum {string|null} */
            category: "Internship" | "Club Role" | "Project" | "Sponsor" | "Job" | "Other" | null;
            icon_url: string | null;
            term: string | null;
            /** Format: date */
            opens_on: string | null;
            /** Format: date */
            closes_on: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            expires_at: string | null;
            display_order: number;
            website_viewable: boolean;
            is_active: boolean;
            company_name: string | null;
            location: string | null;
            /** @enum {string|null} */
            employment_type: "Full-time" | "Part-time" | "Internship" | "Contract" | null;
            salary: string | null;
            field: string | null;
            /** @enum {string} */
            source: "manual" | "csv_import" | "submission";
            external_id: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
            /** Format: uuid */
            created_by: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at: string;
            /** Format: uuid */
            updated_by: string | null;
            /** @description The feed an import put this posting in; a sync of that feed withdraws it when the feed no longer lists it. */
            feed: string | null;
            /**
             * Format: date-time
             * @description When a sync of its feed withdrew this posting (it is inactive since); null once active again.
             */
            withdrawn_at: string | null;
            /**
             * Format: date-time
             * @description When it was first published (set by the database); null until then.
             */
            published_at: string | null;
            /** @description The lowest pay, in salary_currency per salary_period. */
            salary_min: number | null;
            /** @description The highest pay (the pay, when it is one amount: equal to salary_min). */
            salary_max: number | null;
            /** @description ISO 4217 code of the pay. */
            salary_currency: string | null;
            /**
             * @description What the pay is per.
             * @enum {string|null}
             */
            salary_period: "hour" | "day" | "week" | "month" | "year" | null;
            /**
             * @description Where the work is done: on site, hybrid or remote.
             * @enum {string|null}
             */
            workplace: "on_site" | "hybrid" | "remote" | null;
            /** @description ISO 3166-1 alpha-2 code of the country of the job (or, when remote, of its applicants). */
            country: string | null;
            /**
             * Format: date-time
             * @description When the employer first published it (a job board's date); published_at is when it was here.
             */
            posted_at: string | null;
            /** @description How many times opens_on or closes_on changed (set by the database): the calendar's SEQUENCE. */
            dates_sequence: number;
            /**
             * @description Why a posting that was open is closed (set by whoever closes it, or by time: deadline, expired); null while open or never published.
             * @enum {string|null}
             */
            closed_reason: "filled" | "deadline" | "expired" | "withdrawn_by_poster" | "source_withdrew" | "link_dead" | "reported" | "editor" | null;
            /**
             * Format: date-time
             * @description When it closed (set by the database); null while open.
             */
            closed_at: string | null;
            /**
             * Format: uuid
             * @description The company behind it: given, or found by the database from its link's host (a company's verified domain or website) or its exact company_name.
             */
            company_id: string | null;
            /** @description Its job ad as a PDF in Storage, as `opportunity-attachments/<name>`, linked from its JSON-LD and feeds. */
            file: string | null;
            /** @description Its file's type, as Storage recorded it when the file was named (kept by the database). */
            file_type: string | null;
            /** @description Its file's size in bytes, as Storage recorded it when the file was named (kept by the database). */
            file_size: number | null;
            /**
             * @description Whether the employer sponsors a work visa: yes, no, or null (not said).
             * @enum {string|null}
             */
            visa_sponsorship: "yes" | "no" | null;
            /** @description Whether the right to work where the job is must be held already; null: not said. */
            work_authorization_required: boolean | null;
            /** @description The degree levels it is open to (any of); null: not said. */
            degree_levels: ("high_school" | "associate" | "bachelor" | "master" | "doctorate" | "professional_certificate")[] | null;
            /** @description The graduation (class) years it is open to (any of); null: not said. */
            graduation_years: number[] | null;
            /** @description The fields of study it is open to (any of), as written; null: not said. */
            fields_of_study: string[] | null;
            /** @description Where it is, finer than its country: an ISO 3166-2 code (US-CA, CA-ON), in its country when both are given; what pay rules read. */
            subdivision: string | null;
            /** @description The language of its own texts: a BCP 47 tag (en, fr, fr-CA). */
            language: string;
            /** @description Its texts in other languages: each BCP 47 tag to its title and any of description, location, salary, term and field. */
            translations: {
                [key: string]: {
                    [key: string]: string;
                };
            };
            /**
             * Format: uri
             * @description Where a visitor applies: link_url, or the public page of the linked form (PUBLIC_FORM_URL); null for a form-routed opportunity without that setting. Not stored, not writable.
             */
            apply_url: string | null;
            /**
             * Format: uri
             * @description Its file's link (the service's, which checks the record and redirects to Storage), or null without a file. Not stored, not writable.
             */
            file_url: string | null;
            /** @description The language of the texts answered (BCP 47): the asked one (`?lang=`, `Accept-Language`) where it has it, else its own. */
            content_language: string;
        };
        /**
         * @description Exactly one of `link_url` and `linked_form_id` is required; giving one clears the other. `closes_on` must not be before `opens_on`. Strings are trimmed; an empty optional string is stored as null. A `closed_reason` other than `deadline` or `expired` closes the posting (is_active false); making it active again clears it. `company_id` names an existing company; without one, the database links the posting to the company its link's host or its exact company_name belongs to (docs/sponsors.md).
         * @example {
         *       "title": "Software Engineering Intern",
         *       "description": "Ten weeks on the platform team, mentored throughout.",
         *       "link_url": "https://careers.example.com/intern",
         *       "linked_form_id": null,
         *       "category": "Internship",
         *       "icon_url": "/icons/briefcase.svg",
         *       "term": "Summer 2027",
         *       "opens_on": "2027-01-10",
         *       "closes_on": "2027-02-28",
         *       "expires_at": "2027-03-01T00:00:00Z",
         *       "display_order": 0,
         *       "website_viewable": false,
         *       "is_active": true,
         *       "closed_reason": null,
         *       "company_name": "Example Corp",
         *       "company_id": null,
         *       "location": "London, UK",
         *       "employment_type": "Internship",
         *       "salary": "£25,000–£30,000 a year",
         *       "field": "Engineering",
         *       "source": "manual",
         *       "external_id": null,
         *       "salary_min": 25000,
         *       "salary_max": 30000,
         *       "salary_currency": "GBP",
         *       "salary_period": "year",
         *       "workplace": "hybrid",
         *       "country": "GB",
         *       "subdivision": "GB-ENG",
         *       "posted_at": "2027-01-05T09:00:00Z",
         *       "visa_sponsorship": "yes",
         *       "work_authorization_required": true,
         *       "degree_levels": [
         *         "bachelor",
         *         "master"
         *       ],
         *       "graduation_years": [
         *         2027,
         *         2028
         *       ],
         *       "fields_of_study": [
         *         "Computer Science",
         *         "Mathematics"
         *       ],
         *       "file": null,
         *       "language": "en",
         *       "translations": {
         *         "fr": {
         *           "title": "Stage en génie logiciel"
         *         }
         *       }
         *     }
         */
        OpportunityInput: {
            title: string;
            description?: string | null;
            /**
             * Format: uri
             * @description An absolute http(s) URL; characters a URI cannot hold are stored percent-encoded.
             */
            link_url?: string | null;
            /** Format: uuid */
            linked_form_id?: string | null;
            /**
             * @description One of Internship, Club Role, Project, Sponsor, Job, Other; `null` or `""` for none.
             * @enum {string|null}
             */
            category?: "Internship" | "Club Role" | "Project" | "Sponsor" | "Job" | "Other" | "" | null;
            /**
             * Format: uri-reference
             * @description An absolute http(s) URL, or a site-relative path starting with a single `/`; characters a URI cannot hold are stored percent-encoded.
             */
            icon_url?: string | null;
            term?: string | null;
            /**
             * Format: date
             * @example 2027-03-01
             */
            opens_on?: string | null;
            /**
             * Format: date
             * @example 2027-03-01
             */
            closes_on?: string | null;
            /**
             * Format: date-time
             * @example 2027-01-31T23:59:00Z
             */
            expires_at?: string | null;
            display_order?: number;
            website_viewable?: boolean;
            is_active?: boolean;
            /**
             * @description One of filled, deadline, expired, withdrawn_by_poster, source_withdrew, link_dead, reported, editor; `null` or `""` for none.
             * @enum {string|null}
             */
            closed_reason?: "filled" | "deadline" | "expired" | "withdrawn_by_poster" | "source_withdrew" | "link_dead" | "reported" | "editor" | "" | null;
            company_name?: string | null;
            /** Format: uuid */
            company_id?: string | null;
            location?: string | null;
            /**
             * @description One of Full-time, Part-time, Internship, Contract; `null` or `""` for none.
             * @enum {string|null}
             */
            employment_type?: "Full-time" | "Part-time" | "Internship" | "Contract" | "" | null;
            salary?: string | null;
            field?: string | null;
            /** @enum {string} */
            source?: "manual" | "csv_import" | "submission";
            external_id?: string | null;
            salary_min?: number | null;
            salary_max?: number | null;
            /**
             * @example GBP
             * @enum {string|null}
             */
            salary_currency?: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VED" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XOF" | "XPF" | "YER" | "ZAR" | "ZMW" | "ZWG" | "" | null;
            /**
             * @description One of hour, day, week, month, year; `null` or `""` for none.
             * @enum {string|null}
             */
            salary_period?: "hour" | "day" | "week" | "month" | "year" | "" | null;
            /**
             * @description One of on_site, hybrid, remote; `null` or `""` for none.
             * @enum {string|null}
             */
            workplace?: "on_site" | "hybrid" | "remote" | "" | null;
            /**
             * @example GB
             * @enum {string|null}
             */
            country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | "" | null;
            /** @example US-CA */
            subdivision?: string | null;
            /**
             * Format: date-time
             * @example 2027-01-31T23:59:00Z
             */
            posted_at?: string | null;
            /**
             * @description One of yes, no; `null` or `""` for none.
             * @enum {string|null}
             */
            visa_sponsorship?: "yes" | "no" | "" | null;
            work_authorization_required?: boolean | null;
            degree_levels?: ("high_school" | "associate" | "bachelor" | "master" | "doctorate" | "professional_certificate")[] | null;
            graduation_years?: number[] | null;
            fields_of_study?: string[] | null;
            /** @description Its file: a Storage key in opportunity-attachments. Null takes the file off. */
            file?: string | null;
            /**
             * @description A BCP 47 language tag (en, fr, fr-CA).
             * @example fr
             */
            language?: string;
            /**
             * @description Its texts in other languages (at most 10), each a BCP 47 tag other than its `language` to its `title`, `description`, `location`, `salary`, `term`, `field` (the title required). A read asking for a language shows those texts, and its own for a field a translation leaves out.
             * @example {
             *       "fr": {
             *         "title": "Stage en génie logiciel",
             *         "description": "Dix semaines dans l'équipe plateforme."
             *       }
             *     }
             */
            translations?: {
                [key: string]: {
                    title: string;
                    description?: string;
                    location?: string;
                    salary?: string;
                    term?: string;
                    field?: string;
                };
            };
        };
        /**
         * @description Any of the fields, at least one. Giving link_url or linked_form_id clears the other.
         * @example {
         *       "title": "Software Engineering Intern",
         *       "description": "Ten weeks on the platform team, mentored throughout.",
         *       "link_url": "https://careers.example.com/intern",
         *       "linked_form_id": null,
         *       "category": "Internship",
         *       "icon_url": "/icons/briefcase.svg",
         *       "term": "Summer 2027",
         *       "opens_on": "2027-01-10",
         *       "closes_on": "2027-02-28",
         *       "expires_at": "2027-03-01T00:00:00Z",
         *       "display_order": 3,
         *       "website_viewable": true,
         *       "is_active": true,
         *       "closed_reason": null,
         *       "company_name": "Example Corp",
         *       "company_id": null,
         *       "location": "London, UK",
         *       "employment_type": "Internship",
         *       "salary": "£25,000–£30,000 a year",
         *       "field": "Engineering",
         *       "source": "manual",
         *       "external_id": null,
         *       "salary_min": 25000,
         *       "salary_max": 30000,
         *       "salary_currency": "GBP",
         *       "salary_period": "year",
         *       "workplace": "hybrid",
         *       "country": "GB",
         *       "subdivision": "GB-ENG",
         *       "posted_at": "2027-01-05T09:00:00Z",
         *       "visa_sponsorship": "yes",
         *       "work_authorization_required": true,
         *       "degree_levels": [
         *         "bachelor",
         *         "master"
         *       ],
         *       "graduation_years": [
         *         2027,
         *         2028
         *       ],
         *       "fields_of_study": [
         *         "Computer Science",
         *         "Mathematics"
         *       ],
         *       "file": null,
         *       "language": "en",
         *       "translations": {
         *         "fr": {
         *           "title": "Stage en génie logiciel"
         *         }
         *       }
         *     }
         */
        OpportunityPatch: {
            title?: string;
            description?: string | null;
            /**
             * Format: uri
             * @description An absolute http(s) URL; characters a URI cannot hold are stored percent-encoded.
             */
            link_url?: string | null;
            /** Format: uuid */
            linked_form_id?: string | null;
            /**
             * @description One of Internship, Club Role, Project, Sponsor, Job, Other; `null` or `""` for none.
             * @enum {string|null}
             */
            category?: "Internship" | "Club Role" | "Project" | "Sponsor" | "Job" | "Other" | "" | null;
            /**
             * Format: uri-reference
             * @description An absolute http(s) URL, or a site-relative path starting with a single `/`; characters a URI cannot hold are stored percent-encoded.
             */
            icon_url?: string | null;
            term?: string | null;
            /**
             * Format: date
             * @example 2027-03-01
             */
            opens_on?: string | null;
            /**
             * Format: date
             * @example 2027-03-01
             */
            closes_on?: string | null;
            /**
             * Format: date-time
             * @example 2027-01-31T23:59:00Z
             */
            expires_at?: string | null;
            display_order?: number;
            website_viewable?: boolean;
            is_active?: boolean;
            /**
             * @description One of filled, deadline, expired, withdrawn_by_poster, source_withdrew, link_dead, reported, editor; `null` or `""` for none.
             * @enum {string|null}
             */
            closed_reason?: "filled" | "deadline" | "expired" | "withdrawn_by_poster" | "source_withdrew" | "link_dead" | "reported" | "editor" | "" | null;
            company_name?: string | null;
            /** Format: uuid */
            company_id?: string | null;
            location?: string | null;
            /**
             * @description One of Full-time, Part-time, Internship, Contract; `null` or `""` for none.
             * @enum {string|null}
             */
            employment_type?: "Full-time" | "Part-time" | "Internship" | "Contract" | "" | null;
            salary?: string | null;
            field?: string | null;
            /** @enum {string} */
            source?: "manual" | "csv_import" | "submission";
            external_id?: string | null;
            salary_min?: number | null;
            salary_max?: number | null;
            /**
             * @example GBP
             * @enum {string|null}
             */
            salary_currency?: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VED" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XOF" | "XPF" | "YER" | "ZAR" | "ZMW" | "ZWG" | "" | null;
            /**
             * @description One of hour, day, week, month, year; `null` or `""` for none.
             * @enum {string|null}
             */
            salary_period?: "hour" | "day" | "week" | "month" | "year" | "" | null;
            /**
             * @description One of on_site, hybrid, remote; `null` or `""` for none.
             * @enum {string|null}
             */
            workplace?: "on_site" | "hybrid" | "remote" | "" | null;
            /**
             * @example GB
             * @enum {string|null}
             */
            country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | "" | null;
            /** @example US-CA */
            subdivision?: string | null;
            /**
             * Format: date-time
             * @example 2027-01-31T23:59:00Z
             */
            posted_at?: string | null;
            /**
             * @description One of yes, no; `null` or `""` for none.
             * @enum {string|null}
             */
            visa_sponsorship?: "yes" | "no" | "" | null;
            work_authorization_required?: boolean | null;
            degree_levels?: ("high_school" | "associate" | "bachelor" | "master" | "doctorate" | "professional_certificate")[] | null;
            graduation_years?: number[] | null;
            fields_of_study?: string[] | null;
            /** @description Its file: a Storage key in opportunity-attachments. Null takes the file off. */
            file?: string | null;
            /**
             * @description A BCP 47 language tag (en, fr, fr-CA).
             * @example fr
             */
            language?: string;
            /**
             * @description Its texts in other languages (at most 10), each a BCP 47 tag other than its `language` to its `title`, `description`, `location`, `salary`, `term`, `field` (the title required). A read asking for a language shows those texts, and its own for a field a translation leaves out.
             * @example {
             *       "fr": {
             *         "title": "Stage en génie logiciel",
             *         "description": "Dix semaines dans l'équipe plateforme."
             *       }
             *     }
             */
            translations?: {
                [key: string]: {
                    title: string;
                    description?: string;
                    location?: string;
                    salary?: string;
                    term?: string;
                    field?: string;
                };
            };
        };
        BulkEditResult: {
            /** @description Ids whose record was changed. */
            updated: string[];
            /** @description Ids whose record already had these values: nothing written. */
            unchanged: string[];
            /** @description Ids with no record the caller may see. */
            not_found: string[];
        };
        /**
         * @example {
         *       "ids": [
         *         "a0000000-0000-4000-8000-000000000007"
         *       ],
         *       "set": {
         *         "is_active": true,
         *         "website_viewable": true
         *       }
         *     }
         */
        BulkEdit: {
            ids: string[];
            set: {
                is_active?: boolean;
                website_viewable?: boolean;
                display_order?: number;
            };
        };
        OpportunityRevision: {
            /** @description 1, 2, ... per record, in the order its changes were made. */
            version: number;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            at: string;
            /** @enum {string} */
            operation: "insert" | "update" | "delete";
            /** @description The fields the change set (an insert: those it gave a value); audit columns aside. */
            changed: string[];
            /**
             * Format: uuid
             * @description Who made it (the user's id); null for the secret key and for SQL.
             */
            by: string | null;
            /**
             * @description `api` (a create, update, patch, delete or restore), `import`, `sync` (a sync's withdrawal or return), `bulk`, or `database` (supabase-js, SQL).
             * @enum {string}
             */
            via: "api" | "import" | "sync" | "bulk" | "database";
            /** @description The whole opportunity after the change (for a delete, before it), its fields as they were then. */
            record: {
                [key: string]: unknown;
            };
        };
        ImportReport: {
            /** @description New postings, stored inactive and not viewable until an editor reviews them. */
            inserted: number;
            /** @description Known external_ids whose posting changed. */
            updated: number;
            /** @description Known external_ids whose posting is the same: nothing written. */
            unchanged: number;
            /** @description Invalid rows, numbered as in a spreadsheet for CSV (header = 1) and from 1 for JSON. */
            skipped: {
                row: number;
                external_id: string | null;
                errors: {
                    /** @description The field or parameter, e.g. `title`, or `row 3: link_url` in an import. */
                    field: string;
                    /** @description The rule it breaks, completing the field's name. */
                    message: string;
                }[];
            }[];
            /** @description external_ids carried by several rows; the last valid one is imported. */
            duplicates: {
                external_id: string;
                rows: number[];
                kept: number;
            }[];
            /** @description The feed the import's postings are in, when `feed` was given. */
            feed: string | null;
            /** @description A sync's withdrawn postings (external_ids): active postings of the feed that the import does not list, now inactive with `withdrawn_at` set. */
            withdrawn: string[];
            /** @description Postings of the feed that a sync had withdrawn and the import lists again, active once more. */
            restored: string[];
            dry_run: boolean;
        };
        JobPosting: {
            /** @enum {string} */
            "@context": "https://schema.org/";
            /** @enum {string} */
            "@type": "JobPosting";
            title: string;
            description: string;
            datePosted: string;
            validThrough?: string;
            /** @enum {string} */
            employmentType?: "FULL_TIME" | "PART_TIME" | "INTERN" | "CONTRACTOR";
            hiringOrganization?: {
                /** @enum {string} */
                "@type": "Organization";
                name: string;
            } & {
                [key: string]: unknown;
            };
            jobLocation?: {
                /** @enum {string} */
                "@type": "Place";
                address: {
                    /** @enum {string} */
                    "@type": "PostalAddress";
                } & {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            };
            /** @enum {string} */
            jobLocationType?: "TELECOMMUTE";
            applicantLocationRequirements?: {
                /** @enum {string} */
                "@type": "Country";
                name: string;
            } & {
                [key: string]: unknown;
            };
            baseSalary?: {
                /** @enum {string} */
                "@type": "MonetaryAmount";
                currency: string;
                value: {
                    /** @enum {string} */
                    "@type": "QuantitativeValue";
                } & {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            };
            identifier?: {
                /** @enum {string} */
                "@type": "PropertyValue";
                name: string;
                value: string;
            } & {
                [key: string]: unknown;
            };
            url?: string;
            directApply: boolean;
            educationRequirements?: {
                /** @enum {string} */
                "@type": "EducationalOccupationalCredential";
                credentialCategory: string;
            } & {
                [key: string]: unknown;
            };
            eligibilityToWorkRequirement?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @example {
         *       "id": "c0000000-0000-4000-8000-000000000001",
         *       "provider": "greenhouse",
         *       "board": "acme",
         *       "sync": true,
         *       "every": "P1D",
         *       "publish": "review",
         *       "enabled": true,
         *       "name": "greenhouse:acme",
         *       "next_run_at": "2026-11-26T06:00:00.000000Z",
         *       "company_name": null,
         *       "max_postings": 2000,
         *       "last_run": null,
         *       "consecutive_failures": 0,
         *       "running_until": null,
         *       "created_at": "2026-11-25T06:00:00.000000Z",
         *       "created_by": null,
         *       "updated_at": "2026-11-25T06:00:00.000000Z",
         *       "updated_by": null
         *     }
         */
        JobSource: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            provider: "greenhouse" | "lever" | "ashby" | "smartrecruiters" | "workable" | "recruitee";
            board: string;
            name: string;
            sync: boolean;
            /** @description ISO 8601 duration. */
            every: string;
            /** @enum {string} */
            publish: "review" | "publish";
            enabled: boolean;
            /** @description The company of postings whose board names none. */
            company_name: string | null;
            /** @description The most postings a run imports; a board listing more is refused. */
            max_postings: number;
            /**
             * Format: date-time
             * @description When the schedule runs it next.
             */
            next_run_at: string;
            /** @description Its latest run; null before the first. */
            last_run: {
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                started_at: string;
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                ended_at: string;
                /**
                 * @description `ok`: imported; `failed`: the board failed, nothing written; `refused`: a sync's safeguard stopped it, nothing written.
                 * @enum {string}
                 */
                status: "ok" | "failed" | "refused";
                /**
                 * Format: uuid
                 * @description The editor who ran it; null for the schedule.
                 */
                by: string | null;
                inserted: number;
                updated: number;
                unchanged: number;
                withdrawn: number;
                restored: number;
                skipped: number;
                /** @description Why it failed or was refused. */
                error: string | null;
            } | null;
            /** @description Failed runs in a row: each doubles the wait, up to a day. */
            consecutive_failures: number;
            /**
             * Format: date-time
             * @description Set while a run holds it (at most until then).
             */
            running_until: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
            /** Format: uuid */
            created_by: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at: string;
            /** Format: uuid */
            updated_by: string | null;
        };
        /**
         * @description A job source: provider and board are required; the rest take their defaults when omitted.
         * @example {
         *       "provider": "greenhouse",
         *       "board": "acme",
         *       "sync": true,
         *       "every": "P1D",
         *       "publish": "review",
         *       "enabled": true
         *     }
         */
        JobSourceInput: {
            /**
             * @description The job board's provider.
             * @enum {string}
             */
            provider: "greenhouse" | "lever" | "ashby" | "smartrecruiters" | "workable" | "recruitee";
            /** @description The board's token in the provider's URL: `acme` of boards.greenhouse.io/acme. */
            board: string;
            /** @description Its feed: the postings' `feed`, and what `?feed=` lists. Default `<provider>:<board>` in lowercase. */
            name?: string;
            /** @description Withdraw the feed's postings the board no longer lists (default true). */
            sync?: boolean;
            /**
             * @description How often it runs, PT15M to P7D (default P1D): an ISO 8601 duration, or `<n> minutes|hours|days`. Answered as ISO 8601.
             * @example P1D
             */
            every?: string;
            /**
             * @description `review` (default): new postings arrive inactive for an editor; `publish`: active and public at once.
             * @enum {string}
             */
            publish?: "review" | "publish";
            /** @description Run on the schedule (default true); a disabled source still runs when asked. */
            enabled?: boolean;
            /** @description The company of postings whose board names none (Lever and Ashby boards do not); default the board's token. */
            company_name?: string | null;
            /** @description The most postings a run imports (default 2000): a board listing more is refused, nothing written. */
            max_postings?: number;
        };
        /**
         * @example {
         *       "every": "PT6H",
         *       "publish": "publish"
         *     }
         */
        JobSourcePatch: {
            /**
             * @description The job board's provider.
             * @enum {string}
             */
            provider?: "greenhouse" | "lever" | "ashby" | "smartrecruiters" | "workable" | "recruitee";
            /** @description The board's token in the provider's URL: `acme` of boards.greenhouse.io/acme. */
            board?: string;
            /** @description Its feed: the postings' `feed`, and what `?feed=` lists. Default `<provider>:<board>` in lowercase. */
            name?: string;
            /** @description Withdraw the feed's postings the board no longer lists (default true). */
            sync?: boolean;
            /**
             * @description How often it runs, PT15M to P7D (default P1D): an ISO 8601 duration, or `<n> minutes|hours|days`. Answered as ISO 8601.
             * @example P1D
             */
            every?: string;
            /**
             * @description `review` (default): new postings arrive inactive for an editor; `publish`: active and public at once.
             * @enum {string}
             */
            publish?: "review" | "publish";
            /** @description Run on the schedule (default true); a disabled source still runs when asked. */
            enabled?: boolean;
            /** @description The company of postings whose board names none (Lever and Ashby boards do not); default the board's token. */
            company_name?: string | null;
            /** @description The most postings a run imports (default 2000): a board listing more is refused, nothing written. */
            max_postings?: number;
        };
        JobSourceRun: {
            /** @description The run's id, increasing. */
            id: string;
            /** Format: uuid */
            source_id: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            started_at: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            ended_at: string;
            /**
             * @description `ok`: imported; `failed`: the board failed, nothing written; `refused`: a sync's safeguard stopped it, nothing written.
             * @enum {string}
             */
            status: "ok" | "failed" | "refused";
            /**
             * Format: uuid
             * @description The editor who ran it; null for the schedule.
             */
            by: string | null;
            inserted: number;
            updated: number;
            unchanged: number;
            withdrawn: number;
            restored: number;
            skipped: number;
            /** @description Why it failed or was refused. */
            error: string | null;
            /** @description The postings it skipped (the board could not give one, or one broke a field's rule), and why. */
            skipped_postings: {
                external_id: string | null;
                reason: string;
            }[];
            /** @description The board's texts longer than their field takes (`length`), stored cut to `kept` characters. */
            shortened_postings: {
                external_id: string;
                field: string;
                length: number;
                kept: number;
            }[];
        };
        PayRule: {
            /** @description The jurisdiction (what `?id=` takes). */
            id: string;
            jurisdiction: string;
            /** @enum {string} */
            requires: "figure" | "range";
            max_width: number | null;
            width_currency: string | null;
            /** Format: date */
            effective_from: string;
            law: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at: string;
        };
        /**
         * @example {
         *       "jurisdiction": "US-CO",
         *       "requires": "range",
         *       "max_width": null,
         *       "width_currency": null,
         *       "effective_from": "2021-01-01",
         *       "law": "Colorado Equal Pay for Equal Work Act"
         *     }
         */
        PayRuleInput: {
            jurisdiction: string;
            /**
             * @description `figure`: an amount (salary_min); `range`: both ends (salary_min and salary_max).
             * @enum {string}
             */
            requires: "figure" | "range";
            /** @description A range rule's widest range (salary_max - salary_min), in width_currency. */
            max_width?: number | null;
            width_currency?: string | null;
            /**
             * Format: date
             * @description The day the rule is in force from (UTC).
             */
            effective_from: string;
            /** @description The law, as editors cite it. */
            law: string;
        };
        /**
         * @example {
         *       "effective_from": "2026-01-01"
         *     }
         */
        PayRulePatch: {
            /**
             * @description `figure`: an amount (salary_min); `range`: both ends (salary_min and salary_max).
             * @enum {string}
             */
            requires?: "figure" | "range";
            /** @description A range rule's widest range (salary_max - salary_min), in width_currency. */
            max_width?: number | null;
            width_currency?: string | null;
            /**
             * Format: date
             * @description The day the rule is in force from (UTC).
             */
            effective_from?: string;
            /** @description The law, as editors cite it. */
            law?: string;
        };
        /**
         * @example {
         *       "id": "d0000000-0000-4000-8000-000000000001",
         *       "kind": "discord",
         *       "name": "#internships",
         *       "url_hint": "https://discord.com/…oken",
         *       "criteria": {
         *         "category": "Internship"
         *       },
         *       "events": [
         *         "published"
         *       ],
         *       "enabled": true,
         *       "last_delivery": null,
         *       "consecutive_failures": 0,
         *       "disabled_reason": null,
         *       "created_at": "2026-11-25T06:00:00.000000Z",
         *       "created_by": null,
         *       "updated_at": "2026-11-25T06:00:00.000000Z",
         *       "updated_by": null
         *     }
         */
        Channel: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "discord" | "slack" | "webhook";
            name: string;
            /** @description The url's host and last four characters: enough to tell channels apart, never the secret. */
            url_hint: string;
            criteria: {
                [key: string]: string;
            };
            events: ("published" | "withdrawn" | "submission.pending" | "report.opened" | "application.received")[];
            enabled: boolean;
            /** @description Its latest delivery's outcome; null before the first. */
            last_delivery: {
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                at: string;
                /** @enum {string} */
                status: "sending" | "sent" | "retrying" | "failed" | "unknown";
                answer_code: number | null;
                error: string | null;
            } | null;
            /** @description Failed sends in a row; at 10 the service disables it. */
            consecutive_failures: number;
            /** @description Why the service disabled it; cleared when it is enabled again. */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
            /** Format: uuid */
            created_by: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at: string;
            /** Format: uuid */
            updated_by: string | null;
            /** @description A webhook's `whsec_` secret for its Standard Webhooks signatures: answered once, when it is made. */
            signing_secret?: string;
        };
        /**
         * @description kind, name and url are required; criteria (default `{}`), events (default `["published"]`) and enabled (default true) are optional.
         * @example {
         *       "kind": "discord",
         *       "name": "#internships",
         *       "url": "https://discord.com/api/webhooks/123456789012345678/token",
         *       "criteria": {
         *         "category": "Internship"
         *       }
         *     }
         */
        ChannelInput: {
            /**
             * @description `discord`, `slack` (their incoming webhooks) or `webhook` (any https endpoint, signed).
             * @enum {string}
             */
            kind: "discord" | "slack" | "webhook";
            /** @description What editors call it: `#internships`. */
            name: string;
            /**
             * Format: uri
             * @description Its webhook URL, a secret: written, never answered (only `url_hint`). Discord: https://discord.com/api/webhooks/...; Slack: https://hooks.slack.com/services/...; webhook: https on a public host.
             */
            url: string;
            /**
             * @description Which opportunities it announces: the opportunities list's filters and `q`, as its query gives them (`{"category": "Internship", "q": "data"}`); `{}` matches every published one.
             * @example {
             *       "category": "Internship"
             *     }
             */
            criteria?: {
                [key: string]: string;
            };
            /** @description What it is told of: `published` (the first time an opportunity is public), `withdrawn` (no longer public, with its `closed_reason`), `submission.pending` (a submission joined the editors' queue: its title, company and age, never its address), `report.opened` (a posting's first open report, and its third reporter: how many and why, never who), `application.received` (an application reached the editors: the posting and its count, never who applied). Criteria apply to publications only. The last three are for editors' channels. */
            events?: ("published" | "withdrawn" | "submission.pending" | "report.opened" | "application.received")[];
            /** @description Deliver to it (default true). Enabled again, it hears of what happens from then on. */
            enabled?: boolean;
        };
        /**
         * @example {
         *       "enabled": true
         *     }
         */
        ChannelPatch: {
            /**
             * @description `discord`, `slack` (their incoming webhooks) or `webhook` (any https endpoint, signed).
             * @enum {string}
             */
            kind?: "discord" | "slack" | "webhook";
            /** @description What editors call it: `#internships`. */
            name?: string;
            /**
             * Format: uri
             * @description Its webhook URL, a secret: written, never answered (only `url_hint`). Discord: https://discord.com/api/webhooks/...; Slack: https://hooks.slack.com/services/...; webhook: https on a public host.
             */
            url?: string;
            /**
             * @description Which opportunities it announces: the opportunities list's filters and `q`, as its query gives them (`{"category": "Internship", "q": "data"}`); `{}` matches every published one.
             * @example {
             *       "category": "Internship"
             *     }
             */
            criteria?: {
                [key: string]: string;
            };
            /** @description What it is told of: `published` (the first time an opportunity is public), `withdrawn` (no longer public, with its `closed_reason`), `submission.pending` (a submission joined the editors' queue: its title, company and age, never its address), `report.opened` (a posting's first open report, and its third reporter: how many and why, never who), `application.received` (an application reached the editors: the posting and its count, never who applied). Criteria apply to publications only. The last three are for editors' channels. */
            events?: ("published" | "withdrawn" | "submission.pending" | "report.opened" | "application.received")[];
            /** @description Deliver to it (default true). Enabled again, it hears of what happens from then on. */
            enabled?: boolean;
        };
        ChannelDelivery: {
            /** @description The delivery's id, increasing. */
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
            /** @description The opportunities it told of, in the order sent. */
            postings: {
                event_id: string;
                /**
                 * Format: uuid
                 * @description The opportunity's id; a submission's, for submission.pending.
                 */
                opportunity_id: string;
                /** @enum {string} */
                event: "published" | "withdrawn" | "submission.pending" | "report.opened" | "application.received";
                title: string;
            }[];
            /**
             * @description `sent`; `retrying` (failed, tried again at next_attempt_at, before anything later); `failed` (given up); `unknown` (its sender stopped mid-send: it may have arrived, and is never sent twice); `sending` (under way).
             * @enum {string}
             */
            status: "sending" | "sent" | "retrying" | "failed" | "unknown";
            /** @description How many of its postings were told: a webhook gets one request each, in order, and a retry resumes from here. */
            told: number;
            attempts: number;
            /** @description The receiver's HTTP status; null when it gave none. */
            answer_code: number | null;
            error: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            sent_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            next_attempt_at: string | null;
        };
        /**
         * @example {
         *       "id": "a0000000-0000-4000-8000-000000000001",
         *       "email": "student@example.ac.uk",
         *       "member": false,
         *       "criteria": {
         *         "category": "Internship"
         *       },
         *       "frequency": "weekly",
         *       "language": "en",
         *       "confirmed_at": "2026-11-25T06:00:00.000000Z",
         *       "last_digest_at": null,
         *       "created_at": "2026-11-25T05:58:00.000000Z",
         *       "updated_at": "2026-11-25T06:00:00.000000Z"
         *     }
         */
        JobAlert: {
            /** Format: uuid */
            id: string;
            email: string;
            /** @description A signed-in member's alert (their own address, no confirmation). */
            member: boolean;
            criteria: {
                [key: string]: string;
            };
            /** @enum {string} */
            frequency: "daily" | "weekly";
            /** @description The language of its e-mails (BCP 47). */
            language: string;
            /**
             * Format: date-time
             * @description When its address was confirmed; null until then (nothing but the confirmation is sent).
             */
            confirmed_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            last_digest_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at: string;
        };
        /** @description Nothing is sent to the address but one confirmation until its link is followed. */
        AlertPending: {
            email: string;
            criteria: {
                [key: string]: string;
            };
            /** @enum {string} */
            frequency: "daily" | "weekly";
            language: string;
            confirmed_at: null;
        };
        /**
         * @example {
         *       "email": "student@example.ac.uk",
         *       "criteria": {
         *         "category": "Internship"
         *       },
         *       "frequency": "weekly"
         *     }
         */
        AlertSignUp: {
            /**
             * Format: email
             * @description Where the digests go. Required unless signed in (a member's alert goes to their own address).
             */
            email?: string;
            /**
             * @description What it looks for: the opportunities list's filters and `q`, as its query gives them (`{"category": "Internship", "q": "data"}`); `{}` matches every published one.
             * @example {
             *       "category": "Internship"
             *     }
             */
            criteria?: {
                [key: string]: string;
            };
            /**
             * @description `daily` or `weekly`: at most one digest each day or week, only when something new matched.
             * @enum {string}
             */
            frequency?: "daily" | "weekly";
            /**
             * @description The language of its e-mails (BCP 47): the service's words in it where it has them (docs/languages.md), else English, and each posting in it where the posting has it. Without it, the sign-up's `Accept-Language` decides.
             * @example fr
             */
            language?: string;
        };
        /**
         * @example {
         *       "frequency": "daily"
         *     }
         */
        AlertPatch: {
            /**
             * @description What it looks for: the opportunities list's filters and `q`, as its query gives them (`{"category": "Internship", "q": "data"}`); `{}` matches every published one.
             * @example {
             *       "category": "Internship"
             *     }
             */
            criteria?: {
                [key: string]: string;
            };
            /**
             * @description `daily` or `weekly`: at most one digest each day or week, only when something new matched.
             * @enum {string}
             */
            frequency?: "daily" | "weekly";
            /**
             * @description The language of its e-mails (BCP 47): the service's words in it where it has them (docs/languages.md), else English, and each posting in it where the posting has it. Without it, the sign-up's `Accept-Language` decides.
             * @example fr
             */
            language?: string;
        };
        Bookmark: {
            /** Format: uuid */
            opportunity_id: string;
            /** @description The opportunity's title; null when you may no longer read it. */
            title: string | null;
            /** Format: date */
            closes_on: string | null;
            remind_days_before: number | null;
            /**
             * Format: date-time
             * @description When its reminder was sent; null before (a changed reminder is due again).
             */
            reminded_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
        };
        /**
         * @example {
         *       "opportunity_id": "c0000000-0000-4000-8000-000000000001",
         *       "remind_days_before": 3
         *     }
         */
        BookmarkInput: {
            /**
             * Format: uuid
             * @description The opportunity to save: one you may read.
             */
            opportunity_id: string;
            /** @description E-mail a reminder this many days before `closes_on` (once); null: no reminder. */
            remind_days_before?: number | null;
        };
        /** @description Nothing more happens until the confirmation e-mail's link is followed. */
        SubmissionAccepted: {
            /** @enum {string} */
            status: "unconfirmed";
            submitter_email: string;
        };
        /**
         * @description The opportunity's fields with a create's rules (`link_url` required: https on a public host), and the submitter's.
         * @example {
         *       "title": "Graduate Data Analyst",
         *       "description": "Join our analytics team in Leeds.",
         *       "link_url": "https://careers.acme.example/jobs/42",
         *       "category": "Job",
         *       "closes_on": "2027-01-31",
         *       "company_name": "Acme",
         *       "location": "Leeds, UK",
         *       "employment_type": "Full-time",
         *       "submitter_email": "recruiting@acme.example",
         *       "submitter_name": "Sam Recruiter"
         *     }
         */
        SubmissionInput: {
            title: string;
            description?: string | null;
            /**
             * Format: uri
             * @description An absolute http(s) URL; characters a URI cannot hold are stored percent-encoded.
             */
            link_url?: string | null;
            /**
             * @description One of Internship, Club Role, Project, Sponsor, Job, Other; `null` or `""` for none.
             * @enum {string|null}
             */
            category?: "Internship" | "Club Role" | "Project" | "Sponsor" | "Job" | "Other" | "" | null;
            term?: string | null;
            /**
             * Format: date
             * @example 2027-03-01
             */
            opens_on?: string | null;
            /**
             * Format: date
             * @example 2027-03-01
             */
            closes_on?: string | null;
            company_name?: string | null;
            location?: string | null;
            /**
             * @description One of Full-time, Part-time, Internship, Contract; `null` or `""` for none.
             * @enum {string|null}
             */
            employment_type?: "Full-time" | "Part-time" | "Internship" | "Contract" | "" | null;
            salary?: string | null;
            field?: string | null;
            salary_min?: number | null;
            salary_max?: number | null;
            /**
             * @example GBP
             * @enum {string|null}
             */
            salary_currency?: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VED" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XOF" | "XPF" | "YER" | "ZAR" | "ZMW" | "ZWG" | "" | null;
            /**
             * @description One of hour, day, week, month, year; `null` or `""` for none.
             * @enum {string|null}
             */
            salary_period?: "hour" | "day" | "week" | "month" | "year" | "" | null;
            /**
             * @description One of on_site, hybrid, remote; `null` or `""` for none.
             * @enum {string|null}
             */
            workplace?: "on_site" | "hybrid" | "remote" | "" | null;
            /**
             * @example GB
             * @enum {string|null}
             */
            country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | "" | null;
            /** @example US-CA */
            subdivision?: string | null;
            /**
             * @description One of yes, no; `null` or `""` for none.
             * @enum {string|null}
             */
            visa_sponsorship?: "yes" | "no" | "" | null;
            work_authorization_required?: boolean | null;
            degree_levels?: ("high_school" | "associate" | "bachelor" | "master" | "doctorate" | "professional_certificate")[] | null;
            graduation_years?: number[] | null;
            fields_of_study?: string[] | null;
            /**
             * @description A BCP 47 language tag (en, fr, fr-CA).
             * @example fr
             */
            language?: string;
            /**
             * @description Its texts in other languages (at most 10), each a BCP 47 tag other than its `language` to its `title`, `description`, `location`, `salary`, `term`, `field` (the title required). A read asking for a language shows those texts, and its own for a field a translation leaves out.
             * @example {
             *       "fr": {
             *         "title": "Stage en génie logiciel",
             *         "description": "Dix semaines dans l'équipe plateforme."
             *       }
             *     }
             */
            translations?: {
                [key: string]: {
                    title: string;
                    description?: string;
                    location?: string;
                    salary?: string;
                    term?: string;
                    field?: string;
                };
            };
            /**
             * Format: email
             * @description Where the confirmation, the review's outcome and the manage links go. Never shown publicly.
             */
            submitter_email: string;
            submitter_name: string;
            /** @description The Cloudflare Turnstile widget's token: required when the service has TURNSTILE_SECRET_KEY. */
            captcha_token?: string;
            /** @description A honeypot: a form hides this field from people, so only a program fills it; a submission with it is dropped (202 all the same). */
            website?: string;
        };
        /**
         * @example {
         *       "email": "recruiting@acme.example"
         *     }
         */
        ManageLinksRequest: {
            /** Format: email */
            email: string;
            /** @description The Cloudflare Turnstile widget's token: required when the service has TURNSTILE_SECRET_KEY. */
            captcha_token?: string;
        };
        OwnSubmission: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "unconfirmed" | "pending" | "approved" | "changes_requested" | "rejected" | "withdrawn";
            /** @description The opportunity's fields as offered (`SubmissionInput`'s). */
            posting: {
                [key: string]: unknown;
            };
            /** @description The opportunity's fields as offered (`SubmissionInput`'s). */
            revision: {
                [key: string]: unknown;
            } | null;
            /** @enum {string|null} */
            reason: "not_a_fit" | "spam" | "incomplete" | "duplicate" | "expired" | "other" | null;
            /** @description The reviewer's message: what to change, or why it was rejected. */
            message: string | null;
            /** Format: uuid */
            opportunity_id: string | null;
            /** @description The live posting's page (PUBLIC_OPPORTUNITY_URL), once approved. */
            public_url: string | null;
            /**
             * Format: date
             * @description When the live posting leaves the board: its closes_on, else its expiry.
             */
            ends_on: string | null;
            renewals_left: number;
            /** @enum {string|null} */
            closed_as: "filled" | "withdrawn" | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
        };
        /**
         * @example {
         *       "closes_on": "2027-02-15",
         *       "salary": "£28,000 a year"
         *     }
         */
        SubmissionChange: {
            title?: string;
            description?: string | null;
            /**
             * Format: uri
             * @description An absolute http(s) URL; characters a URI cannot hold are stored percent-encoded.
             */
            link_url?: string | null;
            /**
             * @description One of Internship, Club Role, Project, Sponsor, Job, Other; `null` or `""` for none.
             * @enum {string|null}
             */
            category?: "Internship" | "Club Role" | "Project" | "Sponsor" | "Job" | "Other" | "" | null;
            term?: string | null;
            /**
             * Format: date
             * @example 2027-03-01
             */
            opens_on?: string | null;
            /**
             * Format: date
             * @example 2027-03-01
             */
            closes_on?: string | null;
            company_name?: string | null;
            location?: string | null;
            /**
             * @description One of Full-time, Part-time, Internship, Contract; `null` or `""` for none.
             * @enum {string|null}
             */
            employment_type?: "Full-time" | "Part-time" | "Internship" | "Contract" | "" | null;
            salary?: string | null;
            field?: string | null;
            salary_min?: number | null;
            salary_max?: number | null;
            /**
             * @example GBP
             * @enum {string|null}
             */
            salary_currency?: "AED" | "AFN" | "ALL" | "AMD" | "ANG" | "AOA" | "ARS" | "AUD" | "AWG" | "AZN" | "BAM" | "BBD" | "BDT" | "BGN" | "BHD" | "BIF" | "BMD" | "BND" | "BOB" | "BRL" | "BSD" | "BTN" | "BWP" | "BYN" | "BZD" | "CAD" | "CDF" | "CHF" | "CLP" | "CNY" | "COP" | "CRC" | "CUC" | "CUP" | "CVE" | "CZK" | "DJF" | "DKK" | "DOP" | "DZD" | "EGP" | "ERN" | "ETB" | "EUR" | "FJD" | "FKP" | "GBP" | "GEL" | "GHS" | "GIP" | "GMD" | "GNF" | "GTQ" | "GYD" | "HKD" | "HNL" | "HTG" | "HUF" | "IDR" | "ILS" | "INR" | "IQD" | "IRR" | "ISK" | "JMD" | "JOD" | "JPY" | "KES" | "KGS" | "KHR" | "KMF" | "KPW" | "KRW" | "KWD" | "KYD" | "KZT" | "LAK" | "LBP" | "LKR" | "LRD" | "LSL" | "LYD" | "MAD" | "MDL" | "MGA" | "MKD" | "MMK" | "MNT" | "MOP" | "MRU" | "MUR" | "MVR" | "MWK" | "MXN" | "MYR" | "MZN" | "NAD" | "NGN" | "NIO" | "NOK" | "NPR" | "NZD" | "OMR" | "PAB" | "PEN" | "PGK" | "PHP" | "PKR" | "PLN" | "PYG" | "QAR" | "RON" | "RSD" | "RUB" | "RWF" | "SAR" | "SBD" | "SCR" | "SDG" | "SEK" | "SGD" | "SHP" | "SLE" | "SLL" | "SOS" | "SRD" | "SSP" | "STN" | "SVC" | "SYP" | "SZL" | "THB" | "TJS" | "TMT" | "TND" | "TOP" | "TRY" | "TTD" | "TWD" | "TZS" | "UAH" | "UGX" | "USD" | "UYU" | "UZS" | "VED" | "VES" | "VND" | "VUV" | "WST" | "XAF" | "XCD" | "XCG" | "XOF" | "XPF" | "YER" | "ZAR" | "ZMW" | "ZWG" | "" | null;
            /**
             * @description One of hour, day, week, month, year; `null` or `""` for none.
             * @enum {string|null}
             */
            salary_period?: "hour" | "day" | "week" | "month" | "year" | "" | null;
            /**
             * @description One of on_site, hybrid, remote; `null` or `""` for none.
             * @enum {string|null}
             */
            workplace?: "on_site" | "hybrid" | "remote" | "" | null;
            /**
             * @example GB
             * @enum {string|null}
             */
            country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW" | "" | null;
            /** @example US-CA */
            subdivision?: string | null;
            /**
             * @description One of yes, no; `null` or `""` for none.
             * @enum {string|null}
             */
            visa_sponsorship?: "yes" | "no" | "" | null;
            work_authorization_required?: boolean | null;
            degree_levels?: ("high_school" | "associate" | "bachelor" | "master" | "doctorate" | "professional_certificate")[] | null;
            graduation_years?: number[] | null;
            fields_of_study?: string[] | null;
            /**
             * @description A BCP 47 language tag (en, fr, fr-CA).
             * @example fr
             */
            language?: string;
            /**
             * @description Its texts in other languages (at most 10), each a BCP 47 tag other than its `language` to its `title`, `description`, `location`, `salary`, `term`, `field` (the title required). A read asking for a language shows those texts, and its own for a field a translation leaves out.
             * @example {
             *       "fr": {
             *         "title": "Stage en génie logiciel",
             *         "description": "Dix semaines dans l'équipe plateforme."
             *       }
             *     }
             */
            translations?: {
                [key: string]: {
                    title: string;
                    description?: string;
                    location?: string;
                    salary?: string;
                    term?: string;
                    field?: string;
                };
            };
        };
        Submission: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "unconfirmed" | "pending" | "approved" | "changes_requested" | "rejected" | "withdrawn";
            /** @description Counts the changes of what was offered (posting, revision): a review names the version it read (409 changed_since_read when it changed since). */
            version: number;
            /** @description The opportunity's fields as offered (`SubmissionInput`'s). */
            posting: {
                [key: string]: unknown;
            };
            /** @description After approval: the posting as its owner would change it, waiting for review; the live posting stays as it is. */
            revision: {
                [key: string]: unknown;
            } | null;
            /** @description The fields a waiting revision changes (only these are written when it is approved; the live posting's other fields stay as they are); empty without one. */
            revision_changes: {
                field: string;
                /** @description The value its owner last had approved. */
                was?: unknown;
                /** @description The owner's new value: what an approval writes. */
                to?: unknown;
                /** @description The live posting's value now. */
                live?: unknown;
                /** @description An editor changed this field on the live posting since: approving replaces their value with the owner's. */
                conflict: boolean;
            }[];
            submitter_email: string;
            submitter_name: string;
            /**
             * Format: date-time
             * @description In the queue since (pending, or a revision waiting); null otherwise.
             */
            waiting_since: string | null;
            /** @description Whole days in the queue. */
            waiting_days: number | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            confirmed_at: string | null;
            /** @description Went live without review: its e-mail domain is trusted and its link is on that domain. */
            trusted: boolean;
            /**
             * Format: uuid
             * @description The opportunity its approval wrote.
             */
            opportunity_id: string | null;
            /** Format: uuid */
            reviewed_by: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            reviewed_at: string | null;
            /** @enum {string|null} */
            reason: "not_a_fit" | "spam" | "incomplete" | "duplicate" | "expired" | "other" | null;
            message: string | null;
            /** @enum {string|null} */
            closed_as: "filled" | "withdrawn" | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            closed_at: string | null;
            renewals: number;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at: string;
            hints: {
                /** @description Opportunities whose link is this one's, tracking parameters (utm_*, gh_src, ref, click ids) aside: at most 3. */
                same_link: {
                    /** Format: uuid */
                    id: string;
                    title: string;
                }[];
                /** @description The address's other submissions, counted by status. */
                earlier: {
                    [key: string]: number;
                };
                /** @description Its e-mail domain is trusted (a revision of a trusted domain is still reviewed). */
                trusted_domain: boolean;
            };
        };
        /**
         * @example {
         *       "message": "Please add the salary and the closing date."
         *     }
         */
        SubmissionChangesRequested: {
            /** @description What to change: sent to the submitter with the manage link. */
            message: string;
        };
        /**
         * @example {
         *       "reason": "not_a_fit",
         *       "message": "We list roles for students and recent graduates only."
         *     }
         */
        SubmissionRejection: {
            /** @enum {string} */
            reason: "not_a_fit" | "spam" | "incomplete" | "duplicate" | "expired" | "other";
            /** @description Sent to the submitter with the reason. */
            message?: string;
        };
        /**
         * @example {
         *       "id": "acme.example",
         *       "domain": "acme.example",
         *       "trusted": true,
         *       "submission_id": null,
         *       "created_at": "2026-11-28T10:00:00.000000Z",
         *       "updated_at": "2026-11-28T10:00:00.000000Z"
         *     }
         */
        TrustedDomain: {
            /** @description The domain (what `?id=` takes). */
            id: string;
            domain: string;
            /** @description false: revoked; its submissions are reviewed. */
            trusted: boolean;
            /**
             * Format: uuid
             * @description The approval that trusted it.
             */
            submission_id: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at: string;
        };
        /**
         * @example {
         *       "domain": "acme.example"
         *     }
         */
        TrustedDomainInput: {
            /** @description The e-mail domain (after the @). Never a free or disposable mail provider's (gmail.com, naver.com, ...), nor a public suffix (co.uk, github.io). */
            domain: string;
            /** @description Default true. */
            trusted?: boolean;
        };
        /**
         * @example {
         *       "trusted": false
         *     }
         */
        TrustedDomainPatch: {
            /** @description false revokes the trust; true gives it back. */
            trusted: boolean;
        };
        ReportSeen: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "open";
        };
        Report: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            opportunity_id: string;
            /** @enum {string} */
            reason: "closed" | "broken_link" | "spam" | "scam" | "inaccurate" | "other";
            details: string | null;
            /** @enum {string} */
            status: "open" | "resolved" | "dismissed";
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @example {
         *       "opportunity_id": "6f1c1f1e-3d1b-4c55-9a44-0c6f4f1b2a10",
         *       "reason": "closed",
         *       "details": "The page says the role is filled."
         *     }
         */
        ReportInput: {
            /**
             * Format: uuid
             * @description The posting reported.
             */
            opportunity_id: string;
            /**
             * @description `closed` (no longer taking applications), `broken_link`, `spam`, `scam`, `inaccurate` or `other`.
             * @enum {string}
             */
            reason: "closed" | "broken_link" | "spam" | "scam" | "inaccurate" | "other";
            /** @description What is wrong, in the reporter's words (at most 1,000 characters); editors read it. */
            details?: string | null;
        };
        ReportedPosting: {
            opportunity: {
                /** Format: uuid */
                id: string;
                title: string;
                company_name: string | null;
                link_url: string | null;
                is_active: boolean;
                /** @enum {string|null} */
                closed_reason: "filled" | "deadline" | "expired" | "withdrawn_by_poster" | "source_withdrew" | "link_dead" | "reported" | "editor" | null;
                closed_at: string | null;
            };
            /** @description Distinct reporters: accounts and clients, several on one network counting as one. */
            reporters: number;
            /** @description Reports by reason. */
            reasons: {
                closed?: number;
                broken_link?: number;
                spam?: number;
                scam?: number;
                inaccurate?: number;
                other?: number;
            };
            /** @description Each report, oldest first (at most 50); never who made it. */
            reports: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                reason: "closed" | "broken_link" | "spam" | "scam" | "inaccurate" | "other";
                details: string | null;
                created_at: string;
                note: string | null;
                resolved_at: string | null;
            }[];
            first_reported_at: string;
            last_reported_at: string;
            last_link_check: {
                checked_at: string;
                status: number | null;
                outcome: string;
                matched: string;
            } | null;
        };
        /**
         * @example {
         *       "closed_reason": "filled",
         *       "note": "The company confirmed the role is filled."
         *     }
         */
        ReportResolution: {
            /**
             * @description Close the posting for this reason (`reported` when the reports were right and no other reason fits); omitted: the posting stays as it is.
             * @enum {string}
             */
            closed_reason?: "filled" | "withdrawn_by_poster" | "source_withdrew" | "link_dead" | "reported" | "editor";
            /** @description What was done, kept with the reports. */
            note?: string;
        };
        /**
         * @example {
         *       "note": "The posting is open: checked with the company."
         *     }
         */
        ReportDismissal: {
            /** @description Why the reports are wrong, kept with them. */
            note: string;
        };
        LinkChecks: {
            /** Format: uuid */
            opportunity_id: string;
            /** @description Since when every read found it expired (or uncertain); null when the last sure read was live. */
            expired_since: string | null;
            /** @description A report asked for a check at once, not yet made. */
            asked_at: string | null;
            /** @description The last checks, newest first (ten kept). */
            checks: {
                checked_at: string;
                url: string;
                /** @description The last HTTP status answered; null when none was. */
                status: number | null;
                /** @description Where the read ended, after redirects. */
                final_url: string | null;
                /** @enum {string} */
                outcome: "live" | "expired" | "uncertain";
                /** @description What decided: `404`, `redirected to the site's root`, `says "…"`, `timed out`. */
                matched: string;
            }[];
        };
        FileDownloads: {
            /** Format: uuid */
            id: string;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            total: number;
            days: {
                /** Format: date */
                day: string;
                downloads: number;
            }[];
        };
        /**
         * @example {
         *       "id": "b0000000-0000-4000-8000-000000000001",
         *       "title": "Intro to Git and GitHub",
         *       "category": "Workshops",
         *       "link_url": "https://compsoc.example.edu/files/intro-to-git.pdf",
         *       "description": "Slides from the first workshop of the year: commits, branches, pull requests.",
         *       "extension": "pdf",
         *       "thumbnail_url": "https://compsoc.example.edu/thumbs/git.png",
         *       "resource_date": "2026-09-15",
         *       "display_order": 1,
         *       "website_viewable": true,
         *       "is_active": true,
         *       "created_at": "2026-11-22T13:13:55.441Z",
         *       "created_by": null,
         *       "updated_at": "2026-11-22T13:13:55.441Z",
         *       "updated_by": null,
         *       "published_at": "2026-11-22T13:13:55.441Z",
         *       "file": null,
         *       "file_type": null,
         *       "file_size": null,
         *       "file_url": null
         *     }
         */
        Resource: {
            /** Format: uuid */
            id: string;
            title: string;
            category: string;
            /** Format: uri */
            link_url: string | null;
            description: string | null;
            extension: string | null;
            /** Format: uri */
            thumbnail_url: string | null;
            /** Format: date */
            resource_date: string | null;
            display_order: number;
            website_viewable: boolean;
            is_active: boolean;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
            /** Format: uuid */
            created_by: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at: string;
            /** Format: uuid */
            updated_by: string | null;
            /**
             * Format: date-time
             * @description When it was first published (set by the database); null until then.
             */
            published_at: string | null;
            /** @description Its file in Storage, as `<bucket>/<name>` (resource-files, or member-files for members only); the link_url answered is then the file's link. */
            file: string | null;
            /** @description Its file's type, as Storage recorded it when the file was named (kept by the database). */
            file_type: string | null;
            /** @description Its file's size in bytes, as Storage recorded it when the file was named (kept by the database). */
            file_size: number | null;
            /**
             * Format: uri
             * @description Its file's link (the service's, which checks the record and redirects to Storage), or null without a file. Not stored, not writable.
             */
            file_url: string | null;
        };
        /**
         * @description A link_url or a file (a Storage key: docs/files.md) is required; with a file, the link_url answered is the file's link. Strings are trimmed; an empty optional string is stored as null.
         * @example {
         *       "title": "Intro to Git workshop slides",
         *       "category": "Workshops",
         *       "link_url": "https://drive.example.com/git-slides.pdf",
         *       "file": null,
         *       "description": "Slides from the autumn workshop.",
         *       "extension": "pdf",
         *       "thumbnail_url": "https://drive.example.com/git-slides.png",
         *       "resource_date": "2026-10-14",
         *       "display_order": 0,
         *       "website_viewable": false,
         *       "is_active": true
         *     }
         */
        ResourceInput: {
            title: string;
            category: string;
            /**
             * Format: uri
             * @description An absolute http(s) URL; characters a URI cannot hold are stored percent-encoded.
             */
            link_url?: string | null;
            /** @description Its file: a Storage key in resource-files or member-files. Null takes the file off. */
            file?: string | null;
            description?: string | null;
            extension?: string | null;
            /**
             * Format: uri
             * @description An absolute http(s) URL; characters a URI cannot hold are stored percent-encoded.
             */
            thumbnail_url?: string | null;
            /**
             * Format: date
             * @example 2027-03-01
             */
            resource_date?: string | null;
            display_order?: number;
            website_viewable?: boolean;
            is_active?: boolean;
        };
        /**
         * @example {
         *       "title": "Intro to Git workshop slides",
         *       "category": "Workshops",
         *       "link_url": "https://drive.example.com/git-slides.pdf",
         *       "file": null,
         *       "description": "Slides from the autumn workshop.",
         *       "extension": "pdf",
         *       "thumbnail_url": "https://drive.example.com/git-slides.png",
         *       "resource_date": "2026-10-14",
         *       "display_order": 0,
         *       "website_viewable": true,
         *       "is_active": true
         *     }
         */
        ResourcePatch: {
            title?: string;
            category?: string;
            /**
             * Format: uri
             * @description An absolute http(s) URL; characters a URI cannot hold are stored percent-encoded.
             */
            link_url?: string | null;
            /** @description Its file: a Storage key in resource-files or member-files. Null takes the file off. */
            file?: string | null;
            description?: string | null;
            extension?: string | null;
            /**
             * Format: uri
             * @description An absolute http(s) URL; characters a URI cannot hold are stored percent-encoded.
             */
            thumbnail_url?: string | null;
            /**
             * Format: date
             * @example 2027-03-01
             */
            resource_date?: string | null;
            display_order?: number;
            website_viewable?: boolean;
            is_active?: boolean;
        };
        ResourceRevision: {
            /** @description 1, 2, ... per record, in the order its changes were made. */
            version: number;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            at: string;
            /** @enum {string} */
            operation: "insert" | "update" | "delete";
            /** @description The fields the change set (an insert: those it gave a value); audit columns aside. */
            changed: string[];
            /**
             * Format: uuid
             * @description Who made it (the user's id); null for the secret key and for SQL.
             */
            by: string | null;
            /**
             * @description `api` (a create, update, patch, delete or restore), `import`, `sync` (a sync's withdrawal or return), `bulk`, or `database` (supabase-js, SQL).
             * @enum {string}
             */
            via: "api" | "import" | "sync" | "bulk" | "database";
            /** @description The whole resource after the change (for a delete, before it), its fields as they were then. */
            record: {
                [key: string]: unknown;
            };
        };
        /**
         * @example {
         *       "id": "c0000000-0000-4000-8000-000000000001",
         *       "name": "Northgate Software",
         *       "slug": "northgate-software",
         *       "website": "https://northgate.example",
         *       "logo_url": "https://northgate.example/logo.png",
         *       "description": "Software for regional logistics; a sponsor of the club since 2024.",
         *       "verified_domains": [
         *         "northgate.example"
         *       ],
         *       "display_order": 0,
         *       "website_viewable": true,
         *       "is_active": true,
         *       "created_at": "2026-11-22T13:13:55.441Z",
         *       "created_by": null,
         *       "updated_at": "2026-11-22T13:13:55.441Z",
         *       "updated_by": null,
         *       "published_at": "2026-11-22T13:13:55.441Z",
         *       "file": null,
         *       "file_type": null,
         *       "file_size": null,
         *       "open_postings": 1,
         *       "file_url": null
         *     }
         */
        Company: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @description Its address on the website (GET /companies?slug=): unique, made from the name when not given, kept when the name changes. */
            slug: string;
            /**
             * Format: uri
             * @description Its website: a posting whose link is on this host is its; the JSON-LD's sameAs.
             */
            website: string | null;
            /**
             * Format: uri
             * @description Its logo: the JSON-LD's logo.
             */
            logo_url: string | null;
            description: string | null;
            /** @description Its own domains: trusted for submissions, and linking postings. */
            verified_domains: string[];
            display_order: number;
            website_viewable: boolean;
            is_active: boolean;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
            /** Format: uuid */
            created_by: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at: string;
            /** Format: uuid */
            updated_by: string | null;
            /**
             * Format: date-time
             * @description When it was first published (set by the database); null until then.
             */
            published_at: string | null;
            /** @description Its logo in Storage, as `company-logos/<name>`; the logo_url answered is then the file's link, and the JSON-LD's logo. */
            file: string | null;
            /** @description Its file's type, as Storage recorded it when the file was named (kept by the database). */
            file_type: string | null;
            /** @description Its file's size in bytes, as Storage recorded it when the file was named (kept by the database). */
            file_size: number | null;
            /** @description How many of its postings the public can apply to now. Not stored. */
            open_postings: number;
            /** @description With `id` or `slug` only: its open postings (published, not past closes_on), by display_order and title. */
            postings?: {
                /** Format: uuid */
                id: string;
                title: string;
                category: string | null;
                employment_type: string | null;
                location: string | null;
                workplace: string | null;
                /** Format: date */
                closes_on: string | null;
            }[];
            /**
             * Format: uri
             * @description Its file's link (the service's, which checks the record and redirects to Storage), or null without a file. Not stored, not writable.
             */
            file_url: string | null;
        };
        /**
         * @description Strings are trimmed; an empty optional string is stored as null. A slug is one company's (409 duplicate_slug), and so is each domain (409 duplicate_domain).
         * @example {
         *       "name": "Acme Robotics",
         *       "slug": "",
         *       "website": "https://acme.example.com",
         *       "logo_url": "https://acme.example.com/logo.png",
         *       "file": null,
         *       "description": "Warehouse robots; a sponsor of the club since 2024.",
         *       "verified_domains": [],
         *       "display_order": 0,
         *       "website_viewable": true,
         *       "is_active": true
         *     }
         */
        CompanyInput: {
            name: string;
            /** @description Its address on the website: given, or (absent or blank) made from the name; kept when the name changes. */
            slug?: string;
            /**
             * Format: uri
             * @description An absolute http(s) URL; characters a URI cannot hold are stored percent-encoded.
             */
            website?: string | null;
            /**
             * Format: uri
             * @description An absolute http(s) URL; characters a URI cannot hold are stored percent-encoded.
             */
            logo_url?: string | null;
            /** @description Its logo in Storage (company-logos/<name>): the logo_url answered is then the file's link. */
            file?: string | null;
            description?: string | null;
            /** @description Its own domains (never free or disposable mail, never a public suffix such as co.uk or github.io): a submission from an address there is trusted, and a posting whose link is there or under it is its. */
            verified_domains?: string[];
            display_order?: number;
            website_viewable?: boolean;
            is_active?: boolean;
        };
        /**
         * @example {
         *       "description": "Warehouse robots and their software.",
         *       "website_viewable": false
         *     }
         */
        CompanyPatch: {
            name?: string;
            /** @description Its address on the website: given, or (absent or blank) made from the name; kept when the name changes. */
            slug?: string;
            /**
             * Format: uri
             * @description An absolute http(s) URL; characters a URI cannot hold are stored percent-encoded.
             */
            website?: string | null;
            /**
             * Format: uri
             * @description An absolute http(s) URL; characters a URI cannot hold are stored percent-encoded.
             */
            logo_url?: string | null;
            /** @description Its logo in Storage (company-logos/<name>): the logo_url answered is then the file's link. */
            file?: string | null;
            description?: string | null;
            /** @description Its own domains (never free or disposable mail, never a public suffix such as co.uk or github.io): a submission from an address there is trusted, and a posting whose link is there or under it is its. */
            verified_domains?: string[];
            display_order?: number;
            website_viewable?: boolean;
            is_active?: boolean;
        };
        CompanyRevision: {
            /** @description 1, 2, ... per record, in the order its changes were made. */
            version: number;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            at: string;
            /** @enum {string} */
            operation: "insert" | "update" | "delete";
            /** @description The fields the change set (an insert: those it gave a value); audit columns aside. */
            changed: string[];
            /**
             * Format: uuid
             * @description Who made it (the user's id); null for the secret key and for SQL.
             */
            by: string | null;
            /**
             * @description `api` (a create, update, patch, delete or restore), `import`, `sync` (a sync's withdrawal or return), `bulk`, or `database` (supabase-js, SQL).
             * @enum {string}
             */
            via: "api" | "import" | "sync" | "bulk" | "database";
            /** @description The whole company after the change (for a delete, before it), its fields as they were then. */
            record: {
                [key: string]: unknown;
            };
        };
        CompanyStats: {
            company: {
                /** Format: uuid */
                id: string;
                name: string;
                slug: string;
            };
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            totals: {
                emails: number;
                channel_messages: number;
                clicks: number;
                views: number;
                /** @description Applications through the board, proven that day: counts only. */
                applications: number;
            };
            /** @description The company's postings together, each day of the range. */
            days: {
                emails: number;
                channel_messages: number;
                clicks: number;
                views: number;
                /** @description Applications through the board, proven that day: counts only. */
                applications: number;
                /** Format: date */
                day: string;
            }[];
            /** @description Each of its postings, by title, with each day of the range. */
            postings: {
                /** Format: uuid */
                opportunity_id: string;
                title: string;
                totals: {
                    emails: number;
                    channel_messages: number;
                    clicks: number;
                    views: number;
                    /** @description Applications through the board, proven that day: counts only. */
                    applications: number;
                };
                days: {
                    emails: number;
                    channel_messages: number;
                    clicks: number;
                    views: number;
                    /** @description Applications through the board, proven that day: counts only. */
                    applications: number;
                    /** Format: date */
                    day: string;
                }[];
            }[];
        };
        /**
         * @example {
         *       "email": "sam@example.org"
         *     }
         */
        PrivacyRequest: {
            /**
             * Format: email
             * @description The address whose data is asked for: the link goes there, and only there.
             */
            email: string;
            /** @description The Cloudflare Turnstile widget's token: required when the service has TURNSTILE_SECRET_KEY. */
            captcha_token?: string;
        };
        PrivacyExport: {
            address: string;
            exported_at: string;
            /** @description Job alerts to the address (or the member's), without their tokens. */
            alerts: {
                [key: string]: unknown;
            }[];
            /** @description Postings the address offered, with the review's words. */
            submissions: {
                [key: string]: unknown;
            }[];
            /** @description E-mails to the address waiting to be sent, or that could not be (a sent e-mail is not kept). */
            emails: {
                [key: string]: unknown;
            }[];
            /** @description When the mailbox was last asked to confirm an alert, and whether it unsubscribed. */
            mailbox: {
                [key: string]: unknown;
            } | null;
            /** @description A member's bookmarks (null for an address). */
            bookmarks: {
                [key: string]: unknown;
            }[] | null;
            /** @description A member's reports of postings (null for an address). */
            reports: {
                [key: string]: unknown;
            }[] | null;
            /** @description Applications made with the address (or as the member), with their answers and files' names; never the editors' notes or rating. */
            applications: {
                [key: string]: unknown;
            }[];
        };
        PrivacyErasure: {
            alerts: number;
            /** @description Submissions not live (unconfirmed, pending, sent back, rejected, withdrawn), deleted. */
            submissions_deleted: number;
            /** @description Approved submissions: their posting stays, the address and name are erased. */
            submissions_anonymised: number;
            emails: number;
            bookmarks: number;
            reports: number;
            /** @description Applications deleted, with their files, notes and history. */
            applications: number;
        };
        /**
         * @example {
         *       "email": "sam@example.org"
         *     }
         */
        PrivacyErasureRequest: {
            /**
             * Format: email
             * @description The address to erase, as the written request gives it.
             */
            email: string;
        };
        ApplicationForm: {
            /** Format: uuid */
            id: string;
            title: string;
            /** @description Its current questions. */
            questions: {
                [key: string]: unknown;
            }[];
            /** @description Its questions' version: one more with each change of them. */
            version: number;
            emails: {
                [key: string]: {
                    subject: string;
                    text: string;
                };
            };
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            retired_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at: string;
        };
        /**
         * @example {
         *       "title": "Committee application",
         *       "questions": [
         *         {
         *           "key": "motivation",
         *           "kind": "long_text",
         *           "label": "Why this role?",
         *           "required": true,
         *           "max_length": 2000
         *         },
         *         {
         *           "key": "year",
         *           "kind": "single_choice",
         *           "label": "Year of study",
         *           "options": [
         *             "First year",
         *             "Second year",
         *             "Third year",
         *             "Postgraduate"
         *           ]
         *         },
         *         {
         *           "key": "cv",
         *           "kind": "file",
         *           "label": "CV (PDF)",
         *           "required": false
         *         }
         *       ],
         *       "emails": {}
         *     }
         */
        ApplicationFormInput: {
            /**
             * Format: uuid
             * @description A form of the project's `forms` to give questions to; a new one by default.
             */
            id?: string;
            title: string;
            questions: components["schemas"]["ApplicationQuestions"];
            emails?: components["schemas"]["ApplicationLetters"];
        };
        /** @description The form's questions, in the order they are asked. */
        ApplicationQuestions: {
            /** @description What its answer is keyed by in `answers` (and its file's form field). */
            key: string;
            /** @enum {string} */
            kind: "short_text" | "long_text" | "single_choice" | "multiple_choice" | "yes_no" | "email" | "url" | "date" | "file";
            label: string;
            /** @description A hint shown under the label. */
            help?: string | null;
            /** @description Default false. */
            required?: boolean;
            /** @description Texts only: the longest answer (default 200 for short_text, 5000 for long_text). */
            max_length?: number | null;
            /** @description Choices only: what may be chosen. */
            options?: string[] | null;
        }[];
        /**
         * @description What the applicant is sent as their application reaches a state, by state: the states without one send nothing (`received` has the service's receipt by default). Placeholders: {{name}}, {{opportunity}}, {{state}}, {{manage_url}}, {{organization}}.
         * @example {
         *       "interview": {
         *         "subject": "Interview for {{opportunity}}",
         *         "text": "Hello {{name}},\n\nWe would like to meet you. Reply to this e-mail with times that suit you."
         *       }
         *     }
         */
        ApplicationLetters: {
            received?: {
                subject: string;
                text: string;
            };
            reviewing?: {
                subject: string;
                text: string;
            };
            interview?: {
                subject: string;
                text: string;
            };
            offer?: {
                subject: string;
                text: string;
            };
            accepted?: {
                subject: string;
                text: string;
            };
            declined?: {
                subject: string;
                text: string;
            };
            not_selected?: {
                subject: string;
                text: string;
            };
        };
        /**
         * @example {
         *       "retired_at": "2026-12-31T23:59:59.000000Z"
         *     }
         */
        ApplicationFormPatch: {
            title?: string;
            questions?: components["schemas"]["ApplicationQuestions"];
            emails?: components["schemas"]["ApplicationLetters"];
            /**
             * Format: date-time
             * @description When it stopped taking applications; null takes them again.
             * @example 2027-01-31T23:59:00Z
             */
            retired_at?: string | null;
        };
        PublicApplicationForm: {
            /** Format: uuid */
            opportunity_id: string;
            /** @description The opportunity's title. */
            title: string;
            /** Format: date */
            opens_on: string | null;
            /**
             * Format: date
             * @description The last day applications are taken (UTC).
             */
            closes_on: string | null;
            /** Format: uuid */
            form_id: string;
            form_title: string;
            /** @description Send it back with the application: a form changed since is refused (409). */
            form_version: number;
            /** @description The questions, in order: key, kind, label, help, required, max_length, options. */
            questions: {
                [key: string]: unknown;
            }[];
            /** @description Whether it takes applications today. */
            open: boolean;
        };
        ApplicationAccepted: {
            /**
             * @description unconfirmed: a stranger's, waiting for its link; received: a member's new one; updated: a member's second, in the first's place.
             * @enum {string}
             */
            status: "unconfirmed" | "received" | "updated";
            /**
             * Format: uuid
             * @description The application (a member's); null until a stranger's link is followed.
             */
            id: string | null;
        };
        /**
         * @example {
         *       "email": "sam@example.org",
         *       "name": "Sam Lee",
         *       "form_version": 1,
         *       "answers": {
         *         "motivation": "I ran the chess club's budget for two years."
         *       }
         *     }
         */
        ApplicationInput: {
            /**
             * Format: email
             * @description Where the proving link and the news go. A signed-in member's is their account's: leave it out.
             */
            email?: string;
            /** @description The applicant's name, as editors see it. */
            name: string;
            /** @description The form's version as read (`GET /applications/form`). */
            form_version: number;
            answers: components["schemas"]["ApplicationAnswers"];
            /** @description The Cloudflare Turnstile widget's token: required when the service has TURNSTILE_SECRET_KEY. */
            captcha_token?: string;
            /** @description Leave empty: a field people never see (a program that fills it is ignored). */
            website?: string;
        };
        /**
         * @description Each question's answer by its key: a string for texts, e-mail, URL, date (YYYY-MM-DD) and single_choice; a list of strings for multiple_choice; true or false for yes_no. A file question's answer is a file in the form.
         * @example {
         *       "motivation": "I ran the chess club's budget for two years.",
         *       "year": "Second year",
         *       "available": true
         *     }
         */
        ApplicationAnswers: {
            [key: string]: unknown;
        };
        ApplicantView: {
            id: string;
            opportunity_id: string;
            title: string;
            closes_on: string | null;
            applicant_email: string;
            applicant_name: string;
            answers: {
                [key: string]: unknown;
            };
            files: {
                question: string;
                file_name: string;
                file_type: string | null;
                file_size: number | null;
            }[];
            state: string;
            state_changed_at: string;
            form_version: number;
            questions: {
                [key: string]: unknown;
            }[];
            /** @description Its answers may change: the opportunity is open and the application received or under review. */
            may_change: boolean;
            may_withdraw: boolean;
            created_at: string;
            updated_at: string;
        };
        /**
         * @example {
         *       "form_version": 1,
         *       "answers": {
         *         "motivation": "I also ran the society's elections."
         *       }
         *     }
         */
        ApplicationChange: {
            name?: string;
            /** @description The form's version as read (`GET /applications/form`). */
            form_version: number;
            answers: components["schemas"]["ApplicationAnswers"];
        };
        Application: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            opportunity_id: string;
            applicant_name: string;
            applicant_email: string;
            /** @enum {string} */
            state: "received" | "reviewing" | "interview" | "offer" | "accepted" | "declined" | "not_selected" | "withdrawn";
            /** @description 1 to 5, or none. */
            rating: number | null;
            answers: {
                [key: string]: unknown;
            };
            /** @description The version of the form's questions it was made with. */
            form_version: number;
            /** @description Made by a signed-in member (their account's address). */
            member: boolean;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            state_changed_at: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at: string;
        };
        ApplicationWithFiles: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            opportunity_id: string;
            applicant_name: string;
            applicant_email: string;
            /** @enum {string} */
            state: "received" | "reviewing" | "interview" | "offer" | "accepted" | "declined" | "not_selected" | "withdrawn";
            /** @description 1 to 5, or none. */
            rating: number | null;
            answers: {
                [key: string]: unknown;
            };
            /** @description The version of the form's questions it was made with. */
            form_version: number;
            /** @description Made by a signed-in member (their account's address). */
            member: boolean;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            state_changed_at: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601, UTC.
             */
            updated_at: string;
            files: {
                question: string;
                file_name: string;
                file_type: string | null;
                file_size: number | null;
                /** @description A signed URL that downloads it, valid APPLICATION_FILE_LINK_MINUTES (default 10). */
                url: string;
            }[];
            notes: {
                /** Format: uuid */
                id: string;
                body: string;
                /** Format: uuid */
                author_id: string | null;
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                created_at: string;
            }[];
            history: {
                from_state: string | null;
                to_state: string;
                /** Format: uuid */
                moved_by: string | null;
                /**
                 * Format: date-time
                 * @description ISO 8601, UTC.
                 */
                moved_at: string;
            }[];
        };
        /**
         * @example {
         *       "state": "interview",
         *       "rating": 4
         *     }
         */
        ApplicationMove: {
            /** @enum {string} */
            state?: "received" | "reviewing" | "interview" | "offer" | "accepted" | "declined" | "not_selected";
            rating?: number | null;
        };
        ApplicationsMoved: {
            moved: string[];
            /** @description In that state already. */
            unchanged: string[];
            /** @description Not a move they can make, from the editor's own address, or no application the editor may see. */
            refused: string[];
        };
        /**
         * @example {
         *       "ids": [
         *         "a0000000-0000-4000-8000-000000000007"
         *       ],
         *       "state": "not_selected"
         *     }
         */
        ApplicationsMove: {
            ids: string[];
            /** @enum {string} */
            state: "received" | "reviewing" | "interview" | "offer" | "accepted" | "declined" | "not_selected";
        };
        /**
         * @example {
         *       "body": "Strong on budgets; ask about availability in May."
         *     }
         */
        ApplicationNoteInput: {
            body: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getOpportunitiesContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This function's part of the contract. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Not modified: `If-None-Match` matches the ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOpportunities: {
        parameters: {
            query?: {
                /** @description Only opportunities with this website_viewable. */
                website_viewable?: "true" | "false";
                /** @description Only active, or only inactive, opportunities. */
                is_active?: "true" | "false";
                /** @description `true`: only those not past expires_at; `false`: only those past it. */
                unexpired?: "true" | "false";
                /** @description Only opportunities of this category. */
                category?: "Internship" | "Club Role" | "Project" | "Sponsor" | "Job" | "Other";
                /** @description Only manual ones, or only imported ones. */
                source?: "manual" | "csv_import" | "submission";
                /** @description Only postings of this employment type. */
                employment_type?: "Full-time" | "Part-time" | "Internship" | "Contract";
                /** @description Only those with exactly this location. */
                location?: string;
                /** @description Only those of exactly this company_name. */
                company_name?: string;
                /** @description Only the postings of this company (GET /companies). */
                company_id?: string;
                /** @description Only those of exactly this field. */
                field?: string;
                /** @description Only postings of this work model (on_site, hybrid, remote). */
                workplace?: "on_site" | "hybrid" | "remote";
                /** @description Only postings in this country (ISO 3166-1 alpha-2). */
                country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                /** @description Only postings of this feed. */
                feed?: string;
                /** @description Only opportunities first published at or after this time (RFC 3339): what is new since then. */
                published_since?: string;
                /** @description Only postings closed for this reason. */
                closed_reason?: "filled" | "deadline" | "expired" | "withdrawn_by_poster" | "source_withdrew" | "link_dead" | "reported" | "editor";
                /** @description Only postings that say they sponsor a visa (yes), or that they do not (no). */
                visa_sponsorship?: "yes" | "no";
                /** @description Only postings that require the right to work already (true), or that say they do not (false). */
                work_authorization_required?: "true" | "false";
                /** @description Only postings open to this degree level. Several, separated by commas, are any of them. */
                degree_level?: string;
                /** @description Only postings open to this graduation year. Several, separated by commas, are any of them. */
                graduation_year?: string;
                /** @description Only postings open to this field of study, as written. Several, separated by commas, are any of them. */
                field_of_study?: string;
                /** @description `true`: only postings a sync withdrew (withdrawn_at set); `false`: only the others. */
                withdrawn?: "true" | "false";
                /** @description Rows per page, 1 to 1000 (default 1000). */
                limit?: string;
                /** @description `next_cursor` of the page before: the page after it. */
                cursor?: string;
                /** @description `true`: also return `total`, every row matching the filters. */
                count?: "true" | "false";
                /** @description Search: every word, as a prefix, in the text a person searches (title, description and more); it must hold a letter or digit. */
                q?: string;
                /** @description Only these records: 1 to 1000 comma-separated ids. */
                ids?: string;
                /** @description Only records changed at or after this time (RFC 3339), for syncing. */
                updated_since?: string;
                /** @description The record's id. */
                id?: string;
                /** @description The language to read in (BCP 47): each record's texts in it, or in the nearest it has (`fr-CA`, then `fr`), else its own. Without it, `Accept-Language` decides. Each record says its `content_language`. */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, or the opportunity when `id` is given. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Opportunity"][];
                        /** @description Pass as `cursor` for the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description With `count=true`: every row matching the filters and search. */
                        total?: number;
                    } | {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Opportunity"];
                    };
                };
            };
            /** @description Not modified: the anonymous caller's `If-None-Match` matches the ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOpportunity: {
        parameters: {
            query: {
                /** @description The record's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpportunityInput"];
            };
        };
        responses: {
            /** @description The updated opportunity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Opportunity"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `duplicate_external_id`: another opportunity has this external_id */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createOpportunity: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried POST safe: the same key with the same request within 24 hours returns the first answer (with `Idempotent-Replayed: true`) and writes nothing; with another request it is 409 `idempotency_key_reused`. Keys are per caller. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpportunityInput"];
            };
        };
        responses: {
            /** @description Created: the new opportunity. */
            201: {
                headers: {
                    /** @description `?id=<id>` of the new record. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Opportunity"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `duplicate_external_id`: another opportunity has this external_id; `idempotency_key_reused`: this Idempotency-Key was used in the last 24 hours for a different request */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteOpportunity: {
        parameters: {
            query: {
                /** @description The record's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted opportunity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Opportunity"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchOpportunity: {
        parameters: {
            query: {
                /** @description The record's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpportunityPatch"];
            };
        };
        responses: {
            /** @description The updated opportunity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Opportunity"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `duplicate_external_id`: another opportunity has this external_id */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bulkEditOpportunities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 1 MiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkEdit"];
            };
        };
        responses: {
            /** @description What was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["BulkEditResult"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpportunityHistory: {
        parameters: {
            query: {
                /** @description The opportunity's id; a deleted one's history is kept too. */
                id: string;
                /** @description Rows per page, 1 to 1000 (default 1000). */
                limit?: string;
                /** @description `next_cursor` of the page before: the revisions before it. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of revisions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["OpportunityRevision"][];
                        /** @description Pass as `cursor` for the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description With `count=true`: every row matching the filters and search. */
                        total?: number;
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreOpportunity: {
        parameters: {
            query: {
                /** @description The opportunity's id. */
                id: string;
                /** @description The version to restore (`version` of a revision in its history). */
                version: string;
            };
            header?: {
                /** @description Makes a retried POST safe: the same key with the same request within 24 hours returns the first answer (with `Idempotent-Replayed: true`) and writes nothing; with another request it is 409 `idempotency_key_reused`. Keys are per caller. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restored opportunity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Opportunity"];
                    };
                };
            };
            /** @description The deleted opportunity, created again with its id. */
            201: {
                headers: {
                    /** @description `?id=<id>` of the record. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Opportunity"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: this Idempotency-Key was used in the last 24 hours for a different request; `restore_conflict`: the version breaks a rule as things are now (its external_id is taken, its form deleted, a rule tightened); `details` names each field; nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpportunitiesJsonFeed: {
        parameters: {
            query?: {
                /** @description Only opportunities with this website_viewable. */
                website_viewable?: "true" | "false";
                /** @description Only active, or only inactive, opportunities. */
                is_active?: "true" | "false";
                /** @description `true`: only those not past expires_at; `false`: only those past it. */
                unexpired?: "true" | "false";
                /** @description Only opportunities of this category. */
                category?: "Internship" | "Club Role" | "Project" | "Sponsor" | "Job" | "Other";
                /** @description Only manual ones, or only imported ones. */
                source?: "manual" | "csv_import" | "submission";
                /** @description Only postings of this employment type. */
                employment_type?: "Full-time" | "Part-time" | "Internship" | "Contract";
                /** @description Only those with exactly this location. */
                location?: string;
                /** @description Only those of exactly this company_name. */
                company_name?: string;
                /** @description Only the postings of this company (GET /companies). */
                company_id?: string;
                /** @description Only those of exactly this field. */
                field?: string;
                /** @description Only postings of this work model (on_site, hybrid, remote). */
                workplace?: "on_site" | "hybrid" | "remote";
                /** @description Only postings in this country (ISO 3166-1 alpha-2). */
                country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                /** @description Only postings of this feed. */
                feed?: string;
                /** @description Only opportunities first published at or after this time (RFC 3339): what is new since then. */
                published_since?: string;
                /** @description Only postings closed for this reason. */
                closed_reason?: "filled" | "deadline" | "expired" | "withdrawn_by_poster" | "source_withdrew" | "link_dead" | "reported" | "editor";
                /** @description Only postings that say they sponsor a visa (yes), or that they do not (no). */
                visa_sponsorship?: "yes" | "no";
                /** @description Only postings that require the right to work already (true), or that say they do not (false). */
                work_authorization_required?: "true" | "false";
                /** @description Only postings open to this degree level. Several, separated by commas, are any of them. */
                degree_level?: string;
                /** @description Only postings open to this graduation year. Several, separated by commas, are any of them. */
                graduation_year?: string;
                /** @description Only postings open to this field of study, as written. Several, separated by commas, are any of them. */
                field_of_study?: string;
                /** @description `true`: only postings a sync withdrew (withdrawn_at set); `false`: only the others. */
                withdrawn?: "true" | "false";
                /** @description The language to read in (BCP 47): each record's texts in it, or in the nearest it has (`fr-CA`, then `fr`), else its own. Without it, `Accept-Language` decides. Each record says its `content_language`. */
                lang?: string;
                /** @description Search: every word, as a prefix, in the text a person searches (title, description and more); it must hold a letter or digit. */
                q?: string;
                /** @description How many records, newest first (default 50, at most 200). */
                limit?: string;
                /** @description The page after another: as the feed's `next_url` (JSON Feed) or `next` link (Atom) gives it. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed (JSON Feed 1.1). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/feed+json": Record<string, never>;
                };
            };
            /** @description Not modified: the anonymous caller's `If-None-Match` matches the ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpportunitiesAtomFeed: {
        parameters: {
            query?: {
                /** @description Only opportunities with this website_viewable. */
                website_viewable?: "true" | "false";
                /** @description Only active, or only inactive, opportunities. */
                is_active?: "true" | "false";
                /** @description `true`: only those not past expires_at; `false`: only those past it. */
                unexpired?: "true" | "false";
                /** @description Only opportunities of this category. */
                category?: "Internship" | "Club Role" | "Project" | "Sponsor" | "Job" | "Other";
                /** @description Only manual ones, or only imported ones. */
                source?: "manual" | "csv_import" | "submission";
                /** @description Only postings of this employment type. */
                employment_type?: "Full-time" | "Part-time" | "Internship" | "Contract";
                /** @description Only those with exactly this location. */
                location?: string;
                /** @description Only those of exactly this company_name. */
                company_name?: string;
                /** @description Only the postings of this company (GET /companies). */
                company_id?: string;
                /** @description Only those of exactly this field. */
                field?: string;
                /** @description Only postings of this work model (on_site, hybrid, remote). */
                workplace?: "on_site" | "hybrid" | "remote";
                /** @description Only postings in this country (ISO 3166-1 alpha-2). */
                country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                /** @description Only postings of this feed. */
                feed?: string;
                /** @description Only opportunities first published at or after this time (RFC 3339): what is new since then. */
                published_since?: string;
                /** @description Only postings closed for this reason. */
                closed_reason?: "filled" | "deadline" | "expired" | "withdrawn_by_poster" | "source_withdrew" | "link_dead" | "reported" | "editor";
                /** @description Only postings that say they sponsor a visa (yes), or that they do not (no). */
                visa_sponsorship?: "yes" | "no";
                /** @description Only postings that require the right to work already (true), or that say they do not (false). */
                work_authorization_required?: "true" | "false";
                /** @description Only postings open to this degree level. Several, separated by commas, are any of them. */
                degree_level?: string;
                /** @description Only postings open to this graduation year. Several, separated by commas, are any of them. */
                graduation_year?: string;
                /** @description Only postings open to this field of study, as written. Several, separated by commas, are any of them. */
                field_of_study?: string;
                /** @description `true`: only postings a sync withdrew (withdrawn_at set); `false`: only the others. */
                withdrawn?: "true" | "false";
                /** @description The language to read in (BCP 47): each record's texts in it, or in the nearest it has (`fr-CA`, then `fr`), else its own. Without it, `Accept-Language` decides. Each record says its `content_language`. */
                lang?: string;
                /** @description Search: every word, as a prefix, in the text a person searches (title, description and more); it must hold a letter or digit. */
                q?: string;
                /** @description How many records, newest first (default 50, at most 200). */
                limit?: string;
                /** @description The page after another: as the feed's `next_url` (JSON Feed) or `next` link (Atom) gives it. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed (Atom 1.0). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": string;
                };
            };
            /** @description Not modified: the anonymous caller's `If-None-Match` matches the ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importOpportunities: {
        parameters: {
            query?: {
                /** @description `true`: report what would change, write nothing. */
                dry_run?: "true" | "false";
                /** @description `true`: import nothing when any row is invalid (400 `invalid_rows`). */
                atomic?: "true" | "false";
                /** @description Puts every posting of the import in this feed (moving it from any other). */
                feed?: string;
                /** @description `true` (with `feed`): also withdraw the feed's active postings that the import does not list. */
                sync?: "true" | "false";
                /** @description `true`: let a sync withdraw more than half of the feed's active postings. */
                force?: "true" | "false";
            };
            header?: {
                /** @description Makes a retried POST safe: the same key with the same request within 24 hours returns the first answer (with `Idempotent-Replayed: true`) and writes nothing; with another request it is 409 `idempotency_key_reused`. Keys are per caller. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example external_id,title,company_name,link_url
                 *     acme-1,Data Analyst,Acme,https://jobs.example/1
                 */
                "text/csv": string;
                "application/json": components["schemas"]["Posting"][];
                "application/octet-stream": string;
                "text/plain": string;
                "multipart/form-data": {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description What the import did. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ImportReport"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request; `invalid_csv`: the CSV cannot be read or lacks an id, title or link column; `too_many_rows`: the import has more than 50,000 rows; `invalid_rows`: atomic=true and some rows are invalid; `details` names each problem */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: this Idempotency-Key was used in the last 24 hours for a different request; `sync_without_postings`: a sync whose import has no valid posting; nothing was written; `sync_withdraws_too_many`: a sync that would withdraw more than half of the feed's active postings, without force=true; nothing was written */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getJobPosting: {
        parameters: {
            query: {
                /** @description The opportunity's id. */
                id: string;
                /** @description The language to read in (BCP 47): each record's texts in it, or in the nearest it has (`fr-CA`, then `fr`), else its own. Without it, `Accept-Language` decides. Each record says its `content_language`. */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JobPosting (`@context`, `@type`, `title`, `description` as HTML, `datePosted`, `validThrough`, `employmentType`, `hiringOrganization`, `jobLocation` or `jobLocationType` TELECOMMUTE with `applicantLocationRequirements`, `identifier`, `url`, `directApply`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["JobPosting"];
                };
            };
            /** @description Not modified: the anonymous caller's `If-None-Match` matches the ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `gone`: the posting was published and is no longer open (withdrawn, inactive, expired or deleted) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    checkJobPosting: {
        parameters: {
            query: {
                /** @description The opportunity's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JSON-LD and its problems. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            published: boolean;
                            problems: {
                                field: string;
                                message: string;
                            }[];
                            jobposting: components["schemas"]["JobPosting"];
                        };
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpportunitiesSitemap: {
        parameters: {
            query?: {
                /** @description One file of a sitemap of more than 10,000 pages (the index lists them). */
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A sitemap (urlset), or a sitemap index. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Not modified: the anonymous caller's `If-None-Match` matches the ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listJobSources: {
        parameters: {
            query?: {
                /** @description The job source's id. */
                id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job sources, or the one asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["JobSource"][];
                    } | {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["JobSource"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateJobSource: {
        parameters: {
            query: {
                /** @description The job source's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobSourceInput"];
            };
        };
        responses: {
            /** @description The updated job source. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["JobSource"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `duplicate_source`: another job source reads this board, or has this name */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createJobSource: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobSourceInput"];
            };
        };
        responses: {
            /** @description The new job source. */
            201: {
                headers: {
                    /** @description `?id=<id>` of the new job source. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["JobSource"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `duplicate_source`: another job source reads this board, or has this name; `idempotency_key_reused`: this Idempotency-Key was used in the last 24 hours for a different request */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteJobSource: {
        parameters: {
            query: {
                /** @description The job source's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted job source. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["JobSource"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchJobSource: {
        parameters: {
            query: {
                /** @description The job source's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobSourcePatch"];
            };
        };
        responses: {
            /** @description The updated job source. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["JobSource"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `duplicate_source`: another job source reads this board, or has this name */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listJobSourceRuns: {
        parameters: {
            query: {
                /** @description The job source's id. */
                id: string;
                /** @description Rows per page, 1 to 1000 (default 1000). */
                limit?: string;
                /** @description `next_cursor` of the page before: the runs before it. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["JobSourceRun"][];
                        /** @description Pass as `cursor` for the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description With `count=true`: every row matching the filters and search. */
                        total?: number;
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPayRules: {
        parameters: {
            query?: {
                /** @description The pay rule's id. */
                id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pay rules, or the one asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["PayRule"][];
                    } | {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["PayRule"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPayRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayRuleInput"];
            };
        };
        responses: {
            /** @description The new pay rule. */
            201: {
                headers: {
                    /** @description `?id=<id>` of the new pay rule. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["PayRule"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: this Idempotency-Key was used in the last 24 hours for a different request; `duplicate_rule`: the jurisdiction has a pay rule already: change it instead */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePayRule: {
        parameters: {
            query: {
                /** @description The pay rule's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted pay rule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["PayRule"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changePayRule: {
        parameters: {
            query: {
                /** @description The pay rule's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayRulePatch"];
            };
        };
        responses: {
            /** @description The updated pay rule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["PayRule"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runJobSource: {
        parameters: {
            query: {
                /** @description The source's id. */
                id: string;
                /** @description `true`: let this run's sync withdraw more than half of the feed's postings (the schedule never does). */
                force?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["JobSourceRun"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `source_running`: a run of this job source is under way; try when it ends */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runDueJobSources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The runs, and the due sources left. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            ran: components["schemas"]["JobSourceRun"][];
                            /** @description Enabled sources still due (another call runs them). */
                            left: number;
                        };
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deliverDue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was sent, and how many channels still have something to send. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description Messages attempted. */
                            messages: number;
                            sent: number;
                            /** @description Messages that failed (retried later, or given up: see the log). */
                            failed: number;
                            /** @description Publications and withdrawals told, in the messages sent. */
                            postings: number;
                            /** @description Enabled channels with something still to send. */
                            left: number;
                            /** @description Whether the WebSub hub was told of new publications. */
                            hub_pinged: boolean;
                            emails: {
                                /** @description E-mails queued by this call: confirmations, reminders and digests (the submissions queue theirs before it). */
                                queued: number;
                                sent: number;
                                /** @description E-mails not sent by this call (tried again later, or given up). */
                                failed: number;
                                /** @description Calls of the e-mail API (each a batch of up to 100). */
                                requests: number;
                                /** @description What this call held back, and why. */
                                held: {
                                    /** @description Due e-mails left for later by the day's or the hour's limit (EMAIL_DAILY_LIMIT). */
                                    limit: number;
                                    /** @description Due e-mails anyone can ask for (confirmations, links) left for later: past the confirmations' share of the hour. */
                                    confirmations: number;
                                };
                            };
                            submissions: {
                                /** @description Unconfirmed submissions older than 7 days, deleted. */
                                deleted: number;
                                /** @description Owners told their posting ends within 5 days (queued e-mails). */
                                ending: number;
                                /** @description Moderators' daily e-mails about the queue, queued. */
                                moderators: number;
                            };
                            indexing: {
                                /** @description Pages Google's Indexing API was told of (GOOGLE_INDEXING_CREDENTIALS). */
                                google: number;
                                /** @description Pages IndexNow was told of (INDEXNOW_KEY). */
                                indexnow: number;
                                /** @description Notices not taken: sent again in a day. */
                                failed: number;
                            };
                        };
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    checkDueLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the call read and closed, and what is left. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description Postings closed by time before reading: past closes_on (`deadline`) or expires_at (`expired`). */
                            lapsed: number;
                            /** @description Posting-days and file-days whose visits (clicks, views, downloads) of past days became their daily figures (docs/sponsors.md, docs/files.md). */
                            rolled_up: number;
                            /** @description What was kept no longer than its purpose (docs/privacy.md). */
                            forgotten: {
                                /** @description Rate-limit windows that ended, deleted. */
                                windows: number;
                                /** @description Past days' random keys (rate limits' and visitors' hashes), deleted. */
                                keys: number;
                                /** @description Reporter keys of reports resolved more than REPORT_KEY_DAYS ago, erased. */
                                reporter_keys: number;
                                /** @description E-mails that could not be sent, FAILED_EMAIL_DAYS after, deleted. */
                                emails: number;
                                /** @description Submitters' addresses erased SUBMISSION_ADDRESS_DAYS after their posting ended (rejected and withdrawn submissions: deleted). */
                                submissions: number;
                                /** @description Applications (with their files, notes and history) deleted APPLICATION_RETENTION_DAYS after their opportunity closed. */
                                applications: number;
                                /** @description Strangers' applications whose address was not proven within 7 days, deleted. */
                                unconfirmed_applications: number;
                            };
                            checked: number;
                            live: number;
                            /** @description Reads that found the posting gone (a second one, hours apart, closes it). */
                            expired: number;
                            /** @description Reads that say nothing (timeouts, 5xx, 401, 403, 429, network errors). */
                            uncertain: number;
                            /** @description Postings closed `link_dead` by this call. */
                            closed: number;
                            /** @description Postings still due (another call reads them). */
                            left: number;
                            /** @description What no record names, removed from Storage (docs/files.md). */
                            files: {
                                /** @description Files removed from Storage: no record names them any more, or never did within FILE_GRACE_HOURS. */
                                removed: number;
                                /** @description Whether more such files wait for the next call (or Storage could not be reached). */
                                more: boolean;
                            };
                        };
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runDueJobSourcesAtFormerPath: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The runs, and the due sources left. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            ran: components["schemas"]["JobSourceRun"][];
                            /** @description Enabled sources still due (another call runs them). */
                            left: number;
                        };
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deliverDueAtFormerPath: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was sent, and how many channels still have something to send. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description Messages attempted. */
                            messages: number;
                            sent: number;
                            /** @description Messages that failed (retried later, or given up: see the log). */
                            failed: number;
                            /** @description Publications and withdrawals told, in the messages sent. */
                            postings: number;
                            /** @description Enabled channels with something still to send. */
                            left: number;
                            /** @description Whether the WebSub hub was told of new publications. */
                            hub_pinged: boolean;
                            emails: {
                                /** @description E-mails queued by this call: confirmations, reminders and digests (the submissions queue theirs before it). */
                                queued: number;
                                sent: number;
                                /** @description E-mails not sent by this call (tried again later, or given up). */
                                failed: number;
                                /** @description Calls of the e-mail API (each a batch of up to 100). */
                                requests: number;
                                /** @description What this call held back, and why. */
                                held: {
                                    /** @description Due e-mails left for later by the day's or the hour's limit (EMAIL_DAILY_LIMIT). */
                                    limit: number;
                                    /** @description Due e-mails anyone can ask for (confirmations, links) left for later: past the confirmations' share of the hour. */
                                    confirmations: number;
                                };
                            };
                            submissions: {
                                /** @description Unconfirmed submissions older than 7 days, deleted. */
                                deleted: number;
                                /** @description Owners told their posting ends within 5 days (queued e-mails). */
                                ending: number;
                                /** @description Moderators' daily e-mails about the queue, queued. */
                                moderators: number;
                            };
                            indexing: {
                                /** @description Pages Google's Indexing API was told of (GOOGLE_INDEXING_CREDENTIALS). */
                                google: number;
                                /** @description Pages IndexNow was told of (INDEXNOW_KEY). */
                                indexnow: number;
                                /** @description Notices not taken: sent again in a day. */
                                failed: number;
                            };
                        };
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    checkDueLinksAtFormerPath: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the call read and closed, and what is left. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description Postings closed by time before reading: past closes_on (`deadline`) or expires_at (`expired`). */
                            lapsed: number;
                            /** @description Posting-days and file-days whose visits (clicks, views, downloads) of past days became their daily figures (docs/sponsors.md, docs/files.md). */
                            rolled_up: number;
                            /** @description What was kept no longer than its purpose (docs/privacy.md). */
                            forgotten: {
                                /** @description Rate-limit windows that ended, deleted. */
                                windows: number;
                                /** @description Past days' random keys (rate limits' and visitors' hashes), deleted. */
                                keys: number;
                                /** @description Reporter keys of reports resolved more than REPORT_KEY_DAYS ago, erased. */
                                reporter_keys: number;
                                /** @description E-mails that could not be sent, FAILED_EMAIL_DAYS after, deleted. */
                                emails: number;
                                /** @description Submitters' addresses erased SUBMISSION_ADDRESS_DAYS after their posting ended (rejected and withdrawn submissions: deleted). */
                                submissions: number;
                                /** @description Applications (with their files, notes and history) deleted APPLICATION_RETENTION_DAYS after their opportunity closed. */
                                applications: number;
                                /** @description Strangers' applications whose address was not proven within 7 days, deleted. */
                                unconfirmed_applications: number;
                            };
                            checked: number;
                            live: number;
                            /** @description Reads that found the posting gone (a second one, hours apart, closes it). */
                            expired: number;
                            /** @description Reads that say nothing (timeouts, 5xx, 401, 403, 429, network errors). */
                            uncertain: number;
                            /** @description Postings closed `link_dead` by this call. */
                            closed: number;
                            /** @description Postings still due (another call reads them). */
                            left: number;
                            /** @description What no record names, removed from Storage (docs/files.md). */
                            files: {
                                /** @description Files removed from Storage: no record names them any more, or never did within FILE_GRACE_HOURS. */
                                removed: number;
                                /** @description Whether more such files wait for the next call (or Storage could not be reached). */
                                more: boolean;
                            };
                        };
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpportunitiesCalendar: {
        parameters: {
            query?: {
                /** @description Only opportunities with this website_viewable. */
                website_viewable?: "true" | "false";
                /** @description Only active, or only inactive, opportunities. */
                is_active?: "true" | "false";
                /** @description `true`: only those not past expires_at; `false`: only those past it. */
                unexpired?: "true" | "false";
                /** @description Only opportunities of this category. */
                category?: "Internship" | "Club Role" | "Project" | "Sponsor" | "Job" | "Other";
                /** @description Only manual ones, or only imported ones. */
                source?: "manual" | "csv_import" | "submission";
                /** @description Only postings of this employment type. */
                employment_type?: "Full-time" | "Part-time" | "Internship" | "Contract";
                /** @description Only those with exactly this location. */
                location?: string;
                /** @description Only those of exactly this company_name. */
                company_name?: string;
                /** @description Only the postings of this company (GET /companies). */
                company_id?: string;
                /** @description Only those of exactly this field. */
                field?: string;
                /** @description Only postings of this work model (on_site, hybrid, remote). */
                workplace?: "on_site" | "hybrid" | "remote";
                /** @description Only postings in this country (ISO 3166-1 alpha-2). */
                country?: "AD" | "AE" | "AF" | "AG" | "AI" | "AL" | "AM" | "AO" | "AQ" | "AR" | "AS" | "AT" | "AU" | "AW" | "AX" | "AZ" | "BA" | "BB" | "BD" | "BE" | "BF" | "BG" | "BH" | "BI" | "BJ" | "BL" | "BM" | "BN" | "BO" | "BQ" | "BR" | "BS" | "BT" | "BV" | "BW" | "BY" | "BZ" | "CA" | "CC" | "CD" | "CF" | "CG" | "CH" | "CI" | "CK" | "CL" | "CM" | "CN" | "CO" | "CR" | "CU" | "CV" | "CW" | "CX" | "CY" | "CZ" | "DE" | "DJ" | "DK" | "DM" | "DO" | "DZ" | "EC" | "EE" | "EG" | "EH" | "ER" | "ES" | "ET" | "FI" | "FJ" | "FK" | "FM" | "FO" | "FR" | "GA" | "GB" | "GD" | "GE" | "GF" | "GG" | "GH" | "GI" | "GL" | "GM" | "GN" | "GP" | "GQ" | "GR" | "GS" | "GT" | "GU" | "GW" | "GY" | "HK" | "HM" | "HN" | "HR" | "HT" | "HU" | "ID" | "IE" | "IL" | "IM" | "IN" | "IO" | "IQ" | "IR" | "IS" | "IT" | "JE" | "JM" | "JO" | "JP" | "KE" | "KG" | "KH" | "KI" | "KM" | "KN" | "KP" | "KR" | "KW" | "KY" | "KZ" | "LA" | "LB" | "LC" | "LI" | "LK" | "LR" | "LS" | "LT" | "LU" | "LV" | "LY" | "MA" | "MC" | "MD" | "ME" | "MF" | "MG" | "MH" | "MK" | "ML" | "MM" | "MN" | "MO" | "MP" | "MQ" | "MR" | "MS" | "MT" | "MU" | "MV" | "MW" | "MX" | "MY" | "MZ" | "NA" | "NC" | "NE" | "NF" | "NG" | "NI" | "NL" | "NO" | "NP" | "NR" | "NU" | "NZ" | "OM" | "PA" | "PE" | "PF" | "PG" | "PH" | "PK" | "PL" | "PM" | "PN" | "PR" | "PS" | "PT" | "PW" | "PY" | "QA" | "RE" | "RO" | "RS" | "RU" | "RW" | "SA" | "SB" | "SC" | "SD" | "SE" | "SG" | "SH" | "SI" | "SJ" | "SK" | "SL" | "SM" | "SN" | "SO" | "SR" | "SS" | "ST" | "SV" | "SX" | "SY" | "SZ" | "TC" | "TD" | "TF" | "TG" | "TH" | "TJ" | "TK" | "TL" | "TM" | "TN" | "TO" | "TR" | "TT" | "TV" | "TW" | "TZ" | "UA" | "UG" | "UM" | "US" | "UY" | "UZ" | "VA" | "VC" | "VE" | "VG" | "VI" | "VN" | "VU" | "WF" | "WS" | "YE" | "YT" | "ZA" | "ZM" | "ZW";
                /** @description Only postings of this feed. */
                feed?: string;
                /** @description Only opportunities first published at or after this time (RFC 3339): what is new since then. */
                published_since?: string;
                /** @description Only postings closed for this reason. */
                closed_reason?: "filled" | "deadline" | "expired" | "withdrawn_by_poster" | "source_withdrew" | "link_dead" | "reported" | "editor";
                /** @description Only postings that say they sponsor a visa (yes), or that they do not (no). */
                visa_sponsorship?: "yes" | "no";
                /** @description Only postings that require the right to work already (true), or that say they do not (false). */
                work_authorization_required?: "true" | "false";
                /** @description Only postings open to this degree level. Several, separated by commas, are any of them. */
                degree_level?: string;
                /** @description Only postings open to this graduation year. Several, separated by commas, are any of them. */
                graduation_year?: string;
                /** @description Only postings open to this field of study, as written. Several, separated by commas, are any of them. */
                field_of_study?: string;
                /** @description `true`: only postings a sync withdrew (withdrawn_at set); `false`: only the others. */
                withdrawn?: "true" | "false";
                /** @description Search: every word, as a prefix, in the text a person searches (title, description and more); it must hold a letter or digit. */
                q?: string;
                /** @description One opportunity's dates only. */
                id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar (RFC 5545). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Not modified: the anonymous caller's `If-None-Match` matches the ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listChannels: {
        parameters: {
            query?: {
                /** @description The channel's id. */
                id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The channels, or the one asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Channel"][];
                    } | {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Channel"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateChannel: {
        parameters: {
            query: {
                /** @description The channel's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChannelInput"];
            };
        };
        responses: {
            /** @description The updated channel. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Channel"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createChannel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChannelInput"];
            };
        };
        responses: {
            /** @description The new channel. */
            201: {
                headers: {
                    /** @description `?id=<id>` of the new channel. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Channel"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: this Idempotency-Key was used in the last 24 hours for a different request */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteChannel: {
        parameters: {
            query: {
                /** @description The channel's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted channel. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Channel"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchChannel: {
        parameters: {
            query: {
                /** @description The channel's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChannelPatch"];
            };
        };
        responses: {
            /** @description The updated channel. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Channel"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listChannelDeliveries: {
        parameters: {
            query: {
                /** @description The channel's id. */
                id: string;
                /** @description Rows per page, 1 to 1000 (default 1000). */
                limit?: string;
                /** @description `next_cursor` of the page before: the deliveries before it. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ChannelDelivery"][];
                        /** @description Pass as `cursor` for the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description With `count=true`: every row matching the filters and search. */
                        total?: number;
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readAlerts: {
        parameters: {
            query?: {
                /** @description The token of an alert's manage link. */
                token?: string;
                /** @description The alert's id: signed in (your own), or the secret key. */
                id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alert, or the list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["JobAlert"];
                    } | {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["JobAlert"][];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signUpForAlert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertSignUp"];
            };
        };
        responses: {
            /** @description A signed-in member's alert, at once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["JobAlert"];
                    };
                };
            };
            /** @description Accepted: a confirmation goes to the address. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["AlertPending"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAlert: {
        parameters: {
            query?: {
                /** @description The token of an alert's manage link. */
                token?: string;
                /** @description The alert's id: signed in (your own), or the secret key. */
                id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alert as it was. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["JobAlert"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeAlert: {
        parameters: {
            query?: {
                /** @description The token of an alert's manage link. */
                token?: string;
                /** @description The alert's id: signed in (your own), or the secret key. */
                id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertPatch"];
            };
        };
        responses: {
            /** @description The alert as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["JobAlert"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmAlertPage: {
        parameters: {
            query: {
                /** @description The token of an alert's confirmation link. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page with its button. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmAlert: {
        parameters: {
            query: {
                /** @description The token of an alert's confirmation link. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmed: the alert (a page, for a browser's form). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["JobAlert"];
                    };
                    "text/html": string;
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unsubscribeAlertPage: {
        parameters: {
            query: {
                /** @description The token of an alert's unsubscribe link. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page with its button. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unsubscribeAlerts: {
        parameters: {
            query: {
                /** @description The token of an alert's unsubscribe link. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unsubscribed (a page, for a browser's form). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @description How many alerts of the address were deleted. */
                            deleted_alerts: number;
                        };
                    };
                    "text/html": string;
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    manageAlertPage: {
        parameters: {
            query: {
                /** @description The token of an alert's manage link. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page with its button. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    manageAlert: {
        parameters: {
            query: {
                /** @description The token of an alert's manage link. */
                token: string;
                /** @description `daily` or `weekly` sets the frequency; `delete` deletes the alert. */
                action: "daily" | "weekly" | "delete";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alert as changed, or as it was when deleted (a page, for a browser's form). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["JobAlert"];
                    };
                    "text/html": string;
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listBookmarks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your bookmarks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Bookmark"][];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    saveBookmark: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookmarkInput"];
            };
        };
        responses: {
            /** @description It was saved already: as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Bookmark"];
                    };
                };
            };
            /** @description Saved. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Bookmark"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeBookmark: {
        parameters: {
            query: {
                /** @description The bookmarked opportunity's id. */
                opportunity_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed: the bookmark as it was. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Bookmark"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSubmissions: {
        parameters: {
            query?: {
                /** @description `pending` (the default): the queue, oldest first, revisions of approved postings included. Any other: the submissions in that state, newest first. */
                status?: "unconfirmed" | "pending" | "approved" | "changes_requested" | "rejected" | "withdrawn";
                /** @description One submission, whatever its state. */
                id?: string;
                /** @description Rows per page, 1 to 50 (default 50). */
                limit?: string;
                /** @description `next_cursor` of the page before. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of submissions, or the one asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Submission"][];
                        /** @description Pass as `cursor` for the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description With `count=true`: every row matching the filters and search. */
                        total?: number;
                    } | {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Submission"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitOpportunity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmissionInput"];
            };
        };
        responses: {
            /** @description Accepted: a confirmation goes to the address. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["SubmissionAccepted"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendManageLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManageLinksRequest"];
            };
        };
        responses: {
            /** @description Accepted: the links go to the address if it has any. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            email: string;
                        };
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmSubmissionPage: {
        parameters: {
            query: {
                /** @description The token of a submission's confirm link. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page with its button. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmSubmission: {
        parameters: {
            query: {
                /** @description The token of a submission's confirm link. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmed (a page, for a browser's form). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            status: "pending" | "approved";
                        };
                    };
                    "text/html": string;
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readOwnSubmission: {
        parameters: {
            query: {
                /** @description The token of a submission's manage link. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link's page for a browser, its data for a program. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["OwnSubmission"];
                    };
                    "text/html": string;
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    actOnOwnSubmission: {
        parameters: {
            query: {
                /** @description The token of a submission's manage link. */
                token: string;
                /** @description `edit` (the page's form: its fields as application/x-www-form-urlencoded); `withdraw` (before approval); after it, at once: `close` (with `as`), `extend` (with `closes_on`) or `renew`. */
                action: "edit" | "withdraw" | "close" | "extend" | "renew";
                /** @description With `close`: `filled` or `withdrawn`. */
                as?: "filled" | "withdrawn";
                /** @description With `extend`: the new closing date (or the page form's `closes_on`). */
                closes_on?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": Record<string, never>;
            };
        };
        responses: {
            /** @description Your submission as it is now (a page, for a browser's form). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["OwnSubmission"];
                    };
                    "text/html": string;
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `not_now`: the submission's state does not allow this now (the message says why); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeOwnSubmission: {
        parameters: {
            query: {
                /** @description The token of a submission's manage link. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmissionChange"];
            };
        };
        responses: {
            /** @description Your submission as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["OwnSubmission"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_now`: the submission's state does not allow this now (the message says why); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    approveSubmission: {
        parameters: {
            query: {
                /** @description The submission's id. */
                id: string;
                /** @description The submission's `version` as the reviewer read it: 409 changed_since_read when its owner changed it since. */
                version: string;
            };
            header?: {
                /** @description Makes a retried POST safe: the same key with the same request within 24 hours returns the first answer (with `Idempotent-Replayed: true`) and writes nothing; with another request it is 409 `idempotency_key_reused`. Keys are per caller. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The submission as reviewed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Submission"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: this Idempotency-Key was used in the last 24 hours for a different request; `not_in_queue`: the submission is not waiting for this review (reviewed already, withdrawn, or not yet confirmed); nothing was changed; `changed_since_read`: its owner changed the submission since the `version` the reviewer read: read it again; nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestSubmissionChanges: {
        parameters: {
            query: {
                /** @description The submission's id. */
                id: string;
                /** @description The submission's `version` as the reviewer read it (optional): 409 changed_since_read when its owner changed it since. */
                version?: string;
            };
            header?: {
                /** @description Makes a retried POST safe: the same key with the same request within 24 hours returns the first answer (with `Idempotent-Replayed: true`) and writes nothing; with another request it is 409 `idempotency_key_reused`. Keys are per caller. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmissionChangesRequested"];
            };
        };
        responses: {
            /** @description The submission as reviewed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Submission"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: this Idempotency-Key was used in the last 24 hours for a different request; `not_in_queue`: the submission is not waiting for this review (reviewed already, withdrawn, or not yet confirmed); nothing was changed; `changed_since_read`: its owner changed the submission since the `version` the reviewer read: read it again; nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rejectSubmission: {
        parameters: {
            query: {
                /** @description The submission's id. */
                id: string;
                /** @description The submission's `version` as the reviewer read it (optional): 409 changed_since_read when its owner changed it since. */
                version?: string;
            };
            header?: {
                /** @description Makes a retried POST safe: the same key with the same request within 24 hours returns the first answer (with `Idempotent-Replayed: true`) and writes nothing; with another request it is 409 `idempotency_key_reused`. Keys are per caller. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmissionRejection"];
            };
        };
        responses: {
            /** @description The submission as reviewed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Submission"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: this Idempotency-Key was used in the last 24 hours for a different request; `not_in_queue`: the submission is not waiting for this review (reviewed already, withdrawn, or not yet confirmed); nothing was changed; `changed_since_read`: its owner changed the submission since the `version` the reviewer read: read it again; nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTrustedDomains: {
        parameters: {
            query?: {
                /** @description The trusted domain's id. */
                id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trusted domains, or the one asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["TrustedDomain"][];
                    } | {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["TrustedDomain"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    trustDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrustedDomainInput"];
            };
        };
        responses: {
            /** @description The new trusted domain. */
            201: {
                headers: {
                    /** @description `?id=<id>` of the new trusted domain. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["TrustedDomain"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: this Idempotency-Key was used in the last 24 hours for a different request; `duplicate_domain`: the domain is listed already (trusted or revoked), or is another company's verified domain */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTrustedDomain: {
        parameters: {
            query: {
                /** @description The trusted domain's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted trusted domain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["TrustedDomain"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeTrustedDomain: {
        parameters: {
            query: {
                /** @description The trusted domain's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrustedDomainPatch"];
            };
        };
        responses: {
            /** @description The updated trusted domain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["TrustedDomain"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listReports: {
        parameters: {
            query?: {
                /** @description `open` (the default): postings with open reports, the longest reported first. `resolved`, `dismissed`: postings whose reports ended so, the latest first. */
                status?: "open" | "resolved" | "dismissed";
                /** @description Only this posting's reports. */
                opportunity_id?: string;
                /** @description Postings per page, 1 to 50 (default 50). */
                limit?: string;
                /** @description `next_cursor` of the page before. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reported postings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ReportedPosting"][];
                        /** @description Pass as `cursor` for the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description With `count=true`: every row matching the filters and search. */
                        total?: number;
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reportOpportunity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportInput"];
            };
        };
        responses: {
            /** @description This reporter already has a report of the posting open: its id and state only. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ReportSeen"];
                    };
                };
            };
            /** @description Reported. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Report"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resolveReports: {
        parameters: {
            query: {
                /** @description The reported posting. */
                opportunity_id: string;
            };
            header?: {
                /** @description Makes a retried POST safe: the same key with the same request within 24 hours returns the first answer (with `Idempotent-Replayed: true`) and writes nothing; with another request it is 409 `idempotency_key_reused`. Keys are per caller. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportResolution"];
            };
        };
        responses: {
            /** @description The posting's reports as they ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ReportedPosting"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: this Idempotency-Key was used in the last 24 hours for a different request; `not_in_queue`: the submission is not waiting for this review (reviewed already, withdrawn, or not yet confirmed); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dismissReports: {
        parameters: {
            query: {
                /** @description The reported posting. */
                opportunity_id: string;
            };
            header?: {
                /** @description Makes a retried POST safe: the same key with the same request within 24 hours returns the first answer (with `Idempotent-Replayed: true`) and writes nothing; with another request it is 409 `idempotency_key_reused`. Keys are per caller. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportDismissal"];
            };
        };
        responses: {
            /** @description The posting's reports as they ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ReportedPosting"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: this Idempotency-Key was used in the last 24 hours for a different request; `not_in_queue`: the submission is not waiting for this review (reviewed already, withdrawn, or not yet confirmed); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listLinkChecks: {
        parameters: {
            query: {
                /** @description The posting's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The posting's checks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["LinkChecks"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    applyToOpportunity: {
        parameters: {
            query: {
                /** @description The posting. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the apply link. */
            302: {
                headers: {
                    /** @description The posting's apply_url. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    countOpportunityView: {
        parameters: {
            query: {
                /** @description The posting. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Seen (counted, or not: the answer is the same). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpportunityFile: {
        parameters: {
            query: {
                /** @description The record's id. */
                id: string;
                download?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's signed URL, in `Location`. */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putOpportunityFile: {
        parameters: {
            query: {
                /** @description The record's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The opportunity, naming its new file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Opportunity"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteOpportunityFile: {
        parameters: {
            query: {
                /** @description The record's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The opportunity, without a file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Opportunity"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpportunityFileDownloads: {
        parameters: {
            query: {
                /** @description The opportunity. */
                id: string;
                /** @description The first day (UTC), default 29 days before `to`. */
                from?: string;
                /** @description The last day (UTC), default today. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The downloads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["FileDownloads"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResourcesContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This function's part of the contract. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Not modified: `If-None-Match` matches the ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listResources: {
        parameters: {
            query?: {
                /** @description Only resources with this website_viewable (the public website sends true). */
                website_viewable?: "true" | "false";
                /** @description Only active, or only inactive, resources. */
                is_active?: "true" | "false";
                /** @description Only resources of this single category. */
                category?: string;
                /** @description Only resources with this extension, e.g. pdf. */
                extension?: string;
                /** @description Rows per page, 1 to 1000 (default 1000). */
                limit?: string;
                /** @description `next_cursor` of the page before: the page after it. */
                cursor?: string;
                /** @description `true`: also return `total`, every row matching the filters. */
                count?: "true" | "false";
                /** @description Search: every word, as a prefix, in the text a person searches (title, description and more); it must hold a letter or digit. */
                q?: string;
                /** @description Only these records: 1 to 1000 comma-separated ids. */
                ids?: string;
                /** @description Only records changed at or after this time (RFC 3339), for syncing. */
                updated_since?: string;
                /** @description The record's id. */
                id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, or the resource when `id` is given. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Resource"][];
                        /** @description Pass as `cursor` for the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description With `count=true`: every row matching the filters and search. */
                        total?: number;
                    } | {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Resource"];
                    };
                };
            };
            /** @description Not modified: the anonymous caller's `If-None-Match` matches the ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateResource: {
        parameters: {
            query: {
                /** @description The record's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResourceInput"];
            };
        };
        responses: {
            /** @description The updated resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Resource"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createResource: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried POST safe: the same key with the same request within 24 hours returns the first answer (with `Idempotent-Replayed: true`) and writes nothing; with another request it is 409 `idempotency_key_reused`. Keys are per caller. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResourceInput"];
            };
        };
        responses: {
            /** @description Created: the new resource. */
            201: {
                headers: {
                    /** @description `?id=<id>` of the new record. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Resource"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: this Idempotency-Key was used in the last 24 hours for a different request */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteResource: {
        parameters: {
            query: {
                /** @description The record's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Resource"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchResource: {
        parameters: {
            query: {
                /** @description The record's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResourcePatch"];
            };
        };
        responses: {
            /** @description The updated resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Resource"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bulkEditResources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 1 MiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkEdit"];
            };
        };
        responses: {
            /** @description What was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["BulkEditResult"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResourceHistory: {
        parameters: {
            query: {
                /** @description The resource's id; a deleted one's history is kept too. */
                id: string;
                /** @description Rows per page, 1 to 1000 (default 1000). */
                limit?: string;
                /** @description `next_cursor` of the page before: the revisions before it. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of revisions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ResourceRevision"][];
                        /** @description Pass as `cursor` for the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description With `count=true`: every row matching the filters and search. */
                        total?: number;
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreResource: {
        parameters: {
            query: {
                /** @description The resource's id. */
                id: string;
                /** @description The version to restore (`version` of a revision in its history). */
                version: string;
            };
            header?: {
                /** @description Makes a retried POST safe: the same key with the same request within 24 hours returns the first answer (with `Idempotent-Replayed: true`) and writes nothing; with another request it is 409 `idempotency_key_reused`. Keys are per caller. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restored resource. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Resource"];
                    };
                };
            };
            /** @description The deleted resource, created again with its id. */
            201: {
                headers: {
                    /** @description `?id=<id>` of the record. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Resource"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: this Idempotency-Key was used in the last 24 hours for a different request; `restore_conflict`: the version breaks a rule as things are now (its external_id is taken, its form deleted, a rule tightened); `details` names each field; nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResourcesJsonFeed: {
        parameters: {
            query?: {
                /** @description Only resources with this website_viewable (the public website sends true). */
                website_viewable?: "true" | "false";
                /** @description Only active, or only inactive, resources. */
                is_active?: "true" | "false";
                /** @description Only resources of this single category. */
                category?: string;
                /** @description Only resources with this extension, e.g. pdf. */
                extension?: string;
                /** @description Search: every word, as a prefix, in the text a person searches (title, description and more); it must hold a letter or digit. */
                q?: string;
                /** @description How many records, newest first (default 50, at most 200). */
                limit?: string;
                /** @description The page after another: as the feed's `next_url` (JSON Feed) or `next` link (Atom) gives it. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed (JSON Feed 1.1). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/feed+json": Record<string, never>;
                };
            };
            /** @description Not modified: the anonymous caller's `If-None-Match` matches the ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResourcesAtomFeed: {
        parameters: {
            query?: {
                /** @description Only resources with this website_viewable (the public website sends true). */
                website_viewable?: "true" | "false";
                /** @description Only active, or only inactive, resources. */
                is_active?: "true" | "false";
                /** @description Only resources of this single category. */
                category?: string;
                /** @description Only resources with this extension, e.g. pdf. */
                extension?: string;
                /** @description Search: every word, as a prefix, in the text a person searches (title, description and more); it must hold a letter or digit. */
                q?: string;
                /** @description How many records, newest first (default 50, at most 200). */
                limit?: string;
                /** @description The page after another: as the feed's `next_url` (JSON Feed) or `next` link (Atom) gives it. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed (Atom 1.0). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": string;
                };
            };
            /** @description Not modified: the anonymous caller's `If-None-Match` matches the ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResourceFile: {
        parameters: {
            query: {
                /** @description The record's id. */
                id: string;
                download?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's signed URL, in `Location`. */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putResourceFile: {
        parameters: {
            query: {
                /** @description The record's id. */
                id: string;
                members_only?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The resource, naming its new file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Resource"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteResourceFile: {
        parameters: {
            query: {
                /** @description The record's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resource, without a file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Resource"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getResourceFileDownloads: {
        parameters: {
            query: {
                /** @description The resource. */
                id: string;
                /** @description The first day (UTC), default 29 days before `to`. */
                from?: string;
                /** @description The last day (UTC), default today. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The downloads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["FileDownloads"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCompaniesContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This function's part of the contract. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Not modified: `If-None-Match` matches the ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCompanies: {
        parameters: {
            query?: {
                /** @description Only companies with this website_viewable. */
                website_viewable?: "true" | "false";
                /** @description Only active, or only inactive, companies. */
                is_active?: "true" | "false";
                /** @description `true`: only companies with postings the public can apply to now (anonymous callers' default); `false`: only the others. */
                hiring?: "true" | "false";
                /** @description Rows per page, 1 to 1000 (default 1000). */
                limit?: string;
                /** @description `next_cursor` of the page before: the page after it. */
                cursor?: string;
                /** @description `true`: also return `total`, every row matching the filters. */
                count?: "true" | "false";
                /** @description Search: every word, as a prefix, in the text a person searches (title, description and more); it must hold a letter or digit. */
                q?: string;
                /** @description Only these records: 1 to 1000 comma-separated ids. */
                ids?: string;
                /** @description Only records changed at or after this time (RFC 3339), for syncing. */
                updated_since?: string;
                /** @description The record's id. */
                id?: string;
                /** @description Reads the company of this slug, alone, as `id` does. */
                slug?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, or the company when `id` is given. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Company"][];
                        /** @description Pass as `cursor` for the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description With `count=true`: every row matching the filters and search. */
                        total?: number;
                    } | {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Company"];
                    };
                };
            };
            /** @description Not modified: the anonymous caller's `If-None-Match` matches the ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCompany: {
        parameters: {
            query: {
                /** @description The record's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyInput"];
            };
        };
        responses: {
            /** @description The updated company. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Company"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `duplicate_domain`: the domain is listed already (trusted or revoked), or is another company's verified domain; `duplicate_slug`: another company has this slug */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCompany: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retried POST safe: the same key with the same request within 24 hours returns the first answer (with `Idempotent-Replayed: true`) and writes nothing; with another request it is 409 `idempotency_key_reused`. Keys are per caller. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyInput"];
            };
        };
        responses: {
            /** @description Created: the new company. */
            201: {
                headers: {
                    /** @description `?id=<id>` of the new record. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Company"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: this Idempotency-Key was used in the last 24 hours for a different request; `duplicate_domain`: the domain is listed already (trusted or revoked), or is another company's verified domain; `duplicate_slug`: another company has this slug */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCompany: {
        parameters: {
            query: {
                /** @description The record's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted company. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Company"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchCompany: {
        parameters: {
            query: {
                /** @description The record's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyPatch"];
            };
        };
        responses: {
            /** @description The updated company. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Company"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `duplicate_domain`: the domain is listed already (trusted or revoked), or is another company's verified domain; `duplicate_slug`: another company has this slug */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    bulkEditCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 1 MiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkEdit"];
            };
        };
        responses: {
            /** @description What was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["BulkEditResult"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCompanyHistory: {
        parameters: {
            query: {
                /** @description The company's id; a deleted one's history is kept too. */
                id: string;
                /** @description Rows per page, 1 to 1000 (default 1000). */
                limit?: string;
                /** @description `next_cursor` of the page before: the revisions before it. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of revisions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["CompanyRevision"][];
                        /** @description Pass as `cursor` for the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description With `count=true`: every row matching the filters and search. */
                        total?: number;
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreCompany: {
        parameters: {
            query: {
                /** @description The company's id. */
                id: string;
                /** @description The version to restore (`version` of a revision in its history). */
                version: string;
            };
            header?: {
                /** @description Makes a retried POST safe: the same key with the same request within 24 hours returns the first answer (with `Idempotent-Replayed: true`) and writes nothing; with another request it is 409 `idempotency_key_reused`. Keys are per caller. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restored company. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Company"];
                    };
                };
            };
            /** @description The deleted company, created again with its id. */
            201: {
                headers: {
                    /** @description `?id=<id>` of the record. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Company"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: this Idempotency-Key was used in the last 24 hours for a different request; `restore_conflict`: the version breaks a rule as things are now (its external_id is taken, its form deleted, a rule tightened); `details` names each field; nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCompanyFile: {
        parameters: {
            query: {
                /** @description The record's id. */
                id: string;
                download?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's signed URL, in `Location`. */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putCompanyFile: {
        parameters: {
            query: {
                /** @description The record's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The company, naming its new file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Company"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCompanyFile: {
        parameters: {
            query: {
                /** @description The record's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company, without a file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Company"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCompanyFileDownloads: {
        parameters: {
            query: {
                /** @description The company. */
                id: string;
                /** @description The first day (UTC), default 29 days before `to`. */
                from?: string;
                /** @description The last day (UTC), default today. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The downloads. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["FileDownloads"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    mergeCompanies: {
        parameters: {
            query: {
                /** @description The company kept. */
                id: string;
                /** @description The company merged into it, then deleted. */
                merge: string;
            };
            header?: {
                /** @description Makes a retried POST safe: the same key with the same request within 24 hours returns the first answer (with `Idempotent-Replayed: true`) and writes nothing; with another request it is 409 `idempotency_key_reused`. Keys are per caller. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Merged: the company kept, and how many postings moved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            moved: number;
                        };
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: this Idempotency-Key was used in the last 24 hours for a different request */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCompanyStats: {
        parameters: {
            query: {
                /** @description The company. */
                id: string;
                /** @description The first day (UTC), default 29 days before `to`. */
                from?: string;
                /** @description The last day (UTC), default today. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["CompanyStats"];
                    };
                    "text/csv": string;
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPrivacyContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This function's part of the contract. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Not modified: `If-None-Match` matches the ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestPrivacyLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivacyRequest"];
            };
        };
        responses: {
            /** @description Accepted: the link goes to the address. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            email: string;
                        };
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readPrivacyLink: {
        parameters: {
            query: {
                /** @description The token of a privacy link. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link's page for a browser, its data for a program. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["PrivacyExport"];
                    };
                    "text/html": string;
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    actOnPrivacyLink: {
        parameters: {
            query: {
                /** @description The token of a privacy link. */
                token: string;
                /** @description `export`: everything, as JSON; `erase`: all of it, now. */
                action: "export" | "erase";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export (a file), or what was erased (a page, for a browser's form). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["PrivacyExport"] | components["schemas"]["PrivacyErasure"];
                    };
                    "text/html": string;
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["PrivacyExport"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    eraseMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was erased. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["PrivacyErasure"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    eraseAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivacyErasureRequest"];
            };
        };
        responses: {
            /** @description What was erased. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["PrivacyErasure"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApplicationsContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This function's part of the contract. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Not modified: `If-None-Match` matches the ETag. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApplicationForms: {
        parameters: {
            query?: {
                /** @description The form's id. */
                id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The forms, or the one asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ApplicationForm"][];
                    } | {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ApplicationForm"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createApplicationForm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationFormInput"];
            };
        };
        responses: {
            /** @description The new form. */
            201: {
                headers: {
                    /** @description `?id=<id>` of the new form. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ApplicationForm"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: this Idempotency-Key was used in the last 24 hours for a different request; `duplicate_form`: the form has questions already: change them instead */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteApplicationForm: {
        parameters: {
            query: {
                /** @description The form's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted form. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ApplicationForm"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `form_has_applications`: the form has applications, which keep it: retire it instead; nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeApplicationForm: {
        parameters: {
            query: {
                /** @description The form's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationFormPatch"];
            };
        };
        responses: {
            /** @description The updated form. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ApplicationForm"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readApplicationForm: {
        parameters: {
            query: {
                /** @description The opportunity applied to. */
                opportunity_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["PublicApplicationForm"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApplications: {
        parameters: {
            query: {
                /** @description The opportunity whose applications are listed. */
                opportunity_id: string;
                state?: "received" | "reviewing" | "interview" | "offer" | "accepted" | "declined" | "not_selected" | "withdrawn";
                /** @description By when they were made: newest first (the default) or oldest first. */
                order?: "newest" | "oldest";
                /** @description Applications per page, 1 to 50 (default 50). */
                limit?: string;
                /** @description `next_cursor` of the page before. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Application"][];
                        /** @description Pass as `cursor` for the next page; null on the last page. */
                        next_cursor: string | null;
                        /** @description With `count=true`: every row matching the filters and search. */
                        total?: number;
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    apply: {
        parameters: {
            query: {
                /** @description The opportunity applied to. */
                opportunity_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationInput"];
                "multipart/form-data": {
                    /** @description The application as JSON (ApplicationInput): the form's first field. */
                    application: string;
                } & {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description A member's application, updated with these answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ApplicationAccepted"];
                    };
                };
            };
            /** @description A member's application, received. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ApplicationAccepted"];
                    };
                };
            };
            /** @description A stranger's: the proving link goes to the address. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ApplicationAccepted"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_open`: the opportunity takes no applications now (not yet open, closed, or its form retired or changed since `form_version`: read the form again); nothing was kept */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    moveApplication: {
        parameters: {
            query: {
                /** @description The application's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationMove"];
            };
        };
        responses: {
            /** @description The application as moved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["Application"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `state_move_not_allowed`: the application cannot move from its state to that one (docs/applications.md); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readApplicationConfirmLink: {
        parameters: {
            query: {
                /** @description The token of an application's proving link. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page with its button. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmApplication: {
        parameters: {
            query: {
                /** @description The token of an application's proving link. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Proven (a page, for a browser's form). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** @enum {string} */
                            status: "received" | "updated";
                            id: string;
                        };
                    };
                    "text/html": string;
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readOwnApplication: {
        parameters: {
            query: {
                /** @description The token of an application's manage link. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link's page for a browser, its data for a program. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ApplicantView"];
                    };
                    "text/html": string;
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeOwnApplication: {
        parameters: {
            query: {
                /** @description The token of an application's manage link. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationChange"];
                "multipart/form-data": {
                    application: string;
                } & {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description The application as changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ApplicantView"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_open`: the opportunity takes no applications now (not yet open, closed, or its form retired or changed since `form_version`: read the form again); nothing was kept */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    withdrawApplication: {
        parameters: {
            query: {
                /** @description The token of an application's manage link. */
                token: string;
                action: "withdraw";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn (a page, for a browser's form). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ApplicantView"];
                    };
                    "text/html": string;
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `state_move_not_allowed`: the application cannot move from its state to that one (docs/applications.md); nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    readApplication: {
        parameters: {
            query: {
                /** @description The application's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ApplicationWithFiles"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    moveApplications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationsMove"];
            };
        };
        responses: {
            /** @description What moved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: components["schemas"]["ApplicationsMoved"];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    noteApplication: {
        parameters: {
            query: {
                /** @description The application's id. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A JSON object of at most 64 KiB (413 `payload_too_large` beyond). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationNoteInput"];
            };
        };
        responses: {
            /** @description The note. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            body: string;
                            /** Format: uuid */
                            author_id: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one; `invalid_json`: the body is not JSON; `invalid_body`: the body is not a JSON object; `invalid_encoding`: the body is not UTF-8; `invalid_input`: the database cannot store a value of the request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `idempotency_key_reused`: this Idempotency-Key was used in the last 24 hours for a different request */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `payload_too_large`: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `unsupported_media_type`: the body is not of a type this operation takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `rate_limited`: the client made too many such requests in the window; nothing was done, retry after `Retry-After` seconds (`RateLimit` and `RateLimit-Policy` say the quota and what is left) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportApplications: {
        parameters: {
            query: {
                /** @description The opportunity whose applications are exported. */
                opportunity_id: string;
                /** @description csv or json; by default as `Accept` asks (text/csv), else JSON. */
                format?: "csv" | "json";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The applications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/json": {
                        success?: boolean;
                        data?: Record<string, never>[];
                    };
                };
            };
            /** @description `validation_failed`: a field or parameter breaks a rule; `details` names each one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `invalid_credentials`: a bad, expired or forged JWT, or an API key of another project (reads included); `unauthorized`: a write without credentials, or with only the publishable key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `forbidden`: signed in without the permission this write needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `not_found`: no record with this id that the caller may see, or (feeds, sitemap) a public page setting that is not set */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `internal_error`: a failure on our side; the message holds only the request id, which the log also has */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `service_unavailable`: the database or the sign-in keys are unreachable, or the request ran out of time; nothing was written, retry after `Retry-After` seconds */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
