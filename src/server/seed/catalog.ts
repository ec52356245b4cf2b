import type { AppContext } from "../context.js";
import { createBenefit, listOrgBenefits } from "../modules/benefits/manage.js";
import { BenefitCreate } from "../modules/benefits/schemas.js";
import { createDiscount } from "../modules/discounts/manage.js";
import { DiscountCreate } from "../modules/discounts/schemas.js";
import { listOrgDiscounts } from "../modules/discounts/service.js";
import { createMeter, listOrgMeters } from "../modules/meters/service.js";
import { setProductBenefits } from "../modules/products/benefits.js";
import { createProduct } from "../modules/products/create.js";
import { ProductCreate } from "../modules/products/schemas.js";
import { listOrgProducts } from "../modules/products/service.js";

/** Every demo object carries `metadata.kassa_demo = <key>`, which is how a later run finds it again. */
export const DEMO_MARK = "kassa_demo";
const mark = (key: string) => ({ [DEMO_MARK]: key });
const byMark = (key: string) => ({ [DEMO_MARK]: [key] });
const ONE = { page: 1, limit: 1 };
const OLDEST = [{ property: "created_at" as const, descending: false }];

export interface DemoCatalog {
  meter_id: string;
  benefits: Record<string, string>;
  products: Record<string, string>;
  discount_id: string;
  discount_code: string;
}

/** The "API requests" meter (counts `api_request` events), which the metered product bills. */
async function ensureMeter(ctx: AppContext, organizationId: string): Promise<string> {
  const found = await listOrgMeters(ctx, organizationId, { metadata: byMark("api-requests") }, ONE, OLDEST);
  if (found.items[0]) return found.items[0].id;
  const meter = await createMeter(ctx, organizationId, {
    name: "API requests",
    unit: "scalar",
    filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "api_request" }] },
    aggregation: { func: "count" },
    metadata: mark("api-requests"),
  });
  return meter.id;
}

const BENEFITS = {
  "license-key": {
    type: "license_keys",
    description: "Kassa Demo license key",
    properties: { prefix: "KASSA", expires: null, activations: { limit: 3, enable_customer_admin: true } },
  },
  "priority-support": {
    type: "custom",
    description: "Priority support",
    properties: { note: "Write to demo@kassa.local: we answer within a day." },
  },
} as const;

async function ensureBenefit(ctx: AppContext, organizationId: string, key: keyof typeof BENEFITS) {
  const found = await listOrgBenefits(ctx, organizationId, { metadata: byMark(key) }, ONE, OLDEST);
  if (found.items[0]) return found.items[0].id;
  const benefit = await createBenefit(
    ctx,
    organizationId,
    BenefitCreate.parse({ ...BENEFITS[key], metadata: mark(key) }),
  );
  return benefit.id;
}

/** One product per kind of price Kassa sells. */
function productBodies(meterId: string) {
  return {
    "starter-kit": {
      name: "Starter Kit",
      description: "One-time purchase with a license key.",
      prices: [{ amount_type: "fixed", price_amount: 4900, price_currency: "usd" }],
    },
    "pro-monthly": {
      name: "Pro (monthly)",
      description: "Everything in Pro, billed every month.",
      recurring_interval: "month",
      trial_interval: "day",
      trial_interval_count: 14,
      prices: [{ amount_type: "fixed", price_amount: 1900, price_currency: "usd" }],
    },
    "pro-yearly": {
      name: "Pro (yearly)",
      description: "Everything in Pro, billed once a year: two months free.",
      recurring_interval: "year",
      prices: [{ amount_type: "fixed", price_amount: 19000, price_currency: "usd" }],
    },
    "tip-jar": {
      name: "Tip Jar",
      description: "Pay what you want, from $1.",
      prices: [{ amount_type: "custom", minimum_amount: 100, preset_amount: 500, price_currency: "usd" }],
    },
    "community-edition": {
      name: "Community Edition",
      description: "Free forever.",
      prices: [{ amount_type: "free" }],
    },
    "api-usage": {
      name: "API usage",
      description: "Half a cent per API request, billed monthly.",
      recurring_interval: "month",
      prices: [{ amount_type: "metered_unit", meter_id: meterId, unit_amount: "0.5", price_currency: "usd" }],
    },
  };
}

/** The benefits each product grants (attached when the product is created). */
const PRODUCT_BENEFITS: Record<string, (keyof typeof BENEFITS)[]> = {
  "starter-kit": ["license-key"],
  "pro-monthly": ["license-key", "priority-support"],
  "pro-yearly": ["license-key", "priority-support"],
};

async function ensureProduct(
  ctx: AppContext,
  organizationId: string,
  key: string,
  body: object,
  benefitIds: string[],
) {
  const found = await listOrgProducts(ctx, organizationId, ONE, { metadata: byMark(key) }, OLDEST);
  const product =
    found.items[0] ??
    (await createProduct(ctx, organizationId, ProductCreate.parse({ ...body, metadata: mark(key) })));
  // Attached once: an earlier run that stopped in between is completed; a seller's later choice is kept.
  if (benefitIds.length && product.benefits.length === 0) {
    await setProductBenefits(ctx, organizationId, product.id, benefitIds);
  }
  return product.id;
}

export const DEMO_DISCOUNT_CODE = "DEMO20";

/** 20 % off the first payment of any product, with the code DEMO20. */
async function ensureDiscount(ctx: AppContext, organizationId: string): Promise<string> {
  const found = await listOrgDiscounts(ctx, organizationId, ONE, { metadata: byMark("launch-code") }, OLDEST);
  if (found.items[0]) return found.items[0].id;
  const discount = await createDiscount(
    ctx,
    organizationId,
    DiscountCreate.parse({
      name: "Demo launch: 20% off",
      code: DEMO_DISCOUNT_CODE,
      type: "percentage",
      basis_points: 2000,
      duration: "once",
      metadata: mark("launch-code"),
    }),
  );
  return discount.id;
}

/** Creates the demo catalog through each module's service, or finds what an earlier run made. */
export async function ensureDemoCatalog(ctx: AppContext, organizationId: string): Promise<DemoCatalog> {
  const meterId = await ensureMeter(ctx, organizationId);
  const benefits: Record<string, string> = {};
  for (const key of Object.keys(BENEFITS) as (keyof typeof BENEFITS)[]) {
    benefits[key] = await ensureBenefit(ctx, organizationId, key);
  }
  const products: Record<string, string> = {};
  for (const [key, body] of Object.entries(productBodies(meterId))) {
    const benefitIds = (PRODUCT_BENEFITS[key] ?? []).map((b) => benefits[b]!);
    products[key] = await ensureProduct(ctx, organizationId, key, body, benefitIds);
  }
  const discountId = await ensureDiscount(ctx, organizationId);
  return {
    meter_id: meterId,
    benefits,
    products,
    discount_id: discountId,
    discount_code: DEMO_DISCOUNT_CODE,
  };
}
