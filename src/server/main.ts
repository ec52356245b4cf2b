#!/usr/bin/env node
import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import { buildApp } from "./app.js";
import { createAdmin, parseAdminInput } from "./auth/admin-user.js";
import { ConfigError, loadConfig } from "./config.js";
import { type AppContext, closeContext, createContext } from "./context.js";
import { jobHandlers } from "./jobs/registry.js";
import { startWorker, type Worker } from "./jobs/worker.js";
import { parseSeedArgs, runSeed, seedContextOptions } from "./seed/cli.js";

const USAGE = `Usage: kassa <command> [options]

Commands:
  serve [--no-worker]                      HTTP server (and the job worker, unless --no-worker)
  worker                                   job worker only
  migrate                                  bring the database schema up to date and exit
  admin create --email E --password P [--name N]
                                           create (or promote) a verified administrator
  seed --demo [--json]                     create (or find again) a demo seller with a catalog, and
                                           print its login and a new access token (--json: one object)

Every command first brings the database schema up to date.
Configuration comes from environment variables; see README.md.`;

function onShutdown(fn: () => Promise<void>) {
  let done = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (done) process.exit(1);
      done = true;
      fn().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

async function serveCommand(ctx: AppContext, withWorker: boolean) {
  const app = buildApp(ctx);
  const worker: Worker | null = withWorker ? startWorker(ctx, jobHandlers) : null;
  const server = serve({ fetch: app.fetch, port: ctx.config.port, hostname: ctx.config.host }, () => {
    ctx.logger.info(
      { url: ctx.config.baseUrl, database: ctx.database.kind, worker: withWorker, email: ctx.mailer.kind },
      "listening",
    );
    const database =
      ctx.database.kind === "pglite" ? `embedded PGlite in ${ctx.config.dataDir}` : "PostgreSQL";
    const email = ctx.mailer.kind === "smtp" ? "SMTP" : "local outbox (admin area → Email outbox)";
    console.log(`\nKassa is running at ${ctx.config.baseUrl}\n  database: ${database}\n  email: ${email}\n`);
  });
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
  const config = loadConfig();
  // Validate arguments before opening (and migrating) the database.
  const adminArgs = command === "admin" ? parseAdminArgs(rest) : null;
  const seedArgs = command === "seed" ? parseSeedArgs(rest) : null;
  if (typeof seedArgs === "string") throw new UsageError(`${seedArgs}\n\n${USAGE}`);
  const ctx = await createContext(config, command === "seed" ? seedContextOptions(config) : {});

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
      const worker = startWorker(ctx, jobHandlers);
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
      const result = await createAdmin(ctx, adminArgs!);
      console.log(
        `${result.created ? "Created" : "Updated"} administrator ${result.email}; they can sign in now.`,
      );
      await closeContext(ctx);
      return;
    }
    case "seed": {
      try {
        await runSeed(ctx, seedArgs!);
      } finally {
        await closeContext(ctx);
      }
      return;
    }
  }
}

class UsageError extends Error {}

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
