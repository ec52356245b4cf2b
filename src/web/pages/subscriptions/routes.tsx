import type { RouteObject } from "react-router";
import { SubscriptionPage } from "./SubscriptionPage";
import { SubscriptionsPage } from "./SubscriptionsPage";

/** The seller's subscriptions: the list and one subscription (actions, plan change, orders, timeline). */
export const subscriptionRoutes: RouteObject[] = [
  { path: "/subscriptions", element: <SubscriptionsPage /> },
  { path: "/subscriptions/:id", element: <SubscriptionPage /> },
];
