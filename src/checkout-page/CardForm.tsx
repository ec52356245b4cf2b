import type { RefObject } from "react";
import type { Draft } from "./draft";
import type { PaymentSetup } from "./payment-setup";
import { type CardFormHandle, SandboxCardForm } from "./SandboxCardForm";
import { StripeCardForm } from "./StripeCardForm";
import type { Checkout } from "./types";
import { Text } from "./ui/layout";

/** The card form of the checkout's processor: the sandbox's own, or Stripe's Payment Element. */
export function CardForm({
  setup,
  checkout,
  draft,
  card,
  paying,
}: {
  setup: PaymentSetup | null;
  checkout: Checkout;
  draft: Draft;
  card: RefObject<CardFormHandle | null>;
  paying: boolean;
}) {
  if (setup === null)
    return (
      <Text size="sm" c="dimmed">
        Loading the payment form…
      </Text>
    );
  if (setup.processor === "unavailable")
    return (
      <Text size="sm" c="red" role="alert">
        Card payments are not available right now. Please try again later.
      </Text>
    );
  if (setup.processor === "sandbox")
    return <SandboxCardForm ref={card} secret={checkout.client_secret} disabled={paying} />;
  return (
    <StripeCardForm
      ref={card}
      checkout={checkout}
      publishableKey={setup.publishableKey}
      billing={{ name: draft.name.trim(), email: draft.email.trim() }}
    />
  );
}
