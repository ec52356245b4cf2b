/**
 * What modules use of better-auth's tables (organization access tokens are rows of its `apikey`
 * table, sellers are its organizations): the queries themselves are in repository.ts.
 */
export {
  deleteOrgTokenRow,
  findOrganization,
  findOrganizationAdminEmails,
  findOrganizationBySlug,
  findOrganizationForUpdate,
  findOrganizationMemberEmails,
  findOrgTokenRow,
  insertOrgTokenRow,
  isMember,
  listOrganizations,
  listOrgTokenRows,
  type OrganizationPatch,
  type OrganizationRow,
  type OrganizationSortProperty,
  organizationJsonSql,
  organizationRowFromJson,
  slugTaken,
  type TokenRow,
  updateOrganization,
  updateOrgTokenRow,
} from "./repository.js";
