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

/** The text of src/web/api/schema.gen.ts. */
export async function generateApiTypes(): Promise<string> {
  const ast = await openapiTS(await buildV1OpenApiDocument(), {
    alphabetize: false,
    // A default makes a request field optional, not required (openapi-typescript reads it as always present).
    defaultNonNullable: false,
  });
  return HEADER + astToString(ast);
}
