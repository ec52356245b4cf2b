import { Navigate, type RouteObject } from "react-router";
import { AdminGuard } from "./AdminGuard";
import { EmailPage } from "./EmailPage";
import { EmailsPage } from "./EmailsPage";
import { UsersPage } from "./UsersPage";

export const adminRoutes: RouteObject[] = [
  {
    path: "/admin",
    element: <AdminGuard />,
    children: [
      { index: true, element: <Navigate to="/admin/users" replace /> },
      { path: "users", element: <UsersPage /> },
      { path: "emails", element: <EmailsPage /> },
      { path: "emails/:id", element: <EmailPage /> },
    ],
  },
];
