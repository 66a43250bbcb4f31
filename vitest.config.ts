import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Migrates once (PGlite snapshot, and a template database when DATABASE_URL is set);
    // every suite then starts from a fresh copy.
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
