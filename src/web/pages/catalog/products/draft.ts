import { PRODUCT_NAME, RECURRING_INTERVAL_COUNT } from "../../../../shared/limits";
import { type Currency, exponent, normalizeCurrency } from "../../../../shared/money";
import type { FileRead, Inputs, Product, ProductPrice, RecurringInterval, Visibility } from "../../../api/v1";
import { parseInteger } from "../shared/formErrors";
import { fromMinor, shiftDecimal, toMinor, unitAmountToMinor } from "../shared/money";

export type PriceKind = "fixed" | "custom" | "free" | "metered_unit";

/** A price row of the editor; text fields hold major units as typed. */
export interface PriceDraft {
  key: string;
  /** The existing price this row shows, kept as `{id}` when unchanged. */
  existingId?: string;
  original?: string;
  kind: PriceKind;
  currency: Currency;
  amount: string;
  minimum: string;
  maximum: string;
  preset: string;
  meterId: string | null;
  unitAmount: string;
  cap: string;
}

export interface ProductDraft {
  name: string;
  description: string;
  visibility: Visibility;
  recurring: boolean;
  interval: RecurringInterval;
  intervalCount: string;
  prices: PriceDraft[];
  benefitIds: string[];
  customFields: { id: string; required: boolean }[];
  medias: FileRead[];
  /** Prices the editor does not handle (seat-based): kept as they are. */
  keepPriceIds: string[];
}

let seq = 0;
export const newKey = () => `p${++seq}`;

export function emptyPrice(kind: PriceKind = "fixed", currency: Currency = "usd"): PriceDraft {
  return {
    key: newKey(),
    kind,
    currency,
    amount: "",
    minimum: "",
    maximum: "",
    preset: "",
    meterId: null,
    unitAmount: "",
    cap: "",
  };
}

export function emptyProduct(): ProductDraft {
  return {
    name: "",
    description: "",
    visibility: "public",
    recurring: true,
    interval: "month",
    intervalCount: "1",
    prices: [emptyPrice()],
    benefitIds: [],
    customFields: [],
    medias: [],
    keepPriceIds: [],
  };
}

const fingerprint = (p: PriceDraft) =>
  JSON.stringify([
    p.kind,
    p.currency,
    p.amount,
    p.minimum,
    p.maximum,
    p.preset,
    p.meterId,
    p.unitAmount,
    p.cap,
  ]);

function priceDraft(price: ProductPrice): PriceDraft {
  const currency = normalizeCurrency(price.price_currency) ?? "usd";
  const d = emptyPrice("fixed", currency);
  if (price.amount_type === "fixed") {
    if (price.price_amount === 0) d.kind = "free";
    else d.amount = fromMinor(price.price_amount, currency);
  } else if (price.amount_type === "custom") {
    d.kind = "custom";
    d.minimum = fromMinor(price.minimum_amount, currency);
    d.maximum = price.maximum_amount == null ? "" : fromMinor(price.maximum_amount, currency);
    d.preset = price.preset_amount == null ? "" : fromMinor(price.preset_amount, currency);
  } else if (price.amount_type === "free") {
    d.kind = "free";
  } else if (price.amount_type === "metered_unit") {
    d.kind = "metered_unit";
    d.meterId = price.meter_id;
    d.unitAmount = shiftDecimal(price.unit_amount, -exponent(currency)) ?? price.unit_amount;
    d.cap = price.cap_amount == null ? "" : fromMinor(price.cap_amount, currency);
  }
  d.existingId = price.id;
  d.original = fingerprint(d);
  return d;
}

export function fromProduct(p: Product): ProductDraft {
  return {
    name: p.name,
    description: p.description ?? "",
    visibility: p.visibility,
    recurring: p.is_recurring,
    interval: p.recurring_interval ?? "month",
    intervalCount: String(p.recurring_interval_count ?? 1),
    prices: p.prices
      .filter((x) => !x.is_archived && (x.amount_type as string) !== "seat_based")
      .map(priceDraft),
    benefitIds: p.benefits.map((b) => b.id),
    customFields: [...p.attached_custom_fields]
      .sort((a, b) => a.order - b.order)
      .map((f) => ({ id: f.custom_field_id, required: f.required })),
    medias: p.medias,
    keepPriceIds: p.prices
      .filter((x) => !x.is_archived && (x.amount_type as string) === "seat_based")
      .map((x) => x.id),
  };
}

type Errors = Record<string, string>;

function money(
  errors: Errors,
  key: string,
  text: string,
  currency: string,
  required: boolean,
): number | null {
  if (text.trim() === "") {
    if (required) errors[key] = "Required";
    return null;
  }
  const v = toMinor(text, currency);
  if (typeof v === "string") {
    errors[key] = v;
    return null;
  }
  return v;
}

type PriceBody =
  | Inputs["ExistingProductPrice"]
  | Inputs["ProductPriceFixedCreate"]
  | Inputs["ProductPriceCustomCreate"]
  | Inputs["ProductPriceFreeCreate"]
  | Inputs["ProductPriceMeteredUnitCreate"];

/**
 * The price as the API takes it (`{id}` when an existing price is unchanged), collecting errors.
 * A required amount in error is 0 only in a body that is never sent (the errors block it).
 */
function pricePayload(p: PriceDraft, i: number, errors: Errors): PriceBody {
  if (p.existingId && p.original === fingerprint(p)) return { id: p.existingId };
  const at = (f: string) => `prices.${i}.${f}`;
  const base = { price_currency: p.currency };
  switch (p.kind) {
    case "free":
      return { amount_type: "free", ...base };
    case "fixed": {
      const amount = money(errors, at("price_amount"), p.amount, p.currency, true);
      if (amount === 0) errors[at("price_amount")] = "Use a free price for 0";
      return { amount_type: "fixed", price_amount: amount ?? 0, ...base };
    }
    case "custom": {
      const min = money(errors, at("minimum_amount"), p.minimum, p.currency, false);
      const max = money(errors, at("maximum_amount"), p.maximum, p.currency, false);
      const preset = money(errors, at("preset_amount"), p.preset, p.currency, false);
      if (max !== null && max < 1) errors[at("maximum_amount")] = "Must be greater than 0";
      if (min !== null && max !== null && max < min)
        errors[at("maximum_amount")] = "Must be at least the minimum";
      if (preset !== null && min !== null && preset < min)
        errors[at("preset_amount")] = "Must be at least the minimum";
      if (preset !== null && max !== null && preset > max)
        errors[at("preset_amount")] = "Must be at most the maximum";
      return {
        amount_type: "custom",
        ...(min === null ? {} : { minimum_amount: min }),
        maximum_amount: max,
        preset_amount: preset,
        ...base,
      };
    }
    case "metered_unit": {
      if (!p.meterId) errors[at("meter_id")] = "Choose a meter";
      const unit = unitAmountToMinor(p.unitAmount, p.currency);
      if (!/^\d/.test(unit)) errors[at("unit_amount")] = unit;
      const cap = money(errors, at("cap_amount"), p.cap, p.currency, false);
      return {
        amount_type: "metered_unit",
        meter_id: p.meterId ?? "",
        unit_amount: unit,
        cap_amount: cap,
        ...base,
      };
    }
  }
}

type Payload<B> = { body: B; errors: Errors };

/** Validates the draft and builds the create/update body; `errors` is empty when it can be sent. */
export function toPayload(d: ProductDraft, editing: false): Payload<Inputs["ProductCreate"]>;
export function toPayload(d: ProductDraft, editing: true): Payload<Inputs["ProductUpdate"]>;
export function toPayload(
  d: ProductDraft,
  editing: boolean,
): Payload<Inputs["ProductCreate"] | Inputs["ProductUpdate"]> {
  const errors: Errors = {};
  const name = d.name.trim();
  if (name.length < PRODUCT_NAME.min) errors.name = `At least ${PRODUCT_NAME.min} characters`;
  else if (name.length > PRODUCT_NAME.max) errors.name = `At most ${PRODUCT_NAME.max} characters`;
  const count = parseInteger(d.intervalCount);
  const { min, max } = RECURRING_INTERVAL_COUNT;
  if (d.recurring && (count == null || count < min || count > max))
    errors.recurring_interval_count = `A whole number from ${min} to ${max}`;
  if (d.prices.length === 0) errors.prices = "Add at least one price";
  const kinds = d.prices.map((p) => p.kind);
  const count_ = (k: PriceKind) => kinds.filter((x) => x === k).length;
  if (count_("fixed") > 1) errors.prices = "Only one fixed price per product";
  else if (count_("custom") > 1 || count_("free") > 1)
    errors.prices = "Only one pay-what-you-want or free price";
  else if (count_("free") && d.prices.length > 1)
    errors.prices = "A free price cannot be combined with other prices";
  else if (count_("custom") && count_("fixed"))
    errors.prices = "A pay-what-you-want price cannot be combined with a fixed price";
  else if (!d.recurring && count_("metered_unit")) errors.prices = "Metered prices need a recurring product";
  const prices = [
    ...d.prices.map((p, i) => pricePayload(p, i, errors)),
    ...d.keepPriceIds.map((id) => ({ id })),
  ];
  const body = {
    name,
    description: d.description.trim() || null,
    visibility: d.visibility,
    prices,
    medias: d.medias.map((m) => m.id),
    attached_custom_fields: d.customFields.map((f) => ({ custom_field_id: f.id, required: f.required })),
  };
  if (editing) return { body: d.recurring ? { ...body, recurring_interval_count: count } : body, errors };
  // A new product's prices are all new: the `{id}` rows come only from an edited product's prices.
  const created = prices.filter((p): p is Exclude<PriceBody, { id: string }> => !("id" in p));
  return {
    body: {
      ...body,
      prices: created,
      recurring_interval: d.recurring ? d.interval : null,
      recurring_interval_count: d.recurring ? count : null,
    },
    errors,
  };
}
