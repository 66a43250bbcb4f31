import type { Database } from "../../_shared/database/database.ts";
import type { ServiceConfig } from "../../_shared/http/config.ts";
import type { RouteDeclaration } from "../../_shared/http/route-kinds.ts";
import { settingsRoutes } from "../../_shared/records/settings-table.ts";
import type { CaptchaAccess } from "../../_shared/http/captcha.ts";
import { ownerRoutes } from "./owner.ts";
import { queueRoutes } from "./queue.ts";
import { manageLinksRoute, submitRoute } from "./submit.ts";
import { trustedDomainTable } from "./trusted-domains.ts";

// Submissions (docs/submissions.md, migration 20261205130000_submissions): the public's form,
// the submitter's links, the editors' queue and their trusted domains.

export const submissionRoutes = (db: Database, config: ServiceConfig, captcha?: CaptchaAccess): RouteDeclaration[] => [
  submitRoute(config, captcha),
  manageLinksRoute(config, captcha),
  ...ownerRoutes(config),
  ...queueRoutes(db, config),
  ...settingsRoutes(db, trustedDomainTable),
];
