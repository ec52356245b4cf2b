import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { iso } from "../../http/v1/params.js";
import type { BenefitType } from "../benefits/schemas.js";
import { getFiles, sizeReadable } from "../files/service.js";
import { licenseKeyOfGrant } from "../license-keys/service.js";
import { downloadLinkUrl } from "./downloads.js";
import { type BenefitGrantRow, findBenefitsAnyState, findGrantsOfPurchase } from "./repository.js";

/** Where a grant of a purchase stands, as the buyer sees it. */
export type DeliveryStatus = "granting" | "granted" | "failed" | "revoked";

function statusOf(grant: BenefitGrantRow): DeliveryStatus {
  if (grant.revokedAt || grant.target === "revoked") return "revoked";
  if (grant.grantedAt) return "granted";
  // A grant with an error that is not retried (its job gave up) stays failed until the seller retries it.
  return grant.error ? "failed" : "granting";
}

/**
 * What one purchase delivered, grant by grant, for the buyer's confirmation page: each benefit's
 * status, the license key a `license_keys` grant issued (the key itself), signed download links of
 * a `downloadables` grant's files (valid until `linkExpiresAt`, and only while the grant stays
 * active), and a `custom` benefit's note. Only granted grants carry their key, files or note.
 */
export async function purchaseDelivery(
  ctx: Pick<AppContext, "db" | "config">,
  organizationId: string,
  purchase: { orderId: string; subscriptionId: string | null },
  linkExpiresAt: Date,
) {
  const db: Executor = ctx.db;
  const grants = await findGrantsOfPurchase(db, organizationId, purchase);
  const benefits = new Map(
    (await findBenefitsAnyState(db, organizationId, [...new Set(grants.map((g) => g.benefitId))])).map(
      (b) => [b.id, b],
    ),
  );
  const items = [];
  for (const grant of grants) {
    const benefit = benefits.get(grant.benefitId);
    if (!benefit) continue;
    const status = statusOf(grant);
    const granted = status === "granted";
    const properties = benefit.properties as Record<string, unknown>;
    const key =
      granted && benefit.type === "license_keys"
        ? await licenseKeyOfGrant(db, organizationId, grant.id)
        : undefined;
    const fileIds =
      granted && benefit.type === "downloadables" ? ((grant.properties.files as string[]) ?? []) : [];
    const files = fileIds.length ? await getFiles({ db }, organizationId, fileIds) : [];
    const note =
      granted && benefit.type === "custom" && typeof properties.note === "string" && properties.note.trim()
        ? properties.note
        : null;
    items.push({
      id: grant.id,
      benefit_id: benefit.id,
      type: benefit.type as BenefitType,
      description: benefit.description,
      status,
      license_key: key
        ? {
            id: key.id,
            key: key.key,
            display_key: key.displayKey,
            status: key.status,
            expires_at: iso(key.expiresAt),
            limit_activations: key.limitActivations,
            limit_usage: key.limitUsage,
          }
        : null,
      downloadables: files
        .filter((f) => f.isUploaded)
        .map((f) => ({
          id: f.id,
          name: f.name,
          mime_type: f.mimeType,
          size: f.size,
          size_readable: sizeReadable(f.size),
          url: downloadLinkUrl(ctx.config.baseUrl, ctx.config.authSecret, {
            grantId: grant.id,
            fileId: f.id,
            expiresMs: linkExpiresAt.getTime(),
          }),
          expires_at: linkExpiresAt.toISOString(),
        })),
      note,
    });
  }
  return items;
}

export type PurchaseDeliveryItem = Awaited<ReturnType<typeof purchaseDelivery>>[number];
