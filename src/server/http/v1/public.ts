/**
 * `/v1` operations that take no credential (Polar's public endpoints): the principal middleware
 * lets them through and idempotency keys do not apply. Their handlers never read the principal.
 * A module with a public operation adds its path pattern here (and `security: []` on its route).
 */
const PUBLIC_V1_PATHS: RegExp[] = [
  /^\/v1\/customer-portal\/license-keys\/(validate|activate|deactivate)$/,
  /^\/v1\/customer-portal\/customer-session\/(request|authenticate)$/,
  /^\/v1\/customer-portal\/organizations\/[^/]+$/,
  /^\/v1\/customer-portal\/customers\/me\/email-update\/(check|verify)$/,
  /^\/v1\/checkouts\/client\/[^/]+(\/confirm)?$/,
  /^\/v1\/checkout-links\/[^/]+\/redirect$/,
];

export function isPublicV1Path(path: string): boolean {
  return PUBLIC_V1_PATHS.some((pattern) => pattern.test(path));
}
