import type { Discount } from "@polar-sh/sdk/models/components/discount.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectInvalid, expectNotFound, ok, UNKNOWN_ID } from "./expect.js";
import { collect, type RunningKassa, startKassa } from "./harness.js";

let k: RunningKassa;
beforeAll(async () => {
  k = await startKassa();
});
afterAll(() => k.close());

describe("Polar SDK 0.47: discounts", () => {
  let productId: string;
  let fixedOnce: Discount;
  let fixedRepeating: Discount;
  let percentOnce: Discount;
  let percentRepeating: Discount;

  beforeAll(async () => {
    const product = await ok(
      k.polar.products.create({
        name: "Pro plan",
        recurringInterval: "month",
        prices: [{ amountType: "fixed", priceAmount: 2900 }],
      }),
    );
    productId = product.id;
  });

  it("creates fixed and percentage discounts, once and repeating", async () => {
    const startsAt = new Date(Date.now() - 60_000);
    const endsAt = new Date(Date.now() + 30 * 86_400_000);
    fixedOnce = await ok(
      k.polar.discounts.create({
        type: "fixed",
        duration: "once",
        name: "Five off",
        code: "FIVEOFF",
        amount: 500,
        currency: "usd",
        startsAt,
        endsAt,
        maxRedemptions: 100,
        metadata: { campaign: "launch" },
      }),
    );
    expect(fixedOnce.createdAt).toBeInstanceOf(Date);
    expect(fixedOnce.startsAt).toBeInstanceOf(Date);
    expect(Math.abs((fixedOnce.startsAt?.getTime() ?? 0) - startsAt.getTime())).toBeLessThan(1000);
    expect(fixedOnce.endsAt).toBeInstanceOf(Date);
    expect(fixedOnce.code).toBe("FIVEOFF");
    expect(fixedOnce.maxRedemptions).toBe(100);
    expect(fixedOnce.redemptionsCount).toBe(0);
    expect(fixedOnce.organizationId).toBe(k.seller.organizationId);
    expect(fixedOnce.metadata).toEqual({ campaign: "launch" });
    expect(fixedOnce).toMatchObject({ type: "fixed", duration: "once", amount: 500, currency: "usd" });
    expect((fixedOnce as { amounts?: unknown }).amounts).toEqual({ usd: 500 });

    fixedRepeating = await ok(
      k.polar.discounts.create({
        type: "fixed",
        duration: "repeating",
        durationInMonths: 3,
        name: "Ten off for 3 months",
        amounts: { usd: 1000, eur: 900 },
        products: [productId],
      }),
    );
    expect(fixedRepeating).toMatchObject({ type: "fixed", duration: "repeating", durationInMonths: 3 });
    expect((fixedRepeating as { amounts?: unknown }).amounts).toEqual({ usd: 1000, eur: 900 });
    expect(fixedRepeating.products.map((p) => p.id)).toEqual([productId]);
    expect(fixedRepeating.products[0]?.createdAt).toBeInstanceOf(Date);
    expect(fixedRepeating.code).toBeNull();

    percentOnce = await ok(
      k.polar.discounts.create({
        type: "percentage",
        duration: "once",
        name: "Quarter off",
        basisPoints: 2500,
      }),
    );
    expect(percentOnce).toMatchObject({ type: "percentage", duration: "once", basisPoints: 2500 });

    percentRepeating = await ok(
      k.polar.discounts.create({
        type: "percentage",
        duration: "repeating",
        durationInMonths: 12,
        name: "Annual half off",
        basisPoints: 5000,
        code: "HALF2026",
      }),
    );
    expect(percentRepeating).toMatchObject({
      type: "percentage",
      duration: "repeating",
      durationInMonths: 12,
    });

    const forever = await ok(
      k.polar.discounts.create({
        type: "percentage",
        duration: "forever",
        name: "Friends",
        basisPoints: 1000,
      }),
    );
    expect(forever.duration).toBe("forever");
  });

  it("gets a discount by id", async () => {
    const got = await ok(k.polar.discounts.get({ id: fixedRepeating.id }));
    expect(got.id).toBe(fixedRepeating.id);
    expect(got).toMatchObject({ type: "fixed", duration: "repeating", durationInMonths: 3 });
    expect(got.products.map((p) => p.id)).toEqual([productId]);
  });

  it("lists discounts across pages, by query and sorted", async () => {
    const all = await collect(await ok(k.polar.discounts.list({ limit: 2 })));
    expect(all).toHaveLength(5);

    const byCode = await collect(await ok(k.polar.discounts.list({ query: "HALF" })));
    expect(byCode.map((d) => d.id)).toEqual([percentRepeating.id]);

    const sorted = await ok(k.polar.discounts.list({ sorting: ["name"], limit: 2, page: 2 }));
    expect(sorted.result.pagination).toEqual({ totalCount: 5, maxPage: 3 });
    expect(sorted.result.items.map((d) => d.name)).toEqual(["Friends", "Quarter off"]);
  });

  it("updates a discount", async () => {
    const updated = await ok(
      k.polar.discounts.update({
        id: percentOnce.id,
        discountUpdate: { name: "Third off", basisPoints: 3333, code: "THIRD", maxRedemptions: 10 },
      }),
    );
    expect(updated).toMatchObject({
      name: "Third off",
      basisPoints: 3333,
      code: "THIRD",
      maxRedemptions: 10,
    });
    expect(updated.modifiedAt).toBeInstanceOf(Date);

    const repeating = await ok(
      k.polar.discounts.update({
        id: fixedOnce.id,
        discountUpdate: { duration: "repeating", durationInMonths: 2, products: [productId], endsAt: null },
      }),
    );
    expect(repeating).toMatchObject({ duration: "repeating", durationInMonths: 2 });
    expect(repeating.endsAt).toBeNull();
    expect(repeating.products.map((p) => p.id)).toEqual([productId]);
  });

  it("deletes a discount", async () => {
    expect(await ok(k.polar.discounts.delete({ id: percentRepeating.id }))).toBeUndefined();
    await expectNotFound(k.polar.discounts.get({ id: percentRepeating.id }));
  });

  it("maps unknown ids to ResourceNotFound", async () => {
    await expectNotFound(k.polar.discounts.get({ id: UNKNOWN_ID }));
    await expectNotFound(k.polar.discounts.update({ id: UNKNOWN_ID, discountUpdate: { name: "Renamed" } }));
    await expectNotFound(k.polar.discounts.delete({ id: UNKNOWN_ID }));
  });

  it("maps invalid input to HTTPValidationError", async () => {
    expect(
      await expectInvalid(
        k.polar.discounts.create({
          type: "percentage",
          duration: "repeating",
          name: "No months",
          basisPoints: 100,
        }),
      ),
    ).toContain("body.duration_in_months");
    expect(
      await expectInvalid(k.polar.discounts.create({ type: "fixed", duration: "once", name: "No amount" })),
    ).toContain("body.amount");
    expect(
      await expectInvalid(
        k.polar.discounts.create({
          type: "percentage",
          duration: "once",
          name: "Duplicate",
          basisPoints: 100,
          code: "FIVEOFF",
        }),
      ),
    ).toContain("body.code");
    expect(
      await expectInvalid(
        k.polar.discounts.create({
          type: "percentage",
          duration: "once",
          name: "Bad product",
          basisPoints: 100,
          products: [UNKNOWN_ID],
        }),
      ),
    ).toContain("body.products.0");
  });
});
