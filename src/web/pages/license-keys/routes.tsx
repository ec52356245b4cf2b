import { type PageRoute, page } from "../../lazy-page";

/** The seller's license keys: the list, with one key's details in a drawer (`?key=<id>`). */
export const licenseKeyRoutes: PageRoute[] = [
  { path: "/license-keys", lazy: page(() => import("./LicenseKeysPage"), "LicenseKeysPage") },
];
