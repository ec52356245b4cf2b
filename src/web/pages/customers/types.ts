/**
 * The `/v1` shapes the customer pages read: Polar's `Customer`, `CustomerState`, and the parts of
 * `Order` and `BenefitGrant` shown on a customer's page.
 */

export interface Address {
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  city: string | null;
  state: string | null;
  country: string;
}

export interface Customer {
  id: string;
  created_at: string;
  modified_at: string | null;
  metadata: Record<string, string | number | boolean>;
  external_id: string | null;
  email: string;
  email_verified: boolean;
  name: string | null;
  billing_name: string | null;
  billing_address: Address | null;
  tax_id: [string, string] | null;
  locale: string | null;
  deleted_at: string | null;
  avatar_url: string;
}

export interface CustomerState extends Customer {
  active_subscriptions: { id: string; status: string; product_id: string }[];
  granted_benefits: {
    id: string;
    granted_at: string;
    benefit_id: string;
    benefit_type: string;
    benefit_metadata: Record<string, unknown>;
  }[];
  active_meters: {
    id: string;
    meter_id: string;
    consumed_units: number;
    credited_units: number;
    balance: number;
  }[];
}

export interface CustomerOrder {
  id: string;
  created_at: string;
  status: string;
  invoice_number: string;
  total_amount: number;
  currency: string;
  product: { id: string; name: string } | null;
  description?: string;
}

export interface CustomerGrant {
  id: string;
  created_at: string;
  granted_at: string | null;
  revoked_at: string | null;
  is_granted: boolean;
  is_revoked: boolean;
  order_id: string | null;
  subscription_id: string | null;
  benefit: { id: string; type: string; description: string };
  error?: { message: string; type: string; timestamp: string } | null;
}

/** TanStack Query keys of the customer pages. */
export const customerKeys = {
  all: ["v1", "customers"] as const,
  one: (id: string) => ["v1", "customers", "one", id] as const,
  state: (id: string) => ["v1", "customers", "state", id] as const,
  orders: (id: string) => ["v1", "orders", "by-customer", id] as const,
  grants: (id: string) => ["v1", "benefit-grants", "by-customer", id] as const,
};
