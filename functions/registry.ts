import { createOpportunitiesFunction, opportunityType } from "./opportunities/handler.ts";
import type { BoardAccess } from "./opportunities/sources/job-boards.ts";
import type { ChannelAccess } from "./opportunities/channels/targets.ts";
import type { EmailAccess } from "./opportunities/alerts/sending.ts";
import { createResourcesFunction, resourceType } from "./resources/handler.ts";
import type { ApiFunction, FunctionDeps } from "./_shared/records/record-function.ts";
import type { RecordType } from "./_shared/records/record-type.ts";

// The service's record types, each with its function, in the contract's order: what the local
// stack serves, what the contract and the docs' permission tables come from, and what the tests
// walk (test/record-behaviour.test.ts, test/record-types.test.ts). A new record type is one line
// here; each deployed function imports only its own folder, never this list.

type Deps = FunctionDeps & { boards?: BoardAccess; channels?: ChannelAccess; email?: EmailAccess };

const registry: readonly { type: RecordType; create(deps: Deps): ApiFunction }[] = [
  { type: opportunityType, create: createOpportunitiesFunction },
  { type: resourceType, create: createResourcesFunction },
];

/** Every record type (each function's table). */
export const recordTypes: readonly RecordType[] = registry.map((entry) => entry.type);

/** Every function. `boards`, `channels` and `email`: the local stack's and the tests' only (`sources/job-boards.ts`, `channels/targets.ts`, `alerts/sending.ts`). */
export const createFunctions = (deps: Deps): ApiFunction[] => registry.map((entry) => entry.create(deps));

/** The page settings of the record types that have public pages (`PUBLIC_OPPORTUNITY_URL`, ...). */
export const pageSettings: readonly string[] = recordTypes.flatMap((type) => type.public ? [type.public.pageSetting] : []);
