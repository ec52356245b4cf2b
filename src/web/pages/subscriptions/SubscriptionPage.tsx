import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { api, unwrap } from "../../api/v1";
import { SectionCard } from "../../components/SectionCard";
import { formatDate, formatDateTime } from "../catalog/shared/format";
import { formatMoney } from "../catalog/shared/money";
import { PageHeader } from "../catalog/shared/PageHeader";
import { QueryState } from "../catalog/shared/QueryState";
import { ActionsSection } from "./ActionsSection";
import { OrdersSection, TimelineSection } from "./ActivitySections";
import { ChangePlanSection } from "./ChangePlanSection";
import { formatSubscriptionPrice } from "./filters";
import { useRecurringProducts } from "./queries";
import { reasonLabel, type Subscription, statusInfo, subscriptionKeys } from "./types";
import { UsageSection } from "./UsageSection";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function discountText(d: NonNullable<Subscription["discount"]>, currency: string): string {
  const value =
    d.type === "percentage" && d.basis_points !== undefined
      ? `${d.basis_points / 100}% off`
      : d.amount !== undefined
        ? `${formatMoney(d.amount, currency)} off`
        : "";
  const duration =
    d.duration === "repeating" && d.duration_in_months
      ? ` for ${d.duration_in_months} month(s)`
      : d.duration
        ? ` (${d.duration})`
        : "";
  return `${d.name}${d.code ? ` (${d.code})` : ""}${value ? ` · ${value}${duration}` : ""}`;
}

/** Period, trial, discount, cancellation and pending change of one subscription. */
function DetailsSection({ sub }: { sub: Subscription }) {
  const products = useRecurringProducts();
  const pending = sub.pending_update;
  const pendingProduct = pending?.product_id
    ? (products.data?.find((p) => p.id === pending.product_id)?.name ?? pending.product_id)
    : null;
  return (
    <SectionCard title="Details">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Fact label="Current period">
          {formatDate(sub.current_period_start)} – {formatDate(sub.current_period_end)}
        </Fact>
        <Fact label="Started">{sub.started_at ? formatDateTime(sub.started_at) : "Not started"}</Fact>
        <Fact label="Trial">
          {sub.trial_start && sub.trial_end
            ? `${formatDate(sub.trial_start)} – ${formatDate(sub.trial_end)}`
            : "No trial"}
        </Fact>
        <Fact label="Discount">{sub.discount ? discountText(sub.discount, sub.currency) : "None"}</Fact>
        <Fact label="Cancellation">
          {sub.ended_at
            ? `Ended ${formatDateTime(sub.ended_at)}`
            : sub.cancel_at_period_end
              ? `Ends ${formatDate(sub.ends_at ?? sub.current_period_end)}`
              : "Renews automatically"}
          {sub.canceled_at && (
            <Text size="xs" c="dimmed">
              Canceled {formatDateTime(sub.canceled_at)}
              {reasonLabel(sub.customer_cancellation_reason)
                ? ` · ${reasonLabel(sub.customer_cancellation_reason)}`
                : ""}
              {sub.customer_cancellation_comment ? ` · “${sub.customer_cancellation_comment}”` : ""}
            </Text>
          )}
        </Fact>
        <Fact label="Pending change">
          {pending
            ? `${pendingProduct ? `Switch to ${pendingProduct}` : "Change"}${
                pending.applies_at ? ` on ${formatDate(pending.applies_at)}` : " at the next renewal"
              }`
            : "None"}
        </Fact>
      </SimpleGrid>
    </SectionCard>
  );
}

/** `/subscriptions/:id`: one subscription with its details, actions, plan change, orders and timeline. */
export function SubscriptionPage() {
  const { id = "" } = useParams();
  const sub = useQuery({
    queryKey: subscriptionKeys.one(id),
    queryFn: () => unwrap(api.GET("/v1/subscriptions/{id}", { params: { path: { id } } })),
  });
  return (
    <Stack gap="lg" maw={960}>
      <QueryState query={sub} label="the subscription">
        {(s) => {
          const status = statusInfo(s.status);
          return (
            <>
              <PageHeader
                title={s.product.name}
                description={`Subscription since ${formatDate(s.started_at ?? s.created_at)}`}
                back={{ label: "Subscriptions", to: "/subscriptions" }}
              />
              <Group gap="xs" wrap="wrap">
                <Badge color={status.color} variant="light" data-testid="subscription-status">
                  {status.label}
                </Badge>
                {s.cancel_at_period_end && !s.ended_at && (
                  <Badge color="orange" variant="outline">
                    Cancels at period end
                  </Badge>
                )}
                <Text size="sm">
                  {formatSubscriptionPrice(s)} ·{" "}
                  <Anchor component={Link} to={`/customers/${s.customer_id}`} size="sm">
                    {s.customer.name ? `${s.customer.name} (${s.customer.email})` : s.customer.email}
                  </Anchor>
                </Text>
              </Group>
              <DetailsSection sub={s} />
              <UsageSection sub={s} />
              <ActionsSection sub={s} />
              <ChangePlanSection sub={s} />
              <OrdersSection sub={s} />
              <TimelineSection sub={s} />
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
