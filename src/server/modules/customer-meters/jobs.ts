import type { AppContext } from "../../context.js";
import type { JobHandlers } from "../../jobs/registry.js";
import { CUSTOMER_EXTERNAL_ID_JOB, recordCustomerStateChanged } from "../customers/service.js";
import { attributeEventsToCustomer, METER_BATCHES_JOB } from "../events/service.js";
import { METER_STATE_JOB, processOrganizationBatches } from "./process.js";
import { lockOrganizationMeters } from "./repository.js";

const text = (payload: Record<string, unknown>, key: string) => String(payload[key]);

/** The jobs of customer meters: counting batches, late customers' events, coalesced state changes. */
export const customerMeterJobs: JobHandlers = {
  [METER_BATCHES_JOB]: async (ctx: AppContext, payload) => {
    await processOrganizationBatches(ctx, text(payload, "organization_id"));
  },
  [CUSTOMER_EXTERNAL_ID_JOB]: async (ctx: AppContext, payload) => {
    const organizationId = text(payload, "organization_id");
    await ctx.db.transaction(async (tx) => {
      // No batch is being counted meanwhile: events in pending batches are left to them.
      await lockOrganizationMeters(tx, organizationId);
      await attributeEventsToCustomer(
        tx,
        ctx.clock.now(),
        organizationId,
        text(payload, "external_id"),
        text(payload, "customer_id"),
      );
    });
    await processOrganizationBatches(ctx, organizationId);
  },
  [METER_STATE_JOB]: async (ctx: AppContext, payload) => {
    await ctx.db.transaction((tx) =>
      recordCustomerStateChanged(
        tx,
        ctx.clock.now(),
        text(payload, "organization_id"),
        text(payload, "customer_id"),
      ),
    );
  },
};
