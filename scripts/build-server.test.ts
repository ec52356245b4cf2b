import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findProjectRoot, projectRoot } from "../src/server/lib/project-root.js";
// @ts-expect-error: a plain JavaScript module without types
import { buildServer, freshServerBuild, readPointer, serverEntry } from "./build-server.mjs";

const root = new URL("..", import.meta.url).pathname.replace(/\/$/, "");

describe("the server's JavaScript build (bin/kassa.mjs runs it)", () => {
  it("is current after a build, and stale once a file it was made from is newer or gone", async () => {
    const entry: string = await buildServer();
    expect(existsSync(entry)).toBe(true);
    const current = readPointer();
    expect(freshServerBuild(current)).toBe(entry);
    expect(current.inputs).toContain("src/server/main.ts");
    expect(current.inputs).toContain("src/server/modules/checkouts/confirm.ts");
    expect(current.inputs.some((f: string) => f.includes("node_modules"))).toBe(false);
    // A source edited after the build started (its mtime is later than startedAt).
    expect(freshServerBuild({ ...current, startedAt: 0 })).toBeNull();
    expect(freshServerBuild({ ...current, inputs: [...current.inputs, "src/server/gone.ts"] })).toBeNull();
    expect(freshServerBuild({ ...current, entry: "no-such-build/main.mjs" })).toBeNull();
    expect(freshServerBuild(null)).toBeNull();
  });

  it("runs without TypeScript: the built CLI answers a usage error and finds its migrations", async () => {
    const entry: string = await serverEntry();
    const usage = spawnSync(process.execPath, [entry, "no-such-command"], { encoding: "utf8" });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("Usage: kassa <command>");
    // Where the migrations and the web build are found from the built files.
    expect(findProjectRoot(entry)).toBe(root);
    expect(projectRoot).toBe(root);
    expect(existsSync(join(projectRoot, "src/server/db/migrations"))).toBe(true);
  });

  it("kassa says why and runs the sources through tsx when the build cannot be written", () => {
    // A copy of the project whose dist/server is a file, so that no build can be made there.
    const copy = mkdtempSync(join(tmpdir(), "kassa-readonly-"));
    try {
      for (const dir of ["bin", "scripts", "dist"]) mkdirSync(join(copy, dir));
      copyFileSync(join(root, "bin/kassa.mjs"), join(copy, "bin/kassa.mjs"));
      copyFileSync(join(root, "scripts/build-server.mjs"), join(copy, "scripts/build-server.mjs"));
      for (const file of ["package.json", "tsconfig.json"]) copyFileSync(join(root, file), join(copy, file));
      for (const dir of ["src", "node_modules"]) symlinkSync(join(root, dir), join(copy, dir));
      writeFileSync(join(copy, "dist/server"), "not a directory");
      const out = spawnSync(process.execPath, [join(copy, "bin/kassa.mjs"), "no-such-command"], {
        encoding: "utf8",
      });
      expect(out.stderr).toMatch(
        /^kassa: could not build the server \(.*dist\/server.*\); running its sources through tsx\n/,
      );
      expect(out.stderr).toContain('Unknown command "no-such-command"');
      expect(out.status).toBe(2);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
