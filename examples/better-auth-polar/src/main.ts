import { serve } from "@hono/node-server";
import { createApp } from "./app.js";
import { createAuth } from "./auth.js";
import { loadConfig } from "./config.js";

const config = loadConfig();
const app = createApp(config, createAuth(config));
serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
  console.log(`Acme Notes listening on ${config.appUrl} (Kassa at ${config.kassaUrl})`);
});
