import { roundHalfAwayFromZero } from "../../../shared/money.js";

/** An exact decimal from SQL (`"-12.3400"`) as a fraction of integers. */
export interface Exact {
  n: bigint;
  d: bigint;
}

export const ZERO: Exact = { n: 0n, d: 1n };

export function exact(text: string | number): Exact {
  const s = String(text).trim();
  const [whole, fraction = ""] = s.split(".");
  const d = 10n ** BigInt(fraction.length);
  return { n: BigInt(`${whole}${fraction}`), d };
}

export function add(a: Exact, b: Exact): Exact {
  return a.d === b.d ? { n: a.n + b.n, d: a.d } : { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
}

/** `a / count`, rounded half away from zero to a whole minor unit (0 when count is 0). */
export function perUnit(a: Exact, count: number): number {
  if (count <= 0) return 0;
  return Number(roundHalfAwayFromZero(a.n, a.d * BigInt(count)));
}

/** The exact value rounded half away from zero to a whole minor unit. */
export function whole(a: Exact): number {
  return Number(roundHalfAwayFromZero(a.n, a.d));
}

/** `a / b` as a fraction (0 when b is 0): rates such as churn and conversion. */
export function rate(a: number, b: number): number {
  return b > 0 ? a / b : 0;
}
