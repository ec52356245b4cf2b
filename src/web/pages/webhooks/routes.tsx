import type { RouteObject } from "react-router";
import { DeliveriesPage } from "./DeliveriesPage";
import { EditEndpointPage, NewEndpointPage } from "./EndpointPages";
import { EndpointsPage } from "./EndpointsPage";

/** The seller's webhook pages: endpoints, their secrets, and the deliveries log. */
export const webhookRoutes: RouteObject[] = [
  { path: "/webhooks", element: <EndpointsPage /> },
  { path: "/webhooks/new", element: <NewEndpointPage /> },
  { path: "/webhooks/deliveries", element: <DeliveriesPage /> },
  { path: "/webhooks/:id", element: <EditEndpointPage /> },
];
