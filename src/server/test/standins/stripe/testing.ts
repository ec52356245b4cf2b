/** TEST-ONLY helpers: a Stripe stand-in, a config pointing at it, and a Stripe processor on it. */
import Stripe from "stripe";
import { type Config, loadConfig } from "../../../config.js";
import type { Clock } from "../../../lib/clock.js";
import type { PaymentProcessor } from "../../../payments/processor.js";
import { createStripeProcessor } from "../../../payments/stripe.js";
import { testEnv } from "../../harness.js";
import { type StripeStandIn, startStripeStandIn } from "./stripe.js";

export const TEST_WEBHOOK_SECRET = "whsec_kassa_test_secret";

/** The environment of a Kassa in Stripe mode whose Stripe is the stand-in. */
export function stripeEnv(
  standIn: StripeStandIn,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    PAYMENT_PROCESSOR: "stripe",
    STRIPE_SECRET_KEY: standIn.secretKey,
    STRIPE_PUBLISHABLE_KEY: "pk_test_kassa_standin",
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE: standIn.url,
    ...extra,
  };
}

export interface StripeFixture {
  standIn: StripeStandIn;
  config: Config;
  processor: PaymentProcessor;
  /** An SDK client on the stand-in, for test-only calls (confirmation tokens). */
  stripe: Stripe;
  close(): Promise<void>;
}

export async function startStripeFixture(opts: { clock?: Clock } = {}): Promise<StripeFixture> {
  const standIn = await startStripeStandIn(opts.clock ? { clock: opts.clock } : {});
  const config = loadConfig(testEnv(stripeEnv(standIn)));
  const processor = createStripeProcessor({ config });
  const stripe = new Stripe(standIn.secretKey, {
    host: "127.0.0.1",
    port: new URL(standIn.url).port,
    protocol: "http",
    maxNetworkRetries: 0,
  });
  return { standIn, config, processor, stripe, close: () => standIn.close() };
}
