/** Expires one open checkout once its 24 hours are over (payload `{checkoutId}`). */
export const EXPIRE_JOB = "checkouts.expire";
/** Finishes a confirmation whose process died between the charge and the order (payload `{checkoutId, attempt}`). */
export const RECONCILE_JOB = "checkouts.reconcile";
/** Settles, when a worker starts, every confirmation left unsettled by a process that died (no payload). */
export const RECOVER_JOB = "checkouts.recover";
