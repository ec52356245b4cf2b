import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { portalClient, signInCustomer } from "../../test/portal-helpers.js";
import { createSeller, expect422, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
const clock = manualClock(new Date("2026-06-01T00:00:00.000Z"));
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Me Shop");
});
afterAll(() => t.close());

async function signedIn(extra: Record<string, unknown> = {}) {
  counter += 1;
  const email = `me-${counter}@example.com`;
  const res = await seller.api.post("/v1/customers/", { email, name: `Buyer ${counter}`, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { email, portal: await signInCustomer(t, seller, res.body.id as string) };
}

const emailToken = async (to: string) => {
  const mail = await t.lastEmail(to, "customer-portal-email-update");
  const match = /token=([A-Za-z0-9_%-]+)/.exec(mail.text ?? "");
  if (!match) throw new Error(`no token in ${mail.text}`);
  return decodeURIComponent(match[1]!);
};

describe("GET/PATCH /v1/customer-portal/customers/me", () => {
  it("reads the signed-in customer as CustomerPortalCustomer", async () => {
    const { email, portal } = await signedIn();
    const me = await portal.get("/v1/customer-portal/customers/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: portal.customerId,
      email,
      email_verified: false,
      billing_address: null,
      tax_id: null,
      oauth_accounts: {},
      default_payment_method_id: null,
      type: "individual",
    });
    expect(me.body).not.toHaveProperty("metadata");
  });

  it("updates billing name, address and tax id, validated like the seller-side update", async () => {
    const { portal } = await signedIn();
    const res = await portal.patch("/v1/customer-portal/customers/me", {
      billing_name: "ACME GmbH",
      billing_address: { line1: "Hauptstr. 1", city: "Berlin", postal_code: "10115", country: "de" },
      tax_id: "DE 123 456 789",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.billing_name).toBe("ACME GmbH");
    expect(res.body.billing_address).toMatchObject({ country: "DE", city: "Berlin" });
    expect(res.body.tax_id).toEqual(["DE123456789", "eu_vat"]);
    // The seller sees it too, with a customer.updated event.
    const seen = await seller.api.get(`/v1/customers/${portal.customerId}`);
    expect(seen.body.billing_name).toBe("ACME GmbH");

    expect422(await portal.patch("/v1/customer-portal/customers/me", { tax_id: "12" }), ["body", "tax_id"]);
    expect422(await portal.patch("/v1/customer-portal/customers/me", { billing_address: null }), [
      "body",
      "billing_address",
    ]);
    expect422(
      await portal.patch("/v1/customer-portal/customers/me", { billing_address: { country: "XX" } }),
      ["body", "billing_address", "country"],
    );
    expect422(
      await portal.patch("/v1/customer-portal/customers/me", {
        billing_address: { country: "US", state: "ZZ" },
      }),
      ["body", "billing_address", "state"],
    );
    expect422(await portal.patch("/v1/customer-portal/customers/me", { default_payment_method_id: "nope" }), [
      "body",
      "default_payment_method_id",
    ]);
    expect422(
      await portal.patch("/v1/customer-portal/customers/me", {
        default_payment_method_id: "0190f3a0-0000-7000-8000-000000000000",
      }),
      ["body", "default_payment_method_id"],
    );
  });

  it("a tax id needs a billing address", async () => {
    const { portal } = await signedIn();
    expect422(await portal.patch("/v1/customer-portal/customers/me", { tax_id: "DE123456789" }), [
      "body",
      "billing_address",
    ]);
  });
});

describe("customers/me/email-update", () => {
  it("emails a link to the new address; verifying it changes the email once and returns a new session", async () => {
    const { portal } = await signedIn();
    const next = `moved-${counter}@example.com`;
    const res = await portal.post("/v1/customer-portal/customers/me/email-update/request", { email: next });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const token = await emailToken(next);
    const mail = await t.lastEmail(next, "customer-portal-email-update");
    expect(mail.text).toContain(`/portal/email-update?token=`);
    expect(mail.subject).toBe("Confirm your new email address for Me Shop");
    expect(mail.html).toContain("Me Shop");
    expect(mail.html).toContain("/portal/email-update?token=");

    const anonymous = t.client();
    expect(
      (await anonymous.get(`/v1/customer-portal/customers/me/email-update/check?token=${token}`)).status,
    ).toBe(204);
    expect(
      (await anonymous.get("/v1/customer-portal/customers/me/email-update/check?token=wrong")).status,
    ).toBe(401);
    expect((await anonymous.get("/v1/customer-portal/customers/me/email-update/check")).status).toBe(422);

    const verified = await anonymous.post("/v1/customer-portal/customers/me/email-update/verify", { token });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.token).toMatch(/^polar_cst_/);
    const me = await portalClient(t, verified.body.token).get("/v1/customer-portal/customers/me");
    expect(me.body).toMatchObject({ id: portal.customerId, email: next, email_verified: true });
    // Once.
    expect(
      (await anonymous.post("/v1/customer-portal/customers/me/email-update/verify", { token })).status,
    ).toBe(401);
    expect(
      (await anonymous.get(`/v1/customer-portal/customers/me/email-update/check?token=${token}`)).status,
    ).toBe(401);
  });

  it("is refused with a 403 when the organization does not allow email changes, and allowed again after", async () => {
    const { portal } = await signedIn();
    const setting = (allow: boolean) =>
      seller.api.patch(`/v1/organizations/${seller.organizationId}`, {
        customer_portal_settings: { customer: { allow_email_change: allow } },
      });
    expect((await setting(false)).status).toBe(200);
    const refused = await portal.post("/v1/customer-portal/customers/me/email-update/request", {
      email: `blocked-${counter}@example.com`,
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect((await setting(true)).status).toBe(200);
    const allowed = await portal.post("/v1/customer-portal/customers/me/email-update/request", {
      email: `unblocked-${counter}@example.com`,
    });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(202);
  });

  it("refuses an address another customer of the organization has, and the current one", async () => {
    const { email: taken } = await signedIn();
    const { email, portal } = await signedIn();
    expect422(
      await portal.post("/v1/customer-portal/customers/me/email-update/request", {
        email: taken.toUpperCase(),
      }),
      ["body", "email"],
    );
    expect422(await portal.post("/v1/customer-portal/customers/me/email-update/request", { email }), [
      "body",
      "email",
    ]);
    expect422(
      await portal.post("/v1/customer-portal/customers/me/email-update/request", { email: "not-an-email" }),
      ["body", "email"],
    );
  });

  it("a link expires after 30 minutes, and a verify after the address was taken meanwhile is a 422", async () => {
    const { portal } = await signedIn();
    const next = `late-${counter}@example.com`;
    await portal.post("/v1/customer-portal/customers/me/email-update/request", { email: next });
    const token = await emailToken(next);
    clock.advance(31 * 60_000);
    expect(
      (await t.client().post("/v1/customer-portal/customers/me/email-update/verify", { token })).status,
    ).toBe(401);

    const other = `race-${counter}@example.com`;
    await portal.post("/v1/customer-portal/customers/me/email-update/request", { email: other });
    const second = await emailToken(other);
    expect((await seller.api.post("/v1/customers/", { email: other })).status).toBe(201);
    expect422(
      await t.client().post("/v1/customer-portal/customers/me/email-update/verify", { token: second }),
      ["body", "email"],
    );
  });
});
