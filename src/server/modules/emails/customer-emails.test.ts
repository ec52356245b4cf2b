import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { emailMessage } from "../../db/schema/emails.js";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import type { JobRow } from "../../jobs/queue.js";
import { jobHandlers } from "../../jobs/registry.js";
import { type ManualClock, manualClock } from "../../lib/clock.js";
import { client, makeCheckout, makeProduct, payBody } from "../../test/fixtures/checkouts.js";
import { startScheduler, stepTo, subscribe } from "../../test/fixtures/subscriptions-renewal.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "../../test/smtp-helpers.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { organizationMemberEmails } from "../organizations/service.js";
import { CUSTOMER_NOTIFY_JOB } from "./service.js";

const SELLER = "Acme Tools";
const LOGO = "https://cdn.example.com/acme-logo.png";

let smtp: TestSmtpServer;
let t: TestApp;
let clock: ManualClock;
let seller: Seller;
let slug: string;
let members: string[];

beforeAll(async () => {
  smtp = await startSmtpServer();
  clock = manualClock(new Date("2031-03-01T10:00:00.000Z"));
  t = await createTestApp({ clock, env: { SMTP_URL: smtp.url, EMAIL_FROM: "Kassa <kassa@example.com>" } });
  seller = await createSeller(t, SELLER);
  const org = await seller.api.patch(`/v1/organizations/${seller.organizationId}`, { avatar_url: LOGO });
  expect(org.status, JSON.stringify(org.body)).toBe(200);
  slug = org.body.slug;
  members = await organizationMemberEmails(t.ctx, seller.organizationId);
  expect(members).toHaveLength(1);
  await startScheduler(t);
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A one-time purchase through the hosted checkout; returns the paid order (after the jobs ran). */
async function buy(email: string, amount = 1999, name = "Field guide") {
  const product = await makeProduct(seller, {
    name,
    prices: [{ amount_type: "fixed", price_amount: amount }],
  });
  const checkout = await makeCheckout(seller, { products: [product.id] });
  const res = await client(t).confirm(checkout.client_secret, payBody({ customer_email: email }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await t.runJobs();
  const orders = await seller.api.get(`/v1/orders/?checkout_id=${checkout.id}`);
  const order = orders.body.items[0];
  expect(order, "the checkout made an order").toBeDefined();
  return order as { id: string; total_amount: number; tax_amount: number; invoice_number: string };
}

/** The SMTP mails to `to` whose subject matches. */
const mailsTo = (to: string, subject: RegExp) => smtp.to(to).filter((m) => subject.test(m.subject));

/** Exactly one mail to `to` with this subject; its HTML and text both name the seller. */
function onlyMail(to: string, subject: RegExp): ReceivedMail {
  const mails = mailsTo(to, subject);
  expect(
    mails.map((m) => m.subject),
    `mails to ${to} matching ${subject}`,
  ).toHaveLength(1);
  const mail = mails[0]!;
  expect(mail.text).toContain(SELLER);
  expect(mail.html).toContain(SELLER);
  expect(mail.from).toBe("kassa@example.com");
  return mail;
}

/** Every link of a text part. */
const linksOf = (text: string) => [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0]);

/** Runs the notify job of every event of a type again, as a retried job would. */
async function rerunNotify(type: string): Promise<number> {
  const events = await t.ctx.db
    .select({ id: webhookEvent.id })
    .from(webhookEvent)
    .where(and(eq(webhookEvent.organizationId, seller.organizationId), eq(webhookEvent.type, type)));
  for (const event of events) {
    await jobHandlers[CUSTOMER_NOTIFY_JOB]!(t.ctx, { eventId: event.id }, {} as JobRow);
  }
  await t.runJobs();
  return events.length;
}

/** A link resolves: the portal page is served for it, and the organization it names exists. */
async function expectPortalLink(url: string, path: string) {
  expect(url).toBe(`${t.ctx.config.baseUrl}/${slug}/portal${path}`);
  const web = buildApp(t.ctx);
  const page = await web.request(new URL(url).pathname);
  expect(page.status).toBe(200);
  expect(page.headers.get("content-type")).toContain("text/html");
  const org = await t.client({}).get(`/v1/customer-portal/organizations/${slug}`);
  expect(org.status).toBe(200);
  expect(org.body.organization.name).toBe(SELLER);
}

describe("customer emails over SMTP", () => {
  it("a purchase sends one receipt with the invoice link and one new-order notice to each member", async () => {
    const order = await buy("ada@example.com", 1999);
    const receipt = onlyMail("ada@example.com", /^Your Acme Tools order: Field guide$/);
    expect(receipt.html).toContain(LOGO);
    expect(receipt.text).toContain("Field guide: USD 19.99");
    expect(receipt.text).toContain(`Total paid: USD ${(order.total_amount / 100).toFixed(2)}`);
    expect(receipt.text).toContain(`Invoice: ${order.invoice_number}`);
    const orderLink = linksOf(receipt.text).find((l) => l.includes("/orders/"))!;
    await expectPortalLink(orderLink, `/orders/${order.id}`);
    expect(receipt.html).toContain(`href="${orderLink}"`);
    const fetched = await seller.api.get(`/v1/orders/${order.id}`);
    expect(fetched.body.customer.email).toBe("ada@example.com");

    const notice = onlyMail(members[0]!, /^New order: Field guide \(USD /);
    expect(notice.text).toContain("ada@example.com bought Field guide");
    expect(linksOf(notice.text)).toContain(`${t.ctx.config.baseUrl}/orders/${order.id}`);

    // The job again (a retry, a second worker): nothing is recorded or sent twice.
    expect(await rerunNotify("order.paid")).toBe(1);
    expect(mailsTo("ada@example.com", /order: Field guide/)).toHaveLength(1);
    expect(mailsTo(members[0]!, /^New order/)).toHaveLength(1);
    const rows = await t.ctx.db
      .select()
      .from(emailMessage)
      .where(eq(emailMessage.template, "order-confirmation"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "sent", transport: "smtp", attempts: 1, text: null, html: null });
  });

  it("a refund that went through sends one refund notice with the amount and the order link", async () => {
    const order = await buy("grace@example.com", 5000, "Toolbox");
    const res = await seller.api.post("/v1/refunds/", {
      order_id: order.id,
      amount: 1250,
      reason: "customer_request",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await t.runJobs();
    const refund = onlyMail("grace@example.com", /^Your refund from Acme Tools$/);
    expect(refund.text).toContain("Refunded: USD 12.50");
    const total = 1250 + res.body.tax_amount;
    expect(refund.text).toContain(`Total refunded: USD ${(total / 100).toFixed(2)}`);
    await expectPortalLink(linksOf(refund.text).find((l) => l.includes("/orders/"))!, `/orders/${order.id}`);
    await rerunNotify("refund.updated");
    expect(mailsTo("grace@example.com", /refund/)).toHaveLength(1);
  });

  it("a failed SMTP delivery is retried and the email arrives once", async () => {
    smtp.failNext("flaky@example.com");
    await buy("flaky@example.com", 700, "Sticker");
    const [row] = await t.ctx.db
      .select()
      .from(emailMessage)
      .where(and(eq(emailMessage.to, "flaky@example.com"), eq(emailMessage.template, "order-confirmation")));
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row!.error).toContain("451");
    expect(mailsTo("flaky@example.com", /Sticker/)).toHaveLength(0);

    clock.advance(11_000);
    await t.runJobs();
    const receipt = onlyMail("flaky@example.com", /^Your Acme Tools order: Sticker$/);
    expect(receipt.text).toContain("Sticker: USD 7.00");
    const [after] = await t.ctx.db.select().from(emailMessage).where(eq(emailMessage.id, row!.id));
    expect(after).toMatchObject({ status: "sent", attempts: 2 });
    await rerunNotify("order.paid");
    clock.advance(3_600_000);
    await t.runJobs();
    expect(mailsTo("flaky@example.com", /Sticker/)).toHaveLength(1);
  });

  it("a subscription sends its confirmation, the renewal receipt, cancel, resume and end notices once each", async () => {
    const to = "sub@example.com";
    const sub = await subscribe(t, seller, { amount: 1200, email: to, productName: "Pro plan" });
    const confirmation = onlyMail(to, /^You're subscribed to Pro plan$/);
    expect(confirmation.text).toContain("Pro plan: USD 12.00");
    expect(confirmation.text).toMatch(/It renews on April 1, 2031/);
    const links = linksOf(confirmation.text);
    await expectPortalLink(links.find((l) => l.includes("/subscriptions/"))!, `/subscriptions/${sub.id}`);
    expect(links.some((l) => l.includes("/orders/"))).toBe(true);
    const notice = onlyMail(members[0]!, /^New subscription: Pro plan \(USD 12.00\)$/);
    expect(notice.text).toContain(`${to} subscribed to Pro plan`);
    expect(mailsTo(members[0]!, /^New order: Pro plan/)).toHaveLength(0);

    // The renewal on the manual clock: a renewal receipt, not a second confirmation.
    await stepTo(t, clock, sub.currentPeriodEnd);
    const renewal = onlyMail(to, /^Your Pro plan subscription renewed$/);
    expect(renewal.text).toContain("Total paid: USD 12.00");
    expect(renewal.text).toContain("The next renewal is on May 1, 2031.");
    const renewalOrders = await seller.api.get(`/v1/orders/?subscription_id=${sub.id}&limit=10`);
    const cycle = renewalOrders.body.items.find(
      (o: { billing_reason: string }) => o.billing_reason === "subscription_cycle",
    );
    await expectPortalLink(linksOf(renewal.text).find((l) => l.includes("/orders/"))!, `/orders/${cycle.id}`);
    expect(mailsTo(to, /^You're subscribed/)).toHaveLength(1);

    const patch = (body: Record<string, unknown>) => seller.api.patch(`/v1/subscriptions/${sub.id}`, body);
    expect((await patch({ cancel_at_period_end: true })).status).toBe(200);
    await t.runJobs();
    const canceled = onlyMail(to, /^Your subscription to Pro plan is canceled$/);
    expect(canceled.text).toContain("You keep access until May 1, 2031");
    expect((await patch({ cancel_at_period_end: false })).status).toBe(200);
    await t.runJobs();
    const resumed = onlyMail(to, /^Your subscription to Pro plan continues$/);
    expect(resumed.text).toContain("It renews on May 1, 2031 for USD 12.00.");

    // Revoked now: the "ended" email only (its subscription.canceled sends no cancellation notice).
    expect((await patch({ revoke: true })).status).toBe(200);
    await t.runJobs();
    onlyMail(to, /^Your subscription to Pro plan has ended$/);
    expect(mailsTo(to, /is canceled$/)).toHaveLength(1);

    for (const type of [
      "order.paid",
      "subscription.canceled",
      "subscription.uncanceled",
      "subscription.revoked",
    ]) {
      await rerunNotify(type);
    }
    expect(smtp.to(to).map((m) => m.subject)).toEqual([
      "You're subscribed to Pro plan",
      "Your Pro plan subscription renewed",
      "Your subscription to Pro plan is canceled",
      "Your subscription to Pro plan continues",
      "Your subscription to Pro plan has ended",
    ]);
  });

  it("each email follows its setting: turned off, none is sent", async () => {
    const off = await seller.api.patch(`/v1/organizations/${seller.organizationId}`, {
      customer_email_settings: {
        order_confirmation: false,
        subscription_confirmation: false,
        subscription_cancellation: false,
        subscription_revoked: false,
      },
      notification_settings: { new_order: false, new_subscription: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.customer_email_settings).toMatchObject({
      order_confirmation: false,
      subscription_cycled: true,
    });
    expect(off.body.notification_settings).toMatchObject({ new_order: false, subscription_renewal: true });
    const before = smtp.to(members[0]!).length;

    await buy("quiet@example.com", 999, "Quiet mug");
    const sub = await subscribe(t, seller, {
      amount: 800,
      email: "quiet-sub@example.com",
      productName: "Quiet plan",
    });
    expect(
      (await seller.api.patch(`/v1/subscriptions/${sub.id}`, { cancel_at_period_end: true })).status,
    ).toBe(200);
    expect((await seller.api.patch(`/v1/subscriptions/${sub.id}`, { revoke: true })).status).toBe(200);
    await t.runJobs();
    expect(smtp.to("quiet@example.com")).toHaveLength(0);
    expect(smtp.to("quiet-sub@example.com")).toHaveLength(0);
    expect(smtp.to(members[0]!)).toHaveLength(before);

    // Back on: the next purchase gets its receipt again.
    const on = await seller.api.patch(`/v1/organizations/${seller.organizationId}`, {
      customer_email_settings: { order_confirmation: true },
    });
    expect(on.body.customer_email_settings.order_confirmation).toBe(true);
    expect(on.body.customer_email_settings.subscription_confirmation).toBe(false);
    await buy("loud@example.com", 999, "Loud mug");
    onlyMail("loud@example.com", /^Your Acme Tools order: Loud mug$/);
  });
});
