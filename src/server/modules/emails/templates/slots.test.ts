import { describe, expect, it } from "vitest";
import type { OutgoingEmail } from "../transport.js";
import { slottedRenderer } from "./slots.js";
import { subscriptionCycledEmail, subscriptionCycledEmails } from "./subscription-cycled.js";

const receipt = (k: number, over: { discount?: number; name?: string; to?: string } = {}) => ({
  brand: { name: over.name ?? "Acme & Sons", avatarUrl: null },
  to: over.to ?? `o'brien+${k}@example.com`,
  productName: "Pro <plan>",
  order: {
    id: `0190000${k}-0000-7000-8000-00000000000${k}`,
    invoice_number: k === 3 ? null : `AB&${k}-000${k}`,
    currency: "eur",
    subtotal_amount: 1500,
    discount_amount: over.discount ?? 0,
    tax_amount: 285,
    total_amount: 1785 - (over.discount ?? 0),
    items: [{ label: 'Pro "monthly"', amount: 1500 }],
  },
  renewsAt: `2026-03-0${k}T10:1${k}:00.000Z`,
  orderUrl: `https://kassa.test/acme/portal/orders/${k}?a=1&b='${k}'`,
});

describe("slottedRenderer", () => {
  it("gives each renewal receipt exactly what rendering it alone gives", async () => {
    const many = subscriptionCycledEmails();
    const inputs = [
      receipt(1),
      receipt(2),
      receipt(3),
      receipt(1, { discount: 200 }),
      receipt(2, { discount: 200, to: "x@example.com" }),
      receipt(4, { name: "Other & co" }),
    ];
    for (const input of inputs) {
      expect(await many(input)).toEqual(await subscriptionCycledEmail(input));
    }
  });

  it("renders once per shape", async () => {
    let renders = 0;
    const render = async (input: { to: string; n: number }): Promise<OutgoingEmail> => {
      renders++;
      return { to: input.to, subject: `n=${input.n}`, html: `<p>${input.to}</p>`, text: input.to };
    };
    const many = slottedRenderer(render, (input, put) => ({ to: put(input.to), n: input.n }));
    const out = await Promise.all(["a@x", "b&<@x", "c@x"].map((to) => many({ to, n: 1 })));
    await many({ to: "d@x", n: 2 });
    expect(renders).toBe(2);
    expect(out[1]).toEqual({ to: "b&<@x", subject: "n=1", html: "<p>b&amp;&lt;@x</p>", text: "b&<@x" });
  });

  it("renders one by one when the template changes a placeholder", async () => {
    let renders = 0;
    const render = async (input: { to: string }): Promise<OutgoingEmail> => {
      renders++;
      return { to: input.to, subject: input.to.toUpperCase(), html: "", text: "" };
    };
    const many = slottedRenderer(render, (input, put) => ({ to: put(input.to) }));
    expect((await many({ to: "a@x" })).subject).toBe("A@X");
    expect((await many({ to: "b@x" })).subject).toBe("B@X");
    // The shape once (found changed), then each email alone.
    expect(renders).toBe(3);
  });
});
