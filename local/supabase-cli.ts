import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const cli = fileURLToPath(new URL("../node_modules/.bin/supabase", import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the Supabase CLI from node_modules in the project root; never throws on exit codes. */
export function supabase(args: string[]): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(cli, args, { cwd: root, timeout: 120_000, maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** `supabase gen types typescript` for the public schema of the database at `dbUrl`. */
export async function generateTypes(dbUrl: string): Promise<string> {
  const result = await supabase(["gen", "types", "typescript", `--remote=${withoutTls(dbUrl)}`, "--schema", "public"]);
  if (result.code !== 0) throw new Error(`supabase gen types failed:\n${result.stderr}`);
  return result.stdout;
}

/** Local servers have no TLS; saying so keeps the CLI's TLS warning out of its output. */
export function withoutTls(dbUrl: string): string {
  const url = new URL(dbUrl);
  if (!url.searchParams.has("sslmode")) url.searchParams.set("sslmode", "disable");
  return url.toString();
}
