import { badValues, deeplyNestedJson, MEGABYTE_STRING } from "./bad-values.js";
import type { Rng } from "./rng.js";
import { type Fixtures, idFor, resourceOf, sampleValue } from "./sample.js";
import {
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  resolve,
  typesOf,
} from "./schema.js";

/** One request the fuzzer sends: `credential` says whether the all-scopes token goes with it. */
export interface FuzzRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  credential: "token" | "none" | "bad-token";
}

const JSON_TYPE = { "content-type": "application/json" };

/** The real value of a path parameter: the object the path names (`/v1/checkout-links/{client_secret}`). */
function validPathValue(op: Operation, param: Parameter, fixtures: Fixtures, rng: Rng): string {
  const schema = param.schema ?? {};
  if (schema.enum?.length) return String(schema.enum[0]);
  const segments = op.path.split("/");
  const at = segments.indexOf(`{${param.name}}`);
  const resource = resourceOf(segments[2] ?? "");
  if (param.name === "id") return idFor(fixtures, segments[at - 1] ?? "", rng);
  if (param.name === "client_secret") return fixtures[`${resource}_client_secret`] ?? "no-such-secret";
  if (param.name === "external_id") return fixtures[`${resource}_external_id`] ?? "no-such-external-id";
  return idFor(fixtures, param.name, rng);
}

const BAD_PATH_VALUES = [
  "not-a-uuid",
  "%00",
  "a%00b",
  "x".repeat(3000),
  "%E0%A4%A",
  "..%2F..%2Fetc",
  "%20",
  "%FF%FE",
];

const QUERY_VALUES: Record<string, string[]> = {
  integer: ["0", "-1", "1.5", "abc", "100000", "1e400", "99999999999999999999", ""],
  number: ["-1", "NaN", "Infinity", "1e400", "abc"],
  boolean: ["maybe", "2", ""],
  uuid: ["not-a-uuid", "00000000-0000-0000-0000-000000000000", "%00"],
  enum: ["no_such_value", "-no_such_value", ""],
  string: ["%00", "a%00b", "x".repeat(100_000), "%FF", "%01%1B%7F", "%E2%80%A8"],
  "date-time": ["yesterday", "2026-02-31T00:00:00Z", "+275760-09-13T00:00:00Z"],
};

/** Malformed values for a query parameter, by the kind of its schema (items of an array). */
function queryValues(doc: OpenApiDocument, param: Parameter, rng: Rng): string[] {
  let s = resolve(doc, param.schema);
  if (typesOf(s).includes("array")) s = resolve(doc, s.items);
  const kind = s.enum?.length
    ? "enum"
    : s.format === "uuid" || s.format === "date-time"
      ? s.format
      : (typesOf(s)[0] ?? "string");
  const own = QUERY_VALUES[kind] ?? QUERY_VALUES.string!;
  return rng.pick([...own, ...QUERY_VALUES.string!.slice(0, 2), "a&b=c"], 4);
}

/** Whole-query variants every list operation gets (pagination, metadata shapes, unknowns). */
const LIST_QUERIES = [
  "page=0",
  "page=-1",
  "limit=100000",
  "page=1&page=2",
  "metadata%5Bk%5D=%00",
  "metadata%5B%5D=x",
  "metadata%5Bk%5D%5Bj%5D=x",
  "metadata=x",
  "sorting=no_such_field",
  "sorting=-",
  "unknown_param=1",
];

/** Every request of the fuzz for one operation, valid path parameters first. */
export function requestsFor(
  doc: OpenApiDocument,
  op: Operation,
  fixtures: Fixtures,
  rng: Rng,
): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const credential = op.isPublic ? "none" : "token";
  const pathParams = op.params.filter((p) => p.in === "path");
  const queryParams = op.params.filter((p) => p.in === "query");
  const valid = Object.fromEntries(
    pathParams.map((p) => [p.name, encodeURIComponent(validPathValue(op, p, fixtures, rng))]),
  );
  const pathWith = (values: Record<string, string>) =>
    op.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? "x");
  const base = pathWith(valid);
  const skeleton = op.body ? sampleValue(doc, op.body, "body", fixtures, rng) : undefined;
  const baseBody = skeleton === undefined ? undefined : JSON.stringify(skeleton);
  const headers = baseBody === undefined ? {} : JSON_TYPE;
  const add = (label: string, url: string, extra: Partial<FuzzRequest> = {}) =>
    out.push({ label, method: op.method, url, headers, body: baseBody, credential, ...extra });

  add("as documented", base);
  if (!op.isPublic) {
    add("without a credential", base, { credential: "none" });
    add("with an unknown token", base, { credential: "bad-token" });
  }

  for (const param of pathParams) {
    for (const bad of [...BAD_PATH_VALUES, rng.uuid()])
      add(`path ${param.name}=${bad.slice(0, 20)}`, pathWith({ ...valid, [param.name]: bad }));
  }

  for (const param of queryParams) {
    for (const v of queryValues(doc, param, rng)) {
      const value = v.includes("%") || v.includes("&") ? v : encodeURIComponent(v);
      add(`query ${param.name}=${v.slice(0, 20)}`, `${base}?${param.name}=${value}`);
    }
  }
  if (queryParams.some((p) => p.name === "page"))
    for (const q of LIST_QUERIES) add(`query ${q}`, `${base}?${q}`);

  if (op.body) out.push(...bodyVariants(doc, op, { base, credential, fixtures, rng }));
  return out;
}

interface BodyContext {
  base: string;
  credential: FuzzRequest["credential"];
  fixtures: Fixtures;
  rng: Rng;
}

const RAW_BODIES: [string, string | Uint8Array, Record<string, string>][] = [
  ["JSON null", "null", JSON_TYPE],
  ["JSON array", "[]", JSON_TYPE],
  ["JSON number", "42", JSON_TYPE],
  ["JSON string", '"text"', JSON_TYPE],
  ["empty body", "", JSON_TYPE],
  ["invalid JSON", '{"a":', JSON_TYPE],
  ["trailing comma", '{"a":1,}', JSON_TYPE],
  ["__proto__ key", '{"__proto__":{"polluted":1}}', JSON_TYPE],
  ["deep nesting", deeplyNestedJson(5000), JSON_TYPE],
  [
    "deep nesting in a field",
    `{"metadata":${deeplyNestedJson(5000)},"name":${deeplyNestedJson(5000)}}`,
    JSON_TYPE,
  ],
  ["invalid UTF-8", new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), JSON_TYPE],
  ["1 MiB JSON string", JSON.stringify(MEGABYTE_STRING), JSON_TYPE],
  ["text/plain", "{}", { "content-type": "text/plain" }],
  ["form body", "a=b", { "content-type": "application/x-www-form-urlencoded" }],
  ["no content type", "{}", {}],
  ["odd charset", "{}", { "content-type": "application/json; charset=latin1" }],
];

function bodyVariants(doc: OpenApiDocument, op: Operation, c: BodyContext): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const send = (label: string, body: string | Uint8Array, headers: Record<string, string> = JSON_TYPE) =>
    out.push({ label, method: op.method, url: c.base, headers, body, credential: c.credential });
  for (const [label, body, headers] of RAW_BODIES) send(`body ${label}`, body, headers);

  const root = resolve(doc, op.body);
  // Each member of a union is a shape of its own: fuzz the fields of each.
  const members = root.oneOf ?? root.anyOf ?? [root];
  const shapes = members.map((m) => resolve(doc, m)).map((m) => (m.allOf ? mergeAll(doc, m.allOf) : m));
  for (const shape of shapes) {
    const valid = sampleValue(doc, shape, "body", c.fixtures, c.rng) as Record<string, unknown>;
    if (!valid || typeof valid !== "object" || Array.isArray(valid)) continue;
    send("body sample of one shape", JSON.stringify(valid));
    for (const key of shape.required ?? []) {
      const { [key]: _dropped, ...rest } = valid;
      send(`body without required ${key}`, JSON.stringify(rest));
    }
    for (const [key, prop] of Object.entries(shape.properties ?? {})) {
      for (const bad of badValues(doc, prop, key, c.rng)) {
        send(`body.${key} ${bad.label}`, JSON.stringify({ ...valid, [key]: bad.value }));
      }
      out.push(...nestedVariants(doc, prop, key, valid, c, send));
    }
  }
  return out;
}

/** The object schemas of an `allOf` as one: their properties and required fields together. */
function mergeAll(doc: OpenApiDocument, parts: JsonSchema[]): JsonSchema {
  const resolved = parts.map((p) => resolve(doc, p));
  return {
    type: "object",
    properties: Object.assign({}, ...resolved.map((p) => p.properties ?? {})),
    required: resolved.flatMap((p) => p.required ?? []),
  };
}

/** One level down: a field of an object (or of an array's object items) made bad, the rest valid. */
function nestedVariants(
  doc: OpenApiDocument,
  prop: JsonSchema,
  key: string,
  valid: Record<string, unknown>,
  c: BodyContext,
  send: (label: string, body: string) => void,
): FuzzRequest[] {
  const s = resolve(doc, prop);
  const isArray = typesOf(s).includes("array");
  const inner = resolve(doc, isArray ? s.items : s);
  const member = resolve(doc, (inner.oneOf ?? inner.anyOf ?? [inner])[0]);
  if (!member.properties) return [];
  const sample = sampleValue(doc, member, key, c.fixtures, c.rng) as Record<string, unknown>;
  for (const [sub, subSchema] of c.rng.pick(Object.entries(member.properties), 3)) {
    for (const bad of badValues(doc, subSchema, sub, c.rng, 1)) {
      const value = { ...sample, [sub]: bad.value };
      send(`body.${key}.${sub} ${bad.label}`, JSON.stringify({ ...valid, [key]: isArray ? [value] : value }));
    }
  }
  return [];
}
