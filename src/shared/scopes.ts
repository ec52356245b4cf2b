/**
 * Access-token scopes, as Polar names them (`products:read`, …). Organization access tokens
 * carry them as better-auth API-key permissions (`{products: ["read", "write"]}`).
 */
export const RESOURCES = [
  "organizations",
  "custom_fields",
  "discounts",
  "checkout_links",
  "checkouts",
  "products",
  "benefits",
  "events",
  "meters",
  "files",
  "subscriptions",
  "customers",
  "customer_meters",
  "customer_sessions",
  "orders",
  "refunds",
  "payments",
  "metrics",
  "webhooks",
  "license_keys",
  "organization_access_tokens",
] as const;

export type Resource = (typeof RESOURCES)[number];
export type Scope = `${Resource}:${"read" | "write"}`;

/** Resources Polar defines read access for only. */
const READ_ONLY: ReadonlySet<string> = new Set(["payments", "customer_meters"]);
const WRITE_ONLY: ReadonlySet<string> = new Set(["customer_sessions"]);

export const ALL_SCOPES: Scope[] = RESOURCES.flatMap((r) => {
  const out: Scope[] = [];
  if (!WRITE_ONLY.has(r)) out.push(`${r}:read`);
  if (!READ_ONLY.has(r)) out.push(`${r}:write`);
  return out;
});

export const READ_SCOPES: Scope[] = ALL_SCOPES.filter((s) => s.endsWith(":read"));

export function isScope(value: string): value is Scope {
  return (ALL_SCOPES as string[]).includes(value);
}

export function scopesToPermissions(scopes: readonly Scope[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const scope of scopes) {
    const [resource, action] = scope.split(":") as [string, string];
    out[resource] = [...(out[resource] ?? []), action];
  }
  return out;
}

export function permissionsToScopes(permissions: Record<string, string[]> | null | undefined): Scope[] {
  if (!permissions) return [];
  const out: Scope[] = [];
  for (const [resource, actions] of Object.entries(permissions)) {
    for (const action of actions) {
      const scope = `${resource}:${action}`;
      if (isScope(scope)) out.push(scope);
    }
  }
  return out.sort();
}
