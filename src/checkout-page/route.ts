/** `/checkout/{client_secret}` is the form; `/checkout/{client_secret}/confirmation` the outcome page. */
export interface CheckoutRoute {
  secret: string;
  confirmation: boolean;
}

export function parseRoute(pathname: string): CheckoutRoute {
  const [, , secret = "", rest = ""] = pathname.split("/");
  return { secret: decodeURIComponent(secret), confirmation: rest === "confirmation" };
}

/** True when `url` is this checkout's own confirmation page (the default success URL). */
export function isOwnConfirmation(url: string, secret: string, origin = window.location.origin): boolean {
  try {
    const u = new URL(url, origin);
    return u.origin === origin && u.pathname === `/checkout/${encodeURIComponent(secret)}/confirmation`;
  } catch {
    return false;
  }
}
