import { CustomerSubscription$inboundSchema } from "@polar-sh/sdk/models/components/customersubscription.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openItems, type PlanWorld, plan, planWorld } from "../../test/fixtures/subscriptions-plan-change.js";
import { stepTo, subscribe } from "../../test/fixtures/subscriptions-renewal.js";
import { type PortalCustomer, signInCustomer } from "../../test/portal-helpers.js";
import { locs } from "../../test/v1-helpers.js";

let world: PlanWorld;
let me: PortalCustomer;
let other: PortalCustomer;
let otherSubId: string;
const path = (id = "") => `/v1/customer-portal/subscriptions/${id}`;

beforeAll(async () => {
  world = await planWorld("2028-04-01T00:00:00.000Z");
  me = await signInCustomer(world.t, world.seller, world.sub.customerId);
  const second = await subscribe(world.t, world.seller, { productName: "Other", email: "other@example.com" });
  otherSubId = second.id;
  other = await signInCustomer(world.t, world.seller, second.customerId);
}, 120_000);
afterAll(() => world.t.close());

describe("GET /v1/customer-portal/subscriptions/", () => {
  it("lists the customer's own subscriptions in Polar's CustomerSubscription shape", async () => {
    const res = await me.get(path());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items.map((s: { id: string }) => s.id)).toEqual([world.sub.id]);
    expect(res.body.pagination).toEqual({ total_count: 1, max_page: 1 });
    const parsed = CustomerSubscription$inboundSchema.safeParse(res.body.items[0]);
    expect(parsed.success, JSON.stringify(parsed.error)).toBe(true);
    expect(res.body.items[0]).not.toHaveProperty("customer");
    expect(res.body.items[0]).not.toHaveProperty("metadata");
    expect(res.body.items[0].product.organization.id).toBe(world.seller.organizationId);
    expect((await other.get(path())).body.items.map((s: { id: string }) => s.id)).toEqual([otherSubId]);
  });

  it("filters by product, active and product name, and refuses bad filters with 422", async () => {
    const productId = world.sub.productId;
    expect((await me.get(`${path()}?product_id=${productId}`)).body.pagination.total_count).toBe(1);
    expect((await me.get(`${path()}?product_id=${world.seller.organizationId}`)).body.items).toEqual([]);
    expect((await me.get(`${path()}?active=true`)).body.items).toHaveLength(1);
    expect((await me.get(`${path()}?active=false`)).body.items).toHaveLength(0);
    expect((await me.get(`${path()}?query=basi`)).body.items).toHaveLength(1);
    expect((await me.get(`${path()}?query=nothing`)).body.items).toHaveLength(0);
    expect((await me.get(`${path()}?sorting=-amount&sorting=organization`)).status).toBe(200);
    const bad = await me.get(`${path()}?product_id=nope&active=maybe&sorting=name`);
    expect(bad.status).toBe(422);
    expect(locs(bad.body)).toEqual(
      expect.arrayContaining(["query.product_id.0", "query.active", "query.sorting.0"]),
    );
  });
});

describe("GET /v1/customer-portal/subscriptions/{id}", () => {
  it("answers the customer's subscription and a 404 for another customer's", async () => {
    expect((await me.get(path(world.sub.id))).body.id).toBe(world.sub.id);
    const res = await me.get(path(otherSubId));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("ResourceNotFound");
    expect((await me.get(path("not-a-uuid"))).status).toBe(422);
  });
});

describe("PATCH and DELETE /v1/customer-portal/subscriptions/{id}: cancel and uncancel", () => {
  it("cancels at period end with a reason and comment, refuses a second cancel, then uncancels", async () => {
    const canceled = await me.patch(path(world.sub.id), {
      cancel_at_period_end: true,
      cancellation_reason: "too_expensive",
      cancellation_comment: "Cheaper elsewhere",
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body).toMatchObject({
      status: "active",
      cancel_at_period_end: true,
      ends_at: canceled.body.current_period_end,
      customer_cancellation_reason: "too_expensive",
      customer_cancellation_comment: "Cheaper elsewhere",
    });
    const again = await me.patch(path(world.sub.id), { cancel_at_period_end: true });
    expect(again.status).toBe(403);
    expect(again.body.error).toBe("AlreadyCanceledSubscription");
    expect((await me.delete(path(world.sub.id))).status).toBe(403);

    const seller = await world.seller.api.get(`/v1/subscriptions/${world.sub.id}`);
    expect(seller.body.customer_cancellation_reason).toBe("too_expensive");

    const uncanceled = await me.patch(path(world.sub.id), { cancel_at_period_end: false });
    expect(uncanceled.status).toBe(200);
    expect(uncanceled.body).toMatchObject({
      cancel_at_period_end: false,
      ends_at: null,
      canceled_at: null,
      customer_cancellation_reason: null,
    });
    const unchanged = await me.patch(path(world.sub.id), {});
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.cancel_at_period_end).toBe(false);
  });

  it("DELETE cancels at period end (Polar's customer cancel)", async () => {
    const res = await me.delete(path(world.sub.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: "active", cancel_at_period_end: true });
    expect((await me.patch(path(world.sub.id), { cancel_at_period_end: false })).status).toBe(200);
  });

  it("gives another customer a 404 and refuses bodies Polar refuses", async () => {
    expect((await other.patch(path(world.sub.id), { cancel_at_period_end: true })).status).toBe(404);
    expect((await other.delete(path(world.sub.id))).status).toBe(404);
    const reason = await me.patch(path(world.sub.id), {
      cancel_at_period_end: true,
      cancellation_reason: "bored",
    });
    expect(reason.status).toBe(422);
    expect(locs(reason.body)).toEqual(["body.cancellation_reason"]);
    const unknown = await me.patch(path(world.sub.id), { revoke: true });
    expect(unknown.status).toBe(422);
    const mixed = await me.patch(path(world.sub.id), { product_id: otherSubId, cancel_at_period_end: true });
    expect(mixed.status).toBe(422);
    expect(locs(mixed.body)).toEqual(["body.cancel_at_period_end"]);
    const seats = await me.patch(path(world.sub.id), { seats: 2 });
    expect(seats.status).toBe(422);
    expect(locs(seats.body)).toEqual(["body.seats"]);
    const pause = await me.patch(path(world.sub.id), { pause_at_period_end: true });
    expect(pause.status).toBe(403);
    expect(pause.body.error).toBe("PauseResumeNotAllowed");
  });
});

describe("PATCH /v1/customer-portal/subscriptions/{id}: change plan", () => {
  it("previews and changes the plan with the organization's proration on the manual clock", async () => {
    const { t, seller, clock, sub } = world;
    const pro = await plan(seller, "Pro", 3000);
    await stepTo(t, clock, "2028-04-15T00:00:00.000Z"); // 16 of 30 days left
    // Customer sessions last an hour: sign in again on the new day.
    me = await signInCustomer(t, seller, sub.customerId);
    other = await signInCustomer(t, seller, other.customerId);
    const preview = await me.get(`${path(sub.id)}/preview?product_id=${pro.id}`);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const sellerPreview = await seller.api.get(
      `/v1/subscriptions/${sub.id}/proration-preview?product_id=${pro.id}`,
    );
    expect(preview.body).toEqual(sellerPreview.body);
    expect(preview.body).toMatchObject({
      proration_behavior: "prorate",
      credit_amount: -533,
      debit_amount: 1600,
      due_now_amount: 0,
    });
    expect((await other.get(`${path(sub.id)}/preview?product_id=${pro.id}`)).status).toBe(404);

    const changed = await me.patch(path(sub.id), { product_id: pro.id });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ product_id: pro.id, amount: 3000 });
    expect(changed.body.product.name).toBe("Pro");
    expect(await openItems(t, sub.id)).toEqual([
      [expect.stringMatching(/^Unused time on Basic/), -533],
      [expect.stringMatching(/^Remaining time on Pro/), 1600],
    ]);
  });

  it("allows only live, public, recurring products of the organization (422 on product_id)", async () => {
    const { seller, sub } = world;
    const hidden = await plan(seller, "Hidden", 5000, "month", { visibility: "private" });
    const oneTime = await seller.api.post("/v1/products/", {
      name: "Once",
      prices: [{ amount_type: "fixed", price_amount: 500 }],
    });
    for (const productId of [hidden.id, oneTime.body.id, "0190aaaa-0000-7000-8000-000000000000"]) {
      const res = await me.patch(path(sub.id), { product_id: productId });
      expect(res.status, `${productId}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(locs(res.body)).toEqual(["body.product_id"]);
    }
    const preview = await me.get(`${path(sub.id)}/preview?product_id=${hidden.id}`);
    expect(preview.status).toBe(422);
    expect(locs(preview.body)).toEqual(["query.product_id"]);
  });

  it("is a 403 when the organization's portal settings forbid plan changes", async () => {
    const { seller, sub } = world;
    const max = await plan(seller, "Max", 9000);
    const off = await seller.api.patch(`/v1/organizations/${seller.organizationId}`, {
      customer_portal_settings: { subscription: { update_plan: false } },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.customer_portal_settings.subscription).toEqual({
      update_seats: true,
      update_plan: false,
    });
    expect(off.body.customer_portal_settings.usage).toEqual({ show: true });
    const res = await me.patch(path(sub.id), { product_id: max.id });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: "UpdateSubscriptionPlanNotAllowed",
      detail: "Updating subscription plan is not allowed.",
    });
    expect((await me.get(`${path(sub.id)}/preview?product_id=${max.id}`)).status).toBe(403);
    expect(
      (await me.get(path(sub.id))).body.product.organization.customer_portal_settings.subscription,
    ).toEqual({
      update_seats: true,
      update_plan: false,
    });
    // Canceling stays allowed.
    expect((await me.patch(path(sub.id), { cancel_at_period_end: true })).status).toBe(200);
    const on = await seller.api.patch(`/v1/organizations/${seller.organizationId}`, {
      customer_portal_settings: { subscription: { update_plan: true } },
    });
    expect(on.status).toBe(200);
    // A subscription set to cancel cannot change plan (the seller's rule).
    const canceled = await me.patch(path(sub.id), { product_id: max.id });
    expect(canceled.status).toBe(403);
    expect(canceled.body.error).toBe("AlreadyCanceledSubscription");
    const pause = await seller.api.patch(`/v1/organizations/${seller.organizationId}`, {
      customer_portal_settings: { subscription: { pause: true } },
    });
    expect(pause.status).toBe(422);
  });
});
