// Builds the web app (the dashboard's index.html, the hosted checkout's checkout.html and the
// customer portal's portal.html) into dist/web (or --out-dir <dir>), always for production whatever
// NODE_ENV says. With --if-stale it does nothing when every page is newer than every source file
// and the last build was a production one (so `npm start` is quick after the first time, and never
// serves a development build that a `NODE_ENV=development vite build` left behind).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { webBuildEnv } from "./web-build-env.mjs";

const root = new URL("..", import.meta.url).pathname;
const outArg = process.argv.indexOf("--out-dir");
const outDir = outArg > 0 ? process.argv[outArg + 1] : join(root, "dist/web");
const pages = ["index.html", "checkout.html", "portal.html"].map((p) => join(outDir, p));

/** The NODE_ENV the build in outDir was made with (vite.config.ts writes it), or null. */
function builtFor() {
  try {
    return JSON.parse(readFileSync(join(outDir, ".vite/kassa-build.json"), "utf8")).nodeEnv ?? null;
  } catch {
    return null;
  }
}

function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
}

if (process.argv.includes("--if-stale") && pages.every((p) => existsSync(p)) && builtFor() === "production") {
  const sources = [
    "src/web",
    "src/checkout-page",
    "src/portal-page",
    "src/shared",
    "index.html",
    "checkout.html",
    "portal.html",
    "vite.config.ts",
    "scripts/first-load-chunks.mjs",
    "public",
    "package-lock.json",
  ];
  const latest = Math.max(
    ...sources.filter((s) => existsSync(join(root, s))).map((s) => newest(join(root, s))),
  );
  if (Math.min(...pages.map((p) => statSync(p).mtimeMs)) >= latest) process.exit(0);
}
console.log("Building the web app…");
// Two passes (scripts/first-load-chunks.mjs): the first, into a scratch folder, finds which first
// pages load each module; the second groups the modules by it into the chunks that are served.
const vite = [join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn", "--emptyOutDir"];
const scratch = mkdtempSync(join(tmpdir(), "kassa-web-plan-"));
const plan = join(scratch, "chunk-plan.json");
try {
  execFileSync(process.execPath, [...vite, "--outDir", join(scratch, "out")], {
    cwd: root,
    stdio: "inherit",
    env: { ...webBuildEnv(process.env), KASSA_CHUNK_PLAN_OUT: plan },
  });
  execFileSync(process.execPath, [...vite, "--outDir", outDir], {
    cwd: root,
    stdio: "inherit",
    env: { ...webBuildEnv(process.env), KASSA_CHUNK_PLAN: plan },
  });
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
