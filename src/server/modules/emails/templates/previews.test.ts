import { describe, expect, it } from "vitest";
import { renderPreviews } from "./previews.js";

describe("email templates", () => {
  it("render every email to HTML and plain text with the seller's name, links and amounts", async () => {
    const previews = await renderPreviews();
    expect(Object.keys(previews)).toHaveLength(14);
    for (const [name, email] of Object.entries(previews)) {
      expect(email.html, name).toMatch(/^<!DOCTYPE html/);
      expect(email.html, name).toContain("Acme Tools");
      expect(email.text, name).toContain("Acme Tools");
      expect(email.text, name).not.toContain("<");
      for (const link of email.text.match(/https?:\/\/\S+/g) ?? [])
        expect(email.html, name).toContain(`href="${link}"`);
    }
    expect(previews["order-confirmation"]!.text).toContain("Discount: -USD 4.90");
    expect(previews["order-confirmation"]!.text).toContain("Tax: USD 8.38");
    expect(previews["order-confirmation"]!.text).toContain("Total paid: USD 52.48");
    expect(previews["refund-issued"]!.text).toContain("Total refunded: USD 14.88");
    expect(previews["customer-portal-sign-in-code"]!.text).toMatch(/^K7Q2ZD$/m);
    expect(previews["benefit-grant"]!.text).toMatch(/^ACME-8F2K-19QX-77ZD$/m);
  });

  it("escape what the seller and customer typed", async () => {
    const { orderConfirmationEmail } = await import("./index.js");
    const email = await orderConfirmationEmail({
      brand: { name: "<b>Evil</b> & Co", avatarUrl: null },
      to: "a@b.c",
      productName: "<script>x</script>",
      order: {
        id: "1",
        invoice_number: null,
        currency: "jpy",
        subtotal_amount: 1999,
        discount_amount: 0,
        tax_amount: 0,
        total_amount: 1999,
        items: [{ label: "<i>item</i>", amount: 1999 }],
      },
      orderUrl: "http://localhost:3000/evil/portal/orders/1",
    });
    expect(email.html).not.toContain("<script>x</script>");
    expect(email.html).not.toContain("<b>Evil</b>");
    expect(email.html).toContain("&lt;b&gt;Evil&lt;/b&gt; &amp; Co");
    expect(email.text).toContain("Total paid: JPY 1,999");
  });
});
