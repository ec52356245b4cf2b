import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

const jsonReport = process.env.VITEST_JSON_REPORT;

/**
 * Test files that never open a database: the build scripts (two of them run a whole web or
 * server build), the shared pure code and the front ends. With DATABASE_URL set they would repeat
 * the embedded run exactly, so that run leaves them out (as the CLI tests skip themselves there).
 */
const DATABASE_FREE = [
  "scripts/**",
  "src/shared/**",
  "src/web/**",
  "src/checkout-page/**",
  "src/portal-page/**",
];

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "tests/compat/**/*.test.ts"],
    exclude: process.env.DATABASE_URL
      ? [...configDefaults.exclude, ...DATABASE_FREE]
      : configDefaults.exclude,
    globalSetup: ["src/server/test/global-setup.ts"],
    pool: "forks",
    // Each worker loads the server's modules once for all its files instead of once per file
    // (module evaluation was 1,300 s of a 1,420 s run; now 20 s). Test files share no state but
    // their own contexts and databases; VITEST_ISOLATE=true restores per-file isolation.
    isolate: process.env.VITEST_ISOLATE === "true",
    // Vitest would run one file at a time on a 2-core machine (cores - 1); a test file spends much of
    // its time waiting on the database, so two workers finish the suite markedly sooner there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A hang detector, not a speed check: the slowest tests without a timeout of their own take
    // 20–22 s on a loaded 2-core CI machine (which can run twice as slow as on a quiet day).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: jsonReport ? ["default", ["json", { outputFile: jsonReport }]] : ["default"],
  },
});
