#!/usr/bin/env node
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import { parseArgs } from "node:util";
import { createAdmin, parseAdminInput } from "./auth/admin-user.js";
import { type Config, ConfigError, loadConfig } from "./config.js";
import type { AppContext } from "./context.js";
import { DataDirLockedError, liveLockHolder } from "./db/data-dir-lock.js";
import { applyKeepAlive } from "./http/keep-alive.js";
import type { Worker } from "./jobs/worker.js";
import { loadProductionReact } from "./lib/react-build.js";
import { callRunningServer, LocalCliError, reachableServer } from "./local-cli/client.js";
import { parseSeedArgs } from "./seed/args.js";
import type { DemoSeedResult } from "./seed/demo.js";
import { onShutdown as onShutdownSignal } from "./shutdown.js";

// The application (its modules, the database, the seed) is imported only by the commands that run
// it: a usage error or `help` answers at once, without loading (or, under tsx, compiling) the app.
const loadApp = () => import("./app.js");
const loadContext = () => import("./context.js");
const loadWorker = async () => {
  const [{ startWorker }, { jobHandlers }] = await Promise.all([
    import("./jobs/worker.js"),
    import("./jobs/registry.js"),
  ]);
  return (ctx: AppContext) => startWorker(ctx, jobHandlers);
};
const loadSeed = () => import("./seed/cli.js");

const USAGE = `Usage: kassa <command> [options]

Commands:
  serve [--no-worker]                      HTTP server (and the job worker, unless --no-worker)
  worker                                   job worker only
  migrate                                  bring the database schema up to date and exit
  admin create --email E --password P [--name N]
                                           create (or promote) a verified administrator
  seed --demo [--json] [--history-days N]  create (or find again) a demo seller with a catalog and a
                                           year of history (N days; 0 for none), and print its login
                                           and a new access token (--json: one object)

Every command first brings the database schema up to date. On the embedded database (no
DATABASE_URL) one process at a time opens DATA_DIR; while \`serve\` runs, \`seed --demo\` and
\`admin create\` go through it, and the other commands stop with a message.
Configuration comes from environment variables; see README.md.`;

/** Stops on SIGINT/SIGTERM after `fn` (a duplicate of the same signal is not a second press). */
function onShutdown(fn: () => Promise<void>) {
  onShutdownSignal(fn, {
    onForced: () => console.error("Stopped before the shutdown finished: a second signal forced it."),
  });
}

/** Where a CLI command on this machine reaches the server (loopback when it listens everywhere). */
function localUrl(config: Config): string {
  const host = ["0.0.0.0", "::", "localhost"].includes(config.host) ? "127.0.0.1" : config.host;
  return `http://${host.includes(":") ? `[${host}]` : host}:${config.port}`;
}

async function serveCommand(ctx: AppContext, withWorker: boolean) {
  const lock = ctx.database.lock;
  // On the embedded database, `seed --demo` and `admin create` run through this server.
  const localCliSecret = lock ? randomBytes(32).toString("base64url") : undefined;
  const [{ serve }, { buildApp }, { closeContext }] = await Promise.all([
    import("@hono/node-server"),
    loadApp(),
    loadContext(),
  ]);
  const app = buildApp(ctx, { localCliSecret });
  const worker: Worker | null = withWorker ? (await loadWorker())(ctx) : null;
  const server = serve({ fetch: app.fetch, port: ctx.config.port, hostname: ctx.config.host }, () => {
    if (lock && localCliSecret) lock.advertise(localUrl(ctx.config), localCliSecret);
    ctx.logger.info(
      { url: ctx.config.baseUrl, database: ctx.database.kind, worker: withWorker, email: ctx.mailer.kind },
      "listening",
    );
    const database =
      ctx.database.kind === "pglite" ? `embedded PGlite in ${ctx.config.dataDir}` : "PostgreSQL";
    const email = ctx.mailer.kind === "smtp" ? "SMTP" : "local outbox (admin area → Email outbox)";
    console.log(`\nKassa is running at ${ctx.config.baseUrl}\n  database: ${database}\n  email: ${email}\n`);
  });
  applyKeepAlive(server as Server, ctx.config.keepAliveTimeoutMs);
  onShutdown(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await worker?.stop();
    await closeContext(ctx);
  });
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (!command || command === "help" || command === "--help" || command === "-h") {
    console.log(USAGE);
    return;
  }
  const known = ["serve", "worker", "migrate", "admin", "seed"];
  if (!known.includes(command)) {
    console.error(`Unknown command "${command}".\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  // Before anything loads React: emails render with its production build whatever NODE_ENV is.
  loadProductionReact();
  const config = loadConfig();
  // Validate arguments before opening (and migrating) the database.
  const adminArgs = command === "admin" ? parseAdminArgs(rest) : null;
  const seedArgs = command === "seed" ? parseSeedArgs(rest) : null;
  if (typeof seedArgs === "string") throw new UsageError(`${seedArgs}\n\n${USAGE}`);
  const seed = command === "seed" ? await loadSeed() : null;
  // On the embedded database a running `kassa serve` holds DATA_DIR: go through it.
  if ((command === "seed" || command === "admin") && !config.databaseUrl) {
    const holder = liveLockHolder(config.dataDir);
    if (reachableServer(holder)) {
      const note = `(through the Kassa server running at ${holder.localUrl}, pid ${holder.pid})`;
      if (command === "seed") {
        const answer = await callRunningServer(holder, "seed-demo", {
          history_days: seedArgs!.historyDays,
        });
        seed!.printSeed(answer.result as DemoSeedResult, String(answer.base_url), seedArgs!);
      } else {
        const answer = await callRunningServer(holder, "admin-create", { ...adminArgs! });
        printAdmin(answer as { created: boolean; email: string });
      }
      console.error(note);
      return;
    }
  }
  const label = command === "admin" ? "kassa admin create" : `kassa ${command}`;
  const { createContext, closeContext } = await loadContext();
  const ctx = await createContext(config, {
    ...(seed ? seed.seedContextOptions(config) : {}),
    command: label,
  });

  switch (command) {
    case "serve": {
      const { values } = parseArgs({
        args: rest,
        options: { "no-worker": { type: "boolean" } },
        strict: true,
      });
      await serveCommand(ctx, !values["no-worker"]);
      return;
    }
    case "worker": {
      const worker = (await loadWorker())(ctx);
      onShutdown(async () => {
        await worker.stop();
        await closeContext(ctx);
      });
      return;
    }
    case "migrate": {
      ctx.logger.info({ database: ctx.database.kind }, "database schema is up to date");
      await closeContext(ctx);
      return;
    }
    case "admin": {
      printAdmin(await createAdmin(ctx, adminArgs!));
      await closeContext(ctx);
      return;
    }
    case "seed": {
      try {
        await seed!.runSeed(ctx, seedArgs!);
      } finally {
        await closeContext(ctx);
      }
      return;
    }
  }
}

class UsageError extends Error {}

function printAdmin(result: { created: boolean; email: string }) {
  console.log(
    `${result.created ? "Created" : "Updated"} administrator ${result.email}; they can sign in now.`,
  );
}

function parseAdminArgs(rest: string[]) {
  const [sub, ...args] = rest;
  if (sub !== "create") throw new UsageError(`Unknown admin command "${sub ?? ""}".\n\n${USAGE}`);
  const { values } = parseArgs({
    args,
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
    strict: true,
  });
  if (!values.email || !values.password) throw new UsageError("admin create needs --email and --password");
  return parseAdminInput({ email: values.email, password: values.password, name: values.name });
}

main(process.argv.slice(2)).catch((error) => {
  if (error instanceof ConfigError || error instanceof UsageError) {
    console.error(error.message);
    process.exit(2);
  }
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  if (error instanceof LocalCliError) {
    console.error(error.message);
    process.exit(error.exitCode);
  }
  if (error?.name === "SeedError") {
    console.error(error.message);
    process.exit(1);
  }
  if (error?.name === "AdminCreateError") {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
