import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createMigratedDataDir } from "../test/database.js";
import { kassaCommand } from "../test/kassa-cli.js";

// These start the CLI on the embedded database whatever DATABASE_URL says (as `npm start` on a
// fresh machine): the run with DATABASE_URL set would repeat the embedded run exactly, so it
// leaves them to that one.
const onPostgresLane = Boolean(process.env.DATABASE_URL);

function run(
  args: string[],
  dataDir: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // On the embedded database, as a first `npm start` would be.
    const env = {
      ...process.env,
      DATABASE_URL: "",
      BASE_URL: "",
      NODE_ENV: "development",
      DATA_DIR: dataDir,
    };
    const child = spawn(process.execPath, kassaCommand(...args), { env: { ...env, LOG_LEVEL: "info" } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

describe.skipIf(onPostgresLane)("kassa seed --demo (CLI)", () => {
  it("prints exactly one JSON object with --json, the same seller on a second run", async () => {
    const dataDir = await createMigratedDataDir("kassa-seed-");
    const first = await run(["seed", "--demo", "--json", "--history-days", "0"], dataDir);
    expect(first.code, first.stderr).toBe(0);
    const lines = first.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    const a = JSON.parse(lines[0]!);
    expect(Object.keys(a).sort()).toEqual(
      ["access_token", "email", "organization_id", "organization_slug", "password"].sort(),
    );
    expect(a.email).toBe("demo@kassa.local");
    expect(a.organization_slug).toBe("kassa-demo");

    const second = await run(["seed", "--demo", "--json", "--history-days", "0"], dataDir);
    expect(second.code, second.stderr).toBe(0);
    const b = JSON.parse(second.stdout);
    expect(b.organization_id).toBe(a.organization_id);
    expect(b.password).toBe(a.password);
    expect(b.access_token).not.toBe(a.access_token);

    const human = await run(["seed", "--demo", "--history-days", "0"], dataDir);
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toContain("demo@kassa.local");
    expect(human.stdout).toContain("kassa_oat_");
  }, 180_000);

  it("refuses seed without --demo as a usage error", async () => {
    const res = await run(["seed"], mkdtempSync(join(tmpdir(), "kassa-seed-")));
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/seed needs --demo/);
    const days = await run(
      ["seed", "--demo", "--history-days", "400"],
      mkdtempSync(join(tmpdir(), "kassa-seed-")),
    );
    expect(days.code).toBe(2);
    expect(days.stderr).toMatch(/--history-days must be a whole number from 0 to 365/);
  });
});
