import { Badge, Text } from "@mantine/core";
import type { Subscription } from "../calls";
import { portalPath, usePortal } from "../context";
import { formatDate, priceLabel, subscriptionStatus } from "../format";
import { ListRow, RowList } from "../rows";

/** When the subscription renews or ends, in a few words. */
export function renewalLine(sub: Subscription): string {
  if (sub.ended_at) return `Ended ${formatDate(sub.ended_at)}`;
  if (sub.cancel_at_period_end || sub.ends_at)
    return `Ends ${formatDate(sub.ends_at ?? sub.current_period_end)}`;
  if (sub.status === "trialing") return `Trial ends ${formatDate(sub.trial_end ?? sub.current_period_end)}`;
  if (sub.status === "past_due") return "Payment failed: update your card";
  return `Renews ${formatDate(sub.current_period_end)}`;
}

/** The customer's subscriptions as linked rows: plan, price, status, next renewal. */
export function SubscriptionRows({
  items,
  label = "Subscriptions",
}: {
  items: Subscription[];
  label?: string;
}) {
  const { slug } = usePortal();
  return (
    <RowList label={label}>
      {items.map((sub) => {
        const status = subscriptionStatus(sub.status);
        return (
          <ListRow
            key={sub.id}
            title={sub.product.name}
            to={portalPath(slug, `/subscriptions/${sub.id}`)}
            badges={
              <>
                <Badge size="xs" variant="light" color={status.color}>
                  {status.label}
                </Badge>
                {sub.cancel_at_period_end && !sub.ended_at && (
                  <Badge size="xs" variant="light" color="orange">
                    Canceling
                  </Badge>
                )}
              </>
            }
            detail={renewalLine(sub)}
            actions={
              <Text size="sm" fw={600}>
                {priceLabel(sub.amount, sub.currency, sub.recurring_interval, sub.recurring_interval_count)}
              </Text>
            }
          />
        );
      })}
    </RowList>
  );
}
