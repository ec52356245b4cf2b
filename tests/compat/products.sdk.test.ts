import type { Product } from "@polar-sh/sdk/models/components/product.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectInvalid, expectNotFound, ok, UNKNOWN_ID } from "./expect.js";
import { collect, type RunningKassa, startKassa } from "./harness.js";
import { PNG, uploadFile } from "./uploads.js";

let k: RunningKassa;
beforeAll(async () => {
  k = await startKassa();
});
afterAll(() => k.close());

/** The product's one price of this amount type, narrowed to its union member. */
function priceOf<T extends string>(product: Product, amountType: T) {
  const price = product.prices.find((p) => "amountType" in p && p.amountType === amountType);
  if (!price) throw new Error(`no ${amountType} price on ${product.name}`);
  return price as Extract<Product["prices"][number], { amountType: T }>;
}

describe("Polar SDK 0.47: products", () => {
  let meterId: string;
  let benefitIds: string[];
  let fieldId: string;
  let mediaId: string;
  let oneTime: Product;
  let monthly: Product;
  let custom: Product;
  let free: Product;

  beforeAll(async () => {
    const meter = await ok(
      k.polar.meters.create({
        name: "API calls",
        filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "api.call" }] },
        aggregation: { func: "count" },
      }),
    );
    meterId = meter.id;
    const a = await ok(k.polar.benefits.create({ type: "custom", description: "Support", properties: {} }));
    const b = await ok(
      k.polar.benefits.create({ type: "custom", description: "Onboarding call", properties: {} }),
    );
    benefitIds = [a.id, b.id];
    const field = await ok(
      k.polar.customFields.create({ type: "text", slug: "company", name: "Company", properties: {} }),
    );
    fieldId = field.id;
    const media = await uploadFile(k, PNG, {
      service: "product_media",
      name: "cover.png",
      mimeType: "image/png",
    });
    mediaId = media.completed.id;
  });

  it("creates a one-time product with a fixed price, media and a custom field", async () => {
    oneTime = await ok(
      k.polar.products.create({
        name: "Ebook",
        description: "A book",
        prices: [{ amountType: "fixed", priceAmount: 1999, priceCurrency: "usd" }],
        medias: [mediaId],
        attachedCustomFields: [{ customFieldId: fieldId, required: true }],
        metadata: { sku: "EB-1" },
      }),
    );
    expect(oneTime.createdAt).toBeInstanceOf(Date);
    expect(oneTime.isRecurring).toBe(false);
    expect(oneTime.recurringInterval).toBeNull();
    expect(oneTime.organizationId).toBe(k.seller.organizationId);
    expect(oneTime.metadata).toEqual({ sku: "EB-1" });
    const fixed = priceOf(oneTime, "fixed");
    expect(fixed.priceAmount).toBe(1999);
    expect(fixed.priceCurrency).toBe("usd");
    expect(fixed.createdAt).toBeInstanceOf(Date);
    expect(oneTime.medias.map((m) => m.id)).toEqual([mediaId]);
    expect(oneTime.medias[0]?.publicUrl).toMatch(/^https?:\/\//);
    expect(oneTime.attachedCustomFields.map((f) => f.customFieldId)).toEqual([fieldId]);
    expect(oneTime.attachedCustomFields[0]?.customField.type).toBe("text");
  });

  it("creates a monthly product with a fixed and a metered price", async () => {
    monthly = await ok(
      k.polar.products.create({
        name: "Pro plan",
        recurringInterval: "month",
        trialInterval: "day",
        trialIntervalCount: 14,
        prices: [
          { amountType: "fixed", priceAmount: 2900 },
          { amountType: "metered_unit", meterId, unitAmount: "0.5", capAmount: 10_000 },
        ],
      }),
    );
    expect(monthly.isRecurring).toBe(true);
    expect(monthly.recurringInterval).toBe("month");
    expect(monthly.trialInterval).toBe("day");
    expect(monthly.trialIntervalCount).toBe(14);
    const metered = priceOf(monthly, "metered_unit");
    expect(metered.meterId).toBe(meterId);
    expect(Number(metered.unitAmount)).toBe(0.5);
    expect(metered.capAmount).toBe(10_000);
    expect(metered.meter.id).toBe(meterId);
  });

  it("creates products with a custom (pay what you want) and a free price", async () => {
    custom = await ok(
      k.polar.products.create({
        name: "Donation",
        prices: [{ amountType: "custom", minimumAmount: 500, maximumAmount: 50_000, presetAmount: 1000 }],
      }),
    );
    const pwyw = priceOf(custom, "custom");
    expect(pwyw.minimumAmount).toBe(500);
    expect(pwyw.maximumAmount).toBe(50_000);
    expect(pwyw.presetAmount).toBe(1000);

    free = await ok(
      k.polar.products.create({
        name: "Free tier",
        recurringInterval: "year",
        visibility: "private",
        prices: [{ amountType: "free" }],
      }),
    );
    expect(priceOf(free, "free").amountType).toBe("free");
    expect(free.visibility).toBe("private");
  });

  it("gets a product by id", async () => {
    const got = await ok(k.polar.products.get({ id: monthly.id }));
    expect(got.name).toBe("Pro plan");
    expect(got.prices).toHaveLength(2);
    expect(got.benefits).toEqual([]);
  });

  it("sets a product's benefits", async () => {
    const withBenefits = await ok(
      k.polar.products.updateBenefits({ id: monthly.id, productBenefitsUpdate: { benefits: benefitIds } }),
    );
    expect(withBenefits.benefits.map((b) => b.id)).toEqual(benefitIds);
    expect(withBenefits.benefits[0]?.type).toBe("custom");
    const fewer = await ok(
      k.polar.products.updateBenefits({
        id: monthly.id,
        productBenefitsUpdate: { benefits: [benefitIds[1]!] },
      }),
    );
    expect(fewer.benefits.map((b) => b.id)).toEqual([benefitIds[1]]);
  });

  it("updates a product: name, prices (keep one, add one) and archiving", async () => {
    const fixed = priceOf(oneTime, "fixed");
    const renamed = await ok(
      k.polar.products.update({
        id: oneTime.id,
        productUpdate: { name: "Ebook (2nd edition)", description: null, metadata: { sku: "EB-2" } },
      }),
    );
    expect(renamed.name).toBe("Ebook (2nd edition)");
    expect(renamed.description).toBeNull();
    expect(renamed.modifiedAt).toBeInstanceOf(Date);

    const repriced = await ok(
      k.polar.products.update({
        id: monthly.id,
        productUpdate: {
          prices: [{ id: priceOf(monthly, "metered_unit").id }, { amountType: "fixed", priceAmount: 3900 }],
        },
      }),
    );
    const active = repriced.prices.filter((p) => !p.isArchived);
    expect(active).toHaveLength(2);
    expect(priceOf({ ...repriced, prices: active }, "fixed").priceAmount).toBe(3900);
    expect(fixed.id).not.toBe(priceOf({ ...repriced, prices: active }, "fixed").id);

    const archived = await ok(
      k.polar.products.update({ id: custom.id, productUpdate: { isArchived: true } }),
    );
    expect(archived.isArchived).toBe(true);
  });

  it("lists products with each filter, sorting and pagination", async () => {
    const all = await collect(await ok(k.polar.products.list({ limit: 1 })));
    expect(all.map((p) => p.name).sort()).toEqual([
      "Donation",
      "Ebook (2nd edition)",
      "Free tier",
      "Pro plan",
    ]);

    const current = await collect(await ok(k.polar.products.list({ isArchived: false })));
    expect(current.map((p) => p.id)).not.toContain(custom.id);
    expect(current).toHaveLength(3);

    const withArchived = await collect(await ok(k.polar.products.list({ isArchived: true })));
    expect(withArchived.map((p) => p.id)).toEqual([custom.id]);

    const recurring = await collect(await ok(k.polar.products.list({ isRecurring: true })));
    expect(recurring.map((p) => p.id).sort()).toEqual([monthly.id, free.id].sort());
    const oneTimes = await collect(
      await ok(k.polar.products.list({ isRecurring: false, isArchived: false })),
    );
    expect(oneTimes.map((p) => p.id)).toEqual([oneTime.id]);

    const byId = await collect(await ok(k.polar.products.list({ id: [oneTime.id, free.id] })));
    expect(byId.map((p) => p.id).sort()).toEqual([oneTime.id, free.id].sort());

    const byQuery = await collect(await ok(k.polar.products.list({ query: "pro" })));
    expect(byQuery.map((p) => p.id)).toEqual([monthly.id]);

    const byBenefit = await collect(await ok(k.polar.products.list({ benefitId: benefitIds[1] })));
    expect(byBenefit.map((p) => p.id)).toEqual([monthly.id]);

    const privates = await collect(await ok(k.polar.products.list({ visibility: ["private"] })));
    expect(privates.map((p) => p.id)).toEqual([free.id]);

    const byMetadata = await collect(await ok(k.polar.products.list({ metadata: { sku: "EB-2" } })));
    expect(byMetadata.map((p) => p.id)).toEqual([oneTime.id]);

    const byOrg = await collect(await ok(k.polar.products.list({ organizationId: k.seller.organizationId })));
    expect(byOrg).toHaveLength(4);

    const sorted = await ok(k.polar.products.list({ sorting: ["-name"], limit: 2, page: 1 }));
    expect(sorted.result.items.map((p) => p.name)).toEqual(["Pro plan", "Free tier"]);
    expect(sorted.result.pagination).toEqual({ totalCount: 4, maxPage: 2 });
  });

  it("maps unknown ids to ResourceNotFound", async () => {
    await expectNotFound(k.polar.products.get({ id: UNKNOWN_ID }));
    await expectNotFound(k.polar.products.update({ id: UNKNOWN_ID, productUpdate: { name: "Renamed" } }));
    await expectNotFound(
      k.polar.products.updateBenefits({ id: UNKNOWN_ID, productBenefitsUpdate: { benefits: [] } }),
    );
  });

  it("maps invalid input to HTTPValidationError", async () => {
    expect(
      await expectInvalid(
        k.polar.products.create({ name: "ab", prices: [{ amountType: "fixed", priceAmount: 100 }] }),
      ),
    ).toContain("body.name");
    // Metered prices need a recurring product.
    expect(
      await expectInvalid(
        k.polar.products.create({
          name: "Metered once",
          prices: [{ amountType: "metered_unit", meterId, unitAmount: 1 }],
        }),
      ),
    ).toContain("body.prices.0.amount_type");
    // A custom price's maximum is at least its minimum.
    expect(
      await expectInvalid(
        k.polar.products.create({
          name: "Bad range",
          prices: [{ amountType: "custom", minimumAmount: 1000, maximumAmount: 100 }],
        }),
      ),
    ).toContain("body.prices.0.maximum_amount");
    // Seat-based prices are in the SDK but not offered by Kassa.
    expect(
      await expectInvalid(
        k.polar.products.create({
          name: "Seats",
          recurringInterval: "month",
          prices: [{ amountType: "seat_based", seatTiers: { tiers: [{ minSeats: 1, pricePerSeat: 1000 }] } }],
        }),
      ),
    ).toContain("body.prices.0.amount_type");
    await expectInvalid(
      k.polar.products.updateBenefits({ id: monthly.id, productBenefitsUpdate: { benefits: [UNKNOWN_ID] } }),
    );
  });
});
