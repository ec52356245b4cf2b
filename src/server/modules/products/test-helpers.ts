import { Product$inboundSchema } from "@polar-sh/sdk/models/components/product.js";
import { expect } from "vitest";
import type { Seller } from "../../test/v1-helpers.js";

export function expectProduct(body: unknown) {
  const parsed = Product$inboundSchema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
}

export const fixed = (price_amount = 1000, extra: Record<string, unknown> = {}) => ({
  amount_type: "fixed",
  price_amount,
  ...extra,
});

let n = 0;
export async function makeProduct(s: Seller, body: Record<string, unknown> = {}) {
  n += 1;
  const res = await s.api.post("/v1/products/", { name: `Product ${n}`, prices: [fixed()], ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expectProduct(res.body);
  return res.body;
}

export async function makeMeter(s: Seller, name = "API calls") {
  const res = await s.api.post("/v1/meters/", {
    name,
    filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "api.call" }] },
    aggregation: { func: "count" },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string };
}
