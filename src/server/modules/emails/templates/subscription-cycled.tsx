import type { OutgoingEmail } from "../transport.js";
import { type EmailBrand, Layout } from "./layout.js";
import { Button, P, Summary } from "./parts.js";
import { customerFooter, type ReceiptOrder, receiptLines } from "./receipt.js";
import { emailDate, renderEmail } from "./render.js";

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
