import { AppError, NotFoundError, RequestValidationError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { uuidv7 } from "../../lib/ids.js";
import { recordEvent } from "../webhooks/service.js";
import { resolveProperties } from "./properties.js";
import {
  type BenefitFilters,
  type BenefitSortProperty,
  insertBenefit,
  listBenefits,
  updateBenefit,
} from "./repository.js";
import type { BenefitCreateInput, BenefitUpdateInput } from "./schemas.js";
import { type BenefitDeps, requireBenefit, serializeBenefit } from "./service.js";

export async function createBenefit(ctx: BenefitDeps, organizationId: string, input: BenefitCreateInput) {
  if (input.organization_id && input.organization_id !== organizationId) {
    throw new RequestValidationError([
      {
        loc: ["body", "organization_id"],
        msg: "is not the organization of this access token",
        input: input.organization_id,
      },
    ]);
  }
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const properties = await resolveProperties(tx, organizationId, input.type, input.properties);
    const row = await insertBenefit(tx, {
      id: uuidv7(),
      organizationId,
      type: input.type,
      description: input.description,
      properties,
      metadata: input.metadata ?? {},
      visibility: input.visibility ?? "public",
      createdAt: now,
    });
    const wire = serializeBenefit(row);
    await recordEvent(tx, now, organizationId, "benefit.created", wire);
    return wire;
  });
}

export async function updateOrgBenefit(
  ctx: BenefitDeps,
  organizationId: string,
  id: string,
  input: BenefitUpdateInput,
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await requireBenefit({ db: tx }, organizationId, id);
    if (current.type !== input.type) {
      throw new RequestValidationError([
        {
          loc: ["body", "type"],
          msg: `the benefit's type is ${current.type}; it cannot change`,
          input: input.type,
        },
      ]);
    }
    const patch: Parameters<typeof updateBenefit>[3] = { modifiedAt: now };
    if (input.description) patch.description = input.description;
    if (input.metadata !== undefined) patch.metadata = input.metadata;
    if (input.visibility) patch.visibility = input.visibility;
    if (input.properties)
      patch.properties = await resolveProperties(tx, organizationId, input.type, input.properties);
    const row = await updateBenefit(tx, organizationId, id, patch);
    if (!row) throw new NotFoundError("Benefit");
    const wire = serializeBenefit(row);
    await recordEvent(tx, now, organizationId, "benefit.updated", wire);
    return wire;
  });
}

/** Soft-deletes: the benefit leaves lists and lookups; a `benefit.updated` event carries `is_deleted: true`. */
export async function deleteOrgBenefit(ctx: BenefitDeps, organizationId: string, id: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const current = await requireBenefit({ db: tx }, organizationId, id);
    if (!current.deletable) throw new AppError(403, "NotPermitted", "This benefit cannot be deleted");
    const row = await updateBenefit(tx, organizationId, id, { deletedAt: now, modifiedAt: now });
    if (!row) throw new NotFoundError("Benefit");
    await recordEvent(tx, now, organizationId, "benefit.updated", serializeBenefit(row));
  });
}

export async function listOrgBenefits(
  ctx: BenefitDeps,
  organizationId: string,
  filters: BenefitFilters,
  page: Page,
  sort: { property: BenefitSortProperty; descending: boolean }[],
) {
  const { rows, total } = await listBenefits(ctx.db, organizationId, filters, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
    sort,
  });
  return { items: rows.map(serializeBenefit), total };
}
