import type { RouteObject } from "react-router";
import { TestClockPage } from "./TestClockPage";
import { TestClocksPage } from "./TestClocksPage";

/** Test clocks (simulated time for subscriptions): the list and one clock. */
export const testClockRoutes: RouteObject[] = [
  { path: "/test-clocks", element: <TestClocksPage /> },
  { path: "/test-clocks/:id", element: <TestClockPage /> },
];
