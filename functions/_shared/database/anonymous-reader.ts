import { type Claims, type Database, roleTimeLimits } from "./database.ts";

/**
 * `db` with anonymous reads' own connection (`FUNCTIONS_ANON_DB_URL`, the login role
 * `functions_anon_reader`), or `db` as it is without one. The first anonymous read starts a check
 * that the connection is anon and nothing more, with anon's limits as its defaults, and reads take
 * it only once that has passed (until then they take anon on `db`, so no read waits for the
 * check). If it is not (a wrong URL, an altered role), `log` says why and they go on taking anon on
 * `db` as every other read does: a mistake costs speed, never RLS. A check that could not run (the
 * database away, a password not yet set) is logged the same way and tried again after `retryMs`.
 */
export function withAnonymousReader(
  db: Database,
  reader: Database | undefined,
  log: (line: string) => void,
  retryMs = 60_000,
): Database {
  if (!reader) return db;
  let passed = false;
  let checking: Promise<boolean> | undefined;
  let retryAt = Infinity;
  const checked = () => {
    if (checking && performance.now() < retryAt) return checking;
    retryAt = Infinity;
    return checking = problems(reader).then((found) => {
      if (found.length) warn(log, `FUNCTIONS_ANON_DB_URL is not anon's reader (${found.join("; ")}): anonymous reads take anon on FUNCTIONS_DB_URL.`);
      return passed = !found.length;
    }, (error) => {
      retryAt = performance.now() + retryMs;
      warn(log, `FUNCTIONS_ANON_DB_URL could not be checked (${(error as { code?: string }).code ?? "no code"}): anonymous reads take anon on FUNCTIONS_DB_URL for now.`);
      return passed = false;
    });
  };
  return {
    ...db,
    // Once passed, a read only looks at `passed`; until then each anonymous read may start a check.
    anonymousReader: { script: reader.script, usable: () => passed || (void checked(), passed), checked },
    close: async () => void (await Promise.all([db.close(), reader.close()])),
  };
}

const warn = (log: (line: string) => void, message: string) => log(JSON.stringify({ level: "warn", message }));

/** The claims the reader's sessions start with (its role's default): an anonymous caller's. */
const anonymousClaims = JSON.stringify({ role: "anon" });

/** Whether a caller with these claims reads on the reader: an anonymous caller, claiming nothing else. */
export const readsAsReader = (claims: Claims) => claims.role === "anon" && Object.keys(claims).length === 1;

/** What keeps the connection from reading exactly as anon, if anything. */
async function problems(reader: Database): Promise<string[]> {
  const [role] = await reader.query<{
    unrestricted: boolean;
    is_anon: boolean;
    beyond: string;
    timeout_ms: string;
    timezone: string;
    read_only: string;
    claims: string | null;
  }>(`select r.rolsuper or r.rolbypassrls as unrestricted,
      pg_has_role(r.oid, 'anon', 'usage') as is_anon,
      (select coalesce(string_agg(g.rolname, ', ' order by g.rolname), '') from pg_roles g
       where g.oid <> r.oid and pg_has_role(r.oid, g.oid, 'usage') and not pg_has_role('anon', g.oid, 'usage')) as beyond,
      (select setting from pg_settings where name = 'statement_timeout') as timeout_ms,
      current_setting('TimeZone') as timezone,
      current_setting('default_transaction_read_only') as read_only,
      current_setting('request.jwt.claims', true) as claims
    from pg_roles r where r.rolname = current_user`);
  if (!role) return ["its role is not in pg_roles"];
  return [
    role.unrestricted && "it is a superuser or bypasses RLS",
    !role.is_anon && "it does not have anon's rights",
    role.beyond !== "" && `it also has the rights of ${role.beyond}`,
    role.timeout_ms !== String(roleTimeLimits.anon) && `its statement_timeout is ${role.timeout_ms} ms, not ${roleTimeLimits.anon}`,
    role.timezone !== "UTC" && `its TimeZone is ${role.timezone}, not UTC`,
    role.read_only !== "on" && "its transactions are not read-only by default",
    role.claims !== anonymousClaims && `its request.jwt.claims are not ${anonymousClaims}`,
  ].filter((problem): problem is string => typeof problem === "string");
}
