import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compareWithAllowList, findViolations, moduleCycleEdges } from "./check-boundaries";

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "kassa-bounds-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe("module boundary check", () => {
  const scratch = tree({
    "src/server/db/schema/orders.ts": "export const order = {};\n",
    "src/server/db/schema/jobs.ts": "export const job = {};\n",
    "src/server/modules/orders/repository.ts":
      'import { order } from "../../db/schema/orders";\nexport const findOrder = () => order;\n',
    "src/server/modules/orders/service.ts":
      'import { findOrder } from "./repository";\nimport { listRefunds } from "../refunds/service";\nexport const getOrder = () => [findOrder(), listRefunds()];\n',
    "src/server/modules/orders/test-fixtures.ts":
      'import { order } from "../../db/schema/orders";\nexport const o = order;\n',
    "src/server/modules/refunds/service.ts":
      'import { order } from "../../db/schema/orders";\nimport { job } from "../../db/schema/jobs";\nimport { findOrder } from "../orders/repository";\nimport { getOrder } from "../orders/service";\nimport { o } from "../orders/test-fixtures";\nexport const listRefunds = () => [order, job, findOrder, getOrder, o];\n',
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("flags tables outside repositories, another domain's tables, the job table, repository reach-ins, test code and cycles", async () => {
    const found = (await findViolations(scratch)).map((v) => `${v.rule} ${v.from} -> ${v.to}`).sort();
    const refunds = "src/server/modules/refunds/service.ts";
    expect(found).toEqual(
      [
        `job-table-only-in-jobs ${refunds} -> src/server/db/schema/jobs.ts`,
        "no-module-cycles orders -> refunds",
        "no-module-cycles refunds -> orders",
        `modules-through-service ${refunds} -> src/server/modules/orders/repository.ts`,
        `modules-through-service ${refunds} -> src/server/modules/orders/test-fixtures.ts`,
        `no-test-code-in-production ${refunds} -> src/server/modules/orders/test-fixtures.ts`,
        `tables-of-another-domain ${refunds} -> src/server/db/schema/jobs.ts`,
        `tables-of-another-domain ${refunds} -> src/server/db/schema/orders.ts`,
        `tables-only-in-repositories ${refunds} -> src/server/db/schema/jobs.ts`,
        `tables-only-in-repositories ${refunds} -> src/server/db/schema/orders.ts`,
      ].sort(),
    );
  });

  it("lets only subscriptions/timed.ts resolve a test clock's time", async () => {
    const clocks = tree({
      "src/server/modules/test-clocks/time.ts": "export const timeOnClock = () => 0;\n",
      "src/server/modules/subscriptions/timed.ts":
        'import { timeOnClock } from "../test-clocks/time";\nexport const at = timeOnClock;\n',
      "src/server/modules/subscriptions/cancel.ts":
        'import { timeOnClock } from "../test-clocks/time";\nexport const now = timeOnClock;\n',
    });
    try {
      const found = (await findViolations(clocks)).map((v) => `${v.rule} ${v.from}`);
      expect(found).toEqual(["one-clock src/server/modules/subscriptions/cancel.ts"]);
    } finally {
      rmSync(clocks, { recursive: true, force: true });
    }
  });

  it("fails on a new violation and on a listed one that no longer occurs", () => {
    const a = { rule: "r", from: "x", to: "y" };
    const b = { rule: "r", from: "x", to: "z" };
    expect(compareWithAllowList([a], [{ ...a, reason: "why" }])).toEqual([]);
    expect(compareWithAllowList([a, b], [{ ...a, reason: "why" }])).toEqual(["new violation  r x -> z"]);
    expect(compareWithAllowList([], [{ ...a, reason: "why" }])).toEqual([
      "fixed, remove it from boundaries-allowlist.json  r x -> y",
    ]);
    expect(compareWithAllowList([a], [{ ...a, reason: " " }])).toEqual([
      "allow-list entry without a reason  r x -> y",
    ]);
  });

  it("finds only the edges that lie on a cycle", () => {
    const edges = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a", "d"])],
      ["d", new Set<string>()],
    ]);
    expect(moduleCycleEdges(edges).map((e) => `${e.from}>${e.to}`)).toEqual(["a>b", "b>c", "c>a"]);
  });
});
