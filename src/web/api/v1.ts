/**
 * Typed client for Kassa's Polar-compatible `/v1` API, called from the dashboard with the session
 * cookie (the server resolves the active organization). Errors keep the server's 422 `detail[]`
 * as per-field messages keyed by the body path ("prices.0.price_amount").
 */

export interface V1FieldError {
  loc: (string | number)[];
  msg: string;
  type?: string;
}

/** A failed `/v1` call: `fields` maps a form path ("name", "prices.0.price_amount") to its message. */
export class V1Error extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * The form path of a validation `loc`: drops the leading "body"/"query" and any schema-name segment
 * (Polar names union members, e.g. "ProductPriceFixedCreate"; field names are snake_case).
 */
export function locToPath(loc: (string | number)[]): string {
  const parts = loc.filter(
    (p, i) => !(i === 0 && (p === "body" || p === "query" || p === "path")) && !/^[A-Z]/.test(String(p)),
  );
  return parts.map(String).join(".");
}

function toV1Error(status: number, body: unknown): V1Error {
  const b = body as { detail?: unknown; error?: unknown; message?: unknown } | null;
  if (Array.isArray(b?.detail)) {
    const fields: Record<string, string> = {};
    for (const item of b.detail as V1FieldError[]) {
      const path = locToPath(item.loc ?? []);
      if (!(path in fields)) fields[path] = item.msg;
    }
    const first = Object.entries(fields)[0];
    const message =
      Object.keys(fields).length === 1 && first
        ? `${first[0] || "Request"}: ${first[1]}`
        : "Some fields are invalid. Check the highlighted fields.";
    return new V1Error(message, status, fields);
  }
  const detail =
    typeof b?.detail === "string"
      ? b.detail
      : typeof b?.message === "string"
        ? b.message
        : `Request failed (${status})`;
  return new V1Error(detail, status);
}

type Query = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function request<T>(method: string, path: string, body?: unknown, query?: Query): Promise<T> {
  const res = await fetch(withQuery(`/v1${path}`, query), {
    method,
    credentials: "same-origin",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { detail: text.slice(0, 200) };
    }
  }
  if (!res.ok) throw toV1Error(res.status, parsed);
  return parsed as T;
}

export const v1 = {
  get: <T>(path: string, query?: Query) => request<T>("GET", path, undefined, query),
  post: <T>(path: string, body: unknown) => request<T>("POST", path, body),
  patch: <T>(path: string, body: unknown) => request<T>("PATCH", path, body),
  delete: (path: string) => request<null>("DELETE", path),
};

export interface ListResource<T> {
  items: T[];
  pagination: { total_count: number; max_page: number };
}

/** Every page of a list endpoint (pickers need the whole catalog; capped at 10 pages of 100). */
export async function listAll<T>(path: string, query: Query = {}): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page <= 10; page++) {
    const res = await v1.get<ListResource<T>>(path, { ...query, page, limit: 100 });
    out.push(...res.items);
    if (page >= res.pagination.max_page) break;
  }
  return out;
}

// ---- Resource shapes (the fields the dashboard reads) ----

export type Visibility = "draft" | "private" | "public";
export type RecurringInterval = "day" | "week" | "month" | "year";

export interface MeterRef {
  id: string;
  name: string;
}

export type ProductPrice =
  | { id: string; amount_type: "fixed"; price_currency: string; price_amount: number; is_archived: boolean }
  | {
      id: string;
      amount_type: "custom";
      price_currency: string;
      minimum_amount: number;
      maximum_amount: number | null;
      preset_amount: number | null;
      is_archived: boolean;
    }
  | { id: string; amount_type: "free"; price_currency?: string; is_archived: boolean }
  | {
      id: string;
      amount_type: "metered_unit";
      price_currency: string;
      unit_amount: string;
      cap_amount: number | null;
      meter_id: string;
      meter: MeterRef;
      is_archived: boolean;
    }
  | { id: string; amount_type: "seat_based"; price_currency: string; is_archived: boolean };

export interface FileRead {
  id: string;
  name: string;
  mime_type: string;
  size: number;
  size_readable: string;
  service: string;
  is_uploaded: boolean;
  public_url?: string;
}

export interface Product {
  id: string;
  name: string;
  description: string | null;
  visibility: Visibility;
  is_recurring: boolean;
  is_archived: boolean;
  recurring_interval: RecurringInterval | null;
  recurring_interval_count: number | null;
  prices: ProductPrice[];
  benefits: Benefit[];
  medias: FileRead[];
  attached_custom_fields: {
    custom_field_id: string;
    required: boolean;
    order: number;
    custom_field: CustomField;
  }[];
  created_at: string;
}

export type BenefitType =
  | "custom"
  | "license_keys"
  | "downloadables"
  | "meter_credit"
  | "discord"
  | "github_repository";

export interface Benefit {
  id: string;
  type: BenefitType;
  description: string;
  visibility?: Visibility;
  deletable: boolean;
  selectable: boolean;
  properties: Record<string, unknown>;
  created_at: string;
}

export type CustomFieldType = "text" | "number" | "date" | "checkbox" | "select";

export interface CustomField {
  id: string;
  type: CustomFieldType;
  slug: string;
  name: string;
  properties: Record<string, unknown>;
  created_at: string;
}

export interface Discount {
  id: string;
  name: string;
  type: "fixed" | "percentage";
  code: string | null;
  duration: "once" | "forever" | "repeating";
  duration_in_months?: number | null;
  amount?: number;
  currency?: string;
  amounts?: Record<string, number>;
  basis_points?: number;
  starts_at: string | null;
  ends_at: string | null;
  max_redemptions: number | null;
  redemptions_count: number;
  products: { id: string; name: string }[];
  created_at: string;
}

export type FilterOperator = "eq" | "ne" | "gt" | "gte" | "lt" | "lte" | "like" | "not_like";
export interface FilterClause {
  property: string;
  operator: FilterOperator;
  value: string | number | boolean;
}
export interface Filter {
  conjunction: "and" | "or";
  clauses: (FilterClause | Filter)[];
}
export type Aggregation =
  | { func: "count" }
  | { func: "sum" | "max" | "min" | "avg" | "unique"; property: string };

export interface Meter {
  id: string;
  name: string;
  unit?: string;
  filter: Filter;
  aggregation: Aggregation;
  archived_at?: string | null;
  created_at: string;
}

export interface SocialLink {
  platform: string;
  url: string;
}

export interface Organization {
  id: string;
  name: string;
  slug: string;
  avatar_url: string | null;
  email: string | null;
  website: string | null;
  socials: SocialLink[];
  subscription_settings: {
    allow_multiple_subscriptions: boolean;
    allow_customer_updates: boolean;
    proration_behavior: "invoice" | "prorate" | "next_period";
    benefit_revocation_grace_period: number;
    prevent_trial_abuse: boolean;
  };
}

export interface AccessToken {
  id: string;
  comment: string;
  scopes: string[];
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
}

export type WebhookFormat = "raw" | "discord" | "slack";

export interface WebhookEndpoint {
  id: string;
  url: string;
  name?: string | null;
  format: WebhookFormat;
  secret: string;
  organization_id: string;
  events: string[];
  enabled: boolean;
  /** Kassa's addition when it turned the endpoint off itself ("gone" after a 410, "failing"). */
  disabled_reason?: string | null;
  created_at: string;
  modified_at: string | null;
}

export interface WebhookEvent {
  id: string;
  type: string;
  /** The JSON body as sent; null once archived (after the retention period). */
  payload: string | null;
  last_http_code?: number | null;
  succeeded?: boolean | null;
  skipped: boolean;
  is_archived: boolean;
  created_at: string;
}

/** One delivery attempt. `duration_ms` and `endpoint_id` are Kassa's additions to Polar's shape. */
export interface WebhookDelivery {
  id: string;
  succeeded: boolean;
  /** Null when the endpoint could not be reached. */
  http_code: number | null;
  /** The first 2 KB of the receiver's response body, or the error when it could not be reached. */
  response: string | null;
  webhook_event: WebhookEvent;
  created_at: string;
  duration_ms: number;
  endpoint_id: string;
}
