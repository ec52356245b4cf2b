import type { Schemas } from "../../api/v1";

/**
 * The `/v1` shapes the customer pages read, from the generated types: Polar's `Customer`,
 * `CustomerState`, and the `Order` and `BenefitGrant` lists shown on a customer's page.
 */
export type Address = NonNullable<Schemas["Address"]>;
export type Customer = Schemas["Customer"];
export type CustomerState = Schemas["CustomerState"];
export type CustomerOrder = Schemas["Order"];
export type CustomerGrant = Schemas["BenefitGrant"];

/** TanStack Query keys of the customer pages. */
export const customerKeys = {
  all: ["v1", "customers"] as const,
  one: (id: string) => ["v1", "customers", "one", id] as const,
  state: (id: string) => ["v1", "customers", "state", id] as const,
  orders: (id: string) => ["v1", "orders", "by-customer", id] as const,
  grants: (id: string) => ["v1", "benefit-grants", "by-customer", id] as const,
};
