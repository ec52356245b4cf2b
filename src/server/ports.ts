import { customerStateGrants, revokeBenefits } from "./modules/benefit-grants/service.js";
import { customerStateMeters, recomputeCustomerMeters } from "./modules/customer-meters/service.js";
import { setCustomerEventRecorder, setCustomerHoldings } from "./modules/customers/service.js";
import { recordSystemEvents, setMeterLookup } from "./modules/events/service.js";
import { getMeter, setMeterDefinitionChanged } from "./modules/meters/service.js";
import { setSubscriptionHeadsOf } from "./modules/orders/service.js";
import {
  customerStateSubscriptions,
  endSubscriptionsOfDeletedCustomer,
  hasActiveSubscriptionSql,
  subscriptionHeadsOf,
} from "./modules/subscriptions/service.js";

/**
 * The composition root of the module ports. Where a lower module needs data from a higher one
 * (which depends on it), the lower module declares a port and this plugs the higher module's
 * service into it: customers' holdings (subscriptions, benefit grants, meters) and the
 * subscriptions orders embed, the events service that records customers' system events, the
 * meters the events list filters by, and customer meters recomputed when a meter's definition
 * changes. `createContext` calls it, so it has run before any request, job,
 * CLI command or test; calling it again plugs in the same functions.
 */
export function wirePorts(): void {
  setCustomerHoldings({
    activeSubscriptions: customerStateSubscriptions,
    grantedBenefits: customerStateGrants,
    activeMeters: customerStateMeters,
    hasActiveSubscription: hasActiveSubscriptionSql,
    endSubscriptions: endSubscriptionsOfDeletedCustomer,
    revokeGrants: (tx, now, organizationId, customerId) =>
      revokeBenefits(tx, now, { organizationId, customerId }),
  });
  setSubscriptionHeadsOf(subscriptionHeadsOf);
  setCustomerEventRecorder(recordSystemEvents);
  setMeterLookup((ex, organizationId, id) => getMeter({ db: ex }, organizationId, id));
  setMeterDefinitionChanged(recomputeCustomerMeters);
}
