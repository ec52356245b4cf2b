import type { OutgoingEmail } from "../transport.js";
import { type EmailBrand, Layout } from "./layout.js";
import { Button, P } from "./parts.js";
import { customerFooter } from "./receipt.js";
import { emailDate, emailMoney, renderEmail } from "./render.js";

/** A cancellation was withdrawn: the subscription renews again (`subscription_uncanceled`). */
export function subscriptionUncanceledEmail(input: {
  brand: EmailBrand;
  to: string;
  productName: string;
  renewsAt: string | null;
  amount: number;
  currency: string;
  subscriptionUrl: string;
}): Promise<OutgoingEmail> {
  const { brand, productName } = input;
  const amount = emailMoney(input.amount, input.currency);
  return renderEmail(
    input.to,
    `Your subscription to ${productName} continues`,
    <Layout
      brand={brand}
      preview={`Your subscription to ${productName} continues`}
      footer={customerFooter(brand.name)}
    >
      <P>Your subscription to {productName} is no longer canceled: it continues as before.</P>
      {input.renewsAt ? (
        <P>
          It renews on {emailDate(input.renewsAt)} for {amount}.
        </P>
      ) : null}
      <Button href={input.subscriptionUrl}>Manage your subscription</Button>
    </Layout>,
  );
}
