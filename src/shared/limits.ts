/**
 * Input limits the server's zod schemas enforce and the dashboard's forms check before sending.
 * Pure values, imported by both sides so a form cannot drift from the rule it mirrors.
 */

/** Largest 32-bit signed integer: counts, limits and caps stored in integer columns. */
export const INT32_MAX = 2_147_483_647;

/** A product's name. */
export const PRODUCT_NAME = { min: 3, max: 64 } as const;

/** A recurring product's `recurring_interval_count` (every 1 to 999 intervals). */
export const RECURRING_INTERVAL_COUNT = { min: 1, max: 999 } as const;

/** A benefit's description (shown on products having the benefit). */
export const BENEFIT_DESCRIPTION = { min: 3, max: 42 } as const;
