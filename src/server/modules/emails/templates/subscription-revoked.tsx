import type { OutgoingEmail } from "../transport.js";
import { type EmailBrand, Layout } from "./layout.js";
import { Button, P } from "./parts.js";
import { customerFooter } from "./receipt.js";
import { renderEmail } from "./render.js";

/** A subscription has ended (`subscription_revoked`): its benefits are gone, nothing more is charged. */
export function subscriptionRevokedEmail(input: {
  brand: EmailBrand;
  to: string;
  productName: string;
  portalUrl: string;
}): Promise<OutgoingEmail> {
  const { brand, productName } = input;
  return renderEmail(
    input.to,
    `Your subscription to ${productName} has ended`,
    <Layout
      brand={brand}
      preview={`Your subscription to ${productName} has ended`}
      footer={customerFooter(brand.name)}
    >
      <P>
        Your subscription to {productName} has ended. Its benefits are no longer available and nothing more
        will be charged.
      </P>
      <P>Thank you for having been a subscriber. You can subscribe again at any time.</P>
      <Button href={input.portalUrl}>Open the customer portal</Button>
    </Layout>,
  );
}
