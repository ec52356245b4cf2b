import type { Discount } from "../../../api/v1";
import { fromLocalInput, toLocalInput } from "../shared/format";
import { parseInteger } from "../shared/formErrors";
import { fromMinor, toMinor } from "../shared/money";

export interface DiscountDraft {
  name: string;
  type: "fixed" | "percentage";
  amount: string;
  currency: string;
  percent: string;
  duration: "once" | "forever" | "repeating";
  months: string;
  code: string;
  startsAt: string;
  endsAt: string;
  maxRedemptions: string;
  productIds: string[];
}

export function emptyDiscount(): DiscountDraft {
  return {
    name: "",
    type: "percentage",
    amount: "",
    currency: "usd",
    percent: "",
    duration: "once",
    months: "3",
    code: "",
    startsAt: "",
    endsAt: "",
    maxRedemptions: "",
    productIds: [],
  };
}

export function fromDiscount(d: Discount): DiscountDraft {
  const fixed = d.type === "fixed";
  const [currency, amount] = fixed
    ? d.amounts && Object.keys(d.amounts).length
      ? (Object.entries(d.amounts)[0] as [string, number])
      : [d.currency ?? "usd", d.amount ?? 0]
    : ["usd", 0];
  return {
    name: d.name,
    type: d.type,
    amount: fixed ? fromMinor(amount, currency) : "",
    currency,
    percent: d.basis_points != null ? fromMinor(d.basis_points, "usd").replace(/\.?0+$/, "") : "",
    duration: d.duration,
    months: String(d.duration_in_months ?? 3),
    code: d.code ?? "",
    startsAt: toLocalInput(d.starts_at),
    endsAt: toLocalInput(d.ends_at),
    maxRedemptions: d.max_redemptions == null ? "" : String(d.max_redemptions),
    productIds: d.products.map((p) => p.id),
  };
}

export function toPayload(d: DiscountDraft) {
  const errors: Record<string, string> = {};
  const body: Record<string, unknown> = {
    name: d.name.trim(),
    type: d.type,
    duration: d.duration,
    code: d.code.trim() || null,
    starts_at: fromLocalInput(d.startsAt),
    ends_at: fromLocalInput(d.endsAt),
    products: d.productIds,
  };
  if (!body.name) errors.name = "Required";
  if (d.type === "fixed") {
    const amount = d.amount.trim() ? toMinor(d.amount, d.currency) : "Required";
    if (typeof amount === "string") errors.amount = amount;
    else if (amount < 1) errors.amount = "Must be greater than 0";
    body.amount = amount;
    body.currency = d.currency;
  } else {
    const bp = d.percent.trim() ? toMinor(d.percent, "usd") : "Required";
    if (typeof bp === "string") errors.basis_points = bp === "Required" ? bp : "A percentage like 25 or 12.5";
    else if (bp < 1 || bp > 10000) errors.basis_points = "Between 0.01 and 100";
    body.basis_points = bp;
  }
  if (d.duration === "repeating") {
    const m = parseInteger(d.months);
    if (m == null || m < 1 || m > 999) errors.duration_in_months = "A whole number of months from 1 to 999";
    body.duration_in_months = m;
  }
  if (body.code && !/^[a-zA-Z0-9]{3,256}$/.test(String(body.code)))
    errors.code = "3 to 256 letters and digits, no spaces";
  if (d.startsAt && d.endsAt && fromLocalInput(d.endsAt)! <= fromLocalInput(d.startsAt)!)
    errors.ends_at = "Must be after the start";
  const max = parseInteger(d.maxRedemptions);
  if (max === undefined || (max !== null && max < 1)) errors.max_redemptions = "A whole number, 1 or more";
  body.max_redemptions = max ?? null;
  return { body, errors };
}
