/**
 * The environment `vite build` runs in: always production. Vite follows NODE_ENV, and a shell with
 * NODE_ENV=development would otherwise build React's development bundle (larger, slower, full of
 * warnings) and serve it as the product. `npm run dev:web` is the way to React's development mode.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function webBuildEnv(env) {
  return { ...env, NODE_ENV: "production" };
}
