import { formatMoney } from "../../../shared/money.js";
import type { WebhookEndpointFormat } from "./endpoints-repository.js";

/** An event as the outbox stores it and the raw format sends it. */
export interface WebhookPayload {
  type: string;
  timestamp: string;
  data: unknown;
}

type Obj = Record<string, unknown>;

const asObj = (v: unknown): Obj | null =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : null;
const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v : null);

/** "order.paid" → "Order paid", "benefit_grant.created" → "Benefit grant created". */
export function eventTitle(type: string): string {
  const text = type.replace(/[._]/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A minor-unit amount for people: 1999 usd → "$19.99" (the decimals of src/shared/money.ts). */
export function formatAmount(amount: number, currency: string): string {
  // Not a currency code at all: shown as it came rather than guessed at.
  if (!/^[a-z]{3}$/i.test(currency)) return `${amount} ${currency}`;
  return formatMoney(amount, currency, "en-US");
}

/** The facts worth a line in a chat message: what the object is, its id, an amount, a customer. */
export function summarize(event: WebhookPayload): {
  label: string | null;
  id: string | null;
  fields: [string, string][];
} {
  const data = asObj(event.data) ?? {};
  const product = asObj(data.product);
  const customer = asObj(data.customer);
  const benefit = asObj(data.benefit);
  const label =
    str(data.name) ??
    str(data.description) ??
    str(product?.name) ??
    str(benefit?.description) ??
    str(data.email) ??
    null;
  const id = str(data.id);
  const fields: [string, string][] = [];
  if (id) fields.push(["ID", id]);
  const currency = str(data.currency) ?? str(data.price_currency);
  for (const key of ["total_amount", "amount", "net_amount"]) {
    const value = data[key];
    if (currency && typeof value === "number" && Number.isSafeInteger(value)) {
      fields.push(["Amount", formatAmount(value, currency)]);
      break;
    }
  }
  if (product && str(product.name) && str(product.name) !== label)
    fields.push(["Product", str(product.name)!]);
  const email = str(customer?.email) ?? (label === str(data.email) ? null : str(data.customer_email));
  if (email) fields.push(["Customer", email]);
  if (str(data.status)) fields.push(["Status", str(data.status)!]);
  return { label, id, fields };
}

function discordBody(event: WebhookPayload): string {
  const { label, fields } = summarize(event);
  const title = eventTitle(event.type);
  return JSON.stringify({
    content: label ? `${title}: ${label}` : title,
    embeds: [
      {
        title,
        description: label ?? event.type,
        color: 0x0062ff,
        timestamp: event.timestamp,
        fields: fields.map(([name, value]) => ({ name, value, inline: true })),
        footer: { text: `Kassa · ${event.type}` },
      },
    ],
  });
}

function slackBody(event: WebhookPayload): string {
  const { label, fields } = summarize(event);
  const title = eventTitle(event.type);
  const text = label ? `${title}: ${label}` : title;
  return JSON.stringify({
    text,
    blocks: [
      { type: "section", text: { type: "mrkdwn", text: `*${title}*${label ? `\n${label}` : ""}` } },
      ...(fields.length
        ? [
            {
              type: "section",
              fields: fields.map(([name, value]) => ({ type: "mrkdwn", text: `*${name}*\n${value}` })),
            },
          ]
        : []),
      { type: "context", elements: [{ type: "mrkdwn", text: `${event.type} · ${event.timestamp}` }] },
    ],
  });
}

/**
 * The request body sent to an endpoint for one event: `raw` is the payload itself
 * (`{type, timestamp, data}` as JSON); `discord` and `slack` are chat messages summarizing it.
 */
export function formatPayload(format: WebhookEndpointFormat, event: WebhookPayload): string {
  if (format === "discord") return discordBody(event);
  if (format === "slack") return slackBody(event);
  return JSON.stringify(event);
}
