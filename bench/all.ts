/**
 * `npm run bench -- all`: runs every benchmark, one at a time, each in its own process (so one's
 * heap, connections and JIT state do not weigh on the next), shows each one's output as it runs,
 * then prints one Markdown table of the rows the benchmarks reported with `summary()`: path,
 * figure, same-run ratio to its baseline, the aim and whether it was met. `BENCH_ONLY=a,b` runs a
 * subset; a benchmark that fails is listed as failed and the others still run.
 */
import { spawn } from "node:child_process";
import { SUMMARY_MARKER, type SummaryRow } from "./measure.js";

function runOne(name: string): Promise<{ rows: SummaryRow[]; ok: boolean; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", new URL("./run.ts", import.meta.url).pathname, name],
      {
        env: { ...process.env, BENCH_SUMMARY: "1" },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    const rows: SummaryRow[] = [];
    let buffered = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        if (line.startsWith(SUMMARY_MARKER))
          rows.push(JSON.parse(line.slice(SUMMARY_MARKER.length)) as SummaryRow);
        else process.stdout.write(`  ${line}\n`);
      }
    });
    child.on("close", (code) => resolve({ rows, ok: code === 0, seconds: (Date.now() - started) / 1000 }));
  });
}

const met = (row: SummaryRow) => {
  if (!row.target) return "";
  const { min, max } = row.target;
  const ok = (min === undefined || row.ratio >= min) && (max === undefined || row.ratio <= max);
  return ok ? "yes" : "**no**";
};

export async function runAll(names: string[]) {
  const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
  const selected = only ? names.filter((n) => only.includes(n)) : names;
  const table: SummaryRow[] = [];
  const failed: string[] = [];
  for (const name of selected) {
    console.log(`\n## ${name}`);
    const result = await runOne(name);
    console.log(`  (${result.seconds.toFixed(0)} s${result.ok ? "" : ", FAILED"})`);
    if (!result.ok) failed.push(name);
    table.push(...result.rows);
  }
  const cell = (s: string) => s.replace(/\|/g, "\\|");
  console.log(
    `\n# npm run bench -- all (${new Date().toISOString().slice(0, 10)}, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})\n`,
  );
  console.log("| bench | path | figure | ratio | to | aim | met |");
  console.log("|---|---|---|---|---|---|---|");
  for (const row of table) {
    console.log(
      `| ${row.bench} | ${cell(row.path)} | ${cell(row.figure)} | ${row.ratio.toFixed(3)}× | ${cell(row.baseline)} | ${row.target?.text ?? ""} | ${met(row)} |`,
    );
  }
  for (const name of failed) console.log(`| ${name} | failed (see its output above) | | | | | **no** |`);
  if (failed.length > 0) process.exitCode = 1;
}
