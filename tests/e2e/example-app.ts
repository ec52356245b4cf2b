import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";

const root = new URL("../..", import.meta.url).pathname;
const tsx = join(root, "node_modules/tsx/dist/cli.mjs");
const main = join(root, "examples/better-auth-polar/src/main.ts");

export interface RunningApp {
  url: string;
  /** Everything the app printed so far (its better-auth logs included). */
  log(): string;
  stop(): Promise<void>;
}

/** A free loopback port, to know the app's URL (for Kassa's webhook endpoint) before it starts. */
export async function freePort(): Promise<number> {
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

/**
 * Starts examples/better-auth-polar as a seller would (`tsx src/main.ts` with its env vars), on
 * 127.0.0.1 — another host than Kassa's `localhost`, so the browser keeps their cookies apart.
 */
export async function startExampleApp(port: number, env: Record<string, string>): Promise<RunningApp> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [tsx, main], {
    cwd: join(root, "examples/better-auth-polar"),
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", APP_URL: url, ...env },
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
    if (child.exitCode !== null) throw new Error(`the example app exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/api/auth/ok`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`the example app did not start in 60 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    log: () => log,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
