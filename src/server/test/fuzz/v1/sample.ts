import type { Rng } from "./rng.js";
import { type JsonSchema, type OpenApiDocument, resolve, typesOf } from "./schema.js";

/** Ids (and client secrets) of real objects made before fuzzing, by resource: `product`, `checkout_link`, … */
export type Fixtures = Record<string, string>;

/** `product_id` → `product`, `products` → `product`, `benefit_ids` → `benefit`, `organizationId` → `organization`. */
export function resourceOf(name: string): string {
  return name
    .replace(/_ids?$/, "")
    .replace(/(?<=[a-z])Ids?$/, "")
    .replace(/-/g, "_")
    .replace(/ies$/, "y")
    .replace(/s$/, "");
}

/** A real id for a field or parameter named `name`, or an unknown UUID when none was made. */
export function idFor(fixtures: Fixtures, name: string, rng: Rng): string {
  return fixtures[resourceOf(name)] ?? rng.uuid();
}

/**
 * A value that satisfies the schema as far as its shape says (required properties only, the
 * first enum value, the first member of a union, real ids for `*_id` fields), so a variant that
 * breaks one field of it reaches that field's validation and the handler behind it.
 */
export function sampleValue(
  doc: OpenApiDocument,
  raw: JsonSchema | undefined,
  name: string,
  fixtures: Fixtures,
  rng: Rng,
  depth = 0,
): unknown {
  const s = resolve(doc, raw);
  if (depth > 8) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const union = s.oneOf ?? s.anyOf;
  if (union?.length) return sampleValue(doc, union[0], name, fixtures, rng, depth + 1);
  if (s.allOf?.length) {
    return Object.assign({}, ...s.allOf.map((p) => sampleValue(doc, p, name, fixtures, rng, depth + 1)));
  }
  const [type] = typesOf(s);
  if (type === "object" || (!type && s.properties)) {
    const out: Record<string, unknown> = {};
    for (const key of s.required ?? []) {
      out[key] = sampleValue(doc, s.properties?.[key], key, fixtures, rng, depth + 1);
    }
    return out;
  }
  if (type === "array") return [sampleValue(doc, s.items, name, fixtures, rng, depth + 1)];
  if (type === "integer" || type === "number") {
    return typeof s.example === "number" ? s.example : (s.minimum ?? 1);
  }
  if (type === "boolean") return true;
  if (type === "string") {
    const known = fixtures[resourceOf(name)];
    if (known) return known;
    if (s.format === "uuid") return idFor(fixtures, name, rng);
    if (s.format === "email") return "fuzz@example.com";
    if (s.format === "uri") return "https://example.com/fuzz";
    if (s.format === "date-time") return "2026-06-01T00:00:00Z";
    if (s.format === "date") return "2026-06-01";
    if (typeof s.example === "string") return s.example;
    return "fuzz".padEnd(s.minLength ?? 0, "z");
  }
  if (Array.isArray(s.type) && s.type.includes("null")) return null;
  return "fuzz";
}
