/**
 * Properties of the subscription money rules, against references computed here with BigInt
 * rationals: prorations (`prorate`), a renewal period's amounts (`renewalAmounts`, the same
 * rules as a checkout's) and an order's items with the tax computed once on the net
 * (`taxedItems`).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DiscountRow } from "../../discounts/service.js";
import { computeAmounts } from "../../pricing/service.js";
import { type GrossLine, renewalAmounts, taxedItems } from "../renewal/amounts.js";
import { prorate } from "./proration.js";

const START = Date.parse("2028-02-01T00:00:00Z");
const price = fc.integer({ min: 0, max: 999_999_999_999 });
/** A period of 1 s to 400 days, and instants (ms) inside it or up to a day around it. */
const period = fc.integer({ min: 1, max: 400 * 86_400 }).chain((seconds) =>
  fc.record({
    seconds: fc.constant(seconds),
    at: fc.array(fc.integer({ min: -86_400_000, max: seconds * 1000 + 86_400_000 }), {
      minLength: 2,
      maxLength: 2,
    }),
  }),
);

const at = (ms: number) => new Date(START + ms);
const bounds = (seconds: number) => ({ periodStart: at(0), periodEnd: at(seconds * 1000) });

/** Whether `value` is within `halves` / 2 of p / q (q > 0): 2 × |value × q − p| ≤ halves × q. */
const within = (value: number, p: bigint, q: bigint, halves: bigint) => {
  const twice = 2n * (BigInt(value) * q - p);
  return twice <= halves * q && twice >= -halves * q;
};

describe("prorate (properties)", () => {
  it("credit and debit are each the exact share rounded once; together within one unit", () => {
    fc.assert(
      fc.property(price, price, period, (oldNet, newNet, { seconds, at: [now] }) => {
        const p = prorate({ ...bounds(seconds), now: at(now!), oldNet, newNet });
        expect(Number.isSafeInteger(p.credit) && Number.isSafeInteger(p.debit)).toBe(true);
        expect(p.credit <= 0 && p.debit >= 0).toBe(true);
        const rem = BigInt(p.remainingSeconds);
        const total = BigInt(p.totalSeconds);
        expect(total).toBe(BigInt(seconds));
        expect(within(-p.credit, BigInt(oldNet) * rem, total, 1n)).toBe(true);
        expect(within(p.debit, BigInt(newNet) * rem, total, 1n)).toBe(true);
        expect(within(p.credit + p.debit, BigInt(newNet - oldNet) * rem, total, 2n)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("the whole period is the full price, no time left is 0, and the same plan nets to 0", () => {
    fc.assert(
      fc.property(price, price, period, (oldNet, newNet, { seconds, at: [now] }) => {
        const atStart = prorate({ ...bounds(seconds), now: at(Math.min(0, now!)), oldNet, newNet });
        expect([atStart.credit + oldNet, atStart.debit]).toEqual([0, newNet]);
        const atEnd = prorate({
          ...bounds(seconds),
          now: at(seconds * 1000 + Math.abs(now!)),
          oldNet,
          newNet,
        });
        expect([atEnd.remainingSeconds, atEnd.credit, atEnd.debit]).toEqual([0, 0, 0]);
        const same = prorate({ ...bounds(seconds), now: at(now!), oldNet, newNet: oldNet });
        expect(same.credit + same.debit).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });

  it("a change at any instant costs the exact mix of both plans within one unit; later changes give back less", () => {
    fc.assert(
      fc.property(price, price, period, (oldNet, newNet, { seconds, at: [a, b] }) => {
        const p = prorate({ ...bounds(seconds), now: at(a!), oldNet, newNet });
        // Paid for the period: the old plan upfront, then the change.
        const paid = oldNet + p.credit + p.debit;
        const rem = BigInt(p.remainingSeconds);
        const total = BigInt(seconds);
        const exact = BigInt(oldNet) * (total - rem) + BigInt(newNet) * rem;
        expect(within(paid, exact, total, 2n)).toBe(true);
        const later = prorate({ ...bounds(seconds), now: at(Math.max(a!, b!)), oldNet, newNet });
        expect(later.debit).toBeLessThanOrEqual(p.debit);
        expect(later.credit).toBeGreaterThanOrEqual(p.credit);
      }),
      { numRuns: 1000 },
    );
  });

  it("two changes in one period (A → B → C) cost the exact mix of the three plans within two units", () => {
    fc.assert(
      fc.property(price, price, price, period, (a, b, c, { seconds, at: [x, y] }) => {
        const first = prorate({ ...bounds(seconds), now: at(Math.min(x!, y!)), oldNet: a, newNet: b });
        const second = prorate({ ...bounds(seconds), now: at(Math.max(x!, y!)), oldNet: b, newNet: c });
        const paid = a + first.credit + first.debit + second.credit + second.debit;
        const r1 = BigInt(first.remainingSeconds);
        const r2 = BigInt(second.remainingSeconds);
        const total = BigInt(seconds);
        const exact = BigInt(a) * (total - r1) + BigInt(b) * (r1 - r2) + BigInt(c) * r2;
        expect(within(paid, exact, total, 4n)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

const discountRow = (d: { basisPoints: number } | { fixed: number } | null): DiscountRow | null =>
  d === null
    ? null
    : ({
        type: "basisPoints" in d ? "percentage" : "fixed",
        basisPoints: "basisPoints" in d ? d.basisPoints : null,
        amounts: "fixed" in d ? { usd: d.fixed } : null,
      } as DiscountRow);

const renewalInput = fc.record({
  price,
  discount: fc.oneof(
    fc.constant(null),
    fc.integer({ min: 1, max: 10_000 }).map((basisPoints) => ({ basisPoints })),
    fc.integer({ min: 1, max: 999_999_999_999 }).map((fixed) => ({ fixed })),
  ),
  taxRate: fc.option(
    fc.record({ basisPoints: fc.integer({ min: 0, max: 10_000 }), inclusive: fc.boolean() }),
  ),
  taxBehavior: fc.constantFrom("location" as const, "inclusive" as const, "exclusive" as const, null),
});

describe("renewalAmounts (properties)", () => {
  it("a renewal costs what a checkout of the same price, discount and tax costs", () => {
    fc.assert(
      fc.property(renewalInput, (i) => {
        const row = discountRow(i.discount);
        const r = renewalAmounts({ ...i, currency: "usd", discount: row });
        expect(r.totalAmount).toBe(r.amount - r.discountAmount + r.taxAmount);
        expect(r.discountAmount >= 0 && r.discountAmount <= r.amount).toBe(true);
        const c = computeAmounts({
          price: {
            amountType: "fixed",
            priceAmount: i.price,
            minimumAmount: null,
            presetAmount: null,
            taxBehavior: i.taxBehavior,
            priceCurrency: "usd",
          },
          productId: "p",
          customAmount: null,
          discount: row
            ? {
                row: { ...row, deletedAt: null, startsAt: null, endsAt: null, maxRedemptions: null },
                products: [],
              }
            : null,
          taxRate: i.taxRate,
          now: new Date(START),
        });
        expect(r).toEqual({
          amount: c.amount,
          discountAmount: c.discountAmount,
          taxAmount: c.taxAmount,
          totalAmount: c.totalAmount,
        });
      }),
      { numRuns: 2000 },
    );
  });
});

/** Gross lines (a period line and signed proration lines) whose sum is at least `discount`. */
const linesAndDiscount = fc
  .record({
    prorations: fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { maxLength: 4 }),
    extra: fc.integer({ min: 0, max: 1_000_000 }),
    discount: fc.integer({ min: 0, max: 1_000_000 }),
    tax: fc.option(fc.record({ basisPoints: fc.integer({ min: 0, max: 10_000 }), inclusive: fc.boolean() })),
  })
  .map(({ prorations, extra, discount, tax }) => {
    const rest = prorations.reduce((s, a) => s + a, 0);
    const period = Math.max(0, discount - rest) + extra;
    const line = (amount: number, proration: boolean): GrossLine => ({
      label: proration ? "proration" : "period",
      amount,
      proration,
      productPriceId: null,
    });
    return { lines: [line(period, false), ...prorations.map((a) => line(a, true))], discount, tax };
  });

describe("taxedItems (properties)", () => {
  it("tax is computed once on the net, whatever the lines; items add up to what the customer pays", () => {
    fc.assert(
      fc.property(linesAndDiscount, ({ lines, discount, tax }) => {
        const out = taxedItems(lines, discount, tax);
        const net = lines.reduce((s, l) => s + l.amount, 0) - discount;
        expect(out.net).toBe(net);
        const one = taxedItems([{ ...lines[0]!, amount: net + discount }], discount, tax);
        expect(out.taxAmount).toBe(one.taxAmount);
        const items = out.items.reduce((s, i) => s + i.amount, 0);
        expect(items - discount + out.taxAmount).toBe(out.total);
        expect(out.items.reduce((s, i) => s + i.taxAmount, 0)).toBe(out.taxAmount);
        if (!tax) {
          expect([out.taxAmount, out.total]).toEqual([0, net]);
        } else if (tax.inclusive) {
          expect(out.total).toBe(net);
          expect(
            within(net - out.taxAmount, BigInt(net) * 10_000n, BigInt(10_000 + tax.basisPoints), 1n),
          ).toBe(true);
        } else {
          expect(out.total).toBe(net + out.taxAmount);
          expect(within(out.taxAmount, BigInt(net) * BigInt(tax.basisPoints), 10_000n, 1n)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
