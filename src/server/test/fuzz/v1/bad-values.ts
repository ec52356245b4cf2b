import type { Rng } from "./rng.js";
import { type JsonSchema, type OpenApiDocument, resolve, typesOf } from "./schema.js";

export interface BadValue {
  label: string;
  value: unknown;
}

export const MEGABYTE_STRING = "x".repeat(1_048_576);
const CONTROL = "a\u0001\u0007\u0008\u001b\u007f\u0085\u2028b";

/** JSON text of a value nested `depth` levels deep (`[[[…]]]`): parsers and walkers must not overflow. */
export function deeplyNestedJson(depth: number): string {
  return `${"[".repeat(depth)}"x"${"]".repeat(depth)}`;
}

const always: BadValue[] = [
  { label: "null", value: null },
  { label: "array", value: ["x"] },
  { label: "object", value: { unexpected: 1 } },
  { label: "boolean", value: true },
  { label: "number", value: 12345 },
];

const strings: BadValue[] = [
  { label: "empty string", value: "" },
  { label: "1 MiB string", value: MEGABYTE_STRING },
  { label: "NUL", value: "a\u0000b" },
  { label: "control characters", value: CONTROL },
  { label: "lone surrogate", value: "\ud800x" },
  { label: "emoji", value: "💥".repeat(300) },
];

const numbers: BadValue[] = [
  { label: "negative", value: -1 },
  { label: "zero", value: 0 },
  { label: "fraction", value: 10.5 },
  { label: "huge", value: 1e20 },
  { label: "max double", value: Number.MAX_VALUE },
  { label: "negative huge", value: -1e300 },
  { label: "beyond int32", value: 2 ** 31 },
  { label: "beyond int64", value: 2 ** 64 },
  { label: "numeric string", value: "100" },
  { label: "tiny", value: 1e-9 },
];

const metadataShapes: BadValue[] = [
  { label: "metadata nested object", value: { k: { nested: 1 } } },
  { label: "metadata array value", value: { k: [1, 2] } },
  { label: "metadata null value", value: { k: null } },
  { label: "metadata empty key", value: { "": "x" } },
  { label: "metadata long key", value: { ["k".repeat(41)]: "x" } },
  { label: "metadata long value", value: { k: "v".repeat(501) } },
  {
    label: "metadata 51 keys",
    value: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])),
  },
  { label: "metadata NUL key", value: { "k\u0000": "x" } },
];

/**
 * Malformed values for a field of this schema: wrong types always, then a seeded choice of
 * `perKind` values of its own kind (strings, numbers, uuids, enums, arrays, objects, metadata).
 */
export function badValues(
  doc: OpenApiDocument,
  raw: JsonSchema | undefined,
  name: string,
  rng: Rng,
  perKind = 3,
): BadValue[] {
  const s = resolve(doc, raw);
  const types = typesOf(s);
  const own: BadValue[] = [];
  if (name === "metadata" || raw?.$ref?.endsWith("/Metadata")) own.push(...metadataShapes);
  if (s.enum?.length) own.push({ label: "unknown enum value", value: "no_such_value" });
  if (types.includes("string")) {
    own.push(...strings);
    if (s.format === "uuid") {
      own.push(
        { label: "invalid uuid", value: "not-a-uuid" },
        { label: "foreign uuid", value: rng.uuid() },
        { label: "nil uuid", value: "00000000-0000-0000-0000-000000000000" },
      );
    }
    if (s.format === "date-time" || s.format === "date") {
      own.push(
        { label: "bad date", value: "2026-13-45T99:99:99Z" },
        { label: "far date", value: "+275760-09-13T00:00:00Z" },
        { label: "epoch number", value: 1e15 },
      );
    }
  }
  if (types.includes("integer") || types.includes("number")) own.push(...numbers);
  if (types.includes("array")) {
    own.push(
      { label: "array of nulls", value: [null, null] },
      { label: "array of 10,000", value: Array.from({ length: 10_000 }, () => rng.uuid()) },
      { label: "array of objects", value: [{}, { id: 1 }] },
    );
  }
  if (types.includes("object") || s.properties || s.oneOf || s.anyOf) {
    own.push(
      { label: "empty object", value: {} },
      { label: "nested object", value: { a: { b: { c: [{}] } } } },
    );
  }
  const wrongTypes = always.filter(
    (b) => !(b.label === "null" && Array.isArray(s.type) && s.type.includes("null")),
  );
  return [...rng.pick(wrongTypes, 1), ...rng.pick(own, perKind)];
}
