import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectInvalid, expectNotFound, ok, UNKNOWN_ID } from "./expect.js";
import { collect, type RunningKassa, startKassa } from "./harness.js";

let k: RunningKassa;
beforeAll(async () => {
  k = await startKassa();
});
afterAll(() => k.close());

describe("Polar SDK 0.47: checkout links", () => {
  it("creates (all three shapes), gets, lists, updates and deletes links; the link opens a checkout", async () => {
    const product = await ok(
      k.polar.products.create({ name: "Ebook", prices: [{ amountType: "fixed", priceAmount: 1500 }] }),
    );
    const link = await ok(
      k.polar.checkoutLinks.create({ paymentProcessor: "stripe", products: [product.id], label: "Launch" }),
    );
    expect(link.clientSecret).toMatch(/^polar_cl_/);
    expect(link.products.map((p) => p.id)).toEqual([product.id]);
    expect(link.url).toBe(`${k.t.ctx.config.baseUrl}/v1/checkout-links/${link.clientSecret}/redirect`);
    const byProduct = await ok(
      k.polar.checkoutLinks.create({ paymentProcessor: "stripe", productId: product.id }),
    );
    expect(byProduct.products[0]?.id).toBe(product.id);
    const byPrice = await ok(
      k.polar.checkoutLinks.create({ paymentProcessor: "stripe", productPriceId: product.prices[0]!.id }),
    );
    expect(byPrice.products[0]?.id).toBe(product.id);

    expect((await ok(k.polar.checkoutLinks.get({ id: link.id }))).label).toBe("Launch");
    const listed = await collect(await ok(k.polar.checkoutLinks.list({ productId: product.id })));
    expect(listed.map((l) => l.id).sort()).toEqual([link.id, byProduct.id, byPrice.id].sort());
    const updated = await ok(
      k.polar.checkoutLinks.update({
        id: link.id,
        checkoutLinkUpdate: { label: "Launch 2", successUrl: "https://shop.example.com/done" },
      }),
    );
    expect(updated.label).toBe("Launch 2");
    expect(updated.successUrl).toBe("https://shop.example.com/done");

    const visit = await fetch(`${k.baseUrl}/v1/checkout-links/${link.clientSecret}/redirect`, {
      redirect: "manual",
    });
    expect(visit.status).toBe(302);
    const secret = visit.headers.get("location")!.split("/checkout/")[1]!;
    const opened = await ok(k.polar.checkouts.clientGet({ clientSecret: secret }));
    expect(opened.productId).toBe(product.id);

    await ok(k.polar.checkoutLinks.delete({ id: link.id }));
    await expectNotFound(k.polar.checkoutLinks.get({ id: link.id }));
    await expectNotFound(k.polar.checkoutLinks.get({ id: UNKNOWN_ID }));
    expect(
      await expectInvalid(
        k.polar.checkoutLinks.create({ paymentProcessor: "stripe", products: [UNKNOWN_ID] }),
      ),
    ).toContain("body.products.0");
  });
});
