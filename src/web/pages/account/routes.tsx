import { type PageRoute, page } from "../../lazy-page";

export const accountRoutes: PageRoute[] = [
  { path: "/account", lazy: page(() => import("./AccountPage"), "AccountPage") },
  { path: "/account/security", lazy: page(() => import("./SecurityPage"), "SecurityPage") },
  { path: "/account/api-keys", lazy: page(() => import("./ApiKeysPage"), "ApiKeysPage") },
];
