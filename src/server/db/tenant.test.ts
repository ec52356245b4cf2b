import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const serverRoot = new URL("..", import.meta.url).pathname;

function productionFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "test" ? [] : productionFiles(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") && !/fixtures|standin|test-helpers/.test(name)
      ? [path]
      : [];
  });
}

const ALLOWED = new Set(["db/tenant.ts"]);

describe("tenant scoping", () => {
  it("filters by organization only through inOrganization()", () => {
    const handWritten = productionFiles(serverRoot)
      .filter((path) => !ALLOWED.has(relative(serverRoot, path)))
      .flatMap((path) =>
        readFileSync(path, "utf8")
          .split("\n")
          .map((line, i) => ({ line, at: `${relative(serverRoot, path)}:${i + 1}` }))
          .filter(({ line }) => /\beq\(\s*\w+\.organizationId\b/.test(line))
          .map(({ at }) => at),
      );
    expect(handWritten).toEqual([]);
  });
});
