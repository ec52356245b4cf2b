import type { RouteObject } from "react-router";
import { HomePage } from "./Home";

export const dashboardRoutes: RouteObject[] = [{ index: true, element: <HomePage /> }];
