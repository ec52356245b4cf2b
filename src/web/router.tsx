import { createBrowserRouter } from "react-router";
import { AppLayout } from "./components/AppLayout";
import { RouteError } from "./components/RouteError";
import { accountRoutes } from "./pages/account/routes";
import { adminRoutes } from "./pages/admin/routes";
import { authRoutes } from "./pages/auth/routes";
import { catalogRoutes } from "./pages/catalog/routes";
import { checkoutRoutes } from "./pages/checkouts/routes";
import { customerRoutes } from "./pages/customers/routes";
import { dashboardRoutes } from "./pages/dashboard/routes";
import { eventRoutes } from "./pages/events/routes";
import { licenseKeyRoutes } from "./pages/license-keys/routes";
import { orderRoutes } from "./pages/orders/routes";
import { orgRoutes, publicOrgRoutes } from "./pages/org/routes";
import { subscriptionRoutes } from "./pages/subscriptions/routes";
import { testClockRoutes } from "./pages/test-clocks/routes";
import { webhookRoutes } from "./pages/webhooks/routes";

/**
 * Every page of the web app. Each area owns a routes file; later capabilities (products,
 * checkouts, …) add theirs to the signed-in layout below and an entry to components/nav.ts.
 */
export const router = createBrowserRouter([
  { errorElement: <RouteError />, children: [...authRoutes, ...publicOrgRoutes] },
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      ...dashboardRoutes,
      ...catalogRoutes,
      ...checkoutRoutes,
      ...customerRoutes,
      ...orderRoutes,
      ...eventRoutes,
      ...subscriptionRoutes,
      ...testClockRoutes,
      ...licenseKeyRoutes,
      ...accountRoutes,
      ...orgRoutes,
      ...adminRoutes,
      ...webhookRoutes,
    ],
  },
]);
