import { apiKey } from "@better-auth/api-key";
import { passkey } from "@better-auth/passkey";
import { redisStorage } from "@better-auth/redis-storage";
import { APIError, type BetterAuthOptions, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import { admin, emailOTP, organization, twoFactor, username } from "better-auth/plugins";
import { defaultRoles as adminRoles } from "better-auth/plugins/admin/access";
import type { Redis } from "ioredis";
import { orgAccessControl, orgRoles } from "../../shared/access.js";
import { ALL_SCOPES, scopesToPermissions } from "../../shared/scopes.js";
import type { Config } from "../config.js";
import type { Database } from "../db/types.js";
import type { Clock } from "../lib/clock.js";
import { uuidv7 } from "../lib/ids.js";
import type { Logger } from "../logger.js";
import type { MailTransport } from "../modules/emails/service.js";
import { queueEmail } from "../modules/emails/service.js";
import { CLIENT_IP_HEADER } from "./client-ip.js";
import { authEmails } from "./emails.js";
import { guardAuthInput } from "./input-guard.js";
import { sessionReadRules } from "./rate-limit-rules.js";
import { authTables, countUsers, firstOrganizationOfUser, ORG_TOKEN_CONFIG } from "./repository.js";
import { createSignInLimit } from "./sign-in-limit.js";

export interface AuthDeps {
  config: Config;
  db: Database;
  clock: Clock;
  logger: Logger;
  mailer: MailTransport;
  /** Shared store for sessions and rate limits across processes (REDIS_URL); null = in-process. */
  redis: Redis | null;
  /** The access-token cache, emptied when an API-key route changes a key (http/v1/token-cache.ts). */
  tokens?: { invalidate(): void };
}

export { CLIENT_IP_HEADER };

export const INVITATION_TTL_SECONDS = 48 * 3600;

export { ORG_TOKEN_CONFIG };
export const ORG_TOKEN_PREFIX = "kassa_oat_";

/**
 * Sends an account email: someone is waiting for each (a code, a link), so it goes out in the
 * workers' urgent lane, never behind a backlog of receipts.
 */
const waitedForEmail =
  (deps: AuthDeps) =>
  (template: string, message: Parameters<typeof queueEmail>[2]): Promise<void> =>
    queueEmail(deps, template, message, { waitedFor: true }).then(() => undefined);

/** The plugin list, shared by the server instance and the schema generator. */
export function authPlugins(deps: AuthDeps) {
  const { config } = deps;
  const send = waitedForEmail(deps);
  return [
    username(),
    twoFactor({
      issuer: "Kassa",
      otpOptions: {
        sendOTP: ({ user, otp }) => send("two-factor-otp", authEmails.twoFactorOtp(user.email, otp)),
      },
    }),
    passkey({ rpID: config.passkey.rpId, rpName: config.passkey.rpName, origin: config.passkey.origin }),
    emailOTP({
      sendVerificationOTP: ({ email, otp, type }) =>
        send(`email-otp-${type}`, authEmails.emailOtp(email, otp, type)),
    }),
    // Listing the roles makes better-auth refuse unknown ones in set-role/create-user
    // (without them any string, e.g. a typo, is stored as a role that grants nothing).
    admin({ defaultRole: "user", adminRoles: ["admin"], roles: adminRoles }),
    organization({
      ac: orgAccessControl,
      roles: orgRoles,
      teams: { enabled: true, allowRemovingAllTeams: false },
      invitationExpiresIn: INVITATION_TTL_SECONDS,
      membershipLimit: 100,
      cancelPendingInvitationsOnReInvite: true,
      // The seller profile (/v1/organizations), kept on better-auth's organization row and
      // changed only through Kassa's API (input: false).
      schema: {
        organization: {
          additionalFields: {
            email: { type: "string", required: false, input: false },
            website: { type: "string", required: false, input: false },
            socials: { type: "string", required: false, input: false },
            detailsSubmittedAt: { type: "date", required: false, input: false },
            featureSettings: { type: "string", required: false, input: false },
            subscriptionSettings: { type: "string", required: false, input: false },
            notificationSettings: { type: "string", required: false, input: false },
            customerEmailSettings: { type: "string", required: false, input: false },
            customerPortalSettings: { type: "string", required: false, input: false },
            invoiceDetails: { type: "string", required: false, input: false },
            updatedAt: { type: "date", required: false, input: false },
          },
        },
      },
      sendInvitationEmail: async ({ id, email, organization, inviter, role }) => {
        const url = `${config.baseUrl}/invitations/${id}`;
        const inviterName = inviter.user.name || inviter.user.email;
        await send(
          "organization-invitation",
          authEmails.invitation(email, organization.name, inviterName, role, url),
        );
      },
    }),
    apiKey([
      {
        configId: "default",
        defaultPrefix: "kassa_",
        enableSessionForAPIKeys: true,
        // The plugin's default (10 verifications a day) would make keys useless for an API;
        // requests are limited by the global rate limiter instead.
        rateLimit: { enabled: false },
        keyExpiration: { defaultExpiresIn: null, minExpiresIn: 1, maxExpiresIn: 3650 },
      },
      {
        // Organization access tokens for the /v1 billing API (`Authorization: Bearer kassa_oat_…`).
        configId: ORG_TOKEN_CONFIG,
        references: "organization",
        defaultPrefix: ORG_TOKEN_PREFIX,
        rateLimit: { enabled: false },
        keyExpiration: { defaultExpiresIn: null, minExpiresIn: 1, maxExpiresIn: 3650 },
        // Made in the dashboard or with better-auth's own route without scopes: every scope.
        permissions: { defaultPermissions: scopesToPermissions(ALL_SCOPES) },
      },
    ]),
  ];
}

export function buildAuthOptions(deps: AuthDeps) {
  const { config, db } = deps;
  const send = waitedForEmail(deps);
  const { redis } = deps;
  const signInLimit = createSignInLimit(deps);

  return {
    appName: "Kassa",
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        deps.logger[level]({ source: "better-auth", ...(args.length ? { args } : {}) }, message);
      },
    },
    database: drizzleAdapter(db, { provider: "pg", schema: authTables }),
    trustedOrigins: config.allowedOrigins,
    // Failed browser redirects (social callbacks, bad links) land on the web app's error page.
    onAPIError: {
      errorURL: `${config.baseUrl}/auth/error`,
      // Through our logger (better-auth would otherwise print every 4xx to the console itself).
      onError: (error) => {
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        const message = error instanceof Error ? error.message : String(error);
        if (status < 500)
          deps.logger.debug({ source: "better-auth", status, message }, "auth request refused");
        else deps.logger.error({ source: "better-auth", err: error }, "auth request failed");
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) => send("reset-password", authEmails.resetPassword(user.email, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 3600,
      sendVerificationEmail: ({ user, url }) =>
        send("verify-email", authEmails.verifyEmail(user.email, user.name, url)),
    },
    user: {
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: ({ user, newEmail, url }) =>
          send("change-email", authEmails.changeEmailConfirmation(user.email, newEmail, url)),
      },
      deleteUser: {
        enabled: true,
        sendDeleteAccountVerification: ({ user, url }) =>
          send("delete-account", authEmails.deleteAccount(user.email, url)),
      },
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: ["google", "github"], allowDifferentEmails: false },
    },
    session: {
      cookieCache: { enabled: true, maxAge: 60 },
      ...(redis ? { storeSessionInDatabase: true } : {}),
    },
    ...(redis
      ? {
          secondaryStorage: redisStorage({ client: redis, keyPrefix: "kassa:auth:" }),
          verification: { storeInDatabase: true },
        }
      : {}),
    socialProviders: config.socialProviders,
    rateLimit: {
      enabled: config.rateLimit.enabled,
      window: config.rateLimit.window,
      max: config.rateLimit.max,
      customRules: sessionReadRules(config.rateLimit),
      storage: redis ? "secondary-storage" : "memory",
    },
    advanced: {
      // Explicit, because better-auth turns the Origin/callbackURL (CSRF) checks off by itself
      // whenever NODE_ENV=test (or TEST) is set: tests must run what production runs, and an
      // install started with NODE_ENV=test must not lose its CSRF protection.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      database: { generateId: () => uuidv7() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      // Runs before every plugin hook. better-auth's username plugin reads `ctx.body.displayUsername`
      // before the body is validated, so a JSON `null` body on /sign-up/email or /update-user threw a
      // TypeError (500). A POST body that is not an object is a client error on every auth route.
      // guardAuthInput refuses strings PostgreSQL cannot store and over-long names, slugs, emails.
      // Then a password sign-in to an account over its failure limit is refused (sign-in-limit.ts).
      before: createAuthMiddleware(async (ctx) => {
        guardAuthInput(ctx);
        const body: unknown = ctx.body;
        if (ctx.request?.method !== "POST" || body === undefined) return;
        if (body === null || typeof body !== "object" || Array.isArray(body)) {
          throw APIError.from("BAD_REQUEST", {
            code: "BODY_MUST_BE_AN_OBJECT",
            message: "Body must be an object",
          });
        }
        await signInLimit.check(ctx);
      }),
      // Failed password sign-ins count per account; a completed sign-in clears them (sign-in-limit.ts).
      // A key changed through an API-key route is refused by this process's next request at once
      // (other processes learn of it from the trigger's notice, token-cache.ts).
      after: createAuthMiddleware(async (ctx) => {
        await signInLimit.record(ctx);
        if (ctx.path.startsWith("/api-key/") || ctx.path.startsWith("/organization/delete"))
          deps.tokens?.invalidate();
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // The first account of a fresh install administers it.
          before: async (user) => {
            if ((await countUsers(db)) === 0) return { data: { ...user, role: "admin" } };
            return { data: user };
          },
        },
      },
      session: {
        create: {
          // A new sign-in opens the user's first organization, so the dashboard starts where they work.
          before: async (session) => {
            if (session.activeOrganizationId) return { data: session };
            const activeOrganizationId = await firstOrganizationOfUser(db, session.userId);
            return { data: { ...session, activeOrganizationId } };
          },
        },
      },
    },
    plugins: authPlugins(deps),
  } satisfies BetterAuthOptions;
}

export function createAuth(deps: AuthDeps) {
  return betterAuth(buildAuthOptions(deps));
}

export type Auth = ReturnType<typeof createAuth>;
