import { createOpportunitiesFunction, opportunityType } from "../functions/opportunities/handler.ts";
import type { JobBoardOrigins } from "../functions/opportunities/job-boards.ts";
import { createResourcesFunction, resourceType } from "../functions/resources/handler.ts";
import type { ApiFunction, FunctionDeps } from "../functions/_shared/records/record-function.ts";
import type { RecordType } from "../functions/_shared/records/record-type.ts";

// The one list of the service's functions and record types: what the local stack serves, what
// the contract is generated from, and what the tests walk. A new function is added here.

/** Every function, in the contract's order. `jobBoardOrigins`: tests only (`job-boards.ts`). */
export function createFunctions(deps: FunctionDeps & { jobBoardOrigins?: JobBoardOrigins }): ApiFunction[] {
  return [createOpportunitiesFunction(deps), createResourcesFunction(deps)];
}

/** Every record type (each function's table). */
export const recordTypes: readonly RecordType[] = [opportunityType, resourceType];
