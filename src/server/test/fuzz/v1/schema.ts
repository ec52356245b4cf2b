/** Just enough of an OpenAPI 3.1 document to walk its operations and JSON schemas. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  example?: unknown;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** The documented path, `/v1/products/{id}`. */
  path: string;
  /** True for Polar's public operations (`security: []`): sent without a credential. */
  isPublic: boolean;
  params: Parameter[];
  body?: JsonSchema;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        security?: unknown[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      out.push({
        method: method.toUpperCase(),
        path,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
        params: op.parameters ?? [],
        body: op.requestBody?.content?.["application/json"]?.schema,
      });
    }
  }
  return out;
}

/** Follows `$ref`s (local ones) until a schema that is not a reference. */
export function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let s = schema ?? {};
  for (let i = 0; s.$ref && i < 20; i++) {
    const name = s.$ref.replace("#/components/schemas/", "");
    s = doc.components?.schemas?.[name] ?? {};
  }
  return s;
}

/** The schema's types without `null`: `["string", "null"]` → `["string"]`. */
export function typesOf(schema: JsonSchema): string[] {
  const t = schema.type;
  const list = t === undefined ? [] : Array.isArray(t) ? t : [t];
  return list.filter((x) => x !== "null");
}
