import { eq } from "drizzle-orm";
import { licenseKey } from "../../db/schema/license-keys.js";
import type { TestApp } from "../../test/harness.js";
import type { Seller } from "../../test/v1-helpers.js";
import {
  grantsOf,
  insertCustomer,
  makeBenefit,
  makeProduct,
  purchase,
} from "../benefit-grants/test-fixtures.js";

/** Test-only: a license key issued the real way (a paid order's grant job) for a fresh customer. */
export async function issueKey(
  t: TestApp,
  s: Seller,
  properties: Record<string, unknown> = {},
  opts: { email?: string } = {},
) {
  const benefit = await makeBenefit(s, "license_keys", properties);
  const productId = await makeProduct(s, [benefit.id]);
  const buyer = await insertCustomer(t, s.organizationId, opts.email ? { email: opts.email } : {});
  const order = await purchase(t, s, productId, buyer.id);
  await t.runJobs();
  const [grant] = await grantsOf(t, order.id);
  const [key] = await t.ctx.db.select().from(licenseKey).where(eq(licenseKey.grantId, grant!.id));
  if (!key) throw new Error("no license key was issued");
  return { key, benefit, buyer, order, grant: grant! };
}
