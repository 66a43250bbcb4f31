import type { Caller } from "../../_shared/database/database.ts";
import type { PreparedImport } from "../import/rows.ts";
import { maxImportBytes } from "../import/service.ts";
import { type BoardAccess, boardTimeFor, type BoardPostings, fetchJobBoard } from "./job-boards.ts";

// A job board read as an import: what a job source's run writes.

/**
 * A board's postings as an import: what its rows give, and the postings it listed but could not
 * give, each skipped with its reason (a sync still counts them as listed), and what it shortened.
 */
function prepareBoard(board: BoardPostings, prepared: PreparedImport): PreparedImport {
  const unread = board.skipped.map(({ row, external_id, reason }) => ({ row, external_id, errors: [{ field: "posting", message: reason }] }));
  return { ...prepared, skipped: [...unread, ...prepared.skipped].sort((a, b) => a.row - b.row), shortened: board.shortened };
}

/**
 * A job board's postings, fetched within the caller's time and prepared as an import.
 * `company`: the company of postings whose payload names none (a source's `company_name`).
 */
export async function prepareBoardImport(
  board: string,
  caller: Caller,
  access: BoardAccess | undefined,
  company?: string | null,
): Promise<PreparedImport> {
  const { prepareJson } = await import("../import/rows.ts");
  const fetched = await fetchJobBoard(board, {
    maxBytes: maxImportBytes,
    access,
    signal: caller.signal,
    company,
    timeoutMs: boardTimeFor(caller),
  });
  return prepareBoard(fetched, prepareJson(fetched.rows));
}
