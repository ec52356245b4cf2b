import type { OutgoingEmail } from "../transport.js";
import { type EmailBrand, Layout } from "./layout.js";
import { Button, P } from "./parts.js";
import { customerFooter } from "./receipt.js";
import { emailMoney, renderEmail } from "./render.js";

/**
 * A renewal charge was declined (`subscription_past_due`): what, how much, why, and the portal
 * link where the customer puts in another card.
 */
export function paymentFailedEmail(input: {
  brand: EmailBrand;
  to: string;
  productName: string;
  amount: number;
  currency: string;
  reason: string;
  updateCardUrl: string;
}): Promise<OutgoingEmail> {
  const { brand, productName } = input;
  const amount = emailMoney(input.amount, input.currency);
  return renderEmail(
    input.to,
    `Payment failed for ${productName}`,
    <Layout brand={brand} preview={`We could not renew ${productName}`} footer={customerFooter(brand.name)}>
      <P>
        We could not renew your subscription to {productName}: the payment of {amount} failed.
      </P>
      <P>Reason: {input.reason}</P>
      <P>
        Please update your payment method to keep your subscription active. We will try the payment again.
      </P>
      <Button href={input.updateCardUrl}>Update payment method</Button>
    </Layout>,
  );
}
