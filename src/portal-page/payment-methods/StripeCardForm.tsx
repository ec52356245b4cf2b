import { Alert, Loader, Stack, Text } from "@mantine/core";
import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from "react";
import type { CardFormHandle } from "./SandboxCardForm";

let stripePromise: Promise<Stripe | null> | null = null;

/** Loads Stripe.js once, only when the Stripe processor is in use (its module is its own chunk). */
function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  stripePromise ??= import("@stripe/stripe-js/pure").then(({ loadStripe }) => loadStripe(publishableKey));
  return stripePromise;
}

/**
 * Stripe's Payment Element in setup mode: the card goes to Stripe only; Kassa receives the
 * confirmation token `stripe.createConfirmationToken` returns and saves the card for later charges.
 */
export const StripeCardForm = forwardRef<CardFormHandle, { publishableKey: string }>(function StripeCardForm(
  { publishableKey },
  ref,
) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [elements, setElements] = useState<StripeElements | null>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadStripeOnce(publishableKey).then(
      (s) => {
        if (cancelled) return;
        if (!s || !mountRef.current) return setStatus("error");
        const els = s.elements({ mode: "setup", currency: "usd", setupFutureUsage: "off_session" });
        const payment = els.create("payment", { layout: "tabs" });
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
  }, [publishableKey]);

  useImperativeHandle(ref, () => ({
    async tokenize() {
      if (!stripe || !elements) {
        setMessage("The card form is still loading.");
        return null;
      }
      setMessage(null);
      const submitted = await elements.submit();
      if (submitted.error) {
        setMessage(submitted.error.message ?? "Check your card details.");
        return null;
      }
      const { error, confirmationToken } = await stripe.createConfirmationToken({ elements });
      if (error || !confirmationToken) {
        setMessage(error?.message ?? "Your card could not be checked.");
        return null;
      }
      return confirmationToken.id;
    },
  }));

  return (
    <Stack gap="xs">
      {status === "loading" && <Loader size="sm" aria-label="Loading the card form" />}
      {status === "error" && (
        <Alert color="red" role="alert">
          The card form could not be loaded. Check your connection and reload the page.
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
