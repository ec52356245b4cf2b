import { createApiClient, type Inputs, type Schemas } from "./client";

/**
 * The dashboard's `/v1` client: openapi-fetch over the types generated from `/v1/openapi.json`
 * (`api.GET("/v1/orders/{id}", { params: { path: { id } } })`), sent with the session cookie (the
 * server resolves the active organization). Paths, parameters, bodies and results are checked
 * against the document; `unwrap()` returns the data or throws the shared ApiError, whose `fields`
 * map a body path ("prices.0.price_amount") to its message.
 */
export const api = createApiClient("same-origin");
export { unwrap } from "./client";
export { ApiError, fieldKey as locToPath } from "./errors";
export type { Inputs, Schemas };

/** One page of a `/v1` list (every `ListResource_*_` of the document has this shape). */
export interface ListPage<T> {
  items: T[];
  pagination: { total_count: number; max_page: number };
}

/** Every page of a list endpoint (pickers need the whole catalog; capped at 10 pages of 100). */
export async function listAll<T>(
  fetchPage: (page: number, limit: number) => Promise<ListPage<T>>,
): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page <= 10; page++) {
    const res = await fetchPage(page, 100);
    out.push(...res.items);
    if (page >= res.pagination.max_page) break;
  }
  return out;
}

// ---- Names for the generated wire shapes the pages read ----

export type Product = Schemas["Product"];
export type ProductPrice = Schemas["ProductPrice"];
export type Visibility = Schemas["ProductVisibility"];
export type RecurringInterval = NonNullable<Schemas["RecurringInterval"]>;
export type FileRead = Schemas["FileRead"];
export type Benefit = Schemas["Benefit"];
export type BenefitType = Benefit["type"];
export type CustomField = Schemas["CustomField"];
export type CustomFieldType = CustomField["type"];
export type Discount = Schemas["Discount"];
export type Meter = Schemas["Meter"];
export type Filter = Schemas["Filter"];
export type FilterClause = Schemas["FilterClause"];
export type FilterOperator = Schemas["FilterOperator"];
export type Aggregation = Meter["aggregation"];
export type Organization = Schemas["Organization"];
export type AccessToken = Schemas["OrganizationAccessToken"];
export type WebhookFormat = Schemas["WebhookFormat"];
export type WebhookEndpoint = Schemas["WebhookEndpoint"];
export type WebhookEvent = Schemas["WebhookEvent"];
export type WebhookDelivery = Schemas["WebhookDelivery"];
export type WebhookQueueSummary = Schemas["WebhookQueueSummary"];
export type WebhookEndpointQueue = Schemas["WebhookEndpointQueue"];
export type WebhookQueueHead = Schemas["WebhookQueueHead"];
export type WebhookQueuedDelivery = Schemas["WebhookQueuedDelivery"];
