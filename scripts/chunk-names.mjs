/** Naming of the web build's chunks (vite.config.ts): a shared chunk's name says what it holds. */

/** React, React DOM and their scheduler: the one vendor chunk every page loads. */
export const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * The package a module id belongs to (`@mantine/core`, `react-router`), or null for the app's own files.
 * @param {string} id
 * @returns {string | null}
 */
export function packageOf(id) {
  const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id.slice(id.lastIndexOf("node_modules")));
  return match ? match[1].replace("\\", "/") : null;
}

/**
 * The app folder a module id belongs to (`checkout-page`, `web-pages-orders`, `shared`).
 * @param {string} id
 * @returns {string | null}
 */
function folderOf(id) {
  const match = /[\\/]src[\\/](web[\\/]pages[\\/][^\\/]+|web[\\/][^\\/]+|[^\\/]+)[\\/]/.exec(id);
  return match ? match[1].replace(/[\\/]/g, "-") : null;
}

/**
 * A chunk's file name: a page's own chunk keeps its name (`OrdersPage`); a chunk shared between
 * pages is named after the packages or app folders it holds most modules of
 * (`shared-mantine-core+react-router`), so `countries-*.js` can no longer turn out to hold React DOM.
 * @param {{ name: string; isDynamicEntry?: boolean; moduleIds: readonly string[] }} chunk
 * @returns {string}
 */
export function chunkName(chunk) {
  if (chunk.isDynamicEntry || chunk.name === "react") return chunk.name;
  /** @type {Map<string, number>} */
  const weight = new Map();
  for (const id of chunk.moduleIds) {
    const owner = packageOf(id) ?? folderOf(id);
    if (owner) weight.set(owner, (weight.get(owner) ?? 0) + 1);
  }
  const top = [...weight.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 2)
    .map(([owner]) => owner.replace(/^@/, "").replace(/\//g, "-"));
  return top.length ? `shared-${top.join("+")}` : chunk.name;
}

/**
 * A CSS or other asset's file name; the stylesheet shared by the dashboard and the portal would
 * otherwise be named after a react-router module (`chunk-6KYCQHYJ`).
 * @param {{ names: readonly string[] }} asset
 * @returns {string}
 */
export function assetName(asset) {
  const name = asset.names[0] ?? "asset";
  return /^chunk-[A-Z0-9]+\.css$/.test(name)
    ? "assets/shared-styles-[hash][extname]"
    : "assets/[name]-[hash][extname]";
}
