import type { OutgoingEmail } from "../../emails/service.js";
import { formatMoney } from "../../orders/service.js";

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

/** The email to a customer whose subscription ended because every payment retry failed. */
export function subscriptionEndedUnpaidEmail(input: {
  to: string;
  productName: string;
  amount: number;
  currency: string;
}): OutgoingEmail {
  const amount = formatMoney(input.amount, input.currency);
  const subject = `Your subscription to ${input.productName} has ended`;
  const lines = [
    `We tried several times to collect the renewal payment of ${amount} for ${input.productName}, and each attempt failed.`,
    "Your subscription has therefore ended and its benefits are no longer available. Nothing more will be charged.",
    "You can subscribe again at any time.",
  ];
  return {
    to: input.to,
    subject,
    text: `${lines.join("\n\n")}\n`,
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n"),
  };
}
