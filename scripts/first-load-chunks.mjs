/**
 * First-load chunks of the web build (vite.config.ts, scripts/build-web.mjs): each first page (the
 * dashboard's `/` and `/sign-in`, the hosted checkout, the customer portal) loads its code in a few
 * larger chunks rather than dozens of small ones (compressed together, the same code is smaller).
 *
 * The build runs twice. The first one writes, for every module some first page loads, the set of
 * first pages that load it, read from the chunks it produced (so after tree-shaking: only the
 * Mantine components a page really renders, not all that Mantine's index names). The second one
 * groups the modules by that set: a first page loads only chunks it needs in full, and what later
 * pages need (a menu, a chart, another route) is split as Rolldown splits it.
 *
 * Each page's entry module (`index.html`, which imports main.tsx) stays alone in its entry chunk:
 * grouped, it made a shared chunk import the dashboard's script, which then ran in the customer
 * portal (a1823f3; scripts/web-bundle-size.test.ts checks no chunk another page loads imports an
 * entry chunk). What only the portal or the checkout load first is grouped only if no later page
 * of the dashboard needs it, so dashboard pages do not fetch the portal's whole group.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { REACT } from "./chunk-names.mjs";

/** The first pages: the HTML each is served and the route modules it opens (their chunks load with it). */
export const FIRST_PAGES = [
  { name: "checkout", html: "checkout.html", routes: [] },
  {
    name: "dashboard",
    html: "index.html",
    routes: ["src/web/components/AppLayout.tsx", "src/web/pages/dashboard/Home.tsx"],
  },
  { name: "sign-in", html: "index.html", routes: ["src/web/pages/auth/SignIn.tsx"] },
  { name: "portal", html: "portal.html", routes: [] },
];

/**
 * Module id → the first pages that load it (`dashboard+sign-in`), from the chunks a build wrote.
 * Left out: React (its own chunk), Rolldown's and Vite's virtual modules, each page's own module
 * (a route's, the script an HTML page names) and what only one page loads and already sits in its
 * entry chunk.
 * @param {Record<string, any>} bundle what `generateBundle` is given
 * @param {(id: string) => readonly string[]} importers a module's importers
 * @returns {Record<string, string>}
 */
export function planFromBundle(bundle, importers) {
  /** @type {any[]} */
  const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  /** @param {string} end */
  const facade = (end) => {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${end}`));
    if (!chunk) throw new Error(`no chunk for ${end}`);
    return chunk;
  };
  /** @param {any} chunk @param {Set<any>} into */
  const closure = (chunk, into) => {
    if (into.has(chunk)) return;
    into.add(chunk);
    for (const file of chunk.imports) if (byFile.has(file)) closure(byFile.get(file), into);
  };
  // Entry modules (an HTML page's own module, which imports its script) and route modules stay
  // in their own chunk: a grouped chunk holding `index.html` would import the dashboard's script
  // (main.tsx) and run it wherever it is loaded, the customer portal included.
  const own = new Set(chunks.filter((c) => c.isEntry || c.isDynamicEntry).map((c) => c.facadeModuleId));
  for (const chunk of chunks)
    for (const id of chunk.moduleIds) if (importers(id).some((i) => i.endsWith(".html"))) own.add(id);
  const inEntry = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => c.moduleIds));
  /** @type {Map<string, Set<string>>} */
  const pages = new Map();
  for (const page of FIRST_PAGES) {
    const loaded = new Set();
    for (const start of [page.html, ...page.routes]) closure(facade(start), loaded);
    for (const chunk of loaded)
      for (const id of chunk.moduleIds) {
        if (REACT.test(id) || id.startsWith("\0") || own.has(id)) continue;
        pages.set(id, (pages.get(id) ?? new Set()).add(page.name));
      }
  }
  // What the dashboard's other pages (and what is fetched on use) load too.
  const firstRoutes = new Set(FIRST_PAGES.flatMap((p) => p.routes.map((r) => facade(r))));
  const later = new Set();
  for (const chunk of chunks) if (chunk.isDynamicEntry && !firstRoutes.has(chunk)) closure(chunk, later);
  const usedLater = new Set([...later].flatMap((c) => c.moduleIds));
  /** @type {Record<string, string>} */
  const plan = {};
  for (const [id, names] of pages) {
    if (names.size === 1 && inEntry.has(id)) continue;
    // What the portal or the checkout load first and the dashboard's other pages need as well
    // stays where Rolldown puts it: grouped, every dashboard page would fetch the portal's group.
    const dashboard = names.has("dashboard") || names.has("sign-in");
    if (!dashboard && usedLater.has(id)) continue;
    plan[id] = [...names].sort().join("+");
  }
  return plan;
}

/**
 * The Vite plugin of the first build: writes the plan to `file` once its chunks are known.
 * @param {string} file
 * @returns {import("vite").Plugin}
 */
export function writeChunkPlan(file) {
  return {
    name: "kassa-chunk-plan",
    apply: "build",
    generateBundle(_options, bundle) {
      writeFileSync(
        file,
        JSON.stringify(planFromBundle(bundle, (id) => this.getModuleInfo(id)?.importers ?? [])),
      );
    },
  };
}

/**
 * The second build's code-splitting group: one chunk per set of first pages, holding only the
 * modules of the plan (not their dependencies, which the plan places by their own set).
 * @param {string} file
 */
export function firstLoadGroup(file) {
  /** @type {Record<string, string>} */
  const plan = JSON.parse(readFileSync(file, "utf8"));
  return {
    name: (/** @type {string} */ id) => (plan[id] ? `first-${plan[id]}` : null),
    debugName: "first-load",
    priority: 5,
    includeDependenciesRecursively: false,
  };
}
