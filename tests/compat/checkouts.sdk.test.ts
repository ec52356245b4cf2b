import { ExpiredCheckoutError } from "@polar-sh/sdk/models/errors/expiredcheckouterror.js";
import { NotOpenCheckout } from "@polar-sh/sdk/models/errors/notopencheckout.js";
import { PaymentError } from "@polar-sh/sdk/models/errors/paymenterror.js";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectInvalid, expectNotFound, ok, UNKNOWN_ID } from "./expect.js";
import { collect, type RunningKassa, startKassa } from "./harness.js";

let k: RunningKassa;
beforeAll(async () => {
  k = await startKassa();
});
afterAll(() => k.close());

async function rejection(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error("expected the SDK call to fail");
}

describe("Polar SDK 0.47: checkouts", () => {
  let productId: string;
  let otherProductId: string;
  beforeAll(async () => {
    const product = await ok(
      k.polar.products.create({ name: "Course", prices: [{ amountType: "fixed", priceAmount: 4900 }] }),
    );
    productId = product.id;
    const other = await ok(
      k.polar.products.create({ name: "Workshop", prices: [{ amountType: "fixed", priceAmount: 9900 }] }),
    );
    otherProductId = other.id;
  });

  it("creates, gets, lists and updates checkouts", async () => {
    const created = await ok(
      k.polar.checkouts.create({
        products: [productId, otherProductId],
        customerEmail: "sdk@example.com",
        successUrl: "https://shop.example.com/ok?checkout_id={CHECKOUT_ID}",
        metadata: { source: "sdk" },
        customerBillingAddress: { country: "DE" },
      }),
    );
    expect(created.status).toBe("open");
    expect(created.productId).toBe(productId);
    expect(created.totalAmount).toBe(4900);
    expect(created.expiresAt).toBeInstanceOf(Date);
    expect(created.successUrl).toBe(`https://shop.example.com/ok?checkout_id=${created.id}`);
    expect(created.clientSecret).toMatch(/^polar_c_/);
    expect(created.products).toHaveLength(2);

    const got = await ok(k.polar.checkouts.get({ id: created.id }));
    expect(got.id).toBe(created.id);
    expect(got.metadata).toEqual({ source: "sdk" });

    const listed = await collect(await ok(k.polar.checkouts.list({ productId: [productId], limit: 1 })));
    expect(listed.map((c) => c.id)).toContain(created.id);

    const updated = await ok(
      k.polar.checkouts.update({
        id: created.id,
        checkoutUpdate: { productId: otherProductId, metadata: { source: "sdk2" } },
      }),
    );
    expect(updated.productId).toBe(otherProductId);
    expect(updated.amount).toBe(9900);
    expect(updated.metadata).toEqual({ source: "sdk2" });

    await expectNotFound(k.polar.checkouts.get({ id: UNKNOWN_ID }));
    expect(await expectInvalid(k.polar.checkouts.create({ products: [UNKNOWN_ID] }))).toContain(
      "body.products.0",
    );
  });

  it("drives the client endpoints: get, update, a declined confirm, then a paid one", async () => {
    const created = await ok(k.polar.checkouts.create({ products: [productId] }));
    const secret = created.clientSecret;
    const pub = await ok(k.polar.checkouts.clientGet({ clientSecret: secret }));
    expect(pub.id).toBe(created.id);
    expect(pub.organization.id).toBe(k.seller.organizationId);

    const filled = await ok(
      k.polar.checkouts.clientUpdate({
        clientSecret: secret,
        checkoutUpdatePublic: {
          customerEmail: "client@example.com",
          customerName: "Client",
          customerBillingAddress: { country: "FR" },
        },
      }),
    );
    expect(filled.customerEmail).toBe("client@example.com");
    expect(filled.billingAddressFields.country).toBe("required");

    const declined = await rejection(
      k.polar.checkouts.clientConfirm({
        clientSecret: secret,
        checkoutConfirmStripe: { confirmationTokenId: "pm_card_chargeDeclined" },
      }),
    );
    expect(declined).toBeInstanceOf(PaymentError);
    expect((declined as PaymentError).detail).toBe("Your card was declined.");

    const confirmed = await ok(
      k.polar.checkouts.clientConfirm({
        clientSecret: secret,
        checkoutConfirmStripe: { confirmationTokenId: "pm_card_visa" },
      }),
    );
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.totalAmount).toBe(4900);
    expect(confirmed.customerId).toEqual(expect.any(String));
    const after = await ok(k.polar.checkouts.get({ id: created.id }));
    expect(after.status).toBe("succeeded");

    const again = await rejection(
      k.polar.checkouts.clientConfirm({
        clientSecret: secret,
        checkoutConfirmStripe: { confirmationTokenId: "pm_card_visa" },
      }),
    );
    expect(again).toBeInstanceOf(NotOpenCheckout);
    await expectNotFound(k.polar.checkouts.clientGet({ clientSecret: "polar_c_unknown" }));
  });

  it("maps an expired checkout to ExpiredCheckoutError", async () => {
    const created = await ok(k.polar.checkouts.create({ products: [productId] }));
    // Expire it without waiting a day: move its expiry into the past.
    await k.t.ctx.db.execute(
      sql`update checkout set expires_at = now() - interval '1 minute' where id = ${created.id}`,
    );
    const error = await rejection(k.polar.checkouts.clientGet({ clientSecret: created.clientSecret }));
    expect(error).toBeInstanceOf(ExpiredCheckoutError);
  });
});
