import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";

/** Who an email comes from: the seller's name and logo (the organization's `avatar_url`). */
export interface EmailBrand {
  name: string;
  avatarUrl: string | null;
}

const body = { backgroundColor: "#f4f5f7" };
const font = {
  fontFamily: "system-ui, -apple-system, 'Segoe UI', sans-serif",
};
const container = {
  ...font,
  backgroundColor: "#ffffff",
  margin: "24px auto",
  padding: "28px 32px",
  maxWidth: "560px",
  borderRadius: "8px",
};
const footer = { fontSize: "12px", lineHeight: "18px", color: "#868e96", margin: "0" };

/**
 * Every customer email's frame: the seller's logo and name on top, the content, and a footer that
 * says who sent it and why the reader got it. `preview` is the line mail apps show after the subject.
 */
export function Layout(props: { brand: EmailBrand; preview: string; footer: string; children: ReactNode }) {
  const { brand } = props;
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Section>
            {brand.avatarUrl ? (
              <Img
                src={brand.avatarUrl}
                alt={brand.name}
                width="40"
                height="40"
                style={{ borderRadius: "6px", marginBottom: "8px" }}
              />
            ) : null}
            <Text style={{ fontSize: "18px", fontWeight: 600, margin: "0 0 16px", color: "#1a1b1e" }}>
              {brand.name}
            </Text>
          </Section>
          {props.children}
          <Hr style={{ borderColor: "#e9ecef", margin: "28px 0 16px" }} />
          <Text style={footer}>{props.footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}
