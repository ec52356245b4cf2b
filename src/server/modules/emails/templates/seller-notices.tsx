import type { OutgoingEmail } from "../transport.js";
import { type EmailBrand, Layout } from "./layout.js";
import { Button, P, Summary } from "./parts.js";
import { emailMoney, renderEmail } from "./render.js";

interface SellerNoticeInput {
  brand: EmailBrand;
  to: string;
  productName: string;
  customerEmail: string;
  amount: number;
  currency: string;
  dashboardUrl: string;
}

/** The words that differ between the notices; the layout, summary and footer are shared. */
interface NoticeWords {
  subject: string;
  did: string;
  headline: string;
  amountLabel: string;
  button: string;
}

function sellerNotice(input: SellerNoticeInput, words: NoticeWords): Promise<OutgoingEmail> {
  const { brand, productName } = input;
  const amount = emailMoney(input.amount, input.currency);
  return renderEmail(
    input.to,
    `${words.subject}: ${productName} (${amount})`,
    <Layout
      brand={brand}
      preview={`${input.customerEmail} ${words.did} ${productName}`}
      footer={`Kassa. You received this email because you are a member of ${brand.name}; the organization's notification settings turn it off.`}
    >
      <P>
        {brand.name} has {words.headline}: {input.customerEmail} {words.did} {productName}.
      </P>
      <Summary
        lines={[
          { label: "Product", value: productName },
          { label: "Customer", value: input.customerEmail },
          { label: words.amountLabel, value: amount, strong: true },
        ]}
      />
      <Button href={input.dashboardUrl}>{words.button}</Button>
    </Layout>,
  );
}

/** A seller's member is told about a new paid order (`new_order`). */
export function sellerNewOrderEmail(input: SellerNoticeInput): Promise<OutgoingEmail> {
  return sellerNotice(input, {
    subject: "New order",
    did: "bought",
    headline: "a new order",
    amountLabel: "Total",
    button: "View the order",
  });
}

/** A seller's member is told about a new paid subscription (`new_subscription`). */
export function sellerNewSubscriptionEmail(input: SellerNoticeInput): Promise<OutgoingEmail> {
  return sellerNotice(input, {
    subject: "New subscription",
    did: "subscribed to",
    headline: "a new subscriber",
    amountLabel: "First payment",
    button: "View the subscription",
  });
}
