import { Button, Checkbox, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { portalApi, unwrap } from "../api";
import { keys } from "../calls";
import { errorMessage } from "../format";
import { ErrorAlert } from "../ui";
import { paymentsConfig } from "./payments";
import { type CardFormHandle, SandboxCardForm } from "./SandboxCardForm";
import { StripeCardForm } from "./StripeCardForm";

/** The processor's card form (the same flow as the hosted checkout), saved to the customer. */
export function AddCardForm({ onDone, hasDefault }: { onDone: () => void; hasDefault: boolean }) {
  const queryClient = useQueryClient();
  const config = useQuery({ queryKey: ["payments-config"], queryFn: paymentsConfig, staleTime: Infinity });
  const card = useRef<CardFormHandle | null>(null);
  const [makeDefault, setMakeDefault] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!card.current) return;
    setBusy(true);
    setError(null);
    try {
      const token = await card.current.tokenize();
      if (!token) return;
      const result = await unwrap(
        portalApi.POST("/v1/customer-portal/customers/me/payment-methods", {
          body: {
            confirmation_token_id: token,
            set_default: makeDefault || !hasDefault,
            return_url: window.location.href,
          },
        }),
      );
      if (result.status !== "succeeded")
        throw new Error("Your bank asks for a confirmation this portal cannot show. Try another card.");
      notifications.show({ message: "Your card was added" });
      await queryClient.invalidateQueries({ queryKey: keys.paymentMethods });
      await queryClient.invalidateQueries({ queryKey: keys.customer });
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const setup = config.data;
  return (
    <form onSubmit={submit} noValidate aria-label="Add a card">
      <Stack gap="md">
        {config.isPending && (
          <Text size="sm" c="dimmed">
            Loading the card form…
          </Text>
        )}
        {(config.isError || (setup?.processor === "stripe" && !setup.publishable_key)) && (
          <Text size="sm" c="red" role="alert">
            Cards cannot be added right now. Please try again later.
          </Text>
        )}
        {setup?.processor === "sandbox" && <SandboxCardForm ref={card} disabled={busy} />}
        {setup?.processor === "stripe" && setup.publishable_key && (
          <StripeCardForm ref={card} publishableKey={setup.publishable_key} />
        )}
        {hasDefault && (
          <Checkbox
            label="Use this card for my subscriptions"
            checked={makeDefault}
            onChange={(e) => setMakeDefault(e.currentTarget.checked)}
          />
        )}
        <ErrorAlert message={error} />
        <Group gap="sm">
          <Button type="submit" loading={busy} disabled={!setup}>
            Save card
          </Button>
          <Button variant="default" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
