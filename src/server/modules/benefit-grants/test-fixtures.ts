import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, like } from "drizzle-orm";
import { expect } from "vitest";
import { benefitGrant } from "../../db/schema/benefits.js";
import { customer } from "../../db/schema/customers.js";
import { order } from "../../db/schema/orders.js";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { uuidv7 } from "../../lib/ids.js";
import type { TestApp } from "../../test/harness.js";
import type { Seller } from "../../test/v1-helpers.js";
import { grantBenefits, revokeBenefits } from "./service.js";

/**
 * Test-only fixtures for grants: customers and orders are inserted with Drizzle (what a paid
 * checkout does), then grantBenefits runs in the same transaction, as the checkout calls it.
 */

export async function insertCustomer(
  t: TestApp,
  organizationId: string,
  opts: { email?: string; metadata?: Record<string, string | number | boolean>; externalId?: string } = {},
) {
  const now = t.ctx.clock.now();
  const [row] = await t.ctx.db
    .insert(customer)
    .values({
      id: uuidv7(),
      organizationId,
      email: opts.email ?? `buyer-${randomBytes(4).toString("hex")}@example.com`,
      externalId: opts.externalId ?? null,
      name: "Buyer",
      metadata: opts.metadata ?? {},
      invoicePrefix: randomBytes(4).toString("hex").toUpperCase(),
      createdAt: now,
    })
    .returning();
  return row!;
}

export async function makeBenefit(
  s: Seller,
  type: string,
  properties: Record<string, unknown>,
  description?: string,
) {
  const res = await s.api.post("/v1/benefits/", {
    type,
    description: description ?? `${type} benefit`,
    properties,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; type: string; properties: Record<string, unknown> };
}

export async function makeProduct(s: Seller, benefitIds: string[]) {
  const res = await s.api.post("/v1/products/", {
    name: `Product ${randomBytes(3).toString("hex")}`,
    prices: [{ amount_type: "fixed", price_amount: 1000 }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const linked = await s.api.post(`/v1/products/${res.body.id}/benefits`, { benefits: benefitIds });
  expect(linked.status, JSON.stringify(linked.body)).toBe(200);
  return res.body.id as string;
}

/** A paid one-time order of the product, with its benefits granted in the same transaction (jobs not run). */
export async function purchase(t: TestApp, s: Seller, productId: string, customerId: string) {
  const now = t.ctx.clock.now();
  return t.ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(order)
      .values({
        id: uuidv7(),
        organizationId: s.organizationId,
        customerId,
        productId,
        status: "paid",
        billingReason: "purchase",
        currency: "usd",
        subtotalAmount: 1000,
        invoiceNumber: `T-${randomBytes(5).toString("hex")}`,
        paidAt: now,
        createdAt: now,
      })
      .returning();
    await grantBenefits(tx, now, {
      organizationId: s.organizationId,
      customerId,
      productId,
      orderId: row!.id,
      subscriptionId: null,
    });
    return row!;
  });
}

export async function revokeOrder(t: TestApp, organizationId: string, orderId: string) {
  await t.ctx.db.transaction((tx) => revokeBenefits(tx, t.ctx.clock.now(), { organizationId, orderId }));
}

export async function grantsOf(t: TestApp, orderId: string) {
  return t.ctx.db
    .select()
    .from(benefitGrant)
    .where(eq(benefitGrant.orderId, orderId))
    .orderBy(asc(benefitGrant.createdAt));
}

/** The organization's recorded events of a type family (`benefit_grant.%`), oldest first. */
export async function eventsOf(t: TestApp, organizationId: string, typePattern: string) {
  const rows = await t.ctx.db
    .select()
    .from(webhookEvent)
    .where(and(eq(webhookEvent.organizationId, organizationId), like(webhookEvent.type, typePattern)))
    .orderBy(asc(webhookEvent.createdAt), asc(webhookEvent.id));
  // biome-ignore lint/suspicious/noExplicitAny: tests read event payloads loosely, field by field
  return rows.map((r) => r.payload as { type: string; timestamp: string; data: Record<string, any> });
}

export const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("base64");

/** Uploads a downloadable file through the API (local-disk storage) and returns its id. */
export async function uploadDownloadable(
  t: TestApp,
  s: Seller,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
) {
  const created = await s.api.post("/v1/files/", {
    name,
    mime_type: "application/octet-stream",
    size: bytes.length,
    checksum_sha256_base64: sha256(bytes),
    service: "downloadable",
    upload: {
      parts: [{ number: 1, chunk_start: 0, chunk_end: bytes.length, checksum_sha256_base64: sha256(bytes) }],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const part = created.body.upload.parts[0];
  const url = new URL(part.url);
  const put = await t.app.request(url.pathname + url.search, {
    method: "PUT",
    body: bytes,
    headers: part.headers,
  });
  expect(put.status).toBe(200);
  const done = await s.api.post(`/v1/files/${created.body.id}/uploaded`, {
    id: created.body.upload.id,
    path: created.body.upload.path,
    parts: [{ number: 1, checksum_etag: put.headers.get("etag")!, checksum_sha256_base64: sha256(bytes) }],
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return created.body.id as string;
}

/** `PUT` with the seller's token (Seller.api has no put). */
export function apiPut(t: TestApp, s: Seller, path: string, body: unknown) {
  return t.client({}).request("PUT", path, {
    body,
    noOrigin: true,
    headers: { authorization: `Bearer ${s.token}` },
  });
}
