// Sums Vitest JSON reports into one line: "N passed, N failed". A missing report (its run
// never reached Vitest) counts as one failure, so a broken step can never look green.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`missing report: ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  // A file that failed to load has no failed test of its own: count it once.
  for (const suite of report.testResults ?? []) {
    const failedTests = (suite.assertionResults ?? []).filter((a) => a.status === "failed").length;
    if (suite.status === "failed" && failedTests === 0) failed += 1;
  }
  if (report.numTotalTests === 0) {
    console.error(`no tests ran: ${file}`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
