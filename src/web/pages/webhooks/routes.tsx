import { type PageRoute, page } from "../../lazy-page";

/** The seller's webhook pages: endpoints, their secrets, and the deliveries log. */
export const webhookRoutes: PageRoute[] = [
  { path: "/webhooks", lazy: page(() => import("./EndpointsPage"), "EndpointsPage") },
  { path: "/webhooks/new", lazy: page(() => import("./EndpointPages"), "NewEndpointPage") },
  { path: "/webhooks/deliveries", lazy: page(() => import("./DeliveriesPage"), "DeliveriesPage") },
  { path: "/webhooks/:id", lazy: page(() => import("./EndpointPages"), "EditEndpointPage") },
];
