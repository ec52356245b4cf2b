import type { AppContext } from "../../context.js";
import { isUniqueViolation } from "../../db/sql-state.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError, RequestValidationError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import { uuidv7 } from "../../lib/ids.js";
import type { CustomFieldProperties, CustomFieldType } from "./repository.js";
import {
  type CustomFieldListFilters,
  type CustomFieldRow,
  type CustomFieldSortProperty,
  deleteCustomField,
  findCustomField,
  insertCustomField,
  listCustomFields,
  slugTaken,
  updateCustomField,
} from "./repository.js";
import type { CustomFieldCreateInput, CustomFieldUpdateInput, CustomFieldWire } from "./schemas.js";

export type { CustomFieldRow } from "./repository.js";

/** What reads need: a database or an open transaction (`{ db: tx }`). */
type Reader = { db: Executor };

/** Drops unset keys: Polar's properties objects omit what is not set (never null). */
function cleanProperties(properties: CustomFieldProperties): CustomFieldProperties {
  return Object.fromEntries(
    Object.entries(properties).filter(([, v]) => v !== undefined && v !== null),
  ) as CustomFieldProperties;
}

/** A custom field as Polar's wire `CustomField` (discriminated by `type`). */
export function serializeCustomField(row: CustomFieldRow): CustomFieldWire {
  const properties = cleanProperties(row.properties);
  const wire = {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    metadata: row.metadata,
    type: row.type as CustomFieldType,
    slug: row.slug,
    name: row.name,
    organization_id: row.organizationId,
    properties: row.type === "select" ? { ...properties, options: properties.options ?? [] } : properties,
  };
  return wire as CustomFieldWire;
}

export type { CustomFieldWire } from "./schemas.js";

/** The organization's custom field, or null (another organization's field is null too). Pass `{ db: tx }` inside a transaction. */
export async function getCustomField(
  ctx: Reader,
  organizationId: string,
  id: string,
): Promise<CustomFieldRow | null> {
  return (await findCustomField(ctx.db, organizationId, id)) ?? null;
}

/** Like getCustomField, but a missing field is a 404. */
export async function requireCustomField(
  ctx: Reader,
  organizationId: string,
  id: string,
): Promise<CustomFieldRow> {
  const row = await getCustomField(ctx, organizationId, id);
  if (!row) throw new NotFoundError("Custom field");
  return row;
}

type Deps = Pick<AppContext, "db" | "clock">;

const slugInUse = (slug: string) =>
  new RequestValidationError([
    { loc: ["body", "slug"], msg: `A custom field with the slug "${slug}" already exists`, input: slug },
  ]);

export async function createCustomField(ctx: Deps, organizationId: string, input: CustomFieldCreateInput) {
  if (await slugTaken(ctx.db, organizationId, input.slug)) throw slugInUse(input.slug);
  try {
    const row = await insertCustomField(ctx.db, {
      id: uuidv7(),
      organizationId,
      type: input.type,
      slug: input.slug,
      name: input.name,
      properties: cleanProperties(input.properties),
      metadata: input.metadata ?? {},
      createdAt: ctx.clock.now(),
      modifiedAt: null,
    });
    return serializeCustomField(row);
  } catch (err) {
    // Two creates racing for one slug: the unique index decides.
    if (isUniqueViolation(err)) throw slugInUse(input.slug);
    throw err;
  }
}

export async function listOrgCustomFields(
  ctx: Deps,
  organizationId: string,
  filters: CustomFieldListFilters & { organizationIds?: string[] | undefined },
  page: Page,
  sort: { property: CustomFieldSortProperty; descending: boolean }[],
) {
  if (filters.organizationIds?.length && !filters.organizationIds.includes(organizationId)) {
    return { items: [], total: 0 };
  }
  const { rows, total } = await listCustomFields(ctx.db, organizationId, filters, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
    sort,
  });
  return { items: rows.map(serializeCustomField), total };
}

/** Updates name, slug, metadata or properties (replaced whole). The type never changes. */
export async function updateOrgCustomField(
  ctx: Deps,
  organizationId: string,
  id: string,
  input: CustomFieldUpdateInput,
) {
  const current = await requireCustomField(ctx, organizationId, id);
  if (input.type !== current.type) {
    throw new RequestValidationError([
      {
        loc: ["body", "type"],
        msg: `The type of a custom field cannot change (it is ${current.type})`,
        input: input.type,
      },
    ]);
  }
  const patch: Partial<CustomFieldRow> = { modifiedAt: ctx.clock.now() };
  if (input.name != null) patch.name = input.name;
  if (input.metadata !== undefined) patch.metadata = input.metadata;
  if (input.properties != null) patch.properties = cleanProperties(input.properties);
  if (input.slug != null && input.slug !== current.slug) {
    if (await slugTaken(ctx.db, organizationId, input.slug, id)) throw slugInUse(input.slug);
    patch.slug = input.slug;
  }
  try {
    const row = await updateCustomField(ctx.db, organizationId, id, patch);
    if (!row) throw new NotFoundError("Custom field");
    return serializeCustomField(row);
  } catch (err) {
    if (isUniqueViolation(err) && input.slug) throw slugInUse(input.slug);
    throw err;
  }
}

export async function deleteOrgCustomField(ctx: Deps, organizationId: string, id: string): Promise<void> {
  if (!(await deleteCustomField(ctx.db, organizationId, id))) throw new NotFoundError("Custom field");
}
