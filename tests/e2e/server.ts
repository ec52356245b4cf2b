import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { kassaCommand } from "../../src/server/test/kassa-cli.js";

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export const ADMIN_EMAIL = "admin@example.com";
export const ADMIN_PASSWORD = "admin-password-123";

/**
 * Runs the kassa CLI with a server's environment and waits for it. With the embedded database
 * only one process may open DATA_DIR, so run it before `startServer` or after `stop`.
 */
export async function kassa(env: Record<string, string>, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, kassaCommand(...args), {
      env: { ...process.env, DATABASE_URL: "", ...env },
    });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      out += d;
    });
    child.on("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`kassa ${args.join(" ")}: ${out}`)),
    );
  });
}

/** `kassa admin create`: ADMIN_EMAIL becomes the administrator of the install `env` names. */
export async function createAdmin(env: Record<string, string>): Promise<void> {
  await kassa(env, [
    "admin",
    "create",
    "--email",
    ADMIN_EMAIL,
    "--password",
    ADMIN_PASSWORD,
    "--name",
    "Admin",
  ]);
}

/**
 * Starts `kassa serve` on a free port with a data directory of its own (embedded PGlite, local
 * outbox) in which ADMIN_EMAIL is the administrator, the first account of the install (tests read
 * the email outbox through it): a copy of the run's migrated template (global-setup.ts), or, on
 * PostgreSQL or without the template, made with `kassa admin create`.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "kassa-e2e-"));
  const baseUrl = `http://localhost:${port}`;
  const env: Record<string, string> = {
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    BASE_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    WORKER_POLL_MS: "50",
    RATE_LIMIT_MAX: "1000",
    ...extraEnv,
  };
  const template = extraEnv.DATABASE_URL ? undefined : inject("e2eDataTemplate");
  if (template) cpSync(template, dataDir, { recursive: true });
  else await createAdmin(env);
  const child: ChildProcess = spawn(process.execPath, kassaCommand("serve"), {
    env: { ...process.env, DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d) => {
    log += d;
  });
  child.stderr?.on("data", (d) => {
    log += d;
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`kassa serve exited early:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/auth/ok`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`kassa serve did not start in 60 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    env,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
