import type { RouteObject } from "react-router";
import { CustomerPage } from "./CustomerPage";
import { CustomersPage } from "./CustomersPage";

/** The seller's customers: the list and one customer's page (profile, state, orders, grants). */
export const customerRoutes: RouteObject[] = [
  { path: "/customers", element: <CustomersPage /> },
  { path: "/customers/:id", element: <CustomerPage /> },
];
