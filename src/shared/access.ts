import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements, memberAc, ownerAc } from "better-auth/plugins/organization/access";

/**
 * Organization access control. Roles are better-auth's owner/admin/member; later capabilities
 * add their resources (products, orders, …) to `statements` and grant them per role here.
 * Always pass all three base roles: better-auth replaces its defaults with whatever is given.
 */
export const statements = {
  ...defaultStatements,
  /** Organization access tokens (better-auth API keys that reference the organization). */
  apiKey: ["create", "read", "update", "delete"],
  /** The billing API: read or change the organization's catalog, customers, orders, … */
  billing: ["read", "write"],
} as const;

export const orgAccessControl = createAccessControl(statements);

export const orgRoles = {
  owner: orgAccessControl.newRole({
    ...ownerAc.statements,
    apiKey: ["create", "read", "update", "delete"],
    billing: ["read", "write"],
  }),
  admin: orgAccessControl.newRole({
    ...adminAc.statements,
    apiKey: ["create", "read", "update", "delete"],
    billing: ["read", "write"],
  }),
  member: orgAccessControl.newRole({ ...memberAc.statements, billing: ["read"] }),
};

export type OrgRole = keyof typeof orgRoles;
