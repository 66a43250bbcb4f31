import { type ChildProcess, spawn } from "node:child_process";
import process from "node:process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface StartedStack {
  child: ChildProcess;
  /** Its SUPABASE_URL once it printed "Ready."; rejected with its output if it exits or takes 60 s. */
  ready: Promise<string>;
  /** Everything it printed so far. */
  output(): string;
}

/** `npm start` with `env` over this process's environment (PORT 0 unless given), in its own process group. */
export function startStack(env: Record<string, string>): StartedStack {
  let output = "";
  const child = spawn("npm", ["start"], {
    cwd: root,
    env: { ...process.env, PORT: "0", ...env },
    detached: true, // its own process group, so that stopping it stops npm and Deno together
  });
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not get ready:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const url = /SUPABASE_URL\s+(\S+)/.exec(output)?.[1];
      if (url && output.includes("Ready.")) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
  ready.catch(() => {}); // observed by whoever awaits it
  return { child, ready, output: () => output };
}

/** Ctrl-C to the stack's process group, and its exit. */
export async function stopStack(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on("exit", resolve));
  process.kill(-child.pid, "SIGINT");
  await exited;
}
