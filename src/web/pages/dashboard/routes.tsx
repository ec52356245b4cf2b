import { type PageRoute, page } from "../../lazy-page";

export const dashboardRoutes: PageRoute[] = [{ index: true, lazy: page(() => import("./Home"), "HomePage") }];
