import { connectPostgres } from "../functions/_shared/database/postgres.ts";

/** The same server URL with another database name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates an empty database (or a copy of `template`) on the server of `serverUrl`. */
export async function createDatabase(serverUrl: string, name: string, template?: string) {
  await onServer(serverUrl, (db) =>
    db.exec(`create database ${ident(name)}${template ? ` template ${ident(template)}` : ""}`)
  );
  return databaseUrl(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string) {
  await onServer(serverUrl, (db) => db.exec(`drop database if exists ${ident(name)} with (force)`));
}

async function onServer(serverUrl: string, work: (db: ReturnType<typeof connectPostgres>) => Promise<void>) {
  const db = connectPostgres(serverUrl, { max: 1 });
  try {
    await work(db);
  } finally {
    await db.close();
  }
}

function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  return name;
}
