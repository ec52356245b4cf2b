import type { OutgoingEmail } from "../transport.js";
import { type EmailBrand, Layout } from "./layout.js";
import { Button, P, Summary } from "./parts.js";
import { customerFooter, type ReceiptOrder, receiptLines } from "./receipt.js";
import { renderEmail } from "./render.js";

/** The receipt of a one-time purchase (`order_confirmation`): what was bought, what was paid, the invoice. */
export function orderConfirmationEmail(input: {
  brand: EmailBrand;
  to: string;
  productName: string;
  order: ReceiptOrder;
  orderUrl: string;
}): Promise<OutgoingEmail> {
  const { brand, productName } = input;
  return renderEmail(
    input.to,
    `Your ${brand.name} order: ${productName}`,
    <Layout brand={brand} preview={`Thank you for buying ${productName}`} footer={customerFooter(brand.name)}>
      <P>
        Thank you for your order. Your payment for {productName} went through; this email is your receipt.
      </P>
      <Summary lines={receiptLines(input.order)} />
      <P>Your order and its invoice are in your customer portal.</P>
      <Button href={input.orderUrl}>View order and invoice</Button>
    </Layout>,
  );
}
