import { iso } from "./http/v1/params.js";
import { customerStateGrants, grantSource, revokeBenefits } from "./modules/benefit-grants/service.js";
import { customerStateMeters, recomputeCustomerMeters } from "./modules/customer-meters/service.js";
import { setCustomerEventRecorder, setCustomerHoldings } from "./modules/customers/service.js";
import { recordSystemEvents, setMeterLookup } from "./modules/events/service.js";
import { type LicenseKeyOriginOf, setLicenseKeyOriginOf } from "./modules/license-keys/service.js";
import { getMeter, setMeterDefinitionChanged } from "./modules/meters/service.js";
import { getOrderRow, isPaidStatus, setSubscriptionHeadsOf } from "./modules/orders/service.js";
import {
  customerStateSubscriptions,
  endSubscriptionsOfDeletedCustomer,
  hasActiveSubscriptionSql,
  subscriptionHeadsOf,
} from "./modules/subscriptions/service.js";

/** A license key's grant's subscription and order, as 2027-01's license keys show them. */
const licenseKeyOrigin: LicenseKeyOriginOf = async (ex, organizationId, grantId) => {
  const source = await grantSource(ex, organizationId, grantId);
  const [subscription] = source?.subscriptionId
    ? await subscriptionHeadsOf(ex, organizationId, [source.subscriptionId])
    : [];
  const order = source?.orderId ? await getOrderRow(ex, organizationId, source.orderId) : undefined;
  return {
    subscription: subscription
      ? {
          id: subscription.id,
          status: subscription.status,
          current_period_start: subscription.current_period_start,
          current_period_end: subscription.current_period_end,
          cancel_at_period_end: subscription.cancel_at_period_end,
          ends_at: subscription.ends_at,
        }
      : null,
    order: order
      ? {
          id: order.id,
          created_at: iso(order.createdAt),
          status: order.status,
          paid: isPaidStatus(order.status),
        }
      : null,
  };
};

/**
 * The composition root of the module ports. Where a lower module needs data from a higher one
 * (which depends on it), the lower module declares a port and this plugs the higher module's
 * service into it: customers' holdings (subscriptions, benefit grants, meters) and the
 * subscriptions orders embed, the events service that records customers' system events, the
 * meters the events list filters by, and customer meters recomputed when a meter's definition
 * changes, and the subscription and order of a license key's grant. `createContext` calls it, so it has run before any request, job,
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
  setLicenseKeyOriginOf(licenseKeyOrigin);
}
