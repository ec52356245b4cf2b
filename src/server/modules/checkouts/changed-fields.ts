import type { CheckoutRow, NewCheckoutRow } from "./repository.js";

/** Whether two column values are the same: dates by instant, JSON values (objects, arrays) by their text. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The columns of `next` whose values differ from `row` (the checkout as this transaction holds it,
 * locked): the UPDATE then writes only those, not the whole row again, which saves building and
 * sending every column. A JSON value whose text differs only in key order counts as changed
 * (written again, harmless).
 */
export function changedFields(row: CheckoutRow, next: Partial<NewCheckoutRow>): Partial<NewCheckoutRow> {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined) continue;
    if (!sameValue((row as Record<string, unknown>)[key], value)) patch[key] = value;
  }
  return patch as Partial<NewCheckoutRow>;
}
