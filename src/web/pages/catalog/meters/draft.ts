import { INT32_MAX, METER_FILTER_VALUE_MAX, METER_NAME_MIN } from "../../../../shared/limits";
import type { Aggregation, Filter, FilterClause, FilterOperator, Meter } from "../../../api/v1";
import { parseInteger } from "../shared/formErrors";

export type ValueType = "string" | "number" | "boolean";
export interface ClauseDraft {
  kind: "clause";
  key: string;
  property: string;
  operator: FilterOperator;
  value: string;
  valueType: ValueType;
}
export interface GroupDraft {
  kind: "group";
  key: string;
  conjunction: "and" | "or";
  clauses: (ClauseDraft | GroupDraft)[];
}
export type AggFunc = "count" | "sum" | "max" | "min" | "avg" | "unique";

export interface MeterDraft {
  name: string;
  filter: GroupDraft;
  func: AggFunc;
  property: string;
}

let seq = 0;
const key = () => `f${++seq}`;

export const newClause = (): ClauseDraft => ({
  kind: "clause",
  key: key(),
  property: "name",
  operator: "eq",
  value: "",
  valueType: "string",
});
export const newGroup = (withClause = true): GroupDraft => ({
  kind: "group",
  key: key(),
  conjunction: "and",
  clauses: withClause ? [newClause()] : [],
});

export const emptyMeter = (): MeterDraft => ({ name: "", filter: newGroup(), func: "count", property: "" });

function groupFrom(f: Filter): GroupDraft {
  return {
    kind: "group",
    key: key(),
    conjunction: f.conjunction,
    clauses: f.clauses.map((c) =>
      "clauses" in c
        ? groupFrom(c)
        : {
            kind: "clause" as const,
            key: key(),
            property: c.property,
            operator: c.operator,
            value: String(c.value),
            valueType: (typeof c.value === "number"
              ? "number"
              : typeof c.value === "boolean"
                ? "boolean"
                : "string") as ValueType,
          },
    ),
  };
}

export function fromMeter(m: Meter): MeterDraft {
  return {
    name: m.name,
    filter: groupFrom(m.filter),
    func: m.aggregation.func,
    property: "property" in m.aggregation ? m.aggregation.property : "",
  };
}

type Errors = Record<string, string>;

function groupPayload(g: GroupDraft, path: string, errors: Errors): Filter {
  return {
    conjunction: g.conjunction,
    clauses: g.clauses.map((c, i) => {
      const at = `${path}.clauses.${i}`;
      if (c.kind === "group") return groupPayload(c, at, errors);
      if (!c.property.trim()) errors[`${at}.property`] = "Required";
      let value: FilterClause["value"] = c.value;
      if (c.valueType === "number") {
        const n = parseInteger(c.value);
        if (n == null || Math.abs(n) > INT32_MAX) errors[`${at}.value`] = "A whole number";
        value = n ?? 0;
      } else if (c.valueType === "boolean") {
        value = c.value === "true";
      } else if (c.value.length > METER_FILTER_VALUE_MAX) {
        errors[`${at}.value`] = `At most ${METER_FILTER_VALUE_MAX} characters`;
      }
      return { property: c.property.trim(), operator: c.operator, value };
    }),
  };
}

export function toPayload(d: MeterDraft) {
  const errors: Errors = {};
  const name = d.name.trim();
  if (name.length < METER_NAME_MIN) errors.name = `At least ${METER_NAME_MIN} characters`;
  const filter = groupPayload(d.filter, "filter", errors);
  let aggregation: Aggregation = { func: "count" };
  if (d.func !== "count") {
    if (!d.property.trim()) errors["aggregation.property"] = "Which event property to aggregate";
    aggregation = { func: d.func, property: d.property.trim() };
  }
  return { body: { name, filter, aggregation }, errors };
}
