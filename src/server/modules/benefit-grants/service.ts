import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { AppError, NotFoundError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import { enqueueJob } from "../../jobs/queue.js";
import { uuidv7 } from "../../lib/ids.js";
import { getBenefits } from "../benefits/service.js";
import { customerIdsByExternalIds, loadCustomersById } from "../customers/service.js";
import { findBenefitLinks } from "../products/service.js";
import { lockGrantsOfSubscriptions } from "./bulk-repository.js";
import { downloadLinkUrl } from "./downloads.js";
import {
  type BenefitGrantRow,
  findActiveGrantsOfCustomers,
  findBenefitsAnyState,
  findGrantOf,
  findOrgGrant,
  type GrantFilters,
  type GrantSortProperty,
  insertGrant,
  listGrants,
  lockGrantsToRevoke,
  updateGrant,
} from "./repository.js";
import { GRANT_JOB, grantWire, isActive, REVOKE_JOB } from "./run.js";

// Used by subscriptions: the meter credits of a renewal.
// Used by customer-portal
export {
  type CustomerGrantFilters,
  type CustomerGrantSortProperty,
  getCustomerGrant,
  listCustomerGrantsPage,
  updateCustomerGrant,
} from "./customer.js";
export { cycleMeterCredits } from "./grant-meter-credit.js";

/** How long the download links the customer portal lists work (the portal asks for fresh ones each time). */
export const PORTAL_DOWNLOAD_LINK_TTL_MS = 10 * 60 * 1000;

/** A short-lived signed link to one file of a grant (`GET /downloads/{token}` checks it), for the customer portal. */
export function portalDownloadLink(
  config: Pick<AppContext["config"], "baseUrl" | "authSecret">,
  grantId: string,
  fileId: string,
  now: Date,
): { url: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + PORTAL_DOWNLOAD_LINK_TTL_MS);
  const url = downloadLinkUrl(config.baseUrl, config.authSecret, {
    grantId,
    fileId,
    expiresMs: expiresAt.getTime(),
  });
  return { url, expiresAt };
}

/**
 * Locks the grants of several subscriptions (a batch of renewals; lock order subscription rows →
 * grants, as `lockSubscriptionGrants`) and returns the ids of the subscriptions with an active
 * meter credit grant, whose renewal must credit the new period (`cycleMeterCredits`).
 */
export async function lockGrantsOfRenewals(
  tx: Executor,
  organizationId: string,
  subscriptionIds: string[],
): Promise<Set<string>> {
  const grants = (await lockGrantsOfSubscriptions(tx, organizationId, subscriptionIds)).filter(
    (g) => g.grantedAt !== null && g.revokedAt === null,
  );
  const benefits = await findBenefitsAnyState(tx, organizationId, [
    ...new Set(grants.map((g) => g.benefitId)),
  ]);
  const meterCredit = new Set(benefits.filter((b) => b.type === "meter_credit").map((b) => b.id));
  return new Set(grants.filter((g) => meterCredit.has(g.benefitId)).map((g) => g.subscriptionId!));
}

/**
 * Locks a subscription's grants (FOR UPDATE) before a renewal or an ending touches its customer
 * meters: grant jobs lock a grant, then the meter row it credits, so grants come first.
 */
export async function lockSubscriptionGrants(
  tx: Executor,
  organizationId: string,
  subscriptionId: string,
): Promise<void> {
  await lockGrantsToRevoke(tx, organizationId, { subscriptionId });
}
export { GRANT_JOB, REVOKE_JOB } from "./run.js";

/**
 * Grants every benefit of the product to the customer, in the caller's transaction: one grant
 * row per benefit and purchase (per order, or per subscription when `subscriptionId` is given),
 * then a `benefit-grants.grant` job each does the work. Calling it again for the same purchase
 * creates nothing new; a grant revoked since is granted again.
 */
export async function grantBenefits(
  tx: Executor,
  now: Date,
  input: {
    organizationId: string;
    customerId: string;
    productId: string;
    orderId: string | null;
    subscriptionId: string | null;
    /** The product's benefits when the caller has them loaded (in order), else they are read here. */
    benefitIds?: string[];
  },
): Promise<void> {
  if (!input.orderId && !input.subscriptionId) {
    throw new Error("grantBenefits needs the order or the subscription the benefits come with");
  }
  // A subscription's grants belong to the subscription (Polar's rule), not to each of its orders.
  const scope = input.subscriptionId
    ? { orderId: null, subscriptionId: input.subscriptionId }
    : { orderId: input.orderId, subscriptionId: null };
  const benefitIds =
    input.benefitIds ??
    (await findBenefitLinks(tx, input.organizationId, [input.productId])).map((l) => l.benefitId);
  const benefits = await getBenefits({ db: tx }, input.organizationId, benefitIds);
  for (const benefit of benefits) {
    let grant: BenefitGrantRow | undefined = await insertGrant(tx, {
      id: uuidv7(),
      organizationId: input.organizationId,
      benefitId: benefit.id,
      customerId: input.customerId,
      ...scope,
      properties: {},
      target: "granted",
      createdAt: now,
    });
    if (!grant) {
      grant = await findGrantOf(tx, input.organizationId, {
        benefitId: benefit.id,
        customerId: input.customerId,
        ...scope,
      });
      if (!grant || (grant.target === "granted" && isActive(grant))) continue;
      if (grant.target !== "granted")
        await updateGrant(tx, grant.organizationId, grant.id, { target: "granted" });
    }
    await enqueueJob(tx, now, GRANT_JOB, { grantId: grant.id });
  }
}

/**
 * Revokes the grants of an order (a refund with revoke_benefits), of a subscription (when it
 * ends) or of a customer (deleted), in the caller's transaction: their target becomes `revoked` and a
 * `benefit-grants.revoke` job each does the work.
 */
export async function revokeBenefits(
  tx: Executor,
  now: Date,
  input: { organizationId: string; orderId?: string; subscriptionId?: string; customerId?: string },
): Promise<void> {
  if (!input.orderId && !input.subscriptionId && !input.customerId) {
    throw new Error("revokeBenefits needs the order, subscription or customer whose benefits to revoke");
  }
  const grants = await lockGrantsToRevoke(tx, input.organizationId, input);
  for (const grant of grants) {
    await updateGrant(tx, grant.organizationId, grant.id, { target: "revoked" });
    await enqueueJob(tx, now, REVOKE_JOB, { grantId: grant.id });
  }
}

/** Serializes grants of one organization with their benefits and customers. */
export async function serializeGrants(db: Executor, organizationId: string, rows: BenefitGrantRow[]) {
  if (rows.length === 0) return [];
  const benefits = new Map(
    (await findBenefitsAnyState(db, organizationId, [...new Set(rows.map((r) => r.benefitId))])).map((b) => [
      b.id,
      b,
    ]),
  );
  const customers = await loadCustomersById(db, organizationId, [...new Set(rows.map((r) => r.customerId))]);
  return rows.map((row) => {
    const benefit = benefits.get(row.benefitId);
    const customer = customers.get(row.customerId);
    if (!benefit || !customer) {
      throw new AppError(
        409,
        "GrantUnavailable",
        `The benefit or customer of grant ${row.id} cannot be found`,
      );
    }
    return grantWire(row, benefit, customer);
  });
}

/** `GET /v1/benefit-grants/`. */
export async function listOrgGrants(
  ctx: { db: Executor },
  organizationId: string,
  filters: GrantFilters,
  page: Page,
  sort: { property: GrantSortProperty; descending: boolean }[],
) {
  const { externalCustomerIds, ...rest } = filters;
  const resolved = externalCustomerIds
    ? {
        ...rest,
        customersOfExternalIds: await customerIdsByExternalIds(ctx.db, organizationId, externalCustomerIds),
      }
    : rest;
  const { rows, total } = await listGrants(ctx.db, organizationId, resolved, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
    sort,
  });
  return { items: await serializeGrants(ctx.db, organizationId, rows), total };
}

/**
 * `POST /v1/benefit-grants/{id}/retry`: runs the grant's job again for what it is meant to be
 * (granted or revoked), after the seller fixed what its `error` named. Nothing to do when it
 * already is.
 */
export async function retryGrant(ctx: Pick<AppContext, "db" | "clock">, organizationId: string, id: string) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const grant = await findOrgGrant(tx, organizationId, id);
    if (!grant) throw new NotFoundError("Benefit grant");
    if (grant.target === "granted" && !isActive(grant)) {
      await enqueueJob(tx, now, GRANT_JOB, { grantId: grant.id });
    } else if (grant.target === "revoked" && !grant.revokedAt) {
      await enqueueJob(tx, now, REVOKE_JOB, { grantId: grant.id });
    }
    const [wire] = await serializeGrants(tx, organizationId, [grant]);
    return wire!;
  });
}

// Wired into the customers port (src/server/ports.ts)
/**
 * The customers' benefits granted and not revoked, as `CustomerStateBenefitGrant`s by customer id
 * (grants of deleted benefits are left out), in two statements whatever the number of customers.
 * A customer without any is absent from the map.
 */
export async function customerStateGrants(ex: Executor, organizationId: string, customerIds: string[]) {
  const out = new Map<string, ReturnType<typeof stateGrant>[]>();
  if (customerIds.length === 0) return out;
  const grants = await findActiveGrantsOfCustomers(ex, organizationId, customerIds);
  if (grants.length === 0) return out;
  const benefits = new Map(
    (await getBenefits({ db: ex }, organizationId, [...new Set(grants.map((g) => g.benefitId))])).map((b) => [
      b.id,
      b,
    ]),
  );
  for (const grant of grants) {
    const benefit = benefits.get(grant.benefitId);
    if (!benefit || !grant.grantedAt) continue;
    const list = out.get(grant.customerId) ?? [];
    list.push(stateGrant(grant, grant.grantedAt, benefit));
    out.set(grant.customerId, list);
  }
  return out;
}

function stateGrant(
  grant: Awaited<ReturnType<typeof findActiveGrantsOfCustomers>>[number],
  grantedAt: Date,
  benefit: Awaited<ReturnType<typeof getBenefits>>[number],
) {
  return {
    id: grant.id,
    created_at: iso(grant.createdAt),
    modified_at: iso(grant.modifiedAt),
    granted_at: iso(grantedAt),
    benefit_id: grant.benefitId,
    benefit_type: benefit.type,
    benefit_metadata: benefit.metadata,
    properties: grant.properties,
  };
}

// Wired into the license-keys port (src/server/ports.ts)
/** What a grant was made for: its order and subscription ids (null when it has none); undefined for an unknown grant. */
export async function grantSource(
  ex: Executor,
  organizationId: string,
  grantId: string,
): Promise<{ orderId: string | null; subscriptionId: string | null } | undefined> {
  const grant = await findOrgGrant(ex, organizationId, grantId);
  return grant ? { orderId: grant.orderId, subscriptionId: grant.subscriptionId } : undefined;
}

// Used by subscriptions
/**
 * Revokes the subscription's granted grants except those of `keptBenefitIds`, in the caller's
 * transaction (a plan change: the benefits the new product still has stay granted).
 */
export async function revokeSubscriptionBenefitsExcept(
  tx: Executor,
  now: Date,
  organizationId: string,
  subscriptionId: string,
  keptBenefitIds: Set<string>,
): Promise<void> {
  const grants = await lockGrantsToRevoke(tx, organizationId, { subscriptionId });
  for (const grant of grants) {
    if (keptBenefitIds.has(grant.benefitId)) continue;
    await updateGrant(tx, grant.organizationId, grant.id, { target: "revoked" });
    await enqueueJob(tx, now, REVOKE_JOB, { grantId: grant.id });
  }
}

// Used by checkouts: the confirmation page's delivery.
export { type DeliveryStatus, type PurchaseDeliveryItem, purchaseDelivery } from "./delivery.js";
