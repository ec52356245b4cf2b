import type { OutgoingEmail } from "../transport.js";
import { type EmailBrand, Layout } from "./layout.js";
import { Button, P } from "./parts.js";
import { customerFooter } from "./receipt.js";
import { emailDate, renderEmail } from "./render.js";

/** A subscription was set to end at its period end (`subscription_cancellation`). */
export function subscriptionCanceledEmail(input: {
  brand: EmailBrand;
  to: string;
  productName: string;
  endsAt: string | null;
  subscriptionUrl: string;
}): Promise<OutgoingEmail> {
  const { brand, productName } = input;
  return renderEmail(
    input.to,
    `Your subscription to ${productName} is canceled`,
    <Layout
      brand={brand}
      preview={`Your subscription to ${productName} will not renew`}
      footer={customerFooter(brand.name)}
    >
      <P>Your subscription to {productName} has been canceled and will not renew.</P>
      {input.endsAt ? (
        <P>You keep access until {emailDate(input.endsAt)}; nothing more will be charged.</P>
      ) : (
        <P>Nothing more will be charged.</P>
      )}
      <P>Changed your mind? You can resume the subscription in the customer portal before it ends.</P>
      <Button href={input.subscriptionUrl}>Manage your subscription</Button>
    </Layout>,
  );
}
