import type { CaptchaAccess } from "../_shared/http/captcha.ts";
import { type StorageAccess, storageClient } from "../_shared/files/storage-client.ts";
import { type ApiFunction, createApiFunction, type FunctionDeps } from "../_shared/records/record-function.ts";
import { settingsRoutes } from "../_shared/records/settings-table.ts";
import { applicantFiles } from "./applicant-files.ts";
import { applicantRoutes } from "./applicant.ts";
import { applyRoute, formRoute } from "./apply.ts";
import { exportRoute } from "./export.ts";
import { formTable } from "./forms.ts";
import { trackingRoutes } from "./tracking.ts";

// The applications function (docs/applications.md): the board's own forms, applying to an
// opportunity through them (with files, into a private bucket), the applicant's links, and the
// editors' tracker and export. Editors are those who manage opportunities.

export function createApplicationsFunction(deps: FunctionDeps & { captcha?: CaptchaAccess; storage?: StorageAccess }): ApiFunction {
  const storage = storageClient(deps.config, deps.storage);
  const files = applicantFiles(deps.config, storage);
  return createApiFunction(deps, "applications", () => import("./openapi.json", { with: { type: "json" } }), "manage_opportunities", [
    ...settingsRoutes(deps.db, formTable),
    formRoute(deps.db),
    applyRoute(deps.db, deps.config, files, deps.captcha),
    ...applicantRoutes(deps.db, files),
    ...trackingRoutes(deps.db, storage, deps.config),
    exportRoute(deps.db, storage),
  ] as never);
}
