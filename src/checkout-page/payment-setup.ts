import type { Checkout, PaymentsConfig } from "./types";

/** Which card form a checkout uses. */
export type PaymentSetup =
  | { processor: "sandbox" }
  | { processor: "stripe"; publishableKey: string }
  /** Stripe without a publishable key, or the payments config could not be loaded. */
  | { processor: "unavailable" };

/**
 * The server's processor (`GET /api/payments/config`), which tokenizes and charges; `null` while
 * the config loads. When it cannot be loaded, a checkout opened in sandbox mode
 * (`payment_processor_metadata.processor`) still gets the test card form.
 */
export function paymentSetup(
  checkout: Checkout,
  config: PaymentsConfig | null,
  configFailed: boolean,
): PaymentSetup | null {
  if (!config) {
    if (!configFailed) return null;
    return checkout.payment_processor_metadata?.processor === "sandbox"
      ? { processor: "sandbox" }
      : { processor: "unavailable" };
  }
  if (config.processor === "sandbox") return { processor: "sandbox" };
  return config.publishable_key
    ? { processor: "stripe", publishableKey: config.publishable_key }
    : { processor: "unavailable" };
}
