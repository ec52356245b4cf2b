import type { Executor } from "../../../db/types.js";
import { getSellerSettings } from "../../organizations/service.js";
import {
  type ClockScope,
  earliestRetryDue,
  pastDueWithBenefits,
  retriesClaimedUnsettled,
  retriesDue,
} from "../renewal/repository.js";
import { graceDeadline } from "./settle.js";

/** A past_due subscription with dunning work due at `at`. */
export interface DunningDue {
  id: string;
  at: Date;
}

/**
 * Past_due subscriptions whose benefits are still granted, each with the instant its seller's
 * `benefit_revocation_grace_period` runs out (settings read per organization, in memory: the
 * grace period is a JSON setting, and past_due subscriptions are few).
 */
async function graceDeadlines(db: Executor, scope: ClockScope, upTo: Date): Promise<DunningDue[]> {
  const rows = await pastDueWithBenefits(db, scope);
  const graceByOrg = new Map<string, number>();
  const due: DunningDue[] = [];
  for (const row of rows) {
    let grace = graceByOrg.get(row.org);
    if (grace === undefined) {
      grace = (await getSellerSettings({ db }, row.org)).benefit_revocation_grace_period;
      graceByOrg.set(row.org, grace);
    }
    const at = graceDeadline(row.pastDueAt!, grace);
    if (at <= upTo) due.push({ id: row.id, at });
  }
  return due;
}

/**
 * The dunning work due at or before `upTo` for the subscriptions of the scope (a test clock, or
 * real time): payment retries and grace-period revocations, earliest first, one entry per
 * subscription and instant.
 */
export async function dunningDue(db: Executor, scope: ClockScope, upTo: Date): Promise<DunningDue[]> {
  const retries = (await retriesDue(db, scope, upTo)).map((r) => ({ id: r.id, at: r.at! }));
  const all = [...retries, ...(await graceDeadlines(db, scope, upTo))];
  return all.sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
}

/** The earliest dunning instant at or before `upTo` of the scope, or null. */
export async function nextDunningAt(db: Executor, scope: ClockScope, upTo: Date): Promise<Date | null> {
  const retry = await earliestRetryDue(db, scope, upTo);
  const grace = await graceDeadlines(db, scope, upTo);
  const times = [...(retry ? [retry] : []), ...grace.map((g) => g.at)];
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}

/**
 * Past_due subscriptions with a retry claimed and never settled (the process died between the
 * claim and the settlement): running their dunning step again finishes that retry with the same
 * idempotency key. The job runner retries those jobs on real time; a test clock's advance calls
 * this through `runDueWork`.
 */
export function retriesInFlight(db: Executor, scope: ClockScope): Promise<string[]> {
  return retriesClaimedUnsettled(db, scope);
}
