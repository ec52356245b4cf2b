import { Button, Radio, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, portalApi, type Schemas, unwrap } from "../api";
import type { Subscription } from "../calls";
import { usePortal } from "../context";
import { formatDate, formatMoney, priceLabel } from "../format";
import { ErrorAlert, SectionCard } from "../ui";
import { useSubscriptionAction } from "./useSubscriptionAction";

type Product = Schemas["CustomerProduct"];

/** The product's fixed price in the subscription's currency, as "$50.00 / month" (or its name alone). */
function productPrice(product: Product, currency: string): string | null {
  const price = product.prices.find(
    (p) => "price_amount" in p && p.price_currency === currency && !p.is_archived,
  ) as { price_amount: number } | undefined;
  return price
    ? priceLabel(price.price_amount, currency, product.recurring_interval, product.recurring_interval_count)
    : null;
}

/** One sentence on when the change applies and what is charged when. */
function previewNote(p: Schemas["SubscriptionProrationPreview"]): string {
  const money = (n: number) => formatMoney(n, p.currency);
  if (p.proration_behavior === "next_period")
    return `Your new plan starts at your next renewal, on ${formatDate(p.applies_at)}. Nothing is charged now.`;
  if (p.due_now_amount > 0)
    return `${money(p.due_now_amount)} is charged to your card now and the new plan starts at once.`;
  if (p.net_amount !== 0)
    return `The new plan starts at once; ${money(p.net_amount)} is added to your next invoice (${formatDate(p.period_end)}).`;
  return "The new plan starts at once. Nothing is charged now.";
}

function PreviewTable({ preview }: { preview: Schemas["SubscriptionProrationPreview"] }) {
  const money = (n: number) => formatMoney(n, preview.currency);
  return (
    <Stack gap="xs" aria-label="Plan change preview">
      {preview.lines.length > 0 && (
        <Table.ScrollContainer minWidth={300}>
          <Table>
            <Table.Tbody>
              {preview.lines.map((l) => (
                <Table.Tr key={`${l.label}:${l.amount}`}>
                  <Table.Td>{l.label}</Table.Td>
                  <Table.Td ta="right">{money(l.amount)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td c="dimmed">Tax</Table.Td>
                <Table.Td ta="right">{money(preview.tax_amount)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td fw={600}>Due now</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {money(preview.due_now_amount)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="sm">{previewNote(preview)}</Text>
    </Stack>
  );
}

/** Switch to another of the seller's plans: pick one, see what it costs now, then confirm. */
export function ChangePlan({ sub }: { sub: Subscription }) {
  const { products } = usePortal();
  const action = useSubscriptionAction();
  const [productId, setProductId] = useState<string | null>(null);
  const options = products.filter(
    (p) => p.is_recurring && !p.is_archived && p.id !== sub.product_id && productPrice(p, sub.currency),
  );
  const preview = useQuery({
    queryKey: ["portal", "subscriptions", "preview", sub.id, productId],
    queryFn: () =>
      unwrap(
        portalApi.GET("/v1/customer-portal/subscriptions/{id}/preview", {
          params: { path: { id: sub.id }, query: { product_id: productId ?? "" } },
        }),
      ),
    enabled: Boolean(productId),
    retry: false,
  });
  const apply = async () => {
    const ok = await action.run(
      () =>
        unwrap(
          portalApi.PATCH("/v1/customer-portal/subscriptions/{id}", {
            params: { path: { id: sub.id } },
            body: { product_id: productId ?? "" },
          }),
        ).catch((e) => {
          if (e instanceof ApiError && e.status === 402)
            throw new Error(`${e.message.replace(/\.*$/, ".")} Your plan was not changed.`);
          throw e;
        }),
      preview.data?.proration_behavior === "next_period"
        ? "Your plan changes at your next renewal"
        : "Your plan was changed",
    );
    if (ok) setProductId(null);
  };
  return (
    <SectionCard title="Change plan">
      {options.length === 0 ? (
        <Text size="sm" c="dimmed">
          There is no other plan to switch to.
        </Text>
      ) : (
        <Radio.Group label="Switch to" value={productId} onChange={(v) => setProductId(v)}>
          <Stack gap="xs" mt="xs">
            {options.map((p) => (
              <Radio key={p.id} value={p.id} label={`${p.name} · ${productPrice(p, sub.currency)}`} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {productId && preview.isPending && (
        <Text size="sm" c="dimmed">
          Working out the price…
        </Text>
      )}
      {productId && preview.isError && <ErrorAlert title="No preview" message={preview.error.message} />}
      {productId && preview.data && <PreviewTable preview={preview.data} />}
      <ErrorAlert message={action.error} />
      {productId && (
        <div>
          <Button onClick={() => void apply()} disabled={!preview.data} loading={action.busy}>
            Confirm plan change
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
