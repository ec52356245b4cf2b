import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import { iso } from "../../http/v1/params.js";
import type { BenefitRow } from "./repository.js";
import { findBenefit, findBenefits } from "./repository.js";
import type { BenefitType, BenefitWire } from "./schemas.js";

export type { BenefitGrantRow, BenefitRow } from "./repository.js";
export type { BenefitWire } from "./schemas.js";

/** What reads need: a database or an open transaction (`{ db: tx }`). */
type Reader = { db: Executor };
export type BenefitDeps = Pick<AppContext, "db" | "clock">;

/**
 * A benefit as Polar's wire `Benefit` (`BenefitCustom`, `BenefitDiscord`, … by `type`).
 * `properties` are stored in wire shape (resolveProperties writes them by the row's type), so they
 * are returned as they are, typed by `type`.
 */
export function serializeBenefit(row: BenefitRow): BenefitWire {
  const head = {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    type: row.type as BenefitType,
    description: row.description,
    selectable: row.selectable,
    deletable: row.deletable,
    is_deleted: row.deletedAt !== null,
    organization_id: row.organizationId,
    metadata: row.metadata,
    properties: row.properties,
  };
  // The jsonb column is untyped; its content is the type's properties (see above).
  return head as BenefitWire;
}

/** The organization's benefit (deleted ones are gone), or null. Pass `{ db: tx }` inside a transaction. */
export async function getBenefit(
  ctx: Reader,
  organizationId: string,
  id: string,
): Promise<BenefitRow | null> {
  return (await findBenefit(ctx.db, organizationId, id)) ?? null;
}

/** Like getBenefit, but a missing benefit is a 404. */
export async function requireBenefit(ctx: Reader, organizationId: string, id: string): Promise<BenefitRow> {
  const row = await getBenefit(ctx, organizationId, id);
  if (!row) throw new NotFoundError("Benefit");
  return row;
}

/**
 * The organization's live benefits among `ids`, in the order of `ids` (duplicates once);
 * ids that are missing, deleted or another organization's are left out, so compare lengths.
 */
export async function getBenefits(ctx: Reader, organizationId: string, ids: string[]): Promise<BenefitRow[]> {
  const unique = [...new Set(ids)];
  const rows = await findBenefits(ctx.db, organizationId, unique);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

// Used by benefit-grants: the API shape of a grant.
export { serializeGrant } from "./grants.js";
