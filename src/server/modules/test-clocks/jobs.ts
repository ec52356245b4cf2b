import type { JobHandlers } from "../../jobs/registry.js";
import { ADVANCE_JOB, runAdvance } from "./advance.js";

/** Test clock jobs: one advance per clock and target time. */
export const testClockJobs: JobHandlers = {
  [ADVANCE_JOB]: async (ctx, payload) => {
    await runAdvance(ctx, String(payload.testClockId), new Date(String(payload.frozenTime)));
  },
};
