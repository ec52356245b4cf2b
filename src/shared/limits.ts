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

/** A percentage discount's `basis_points` (10000 = 100 %). */
export const DISCOUNT_BASIS_POINTS = { min: 1, max: 10_000 } as const;

/** A repeating discount's `duration_in_months`. */
export const DISCOUNT_DURATION_MONTHS = { min: 1, max: 999 } as const;

/** A discount code: 3 to 256 letters or digits. */
export const DISCOUNT_CODE_PATTERN = /^[a-zA-Z0-9]{3,256}$/;

/** A meter's name. */
export const METER_NAME_MIN = 3;

/** A string value of a meter filter clause. */
export const METER_FILTER_VALUE_MAX = 1000;

/** Events in one `POST /v1/events/ingest` batch (one transaction). */
export const EVENTS_PER_INGEST_MAX = 1000;

/** An event's name (Polar's limit). */
export const EVENT_NAME_MAX = 128;

/** An event's `external_id`, `parent_id` and `external_customer_id`. */
export const EVENT_REFERENCE_MAX = 256;
