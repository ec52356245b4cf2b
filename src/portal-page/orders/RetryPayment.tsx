import { Alert, Anchor, Button, Select, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { portalApi, unwrap } from "../api";
import { calls, keys, type Order } from "../calls";
import { portalPath, usePortal } from "../context";
import { wait } from "../download";
import { cardLabel, errorMessage, formatDate, formatMoney } from "../format";
import { methodCard } from "../payment-methods/cards";

const path = (id: string) => ({ params: { path: { id } } });

/** Pays a failed order again with a saved card, then waits for the payment's outcome. */
export function RetryPayment({ order }: { order: Order }) {
  const { slug } = usePortal();
  const queryClient = useQueryClient();
  const methods = useQuery({ queryKey: keys.paymentMethods, queryFn: calls.paymentMethods });
  const customer = useQuery({ queryKey: keys.customer, queryFn: calls.customer });
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const items = methods.data?.items ?? [];
  const methodId = chosen ?? customer.data?.default_payment_method_id ?? items[0]?.id ?? null;
  const due = formatMoney(order.due_amount, order.currency);

  const pay = async () => {
    if (!methodId) return;
    setBusy(true);
    setError(null);
    try {
      let result: { status: string; error: string | null } = await unwrap(
        portalApi.POST("/v1/customer-portal/orders/{id}/confirm-payment", {
          ...path(order.id),
          body: { payment_method_id: methodId },
        }),
      );
      for (let i = 0; i < 20 && result.status !== "succeeded" && !result.error; i++) {
        await wait(1000);
        result = await unwrap(
          portalApi.GET("/v1/customer-portal/orders/{id}/payment-status", path(order.id)),
        );
      }
      if (result.status !== "succeeded") throw new Error(result.error ?? "The payment did not go through.");
      notifications.show({ message: `Paid ${due}. Thank you!` });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.orders }),
        queryClient.invalidateQueries({ queryKey: keys.subscriptions }),
      ]);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert color="red" variant="light" title={`${due} is due`}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          The payment for this order failed
          {order.next_payment_attempt_at
            ? `; we try again on ${formatDate(order.next_payment_attempt_at)}`
            : ""}
          . Pay it now with a saved card, or{" "}
          <Anchor component={Link} to={portalPath(slug, "/payment-methods")} size="sm">
            add a new card
          </Anchor>{" "}
          first.
        </Text>
        {items.length > 0 && (
          <Select
            label="Pay with"
            data={items.map((m) => ({ value: m.id, label: methodLabel(m) }))}
            value={methodId}
            onChange={setChosen}
            allowDeselect={false}
            w={{ base: "100%", xs: 300 }}
          />
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Button color="red" onClick={() => void pay()} loading={busy} disabled={!methodId}>
          Pay {due}
        </Button>
      </Stack>
    </Alert>
  );
}

function methodLabel(m: Parameters<typeof methodCard>[0]): string {
  const card = methodCard(m);
  return card ? `${cardLabel(card.brand, card.last4)} (${card.exp_month}/${card.exp_year % 100})` : m.type;
}
