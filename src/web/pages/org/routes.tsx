import type { RouteObject } from "react-router";
import { InvitationPage } from "./InvitationPage";
import { NewOrganizationPage } from "./NewOrganization";
import { OrganizationPage } from "./OrganizationPage";
import { TeamsPage } from "./TeamsPage";

/** Pages inside the signed-in layout. */
export const orgRoutes: RouteObject[] = [
  { path: "/organizations/new", element: <NewOrganizationPage /> },
  { path: "/organization", element: <OrganizationPage /> },
  { path: "/organization/teams", element: <TeamsPage /> },
];
/** Pages outside it (the invitation page handles signed-out visitors itself). */
export const publicOrgRoutes: RouteObject[] = [{ path: "/invitations/:id", element: <InvitationPage /> }];
