import { type PageRoute, page } from "../../lazy-page";

/** The seller's subscriptions: the list and one subscription (actions, plan change, orders, timeline). */
export const subscriptionRoutes: PageRoute[] = [
  { path: "/subscriptions", lazy: page(() => import("./SubscriptionsPage"), "SubscriptionsPage") },
  { path: "/subscriptions/:id", lazy: page(() => import("./SubscriptionPage"), "SubscriptionPage") },
];
