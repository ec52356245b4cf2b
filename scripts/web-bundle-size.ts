/**
 * What each page of the built web app (dist/web) loads first, in gzip bytes: the HTML's module
 * script and modulepreload tags, and everything they import statically by Vite's manifest
 * (dist/web/.vite/manifest.json), plus, for the dashboard, the chunks of the route it opens (its
 * layouts and its page, which React Router fetches side by side) and what they import statically.
 * Chunks fetched later (a menu on first use, a chart once data is there) are not counted.
 * Read by bench/web-bundle.ts and the bundle budget test; deterministic (no timing).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { FIRST_PAGES } from "./first-load-chunks.mjs";

const routesOf = (name: string) => FIRST_PAGES.find((p) => p.name === name)!.routes;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A page's first load: the HTML it is served, and the sources of the route chunks it opens, if any. */
export interface PageSpec {
  name: string;
  html: string;
  routes?: string[];
  /** The target, in gzip bytes of JS (null: none set). */
  budget: number | null;
  /** What the bundle test enforces now: the budget where it is met, else the current size (no regression). */
  ceiling: number;
  /** The figure at 76e9b77, before pages were split (same measure). */
  before: number;
}

/** KB here are 1,000 bytes of gzip at zlib's default level (what a server's compression sends). */
export const KB = 1000;

export const PAGES: PageSpec[] = [
  { name: "checkout page", html: "checkout.html", budget: 100 * KB, ceiling: 100 * KB, before: 123_585 },
  {
    name: "dashboard first page (/)",
    html: "index.html",
    routes: routesOf("dashboard"),
    budget: 150 * KB,
    ceiling: 149 * KB,
    before: 349_510,
  },
  {
    name: "dashboard sign-in (/sign-in)",
    html: "index.html",
    routes: routesOf("sign-in"),
    budget: 150 * KB,
    ceiling: 150 * KB,
    before: 349_510,
  },
  { name: "customer portal", html: "portal.html", budget: null, ceiling: 240 * KB, before: 223_132 },
];

export function readManifest(dist: string): Manifest {
  const path = join(dist, ".vite/manifest.json");
  if (!existsSync(path)) throw new Error(`${path} is missing: build the web app (npm run build)`);
  return JSON.parse(readFileSync(path, "utf8")) as Manifest;
}

/** The `/assets/…` files an HTML page names in `<script type="module" src>` and `<link rel="modulepreload">`. */
export function htmlScripts(html: string): string[] {
  const out: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const module = /^<script/.test(tag) && /type="module"/.test(tag);
    const preload = /^<link/.test(tag) && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="\/([^"]+\.js)"/.exec(tag)?.[1];
    if ((module || preload) && url) out.push(url);
  }
  return out;
}

/** A chunk's file and every file it imports statically, transitively (what loads with it). */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

export function gzipSize(path: string): number {
  return gzipSync(readFileSync(path)).length;
}

export interface FirstLoad {
  files: { file: string; gzip: number }[];
  gzip: number;
}

/** The JS a page needs for its first paint, file by file, with gzip bytes. */
export function firstLoad(
  dist: string,
  spec: Pick<PageSpec, "html" | "routes">,
  manifest = readManifest(dist),
): FirstLoad {
  const files = new Set(htmlScripts(readFileSync(join(dist, spec.html), "utf8")));
  staticClosure(manifest, spec.html, files);
  for (const route of spec.routes ?? []) staticClosure(manifest, route, files);
  const rows = [...files].map((file) => ({ file, gzip: gzipSize(join(dist, file)) }));
  rows.sort((a, b) => b.gzip - a.gzip);
  return { files: rows, gzip: rows.reduce((sum, r) => sum + r.gzip, 0) };
}

/**
 * Every chunk a page's entry can load, statically or on demand (its own file included), short of
 * other pages' entry chunks (what those load is theirs).
 */
export function reachable(
  manifest: Manifest,
  entry: string,
  key = entry,
  into = new Set<string>(),
): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  const chunk = manifest[key];
  if (key !== entry && chunk?.isEntry) return into;
  for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])])
    reachable(manifest, entry, next, into);
  return into;
}

/**
 * Chunks that import an entry chunk (a page's script) while another page can load them: loading
 * such a chunk runs that page's script on the wrong page (the dashboard drawn over the customer
 * portal). A page's own lazy chunks may import its entry; it has already run there. Returns
 * `chunk -> entry (loaded by page)` lines, empty when there are none.
 */
export function foreignEntryImports(manifest: Manifest): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loadedBy = new Map(entries.map((entry) => [entry, reachable(manifest, entry)]));
  const out: string[] = [];
  for (const [key, chunk] of Object.entries(manifest))
    for (const imported of chunk.imports ?? []) {
      if (!manifest[imported]?.isEntry) continue;
      for (const page of entries)
        if (page !== imported && loadedBy.get(page)!.has(key))
          out.push(`${key} -> ${imported} (loaded by ${page})`);
    }
  return out;
}
