import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  plugins: [react(), checkoutDevRoute],
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Three pages: the dashboard app, the hosted checkout and the customer portal; the last two
    // load none of the dashboard's code.
    rollupOptions: {
      input: { main: page("./index.html"), checkout: page("./checkout.html"), portal: page("./portal.html") },
    },
  },
  server: { proxy: { "/api": "http://localhost:3000", "/v1": "http://localhost:3000" } },
});
