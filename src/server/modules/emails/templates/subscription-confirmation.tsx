import type { OutgoingEmail } from "../transport.js";
import { type EmailBrand, Layout } from "./layout.js";
import { Button, P, Summary } from "./parts.js";
import { customerFooter, type ReceiptOrder, receiptLines } from "./receipt.js";
import { emailDate, renderEmail } from "./render.js";

/** A new subscription is paid (`subscription_confirmation`): the first receipt and when it renews. */
export function subscriptionConfirmationEmail(input: {
  brand: EmailBrand;
  to: string;
  productName: string;
  order: ReceiptOrder;
  renewsAt: string | null;
  orderUrl: string;
  subscriptionUrl: string;
}): Promise<OutgoingEmail> {
  const { brand, productName } = input;
  return renderEmail(
    input.to,
    `You're subscribed to ${productName}`,
    <Layout
      brand={brand}
      preview={`Your subscription to ${productName} has started`}
      footer={customerFooter(brand.name)}
    >
      <P>
        Thank you for subscribing to {productName}. Your subscription has started; this email is your receipt.
      </P>
      <Summary lines={receiptLines(input.order)} />
      {input.renewsAt ? (
        <P>It renews on {emailDate(input.renewsAt)}. You can cancel it at any time.</P>
      ) : null}
      <Button href={input.subscriptionUrl}>Manage your subscription</Button>
      <P>The invoice is on your order&apos;s page in the customer portal.</P>
      <Button href={input.orderUrl}>View order and invoice</Button>
    </Layout>,
  );
}
