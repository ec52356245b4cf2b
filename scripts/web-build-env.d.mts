/** The environment `vite build` runs in: always production (see web-build-env.mjs). */
export function webBuildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
