import type { MetricsResult } from "./service.js";

/** `GET /v1/metrics/export`: one CSV row per period, `timestamp` then one column per metric. */
export function metricsCsv(result: MetricsResult): string {
  const slugs = Object.keys(result.metrics);
  const lines = [["timestamp", ...slugs].join(",")];
  for (const p of result.periods)
    lines.push([p.timestamp, ...slugs.map((s) => String(p[s] ?? ""))].join(","));
  return `${lines.join("\r\n")}\r\n`;
}
