import type { OutgoingEmail } from "../transport.js";
import { type EmailBrand, Layout } from "./layout.js";
import { Button, P, Summary } from "./parts.js";
import { customerFooter, type ReceiptOrder, receiptLines } from "./receipt.js";
import { emailDate, renderEmail } from "./render.js";
import { slottedRenderer } from "./slots.js";

/** A renewal was paid (`subscription_cycled`): the renewal's receipt and the next renewal date. */
export function subscriptionCycledEmail(input: {
  brand: EmailBrand;
  to: string;
  productName: string;
  order: ReceiptOrder;
  renewsAt: string | null;
  orderUrl: string;
}): Promise<OutgoingEmail> {
  const { brand, productName } = input;
  return renderEmail(
    input.to,
    `Your ${productName} subscription renewed`,
    <Layout
      brand={brand}
      preview={`Receipt for your ${productName} renewal`}
      footer={customerFooter(brand.name)}
    >
      <P>Your subscription to {productName} has renewed. This email is the receipt of the renewal payment.</P>
      <Summary lines={receiptLines(input.order)} />
      {input.renewsAt ? <P>The next renewal is on {emailDate(input.renewsAt)}.</P> : null}
      <Button href={input.orderUrl}>View order and invoice</Button>
    </Layout>,
  );
}

/**
 * `subscriptionCycledEmail` for the receipts of a batch of renewals (a notify job): one
 * react-email render per shape (same seller, product, amounts and renewal day), each receipt that
 * render with its recipient, order link, order id and invoice number put in (slots.ts).
 */
export function subscriptionCycledEmails(): (
  input: Parameters<typeof subscriptionCycledEmail>[0],
) => Promise<OutgoingEmail> {
  return slottedRenderer(subscriptionCycledEmail, (input, put) => ({
    brand: input.brand,
    to: put(input.to),
    productName: input.productName,
    // Only the receipt's fields: the wire order carries more (its customer, …) that it never shows.
    order: {
      id: put(input.order.id),
      invoice_number: input.order.invoice_number === null ? null : put(input.order.invoice_number),
      currency: input.order.currency,
      subtotal_amount: input.order.subtotal_amount,
      discount_amount: input.order.discount_amount,
      tax_amount: input.order.tax_amount,
      total_amount: input.order.total_amount,
      items: input.order.items.map((i) => ({ label: i.label, amount: i.amount })),
    },
    // The email shows the renewal's calendar day (UTC) only.
    renewsAt: input.renewsAt === null ? null : new Date(input.renewsAt).toISOString().slice(0, 10),
    orderUrl: put(input.orderUrl),
  }));
}
