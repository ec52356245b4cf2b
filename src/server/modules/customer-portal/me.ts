import { createHash, randomBytes } from "node:crypto";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/types.js";
import { AppError, NotFoundError, RequestValidationError, UnauthorizedError } from "../../http/errors.js";
import { iso } from "../../http/v1/params.js";
import { uuidv7 } from "../../lib/ids.js";
import {
  type CustomerRow,
  changeVerifiedEmail,
  emailHeldByAnotherCustomer,
  getCustomerRow,
  serializeAddress,
  updateCustomerBilling,
} from "../customers/service.js";
import { emailUpdateVerificationEmail, queueEmail } from "../emails/service.js";
import { findOrgById, serializeOrganization } from "../organizations/service.js";
import { findEmailUpdateByTokenHash, replaceEmailUpdate, takeEmailUpdate } from "./billing-repository.js";
import type { CustomerPortalCustomerUpdateInput } from "./me-schemas.js";
import { setDefaultCard } from "./payment-methods.js";
import { customerPortalUrl, openCustomerSession } from "./service.js";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "payments" | "mailer">;

/** How long an email-change link works. */
export const EMAIL_UPDATE_TTL_MS = 30 * 60_000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The signed-in customer as Polar's `CustomerPortalCustomer`. */
export function serializePortalCustomer(row: CustomerRow) {
  return {
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    id: row.id,
    email: row.email,
    email_verified: row.emailVerified,
    name: row.name,
    billing_name: row.billingName ?? row.name,
    billing_address: serializeAddress(row.billingAddress),
    tax_id: row.taxId,
    oauth_accounts: {},
    default_payment_method_id: row.defaultPaymentMethodId,
    type: "individual" as const,
    locale: row.locale,
  };
}

/** The signed-in customer's row (a customer deleted since sign-in is a 404). */
export async function portalCustomerRow(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  customerId: string,
) {
  const row = await getCustomerRow(ctx.db, organizationId, customerId);
  if (!row) throw new NotFoundError("Customer");
  return row;
}

/**
 * `PATCH customers/me`: billing name, address and tax id (validated as the seller-side update),
 * and the default payment method (one of the customer's saved cards; the subscriptions are moved
 * to it and a past_due renewal is retried at once).
 */
export async function updatePortalCustomer(
  ctx: Deps,
  organizationId: string,
  customerId: string,
  input: CustomerPortalCustomerUpdateInput,
) {
  const { default_payment_method_id: defaultId, ...billing } = input;
  let row = await updateCustomerBilling(ctx, organizationId, customerId, billing);
  if (defaultId !== undefined && defaultId !== row.defaultPaymentMethodId) {
    if (defaultId === null) {
      throw new RequestValidationError([
        {
          loc: ["body", "default_payment_method_id"],
          msg: "A default payment method can be replaced, not removed",
          input: null,
        },
      ]);
    }
    await setDefaultCard(ctx, organizationId, customerId, defaultId, ["body", "default_payment_method_id"]);
    row = await portalCustomerRow(ctx, organizationId, customerId);
  }
  return serializePortalCustomer(row);
}

/** The seller refuses email changes from the portal (`customer_portal_settings.customer.allow_email_change`). */
export class EmailChangeNotAllowedError extends AppError {
  constructor() {
    super(
      403,
      "NotPermitted",
      "This organization does not allow changing your email address from the portal.",
    );
  }
}

/**
 * `POST customers/me/email-update/request`: emails a one-time link (valid 30 minutes) to the NEW
 * address. Refused when the seller does not allow email changes (403) or when another customer of
 * the organization has the address (422 naming `email`). A new request replaces a pending one.
 */
export async function requestEmailUpdate(
  ctx: Deps,
  organizationId: string,
  customerId: string,
  email: string,
): Promise<void> {
  const org = await findOrgById(ctx, organizationId);
  if (!org) throw new NotFoundError("Organization");
  if (!serializeOrganization(org).customer_portal_settings.customer.allow_email_change) {
    throw new EmailChangeNotAllowedError();
  }
  const customer = await portalCustomerRow(ctx, organizationId, customerId);
  const issue = (msg: string) => new RequestValidationError([{ loc: ["body", "email"], msg, input: email }]);
  if (customer.email.toLowerCase() === email.toLowerCase())
    throw issue("This is already your email address.");
  if (await emailHeldByAnotherCustomer(ctx.db, organizationId, customerId, email)) {
    throw issue("A customer with this email address already exists.");
  }
  const now = ctx.clock.now();
  const token = `polar_cev_${randomBytes(32).toString("base64url")}`;
  const verifyUrl = `${customerPortalUrl(ctx.config.baseUrl, org.slug)}/email-update?token=${encodeURIComponent(token)}`;
  // Rendered before the transaction, so no row lock waits on it.
  const message = await emailUpdateVerificationEmail({
    brand: { name: org.name, avatarUrl: org.logo ?? null },
    to: email,
    verifyUrl,
    minutes: EMAIL_UPDATE_TTL_MS / 60_000,
  });
  await ctx.db.transaction(async (tx) => {
    await replaceEmailUpdate(tx, {
      id: uuidv7(),
      organizationId,
      customerId,
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_UPDATE_TTL_MS),
      createdAt: now,
    });
    await queueEmail({ ...ctx, db: tx as unknown as Database }, "customer-portal-email-update", message, {
      waitedFor: true,
    });
  });
}

const invalidToken = () => new UnauthorizedError("Invalid or expired verification token");

/** `GET customers/me/email-update/check`: whether the token is a live email-change link (else 401). */
export async function checkEmailUpdate(ctx: Pick<AppContext, "db" | "clock">, token: string): Promise<void> {
  const row = await findEmailUpdateByTokenHash(ctx.db, hashToken(token));
  if (!row || row.expiresAt <= ctx.clock.now()) throw invalidToken();
}

/**
 * `POST customers/me/email-update/verify`: changes the customer's email to the verified address
 * (once; 401 for a wrong, used or expired token; 422 when another customer took the address
 * meanwhile) and opens a new customer session, whose token it returns.
 */
export async function verifyEmailUpdate(ctx: Deps, token: string): Promise<{ token: string }> {
  const now = ctx.clock.now();
  const customer = await ctx.db.transaction(async (tx) => {
    const row = await takeEmailUpdate(tx, hashToken(token));
    if (!row || row.expiresAt <= now) return null;
    return changeVerifiedEmail(tx, now, row.organizationId, row.customerId, row.email);
  });
  if (!customer) throw invalidToken();
  const session = await openCustomerSession(ctx, customer, null);
  return { token: session.token };
}
