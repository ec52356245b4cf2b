/**
 * `npm run bench -- <name>`: runs one benchmark. Each prints its figure, the figure of a
 * baseline measured in the same run on the same machine, and their ratio.
 * `npm run bench -- all` runs them all and prints one table (bench/all.ts).
 */
import { loadProductionReact } from "../src/server/lib/react-build.js";

const benches: Record<string, () => Promise<{ run: () => Promise<void> }>> = {
  "get-session": () => import("./get-session.js"),
  "token-auth": () => import("./token-auth.js"),
  "products-list": () => import("./products-list.js"),
  socket: () => import("./socket.js"),
  webhooks: () => import("./webhooks.js"),
  "meter-reads": () => import("./meter-reads.js"),
  checkout: () => import("./checkout.js"),
  renewals: () => import("./renewals.js"),
  ingest: () => import("./ingest.js"),
  metrics: () => import("./metrics.js"),
  lists: () => import("./lists.js"),
  "web-bundle": () => import("./web-bundle.js"),
  startup: () => import("./startup.js"),
};

// As `kassa serve` does, before any benchmark loads the app: React's production build.
loadProductionReact();

const benchName = process.argv[2];
if (benchName === "all") {
  const { runAll } = await import("./all.js");
  await runAll(Object.keys(benches));
} else {
  const load = benchName ? benches[benchName] : undefined;
  if (!load) {
    console.error(`Usage: npm run bench -- <name>|all\nBenchmarks: ${Object.keys(benches).join(", ")}`);
    process.exit(2);
  }
  const mod = await load();
  await mod.run();
}
