import type { OutgoingEmail } from "../transport.js";
import { type EmailBrand, Layout } from "./layout.js";
import { Button, Code, P } from "./parts.js";
import { renderEmail } from "./render.js";

/** The portal sign-in code: the code, how long it lasts, and the portal's address. */
export function portalSignInEmail(input: {
  brand: EmailBrand;
  to: string;
  code: string;
  portalUrl: string;
}): Promise<OutgoingEmail> {
  const { brand, code } = input;
  return renderEmail(
    input.to,
    `${code} is your ${brand.name} sign-in code`,
    <Layout
      brand={brand}
      preview={`Your sign-in code is ${code}`}
      footer={`${brand.name}, through Kassa. You received this email because someone asked to sign in to ${brand.name}'s customer portal with this address.`}
    >
      <P>Your code to sign in to {brand.name}'s customer portal is:</P>
      <Code large>{code}</Code>
      <P>It works once and expires in 30 minutes. If you did not ask for it, ignore this email.</P>
      <Button href={input.portalUrl}>Open the portal</Button>
    </Layout>,
  );
}
