import { defineConfig } from "vitest/config";

const jsonReport = process.env.VITEST_JSON_REPORT;

/** Browser tests: a real `kassa serve` and Debian's Chromium, one file at a time (2-core machines). */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    pool: "forks",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: jsonReport ? ["default", ["json", { outputFile: jsonReport }]] : ["default"],
  },
});
