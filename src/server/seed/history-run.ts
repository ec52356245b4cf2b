import { percentOf } from "../../shared/money.js";
import type { AppContext } from "../context.js";
import { confirmCheckout } from "../modules/checkouts/confirm.js";
import { CheckoutConfirm, CheckoutCreate } from "../modules/checkouts/schemas.js";
import { createCheckout } from "../modules/checkouts/service.js";
import { type EventInput, ingestEvents } from "../modules/events/service.js";
import type { CancellationReason } from "../modules/orders/schemas.js";
import { getLatestCycleOrder, listOrgOrders, orderAmounts } from "../modules/orders/service.js";
import { createRefund } from "../modules/refunds/create.js";
import type { RefundCreateInput } from "../modules/refunds/schemas.js";
import { cancelAtPeriodEnd, revokeSubscription } from "../modules/subscriptions/cancellation.js";
import { cycleSubscription } from "../modules/subscriptions/renewal/cycle.js";
import { loadSubscriptionWire } from "../modules/subscriptions/service.js";
import type { DemoCatalog } from "./catalog.js";
import { DEMO_DISCOUNT_CODE, DEMO_MARK } from "./catalog.js";
import { type HistoryClock, runHistoryJobs } from "./history-jobs.js";
import { DAY_MS, EUR_PRICES, type PlannedArrival, pick, rngFor } from "./history-plan.js";

/** What the history made (the figures `kassa seed --demo` prints). */
export interface DemoHistoryCounts {
  customers: number;
  checkouts: { succeeded: number; abandoned: number };
  orders: number;
  subscriptions: number;
  renewals: number;
  canceled_at_period_end: number;
  revoked: number;
  ended: number;
  refunds: { full: number; partial: number };
  usage_events: number;
  currencies: string[];
}

const REASONS = [
  ["too_expensive", 5],
  ["unused", 4],
  ["missing_features", 3],
  ["switched_service", 2],
  ["low_quality", 1],
  ["too_complex", 1],
  ["customer_service", 1],
  ["other", 1],
] as const satisfies readonly (readonly [CancellationReason, number])[];

/** Chance that a subscriber cancels during one period, by product. */
const CHURN: Record<string, number> = { "pro-monthly": 0.07, "pro-yearly": 0.3, "api-usage": 0.06 };

interface Action {
  kind: string;
  at: number;
  seq: number;
  run: () => Promise<void>;
}

/** Plays the planned arrivals through the services, at their own instants, up to `now`. */
export class HistoryRun {
  private readonly queue: Action[] = [];
  private seq = 0;
  /** API usage subscribers, by subscription id: who sends `api_request` events each day. */
  private readonly metered = new Map<string, { externalId: string; perDay: number; since: number }>();
  readonly counts: DemoHistoryCounts = {
    customers: 0,
    checkouts: { succeeded: 0, abandoned: 0 },
    orders: 0,
    subscriptions: 0,
    renewals: 0,
    canceled_at_period_end: 0,
    revoked: 0,
    ended: 0,
    refunds: { full: 0, partial: 0 },
    usage_events: 0,
    currencies: [],
  };

  constructor(
    private readonly ctx: AppContext,
    private readonly clock: HistoryClock,
    private readonly organizationId: string,
    private readonly catalog: DemoCatalog,
    /** The real time the history stops at, and the window its instants lie in. */
    private readonly window: { from: number; to: number },
  ) {}

  /** Milliseconds spent per kind of step (and on the jobs they caused), for `kassa seed --demo` to tell. */
  readonly timings: Record<string, number> = {};

  private at(at: number, kind: string, run: () => Promise<void>) {
    if (at >= this.window.to) return;
    const action = { kind, at, seq: this.seq++, run };
    let lo = 0;
    let hi = this.queue.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const m = this.queue[mid]!;
      if (m.at < at || (m.at === at && m.seq < action.seq)) lo = mid + 1;
      else hi = mid;
    }
    this.queue.splice(lo, 0, action);
  }

  async play(arrivals: PlannedArrival[], usageDays: { from: number; to: number }) {
    for (const a of arrivals) this.at(a.at, "checkout", () => this.arrive(a));
    for (let day = usageDays.from; day < usageDays.to; day += DAY_MS) {
      this.at(day + DAY_MS - 1000, "usage", () => this.usage(day));
    }
    for (;;) {
      const next = this.queue.shift();
      if (!next) break;
      let mark = performance.now();
      await runHistoryJobs(this.ctx, this.clock, this.window, next.at);
      this.timings.jobs = (this.timings.jobs ?? 0) + performance.now() - mark;
      mark = performance.now();
      this.clock.set(next.at);
      await next.run();
      this.timings[next.kind] = (this.timings[next.kind] ?? 0) + performance.now() - mark;
    }
    await runHistoryJobs(this.ctx, this.clock, this.window, this.window.to - 1);
    const currencies = new Set(arrivals.filter((a) => !a.abandoned).map((a) => a.currency));
    this.counts.currencies = [...currencies].sort();
  }

  private async arrive(a: PlannedArrival) {
    const productId = this.catalog.products[a.product]!;
    const eur = a.currency === "eur" ? EUR_PRICES[a.product] : undefined;
    const checkout = await createCheckout(
      this.ctx,
      this.organizationId,
      CheckoutCreate.parse({
        products: [productId],
        ...(eur
          ? { prices: { [productId]: [{ amount_type: "fixed", price_amount: eur, price_currency: "eur" }] } }
          : {}),
        external_customer_id: a.externalId,
        customer_email: a.email,
        customer_name: a.name,
        customer_billing_address: a.address,
        metadata: { [DEMO_MARK]: "history" },
      }),
    );
    if (a.abandoned) {
      this.counts.checkouts.abandoned++;
      return;
    }
    // A couple of minutes filling in the card form.
    const rng = rngFor(`${a.externalId}/confirm`);
    this.at(a.at + (60 + Math.floor(rng() * 240)) * 1000, "pay", () =>
      this.pay(a, checkout.id, checkout.client_secret),
    );
  }

  private async pay(a: PlannedArrival, checkoutId: string, clientSecret: string) {
    await confirmCheckout(
      this.ctx,
      clientSecret,
      CheckoutConfirm.parse({
        confirmation_token_id: "pm_card_visa",
        ...(a.discounted ? { discount_code: DEMO_DISCOUNT_CODE } : {}),
        ...(a.tip !== null ? { amount: a.tip } : {}),
      }),
      null,
    );
    this.counts.checkouts.succeeded++;
    this.counts.customers++;
    const { items } = await listOrgOrders(
      this.ctx,
      this.organizationId,
      { page: 1, limit: 1 },
      { checkoutId: [checkoutId] },
      [{ property: "created_at", descending: false }],
    );
    const order = items[0];
    if (order) this.counts.orders++;
    const now = this.clock.now().getTime();
    const subscriptionId = order?.subscription_id;
    if (subscriptionId) {
      this.counts.subscriptions++;
      if (a.product === "api-usage") {
        this.metered.set(subscriptionId, { externalId: a.externalId, perDay: a.usagePerDay, since: now });
      }
      await this.plan(a, subscriptionId, 0);
    } else if (order && order.net_amount > 0) {
      this.maybeRefund(`${a.externalId}/purchase`, order.id, order.net_amount, now, 0.09, true);
    }
  }

  /** After a period starts: a cancellation during it (maybe), and its renewal at its end. */
  private async plan(a: PlannedArrival, subscriptionId: string, period: number) {
    const sub = await loadSubscriptionWire(this.ctx, this.organizationId, subscriptionId);
    if (!sub?.current_period_end || sub.ended_at) return;
    const start = new Date(sub.current_period_start).getTime();
    const end = new Date(sub.current_period_end).getTime();
    const rng = rngFor(`${a.externalId}/period/${period}`);
    // No one cancels a trial in this demo; the first paid period on, some do.
    if (sub.status === "active" && rng() < (CHURN[a.product] ?? 0)) {
      const at = start + Math.floor(rng() * (end - start) * 0.9);
      const reason = pick(rng, REASONS);
      const revoke = rng() < 0.2;
      this.at(at, "cancel", () => this.cancel(subscriptionId, reason, revoke));
    }
    this.at(end, "renewal", () => this.cycle(a, subscriptionId, end, period + 1));
  }

  private async cancel(subscriptionId: string, reason: CancellationReason, revoke: boolean) {
    const input = { customer_cancellation_reason: reason };
    if (revoke) {
      await revokeSubscription(this.ctx, this.organizationId, subscriptionId, input);
      this.metered.delete(subscriptionId);
      this.counts.revoked++;
    } else {
      await cancelAtPeriodEnd(this.ctx, this.organizationId, subscriptionId, input);
      this.counts.canceled_at_period_end++;
    }
  }

  private async cycle(a: PlannedArrival, subscriptionId: string, end: number, period: number) {
    const outcome = await cycleSubscription(this.ctx, subscriptionId, new Date(end));
    if (outcome === "skipped") return;
    if (outcome === "ended") {
      this.metered.delete(subscriptionId);
      this.counts.ended++;
      return;
    }
    this.counts.renewals++;
    this.counts.orders++;
    const order = await getLatestCycleOrder(this.ctx.db, this.organizationId, subscriptionId);
    if (order?.status === "paid") {
      const { net } = orderAmounts(order);
      if (net > 0) this.maybeRefund(`${a.externalId}/cycle/${period}`, order.id, net, end, 0.03, false);
    }
    await this.plan(a, subscriptionId, period);
  }

  /** With chance `p`, a refund a few days after the payment: the whole order, or half of it. */
  private maybeRefund(
    key: string,
    orderId: string,
    net: number,
    paidAt: number,
    p: number,
    oneTime: boolean,
  ) {
    const rng = rngFor(`${key}/refund`);
    if (rng() >= p) return;
    const full = rng() < 0.6;
    const at = paidAt + Math.floor((0.5 + rng() * 9) * DAY_MS);
    const input: RefundCreateInput = {
      order_id: orderId,
      amount: full ? net : percentOf(net, 5000),
      reason: full ? "customer_request" : "satisfaction_guarantee",
      comment: full ? "Asked for a refund" : "Half back after a support ticket",
      // A full refund of a one-time purchase takes its license key back; a subscription's stay until it ends.
      revoke_benefits: full && oneTime,
      metadata: {},
    };
    this.at(at, "refund", async () => {
      await createRefund(this.ctx, this.organizationId, input);
      if (full) this.counts.refunds.full++;
      else this.counts.refunds.partial++;
    });
  }

  /** One day of `api_request` events from every API usage subscriber, sent at the day's end. */
  private async usage(day: number) {
    const date = new Date(day).toISOString().slice(0, 10);
    const weekday = new Date(day).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 0.4 : 1;
    const events: EventInput[] = [];
    for (const { externalId, perDay, since } of this.metered.values()) {
      const rng = rngFor(`${externalId}/usage/${date}`);
      // The first day counts from the subscription on.
      const from = Math.max(day, since);
      const share = (day + DAY_MS - from) / DAY_MS;
      const n = Math.round(perDay * share * weekend * (0.6 + 0.8 * rng()));
      for (let i = 0; i < n; i++) {
        events.push({
          name: "api_request",
          timestamp: new Date(from + Math.floor(rng() * (day + DAY_MS - 2000 - from))).toISOString(),
          external_customer_id: externalId,
          external_id: `demo-history/${externalId}/${date}/${i}`,
          metadata: { route: i % 3 === 0 ? "/v1/search" : "/v1/items", status: i % 23 === 0 ? 500 : 200 },
        });
      }
    }
    for (let i = 0; i < events.length; i += 1000) {
      const result = await ingestEvents(this.ctx, this.organizationId, events.slice(i, i + 1000));
      this.counts.usage_events += result.inserted;
    }
  }
}
