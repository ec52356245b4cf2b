import { createHash, createHmac, randomBytes, randomInt } from "node:crypto";
import type { AppContext } from "../../context.js";
import { NotFoundError, UnauthorizedError } from "../../http/errors.js";
import { uuidv7 } from "../../lib/ids.js";
import { customerPortalUrl } from "../../lib/portal-url.js";
import {
  type CustomerRow,
  findLiveCustomerByEmail,
  getCustomerRow,
  markCustomerEmailVerified,
  requireCustomer,
  requireCustomerByExternalId,
} from "../customers/service.js";
import { portalSignInEmail, queueEmail } from "../emails/service.js";
import { findOrgById } from "../organizations/service.js";
import {
  type CustomerSessionRow,
  deleteExpiredOfCustomer,
  findSessionByTokenHash,
  insertCodeIfFree,
  insertCustomerSession,
  takeCode,
} from "./repository.js";

type Deps = Pick<AppContext, "db" | "clock" | "config">;

/** Customer session tokens, as Polar's: `polar_cst_` then 43 URL-safe characters (256 random bits). */
export const CUSTOMER_SESSION_TOKEN_PREFIX = "polar_cst_";
export const CUSTOMER_SESSION_TTL_MS = 60 * 60_000;
export const SIGN_IN_CODE_TTL_MS = 30 * 60_000;
const CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const CODE_LENGTH = 6;

export type { CustomerSessionRow } from "./repository.js";

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Codes are short, so they are kept under a keyed hash: a copy of the table alone cannot try them all. */
function hashCode(secret: string, code: string): string {
  return createHmac("sha256", `kassa-portal-code:${secret}`).update(code.trim().toUpperCase()).digest("hex");
}

/** The portal address a customer session opens, signed in: `{base}/{org slug}/portal?customer_session_token=…`. */
export { customerPortalUrl };

/** Opens a one-hour session for the customer; its token is returned once, kept only hashed. */
export async function openCustomerSession(
  ctx: Deps,
  customer: CustomerRow,
  returnUrl: string | null,
): Promise<{ row: CustomerSessionRow; token: string }> {
  const now = ctx.clock.now();
  const token = `${CUSTOMER_SESSION_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const row = await ctx.db.transaction(async (tx) => {
    await deleteExpiredOfCustomer(tx, customer.organizationId, customer.id, now);
    return insertCustomerSession(tx, {
      id: uuidv7(),
      organizationId: customer.organizationId,
      customerId: customer.id,
      tokenHash: hashToken(token),
      returnUrl,
      expiresAt: new Date(now.getTime() + CUSTOMER_SESSION_TTL_MS),
      createdAt: now,
    });
  });
  return { row, token };
}

/**
 * `POST /v1/customer-sessions/`: a one-hour session for the organization's live customer, named by
 * id or external id (404 otherwise), with the portal URL that opens it signed in.
 */
export async function createCustomerSession(
  ctx: Deps,
  organizationId: string,
  input: {
    customer_id?: string | undefined;
    external_customer_id?: string | undefined;
    return_url?: string | null | undefined;
  },
) {
  const customer = input.customer_id
    ? await requireCustomer(ctx.db, organizationId, input.customer_id)
    : await requireCustomerByExternalId(ctx.db, organizationId, input.external_customer_id!);
  const org = await findOrgById(ctx, organizationId);
  if (!org) throw new NotFoundError("Organization");
  const { row, token } = await openCustomerSession(ctx, customer, input.return_url ?? null);
  return { row, token, customer, portalUrl: customerPortalUrl(ctx.config.baseUrl, org.slug, token) };
}

/** What a valid customer session token opens: the session and its (live) customer. */
export interface VerifiedCustomerSession {
  session: CustomerSessionRow;
  customer: CustomerRow;
}

/**
 * The session a bearer token names, if it is unexpired and its customer still exists; else a 401.
 * Two indexed reads; nothing is written per request.
 */
export async function verifyCustomerSessionToken(ctx: Deps, token: string): Promise<VerifiedCustomerSession> {
  const session = token.startsWith(CUSTOMER_SESSION_TOKEN_PREFIX)
    ? await findSessionByTokenHash(ctx.db, hashToken(token))
    : undefined;
  if (!session) throw new UnauthorizedError("Invalid customer session token");
  if (session.expiresAt <= ctx.clock.now()) throw new UnauthorizedError("This customer session has expired");
  const customer = await getCustomerRow(ctx.db, session.organizationId, session.customerId);
  if (!customer) throw new UnauthorizedError("Invalid customer session token");
  return { session, customer };
}

function drawCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * `POST /v1/customer-portal/customer-session/request`: emails a sign-in code to the organization's
 * customer with this email (or the one named by `customer_id` when it has this email). Unknown
 * emails get the same answer and no email, so the endpoint reveals nothing.
 */
export async function requestSignInCode(
  ctx: Deps & Pick<AppContext, "mailer">,
  input: { email: string; organization_id: string; customer_id?: string | null | undefined },
): Promise<void> {
  const org = await findOrgById(ctx, input.organization_id);
  if (!org) return;
  const byEmail = await findLiveCustomerByEmail(ctx.db, org.id, input.email);
  if (!byEmail || (input.customer_id && byEmail.id !== input.customer_id)) return;
  const now = ctx.clock.now();
  let code = drawCode();
  await ctx.db.transaction(async (tx) => {
    await deleteExpiredOfCustomer(tx, org.id, byEmail.id, now);
    const row = {
      organizationId: org.id,
      customerId: byEmail.id,
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_MS),
      createdAt: now,
    };
    // 36^6 codes: a clash with a live code is rare, and then another is drawn.
    while (
      !(await insertCodeIfFree(tx, { ...row, id: uuidv7(), codeHash: hashCode(ctx.config.authSecret, code) }))
    ) {
      code = drawCode();
    }
  });
  await queueEmail(
    ctx,
    "customer-portal-sign-in-code",
    await portalSignInEmail({
      brand: { name: org.name, avatarUrl: org.logo ?? null },
      to: byEmail.email,
      code,
      portalUrl: customerPortalUrl(ctx.config.baseUrl, org.slug),
    }),
    { waitedFor: true },
  );
}

/**
 * `POST /v1/customer-portal/customer-session/authenticate`: exchanges a code for a session token.
 * A code signs in once; a wrong or expired one is a 401. Marks the customer's email verified.
 */
export async function authenticateSignInCode(ctx: Deps, code: string): Promise<{ token: string }> {
  const taken = await takeCode(ctx.db, hashCode(ctx.config.authSecret, code));
  const now = ctx.clock.now();
  if (!taken || taken.expiresAt <= now) throw new UnauthorizedError("Invalid or expired code");
  const customer = await getCustomerRow(ctx.db, taken.organizationId, taken.customerId);
  if (!customer) throw new UnauthorizedError("Invalid or expired code");
  if (!customer.emailVerified)
    await markCustomerEmailVerified(ctx.db, customer.organizationId, customer.id, now);
  const { token } = await openCustomerSession(ctx, customer, null);
  return { token };
}
