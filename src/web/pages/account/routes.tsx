import type { RouteObject } from "react-router";
import { AccountPage } from "./AccountPage";
import { ApiKeysPage } from "./ApiKeysPage";
import { SecurityPage } from "./SecurityPage";

export const accountRoutes: RouteObject[] = [
  { path: "/account", element: <AccountPage /> },
  { path: "/account/security", element: <SecurityPage /> },
  { path: "/account/api-keys", element: <ApiKeysPage /> },
];
