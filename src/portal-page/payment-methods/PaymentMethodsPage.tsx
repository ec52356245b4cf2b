import { Badge, Button, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { portalApi, unwrap } from "../api";
import { calls, keys, type PaymentMethod } from "../calls";
import { cardLabel, errorMessage } from "../format";
import { ListRow, RowList } from "../rows";
import { ErrorAlert, PageTitle, QueryView, SectionCard } from "../ui";
import { AddCardForm } from "./AddCardForm";
import { methodCard } from "./cards";

function title(method: PaymentMethod): string {
  const card = methodCard(method);
  return card ? cardLabel(card.brand, card.last4) : method.type;
}

/** `/payment-methods`: saved cards; add one, choose the default for subscriptions, delete one. */
export function PaymentMethodsPage() {
  const queryClient = useQueryClient();
  const methods = useQuery({ queryKey: keys.paymentMethods, queryFn: calls.paymentMethods });
  const customer = useQuery({ queryKey: keys.customer, queryFn: calls.customer });
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const defaultId = customer.data?.default_payment_method_id ?? null;

  const act = async (id: string, work: () => Promise<unknown>, done: string) => {
    setBusy(id);
    setError(null);
    try {
      await work();
      setConfirming(null);
      notifications.show({ message: done });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.paymentMethods }),
        queryClient.invalidateQueries({ queryKey: keys.customer }),
      ]);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };
  const makeDefault = (m: PaymentMethod) =>
    act(
      m.id,
      () =>
        unwrap(
          portalApi.PATCH("/v1/customer-portal/customers/me", { body: { default_payment_method_id: m.id } }),
        ),
      `${title(m)} is now your default card`,
    );
  const remove = (m: PaymentMethod) =>
    act(
      m.id,
      () =>
        unwrap(
          portalApi.DELETE("/v1/customer-portal/customers/me/payment-methods/{id}", {
            params: { path: { id: m.id } },
          }),
        ),
      `${title(m)} was removed`,
    );

  return (
    <Stack gap="lg">
      <PageTitle
        title="Payment methods"
        description="The cards your subscriptions and orders are paid with."
      />
      <SectionCard
        title="Saved cards"
        // Beside the title, the button does not move when the list below loads.
        action={
          !adding && (
            <Button size="sm" onClick={() => setAdding(true)}>
              Add a card
            </Button>
          )
        }
      >
        <QueryView
          query={methods}
          label="payment methods"
          isEmpty={(d) => d.items.length === 0}
          empty="You have no saved cards."
        >
          {(d) => (
            <RowList label="Payment methods">
              {d.items.map((m) => {
                const card = methodCard(m);
                const isDefault = m.id === defaultId;
                return (
                  <ListRow
                    key={m.id}
                    title={title(m)}
                    badges={
                      isDefault && (
                        <Badge size="xs" variant="light">
                          Default
                        </Badge>
                      )
                    }
                    detail={
                      card ? `Expires ${String(card.exp_month).padStart(2, "0")}/${card.exp_year}` : undefined
                    }
                    actions={
                      confirming === m.id ? (
                        <>
                          <Button
                            size="xs"
                            color="red"
                            loading={busy === m.id}
                            onClick={() => void remove(m)}
                          >
                            Delete card
                          </Button>
                          <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                            Keep
                          </Button>
                        </>
                      ) : (
                        <>
                          {!isDefault && (
                            <Button
                              size="xs"
                              variant="default"
                              loading={busy === m.id}
                              onClick={() => void makeDefault(m)}
                            >
                              Make default
                            </Button>
                          )}
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => setConfirming(m.id)}
                            aria-label={`Delete ${title(m)}`}
                          >
                            Delete
                          </Button>
                        </>
                      )
                    }
                  />
                );
              })}
            </RowList>
          )}
        </QueryView>
        <ErrorAlert message={error} />
      </SectionCard>
      {adding && (
        <SectionCard title="Add a card">
          <AddCardForm onDone={() => setAdding(false)} hasDefault={Boolean(defaultId)} />
        </SectionCard>
      )}
    </Stack>
  );
}
