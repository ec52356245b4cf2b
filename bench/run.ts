/**
 * `npm run bench -- <name>`: runs one benchmark. Each prints its figure, the figure of a
 * baseline measured in the same run on the same machine, and their ratio.
 */
const benches: Record<string, () => Promise<{ run: () => Promise<void> }>> = {
  "get-session": () => import("./get-session.js"),
  "token-auth": () => import("./token-auth.js"),
  "products-list": () => import("./products-list.js"),
  webhooks: () => import("./webhooks.js"),
  "meter-reads": () => import("./meter-reads.js"),
  checkout: () => import("./checkout.js"),
  renewals: () => import("./renewals.js"),
  ingest: () => import("./ingest.js"),
  metrics: () => import("./metrics.js"),
};

const benchName = process.argv[2];
const load = benchName ? benches[benchName] : undefined;
if (!load) {
  console.error(`Usage: npm run bench -- <name>\nBenchmarks: ${Object.keys(benches).join(", ")}`);
  process.exit(2);
}
const mod = await load();
await mod.run();

export {};
