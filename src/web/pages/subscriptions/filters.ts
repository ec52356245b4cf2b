import type { paths } from "../../api/schema.gen";
import { limitOf, pageOf, validSorting } from "../../components/useTableParams";
import { formatMoney } from "../catalog/shared/money";
import type { Interval, Subscription, SubscriptionStatus, TimelineEvent } from "./types";

/** The list page's filters, as kept in the URL (`?status=active&status=past_due&product_id=…`). */
export interface SubscriptionFilters {
  status: SubscriptionStatus[];
  productId: string | null;
  customerId: string | null;
  /** `true` only active ones, `false` only ended ones, null both. */
  active: boolean | null;
  /** The search: the customer's email or name. */
  query: string | null;
  sorting: string;
  page: number;
  limit: number;
}

export const DEFAULT_SORTING = "-started_at";

/** The keys the table's headers sort by (the API takes these and a few more). */
export const SORT_KEYS = [
  "customer",
  "status",
  "product",
  "amount",
  "started_at",
  "current_period_end",
] as const;

const STATUSES = new Set<string>([
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
]);

/** Reads the filters from the page's search params; unknown values are dropped. */
export function filtersFromParams(params: URLSearchParams): SubscriptionFilters {
  const active = params.get("active");
  return {
    status: params.getAll("status").filter((s): s is SubscriptionStatus => STATUSES.has(s)),
    productId: params.get("product_id") || null,
    customerId: params.get("customer_id") || null,
    active: active === "true" ? true : active === "false" ? false : null,
    query: params.get("query")?.trim() || null,
    sorting: validSorting(params.get("sorting"), SORT_KEYS, DEFAULT_SORTING),
    page: pageOf(params.get("page")),
    limit: limitOf(params.get("limit")),
  };
}

/** The search params of the filters (defaults left out, so a clean URL is the default list). */
export function filtersToParams(f: SubscriptionFilters): URLSearchParams {
  const p = new URLSearchParams();
  for (const s of f.status) p.append("status", s);
  if (f.productId) p.set("product_id", f.productId);
  if (f.customerId) p.set("customer_id", f.customerId);
  if (f.active !== null) p.set("active", String(f.active));
  if (f.query) p.set("query", f.query);
  if (f.sorting !== DEFAULT_SORTING) p.set("sorting", f.sorting);
  if (f.page > 1) p.set("page", String(f.page));
  if (f.limit !== 20) p.set("limit", String(f.limit));
  return p;
}

/** A sorting the subscription list accepts (the URL value is checked against `SORT_KEYS`). */
type SubscriptionSorting = NonNullable<
  NonNullable<paths["/v1/subscriptions/"]["get"]["parameters"]["query"]>["sorting"]
>[number];

/** `filtersToQuery` in the typed client's terms (repeated keys as arrays, booleans as "true"/"false"). */
export function filtersToApiQuery(f: SubscriptionFilters) {
  const q = filtersToQuery(f);
  return {
    ...q,
    product_id: q.product_id ? [q.product_id] : undefined,
    customer_id: q.customer_id ? [q.customer_id] : undefined,
    active: q.active === undefined ? undefined : q.active ? ("true" as const) : ("false" as const),
    sorting: [q.sorting as SubscriptionSorting],
  };
}

/** The `GET /v1/subscriptions/` query of the filters. */
export function filtersToQuery(f: SubscriptionFilters) {
  return {
    status: f.status.length ? f.status : undefined,
    product_id: f.productId ?? undefined,
    customer_id: f.customerId ?? undefined,
    active: f.active ?? undefined,
    query: f.query ?? undefined,
    sorting: f.sorting,
    page: f.page,
    limit: f.limit,
  };
}

/** The `/v1/subscriptions/export` query of the filters (the export takes all but sorting and pages). */
export function filtersToExportQuery(f: SubscriptionFilters): URLSearchParams {
  const p = filtersToParams({ ...f, sorting: DEFAULT_SORTING, page: 1, limit: 20 });
  return p;
}

/** "month", "3 months", "year". */
export function formatInterval(interval: Interval, count: number): string {
  return count === 1 ? interval : `${count} ${interval}s`;
}

/** What a subscription costs, as lists and its page show it: "$19.00 / month", "+ usage" when metered. */
export function formatSubscriptionPrice(
  s: Pick<Subscription, "amount" | "currency" | "recurring_interval" | "recurring_interval_count" | "prices">,
): string {
  const metered = s.prices.some((p) => p.amount_type === "metered_unit");
  return `${formatMoney(s.amount, s.currency)} / ${formatInterval(s.recurring_interval, s.recurring_interval_count)}${metered ? " + usage" : ""}`;
}

/** A short human summary of a timeline event, from its type and the object it carries. */
export function summarizeEvent(
  e: TimelineEvent,
  money: (amount: number, currency: string) => string,
): string {
  const d = (e.data ?? {}) as Record<string, unknown>;
  const str = (k: string) => (typeof d[k] === "string" ? (d[k] as string) : null);
  const num = (k: string) => (typeof d[k] === "number" ? (d[k] as number) : null);
  const amount = num("total_amount") ?? num("amount");
  const currency = str("currency");
  const price = amount !== null && currency ? money(amount, currency) : null;
  switch (e.type) {
    case "subscription.created":
      return "Subscription created";
    case "subscription.active":
      return "Subscription active";
    case "subscription.canceled":
      return d.cancel_at_period_end && !str("ended_at")
        ? "Set to cancel at the end of the period"
        : "Subscription canceled";
    case "subscription.uncanceled":
      return "Cancellation withdrawn";
    case "subscription.revoked":
      return "Subscription revoked: ended now, benefits revoked";
    case "subscription.past_due":
      return "Renewal payment failed: past due";
    case "subscription.updated": {
      const status = str("status");
      return status ? `Subscription updated (status ${status.replace("_", " ")})` : "Subscription updated";
    }
    case "order.created":
      return `Order created${str("billing_reason") ? ` (${str("billing_reason")?.replace(/_/g, " ")})` : ""}${price ? ` · ${price}` : ""}`;
    case "order.paid":
      return `Order paid${price ? ` · ${price}` : ""}`;
    case "order.updated":
      return `Order updated${str("status") ? ` (${str("status")?.replace(/_/g, " ")})` : ""}`;
    case "order.refunded":
      return "Order refunded";
    default:
      return e.data === null ? `${e.type} (archived)` : e.type;
  }
}
