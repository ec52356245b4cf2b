/**
 * Bulk copies of one subscription for the renewal concurrency test and benchmark: `n` subscriptions,
 * each with its own customer (own invoice sequence), sharing the template's processor customer and
 * saved card, all due at the template's period end. Not used by the application.
 */
import { eq } from "drizzle-orm";
import { customer } from "../../db/schema/customers.js";
import { subscription } from "../../db/schema/subscriptions.js";
import type { Executor } from "../../db/types.js";
import { uuidv7 } from "../../lib/ids.js";
import type { SubscriptionRow } from "./repository.js";

const CHUNK = 1000;

export async function seedSubscriptionCopies(
  db: Executor,
  template: SubscriptionRow,
  n: number,
): Promise<string[]> {
  const [owner] = await db.select().from(customer).where(eq(customer.id, template.customerId));
  if (!owner) throw new Error("the template subscription has no customer");
  const ids: string[] = [];
  for (let start = 0; start < n; start += CHUNK) {
    const size = Math.min(CHUNK, n - start);
    const customers = Array.from({ length: size }, (_, i) => {
      const k = start + i;
      return {
        ...owner,
        id: uuidv7(),
        externalId: null,
        email: `copy-${k}-${owner.id.slice(-6)}@example.com`,
        invoicePrefix: `C${k.toString(36).toUpperCase()}${owner.id.slice(-4).toUpperCase()}`,
        invoiceNextNumber: 1,
      };
    });
    await db.insert(customer).values(customers);
    const subs = customers.map((c) => ({ ...template, id: uuidv7(), customerId: c.id, checkoutId: null }));
    await db.insert(subscription).values(subs);
    ids.push(...subs.map((s) => s.id));
  }
  return ids;
}
