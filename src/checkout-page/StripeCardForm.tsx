import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState } from "react";
import type { CardFormHandle } from "./SandboxCardForm";
import { currentColorScheme } from "./theme";
import type { Checkout } from "./types";
import { Alert, Loader } from "./ui/controls";
import { Stack, Text } from "./ui/layout";

/** The amounts Stripe Elements needs to show the right payment methods for this checkout. */
function elementsOptions(paymentRequired: boolean, amount: number, currency: string, recurring: boolean) {
  return paymentRequired
    ? {
        mode: "payment" as const,
        amount,
        currency,
        ...(recurring ? { setupFutureUsage: "off_session" as const } : {}),
      }
    : { mode: "setup" as const, currency };
}

let stripePromise: Promise<Stripe | null> | null = null;

/** Loads Stripe.js once, only when the Stripe processor is in use (its module is its own chunk). */
export function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  stripePromise ??= import("@stripe/stripe-js/pure").then(({ loadStripe }) => loadStripe(publishableKey));
  return stripePromise;
}

/**
 * Stripe's Payment Element. The card details go to Stripe only; Kassa receives the confirmation
 * token that `stripe.createConfirmationToken` returns.
 */
export const StripeCardForm = forwardRef<
  CardFormHandle,
  { checkout: Checkout; publishableKey: string; billing: { name: string; email: string } }
>(function StripeCardForm({ checkout, publishableKey, billing }, ref) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [elements, setElements] = useState<StripeElements | null>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");
  const [message, setMessage] = useState<string | null>(null);
  const recurring = Boolean(checkout.product?.is_recurring);
  const options = useMemo(
    () => elementsOptions(checkout.is_payment_required, checkout.total_amount, checkout.currency, recurring),
    [checkout.is_payment_required, checkout.total_amount, checkout.currency, recurring],
  );
  const dark = currentColorScheme() === "dark";
  const latestOptions = useRef(options);
  latestOptions.current = options;

  useEffect(() => {
    let cancelled = false;
    loadStripeOnce(publishableKey).then(
      (s) => {
        if (cancelled) return;
        if (!s || !mountRef.current) {
          setStatus("error");
          return;
        }
        const els = s.elements({
          ...latestOptions.current,
          appearance: { theme: dark ? "night" : "stripe" },
        });
        const payment = els.create("payment", {
          layout: "tabs",
          fields: { billingDetails: { name: "never", email: "never" } },
        });
        payment.mount(mountRef.current);
        payment.on("ready", () => setStatus("ready"));
        setStripe(s);
        setElements(els);
      },
      () => !cancelled && setStatus("error"),
    );
    return () => {
      cancelled = true;
    };
  }, [publishableKey, dark]);

  // Elements is created once; a new total (discount, tax, product) is pushed to it.
  useEffect(() => {
    elements?.update(options);
  }, [elements, options]);

  useImperativeHandle(ref, () => ({
    async tokenize() {
      if (!stripe || !elements) {
        setMessage("The payment form is still loading.");
        return null;
      }
      setMessage(null);
      const submitted = await elements.submit();
      if (submitted.error) {
        setMessage(submitted.error.message ?? "Check your payment details.");
        return null;
      }
      const address = checkout.customer_billing_address;
      const { error, confirmationToken } = await stripe.createConfirmationToken({
        elements,
        params: {
          payment_method_data: {
            billing_details: {
              name: billing.name || null,
              email: billing.email || null,
              address: address
                ? {
                    country: address.country,
                    state: address.state ?? null,
                    city: address.city ?? null,
                    postal_code: address.postal_code ?? null,
                    line1: address.line1 ?? null,
                    line2: address.line2 ?? null,
                  }
                : undefined,
            },
          },
        },
      });
      if (error || !confirmationToken) {
        setMessage(error?.message ?? "Your card could not be checked.");
        return null;
      }
      return confirmationToken.id;
    },
  }));

  return (
    <Stack gap="xs">
      {status === "loading" && (
        <Stack align="center" style={{ paddingBlock: 16 }}>
          <Loader size="sm" label="Loading the payment form" />
        </Stack>
      )}
      {status === "error" && (
        <Alert color="red" role="alert">
          The payment form could not be loaded. Check your connection and reload the page.
        </Alert>
      )}
      <div ref={mountRef} />
      {message && (
        <Text size="sm" c="red" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
});
