/**
 * Regenerates src/web/api/schema.gen.ts (the front ends' wire types) from the `/v1` OpenAPI
 * document, built in-process from the server's zod route schemas. Run after changing a route:
 * `npm run api:generate`. src/server/http/v1/api-types.test.ts fails while the file is stale.
 */
import { writeFileSync } from "node:fs";
import { generateApiTypes, SCHEMA_GEN_PATH } from "../src/server/http/v1/api-types.js";

writeFileSync(SCHEMA_GEN_PATH, await generateApiTypes());
console.log(`wrote ${SCHEMA_GEN_PATH}`);
