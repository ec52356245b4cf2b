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
 * the development build (its warnings, while writing templates). Nothing else may run while it
 * loads (call it first, at start-up). Returns the build in use.
 */
export async function loadProductionReact(
  env: NodeJS.ProcessEnv = process.env,
): Promise<"production" | "development"> {
  if (env.KASSA_REACT_DEVELOPMENT === "1" || env.KASSA_REACT_DEVELOPMENT === "true") return reactBuild();
  const before = Object.hasOwn(env, "NODE_ENV") ? env.NODE_ENV : undefined;
  env.NODE_ENV = "production";
  try {
    // Both module systems: a CommonJS require and an ES import of one file are separate
    // instances under a loader (tsx), and each reads NODE_ENV when it first runs.
    for (const entry of ENTRIES) require(entry);
    for (const entry of ENTRIES) await import(entry);
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
