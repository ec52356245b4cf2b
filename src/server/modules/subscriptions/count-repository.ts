import { countFromDeltas } from "../../db/delta-counter.js";
import { type SubscriptionStatus, subscriptionCount } from "../../db/schema/subscriptions.js";
import type { Executor } from "../../db/types.js";
import type { SubscriptionFilters } from "./repository.js";

const ALL_STATUSES: SubscriptionStatus[] = [
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
];

/**
 * When the filters are at most `status` and `active` (the statuses the list counts), the
 * statuses whose maintained counts add up to the list's total (null: all); undefined when another
 * filter applies and the rows must be counted.
 */
export function counterStatuses(
  f: SubscriptionFilters,
  activeStatuses: readonly SubscriptionStatus[],
): SubscriptionStatus[] | null | undefined {
  const { status, active, metadata, ...rest } = f;
  if (Object.values(rest).some((v) => v !== undefined && v !== false)) return undefined;
  if (metadata && Object.keys(metadata).length > 0) return undefined;
  if (status === undefined && active === undefined) return null;
  return ALL_STATUSES.filter(
    (s) =>
      (status === undefined || status.includes(s)) &&
      (active === undefined || activeStatuses.includes(s) === active),
  );
}

/** The organization's subscriptions (of these statuses, or all) from the counter the triggers keep. */
export function subscriptionCountOf(
  db: Executor,
  organizationId: string,
  statuses: readonly SubscriptionStatus[] | null = null,
): Promise<number> {
  return countFromDeltas(db, subscriptionCount, organizationId, statuses);
}
