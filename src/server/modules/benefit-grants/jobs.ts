import type { JobHandlers } from "../../jobs/registry.js";
import { GRANT_JOB, REVOKE_JOB, runGrant, runRevoke } from "./run.js";

/** Payload `{grantId, compensate?}`: both jobs are idempotent (see run.ts). */
export const benefitGrantJobs: JobHandlers = {
  [GRANT_JOB]: async (ctx, payload) => {
    await runGrant(ctx, String(payload.grantId), { compensate: payload.compensate === true });
  },
  [REVOKE_JOB]: async (ctx, payload) => {
    await runRevoke(ctx, String(payload.grantId), { compensate: payload.compensate === true });
  },
};
