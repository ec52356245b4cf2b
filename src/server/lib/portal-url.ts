/**
 * The customer portal's address: `{base}/{org slug}/portal`, signed in when a customer session
 * token is given (`?customer_session_token=…`). Customer sessions and the customer emails both
 * link to it; pages below it are `/orders/{id}` and `/subscriptions/{id}`.
 */
export function customerPortalUrl(baseUrl: string, slug: string, token?: string): string {
  const url = `${baseUrl}/${encodeURIComponent(slug)}/portal`;
  return token ? `${url}?customer_session_token=${encodeURIComponent(token)}` : url;
}
