import type { authClient } from "../../auth-client";
import type { useActiveOrg } from "./access";

export type ActiveOrg = NonNullable<ReturnType<typeof authClient.useActiveOrganization>["data"]>;
export type OrgAccess = ReturnType<typeof useActiveOrg>;
export type OrgMember = ActiveOrg["members"][number];
