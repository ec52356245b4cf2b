import { describe, expect, it } from "vitest";
import { changedFields } from "./changed-fields.js";
import type { CheckoutRow } from "./repository.js";

const at = new Date("2026-07-01T09:00:00.000Z");
const row = {
  id: "c1",
  status: "confirmed",
  customerEmail: "a@example.com",
  customerName: null,
  customerBillingAddress: { country: "DE", city: null },
  metadata: { a: 1 },
  paymentError: { code: "card_declined", message: "Declined", timestamp: at.toISOString() },
  modifiedAt: at,
} as unknown as CheckoutRow;

describe("changedFields", () => {
  it("keeps only the columns whose values differ, dates by instant and JSON by value", () => {
    expect(
      changedFields(row, {
        id: "c1",
        status: "confirmed",
        customerEmail: "b@example.com",
        customerName: null,
        customerBillingAddress: { country: "DE", city: null },
        metadata: { a: 2 },
        paymentError: null,
        modifiedAt: new Date(at.getTime()),
        customerId: undefined,
      }),
    ).toEqual({ customerEmail: "b@example.com", metadata: { a: 2 }, paymentError: null });
  });

  it("writes a value that was null before, and a later instant", () => {
    const later = new Date(at.getTime() + 1);
    expect(changedFields(row, { customerName: "Ada", modifiedAt: later })).toEqual({
      customerName: "Ada",
      modifiedAt: later,
    });
  });
});
