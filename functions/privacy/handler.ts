import type { CaptchaAccess } from "../_shared/http/captcha.ts";
import { type ApiFunction, createApiFunction, type FunctionDeps } from "../_shared/records/record-function.ts";
import { privacyRoutes } from "./routes.ts";

// The privacy function (docs/privacy.md): anyone's request for what the board keeps about an
// address, its link's export and erasure, a member's own, and the secret key's erasure. It keeps
// no table of its own beyond the links: the database's functions read and erase the others'.

export function createPrivacyFunction(deps: FunctionDeps & { captcha?: CaptchaAccess }): ApiFunction {
  // No editors' route: the permission is what its writes would need, and none asks for it.
  return createApiFunction(deps, "privacy", () => import("./openapi.json", { with: { type: "json" } }), "manage_opportunities",
    privacyRoutes(deps.config, deps.captcha));
}
