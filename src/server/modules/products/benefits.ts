import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError, RequestValidationError, type ValidationIssue } from "../../http/errors.js";
import { getBenefits, serializeBenefit } from "../benefits/service.js";
import { recordEvent } from "../webhooks/service.js";
import { lockProduct, replaceBenefitLinks, updateProduct } from "./repository.js";
import { getProduct, serializeProduct } from "./service.js";

/** A benefit as the product shows it (Polar's `Benefit`). */
export type ProductBenefitWire = ReturnType<typeof serializeBenefit>;

/** The organization's live benefits among `ids`, serialized, by id (deleted benefits drop out of products). */
export async function loadBenefits(
  ctx: { db: Executor },
  organizationId: string,
  ids: string[],
): Promise<Map<string, ProductBenefitWire>> {
  if (ids.length === 0) return new Map();
  const rows = await getBenefits(ctx, organizationId, ids);
  return new Map(rows.map((r) => [r.id, serializeBenefit(r)]));
}

/**
 * Replaces the benefits a product grants with `benefitIds`, in that order; each must be a live
 * benefit of the organization, listed once (else 422 on `body.benefits.<i>`). Records
 * `product.updated`.
 */
export async function setProductBenefits(
  ctx: Pick<AppContext, "db" | "clock" | "config">,
  organizationId: string,
  productId: string,
  benefitIds: string[],
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await lockProduct(tx, organizationId, productId))) throw new NotFoundError("Product");
    const found = new Set((await getBenefits({ db: tx }, organizationId, benefitIds)).map((b) => b.id));
    const issues: ValidationIssue[] = [];
    benefitIds.forEach((id, i) => {
      if (!found.has(id)) issues.push({ loc: ["body", "benefits", i], msg: "benefit not found", input: id });
      else if (benefitIds.indexOf(id) !== i)
        issues.push({ loc: ["body", "benefits", i], msg: "benefit is listed twice", input: id });
    });
    if (issues.length) throw new RequestValidationError(issues);
    await replaceBenefitLinks(tx, organizationId, productId, benefitIds);
    await updateProduct(tx, organizationId, productId, { modifiedAt: now });
    const wire = serializeProduct(
      (await getProduct({ db: tx, config: ctx.config }, organizationId, productId))!,
    );
    await recordEvent(tx, now, organizationId, "product.updated", wire);
    return wire;
  });
}
