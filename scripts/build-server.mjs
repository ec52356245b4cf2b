// Builds the server (src/server/main.ts and what it imports) into plain JavaScript with esbuild, so
// that `kassa` starts without compiling TypeScript: dist/server/<build>/main.mjs, its lazily loaded
// parts as chunks beside it, packages left to node_modules. dist/server/current.json names the
// build in use and the source files it was made from; the build is stale when one of them is newer.
//
//   node scripts/build-server.mjs             build now
//   node scripts/build-server.mjs --if-stale  build only when a source changed (what `kassa` does)
//
// Several processes may build at once (tests start many): each writes a directory of its own and
// then renames current.json into place, so a reader always finds a whole build.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const root = new URL("..", import.meta.url).pathname;
const outRoot = join(root, "dist/server");
const pointer = join(outRoot, "current.json");
/** Older builds kept beside the current one: a process started from one still loads its chunks. */
const KEEP_OLD = 3;
const KEEP_YOUNGER_MS = 60 * 60 * 1000;
/** Files that shape every build without being one of its inputs. */
const SETTINGS = ["scripts/build-server.mjs", "tsconfig.json", "package.json"];

export function readPointer() {
  try {
    return JSON.parse(readFileSync(pointer, "utf8"));
  } catch {
    return null;
  }
}

function mtime(file) {
  return statSync(join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? Number.POSITIVE_INFINITY;
}

/**
 * The entry of `current` (by default the build current.json names) when it is newer than every file
 * it was made from, else null.
 */
export function freshServerBuild(current = readPointer()) {
  if (!current?.entry || !Array.isArray(current.inputs)) return null;
  const entry = join(outRoot, current.entry);
  if (!existsSync(entry)) return null;
  for (const file of [...current.inputs, ...SETTINGS]) if (mtime(file) > current.startedAt) return null;
  return entry;
}

/** Builds the server now and makes it current; returns its entry file. */
export async function buildServer() {
  const { build } = await import("esbuild");
  const startedAt = Date.now();
  const id = `${startedAt.toString(36)}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const outdir = join(outRoot, id);
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: "src/server/main.ts" },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    packages: "external",
    outExtension: { ".js": ".mjs" },
    // Source maps for a debugger (`NODE_OPTIONS=--enable-source-maps` puts TypeScript lines in
    // stack traces); Node reads them only when asked.
    sourcemap: "linked",
    metafile: true,
    // Failures are thrown (the caller says what happened once); warnings are printed.
    logLevel: "silent",
  });
  for (const w of result.warnings) console.warn(`server build: ${w.text}`);
  const inputs = Object.keys(result.metafile.inputs).filter((f) => !f.includes("node_modules/"));
  mkdirSync(outRoot, { recursive: true });
  const next = `${pointer}.${id}`;
  writeFileSync(next, `${JSON.stringify({ entry: `${id}/main.mjs`, startedAt, inputs })}\n`);
  renameSync(next, pointer);
  removeOldBuilds(id);
  return join(outdir, "main.mjs");
}

/** Removes builds other than `current` beyond the newest KEEP_OLD, unless made in the last hour. */
function removeOldBuilds(current) {
  const builds = readdirSync(outRoot, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== current)
    .map((d) => ({ name: d.name, at: statSync(join(outRoot, d.name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of builds.slice(KEEP_OLD)) {
    if (Date.now() - old.at > KEEP_YOUNGER_MS)
      rmSync(join(outRoot, old.name), { recursive: true, force: true });
  }
}

/** The entry to run: the current build when fresh, else a new one. */
export async function serverEntry() {
  return freshServerBuild() ?? (await buildServer());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const entry = process.argv.includes("--if-stale") ? await serverEntry() : await buildServer();
  console.log(`Server build: ${entry.slice(root.length)}`);
}
