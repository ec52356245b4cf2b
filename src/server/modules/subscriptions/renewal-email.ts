import type { OutgoingEmail } from "../emails/transport.js";
import { formatMoney } from "../orders/format.js";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The email to a customer whose renewal charge was declined: what, how much, and why. */
export function renewalFailedEmail(input: {
  to: string;
  productName: string;
  amount: number;
  currency: string;
  reason: string;
}): OutgoingEmail {
  const amount = formatMoney(input.amount, input.currency);
  const subject = `Payment failed for ${input.productName}`;
  const lines = [
    `We could not renew your subscription to ${input.productName}: the payment of ${amount} failed.`,
    `Reason: ${input.reason}`,
    "Please update your payment method to keep your subscription active.",
  ];
  return {
    to: input.to,
    subject,
    text: `${lines.join("\n\n")}\n`,
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n"),
  };
}
