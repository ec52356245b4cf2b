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

/**
 * Prints each path's operations per second and its ratio to `baseline`; with `targets` (the aim
 * of a path's ratio, by name), also a row of `npm run bench -- all`'s table for each such path.
 */
export function report(
  rows: { name: string; opsPerSec: number }[],
  baseline: string,
  targets: Record<string, { min: number }> = {},
) {
  const base = rows.find((r) => r.name === baseline)!.opsPerSec;
  for (const r of rows) {
    const ratio = r.opsPerSec / base;
    console.log(
      `${r.name.padEnd(44)} ${r.opsPerSec.toFixed(0).padStart(8)} ops/s   ${(1000 / r.opsPerSec).toFixed(3).padStart(8)} ms/op   ${ratio.toFixed(3)}x of ${baseline}`,
    );
    const target = targets[r.name];
    if (target) {
      summary({
        bench: process.argv[2] ?? "",
        path: r.name,
        figure: `${r.opsPerSec.toFixed(0)} ops/s, ${(1000 / r.opsPerSec).toFixed(2)} ms`,
        ratio,
        baseline,
        target: { min: target.min, text: `≥ ${target.min}×` },
      });
    }
  }
}

/** The `p`th percentile of `values` (nearest rank; sorts a copy). */
export function pct(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** One row of `npm run bench -- all`'s table. */
export interface SummaryRow {
  /** The benchmark's name (`npm run bench -- <bench>`). */
  bench: string;
  /** What was measured. */
  path: string;
  /** The figure, with its unit (for example "1,234 ops/s, p99 12.3 ms"). */
  figure: string;
  /** The same-run ratio to the baseline. */
  ratio: number;
  /** What the ratio is to. */
  baseline: string;
  /** The aim, for example "≥ 0.25×" (met or not is printed by the table). */
  target?: { min?: number; max?: number; text: string };
}

/** The marker of a summary line on a benchmark's output (read by `npm run bench -- all`). */
export const SUMMARY_MARKER = "BENCH-SUMMARY ";

/**
 * Prints one row for `npm run bench -- all` (a line of JSON after a marker), only when that
 * runner asked for it (`BENCH_SUMMARY=1`); a benchmark run alone prints its own figures.
 */
export function summary(row: SummaryRow): void {
  if (process.env.BENCH_SUMMARY === "1") console.log(SUMMARY_MARKER + JSON.stringify(row));
}
