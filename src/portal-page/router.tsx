import { useRoutes } from "react-router";
import { BillingPage } from "./billing/BillingPage";
import { DownloadsPage } from "./downloads/DownloadsPage";
import { LicenseKeysPage } from "./license-keys/LicenseKeysPage";
import { OrderPage } from "./orders/OrderPage";
import { OrdersPage } from "./orders/OrdersPage";
import { OverviewPage } from "./overview/OverviewPage";
import { PortalRoot } from "./PortalRoot";
import { PaymentMethodsPage } from "./payment-methods/PaymentMethodsPage";
import { SubscriptionPage } from "./subscriptions/SubscriptionPage";
import { SubscriptionsPage } from "./subscriptions/SubscriptionsPage";
import { NotFoundPage } from "./ui";
import { UsagePage } from "./usage/UsagePage";

/**
 * The portal's pages, below `/{slug}/portal`. Each area adds its routes here and its entry to nav.ts.
 * React Router's declarative routes (inside main.tsx's BrowserRouter): the portal uses none of the
 * data router, which would bring its code into the dashboard's first load too (the two share the package's chunk).
 */
export function PortalRoutes() {
  return useRoutes(portalRoutes);
}

const portalRoutes = [
  {
    path: "/:slug/portal",
    element: <PortalRoot />,
    children: [
      { index: true, element: <OverviewPage /> },
      { path: "subscriptions", element: <SubscriptionsPage /> },
      { path: "subscriptions/:id", element: <SubscriptionPage /> },
      { path: "orders", element: <OrdersPage /> },
      { path: "orders/:id", element: <OrderPage /> },
      { path: "license-keys", element: <LicenseKeysPage /> },
      { path: "downloads", element: <DownloadsPage /> },
      { path: "usage", element: <UsagePage /> },
      { path: "billing", element: <BillingPage /> },
      { path: "payment-methods", element: <PaymentMethodsPage /> },
      // Shown by PortalRoot itself (signed in or not): the email-change link.
      { path: "email-update", element: null },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
