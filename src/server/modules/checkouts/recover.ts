import type { AppContext } from "../../context.js";
import { enqueueJob } from "../../jobs/queue.js";
import { RECONCILE_AFTER_MS } from "./confirm.js";
import { RECOVER_JOB } from "./job-names.js";
import { staleConfirmations } from "./repository.js";
import { settleAttempt } from "./settle.js";

/** How many unsettled confirmations one recovery pass looks at (the reconcile jobs cover the rest). */
const RECOVERY_BATCH = 1000;
/** How many of them it settles at once. */
const RECOVERY_CONCURRENCY = 4;

/**
 * Settles every confirmation older than the reconcile delay that is still `confirmed`: a confirm
 * request that died with its process (and, with it, a reconcile job it was running, whose lease
 * would otherwise hold it for minutes). Each settlement replays the attempt's charge key, so an
 * attempt that a live process is still settling is charged once and fulfilled once. Returns how
 * many it settled; one that fails (a processor outage) is left to its reconcile job.
 */
export async function settleStaleConfirmations(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - RECONCILE_AFTER_MS);
  const stale = await staleConfirmations(ctx.db, before, RECOVERY_BATCH);
  let settled = 0;
  let next = 0;
  const lane = async () => {
    while (next < stale.length) {
      const { organizationId, id, attempt } = stale[next++]!;
      try {
        const result = await settleAttempt(ctx, organizationId, id, attempt);
        if (result.outcome !== "settled") settled++;
      } catch (error) {
        ctx.logger.warn(
          { checkoutId: id, attempt, err: String(error) },
          "could not settle a confirmation yet",
        );
      }
    }
  };
  await Promise.all(Array.from({ length: RECOVERY_CONCURRENCY }, lane));
  if (stale.length) ctx.logger.info({ found: stale.length, settled }, "recovered unsettled confirmations");
  return settled;
}

/** Run by each worker as it starts: one recovery pass, now. */
export async function scheduleRecovery(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction((tx) => enqueueJob(tx, now, RECOVER_JOB, {}));
}
