import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMigratedDataDir } from "./test/database.js";
import { kassaCommand } from "./test/kassa-cli.js";

// These start the CLI on the embedded database whatever DATABASE_URL says (as `npm start` on a
// fresh machine): the run with DATABASE_URL set would repeat the embedded run exactly, so it
// leaves them to that one.
const onPostgresLane = Boolean(process.env.DATABASE_URL);
const root = new URL("../..", import.meta.url).pathname;
const children: ChildProcess[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) await stop(child);
});

function envFor(dataDir: string, port = 3000): NodeJS.ProcessEnv {
  // The CLI is tested on the embedded database, as `npm start` runs on a fresh machine.
  return {
    ...process.env,
    DATABASE_URL: "",
    BASE_URL: "",
    NODE_ENV: "development",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
  };
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, kassaCommand(...args), { env });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function startServe(command: string, args: string[], env: NodeJS.ProcessEnv, url: string) {
  const child = spawn(command, args, { env, cwd: root, detached: true });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const ok = await fetch(`${url}/api/auth/ok`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((r) => child.once("exit", r));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {}
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
}

async function signIn(url: string, email: string, password: string) {
  return fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password }),
  });
}

// The first-start tests begin on an empty DATA_DIR: their processes create the embedded database
// and apply every migration (about 25 s of a busy 2-core machine apiece), hence the generous time
// limits. The tests about the lock begin on a migrated one (createMigratedDataDir).
describe.skipIf(onPostgresLane)("kassa CLI", () => {
  it("stops with exit code 2 and names the variable when configuration is bad", async () => {
    const { code, output } = await run(["migrate"], {
      ...envFor(mkdtempSync(join(tmpdir(), "kassa-cli-"))),
      PORT: "x",
    });
    expect(code).toBe(2);
    expect(output).toMatch(/PORT must be a whole number/);
  });

  it("rejects an unknown command and a bad admin create with usage errors", async () => {
    const env = envFor(mkdtempSync(join(tmpdir(), "kassa-cli-")));
    const unknown = await run(["frobnicate"], env);
    expect(unknown.code).toBe(2);
    expect(unknown.output).toMatch(/Unknown command "frobnicate"/);
    const bad = await run(["admin", "create", "--email", "not-an-email", "--password", "short"], env);
    expect(bad.code).toBe(2);
    expect(bad.output).toMatch(/--email must be an email address/);
    expect(bad.output).toMatch(/--password must be at least 8 characters/);
  });

  it("npm start on an empty data directory serves / and /api/auth/ok, and a restart keeps the data", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "kassa-cli-"));
    const port = await freePort();
    const url = `http://localhost:${port}`;
    const env = envFor(dataDir, port);

    const created = await run(
      ["admin", "create", "--email", "owner@example.com", "--password", "owner-password"],
      env,
    );
    expect(created.output).toMatch(/Created administrator owner@example.com/);
    expect(created.code).toBe(0);

    let server = await startServe("npm", ["start"], env, url);
    expect((await fetch(`${url}/`)).status).toBe(200);
    expect(await (await fetch(`${url}/api/auth/ok`)).json()).toEqual({ ok: true });
    const first = await signIn(url, "owner@example.com", "owner-password");
    expect(first.status).toBe(200);
    expect((await first.json()).user.role).toBe("admin");
    await stop(server);

    server = await startServe(process.execPath, kassaCommand("serve"), env, url);
    const again = await signIn(url, "owner@example.com", "owner-password");
    expect(again.status).toBe(200);
    await stop(server);
  }, 300_000);

  it("migrate brings an empty data directory up to date and exits 0", async () => {
    const { code } = await run(["migrate"], envFor(mkdtempSync(join(tmpdir(), "kassa-cli-"))));
    expect(code).toBe(0);
  }, 180_000);
});

describe.skipIf(onPostgresLane)(
  "kassa CLI beside a running process on the same DATA_DIR (embedded database)",
  () => {
    it("a second process stops at once with a message and exit 1; seed and admin create go through serve", async () => {
      const dataDir = await createMigratedDataDir("kassa-lock-");
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const env = envFor(dataDir, port);
      const server = await startServe(process.execPath, kassaCommand("serve"), env, url);
      const lock = join(dataDir, "kassa.lock");
      expect(statSync(lock).mode & 0o777).toBe(0o600);
      const holder = JSON.parse(readFileSync(lock, "utf8"));
      expect(holder).toMatchObject({ hostname: hostname(), command: "kassa serve" });

      const second = await run(["migrate"], env);
      expect(second.code).toBe(1);
      expect(second.output).toMatch(/is in use by another Kassa process/);
      expect(second.output).toContain(`"kassa serve", pid ${holder.pid}`);
      expect(second.output).toMatch(/Stop that process first/);
      expect(second.output).toMatch(/DATABASE_URL/);

      // The commands a user runs beside a live server work through it.
      const seeded = await run(["seed", "--demo", "--json", "--history-days", "1"], env);
      expect(seeded.code, seeded.output).toBe(0);
      expect(seeded.output).toMatch(/through the Kassa server running at http:\/\/127\.0\.0\.1:/);
      const demo = JSON.parse(seeded.output.split("\n").find((l) => l.startsWith("{"))!);
      expect(demo.email).toBe("demo@kassa.local");
      const products = await fetch(`${url}/v1/products/`, {
        headers: { authorization: `Bearer ${demo.access_token}` },
      });
      expect(products.status).toBe(200);
      expect((await products.json()).items.length).toBeGreaterThan(0);

      const admin = await run(
        ["admin", "create", "--email", "ops@example.com", "--password", "ops-password"],
        env,
      );
      expect(admin.code, admin.output).toBe(0);
      expect(admin.output).toMatch(/Created administrator ops@example.com/);
      expect((await signIn(url, "ops@example.com", "ops-password")).status).toBe(200);

      // The local routes answer only who knows the secret of the lock file.
      const guessed = await fetch(`${url}/internal/local-cli/seed-demo`, {
        method: "POST",
        headers: { authorization: "Bearer guess" },
      });
      expect(guessed.status).toBe(404);
      const { localToken } = JSON.parse(readFileSync(lock, "utf8"));
      const proxied = await fetch(`${url}/internal/local-cli/seed-demo`, {
        method: "POST",
        headers: { authorization: `Bearer ${localToken}`, "x-forwarded-for": "203.0.113.9" },
      });
      expect(proxied.status).toBe(404);

      await stop(server);
      expect(existsSync(lock)).toBe(false);
      // Nothing was damaged: the database opens, with everything made through the server.
      expect((await run(["migrate"], env)).code).toBe(0);
      const again = await startServe(process.execPath, kassaCommand("serve"), env, url);
      expect((await signIn(url, "ops@example.com", "ops-password")).status).toBe(200);
      expect((await signIn(url, "demo@kassa.local", demo.password)).status).toBe(200);
      await stop(again);
    }, 420_000);

    it("seed --demo beside a worker (no server to go through) stops with exit 1 and touches nothing", async () => {
      const dataDir = await createMigratedDataDir("kassa-lock-");
      const env = envFor(dataDir, await freePort());
      const worker = spawn(process.execPath, kassaCommand("worker"), { env, detached: true });
      children.push(worker);
      const lock = join(dataDir, "kassa.lock");
      const deadline = Date.now() + 60_000;
      while (!existsSync(lock) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const seeded = await run(["seed", "--demo"], env);
      expect(seeded.code).toBe(1);
      const holder = JSON.parse(readFileSync(lock, "utf8"));
      expect(seeded.output).toContain(`"kassa worker", pid ${holder.pid}`);
      expect(seeded.output).not.toContain("demo@kassa.local");
      await stop(worker);
      const after = await run(["seed", "--demo", "--json", "--history-days", "0"], env);
      expect(after.code, after.output).toBe(0);
    }, 300_000);

    it("takes over a lock left by a process that was killed", async () => {
      const dataDir = await createMigratedDataDir("kassa-lock-");
      const env = envFor(dataDir);
      // A pid that no longer runs: a process that has exited.
      const gone = spawn(process.execPath, ["-e", ""]);
      await new Promise((r) => gone.once("exit", r));
      const lock = join(dataDir, "kassa.lock");
      writeFileSync(
        lock,
        JSON.stringify({
          pid: gone.pid,
          hostname: hostname(),
          startedAt: "2026-01-01T00:00:00.000Z",
          command: "kassa serve",
        }),
      );
      const { code, output } = await run(["migrate"], env);
      expect(code, output).toBe(0);
      expect(existsSync(lock)).toBe(false);
    }, 180_000);
  },
);
