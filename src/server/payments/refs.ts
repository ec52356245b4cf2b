import { isUuid } from "../lib/ids.js";

/** Processor references: a Stripe-like prefix and the row's UUID (`pm_0190…`). */
export type RefPrefix = "cus" | "pm" | "ch" | "re";

export function toRef(prefix: RefPrefix, id: string): string {
  return `${prefix}_${id}`;
}

/** The UUID inside a reference of the given kind, or null when it is not one. */
export function fromRef(prefix: RefPrefix, ref: unknown): string | null {
  if (typeof ref !== "string" || !ref.startsWith(`${prefix}_`)) return null;
  const id = ref.slice(prefix.length + 1);
  return isUuid(id) ? id.toLowerCase() : null;
}
