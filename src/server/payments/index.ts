import type { Config } from "../config.js";
import type { Database } from "../db/types.js";
import type { Clock } from "../lib/clock.js";
import type { PaymentProcessor } from "./processor.js";
import { createSandboxProcessor } from "./sandbox.js";
import { createStripeProcessor } from "./stripe.js";

/** The processor this deployment moves money with: PAYMENT_PROCESSOR (config.ts), the sandbox by default. */
export function createPaymentProcessor(
  config: Config,
  deps: { db: Database; clock: Clock },
): PaymentProcessor {
  if (config.payments.processor === "stripe") return createStripeProcessor({ config });
  return createSandboxProcessor(deps);
}
