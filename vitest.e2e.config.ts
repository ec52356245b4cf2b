import { defineConfig } from "vitest/config";

const jsonReport = process.env.VITEST_JSON_REPORT;

/** Browser tests: a real `kassa serve` and Debian's Chromium, one file at a time (2-core machines). */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    pool: "forks",
    fileParallelism: false,
    // One worker loads the helpers, Playwright and Vitest's runner once for all the files instead
    // of once per file (62 s of a CI run's browser lane). The files share no module state: each
    // starts its own server and browser.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A page waits on the server and the browser: `expect.poll` keeps asking for 20 s (Vitest's
    // default of 1 s was seen to end before a list had loaded on a busy CI machine).
    expect: { poll: { timeout: 20_000, interval: 100 } },
    reporters: jsonReport ? ["default", ["json", { outputFile: jsonReport }]] : ["default"],
  },
});
