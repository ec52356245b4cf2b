/**
 * Every `/v1/customer-portal` call the pages make, typed by the generated document (Polar's paths
 * and shapes, operation ids `customer_portal:*`), and the shapes they return.
 */
import { portalApi, unwrap } from "./api";

const byId = (id: string) => ({ params: { path: { id } } });

export const calls = {
  customer: () => unwrap(portalApi.GET("/v1/customer-portal/customers/me")),
  subscriptions: ({ active, ...query }: { active?: boolean; page?: number; limit?: number }) =>
    unwrap(
      portalApi.GET("/v1/customer-portal/subscriptions/", {
        params: { query: { ...query, active: active === undefined ? undefined : active ? "true" : "false" } },
      }),
    ),
  subscription: (id: string) => unwrap(portalApi.GET("/v1/customer-portal/subscriptions/{id}", byId(id))),
  orders: (query: { page?: number; limit?: number; subscription_id?: string[] }) =>
    unwrap(portalApi.GET("/v1/customer-portal/orders/", { params: { query } })),
  order: (id: string) => unwrap(portalApi.GET("/v1/customer-portal/orders/{id}", byId(id))),
  licenseKeys: (query: { page?: number; limit?: number }) =>
    unwrap(portalApi.GET("/v1/customer-portal/license-keys/", { params: { query } })),
  licenseKey: (id: string) => unwrap(portalApi.GET("/v1/customer-portal/license-keys/{id}", byId(id))),
  downloadables: (query: { page?: number; limit?: number }) =>
    unwrap(portalApi.GET("/v1/customer-portal/downloadables/", { params: { query } })),
  meters: (query: { page?: number; limit?: number }) =>
    unwrap(portalApi.GET("/v1/customer-portal/meters/", { params: { query } })),
  paymentMethods: () =>
    unwrap(
      portalApi.GET("/v1/customer-portal/customers/me/payment-methods", {
        params: { query: { limit: 100 } },
      }),
    ),
};

export type PortalCustomer = Awaited<ReturnType<typeof calls.customer>>;
export type Subscription = Awaited<ReturnType<typeof calls.subscription>>;
export type Order = Awaited<ReturnType<typeof calls.order>>;
export type LicenseKey = Awaited<ReturnType<typeof calls.licenseKeys>>["items"][number];
export type LicenseKeyWithActivations = Awaited<ReturnType<typeof calls.licenseKey>>;
export type Downloadable = Awaited<ReturnType<typeof calls.downloadables>>["items"][number];
export type CustomerMeter = Awaited<ReturnType<typeof calls.meters>>["items"][number];
export type PaymentMethod = Awaited<ReturnType<typeof calls.paymentMethods>>["items"][number];

/** TanStack Query keys; `["portal"]` covers every signed-in query (cleared on sign-out). */
export const keys = {
  customer: ["portal", "customer"] as const,
  subscriptions: ["portal", "subscriptions"] as const,
  subscriptionList: (query: object) => ["portal", "subscriptions", "list", query] as const,
  subscription: (id: string) => ["portal", "subscriptions", "one", id] as const,
  orders: ["portal", "orders"] as const,
  orderList: (query: object) => ["portal", "orders", "list", query] as const,
  order: (id: string) => ["portal", "orders", "one", id] as const,
  licenseKeys: ["portal", "license-keys"] as const,
  licenseKey: (id: string) => ["portal", "license-keys", "one", id] as const,
  downloadables: ["portal", "downloadables"] as const,
  meters: ["portal", "meters"] as const,
  paymentMethods: ["portal", "payment-methods"] as const,
};
