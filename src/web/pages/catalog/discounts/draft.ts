import {
  DISCOUNT_BASIS_POINTS,
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_DURATION_MONTHS,
} from "../../../../shared/limits";
import { CURRENCIES, type Currency } from "../../../../shared/money";
import type { Discount, Inputs } from "../../../api/v1";
import { fromLocalInput, toLocalInput } from "../shared/format";
import { parseInteger } from "../shared/formErrors";
import { fromMinor, toMinor } from "../shared/money";

export interface DiscountDraft {
  name: string;
  type: "fixed" | "percentage";
  amount: string;
  currency: Currency;
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
      ? Object.entries(d.amounts)[0]!
      : [d.currency ?? "usd", d.amount ?? 0]
    : ["usd", 0];
  return {
    name: d.name,
    type: d.type,
    amount: fixed ? fromMinor(amount, currency) : "",
    // The server stores only the currencies it lists.
    currency: CURRENCIES.find((c) => c === currency) ?? "usd",
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

/** The create/update body: the fields of `DiscountCreate` the form edits (`DiscountUpdate` takes them too). */
type DiscountBody =
  | Pick<Inputs["DiscountFixedCreate"], CommonField | "type" | "amount" | "currency">
  | Pick<Inputs["DiscountPercentageCreate"], CommonField | "type" | "basis_points">;
type CommonField =
  | "name"
  | "duration"
  | "duration_in_months"
  | "code"
  | "starts_at"
  | "ends_at"
  | "products"
  | "max_redemptions";

/** Validates the draft and builds the body; `body` is null when `errors` names a problem. */
export function toPayload(d: DiscountDraft): { body: DiscountBody | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name = d.name.trim();
  const code = d.code.trim() || null;
  if (!name) errors.name = "Required";
  let amount: number | string = 0;
  let bp: number | string = 0;
  if (d.type === "fixed") {
    amount = d.amount.trim() ? toMinor(d.amount, d.currency) : "Required";
    if (typeof amount === "string") errors.amount = amount;
    else if (amount < 1) errors.amount = "Must be greater than 0";
  } else {
    bp = d.percent.trim() ? toMinor(d.percent, "usd") : "Required";
    if (typeof bp === "string") errors.basis_points = bp === "Required" ? bp : "A percentage like 25 or 12.5";
    else if (bp < DISCOUNT_BASIS_POINTS.min || bp > DISCOUNT_BASIS_POINTS.max)
      errors.basis_points = "Between 0.01 and 100";
  }
  const months = d.duration === "repeating" ? parseInteger(d.months) : undefined;
  if (
    d.duration === "repeating" &&
    (months == null || months < DISCOUNT_DURATION_MONTHS.min || months > DISCOUNT_DURATION_MONTHS.max)
  )
    errors.duration_in_months = `A whole number of months from ${DISCOUNT_DURATION_MONTHS.min} to ${DISCOUNT_DURATION_MONTHS.max}`;
  if (code && !DISCOUNT_CODE_PATTERN.test(code)) errors.code = "3 to 256 letters and digits, no spaces";
  if (d.startsAt && d.endsAt && fromLocalInput(d.endsAt)! <= fromLocalInput(d.startsAt)!)
    errors.ends_at = "Must be after the start";
  const max = parseInteger(d.maxRedemptions);
  if (max === undefined || (max !== null && max < 1)) errors.max_redemptions = "A whole number, 1 or more";
  if (Object.keys(errors).length || typeof amount === "string" || typeof bp === "string" || max === undefined)
    return { body: null, errors };
  const common = {
    name,
    duration: d.duration,
    code,
    starts_at: fromLocalInput(d.startsAt),
    ends_at: fromLocalInput(d.endsAt),
    products: d.productIds,
    ...(months === undefined ? {} : { duration_in_months: months }),
    max_redemptions: max,
  };
  const body: DiscountBody =
    d.type === "fixed"
      ? { ...common, type: "fixed", amount, currency: d.currency }
      : { ...common, type: "percentage", basis_points: bp };
  return { body, errors };
}
