/**
 * Test input: a renewal receipt (`subscription-cycled`) numbered `k`, with characters that need
 * escaping in every field, and a receipt of `k` = 3 without an invoice number.
 */
export const cycledReceipt = (
  k: number,
  over: { discount?: number; name?: string; to?: string; urlTail?: string } = {},
) => ({
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
  orderUrl: `https://kassa.test/acme/portal/orders/${k}?a=1&b='${k}'${over.urlTail ?? ""}`,
});
