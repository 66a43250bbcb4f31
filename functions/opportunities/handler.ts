import type { PublicRecords, RecordType } from "../_shared/records/record-type.ts";
import { payRuleTable } from "./pay-rules/routes.ts";
import { shownWith } from "../_shared/records/record-type.ts";
import { type ApiFunction, createRecordFunction, type FunctionDeps } from "../_shared/records/record-function.ts";
import { opportunityFiles, opportunityType } from "./record.ts";
import { recordFileRoutes } from "../_shared/files/record-file-routes.ts";
import { type StorageAccess, storageClient } from "../_shared/files/storage-client.ts";
import { importRoute } from "./import/route.ts";
import type { BoardAccess } from "./sources/job-boards.ts";
import { jobPostingCheckRoute, jobPostingRoute, jobPostingSettingProblems } from "./discovery/job-posting.ts";
import { sitemapRoute } from "./discovery/sitemap.ts";
import { sourceTable } from "./sources/routes.ts";
import { calendarRoute } from "./discovery/calendar.ts";
import { channelTable } from "./channels/routes.ts";
import { settingsRoutes } from "../_shared/records/settings-table.ts";
import { scheduleRoutes } from "./schedule/routes.ts";
import { runNowRoute } from "./sources/run-route.ts";
import type { ChannelAccess } from "./channels/targets.ts";
import { alertRoutes } from "./alerts/routes.ts";
import { alertLinkRoutes } from "./alerts/links.ts";
import { bookmarkRoutes } from "./alerts/bookmarks.ts";
import type { EmailAccess } from "./mail/outbox.ts";
import { submissionRoutes } from "./submissions/routes.ts";
import type { CaptchaAccess } from "../_shared/http/captcha.ts";
import { reportRoute } from "./reports/report.ts";
import { reportQueueRoutes } from "./reports/queue.ts";
import { linkRoutes as linkCheckRoutes } from "./links/routes.ts";
import type { LinkAccess } from "./links/read.ts";
import type { IndexingAccess } from "./discovery/indexing.ts";
import { goRoute, seenRoute } from "./visits/routes.ts";
import { visitors } from "../_shared/people/visitor.ts";

// The opportunities function: the record type's routes (./record.ts) and the rooms' own.

/** Opportunities with their public side: what the calendar and the channels announce. */
const published = opportunityType as RecordType & { public: PublicRecords };

/**
 * Where the function's requests to others go instead: the local stack's and the tests' only
 * (`JOB_BOARD_ORIGINS`, `CHANNEL_ORIGINS`, `EMAIL_API_ORIGIN`, `CAPTCHA_API_ORIGIN`,
 * `LINK_CHECK_ORIGINS`, `INDEXING_API_ORIGIN`). A deployed function is given none.
 */
export interface StandIns {
  boards?: BoardAccess;
  channels?: ChannelAccess;
  email?: EmailAccess;
  captcha?: CaptchaAccess;
  links?: LinkAccess;
  indexing?: IndexingAccess;
  storage?: StorageAccess;
}

export function createOpportunitiesFunction(deps: FunctionDeps & StandIns): ApiFunction {
  const visitor = visitors(deps.config);
  for (const message of jobPostingSettingProblems(deps.config.publicSite)) deps.log?.(JSON.stringify({ level: "warn", message }));
  return createRecordFunction(deps, opportunityType, () => import("./openapi.json", { with: { type: "json" } }), [
    importRoute(),
    jobPostingRoute(deps.db, opportunityType, deps.config),
    jobPostingCheckRoute(deps.db, opportunityType, deps.config),
    sitemapRoute(deps.db, opportunityType, deps.config),
    ...settingsRoutes(deps.db, sourceTable),
    ...settingsRoutes(deps.db, payRuleTable),
    runNowRoute(deps),
    ...scheduleRoutes({ ...deps, type: published }),
    calendarRoute(deps.db, published, deps.config, shownWith(opportunityType, deps.config)),
    ...settingsRoutes(deps.db, channelTable(opportunityType)),
    ...alertRoutes(deps.db, opportunityType, deps.config),
    ...alertLinkRoutes(),
    ...bookmarkRoutes(),
    ...submissionRoutes(deps.db, deps.config, deps.captcha),
    reportRoute(deps.config),
    ...reportQueueRoutes(deps.db),
    ...linkCheckRoutes(deps.db),
    goRoute(deps.config, visitor),
    seenRoute(visitor),
    ...recordFileRoutes(deps.db, deps.config, storageClient(deps.config, deps.storage), { type: opportunityType, ...opportunityFiles }),
  ]);
}
