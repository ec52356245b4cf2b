import type { OutgoingEmail } from "../transport.js";
import { type EmailBrand, Layout } from "./layout.js";
import { Button, P, Summary } from "./parts.js";
import { emailMoney, renderEmail } from "./render.js";

const memberFooter = (seller: string) =>
  `Kassa. You received this email because you are a member of ${seller}; the organization's notification settings turn it off.`;

/** A seller's member is told about a new paid order (`new_order`). */
export function sellerNewOrderEmail(input: {
  brand: EmailBrand;
  to: string;
  productName: string;
  customerEmail: string;
  amount: number;
  currency: string;
  dashboardUrl: string;
}): Promise<OutgoingEmail> {
  const { brand, productName } = input;
  const amount = emailMoney(input.amount, input.currency);
  return renderEmail(
    input.to,
    `New order: ${productName} (${amount})`,
    <Layout
      brand={brand}
      preview={`${input.customerEmail} bought ${productName}`}
      footer={memberFooter(brand.name)}
    >
      <P>
        {brand.name} has a new order: {input.customerEmail} bought {productName}.
      </P>
      <Summary
        lines={[
          { label: "Product", value: productName },
          { label: "Customer", value: input.customerEmail },
          { label: "Total", value: amount, strong: true },
        ]}
      />
      <Button href={input.dashboardUrl}>View the order</Button>
    </Layout>,
  );
}

/** A seller's member is told about a new paid subscription (`new_subscription`). */
export function sellerNewSubscriptionEmail(input: {
  brand: EmailBrand;
  to: string;
  productName: string;
  customerEmail: string;
  amount: number;
  currency: string;
  dashboardUrl: string;
}): Promise<OutgoingEmail> {
  const { brand, productName } = input;
  const amount = emailMoney(input.amount, input.currency);
  return renderEmail(
    input.to,
    `New subscription: ${productName} (${amount})`,
    <Layout
      brand={brand}
      preview={`${input.customerEmail} subscribed to ${productName}`}
      footer={memberFooter(brand.name)}
    >
      <P>
        {brand.name} has a new subscriber: {input.customerEmail} subscribed to {productName}.
      </P>
      <Summary
        lines={[
          { label: "Product", value: productName },
          { label: "Customer", value: input.customerEmail },
          { label: "First payment", value: amount, strong: true },
        ]}
      />
      <Button href={input.dashboardUrl}>View the subscription</Button>
    </Layout>,
  );
}
