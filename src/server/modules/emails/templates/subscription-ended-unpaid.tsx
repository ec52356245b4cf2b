import type { OutgoingEmail } from "../transport.js";
import { type EmailBrand, Layout } from "./layout.js";
import { Button, P } from "./parts.js";
import { customerFooter } from "./receipt.js";
import { emailMoney, renderEmail } from "./render.js";

/** Every retry of an unpaid renewal failed: the subscription has ended (`subscription_revoked`). */
export function subscriptionEndedUnpaidEmail(input: {
  brand: EmailBrand;
  to: string;
  productName: string;
  amount: number;
  currency: string;
  portalUrl: string;
}): Promise<OutgoingEmail> {
  const { brand, productName } = input;
  const amount = emailMoney(input.amount, input.currency);
  return renderEmail(
    input.to,
    `Your subscription to ${productName} has ended`,
    <Layout
      brand={brand}
      preview={`Your subscription to ${productName} has ended`}
      footer={customerFooter(brand.name)}
    >
      <P>
        We tried several times to collect the renewal payment of {amount} for {productName}, and each attempt
        failed.
      </P>
      <P>
        Your subscription has therefore ended and its benefits are no longer available. Nothing more will be
        charged.
      </P>
      <P>You can subscribe again at any time.</P>
      <Button href={input.portalUrl}>Open the customer portal</Button>
    </Layout>,
  );
}
