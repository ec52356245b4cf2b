import type { OutgoingEmail } from "../transport.js";
import { type EmailBrand, Layout } from "./layout.js";
import { Button, P, Summary } from "./parts.js";
import { customerFooter } from "./receipt.js";
import { emailMoney, renderEmail } from "./render.js";

/** A refund went through: how much comes back (tax included), for which order. */
export function refundIssuedEmail(input: {
  brand: EmailBrand;
  to: string;
  productName: string;
  amount: number;
  taxAmount: number;
  currency: string;
  invoiceNumber: string | null;
  orderUrl: string;
}): Promise<OutgoingEmail> {
  const { brand, productName } = input;
  const money = (n: number) => emailMoney(n, input.currency);
  const total = money(input.amount + input.taxAmount);
  return renderEmail(
    input.to,
    `Your refund from ${brand.name}`,
    <Layout brand={brand} preview={`${total} is on its way back to you`} footer={customerFooter(brand.name)}>
      <P>
        {brand.name} refunded {total} of your order of {productName}. It goes back to the card you paid with;
        depending on your bank it can take 5 to 10 days to show.
      </P>
      <Summary
        lines={[
          ...(input.invoiceNumber ? [{ label: "Order", value: input.invoiceNumber }] : []),
          { label: "Refunded", value: money(input.amount) },
          ...(input.taxAmount > 0 ? [{ label: "Tax refunded", value: money(input.taxAmount) }] : []),
          { label: "Total refunded", value: total, strong: true },
        ]}
      />
      <Button href={input.orderUrl}>View order</Button>
    </Layout>,
  );
}
