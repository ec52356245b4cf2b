import type { JobHandlers } from "../../jobs/registry.js";
import { deliverEmail } from "./service.js";

export const emailJobs: JobHandlers = {
  "email.send": async (ctx, payload) => {
    await deliverEmail(ctx, String(payload.emailId));
  },
};
