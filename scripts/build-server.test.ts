import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
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
});
