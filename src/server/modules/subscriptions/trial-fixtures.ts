/** Test helpers of the trial suites: a recurring product with a trial, bought through the checkout flow. */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { subscription } from "../../db/schema/subscriptions.js";
import type { TestResponse } from "../../test/client.js";
import type { TestApp } from "../../test/harness.js";
import type { Seller } from "../../test/v1-helpers.js";
import { client, makeCheckout, makeProduct, payBody } from "../checkouts/test-fixtures.js";
import type { SubscriptionRow } from "./repository.js";

type Wire = TestResponse["body"];

export interface TrialOptions {
  amount?: number;
  /** The product's trial (default 14 days); null for none. */
  productTrial?: { interval: string; count: number } | null;
  /** Extra checkout-create fields (`trial_interval`, `allow_trial`, …). */
  checkout?: Record<string, unknown>;
  card?: string;
  email?: string;
  productId?: string;
}

/** A monthly product with a trial (14 days unless told otherwise). */
export function trialProduct(seller: Seller, opts: TrialOptions = {}): Promise<Wire> {
  const trial = opts.productTrial === undefined ? { interval: "day", count: 14 } : opts.productTrial;
  return makeProduct(seller, {
    name: "Trial plan",
    recurring_interval: "month",
    prices: [{ amount_type: "fixed", price_amount: opts.amount ?? 1000 }],
    ...(trial ? { trial_interval: trial.interval, trial_interval_count: trial.count } : {}),
  });
}

/** Creates the checkout (answer checked), confirms it with a card and returns both and the subscription. */
export async function subscribeWithTrial(
  t: TestApp,
  seller: Seller,
  opts: TrialOptions = {},
): Promise<{ checkout: Wire; confirmed: Wire; sub: SubscriptionRow }> {
  const productId = opts.productId ?? (await trialProduct(seller, opts)).id;
  const checkout = await makeCheckout(seller, {
    products: [productId],
    ...(opts.email ? { customer_email: opts.email } : {}),
    ...opts.checkout,
  });
  const res = await client(t).confirm(
    checkout.client_secret,
    payBody({
      confirmation_token_id: opts.card ?? "pm_card_visa",
      ...(opts.email ? { customer_email: opts.email } : {}),
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await t.runJobs();
  const [sub] = await t.ctx.db.select().from(subscription).where(eq(subscription.checkoutId, checkout.id));
  expect(sub, "the checkout created a subscription").toBeDefined();
  return { checkout, confirmed: res.body, sub: sub! };
}
