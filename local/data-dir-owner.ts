import { readFileSync, unlinkSync } from "node:fs";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import { dirname, relative } from "node:path";
import process from "node:process";

/**
 * An embedded database folder has one owner at a time. PGlite keeps the whole database in its
 * process's memory and writes the folder back as it goes, so a second process on the same folder
 * would serve its own copy and lose the other's writes (or its own) without a word. The owner is
 * written beside the folder (`<folder>.owner.json`, created exclusively): its process id, what it
 * runs and, once `npm start` listens, the URL it serves, so that `npm run import` can reach the
 * running stack instead of the folder.
 */
export interface DataDirOwner {
  pid: number;
  /** What it runs, for the message another process prints: `npm start`, `db:migrate`, ... */
  command: string;
  /** The local stack's address, while it serves. */
  url?: string;
  since: string;
}

/** Another live process holds the folder: one line says which and what to do. */
export class DataDirInUse extends Error {
  constructor(readonly dataDir: string, readonly owner: DataDirOwner) {
    const near = relative(process.cwd(), dataDir);
    const where = near && !near.startsWith("..") ? near : dataDir;
    super(
      `${where} is in use by process ${owner.pid} (${owner.command}${owner.url ? ` at ${owner.url}` : ""}, since ${owner.since}): ` +
        `stop it first, or use another folder with DATABASE_URL (memory:// keeps nothing). ` +
        `If no process ${owner.pid} runs, delete ${ownerFile(dataDir)}.`,
    );
    this.name = "DataDirInUse";
  }
}

export const ownerFile = (dataDir: string) => `${dataDir.replace(/\/+$/, "")}.owner.json`;

/** The folder's owner, if a live process holds it (a stale file, its process gone, is no owner). */
export async function ownerOf(dataDir: string): Promise<DataDirOwner | undefined> {
  // None, or one being written this instant (then its claim will tell).
  const owner = await readOwner(ownerFile(dataDir));
  return owner && alive(owner.pid) ? owner : undefined;
}

export interface DataDirClaim {
  /** Records the URL this process serves the folder's data at. */
  serving(url: string): Promise<void>;
  /** Gives the folder up (also done when the process exits). */
  release(): void;
}

/** Takes the folder for this process, or throws `DataDirInUse` naming the live process that holds it. */
export async function claimDataDir(dataDir: string, command: string): Promise<DataDirClaim> {
  const file = ownerFile(dataDir);
  await mkdir(dirname(file), { recursive: true });
  const owner: DataDirOwner = { pid: process.pid, command, since: new Date().toISOString() };
  for (let attempt = 0;; attempt++) {
    try {
      await writeFile(file, JSON.stringify(owner), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== "EEXIST" || attempt > 5) throw error;
    }
    const holder = await readOwner(file);
    if (holder && alive(holder.pid)) throw new DataDirInUse(dataDir, holder);
    // Its process has gone (killed, crashed): the folder is free. Removed only if still that file.
    if (holder) await unlink(file).catch(() => {});
    else await new Promise((resolve) => setTimeout(resolve, 50)); // being written: read it again
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    try {
      if (JSON.parse(readFileSync(file, "utf8")).pid === process.pid) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.on("exit", release);
  return {
    serving: (url) => writeFile(file, JSON.stringify({ ...owner, url })),
    release,
  };
}

async function readOwner(file: string): Promise<DataDirOwner | undefined> {
  try {
    const owner = JSON.parse(await readFile(file, "utf8"));
    return Number.isInteger(owner?.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process with this id runs (EPERM: it does, as another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === "EPERM";
  }
}
