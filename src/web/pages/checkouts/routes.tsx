import { type PageRoute, page } from "../../lazy-page";

/** The seller's selling pages: checkout sessions, shareable checkout links and tax rates. */
export const checkoutRoutes: PageRoute[] = [
  { path: "/checkouts", lazy: page(() => import("./CheckoutsPage"), "CheckoutsPage") },
  { path: "/checkout-links", lazy: page(() => import("./CheckoutLinksPage"), "CheckoutLinksPage") },
  { path: "/tax-rates", lazy: page(() => import("./TaxRatesPage"), "TaxRatesPage") },
];
