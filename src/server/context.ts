import { Redis } from "ioredis";
import { type Auth, createAuth } from "./auth/auth.js";
import type { Config } from "./config.js";
import { type DatabaseHandle, openDatabase } from "./db/client.js";
import { migrateDatabase } from "./db/migrate.js";
import type { Database } from "./db/types.js";
import { createReadCache, type ReadCache } from "./http/v1/read-cache.js";
import { createTokenCache, type TokenCache } from "./http/v1/token-cache.js";
import { type Clock, systemClock } from "./lib/clock.js";
import { createLogger, type Logger } from "./logger.js";
import { createMailTransport, type MailTransport } from "./modules/emails/service.js";
import { createPaymentProcessor } from "./payments/index.js";
import type { PaymentProcessor } from "./payments/processor.js";
import { wirePorts } from "./ports.js";

/** Everything a request handler, service or job needs; built once per process (or per test). */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  logger: Logger;
  mailer: MailTransport;
  redis: Redis | null;
  auth: Auth;
  /** The payment processor (sandbox by default). */
  payments: PaymentProcessor;
  /** Verified access tokens kept in memory while current (http/v1/token-cache.ts). */
  tokens: TokenCache;
  /** `/v1` list answers kept in memory while current (http/v1/read-cache.ts). */
  reads: ReadCache;
}

export interface ContextOptions {
  /** An already open (e.g. cloned test) database; otherwise opened from config. */
  database?: DatabaseHandle;
  clock?: Clock;
  logger?: Logger;
  mailer?: MailTransport;
  /** A payment processor to use instead of the configured one (tests). */
  payments?: PaymentProcessor;
  /** Names this process in DATA_DIR's lock file (`kassa serve`, …). */
  command?: string;
  /** Skip migrations (the database is known to be current, as test clones are). */
  skipMigrations?: boolean;
}

export async function createContext(config: Config, opts: ContextOptions = {}): Promise<AppContext> {
  wirePorts();
  const logger = opts.logger ?? createLogger(config);
  const database =
    opts.database ??
    (await openDatabase({ ...config, command: opts.command ?? "kassa" }, (error) =>
      logger.warn({ err: error.message }, "idle database connection lost"),
    ));
  if (!opts.skipMigrations) await migrateDatabase(database);
  const clock = opts.clock ?? systemClock;
  const mailer =
    opts.mailer ??
    createMailTransport(
      config,
      config.env === "development" ? (notice) => console.log(`\n${notice}\n`) : undefined,
    );
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  const tokens = createTokenCache(database, logger);
  const reads = createReadCache(database, logger);
  const base = { config, database, db: database.db, clock, logger, mailer, redis, tokens, reads };
  const payments = opts.payments ?? createPaymentProcessor(config, { db: database.db, clock });
  return { ...base, auth: createAuth(base), payments };
}

export async function closeContext(ctx: AppContext): Promise<void> {
  ctx.mailer.close();
  ctx.redis?.disconnect();
  await ctx.tokens.close();
  await ctx.reads.close();
  await ctx.database.close();
}
