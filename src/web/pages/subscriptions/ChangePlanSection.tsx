import { Button, Group, SegmentedControl, Select, Skeleton, Stack, Table, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, api, unwrap } from "../../api/v1";
import { authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { SectionCard } from "../../components/SectionCard";
import { catalogKeys } from "../catalog/shared/keys";
import { formatMoney } from "../catalog/shared/money";
import { useRefreshSubscription } from "./ActionsSection";
import { previewNote } from "./preview";
import { useRecurringProducts } from "./queries";
import { type ProrationPreview, type Subscription, subscriptionKeys } from "./types";

type Behavior = "invoice" | "prorate" | "next_period";

/**
 * The organization's default proration behaviour (Seller settings), and whether it is known yet
 * (loaded, or failed to load: then the control starts at "Charge now").
 */
function useDefaultBehavior(): { value: Behavior | undefined; settled: boolean } {
  const { data: active } = authClient.useActiveOrganization();
  const org = useQuery({
    queryKey: [...catalogKeys.organization, active?.id],
    queryFn: () => unwrap(api.GET("/v1/organizations/{id}", { params: { path: { id: active?.id ?? "" } } })),
    enabled: Boolean(active?.id),
  });
  return {
    value: org.data?.subscription_settings.proration_behavior,
    settled: org.isSuccess || org.isError,
  };
}

function PreviewTable({ preview }: { preview: ProrationPreview }) {
  const money = (n: number) => formatMoney(n, preview.currency);
  return (
    <Stack gap="xs" aria-label="Plan change preview">
      {preview.lines.length > 0 && (
        <Table.ScrollContainer minWidth={360}>
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
      <Text size="sm" c="dimmed">
        {previewNote(preview)}
      </Text>
    </Stack>
  );
}

/** Change plan: pick another recurring product and how to bill the rest of the period; preview, then apply. */
export function ChangePlanSection({ sub }: { sub: Subscription }) {
  const refresh = useRefreshSubscription();
  const products = useRecurringProducts();
  const defaults = useDefaultBehavior();
  const [productId, setProductId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Behavior | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const behavior: Behavior = chosen ?? defaults.value ?? "invoice";
  const preview = useQuery({
    queryKey: subscriptionKeys.preview(sub.id, productId ?? "", behavior),
    queryFn: () =>
      unwrap(
        api.GET("/v1/subscriptions/{id}/proration-preview", {
          params: {
            path: { id: sub.id },
            query: {
              product_id: productId ?? "",
              proration_behavior: behavior,
            },
          },
        }),
      ),
    enabled: Boolean(productId) && defaults.settled,
    retry: false,
  });
  if (sub.ended_at || sub.status === "canceled") return null;
  const options = (products.data ?? [])
    .filter((p) => p.id !== sub.product_id && !p.is_archived)
    .map((p) => ({ value: p.id, label: p.name }));
  const apply = async () => {
    setSaving(true);
    setError(null);
    try {
      await unwrap(
        api.PATCH("/v1/subscriptions/{id}", {
          params: { path: { id: sub.id } },
          body: {
            product_id: productId,
            proration_behavior: behavior,
          },
        }),
      );
      notifications.show({
        message: behavior === "next_period" ? "The plan changes at the next renewal" : "The plan was changed",
      });
      setProductId(null);
      await refresh();
    } catch (err) {
      setError(
        err instanceof ApiError && err.status === 402
          ? `${err.message.replace(/\.*$/, ".")} The plan was not changed.`
          : errorMessage(err),
      );
    } finally {
      setSaving(false);
    }
  };
  return (
    <SectionCard title="Change plan" description="Move the customer to another recurring product.">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="New product"
          placeholder={options.length ? "Choose a product" : "No other recurring product"}
          data={options}
          value={productId}
          onChange={(v) => {
            setProductId(v);
            setError(null);
          }}
          searchable
          clearable
          w={{ base: "100%", sm: 260 }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Proration
          </Text>
          {/* Shown once the seller's default is known: a choice made before it arrived (clicking the
              option already shown) would otherwise be overridden by it. */}
          {defaults.settled ? (
            <SegmentedControl
              aria-label="Proration"
              data={[
                { value: "invoice", label: "Charge now" },
                { value: "prorate", label: "Next invoice" },
                { value: "next_period", label: "At renewal" },
              ]}
              value={behavior}
              onChange={(v) => setChosen(v as Behavior)}
            />
          ) : (
            <Skeleton h={36} w={290} aria-label="Loading the proration default" />
          )}
        </Stack>
      </Group>
      {productId && preview.isPending && (
        <Text size="sm" c="dimmed">
          Computing the preview…
        </Text>
      )}
      {productId && preview.isError && (
        <ErrorAlert title="No preview" message={errorMessage(preview.error)} />
      )}
      {preview.data && productId && <PreviewTable preview={preview.data} />}
      <ErrorAlert message={error} />
      <div>
        <Button onClick={() => void apply()} disabled={!productId || !defaults.settled} loading={saving}>
          Change plan
        </Button>
      </div>
    </SectionCard>
  );
}
