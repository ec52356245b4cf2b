import type { AppContext } from "../../context.js";
import { NotFoundError, RequestValidationError } from "../../http/errors.js";
import { type CustomerChangeWrites, resolveCheckoutCustomerMatch } from "../customers/service.js";
import { redeemDiscount } from "../discounts/service.js";
import { systemEventsSql } from "../events/service.js";
import type { OrganizationWire } from "../organizations/service.js";
import { recordEvents } from "../webhooks/service.js";
import { applyChanges, keepCustomerEmail } from "./apply.js";
import { buyerOf, processorCustomerOf } from "./buyer.js";
import { changedFields } from "./changed-fields.js";
import { type Claimed, claimAtOnce } from "./claim-at-once.js";
import {
  discountNoLongerAvailable,
  ExpiredCheckoutError,
  NotOpenCheckoutError,
  PaymentError,
} from "./errors.js";
import { confirmationIssues } from "./fields.js";
import { type CheckoutView, checkoutFlags, inTx, loadView, productOf } from "./load.js";
import { RECONCILE_AFTER_MS, reconcileJob } from "./reconcile-job.js";
import {
  type CheckoutRow,
  claimForConfirmation,
  findCheckoutBySecret,
  MUTABLE,
  updateCheckoutSql,
  withPatch,
} from "./repository.js";
import type { CheckoutConfirmInput } from "./schemas.js";
import { serializeCheckout } from "./serialize.js";
import { changeCheckout, clientChanges, confirmedWire, isExpired } from "./service.js";
import { REDEEMED_KEY, type Settlement, settleAttempt } from "./settle.js";
import { assertCustomerMaySubscribe } from "./subscribe-guard.js";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "payments">;

export { RECONCILE_AFTER_MS };

/** Thrown inside the claim's transaction (rolling it back) when the discount cannot be redeemed. */
class DiscountGone extends Error {
  constructor(readonly discountId: string) {
    super("discount no longer available");
  }
}

/**
 * Step 1, one transaction: claims the checkout (open or failed → confirmed, one winner), applies
 * the confirm body's changes, checks that nothing is missing, redeems the discount atomically,
 * resolves the customer, and schedules the reconcile job. Any refusal rolls all of it back.
 */
async function claim(
  ctx: Deps,
  clientSecret: string,
  input: CheckoutConfirmInput,
  ip: string | null,
  /** The checkout as `claimAtOnce` read it before giving way: its catalog is not read again. */
  seen: { view?: CheckoutView } = {},
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const claimed = await claimForConfirmation(tx, clientSecret, now);
    if (!claimed) {
      const row = await findCheckoutBySecret(tx, clientSecret);
      if (!row) throw new NotFoundError("Checkout");
      if (isExpired(row, now)) throw new ExpiredCheckoutError();
      throw new NotOpenCheckoutError(row.status);
    }
    const reader = inTx(ctx, tx);
    const view = sameOffer(seen.view?.row, claimed)
      ? { ...seen.view!, row: claimed }
      : await loadView(reader, claimed);
    const applied = await applyChanges(
      reader,
      view,
      keepCustomerEmail(claimed, clientChanges(input, ip)),
      now,
    );
    // A discount that stopped being valid since the customer saw it (used up, ended) is never
    // dropped silently at confirmation: the customer is told and sees the new total.
    if (view.discount && !applied.discount && input.discount_code === undefined) {
      throw new DiscountGone(view.discount.row.id);
    }
    const next = applied.row;
    const flags = checkoutFlags({ row: next, catalog: view.catalog, discount: applied.discount });
    const token = input.confirmation_token_id ?? null;
    const issues = confirmationIssues(next, flags, productOf(view.catalog, next.productId), token);
    if (issues.length) throw new RequestValidationError(issues);

    const processorMetadata = { ...next.processorMetadata };
    delete processorMetadata[REDEEMED_KEY];
    if (applied.discount && applied.discountApplied) {
      const id = applied.discount.row.id;
      if (!(await redeemDiscount({ db: tx }, next.organizationId, id, now))) throw new DiscountGone(id);
      processorMetadata[REDEEMED_KEY] = id;
    }
    const processorCustomer = processorCustomerOf(ctx, next, flags.is_payment_form_required);
    // The customer's events are recorded below, with checkout.updated, in one statement.
    const customerWrites: CustomerChangeWrites = { events: [], systemEvents: [], jobs: [] };
    const { customer, match } = await resolveCheckoutCustomerMatch(
      tx,
      now,
      next.organizationId,
      buyerOf(next),
      { collect: customerWrites, processorCustomerRef: processorCustomer?.customerRef },
    );
    // A customer with a live subscription cannot start another one unless the seller allows it.
    if (productOf(view.catalog, next.productId)?.row.recurringInterval) {
      await assertCustomerMaySubscribe(inTx(ctx, tx), next.organizationId, customer.id, next.id);
    }
    // Only the columns this confirmation changed (the row is locked by the claim's UPDATE),
    // written below by the events' statement.
    const patch = changedFields(claimed, {
      ...next,
      customerId: customer.id,
      // Decided when the checkout is first linked to its customer (at creation, or here) and kept.
      customerSessionAllowed: next.customerId
        ? next.customerSessionAllowed
        : match === "created" || match === "external_id",
      paymentMethodToken: flags.is_payment_form_required ? token : null,
      paymentError: null,
      chargeRef: null,
      processorMetadata,
      modifiedAt: now,
    });
    const saved = withPatch(claimed, patch);
    const attempt = saved.paymentAttempts;
    const confirmed: CheckoutView = { row: saved, catalog: view.catalog, discount: applied.discount };
    // The checkout's changes, the new customer's processor customer, the customer's events,
    // checkout.updated and the reconcile job (for a request that dies) in one statement.
    const customerSystem = systemEventsSql(saved.organizationId, customerWrites.systemEvents);
    const writes = [updateCheckoutSql(tx, next.id, patch)];
    if (customerSystem) writes.push(customerSystem);
    if (processorCustomer && match === "created") writes.push(processorCustomer.writeSql(tx));
    await recordEvents(
      tx,
      now,
      saved.organizationId,
      [
        ...customerWrites.events,
        { type: "checkout.updated", data: serializeCheckout(confirmed, ctx.config.baseUrl) },
      ],
      [...customerWrites.jobs, reconcileJob(saved, now)],
      writes,
    );
    return { view: confirmed, attempt, customer };
  });
}

/** Whether two reads of a checkout offer the same products, prices and discount (the same catalog). */
function sameOffer(a: CheckoutRow | undefined, b: CheckoutRow): boolean {
  return (
    a !== undefined &&
    a.discountId === b.discountId &&
    JSON.stringify(a.productIds) === JSON.stringify(b.productIds) &&
    JSON.stringify(a.adHocPriceIds) === JSON.stringify(b.adHocPriceIds)
  );
}

/** Removes a discount that ran out from a checkout that is still open (after a refused confirm). */
async function dropDiscount(ctx: Deps, clientSecret: string, discountId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await findCheckoutBySecret(tx, clientSecret, { forUpdate: true });
    if (!row || row.discountId !== discountId || isExpired(row, ctx.clock.now())) return;
    if (!MUTABLE.includes(row.status)) return;
    await changeCheckout(ctx, tx, row, { discountId: null }, () => new ExpiredCheckoutError());
  });
}

/**
 * `POST /v1/checkouts/client/{client_secret}/confirm`: claims the checkout, takes the payment
 * (outside any transaction, with the idempotency key `checkout:<id>:<attempt>`), then creates the
 * order and grants the benefits. Answers Polar's `CheckoutPublicConfirmed` once the order exists;
 * a declined payment moves the checkout to `failed` (it can be confirmed again) and answers 400
 * `PaymentError` with the decline's message. Concurrent confirms of one checkout: one wins, the
 * others get 403 `NotOpenCheckout`; the checkout is charged at most once and has at most one order.
 * A confirm of a checkout whose confirmation is older than `RECONCILE_AFTER_MS` and still unsettled
 * (its request died with its process) settles that attempt now and answers as it ended.
 */
export async function confirmCheckout(
  ctx: Deps,
  clientSecret: string,
  input: CheckoutConfirmInput,
  ip: string | null,
) {
  let claimed: Claimed;
  try {
    // The common confirmation in one statement; anything else, or a row that moved, as before.
    const seen: { view?: CheckoutView } = {};
    claimed =
      (await claimAtOnce(ctx, clientSecret, input, ip, seen)) ??
      (await claim(ctx, clientSecret, input, ip, seen));
  } catch (error) {
    if (error instanceof NotOpenCheckoutError) {
      const resumed = await resumeStaleAttempt(ctx, clientSecret);
      if (resumed) return answer(ctx, clientSecret, resumed);
    }
    if (!(error instanceof DiscountGone)) throw error;
    await dropDiscount(ctx, clientSecret, error.discountId);
    throw discountNoLongerAvailable(input.discount_code ?? null);
  }
  const { view, attempt, customer, organization } = claimed;
  return answer(
    ctx,
    clientSecret,
    await settleAttempt(ctx, view.row.organizationId, view.row.id, attempt, view, customer),
    organization,
  );
}

/** Settles the attempt of a checkout confirmed longer than `RECONCILE_AFTER_MS` ago, if it still is. */
async function resumeStaleAttempt(ctx: Deps, clientSecret: string): Promise<Settlement | null> {
  const row = await findCheckoutBySecret(ctx.db, clientSecret);
  if (row?.status !== "confirmed" || !row.modifiedAt) return null;
  if (ctx.clock.now().getTime() - row.modifiedAt.getTime() < RECONCILE_AFTER_MS) return null;
  return settleAttempt(ctx, row.organizationId, row.id, row.paymentAttempts);
}

async function answer(
  ctx: Deps,
  clientSecret: string,
  settled: Settlement,
  /** The organization when it was read with the checkout at the claim. */
  organization?: OrganizationWire,
) {
  if (settled.outcome === "failed") throw new PaymentError(settled.message);
  if (settled.outcome === "succeeded") return confirmedWire(ctx, settled.view, organization);
  // Settled meanwhile by someone else (the reconcile job): answer as it ended.
  const current = await findCheckoutBySecret(ctx.db, clientSecret);
  if (current?.status === "failed")
    throw new PaymentError(current.paymentError?.message ?? "The payment failed.");
  return confirmedWire(ctx, await loadView(ctx, current!));
}
