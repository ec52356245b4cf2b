/**
 * The customer's saved cards in the portal: list, add (the processor saves the card to the
 * customer's processor customer, as a SetupIntent would), confirm, make default, delete. A new
 * default card pays the customer's subscriptions from then on, and a past_due renewal is retried
 * with it at once (the dunning job's own retry).
 */
import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { AppError, NotFoundError, RequestValidationError } from "../../http/errors.js";
import { iso } from "../../http/v1/params.js";
import { uuidv7 } from "../../lib/ids.js";
import type { PaymentMethod } from "../../payments/processor.js";
import {
  type CustomerRow,
  deletePaymentMethodOf,
  getLivePaymentMethod,
  listPaymentMethodsOf,
  lockPortalCustomer,
  type PaymentMethodRow,
  savePaymentMethodOf,
  setDefaultPaymentMethod,
  setProcessorCustomerRef,
} from "../customers/service.js";
import {
  moveSubscriptionsToPaymentMethod,
  retryPastDueNow,
  subscriptionsPaidWith,
} from "../subscriptions/service.js";
import { CustomerNotReadyError, PaymentMethodInUseError, PaymentMethodSetupFailedError } from "./errors.js";
import { portalCustomerRow } from "./me.js";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "payments" | "mailer">;

/** A saved card as Polar's `PaymentMethodCard` (processor always `stripe` on the wire). */
export function serializePaymentMethod(row: PaymentMethodRow, defaultId: string | null) {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: null,
    processor: "stripe" as const,
    customer_id: row.customerId,
    type: "card" as const,
    method_metadata: {
      brand: row.brand ?? "unknown",
      last4: row.last4 ?? "",
      exp_month: row.expMonth ?? 0,
      exp_year: row.expYear ?? 0,
      wallet: null,
    },
    is_default: row.id === defaultId,
  };
}

export async function listPortalPaymentMethods(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  customerId: string,
  page: { page: number; limit: number },
) {
  const customer = await portalCustomerRow(ctx, organizationId, customerId);
  const { rows, total } = await listPaymentMethodsOf(ctx.db, organizationId, customerId, page);
  return { items: rows.map((row) => serializePaymentMethod(row, customer.defaultPaymentMethodId)), total };
}

/** The customer's processor customer (`cus_…`), created on first use and kept. */
async function ensureProcessorCustomer(ctx: Deps, customer: CustomerRow): Promise<string> {
  if (customer.processorCustomerRef) return customer.processorCustomerRef;
  const { customerRef } = await ctx.payments.createCustomer({
    organizationId: customer.organizationId,
    email: customer.email,
    name: customer.name,
  });
  return setProcessorCustomerRef(ctx.db, customer.organizationId, customer.id, customerRef);
}

/** A processor refusal (unknown token, card attached elsewhere, invalid card): Polar's 400. */
function setupFailure(error: unknown): unknown {
  if (error instanceof AppError && error.status >= 400 && error.status < 500) {
    return new PaymentMethodSetupFailedError(error.message);
  }
  return error;
}

/**
 * Saves a card the processor attached to the customer, and makes it the default when asked (or
 * when the customer has no usable default yet). Returns the saved row and whether it became the
 * default.
 */
async function saveCard(
  ctx: Deps,
  customer: CustomerRow,
  card: PaymentMethod,
  setDefault: boolean,
  retryPastDue = true,
): Promise<PaymentMethodRow> {
  const now = ctx.clock.now();
  const current = customer.defaultPaymentMethodId
    ? await getLivePaymentMethod(
        ctx.db,
        customer.organizationId,
        customer.id,
        customer.defaultPaymentMethodId,
      )
    : null;
  const saved = await ctx.db.transaction((tx) =>
    savePaymentMethodOf(
      tx,
      now,
      {
        id: uuidv7(),
        organizationId: customer.organizationId,
        customerId: customer.id,
        processor: ctx.payments.name,
        processorRef: card.id,
        type: card.type,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        createdAt: now,
      },
      false,
    ),
  );
  if (setDefault || !current) {
    await setDefaultCard(ctx, customer.organizationId, customer.id, saved.id, undefined, retryPastDue);
  }
  return saved;
}

async function created(ctx: Deps, customer: CustomerRow, saved: PaymentMethodRow) {
  const after = await portalCustomerRow(ctx, customer.organizationId, customer.id);
  return {
    status: "succeeded" as const,
    payment_method: serializePaymentMethod(saved, after.defaultPaymentMethodId),
  };
}

/**
 * `POST customers/me/payment-methods`: the processor attaches the card (`confirmation_token_id`:
 * a Stripe confirmation token, or a sandbox card token / test value) to the customer's processor
 * customer; it is saved, and made the default with `set_default` (or when there is none).
 */
export async function addPaymentMethod(
  ctx: Deps,
  organizationId: string,
  customerId: string,
  input: { confirmation_token_id: string; set_default: boolean },
) {
  const customer = await portalCustomerRow(ctx, organizationId, customerId);
  let card: PaymentMethod;
  try {
    const customerRef = await ensureProcessorCustomer(ctx, customer);
    card = await ctx.payments.attachPaymentMethod({
      organizationId,
      customerRef,
      paymentMethod: input.confirmation_token_id,
    });
  } catch (error) {
    throw setupFailure(error);
  }
  return created(ctx, customer, await saveCard(ctx, customer, card, input.set_default));
}

/**
 * Saves a new card for a manual retry of an order (`confirm-payment`): attached and saved like
 * `addPaymentMethod` (the default only when there is none), without retrying anything itself.
 */
export async function saveCardForRetry(
  ctx: Deps,
  customer: CustomerRow,
  token: string,
): Promise<PaymentMethodRow> {
  let card: PaymentMethod;
  try {
    const customerRef = await ensureProcessorCustomer(ctx, customer);
    card = await ctx.payments.attachPaymentMethod({
      organizationId: customer.organizationId,
      customerRef,
      paymentMethod: token,
    });
  } catch (error) {
    throw setupFailure(error);
  }
  return saveCard(ctx, customer, card, false, false);
}

/**
 * `POST customers/me/payment-methods/confirm`: saves a payment method the processor already set up
 * for the customer (after an authentication step), named by `setup_intent_id`. 403
 * `CustomerNotReady` when the customer has no processor customer yet.
 */
export async function confirmPaymentMethod(
  ctx: Deps,
  organizationId: string,
  customerId: string,
  input: { setup_intent_id: string; set_default: boolean },
) {
  const customer = await portalCustomerRow(ctx, organizationId, customerId);
  if (!customer.processorCustomerRef) throw new CustomerNotReadyError();
  let card: PaymentMethod;
  try {
    card = await ctx.payments.retrievePaymentMethod(organizationId, input.setup_intent_id);
  } catch (error) {
    throw setupFailure(error);
  }
  if (card.customerRef !== customer.processorCustomerRef) {
    throw new PaymentMethodSetupFailedError("This payment method was not set up for you.");
  }
  return created(ctx, customer, await saveCard(ctx, customer, card, input.set_default));
}

/**
 * Makes one of the customer's saved cards the default: their live subscriptions are charged to
 * it from now on, and each past_due one has its failed renewal retried with it at once.
 */
export async function setDefaultCard(
  ctx: Deps,
  organizationId: string,
  customerId: string,
  paymentMethodId: string,
  loc: (string | number)[] = ["body", "payment_method_id"],
  retryPastDue = true,
): Promise<void> {
  const card = await getLivePaymentMethod(ctx.db, organizationId, customerId, paymentMethodId);
  if (!card) {
    throw new RequestValidationError([
      { loc, msg: "Not one of your saved payment methods", input: paymentMethodId },
    ]);
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await moveSubscriptionsToPaymentMethod(tx, now, organizationId, customerId, card.id);
    await lockPortalCustomer(tx, organizationId, customerId);
    await setDefaultPaymentMethod(tx, now, organizationId, customerId, card.id);
  });
  if (retryPastDue) await retryPastDueNow(ctx, organizationId, customerId);
}

async function deleteIn(
  tx: Executor,
  now: Date,
  organizationId: string,
  customerId: string,
  card: PaymentMethodRow,
) {
  // Subscriptions first, then the customer: the lock order of every path.
  const customer = await portalCustomerRow({ db: tx }, organizationId, customerId);
  const paid = await subscriptionsPaidWith(
    tx,
    organizationId,
    customerId,
    card.id,
    customer.defaultPaymentMethodId,
    {
      forUpdate: true,
    },
  );
  const locked = await lockPortalCustomer(tx, organizationId, customerId);
  if (paid.length > 0) {
    const fallback = locked.defaultPaymentMethodId;
    const usable =
      fallback && fallback !== card.id
        ? await getLivePaymentMethod(tx, organizationId, customerId, fallback)
        : null;
    if (!usable) throw new PaymentMethodInUseError();
    await moveSubscriptionsToPaymentMethod(tx, now, organizationId, customerId, usable.id, {
      paidWith: card.id,
      defaultId: locked.defaultPaymentMethodId,
    });
  }
  await deletePaymentMethodOf(tx, now, locked, card.id, null);
}

/**
 * `DELETE customers/me/payment-methods/{id}`: as Polar, a card that pays a live subscription can
 * be deleted only when another card is the default (those subscriptions move to it); otherwise
 * 400 `PaymentMethodInUseByActiveSubscription`. Another customer's card is a 404.
 */
export async function deletePaymentMethod(
  ctx: Pick<AppContext, "db" | "clock">,
  organizationId: string,
  customerId: string,
  id: string,
): Promise<void> {
  const card = await getLivePaymentMethod(ctx.db, organizationId, customerId, id);
  if (!card) throw new NotFoundError("PaymentMethod");
  const now = ctx.clock.now();
  await ctx.db.transaction((tx) => deleteIn(tx, now, organizationId, customerId, card));
}
