import { Button as EmailButton } from "@react-email/button";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";

const paragraph = { fontSize: "15px", lineHeight: "24px", color: "#1a1b1e", margin: "0 0 14px" };

/** A paragraph of body text. */
export function P(props: { children: ReactNode }) {
  return <Text style={paragraph}>{props.children}</Text>;
}

/**
 * The call to action. In the plain text the button reads "label: url" on its own line, so a text
 * mail client shows the address to follow.
 */
export function Button(props: { href: string; children: string }) {
  return (
    <Section style={{ margin: "8px 0 20px" }}>
      <EmailButton
        href={props.href}
        data-skip-in-text="true"
        style={{
          backgroundColor: "#1c7ed6",
          color: "#ffffff",
          padding: "11px 20px",
          borderRadius: "6px",
          fontSize: "15px",
          fontWeight: 600,
          textDecoration: "none",
        }}
      >
        {props.children}
      </EmailButton>
      <Text style={{ fontSize: "12px", color: "#868e96", margin: "10px 0 0", wordBreak: "break-all" }}>
        {props.children}: <Link href={props.href}>{props.href}</Link>
      </Text>
    </Section>
  );
}

/** A value to copy (a license key, a sign-in code), alone on its line in the text version. */
export function Code(props: { children: string; large?: boolean }) {
  return (
    <Text
      style={{
        fontFamily: "ui-monospace, Menlo, monospace",
        fontSize: props.large ? "28px" : "17px",
        letterSpacing: props.large ? "6px" : "normal",
        fontWeight: 700,
        backgroundColor: "#f1f3f5",
        padding: "10px 14px",
        borderRadius: "6px",
        margin: "0 0 14px",
      }}
    >
      {props.children}
    </Text>
  );
}

/** A link with its label, "label: url" in the text version. */
export function LabeledLink(props: { label: string; href: string }) {
  return (
    <Text style={{ ...paragraph, margin: "0 0 8px" }}>
      {props.label}: <Link href={props.href}>{props.href}</Link>
    </Text>
  );
}

/** Label / amount lines (a receipt's summary), "label: amount" in the text version. */
export function Summary(props: { lines: { label: string; value: string; strong?: boolean }[] }) {
  return (
    <Section
      style={{ backgroundColor: "#f8f9fa", borderRadius: "6px", padding: "12px 16px", margin: "0 0 18px" }}
    >
      {props.lines.map((line) => (
        <Text
          key={line.label}
          style={{ fontSize: "14px", lineHeight: "22px", margin: "0", fontWeight: line.strong ? 700 : 400 }}
        >
          {line.label}: {line.value}
        </Text>
      ))}
    </Section>
  );
}
