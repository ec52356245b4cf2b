import { CustomerIndividual$inboundSchema } from "@polar-sh/sdk/models/components/customerindividual.js";
import { CustomerState$inboundSchema } from "@polar-sh/sdk/models/components/customerstate.js";
import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { benefitGrant } from "../../db/schema/benefits.js";
import { meterCredit } from "../../db/schema/license-keys.js";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { uuidv7 } from "../../lib/ids.js";
import type { TestApp } from "../../test/harness.js";
import type { Seller } from "../../test/v1-helpers.js";

/** Test helpers of the customers module: SDK schema checks, event reads, rows other modules own. */

export function expectCustomer(body: unknown) {
  const parsed = CustomerIndividual$inboundSchema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
}

export function expectState(body: unknown) {
  const parsed = CustomerState$inboundSchema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
}

let counter = 0;
/** A unique email for this test run. */
export const email = (name = "buyer") => `${name}-${++counter}-${Date.now().toString(36)}@example.com`;

export async function createCustomer(s: Seller, body: Record<string, unknown> = {}) {
  const res = await s.api.post("/v1/customers/", { email: email(), ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expectCustomer(res.body);
  return res.body as { id: string; email: string; external_id: string | null } & Record<string, unknown>;
}

/** The `data` of the organization's recorded events of a type, oldest first. */
export async function eventsOf(t: TestApp, organizationId: string, type: string) {
  const rows = await t.ctx.db
    .select()
    .from(webhookEvent)
    .where(and(eq(webhookEvent.organizationId, organizationId), eq(webhookEvent.type, type)))
    .orderBy(asc(webhookEvent.createdAt), asc(webhookEvent.id));
  return rows.map((r) => r.payload.data as Record<string, unknown> & { id: string });
}

/** A benefit made through the API (`custom` unless told otherwise). */
export async function createBenefit(s: Seller, body: Record<string, unknown> = {}) {
  const res = await s.api.post("/v1/benefits/", {
    type: "custom",
    description: "Support",
    properties: { note: "Email us" },
    metadata: { tier: "pro" },
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string };
}

/** A grant row as the benefit-grants module writes it (granted unless told otherwise). */
export async function insertGrant(
  t: TestApp,
  v: {
    organizationId: string;
    customerId: string;
    benefitId: string;
    grantedAt?: Date | null;
    revokedAt?: Date | null;
    properties?: Record<string, unknown>;
  },
) {
  const now = t.ctx.clock.now();
  const id = uuidv7();
  await t.ctx.db.insert(benefitGrant).values({
    id,
    organizationId: v.organizationId,
    customerId: v.customerId,
    benefitId: v.benefitId,
    orderId: uuidv7(),
    grantedAt: v.grantedAt === undefined ? now : v.grantedAt,
    revokedAt: v.revokedAt ?? null,
    properties: v.properties ?? {},
    createdAt: now,
  });
  return id;
}

/** A meter credit row as a meter_credit grant writes it. */
export async function insertCredit(
  t: TestApp,
  v: { organizationId: string; customerId: string; meterId: string; units: number; at?: Date },
) {
  const id = uuidv7();
  await t.ctx.db.insert(meterCredit).values({
    id,
    organizationId: v.organizationId,
    customerId: v.customerId,
    meterId: v.meterId,
    grantId: uuidv7(),
    units: v.units,
    createdAt: v.at ?? t.ctx.clock.now(),
  });
  return id;
}
