/**
 * `npm run bench -- startup`: how long `kassa serve --no-worker` takes from spawn to its first
 * answer (`/api/auth/ok`), as the `kassa` command runs it (bin/kassa.mjs: the server's JavaScript
 * build) against the TypeScript sources through tsx's loader (how it ran before the build), in
 * alternating rounds. PostgreSQL when DATABASE_URL is set (its schema migrated first), else the
 * embedded database in a scratch DATA_DIR migrated once. BENCH_ROUNDS (default 5) per variant.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { projectRoot } from "../src/server/lib/project-root.js";
import { kassaCommand } from "../src/server/test/kassa-cli.js";
import { pct, summary } from "./measure.js";

const tsxLoader = pathToFileURL(join(projectRoot, "node_modules/tsx/dist/loader.mjs")).href;
const VARIANTS = {
  build: kassaCommand(),
  tsx: ["--import", tsxLoader, join(projectRoot, "src/server/main.ts")],
} as const;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Milliseconds from spawning `serve --no-worker` to its first 200 from /api/auth/ok. */
async function timeToReady(args: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...args, "serve", "--no-worker"], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`kassa serve exited (${child.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/auth/ok`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
}

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), "kassa-bench-startup-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL ?? "",
    DATA_DIR: dataDir,
    BASE_URL: "http://localhost:3000",
    LOG_LEVEL: "warn",
  };
  try {
    // Migrated (and the build made) once, so that each round measures a start, not a first start.
    const migrated = spawnSync(process.execPath, kassaCommand("migrate"), { env, encoding: "utf8" });
    if (migrated.status !== 0) throw new Error(`kassa migrate: ${migrated.stderr}`);
    const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
    const times = { build: [] as number[], tsx: [] as number[] };
    await timeToReady(VARIANTS.tsx, env); // tsx's transform cache, as on a machine that ran it before
    for (let r = 0; r < rounds; r++) {
      for (const v of ["build", "tsx"] as const) times[v].push(await timeToReady(VARIANTS[v], env));
    }
    const kind = env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite";
    console.log(`kassa serve --no-worker, spawn → first answer, ${kind}, ${rounds} alternating rounds`);
    for (const v of ["build", "tsx"] as const) {
      console.log(
        `${(v === "build" ? "kassa (JavaScript build)" : "TypeScript through tsx").padEnd(26)} p50 ${pct(times[v], 50).toFixed(0).padStart(6)} ms   max ${Math.max(
          ...times[v],
        )
          .toFixed(0)
          .padStart(6)} ms`,
      );
    }
    const ratio = pct(times.build, 50) / pct(times.tsx, 50);
    console.log(`ratio ${ratio.toFixed(2)}x of tsx (p50)`);
    summary({
      bench: "startup",
      path: `kassa serve start-up (${kind})`,
      figure: `p50 ${pct(times.build, 50).toFixed(0)} ms to the first answer`,
      ratio,
      baseline: "the same start through tsx",
      target: { max: 0.6, text: "≤ 0.6×" },
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
