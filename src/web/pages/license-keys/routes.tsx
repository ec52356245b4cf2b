import type { RouteObject } from "react-router";
import { LicenseKeysPage } from "./LicenseKeysPage";

/** The seller's license keys: the list, with one key's details in a drawer (`?key=<id>`). */
export const licenseKeyRoutes: RouteObject[] = [{ path: "/license-keys", element: <LicenseKeysPage /> }];
