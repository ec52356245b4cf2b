import type { RouteObject } from "react-router";
import { EventsPage } from "./EventsPage";

/** The events explorer: the filtered list, with one event open in a drawer (`?event=<id>`). */
export const eventRoutes: RouteObject[] = [{ path: "/events", element: <EventsPage /> }];
