import type { OrgRole } from "../../../shared/access";
import { authClient } from "../../auth-client";

export const ROLES: { value: OrgRole; label: string }[] = [
  { value: "member", label: "Member" },
  { value: "admin", label: "Admin" },
  { value: "owner", label: "Owner" },
];

export function roleLabel(role: string): string {
  return role
    .split(",")
    .map((r) => ROLES.find((x) => x.value === r.trim())?.label ?? r)
    .join(", ");
}

type Permissions = Parameters<typeof authClient.organization.checkRolePermission>[0]["permissions"];

/**
 * The active organization (full: members, invitations, teams), the signed-in user's membership
 * and a permission check for their role. better-auth refreshes the organization after every
 * `/organization/*` call, so pages need no manual refetch.
 */
export function useActiveOrg() {
  const { data: session } = authClient.useSession();
  const { data: org, isPending, error, refetch } = authClient.useActiveOrganization();
  const me = org?.members.find((m) => m.userId === session?.user.id);
  const roles = (me?.role ?? "")
    .split(",")
    .map((r) => r.trim())
    .filter(Boolean) as OrgRole[];
  const can = (permissions: Permissions) =>
    roles.some((role) => authClient.organization.checkRolePermission({ role, permissions }));
  return {
    org,
    me,
    userId: session?.user.id,
    isPending,
    error,
    refetch,
    roles,
    isOwner: roles.includes("owner"),
    can,
  };
}
