import { recordCustomerStatesChanged } from "../../customers/service.js";
import { recordSystemEvents } from "../../events/service.js";
import { recordEvents } from "../../webhooks/service.js";
import type { SubscriptionRow } from "../repository.js";
import {
  loadSubscriptions,
  type SubscriptionReader,
  serializeSubscription,
  subscriptionEventTypes,
} from "../service.js";
import { subscriptionSystemEvents } from "../system-events.js";

/**
 * `recordSubscriptionEvents` for the renewals of a batch (one organization), in the caller's
 * transaction: each subscription's `subscription.*` events with its wire object as it is now,
 * their system events, then one `customer.state_changed` per customer, in a fixed number of
 * statements plus the customers' states.
 */
export async function recordRenewalEvents(
  ctx: SubscriptionReader,
  now: Date,
  organizationId: string,
  changes: { before: SubscriptionRow; after: SubscriptionRow }[],
): Promise<void> {
  if (changes.length === 0) return;
  const records = await loadSubscriptions(
    ctx,
    organizationId,
    changes.map((c) => c.after),
  );
  const wires = records.map(serializeSubscription);
  await recordEvents(
    ctx.db,
    now,
    organizationId,
    changes.flatMap(({ before, after }, i) =>
      subscriptionEventTypes(before, after).map((type) => ({ type, data: wires[i]! })),
    ),
  );
  await recordSystemEvents(
    ctx.db,
    organizationId,
    changes.flatMap(({ before, after }, i) =>
      subscriptionSystemEvents(before, after, wires[i]!.customer.external_id, now),
    ),
  );
  await recordCustomerStatesChanged(
    ctx.db,
    now,
    organizationId,
    changes.map((c) => c.after.customerId),
  );
}
