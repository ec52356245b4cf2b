import type { AppContext } from "../context.js";
import { createCustomer, loadCustomersByExternalId } from "../modules/customers/service.js";
import { type EventInput, ingestEvents } from "../modules/events/service.js";

/** The demo's usage customers: each sends `api_request` events, the "API requests" meter's. */
export const DEMO_USAGE_CUSTOMERS = [
  { external_id: "demo-acme", email: "ops@acme.demo.kassa.local", name: "Acme Corp", base: 40 },
  { external_id: "demo-globex", email: "dev@globex.demo.kassa.local", name: "Globex", base: 18 },
  { external_id: "demo-initech", email: "it@initech.demo.kassa.local", name: "Initech", base: 6 },
] as const;
export const DEMO_USAGE_DAYS = 30;
const DAY_MS = 86_400_000;
const ROUTES = ["/v1/search", "/v1/orders", "/v1/items", "/v1/reports"];

export interface DemoUsage {
  customers: number;
  inserted: number;
  duplicates: number;
}

/** Deterministic 0..1 from a string (FNV-1a), so every run sends the same events for a day. */
function unit(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return (h >>> 0) / 0xffffffff;
}

/**
 * Sends usage for the 30 whole days before today: `api_request` events for three customers (made
 * once, found by external id after), named by `external_customer_id`, with an `external_id` made
 * of the customer, the date and a counter. A second run the same day stores nothing new (every
 * event is a duplicate); a run on a later day adds only the days that were not sent yet.
 */
export async function ensureDemoUsage(ctx: AppContext, organizationId: string): Promise<DemoUsage> {
  const found = await loadCustomersByExternalId(
    ctx.db,
    organizationId,
    DEMO_USAGE_CUSTOMERS.map((c) => c.external_id),
  );
  for (const c of DEMO_USAGE_CUSTOMERS) {
    if (found.has(c.external_id)) continue;
    await createCustomer(ctx, organizationId, { email: c.email, name: c.name, external_id: c.external_id });
  }

  const today = Math.floor(ctx.clock.now().getTime() / DAY_MS) * DAY_MS;
  const events: EventInput[] = [];
  for (let d = DEMO_USAGE_DAYS; d >= 1; d--) {
    const dayStart = today - d * DAY_MS;
    const date = new Date(dayStart).toISOString().slice(0, 10);
    const weekday = new Date(dayStart).getUTCDay();
    for (const c of DEMO_USAGE_CUSTOMERS) {
      // Fewer calls at weekends, growth over the month, some noise.
      const trend = 1 + (DEMO_USAGE_DAYS - d) / DEMO_USAGE_DAYS;
      const weekend = weekday === 0 || weekday === 6 ? 0.4 : 1;
      const n = Math.round(c.base * trend * weekend * (0.7 + 0.6 * unit(`${c.external_id}/${date}`)));
      for (let i = 0; i < n; i++) {
        const offset = Math.floor(unit(`${c.external_id}/${date}/${i}`) * DAY_MS);
        events.push({
          name: "api_request",
          timestamp: new Date(dayStart + offset).toISOString(),
          external_customer_id: c.external_id,
          external_id: `demo-usage/${c.external_id}/${date}/${i}`,
          metadata: { route: ROUTES[i % ROUTES.length]!, status: i % 17 === 0 ? 500 : 200 },
        });
      }
    }
  }
  const usage: DemoUsage = { customers: DEMO_USAGE_CUSTOMERS.length, inserted: 0, duplicates: 0 };
  for (let i = 0; i < events.length; i += 1000) {
    const result = await ingestEvents(ctx, organizationId, events.slice(i, i + 1000));
    usage.inserted += result.inserted;
    usage.duplicates += result.duplicates;
  }
  return usage;
}
