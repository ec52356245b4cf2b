import { roundHalfAwayFromZero } from "../../../../shared/money.js";

export interface ProrationInput {
  /** What the current plan costs for one full period after the discount, minor units (the price's tax terms). */
  oldNet: number;
  /** The same for the new plan. */
  newNet: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}

export interface Proration {
  /** Whole seconds left in the period at `now` (0 at or after its end, the whole period at or before its start). */
  remainingSeconds: number;
  /** Whole seconds of the period. */
  totalSeconds: number;
  /** The unused time of the current plan, given back: ≤ 0. */
  credit: number;
  /** The remaining time on the new plan: ≥ 0 for a non-negative price. */
  debit: number;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * The proration of a plan change at `now` inside [periodStart, periodEnd): the fraction of the
 * period left is `remaining / total` in whole seconds, and
 *
 *   credit = −round(oldNet × remaining / total)   debit = round(newNet × remaining / total)
 *
 * each product computed on integers (BigInt) and rounded once, half away from zero (src/shared/money.ts).
 */
export function prorate(input: ProrationInput): Proration {
  for (const [name, value] of [
    ["oldNet", input.oldNet],
    ["newNet", input.newNet],
  ] as const) {
    if (!Number.isSafeInteger(value))
      throw new RangeError(`prorate: ${name} must be an integer, got ${value}`);
  }
  const totalSeconds = seconds(input.periodEnd.getTime() - input.periodStart.getTime());
  if (totalSeconds <= 0) return { remainingSeconds: 0, totalSeconds: 0, credit: 0, debit: 0 };
  const left = seconds(input.periodEnd.getTime() - input.now.getTime());
  const remainingSeconds = Math.min(totalSeconds, Math.max(0, left));
  const part = (amount: number) =>
    roundHalfAwayFromZero(BigInt(amount) * BigInt(remainingSeconds), BigInt(totalSeconds));
  return {
    remainingSeconds,
    totalSeconds,
    credit: Number(-part(input.oldNet)),
    debit: Number(part(input.newNet)),
  };
}
