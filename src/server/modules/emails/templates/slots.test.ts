import { describe, expect, it } from "vitest";
import type { OutgoingEmail } from "../transport.js";
import { cycledReceipt } from "./cycled-receipt-fixture.js";
import { slottedRenderer } from "./slots.js";
import { subscriptionCycledEmail, subscriptionCycledEmails } from "./subscription-cycled.js";

const receipt = cycledReceipt;

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
