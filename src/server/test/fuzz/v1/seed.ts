/** The fuzz seed: fixed, so every run sends the same requests; `FUZZ_SEED=n` explores others. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20260401);

/** A per-operation seed: adding a route changes no other route's variants. */
export function seedFor(key: string): number {
  let h = FUZZ_SEED >>> 0;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** No response may take longer than this. */
export const SLOW_MS = 5000;
