import { emailMoney } from "./render.js";

/** What a receipt shows of an order (the wire `Order`'s fields). */
export interface ReceiptOrder {
  id: string;
  invoice_number: string | null;
  currency: string;
  subtotal_amount: number;
  discount_amount: number;
  tax_amount: number;
  total_amount: number;
  items: { label: string; amount: number }[];
}

/** The summary lines of a receipt: each item, the discount and tax when there are any, the total paid. */
export function receiptLines(order: ReceiptOrder): { label: string; value: string; strong?: boolean }[] {
  const money = (n: number) => emailMoney(n, order.currency);
  return [
    ...(order.invoice_number ? [{ label: "Invoice", value: order.invoice_number }] : []),
    ...order.items.map((item) => ({ label: item.label, value: money(item.amount) })),
    ...(order.discount_amount > 0 ? [{ label: "Discount", value: `-${money(order.discount_amount)}` }] : []),
    ...(order.tax_amount > 0 ? [{ label: "Tax", value: money(order.tax_amount) }] : []),
    { label: "Total paid", value: money(order.total_amount), strong: true },
  ];
}

/** The footer of an email about a customer's purchase or subscription. */
export const customerFooter = (seller: string) =>
  `${seller}, through Kassa. You received this email because of a purchase from ${seller} with this address.`;
