import process from "node:process";
import { defineConfig } from "vitest/config";

// supabase-js needs a global WebSocket, which Node 20 has only behind a flag (22 has it built in).
const nodeMajor = Number(process.versions.node.split(".")[0]);

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Migrates once (PGlite snapshot, and a template database when DATABASE_URL is set);
    // every suite then starts from a fresh copy.
    globalSetup: ["test/support/global-setup.ts"],
    execArgv: nodeMajor < 22 ? ["--experimental-websocket"] : [],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
