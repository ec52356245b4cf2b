import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { assetName, chunkName, REACT } from "./scripts/chunk-names.mjs";
import { firstLoadGroup, writeChunkPlan } from "./scripts/first-load-chunks.mjs";

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** In `vite` dev, `/checkout/<client_secret>` and `/<org>/portal…` open their entries, as the server does. */
const checkoutDevRoute: Plugin = {
  name: "kassa-checkout-dev-route",
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && /^\/checkout\/[^/?]/.test(req.url)) req.url = "/checkout.html";
      else if (req.url && /^\/[^/?]+\/portal(\/|\?|$)/.test(req.url)) req.url = "/portal.html";
      next();
    });
  },
};

/**
 * Writes .vite/kassa-build.json with the NODE_ENV the bundle was built for (Vite follows it: a
 * development one ships React's development build). scripts/build-web.mjs rebuilds when it is not
 * "production".
 */
const buildStamp: Plugin = {
  name: "kassa-build-stamp",
  apply: "build",
  generateBundle() {
    const nodeEnv = process.env.NODE_ENV ?? "production";
    this.emitFile({
      type: "asset",
      fileName: ".vite/kassa-build.json",
      source: `${JSON.stringify({ nodeEnv })}\n`,
    });
  },
};

/**
 * React Router 7's package exports point every bundler at its development build (warnings on,
 * remix-run/react-router#14102); its production build sits next to it. The production web build
 * takes that one (the same code without the dev warnings); `vite` dev keeps the default.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(import.meta.resolve("react-router").replace("/development/", "/production/")),
};

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    checkoutDevRoute,
    buildStamp,
    ...(process.env.KASSA_CHUNK_PLAN_OUT ? [writeChunkPlan(process.env.KASSA_CHUNK_PLAN_OUT)] : []),
  ],
  resolve: { alias: command === "build" ? [reactRouterProduction] : [] },
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Three pages: the dashboard app, the hosted checkout and the customer portal; the last two
    // load none of the dashboard's code.
    // dist/web/.vite/manifest.json: each entry's and chunk's imports, read by bench/web-bundle.ts
    // and the bundle-size test to add up what a page loads first.
    manifest: true,
    rolldownOptions: {
      input: { main: page("./index.html"), checkout: page("./checkout.html"), portal: page("./portal.html") },
      output: {
        // React and React DOM, which every page needs, in one long-cached chunk; the other shared
        // chunks are named for what they hold (scripts/chunk-names.mjs) rather than after one of their modules.
        codeSplitting: {
          groups: [
            { name: "react", test: REACT, priority: 10 },
            ...(process.env.KASSA_CHUNK_PLAN ? [firstLoadGroup(process.env.KASSA_CHUNK_PLAN)] : []),
          ],
        },
        chunkFileNames: (chunk) => `assets/${chunkName(chunk)}-[hash].js`,
        assetFileNames: assetName,
      },
    },
  },
  server: { proxy: { "/api": "http://localhost:3000", "/v1": "http://localhost:3000" } },
}));
