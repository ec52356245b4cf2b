import type { AppContext } from "../../context.js";
import type { Database, Executor } from "../../db/types.js";
import { enqueueJob } from "../../jobs/queue.js";
import { serializeBenefit, serializeGrant } from "../benefits/service.js";
import { type CustomerWire, loadCustomersById, recordCustomerStateChanged } from "../customers/service.js";
import { queueEmail } from "../emails/service.js";
import { recordSystemEvents } from "../events/service.js";
import { recordEvent, type WebhookEventType } from "../webhooks/service.js";
import { GRANT_EMAIL_TEMPLATE, grantEmail } from "./email.js";
import { GrantFailure, transientFailure } from "./errors.js";
import {
  type BenefitGrantRow,
  type BenefitRow,
  findBenefitAnyState,
  findOrgGrant,
  lockGrant,
  organizationOfGrant,
  updateGrant,
} from "./repository.js";
import { type GrantProperties, type GrantSubject, strategyFor } from "./strategy.js";

export const GRANT_JOB = "benefit-grants.grant";
export const REVOKE_JOB = "benefit-grants.revoke";

/** Granted and not revoked since. */
export const isActive = (g: BenefitGrantRow) => g.grantedAt !== null && g.revokedAt === null;

/** A grant as the API and its webhooks show it (Polar's `BenefitGrant`). */
export function grantWire(row: BenefitGrantRow, benefit: BenefitRow, customer: CustomerWire) {
  return serializeGrant(row, serializeBenefit(benefit), customer);
}

async function recordGrantEvent(
  tx: Executor,
  now: Date,
  type: WebhookEventType,
  row: BenefitGrantRow,
  s: GrantSubject,
  previous: GrantProperties | null,
) {
  // Polar's webhook variant of BenefitGrant adds the properties before the change.
  const data = { ...grantWire(row, s.benefit, s.customer), previous_properties: previous };
  await recordEvent(tx, now, row.organizationId, type, data);
}

/** Polar's `benefit.granted` / `benefit.revoked` system event of a grant (`BenefitGrantMetadata`). */
async function recordGrantSystemEvent(
  tx: Executor,
  now: Date,
  name: "benefit.granted" | "benefit.revoked",
  row: BenefitGrantRow,
  s: GrantSubject,
) {
  await recordSystemEvents(tx, row.organizationId, [
    {
      name,
      customerId: row.customerId,
      externalCustomerId: s.customer.external_id,
      metadata: { benefit_id: s.benefit.id, benefit_grant_id: row.id, benefit_type: s.benefit.type },
      timestamp: now,
    },
  ]);
}

async function loadSubject(ctx: AppContext, grant: BenefitGrantRow): Promise<GrantSubject> {
  const benefit = await findBenefitAnyState(ctx.db, grant.organizationId, grant.benefitId);
  const customer = (await loadCustomersById(ctx.db, grant.organizationId, [grant.customerId])).get(
    grant.customerId,
  );
  if (!benefit || !customer) throw new Error(`Grant ${grant.id}: its benefit or customer is missing`);
  return { ctx, grant, benefit, customer };
}

/**
 * Records why the grant's job failed as the grant's `error`. A permanent failure also records
 * `benefit_grant.updated` and ends the job; anything else fails the job so the runner retries it
 * (an unexpected error is recorded without its internals, which stay in the job's last_error).
 */
async function recordFailure(ctx: AppContext, s: GrantSubject, error: unknown): Promise<void> {
  const failure =
    error instanceof GrantFailure
      ? error
      : transientFailure("internal_error", "An unexpected error occurred; Kassa retries on its own.");
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const locked = await lockGrant(tx, s.grant.organizationId, s.grant.id);
    if (!locked) return;
    const value = { message: failure.message, type: failure.type, timestamp: now.toISOString() };
    const updated = await updateGrant(tx, locked.organizationId, locked.id, {
      error: value,
      modifiedAt: now,
    });
    if (failure.permanent)
      await recordGrantEvent(tx, now, "benefit_grant.updated", updated, s, locked.properties);
  });
  if (!failure.permanent) throw error;
}

/**
 * The `benefit-grants.grant` job: brings a grant whose target is `granted` to granted. Remote
 * work (GitHub, Discord) runs first, outside any transaction; then, with the grant locked, the
 * database work, `granted_at`, the event (`benefit_grant.created` the first time, `.updated` on
 * a regrant), the customer's email and `customer.state_changed`, in one transaction. A duplicate
 * or retried job finds the grant active and does nothing; if a revocation arrived meanwhile, a
 * revoke job undoes the remote work. `compensate` repeats the remote work on an active grant.
 */
export async function runGrant(ctx: AppContext, grantId: string, opts: { compensate?: boolean } = {}) {
  const organizationId = await organizationOfGrant(ctx.db, grantId);
  if (!organizationId) return;
  const grant = await findOrgGrant(ctx.db, organizationId, grantId);
  if (grant?.target !== "granted") return;
  if (isActive(grant) && !opts.compensate) return;
  const subject = await loadSubject(ctx, grant);
  const strategy = strategyFor(subject.benefit.type);
  let remote: GrantProperties = {};
  try {
    if (subject.benefit.deletedAt && !isActive(grant)) {
      throw new GrantFailure("benefit_deleted", "The benefit was deleted before it could be granted.", true);
    }
    if (strategy.grantRemote) remote = await strategy.grantRemote(subject);
  } catch (error) {
    return recordFailure(ctx, subject, error);
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const locked = await lockGrant(tx, organizationId, grantId);
    if (!locked) return;
    if (locked.target !== "granted") {
      // Revoked while the remote work ran: keep what was done remotely (the account) and make
      // sure a revoke job undoes it after it.
      if (strategy.grantRemote) {
        await updateGrant(tx, organizationId, grantId, { properties: { ...locked.properties, ...remote } });
        await enqueueJob(tx, now, REVOKE_JOB, { grantId, compensate: true });
      }
      return;
    }
    if (isActive(locked)) return;
    const s = { ...subject, grant: locked };
    const properties = strategy.grantLocal
      ? await strategy.grantLocal(tx, now, s, remote)
      : { ...locked.properties, ...remote };
    const updated = await updateGrant(tx, organizationId, grantId, {
      grantedAt: now,
      revokedAt: null,
      error: null,
      properties,
      modifiedAt: now,
    });
    const first = locked.grantedAt === null;
    await recordGrantEvent(
      tx,
      now,
      first ? "benefit_grant.created" : "benefit_grant.updated",
      updated,
      s,
      first ? null : locked.properties,
    );
    await recordGrantSystemEvent(tx, now, "benefit.granted", updated, s);
    if (!subject.customer.deleted_at) {
      const email = await grantEmail(tx, ctx, now, { ...s, grant: updated }, properties);
      await queueEmail({ ...ctx, db: tx as unknown as Database }, GRANT_EMAIL_TEMPLATE, email);
    }
    await recordCustomerStateChanged(tx, now, locked.organizationId, locked.customerId);
  });
}

/**
 * The `benefit-grants.revoke` job: brings a grant whose target is `revoked` to revoked (remote
 * work first, then `revoked_at`, the type's database work, `benefit_grant.revoked` and
 * `customer.state_changed` in one transaction). Idempotent like runGrant; a regrant that
 * arrived meanwhile gets its remote work redone.
 */
export async function runRevoke(ctx: AppContext, grantId: string, opts: { compensate?: boolean } = {}) {
  const organizationId = await organizationOfGrant(ctx.db, grantId);
  if (!organizationId) return;
  const grant = await findOrgGrant(ctx.db, organizationId, grantId);
  if (grant?.target !== "revoked") return;
  if (grant.revokedAt && !opts.compensate) return;
  const subject = await loadSubject(ctx, grant);
  const strategy = strategyFor(subject.benefit.type);
  try {
    if (strategy.revokeRemote) await strategy.revokeRemote(subject);
  } catch (error) {
    return recordFailure(ctx, subject, error);
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const locked = await lockGrant(tx, organizationId, grantId);
    if (!locked) return;
    if (locked.target !== "revoked") {
      if (strategy.revokeRemote) await enqueueJob(tx, now, GRANT_JOB, { grantId, compensate: true });
      return;
    }
    if (locked.revokedAt) return;
    const s = { ...subject, grant: locked };
    const properties = strategy.revokeLocal ? await strategy.revokeLocal(tx, now, s) : locked.properties;
    const updated = await updateGrant(tx, organizationId, grantId, {
      revokedAt: now,
      error: null,
      properties,
      modifiedAt: now,
    });
    await recordGrantEvent(tx, now, "benefit_grant.revoked", updated, s, locked.properties);
    await recordGrantSystemEvent(tx, now, "benefit.revoked", updated, s);
    await recordCustomerStateChanged(tx, now, locked.organizationId, locked.customerId);
  });
}
