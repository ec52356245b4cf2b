/**
 * The customer session token of one organization's portal, kept in this tab's sessionStorage
 * (never a cookie: the portal sends it as a bearer token, so no other site can ride on it).
 * A link from the seller (`?customer_session_token=…`) signs in and the token leaves the URL.
 */
const key = (slug: string) => `kassa.portal.${slug}`;

export function readSessionToken(slug: string): string | null {
  const url = new URL(window.location.href);
  const fromLink = url.searchParams.get("customer_session_token");
  if (fromLink) {
    sessionStorage.setItem(key(slug), fromLink);
    url.searchParams.delete("customer_session_token");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    return fromLink;
  }
  return sessionStorage.getItem(key(slug));
}

export function storeSessionToken(slug: string, token: string): void {
  sessionStorage.setItem(key(slug), token);
}

export function clearSessionToken(slug: string): void {
  sessionStorage.removeItem(key(slug));
}
