import { type PageRoute, page } from "../../lazy-page";

/** The events explorer: the filtered list, with one event open in a drawer (`?event=<id>`). */
export const eventRoutes: PageRoute[] = [
  { path: "/events", lazy: page(() => import("./EventsPage"), "EventsPage") },
];
