import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { CheckoutCreate } from "../../modules/checkouts/schemas.js";
import { CustomerCreate } from "../../modules/customers/schemas.js";
import { EventsIngest } from "../../modules/events/schemas.js";
import { ProductCreate } from "../../modules/products/schemas.js";
import { buildV1OpenApiDocument } from "./api-types.js";

/** The request bodies whose examples the reference at /docs shows (and its curl examples send). */
const EXAMPLES: [operation: string, component: string, schema: z.ZodType][] = [
  ["POST /v1/checkouts/", "CheckoutProductsCreate", CheckoutCreate],
  ["POST /v1/products/", "ProductCreate", ProductCreate],
  ["POST /v1/customers/", "CustomerCreate", CustomerCreate],
  ["POST /v1/events/ingest", "EventsIngest", EventsIngest],
];

describe("request body examples in /v1/openapi.json", () => {
  it("are on the main operations' bodies, and each is a body the API accepts", async () => {
    const doc = (await buildV1OpenApiDocument()) as unknown as {
      paths: Record<
        string,
        Record<string, { requestBody: { content: Record<string, { schema: { $ref: string } }> } }>
      >;
      components: { schemas: Record<string, { example?: unknown }> };
    };
    for (const [operation, component, schema] of EXAMPLES) {
      const [method = "", path = ""] = operation.split(" ");
      const body = doc.paths[path]?.[method.toLowerCase()]?.requestBody.content["application/json"];
      expect(body?.schema.$ref, operation).toBe(`#/components/schemas/${component}`);
      const example = doc.components.schemas[component]?.example;
      expect(example, component).toBeDefined();
      const parsed = schema.safeParse(example);
      expect(parsed.error?.issues ?? [], component).toEqual([]);
    }
  });
});
