import { matchRoutes, Outlet, type RouteObject, useLocation, useRoutes } from "react-router";
import { RouteBoundary } from "./components/RouteBoundary";
import { RouteError } from "./components/RouteError";
import { type LazyPage, type PageRoute, page } from "./lazy-page";
import { accountRoutes } from "./pages/account/routes";
import { adminRoutes } from "./pages/admin/routes";
import { authRoutes } from "./pages/auth/routes";
import { catalogRoutes } from "./pages/catalog/routes";
import { checkoutRoutes } from "./pages/checkouts/routes";
import { customerRoutes } from "./pages/customers/routes";
import { dashboardRoutes } from "./pages/dashboard/routes";
import { eventRoutes } from "./pages/events/routes";
import { licenseKeyRoutes } from "./pages/license-keys/routes";
import { orderRoutes } from "./pages/orders/routes";
import { orgRoutes, publicOrgRoutes } from "./pages/org/routes";
import { subscriptionRoutes } from "./pages/subscriptions/routes";
import { testClockRoutes } from "./pages/test-clocks/routes";
import { webhookRoutes } from "./pages/webhooks/routes";

/** The pages of the signed-in layout (header, sidebar). */
const signedInRoutes: PageRoute[] = [
  ...dashboardRoutes,
  ...catalogRoutes,
  ...checkoutRoutes,
  ...customerRoutes,
  ...orderRoutes,
  ...eventRoutes,
  ...subscriptionRoutes,
  ...testClockRoutes,
  ...licenseKeyRoutes,
  ...accountRoutes,
  ...orgRoutes,
  ...adminRoutes,
  ...webhookRoutes,
];

/** The signed-in layout (AppLayout: header, sidebar), which the sign-in pages do not load. */
const appLayout = page(() => import("./components/AppLayout"), "AppLayout");

/**
 * Every page of the web app. Each area owns a routes file; later capabilities (products,
 * checkouts, …) add theirs to the signed-in layout above and an entry to components/nav.ts.
 * Pages and the signed-in layout are loaded on demand (`page()` in lazy-page.tsx); the first one
 * shows `PageLoading` meanwhile, and an address no route matches shows "Page not found".
 */
const routes: PageRoute[] = [
  {
    element: (
      <RouteBoundary>
        <Outlet />
      </RouteBoundary>
    ),
    children: [...authRoutes, ...publicOrgRoutes, { path: "*", element: <RouteError notFound /> }],
  },
  {
    element: (
      <RouteBoundary>
        <appLayout.Component />
      </RouteBoundary>
    ),
    lazy: appLayout,
    children: signedInRoutes,
  },
];

/** React Router's route objects; `handle` keeps the page, so that the pages an address opens are fetched together. */
function toRouteObject(route: PageRoute): RouteObject {
  const Page = route.lazy?.Component;
  return {
    path: route.path,
    index: route.index,
    element: route.element ?? (Page && <Page />),
    handle: route.lazy,
    children: route.children?.map(toRouteObject),
  } as RouteObject;
}

const routeObjects = routes.map(toRouteObject);

/**
 * The page for the address. Before drawing, it starts fetching the code of every route the
 * address opens (the signed-in layout and the page, say) side by side, rather than one after the
 * other as each is drawn.
 */
export function AppRoutes() {
  const location = useLocation();
  for (const match of matchRoutes(routeObjects, location) ?? []) {
    (match.route.handle as LazyPage | undefined)?.preload();
  }
  return useRoutes(routeObjects, location);
}
