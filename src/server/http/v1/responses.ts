import { z } from "@hono/zod-openapi";

/** An OpenAPI `content` entry for a JSON body with this schema. */
export const json = <T>(schema: T) => ({ "application/json": { schema } });

const ErrorBody = (name: string) => z.object({ error: z.literal(name), detail: z.string() }).openapi(name);

const ValidationErrorItem = z
  .object({
    loc: z.array(z.union([z.string(), z.number()])),
    msg: z.string(),
    type: z.string(),
    input: z.unknown().optional(),
  })
  .openapi("ValidationError");

export const HTTPValidationError = z
  .object({ detail: z.array(ValidationErrorItem) })
  .openapi("HTTPValidationError");

const RESPONSES = {
  401: {
    description: "Missing or invalid credentials",
    content: { "application/json": { schema: ErrorBody("Unauthorized") } },
  },
  403: {
    description: "Not permitted (missing scope)",
    content: { "application/json": { schema: ErrorBody("NotPermitted") } },
  },
  404: {
    description: "Not found",
    content: { "application/json": { schema: ErrorBody("ResourceNotFound") } },
  },
  422: { description: "Validation error", content: { "application/json": { schema: HTTPValidationError } } },
} as const;

/** The error responses a route documents, by status. */
export function errorResponses<S extends keyof typeof RESPONSES>(
  ...statuses: S[]
): Pick<typeof RESPONSES, S> {
  const out = {} as Pick<typeof RESPONSES, S>;
  for (const s of statuses) out[s] = RESPONSES[s];
  return out;
}
