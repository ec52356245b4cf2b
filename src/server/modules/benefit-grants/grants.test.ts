import { WebhookBenefitGrantCreatedPayload$inboundSchema } from "@polar-sh/sdk/models/components/webhookbenefitgrantcreatedpayload.js";
import { WebhookBenefitGrantRevokedPayload$inboundSchema } from "@polar-sh/sdk/models/components/webhookbenefitgrantrevokedpayload.js";
import { WebhookBenefitGrantUpdatedPayload$inboundSchema } from "@polar-sh/sdk/models/components/webhookbenefitgrantupdatedpayload.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailMessage } from "../../db/schema/emails.js";
import { licenseKey } from "../../db/schema/license-keys.js";
import { meterCredit } from "../../db/schema/meter-credits.js";
import { enqueueJob } from "../../jobs/queue.js";
import { manualClock } from "../../lib/clock.js";
import {
  eventsOf,
  grantsOf,
  insertCustomer,
  makeBenefit,
  makeProduct,
  purchase,
  revokeOrder,
} from "../../test/fixtures/benefit-grants.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { currentCustomerMeter } from "../customer-meters/service.js";
import { GRANT_JOB, runGrant } from "./run.js";
import { grantBenefits, revokeBenefits } from "./service.js";

let t: TestApp;
let seller: Seller;
const clock = manualClock(new Date("2026-03-01T10:00:00.000Z"));
beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Grants Co");
});
afterAll(() => t.close());

function expectPayload(
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  payload: unknown,
) {
  const parsed = schema.safeParse(payload);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error)).toBe(true);
}

async function licenseProduct() {
  const benefit = await makeBenefit(seller, "license_keys", {
    prefix: "kassa",
    expires: { ttl: 1, timeframe: "month" },
    activations: { limit: 2, enable_customer_admin: false },
    limit_usage: 10,
  });
  return { benefit, productId: await makeProduct(seller, [benefit.id]) };
}

describe("grantBenefits and the benefit-grants.grant job", () => {
  it("creates one grant per benefit, then the job grants it: key, event, email, customer state", async () => {
    const { benefit } = await licenseProduct();
    const note = await makeBenefit(seller, "custom", { note: "Join us at https://chat.example.com" });
    const productId = await makeProduct(seller, [benefit.id, note.id]);
    const buyer = await insertCustomer(t, seller.organizationId, { email: "ada@example.com" });
    const order = await purchase(t, seller, productId, buyer.id);

    const pending = await grantsOf(t, order.id);
    expect(pending.map((g) => g.benefitId).sort()).toEqual([benefit.id, note.id].sort());
    expect(pending.every((g) => g.grantedAt === null && g.target === "granted")).toBe(true);

    await t.runJobs();
    const grants = await grantsOf(t, order.id);
    expect(grants.every((g) => g.grantedAt?.toISOString() === clock.now().toISOString())).toBe(true);
    const licenseGrant = grants.find((g) => g.benefitId === benefit.id)!;
    const [key] = await t.ctx.db.select().from(licenseKey).where(eq(licenseKey.grantId, licenseGrant.id));
    expect(key).toMatchObject({
      status: "granted",
      customerId: buyer.id,
      limitActivations: 2,
      limitUsage: 10,
      expiresAt: new Date("2026-04-01T10:00:00.000Z"),
    });
    expect(key!.key).toMatch(/^KASSA-[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    expect(key!.displayKey).toBe(`****-${key!.key.slice(-6)}`);
    expect(licenseGrant.properties).toEqual({ license_key_id: key!.id, display_key: key!.displayKey });

    const events = (await eventsOf(t, seller.organizationId, "benefit_grant.%")).filter(
      (e) => e.data.customer_id === buyer.id,
    );
    expect(events.map((e) => e.type)).toEqual(["benefit_grant.created", "benefit_grant.created"]);
    for (const e of events) expectPayload(WebhookBenefitGrantCreatedPayload$inboundSchema, e);
    const created = events.find((e) => e.data.id === licenseGrant.id)!;
    expect(created.data).toMatchObject({
      is_granted: true,
      is_revoked: false,
      order_id: order.id,
      customer: { id: buyer.id, email: "ada@example.com" },
      benefit: { id: benefit.id, type: "license_keys" },
      properties: { license_key_id: key!.id },
      previous_properties: null,
    });
    const states = (await eventsOf(t, seller.organizationId, "customer.state_changed")).filter(
      (e) => e.data.id === buyer.id,
    );
    expect(states.length).toBe(2);
    expect(
      states
        .at(-1)!
        .data.granted_benefits.map((g: { id: string }) => g.id)
        .sort(),
    ).toEqual(grants.map((g) => g.id).sort());

    const emails = await t.ctx.db.select().from(emailMessage).where(eq(emailMessage.to, "ada@example.com"));
    expect(emails.length).toBe(2);
    const keyMail = emails.find((m) => m.text?.includes(key!.key))!;
    expect(keyMail.template).toBe("benefit-grant");
    expect(keyMail.text).toContain("valid until 2026-04-01, up to 2 activations, up to 10 uses");
    expect(keyMail.html).toContain(key!.key);
    const noteMail = emails.find((m) => m.text?.includes("Join us at https://chat.example.com"));
    expect(noteMail).toBeDefined();
    expect(noteMail!.subject).toContain("custom benefit");
  });

  it("never grants twice: duplicate jobs, a second grantBenefits and a re-run after a crash", async () => {
    const { productId } = await licenseProduct();
    const buyer = await insertCustomer(t, seller.organizationId, { email: "dup@example.com" });
    const order = await purchase(t, seller, productId, buyer.id);
    const [grant] = await grantsOf(t, order.id);
    // The same purchase granted again, and two more copies of its job, all before any runs.
    await t.ctx.db.transaction(async (tx) => {
      const now = clock.now();
      await grantBenefits(tx, now, {
        organizationId: seller.organizationId,
        customerId: buyer.id,
        productId,
        orderId: order.id,
        subscriptionId: null,
      });
      await enqueueJob(tx, now, GRANT_JOB, { grantId: grant!.id });
      await enqueueJob(tx, now, GRANT_JOB, { grantId: grant!.id });
    });
    await t.runJobs();
    // A worker that crashed after committing and whose job runs again.
    await runGrant(t.ctx, grant!.id);

    expect((await grantsOf(t, order.id)).length).toBe(1);
    const keys = await t.ctx.db.select().from(licenseKey).where(eq(licenseKey.grantId, grant!.id));
    expect(keys.length).toBe(1);
    const events = (await eventsOf(t, seller.organizationId, "benefit_grant.%")).filter(
      (e) => e.data.id === grant!.id,
    );
    expect(events.map((e) => e.type)).toEqual(["benefit_grant.created"]);
    const emails = await t.ctx.db.select().from(emailMessage).where(eq(emailMessage.to, "dup@example.com"));
    expect(emails.length).toBe(1);
  });

  it("grants nothing for a product without benefits, and needs an order or a subscription", async () => {
    const productId = await makeProduct(seller, []);
    const buyer = await insertCustomer(t, seller.organizationId);
    const order = await purchase(t, seller, productId, buyer.id);
    expect(await grantsOf(t, order.id)).toEqual([]);
    await expect(
      t.ctx.db.transaction((tx) =>
        grantBenefits(tx, clock.now(), {
          organizationId: seller.organizationId,
          customerId: buyer.id,
          productId,
          orderId: null,
          subscriptionId: null,
        }),
      ),
    ).rejects.toThrow(/order or the subscription/);
  });
});

describe("revokeBenefits and the benefit-grants.revoke job", () => {
  it("revokes the order's grants once, even with duplicate jobs; the key is revoked", async () => {
    const { productId } = await licenseProduct();
    const buyer = await insertCustomer(t, seller.organizationId);
    const order = await purchase(t, seller, productId, buyer.id);
    await t.runJobs();
    clock.advance(60_000);
    await revokeOrder(t, seller.organizationId, order.id);
    await revokeOrder(t, seller.organizationId, order.id);
    await t.runJobs();
    const [grant] = await grantsOf(t, order.id);
    expect(grant).toMatchObject({ target: "revoked", revokedAt: clock.now() });
    const [key] = await t.ctx.db.select().from(licenseKey).where(eq(licenseKey.grantId, grant!.id));
    expect(key!.status).toBe("revoked");
    const events = (await eventsOf(t, seller.organizationId, "benefit_grant.%")).filter(
      (e) => e.data.id === grant!.id,
    );
    expect(events.map((e) => e.type)).toEqual(["benefit_grant.created", "benefit_grant.revoked"]);
    expectPayload(WebhookBenefitGrantRevokedPayload$inboundSchema, events[1]);
    expect(events[1]!.data).toMatchObject({ is_granted: false, is_revoked: true });
    expect(events[1]!.data.previous_properties).toEqual(grant!.properties);
    const state = (await eventsOf(t, seller.organizationId, "customer.state_changed"))
      .filter((e) => e.data.id === buyer.id)
      .at(-1)!;
    expect(state.data.granted_benefits).toEqual([]);
  });

  it("revokes every grant of a customer deleted through the API; the license key is revoked", async () => {
    const { productId } = await licenseProduct();
    const buyer = await insertCustomer(t, seller.organizationId);
    const first = await purchase(t, seller, productId, buyer.id);
    const second = await purchase(t, seller, productId, buyer.id);
    await t.runJobs();
    expect((await seller.api.delete(`/v1/customers/${buyer.id}`)).status).toBe(204);
    await t.runJobs();
    for (const order of [first, second]) {
      const [grant] = await grantsOf(t, order.id);
      expect(grant).toMatchObject({ target: "revoked" });
      expect(grant!.revokedAt).not.toBeNull();
      const [key] = await t.ctx.db.select().from(licenseKey).where(eq(licenseKey.grantId, grant!.id));
      expect(key!.status).toBe("revoked");
    }
  });

  it("a revocation that overtakes the grant job wins whatever order the jobs run in", async () => {
    const { productId } = await licenseProduct();
    const buyer = await insertCustomer(t, seller.organizationId);
    const order = await purchase(t, seller, productId, buyer.id);
    await revokeOrder(t, seller.organizationId, order.id);
    await t.runJobs();
    const [grant] = await grantsOf(t, order.id);
    expect(grant!.grantedAt).toBeNull();
    expect(grant!.revokedAt).not.toBeNull();
    expect(await t.ctx.db.select().from(licenseKey).where(eq(licenseKey.grantId, grant!.id))).toEqual([]);
  });

  it("regrants a subscription's revoked grant: the same key is granted again (benefit_grant.updated)", async () => {
    const { productId } = await licenseProduct();
    const buyer = await insertCustomer(t, seller.organizationId);
    const subscriptionId = "0190c2d0-0000-7000-8000-00000000aaaa";
    const grantSub = () =>
      t.ctx.db.transaction((tx) =>
        grantBenefits(tx, clock.now(), {
          organizationId: seller.organizationId,
          customerId: buyer.id,
          productId,
          orderId: "0190c2d0-0000-7000-8000-00000000bbbb",
          subscriptionId,
        }),
      );
    await grantSub();
    await t.runJobs();
    await t.ctx.db.transaction((tx) =>
      revokeBenefits(tx, clock.now(), { organizationId: seller.organizationId, subscriptionId }),
    );
    await t.runJobs();
    clock.advance(1000);
    await grantSub();
    await t.runJobs();
    const grants = await t.ctx.db.query.benefitGrant.findMany({
      where: (g, { eq }) => eq(g.subscriptionId, subscriptionId),
    });
    expect(grants.length).toBe(1);
    expect(grants[0]).toMatchObject({ orderId: null, target: "granted", revokedAt: null });
    const keys = await t.ctx.db.select().from(licenseKey).where(eq(licenseKey.grantId, grants[0]!.id));
    expect(keys.map((k) => k.status)).toEqual(["granted"]);
    const events = (await eventsOf(t, seller.organizationId, "benefit_grant.%")).filter(
      (e) => e.data.id === grants[0]!.id,
    );
    expect(events.map((e) => e.type)).toEqual([
      "benefit_grant.created",
      "benefit_grant.revoked",
      "benefit_grant.updated",
    ]);
    expectPayload(WebhookBenefitGrantUpdatedPayload$inboundSchema, events[2]);
  });
});

describe("meter_credit benefits", () => {
  it("credits the meter on grant and takes the units back on revoke", async () => {
    const meter = await seller.api.post("/v1/meters/", {
      name: "API calls",
      filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "call" }] },
      aggregation: { func: "count" },
    });
    expect(meter.status, JSON.stringify(meter.body)).toBe(201);
    const benefit = await makeBenefit(seller, "meter_credit", {
      units: 500,
      rollover: true,
      meter_id: meter.body.id,
    });
    const productId = await makeProduct(seller, [benefit.id]);
    const buyer = await insertCustomer(t, seller.organizationId, { email: "meter@example.com" });
    const order = await purchase(t, seller, productId, buyer.id);
    await t.runJobs();
    const [grant] = await grantsOf(t, order.id);
    expect(grant!.properties).toEqual({
      last_credited_meter_id: meter.body.id,
      last_credited_units: 500,
      last_credited_at: clock.now().toISOString(),
      last_rollover_units: 0,
    });
    const credits = () => t.ctx.db.select().from(meterCredit).where(eq(meterCredit.grantId, grant!.id));
    expect((await credits()).map((c) => [c.meterId, c.units, c.rollover, c.customerId])).toEqual([
      [meter.body.id, 500, true, buyer.id],
    ]);
    const mail = await t.lastEmail("meter@example.com", "benefit-grant");
    expect(mail.text).toContain("500 units were credited to your API calls balance.");

    // The ledger row and the customer's meter balance are written together.
    const balance = () =>
      t.ctx.db.transaction((tx) =>
        currentCustomerMeter(tx, clock.now(), seller.organizationId, {
          customerId: buyer.id,
          meterId: meter.body.id,
        }),
      );
    expect((await balance())?.creditedUnits).toBe("500");

    await revokeOrder(t, seller.organizationId, order.id);
    await t.runJobs();
    expect((await credits()).map((c) => c.units)).toEqual([500, -500]);
    expect((await balance())?.creditedUnits).toBe("0");
  });
});
