/** Runs `fn` for a warm-up, then `iterations` times sequentially; returns operations per second. */
export async function opsPerSecond(
  fn: () => Promise<unknown>,
  iterations: number,
  warmup = 200,
): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn();
  const started = performance.now();
  for (let i = 0; i < iterations; i++) await fn();
  return (iterations / (performance.now() - started)) * 1000;
}

/**
 * Operations per second of each path, measured in interleaved rounds (a, b, c, a, b, c, …) after
 * a warm-up of each, so that a burst of other work on the machine weighs on all paths alike
 * instead of on whichever ran during it.
 */
export async function compareOpsPerSecond(
  paths: { name: string; fn: () => Promise<unknown> }[],
  iterations: number,
  rounds = 20,
  warmup = 200,
): Promise<{ name: string; opsPerSec: number }[]> {
  for (const p of paths) for (let i = 0; i < warmup; i++) await p.fn();
  const spent = paths.map(() => 0);
  const perRound = Math.max(1, Math.round(iterations / rounds));
  for (let r = 0; r < rounds; r++) {
    for (const [k, p] of paths.entries()) {
      const started = performance.now();
      for (let i = 0; i < perRound; i++) await p.fn();
      spent[k]! += performance.now() - started;
    }
  }
  return paths.map((p, k) => ({ name: p.name, opsPerSec: ((perRound * rounds) / spent[k]!) * 1000 }));
}

export function report(rows: { name: string; opsPerSec: number }[], baseline: string) {
  const base = rows.find((r) => r.name === baseline)!.opsPerSec;
  for (const r of rows) {
    const ratio = r.opsPerSec / base;
    console.log(
      `${r.name.padEnd(44)} ${r.opsPerSec.toFixed(0).padStart(8)} ops/s   ${(1000 / r.opsPerSec).toFixed(3).padStart(8)} ms/op   ${ratio.toFixed(3)}x of ${baseline}`,
    );
  }
}

/** The `p`th percentile of `values` (nearest rank; sorts a copy). */
export function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
