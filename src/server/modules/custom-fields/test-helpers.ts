import { CustomField$inboundSchema } from "@polar-sh/sdk/models/components/customfield.js";
import { expect } from "vitest";
import type { Seller } from "../../test/v1-helpers.js";

export function expectField(body: unknown) {
  const parsed = CustomField$inboundSchema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
}

let n = 0;
export async function makeField(s: Seller, body: Record<string, unknown>) {
  n += 1;
  const res = await s.api.post("/v1/custom-fields/", {
    type: "text",
    slug: `field-${n}`,
    name: `Field ${n}`,
    properties: {},
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
