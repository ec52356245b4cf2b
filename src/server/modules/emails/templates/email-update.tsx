import type { OutgoingEmail } from "../transport.js";
import { type EmailBrand, Layout } from "./layout.js";
import { Button, P } from "./parts.js";
import { renderEmail } from "./render.js";

/**
 * The portal's email-change verification, sent to the NEW address: the link that confirms it, how
 * long it lasts, and that nothing changes if the reader did not ask for it.
 */
export function emailUpdateVerificationEmail(input: {
  brand: EmailBrand;
  to: string;
  verifyUrl: string;
  minutes: number;
}): Promise<OutgoingEmail> {
  const { brand } = input;
  return renderEmail(
    input.to,
    `Confirm your new email address for ${brand.name}`,
    <Layout
      brand={brand}
      preview="Confirm your new email address"
      footer={`${brand.name}, through Kassa. You received this email because someone asked to use this address in ${brand.name}'s customer portal.`}
    >
      <P>
        Someone asked to use this address ({input.to}) for their account in {brand.name}'s customer portal.
      </P>
      <P>Confirm the change with the button below. It works once and expires in {input.minutes} minutes.</P>
      <Button href={input.verifyUrl}>Confirm my new email address</Button>
      <P>If you did not ask for this, ignore this email: nothing changes.</P>
    </Layout>,
  );
}
