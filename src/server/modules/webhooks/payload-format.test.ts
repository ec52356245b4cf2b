import { describe, expect, it } from "vitest";
import { eventTitle, formatAmount, formatPayload, type WebhookPayload } from "./payload-format.js";

const order: WebhookPayload = {
  type: "order.paid",
  timestamp: "2026-01-01T10:00:00.000Z",
  data: {
    id: "0190a3c1-0000-7000-8000-000000000001",
    total_amount: 1999,
    currency: "usd",
    status: "paid",
    product: { name: "Pro plan" },
    customer: { email: "ada@example.com" },
  },
};

describe("formatPayload", () => {
  it("raw is the outbox payload as JSON", () => {
    expect(JSON.parse(formatPayload("raw", order))).toEqual(order);
  });

  it("discord is a message with an embed summarizing the event", () => {
    const body = JSON.parse(formatPayload("discord", order));
    expect(body.content).toBe("Order paid: Pro plan");
    expect(body.embeds).toHaveLength(1);
    expect(body.embeds[0]).toMatchObject({
      title: "Order paid",
      description: "Pro plan",
      timestamp: order.timestamp,
    });
    expect(body.embeds[0].fields).toEqual([
      { name: "ID", value: "0190a3c1-0000-7000-8000-000000000001", inline: true },
      { name: "Amount", value: "$19.99", inline: true },
      { name: "Customer", value: "ada@example.com", inline: true },
      { name: "Status", value: "paid", inline: true },
    ]);
  });

  it("slack has a text fallback and blocks", () => {
    const body = JSON.parse(formatPayload("slack", order));
    expect(body.text).toBe("Order paid: Pro plan");
    expect(body.blocks[0]).toEqual({
      type: "section",
      text: { type: "mrkdwn", text: "*Order paid*\nPro plan" },
    });
    expect(body.blocks[1].fields).toContainEqual({ type: "mrkdwn", text: "*Amount*\n$19.99" });
    expect(body.blocks.at(-1).elements[0].text).toBe("order.paid · 2026-01-01T10:00:00.000Z");
  });

  it("summarizes objects without an amount or a name", () => {
    const body = JSON.parse(
      formatPayload("slack", {
        type: "benefit_grant.revoked",
        timestamp: order.timestamp,
        data: { id: "g1" },
      }),
    );
    expect(body.text).toBe("Benefit grant revoked");
    expect(body.blocks[1].fields).toEqual([{ type: "mrkdwn", text: "*ID*\ng1" }]);
    const product = JSON.parse(
      formatPayload("discord", {
        type: "product.created",
        timestamp: order.timestamp,
        data: { id: "p1", name: "E-book" },
      }),
    );
    expect(product.content).toBe("Product created: E-book");
  });
});

describe("formatAmount and eventTitle", () => {
  it("uses the currency's decimals", () => {
    expect(formatAmount(1999, "usd")).toBe("$19.99");
    expect(formatAmount(500, "jpy")).toBe("¥500");
    expect(formatAmount(100, "eur")).toBe("€1.00");
    expect(formatAmount(100, "zzz-not")).toBe("100 zzz-not");
  });

  it("turns an event type into a title", () => {
    expect(eventTitle("customer.state_changed")).toBe("Customer state changed");
  });
});
