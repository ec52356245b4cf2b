/**
 * The front ends' contract: the `/v1` OpenAPI document built in-process (no database, no
 * listener: the routes only describe themselves) and the TypeScript it generates with
 * openapi-typescript. `scripts/generate-api-types.ts` writes it to src/web/api/schema.gen.ts;
 * api-types.test.ts fails when that committed file is stale.
 */
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import type { AppContext } from "../../context.js";
import { createLogger } from "../../logger.js";
import { buildV1App } from "./app.js";

export const SCHEMA_GEN_PATH = "src/web/api/schema.gen.ts";

const HEADER = `/**
 * Generated from Kassa's /v1/openapi.json by \`npm run api:generate\` (openapi-typescript).
 * Do not edit: change the server's zod route schemas and regenerate.
 */

`;

/** The document as GET /v1/openapi.json serves it (the server URL is fixed so the output is stable). */
export async function buildV1OpenApiDocument(): Promise<OpenAPI3> {
  // Mounting the routes reads only the config and logger; no handler runs except the document's.
  const ctx = {
    config: { baseUrl: "http://localhost:3000" },
    logger: createLogger({ logLevel: "silent" }),
  } as unknown as AppContext;
  const res = await buildV1App(ctx).request("/v1/openapi.json");
  if (res.status !== 200) throw new Error(`GET /v1/openapi.json answered ${res.status}`);
  return (await res.json()) as OpenAPI3;
}

/**
 * zod-openapi writes a nullable reference as `allOf: [{$ref}, {type: [T, "null"]}]`, which
 * openapi-typescript turns into an unusable `X & (Record<string, never> | null)`. For the types
 * only (the served document is untouched), such a pair becomes `anyOf: [{$ref}, {type: "null"}]`,
 * i.e. `X | null`. An `allOf` whose second part adds properties is a real intersection and stays.
 */
export function nullableRefsAsUnions<T>(node: T): T {
  if (Array.isArray(node)) return node.map(nullableRefsAsUnions) as T;
  if (node === null || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullableRefsAsUnions(value);
  const allOf = out.allOf;
  if (!Array.isArray(allOf) || allOf.length !== 2) return out as T;
  const [ref, nullable] = allOf as [Record<string, unknown>, Record<string, unknown>];
  const refOnly = Object.keys(ref).length === 1 && typeof ref.$ref === "string";
  const { type, ...rest } = nullable;
  const nullOnly = Array.isArray(type) && type.includes("null") && Object.keys(rest).length === 0;
  if (!refOnly || !nullOnly) return out as T;
  const { allOf: _, ...annotations } = out;
  return { ...annotations, anyOf: [ref, { type: "null" }] } as T;
}

/** The text of src/web/api/schema.gen.ts. */
export async function generateApiTypes(): Promise<string> {
  const ast = await openapiTS(nullableRefsAsUnions(await buildV1OpenApiDocument()), {
    alphabetize: false,
    // A default makes a request field optional, not required (openapi-typescript reads it as always present).
    defaultNonNullable: false,
  });
  return HEADER + astToString(ast);
}
