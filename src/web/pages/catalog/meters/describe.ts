import type { Meter } from "../../../api/v1";

/** A meter in one line: "sum(tokens) · 2 conditions (and)". */
export function describeMeter(m: Meter): string {
  const agg = m.aggregation.func === "count" ? "count" : `${m.aggregation.func}(${m.aggregation.property})`;
  const n = m.filter.clauses.length;
  return `${agg} · ${n} ${n === 1 ? "condition" : "conditions"} (${m.filter.conjunction})`;
}
