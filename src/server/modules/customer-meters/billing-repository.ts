import { anyOf } from "../../db/any-of.js";
import { customerMeter } from "../../db/schema/customer-meters.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import type { CustomerMeterRow } from "./repository.js";

/**
 * The rows of `customerIds` on `meterIds`, in one query (a page of subscriptions shows each
 * subscription's meters): as counted so far, without waiting for pending batches.
 */
export async function findCustomerMetersOf(
  ex: Executor,
  organizationId: string,
  customerIds: string[],
  meterIds: string[],
): Promise<CustomerMeterRow[]> {
  if (customerIds.length === 0 || meterIds.length === 0) return [];
  return ex
    .select()
    .from(customerMeter)
    .where(
      inOrganization(
        customerMeter,
        organizationId,
        anyOf(customerMeter.customerId, customerIds),
        anyOf(customerMeter.meterId, meterIds),
      ),
    );
}
