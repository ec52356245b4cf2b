import type { CustomerIndividual } from "@polar-sh/sdk/models/components/customerindividual.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benefitGrant } from "../../src/server/db/schema/benefits.js";
import { uuidv7 } from "../../src/server/lib/ids.js";
import { expectInvalid, expectNotFound, ok, UNKNOWN_ID } from "./expect.js";
import { collect, type RunningKassa, startKassa } from "./harness.js";

let k: RunningKassa;
beforeAll(async () => {
  k = await startKassa();
});
afterAll(() => k.close());

/** The SDK's `Customer` is a union; Kassa only makes individuals. */
const individual = (c: { type?: string }) => {
  expect(c.type).toBe("individual");
  return c as CustomerIndividual;
};

describe("Polar SDK 0.47: customers", () => {
  let ada: CustomerIndividual;

  it("creates, gets and lists customers", async () => {
    ada = individual(
      await ok(
        k.polar.customers.create({
          email: "ada@example.com",
          name: "Ada Lovelace",
          externalId: "usr_ada",
          billingAddress: { country: "GB", city: "London", line1: "12 St James's Sq" },
          taxId: "GB123456789",
          locale: "en-GB",
          metadata: { plan: "pro", seats: 2 },
        }),
      ),
    );
    expect(ada.createdAt).toBeInstanceOf(Date);
    expect(ada.modifiedAt).toBeNull();
    expect(ada).toMatchObject({
      email: "ada@example.com",
      emailVerified: false,
      name: "Ada Lovelace",
      externalId: "usr_ada",
      billingAddress: { country: "GB", city: "London", line1: "12 St James's Sq" },
      taxId: ["GB123456789", "gb_vat"],
      locale: "en-GB",
      organizationId: k.seller.organizationId,
      metadata: { plan: "pro", seats: 2 },
      deletedAt: null,
    });
    expect(ada.avatarUrl).toMatch(/^https:\/\/www\.gravatar\.com\/avatar\/[0-9a-f]{64}\?d=404$/);
    const bob = individual(await ok(k.polar.customers.create({ email: "bob@example.com" })));

    const got = individual(await ok(k.polar.customers.get({ id: ada.id })));
    expect(got).toEqual(ada);
    const all = await collect(await ok(k.polar.customers.list({ limit: 1 })));
    expect(all.map((c) => c.id)).toEqual([bob.id, ada.id]);
    const byEmail = await ok(k.polar.customers.list({ email: "ADA@example.com" }));
    expect(byEmail.result.items.map((c) => c.id)).toEqual([ada.id]);
    const byQuery = await ok(k.polar.customers.list({ query: "bob", sorting: ["email"] }));
    expect(byQuery.result.items.map((c) => c.id)).toEqual([bob.id]);
    const byMetadata = await ok(k.polar.customers.list({ metadata: { plan: "pro" } }));
    expect(byMetadata.result.items.map((c) => c.id)).toEqual([ada.id]);
    const byOrg = await ok(
      k.polar.customers.list({ organizationId: k.seller.organizationId, sorting: ["-name"] }),
    );
    expect(byOrg.result.pagination.totalCount).toBe(2);
  });

  it("updates by id and by external id", async () => {
    const renamed = individual(
      await ok(
        k.polar.customers.update({
          id: ada.id,
          customerUpdate: { name: "Ada King", metadata: { plan: "max" } },
        }),
      ),
    );
    expect(renamed).toMatchObject({ name: "Ada King", metadata: { plan: "max" }, externalId: "usr_ada" });
    expect(renamed.modifiedAt).toBeInstanceOf(Date);
    const moved = individual(
      await ok(
        k.polar.customers.updateExternal({
          externalId: "usr_ada",
          customerUpdateExternalID: {
            email: "countess@example.com",
            billingAddress: { country: "FR" },
            taxId: null,
          },
        }),
      ),
    );
    expect(moved).toMatchObject({
      id: ada.id,
      email: "countess@example.com",
      billingAddress: { country: "FR" },
    });
    expect(moved.taxId).toBeNull();
    const got = individual(await ok(k.polar.customers.getExternal({ externalId: "usr_ada" })));
    expect(got.email).toBe("countess@example.com");
  });

  it("reads the customer state by id and by external id", async () => {
    const benefit = await k.seller.api.post("/v1/benefits/", {
      type: "custom",
      description: "Priority support",
      properties: { note: "Write to vip@example.com" },
    });
    expect(benefit.status).toBe(201);
    const now = k.t.ctx.clock.now();
    await k.t.ctx.db.insert(benefitGrant).values({
      id: uuidv7(),
      organizationId: k.seller.organizationId,
      customerId: ada.id,
      benefitId: benefit.body.id,
      orderId: uuidv7(),
      grantedAt: now,
      createdAt: now,
    });
    const state = await ok(k.polar.customers.getState({ id: ada.id }));
    expect(state).toMatchObject({ id: ada.id, activeSubscriptions: [], activeMeters: [] });
    expect(state.grantedBenefits).toHaveLength(1);
    expect(state.grantedBenefits[0]).toMatchObject({ benefitId: benefit.body.id, benefitType: "custom" });
    expect(state.grantedBenefits[0]?.grantedAt).toBeInstanceOf(Date);
    const external = await ok(k.polar.customers.getStateExternal({ externalId: "usr_ada" }));
    expect(external).toEqual(state);
  });

  it("exports CSV", async () => {
    const csv = await ok(k.polar.customers.export({}));
    expect(typeof csv).toBe("string");
    const lines = String(csv).trim().split("\n");
    expect(lines[0]).toMatch(/^ID,External ID,Created At,Email,/);
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.includes("countess@example.com"))).toBe(true);
  });

  it("maps errors to the SDK's typed errors", async () => {
    await expectNotFound(k.polar.customers.get({ id: UNKNOWN_ID }));
    await expectNotFound(k.polar.customers.getExternal({ externalId: "nobody" }));
    await expectNotFound(k.polar.customers.getState({ id: UNKNOWN_ID }));
    await expectNotFound(k.polar.customers.getStateExternal({ externalId: "nobody" }));
    await expectNotFound(k.polar.customers.update({ id: UNKNOWN_ID, customerUpdate: { name: "x" } }));
    await expectNotFound(k.polar.customers.delete({ id: UNKNOWN_ID }));
    await expectNotFound(k.polar.customers.deleteExternal({ externalId: "nobody" }));
    expect(await expectInvalid(k.polar.customers.create({ email: "countess@example.com" }))).toEqual([
      "body.email",
    ]);
    expect(await expectInvalid(k.polar.customers.create({ email: "not an email" }))).toEqual(["body.email"]);
    expect(
      await expectInvalid(
        k.polar.customers.update({ id: ada.id, customerUpdate: { externalId: "usr_other" } }),
      ),
    ).toEqual(["body.external_id"]);
  });

  it("deletes by id and by external id (anonymized)", async () => {
    const temp = individual(
      await ok(k.polar.customers.create({ email: "temp@example.com", externalId: "tmp" })),
    );
    await ok(k.polar.customers.deleteExternal({ externalId: "tmp", anonymize: true }));
    await expectNotFound(k.polar.customers.get({ id: temp.id }));
    await ok(k.polar.customers.delete({ id: ada.id }));
    await expectNotFound(k.polar.customers.getExternal({ externalId: "usr_ada" }));
    const left = await ok(k.polar.customers.list({}));
    expect(left.result.items.map((c) => c.email)).toEqual(["bob@example.com"]);
  });
});

describe("the better-auth plugin's customer calls", () => {
  it("sign-up, update and delete run as the plugin sends them", async () => {
    const user = { id: "ba_user_1", email: "signup@example.com", name: "New User" };
    // before create: list by email, create when none
    const found = await ok(k.polar.customers.list({ email: user.email }));
    expect(found.result.items).toEqual([]);
    const created = individual(await ok(k.polar.customers.create({ email: user.email, name: user.name })));
    expect(created.externalId).toBeNull();
    // after create: set the external id to the user id
    const linked = individual(
      await ok(k.polar.customers.update({ id: created.id, customerUpdate: { externalId: user.id } })),
    );
    expect(linked.externalId).toBe(user.id);
    // user update: by external id, email and name
    const updated = individual(
      await ok(
        k.polar.customers.updateExternal({
          externalId: user.id,
          customerUpdateExternalID: { email: "renamed@example.com", name: "Renamed User" },
        }),
      ),
    );
    expect(updated).toMatchObject({ id: created.id, email: "renamed@example.com", name: "Renamed User" });
    const state = await ok(k.polar.customers.getStateExternal({ externalId: user.id }));
    expect(state.id).toBe(created.id);
    // a second sign-up hook for another user finding this customer cannot steal it (422, as Polar)
    const again = await ok(k.polar.customers.list({ email: "renamed@example.com" }));
    const existing = again.result.items[0]!;
    expect(existing.externalId).toBe(user.id);
    expect(
      await expectInvalid(
        k.polar.customers.update({ id: existing.id, customerUpdate: { externalId: "ba_user_2" } }),
      ),
    ).toEqual(["body.external_id"]);
    // user delete: list by email, then delete by id
    const toDelete = await ok(k.polar.customers.list({ email: "renamed@example.com" }));
    await ok(k.polar.customers.delete({ id: toDelete.result.items[0]!.id }));
    expect((await ok(k.polar.customers.list({ email: "renamed@example.com" }))).result.items).toEqual([]);
  });
});
