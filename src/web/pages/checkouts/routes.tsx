import type { RouteObject } from "react-router";
import { CheckoutLinksPage } from "./CheckoutLinksPage";
import { CheckoutsPage } from "./CheckoutsPage";
import { TaxRatesPage } from "./TaxRatesPage";

/** The seller's selling pages: checkout sessions, shareable checkout links and tax rates. */
export const checkoutRoutes: RouteObject[] = [
  { path: "/checkouts", element: <CheckoutsPage /> },
  { path: "/checkout-links", element: <CheckoutLinksPage /> },
  { path: "/tax-rates", element: <TaxRatesPage /> },
];
