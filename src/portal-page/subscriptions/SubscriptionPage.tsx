import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { portalApi, unwrap } from "../api";
import { calls, keys, type Subscription } from "../calls";
import { portalPath, usePortal } from "../context";
import { CANCELLATION_REASONS, formatDate, priceLabel, subscriptionStatus } from "../format";
import { OrderRows } from "../orders/OrderRows";
import { Field } from "../rows";
import { ErrorAlert, QueryView, SectionCard } from "../ui";
import { CancelDialog } from "./CancelDialog";
import { ChangePlan } from "./ChangePlan";
import { useSubscriptionAction } from "./useSubscriptionAction";

const isOver = (sub: Subscription) =>
  Boolean(sub.ended_at) || sub.status === "canceled" || sub.status === "incomplete_expired";

/** Plan, price, period and what happens next. */
function Details({ sub }: { sub: Subscription }) {
  const { products } = usePortal();
  const pending = sub.pending_update;
  const next = pending?.product_id ? products.find((p) => p.id === pending.product_id) : null;
  const reason = CANCELLATION_REASONS.find((r) => r.value === sub.customer_cancellation_reason)?.label;
  return (
    <SectionCard title="Details">
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
        <Field label="Plan">{sub.product.name}</Field>
        <Field label="Price">
          {priceLabel(sub.amount, sub.currency, sub.recurring_interval, sub.recurring_interval_count)}
        </Field>
        <Field label="Started">{formatDate(sub.started_at ?? sub.created_at)}</Field>
        {!isOver(sub) && (
          <Field label="Current period">
            {formatDate(sub.current_period_start)} – {formatDate(sub.current_period_end)}
          </Field>
        )}
        {isOver(sub) ? (
          <Field label="Ended">{formatDate(sub.ended_at)}</Field>
        ) : sub.cancel_at_period_end ? (
          <Field label="Ends">{formatDate(sub.ends_at ?? sub.current_period_end)}</Field>
        ) : (
          <Field label="Next renewal">{formatDate(sub.current_period_end)}</Field>
        )}
        {reason && <Field label="Reason for canceling">{reason}</Field>}
      </SimpleGrid>
      {pending && (
        <Alert color="blue" variant="light">
          Your plan changes to {next?.name ?? "another plan"} on {formatDate(pending.applies_at)}.
        </Alert>
      )}
    </SectionCard>
  );
}

/** Cancel at the end of the period, or undo it. */
function Actions({ sub }: { sub: Subscription }) {
  const action = useSubscriptionAction();
  const [canceling, setCanceling] = useState(false);
  const uncancel = () =>
    action.run(
      () =>
        unwrap(
          portalApi.PATCH("/v1/customer-portal/subscriptions/{id}", {
            params: { path: { id: sub.id } },
            body: { cancel_at_period_end: false },
          }),
        ),
      "Your subscription renews again",
    );
  return (
    <SectionCard title={sub.cancel_at_period_end ? "Canceled" : "Cancel subscription"}>
      <Text size="sm">
        {sub.cancel_at_period_end
          ? `Your subscription ends on ${formatDate(sub.ends_at ?? sub.current_period_end)}. Changed your mind? Keep it and it renews as before.`
          : `Cancel any time: you keep access until ${formatDate(sub.current_period_end)}.`}
      </Text>
      <ErrorAlert message={action.error} />
      <div>
        {sub.cancel_at_period_end ? (
          <Button variant="light" onClick={() => void uncancel()} loading={action.busy}>
            Uncancel
          </Button>
        ) : (
          <Button variant="light" color="red" onClick={() => setCanceling(true)}>
            Cancel subscription…
          </Button>
        )}
      </div>
      {canceling && <CancelDialog sub={sub} onClose={() => setCanceling(false)} />}
    </SectionCard>
  );
}

function SubscriptionOrders({ sub }: { sub: Subscription }) {
  const orders = useQuery({
    queryKey: keys.orderList({ subscription_id: sub.id }),
    queryFn: () => calls.orders({ subscription_id: [sub.id], limit: 10 }),
  });
  return (
    <SectionCard title="Orders">
      <QueryView query={orders} label="orders" isEmpty={(d) => d.items.length === 0} empty="No orders yet.">
        {(d) => <OrderRows items={d.items} label="Subscription orders" />}
      </QueryView>
    </SectionCard>
  );
}

/** `/subscriptions/:id`: one subscription, with cancel, uncancel and (when the seller allows it) plan changes. */
export function SubscriptionPage() {
  const id = useParams().id ?? "";
  const { slug, organization } = usePortal();
  const sub = useQuery({ queryKey: keys.subscription(id), queryFn: () => calls.subscription(id) });
  const canChangePlan =
    organization.allow_customer_updates && organization.customer_portal_settings.subscription.update_plan;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={portalPath(slug, "/subscriptions")} size="sm">
        ← Subscriptions
      </Anchor>
      <QueryView query={sub} label="the subscription">
        {(s) => {
          const status = subscriptionStatus(s.status);
          return (
            <Stack gap="lg">
              <Group gap="sm" wrap="wrap">
                <Title order={2}>{s.product.name}</Title>
                <Badge variant="light" color={status.color} data-testid="subscription-status">
                  {status.label}
                </Badge>
              </Group>
              {s.status === "past_due" && (
                <Alert color="orange" title="Your last payment failed">
                  <Group gap="sm">
                    <Text size="sm">
                      Add a working card and pay the open order to keep your subscription.
                    </Text>
                    <Button size="xs" component={Link} to={portalPath(slug, "/payment-methods")}>
                      Update payment method
                    </Button>
                  </Group>
                </Alert>
              )}
              <Details sub={s} />
              {!isOver(s) && <Actions sub={s} />}
              {!isOver(s) && !s.cancel_at_period_end && canChangePlan && <ChangePlan sub={s} />}
              <SubscriptionOrders sub={s} />
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
