import { type PageRoute, page } from "../../lazy-page";

/** Test clocks (simulated time for subscriptions): the list and one clock. */
export const testClockRoutes: PageRoute[] = [
  { path: "/test-clocks", lazy: page(() => import("./TestClocksPage"), "TestClocksPage") },
  { path: "/test-clocks/:id", lazy: page(() => import("./TestClockPage"), "TestClockPage") },
];
