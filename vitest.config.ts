import process from "node:process";
import { defineConfig } from "vitest/config";

// supabase-js needs a global WebSocket, which Node 20 has only behind a flag (22 has it built in).
const nodeMajor = Number(process.versions.node.split(".")[0]);

/**
 * Files that run in a module graph of their own: one replaces a module (`vi.mock`), the others
 * build the contract, whose OpenAPI extension of zod must see every schema from its start.
 */
const isolated = ["test/first-answer.test.ts", "test/openapi.test.ts", "test/generated-files.test.ts", "test/supabase-cli.test.ts"];

export default defineConfig({
  test: {
    // Migrates once (PGlite snapshot, and a template database when DATABASE_URL is set);
    // every suite then starts from a fresh copy.
    globalSetup: ["test/support/global-setup.ts"],
    execArgv: nodeMajor < 22 ? ["--experimental-websocket"] : [],
    // Vitest's default is one worker per core but one: on a 2-core machine, one file at a time.
    // Much of a file's time is spent waiting (on a server, a child process, a timer), so three
    // overlap well on two cores; VITEST_MAX_WORKERS overrides.
    maxWorkers: 3,
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache): a run after the
    // first compiles only what changed.
    experimental: { fsModuleCache: true },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    tags: [
      { name: "slow", description: "Starts npm start or another command as a process, or waits on real time: seconds each." },
      { name: "server", description: "Needs DATABASE_URL (a PostgreSQL server); skipped without it." },
    ],
    projects: [
      // Modules loaded once per worker, not once per file: loading the service and PGlite again for
      // each of 50 files cost about a third of the suite. Each file still starts its own database.
      { extends: true, test: { name: "suite", include: ["test/**/*.test.ts"], exclude: isolated, isolate: false } },
      { extends: true, test: { name: "isolated", include: isolated } },
    ],
  },
});
