import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateApiTypes, SCHEMA_GEN_PATH } from "./api-types.js";

describe("src/web/api/schema.gen.ts", () => {
  it("matches the /v1 OpenAPI document (run `npm run api:generate` after changing a route)", async () => {
    const committed = readFileSync(SCHEMA_GEN_PATH, "utf8");
    const fresh = await generateApiTypes();
    expect(
      committed === fresh,
      `${SCHEMA_GEN_PATH} is stale: the /v1 OpenAPI document changed. Run \`npm run api:generate\` and commit the result.`,
    ).toBe(true);
  });

  it("describes the routes the front ends call", async () => {
    const fresh = await generateApiTypes();
    expect(fresh).toContain('"/v1/orders/{id}"');
    expect(fresh).toContain('"/v1/checkouts/client/{client_secret}"');
  });
});
