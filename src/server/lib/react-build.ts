import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** React's entry points the server renders with (emails), each of which picks its build by NODE_ENV. */
const ENTRIES = ["react", "react/jsx-runtime", "react-dom", "react-dom/server"] as const;

/**
 * Loads React's production build for what the server renders (emails), whatever NODE_ENV says,
 * as the web build does: React chooses its build by NODE_ENV when first loaded, and its
 * development build (checks, warnings and a stack capture per element) made rendering a receipt
 * several times slower. NODE_ENV is set only while React's entry points load, then restored, so
 * nothing else sees it. Must run before anything loads React; `KASSA_REACT_DEVELOPMENT=1` keeps
 * the development build (its warnings, while writing templates). Returns the build in use.
 */
export function loadProductionReact(env: NodeJS.ProcessEnv = process.env): "production" | "development" {
  if (env.KASSA_REACT_DEVELOPMENT === "1" || env.KASSA_REACT_DEVELOPMENT === "true") return reactBuild();
  const before = Object.hasOwn(env, "NODE_ENV") ? env.NODE_ENV : undefined;
  env.NODE_ENV = "production";
  try {
    // ES imports of React (react-email's) find these in the CommonJS cache.
    for (const entry of ENTRIES) require(entry);
  } finally {
    if (before === undefined) delete env.NODE_ENV;
    else env.NODE_ENV = before;
  }
  return reactBuild();
}

/**
 * Which build of React's JSX runtime this process runs. Node's ES loader lists the file of the
 * build it did not choose in the module cache too (parsed for its exports, never run), so only a
 * file that ran counts.
 */
export function reactBuild(): "production" | "development" {
  const ran = (build: string) =>
    Object.entries(require.cache).some(
      ([file, module]) => module?.loaded && file.endsWith(`react-jsx-runtime.${build}.js`),
    );
  return ran("development") || !ran("production") ? "development" : "production";
}
