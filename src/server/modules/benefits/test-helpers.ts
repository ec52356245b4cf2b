import { Benefit$inboundSchema } from "@polar-sh/sdk/models/components/benefit.js";
import { expect } from "vitest";
import type { Seller } from "../../test/v1-helpers.js";

export function expectBenefit(body: unknown) {
  const parsed = Benefit$inboundSchema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
}

export async function create(s: Seller, body: Record<string, unknown>) {
  const res = await s.api.post("/v1/benefits/", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expectBenefit(res.body);
  return res.body;
}

export async function meter(s: Seller) {
  const res = await s.api.post("/v1/meters/", {
    name: "API calls",
    filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "api.call" }] },
    aggregation: { func: "count" },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}
