import type { ReactNode } from "react";
import { DeliveryPanel } from "./Delivery";
import { formatMoney } from "./money";
import type { Checkout } from "./types";
import { Button, ButtonLink, Loader, Mark } from "./ui/controls";
import { Stack, Text, Title } from "./ui/layout";

function Centered({ children }: { children: ReactNode }) {
  return (
    <Stack
      align="center"
      gap="sm"
      className="k-ta-center"
      style={{ padding: "48px 16px", maxWidth: 460, marginInline: "auto" }}
    >
      {children}
    </Stack>
  );
}

/** Shown once the checkout has succeeded (and the customer is not redirected to a success URL). */
export function SuccessView({ checkout }: { checkout: Checkout }) {
  const product = checkout.product?.name ?? "your order";
  return (
    <Centered>
      <Mark color="teal">✓</Mark>
      <Title order={1} size="result" style={{ fontSize: 26 }}>
        {checkout.is_payment_required ? "Payment successful" : "You're all set"}
      </Title>
      <Text c="dimmed">
        {checkout.is_payment_required
          ? `Thank you! You paid ${formatMoney(checkout.total_amount, checkout.currency)} to ${checkout.organization.name} for ${product}.`
          : `Thank you! ${checkout.organization.name} has confirmed your order of ${product}.`}
      </Text>
      {checkout.customer_email && (
        <Text size="sm" c="dimmed">
          The purchase is linked to <b>{checkout.customer_email}</b>.
        </Text>
      )}
      <DeliveryPanel secret={checkout.client_secret} />
    </Centered>
  );
}

/** The customer is about to leave for the seller's success URL. */
export function RedirectingView({ to }: { to: string }) {
  return (
    <Centered>
      <Mark color="teal">✓</Mark>
      <Title order={1} size="result" style={{ fontSize: 26 }}>
        Payment successful
      </Title>
      <Text c="dimmed">Taking you back…</Text>
      <ButtonLink href={to} variant="default">
        Continue
      </ButtonLink>
    </Centered>
  );
}

export function ProcessingView({ stalled }: { stalled: boolean }) {
  return (
    <Centered>
      {stalled ? <Mark color="yellow">…</Mark> : <Loader label="Processing your payment" />}
      <Title order={1} size="result">
        {stalled ? "Still processing" : "Processing your payment"}
      </Title>
      <Text c="dimmed">
        {stalled
          ? "Your payment is taking longer than usual. You can close this page; reload it later to see the outcome."
          : "This takes a few seconds. Please keep this page open."}
      </Text>
      {stalled && (
        <Button variant="default" onClick={() => window.location.reload()}>
          Reload
        </Button>
      )}
    </Centered>
  );
}

export function ExpiredView({ returnUrl }: { returnUrl?: string | null }) {
  return (
    <Centered>
      <Mark color="gray">!</Mark>
      <Title order={1} size="result">
        This checkout has expired
      </Title>
      <Text c="dimmed">
        Checkout sessions are open for a limited time. Go back to the store and start again; you have not been
        charged.
      </Text>
      {returnUrl && (
        <ButtonLink href={returnUrl} variant="default">
          Back to the store
        </ButtonLink>
      )}
    </Centered>
  );
}

export function MissingView() {
  return (
    <Centered>
      <Mark color="gray">?</Mark>
      <Title order={1} size="result">
        Checkout not found
      </Title>
      <Text c="dimmed">
        This checkout link is not valid. Check the address or ask the seller for a new link.
      </Text>
    </Centered>
  );
}

export function LoadErrorView({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Centered>
      <Mark color="red">!</Mark>
      <Title order={1} size="result">
        The checkout could not be loaded
      </Title>
      <Text c="dimmed">{message}</Text>
      <Button variant="default" onClick={onRetry}>
        Try again
      </Button>
    </Centered>
  );
}
