import { type PageRoute, page } from "../../lazy-page";

/** The seller's orders: the list and one order (items, refunds, billing details, invoice). */
export const orderRoutes: PageRoute[] = [
  { path: "/orders", lazy: page(() => import("./OrdersPage"), "OrdersPage") },
  { path: "/orders/:id", lazy: page(() => import("./OrderPage"), "OrderPage") },
];
