import type { OutgoingEmail } from "../transport.js";
import { type EmailBrand, Layout } from "./layout.js";
import { Code, LabeledLink, P } from "./parts.js";
import { customerFooter } from "./receipt.js";
import { renderEmail } from "./render.js";

/** What a benefit grant gives, in words: lines of text, a value to copy (a key) and links. */
export interface BenefitSection {
  lines: string[];
  code?: string;
  links?: { label: string; url: string }[];
}

/** The customer's email for one benefit grant: what they now have and how to use it. */
export function benefitDeliveredEmail(input: {
  brand: EmailBrand;
  to: string;
  description: string;
  section: BenefitSection;
}): Promise<OutgoingEmail> {
  const { brand, section } = input;
  return renderEmail(
    input.to,
    `${input.description} — ${brand.name}`,
    <Layout brand={brand} preview={`You now have: ${input.description}`} footer={customerFooter(brand.name)}>
      <P>
        Thank you for your purchase from {brand.name}. You now have: {input.description}.
      </P>
      {section.lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are static text in order
        <P key={i}>{line}</P>
      ))}
      {section.code ? <Code>{section.code}</Code> : null}
      {(section.links ?? []).map((link) => (
        <LabeledLink key={link.url} label={link.label} href={link.url} />
      ))}
    </Layout>,
  );
}
