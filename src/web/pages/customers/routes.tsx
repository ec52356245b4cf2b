import { type PageRoute, page } from "../../lazy-page";

/** The seller's customers: the list and one customer's page (profile, state, orders, grants). */
export const customerRoutes: PageRoute[] = [
  { path: "/customers", lazy: page(() => import("./CustomersPage"), "CustomersPage") },
  { path: "/customers/:id", lazy: page(() => import("./CustomerPage"), "CustomerPage") },
];
