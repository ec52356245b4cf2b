/** TanStack Query keys of the catalog pages; invalidate the first segment after a change. */
export const catalogKeys = {
  products: ["v1", "products"] as const,
  benefits: ["v1", "benefits"] as const,
  customFields: ["v1", "custom-fields"] as const,
  discounts: ["v1", "discounts"] as const,
  meters: ["v1", "meters"] as const,
  files: ["v1", "files"] as const,
  organization: ["v1", "organization"] as const,
  tokens: ["v1", "organization-access-tokens"] as const,
};
