import { Navigate } from "react-router";
import { type PageRoute, page } from "../../lazy-page";

export const adminRoutes: PageRoute[] = [
  {
    path: "/admin",
    lazy: page(() => import("./AdminGuard"), "AdminGuard"),
    children: [
      { index: true, element: <Navigate to="/admin/users" replace /> },
      { path: "users", lazy: page(() => import("./UsersPage"), "UsersPage") },
      { path: "emails", lazy: page(() => import("./EmailsPage"), "EmailsPage") },
      { path: "emails/:id", lazy: page(() => import("./EmailPage"), "EmailPage") },
    ],
  },
];
