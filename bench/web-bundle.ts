/**
 * `npm run bench -- web-bundle`: builds the web app into a temporary folder (or reads
 * BENCH_WEB_DIST, e.g. dist/web) and prints, per page, the gzip bytes of the JS its first paint
 * needs (the HTML's script and modulepreload tags and their static imports by Vite's manifest;
 * for the dashboard, plus the chunk of the route it opens), against its budget and the figure
 * before the split (76e9b77). Sizes, not timings: the same on any machine.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { firstLoad, KB, PAGES, readManifest } from "../scripts/web-bundle-size.js";
import { summary } from "./measure.js";

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export async function run() {
  const given = process.env.BENCH_WEB_DIST;
  const dist = given || mkdtempSync(join(tmpdir(), "kassa-web-bench-"));
  try {
    if (!given) {
      const root = new URL("..", import.meta.url).pathname;
      execFileSync(process.execPath, [join(root, "scripts/build-web.mjs"), "--out-dir", dist], {
        cwd: root,
        stdio: "inherit",
      });
    }
    const manifest = readManifest(dist);
    console.log(`first-load JS, gzip (zlib default level), KB = 1,000 bytes; built in ${dist}`);
    for (const page of PAGES) {
      const load = firstLoad(dist, page, manifest);
      const budget = page.budget === null ? "no budget" : `budget ${kb(page.budget)}`;
      const verdict =
        page.budget === null ? "" : load.gzip <= page.budget ? "  within budget" : "  OVER BUDGET";
      console.log(
        `${page.name.padEnd(30)} ${kb(load.gzip).padStart(9)}   ${budget.padEnd(17)} before ${kb(page.before).padStart(9)}   ${(load.gzip / page.before).toFixed(3)}x of before${verdict}`,
      );
      summary({
        bench: "web-bundle",
        path: `${page.name}, first-load JS gzip`,
        figure: `${kb(load.gzip)}${page.budget === null ? "" : ` (budget ${kb(page.budget)})`}`,
        ratio: load.gzip / page.before,
        baseline: `before (${kb(page.before)})`,
        ...(page.budget === null
          ? {}
          : { target: { max: page.budget / page.before, text: `≤ ${kb(page.budget)}` } }),
      });
      for (const f of load.files.slice(0, 6)) console.log(`    ${kb(f.gzip).padStart(9)}  ${f.file}`);
      if (load.files.length > 6) console.log(`    … ${load.files.length - 6} more files`);
    }
  } finally {
    if (!given) rmSync(dist, { recursive: true, force: true });
  }
}
