import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSeller } from "../../src/server/test/v1-helpers.js";
import { expectInvalid, expectNotFound, expectStatus, ok, UNKNOWN_ID } from "./expect.js";
import { collect, type RunningKassa, startKassa } from "./harness.js";

let k: RunningKassa;
beforeAll(async () => {
  k = await startKassa();
});
afterAll(() => k.close());

describe("Polar SDK 0.47: organizations", () => {
  it("gets the token's organization with typed results", async () => {
    const org = await ok(k.polar.organizations.get({ id: k.seller.organizationId }));
    expect(org.id).toBe(k.seller.organizationId);
    expect(org.name).toBe("Compat");
    expect(org.createdAt).toBeInstanceOf(Date);
    expect(org.modifiedAt === null || org.modifiedAt instanceof Date).toBe(true);
    expect(Array.isArray(org.socials)).toBe(true);
    expect(typeof org.subscriptionSettings.allowMultipleSubscriptions).toBe("boolean");
    expect(typeof org.notificationSettings.newOrder).toBe("boolean");
    expect(typeof org.customerEmailSettings.orderConfirmation).toBe("boolean");
    expect(org.defaultPresentmentCurrency).toMatch(/^[a-z]{3}$/);
  });

  it("lists only the token's organization, by slug and across pages", async () => {
    const all = await collect(await ok(k.polar.organizations.list({ limit: 1 })));
    expect(all.map((o) => o.id)).toEqual([k.seller.organizationId]);

    const org = all[0];
    if (!org) throw new Error("no organization");
    const bySlug = await collect(await ok(k.polar.organizations.list({ slug: org.slug })));
    expect(bySlug.map((o) => o.id)).toEqual([org.id]);
    const none = await collect(await ok(k.polar.organizations.list({ slug: "no-such-slug" })));
    expect(none).toEqual([]);

    const sorted = await ok(k.polar.organizations.list({ sorting: ["-created_at"], page: 1, limit: 10 }));
    expect(sorted.result.pagination.totalCount).toBe(1);
    expect(sorted.result.pagination.maxPage).toBe(1);
  });

  it("updates the profile and settings", async () => {
    const updated = await ok(
      k.polar.organizations.update({
        id: k.seller.organizationId,
        organizationUpdate: {
          name: "Compat Inc",
          email: "billing@compat.test",
          website: "https://compat.test",
          socials: [{ platform: "github", url: "https://github.com/compat" }],
          subscriptionSettings: {
            allowMultipleSubscriptions: true,
            allowCustomerUpdates: true,
            prorationBehavior: "invoice",
            benefitRevocationGracePeriod: 7,
            preventTrialAbuse: false,
          },
        },
      }),
    );
    expect(updated.name).toBe("Compat Inc");
    expect(updated.email).toBe("billing@compat.test");
    expect(updated.socials).toEqual([{ platform: "github", url: "https://github.com/compat" }]);
    expect(updated.subscriptionSettings.prorationBehavior).toBe("invoice");
    expect(updated.subscriptionSettings.benefitRevocationGracePeriod).toBe(7);
    expect(updated.modifiedAt).toBeInstanceOf(Date);

    const again = await ok(k.polar.organizations.get({ id: k.seller.organizationId }));
    expect(again.website).toBe("https://compat.test");
  });

  it("maps unknown and foreign ids to ResourceNotFound", async () => {
    await expectNotFound(k.polar.organizations.get({ id: UNKNOWN_ID }));
    await expectNotFound(
      k.polar.organizations.update({ id: UNKNOWN_ID, organizationUpdate: { name: "Other" } }),
    );
    const other = await createSeller(k.t, "Elsewhere");
    await expectNotFound(k.polar.organizations.get({ id: other.organizationId }));
  });

  it("maps invalid input to HTTPValidationError", async () => {
    const id = k.seller.organizationId;
    expect(
      await expectInvalid(k.polar.organizations.update({ id, organizationUpdate: { email: "nope" } })),
    ).toContain("body.email");
    expect(
      await expectInvalid(k.polar.organizations.update({ id, organizationUpdate: { website: "example" } })),
    ).toContain("body.website");
    await expectInvalid(k.polar.organizations.get({ id: "not-a-uuid" }));
  });

  it("refuses to create an organization with an access token (403)", async () => {
    // organizations.create maps no 403 to a class: the SDK reports a generic API error with the status.
    await expectStatus(k.polar.organizations.create({ name: "New org", slug: "new-org-sdk" }), 403);
  });
});
