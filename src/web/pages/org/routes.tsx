import { type PageRoute, page } from "../../lazy-page";

/** Pages inside the signed-in layout. */
export const orgRoutes: PageRoute[] = [
  { path: "/organizations/new", lazy: page(() => import("./NewOrganization"), "NewOrganizationPage") },
  { path: "/organization", lazy: page(() => import("./OrganizationPage"), "OrganizationPage") },
  { path: "/organization/teams", lazy: page(() => import("./TeamsPage"), "TeamsPage") },
];
/** Pages outside it (the invitation page handles signed-out visitors itself). */
export const publicOrgRoutes: PageRoute[] = [
  { path: "/invitations/:id", lazy: page(() => import("./InvitationPage"), "InvitationPage") },
];
