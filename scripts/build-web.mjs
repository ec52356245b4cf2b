// Builds the web app (the dashboard's index.html, the hosted checkout's checkout.html and the
// customer portal's portal.html) into dist/web. With --if-stale it does nothing when every page is newer than every source file (so
// `npm start` is quick after the first time).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { webBuildEnv } from "./web-build-env.mjs";

const root = new URL("..", import.meta.url).pathname;
const stamp = join(root, "dist/web/index.html");
const pages = [stamp, join(root, "dist/web/checkout.html"), join(root, "dist/web/portal.html")];

function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
}

if (process.argv.includes("--if-stale") && pages.every((p) => existsSync(p))) {
  const sources = [
    "src/web",
    "src/checkout-page",
    "src/portal-page",
    "src/shared",
    "index.html",
    "checkout.html",
    "portal.html",
    "vite.config.ts",
    "public",
    "package-lock.json",
  ];
  const latest = Math.max(
    ...sources.filter((s) => existsSync(join(root, s))).map((s) => newest(join(root, s))),
  );
  if (Math.min(...pages.map((p) => statSync(p).mtimeMs)) >= latest) process.exit(0);
}
console.log("Building the web app…");
execFileSync(process.execPath, [join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], {
  cwd: root,
  stdio: "inherit",
  env: webBuildEnv(process.env),
});
