import type { RouteObject } from "react-router";
import { OrderPage } from "./OrderPage";
import { OrdersPage } from "./OrdersPage";

/** The seller's orders: the list and one order (items, refunds, billing details, invoice). */
export const orderRoutes: RouteObject[] = [
  { path: "/orders", element: <OrdersPage /> },
  { path: "/orders/:id", element: <OrderPage /> },
];
