import { describe, expect, it } from "vitest";
import { previewNote } from "./preview";
import type { ProrationPreview } from "./types";

const base: ProrationPreview = {
  proration_behavior: "invoice",
  product_id: "p",
  currency: "usd",
  applies_at: "2026-05-10T08:00:00.000Z",
  period_start: "2026-05-01T08:00:00.000Z",
  period_end: "2026-06-01T08:00:00.000Z",
  credit_amount: -700,
  debit_amount: 3500,
  net_amount: 2800,
  tax_amount: 0,
  due_now_amount: 2800,
  lines: [],
};

describe("previewNote", () => {
  it("says what is charged now", () => {
    expect(previewNote(base)).toMatch(/^\$28\.00 is charged to the saved card now/);
  });

  it("puts a prorated difference or a credit on the next invoice", () => {
    expect(previewNote({ ...base, proration_behavior: "prorate", due_now_amount: 0 })).toMatch(
      /\$28\.00 goes on the next renewal invoice/,
    );
    expect(previewNote({ ...base, net_amount: -500, due_now_amount: 0 })).toMatch(
      /-\$5\.00 goes on the next/,
    );
  });

  it("schedules next_period changes for the renewal, charging nothing", () => {
    expect(
      previewNote({ ...base, proration_behavior: "next_period", net_amount: 0, due_now_amount: 0 }),
    ).toMatch(/starts at the next renewal, on .*2026; nothing is charged now/);
    expect(previewNote({ ...base, net_amount: 0, due_now_amount: 0 })).toBe(
      "The new plan applies at once; nothing is charged now.",
    );
  });
});
