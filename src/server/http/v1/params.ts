import { z } from "@hono/zod-openapi";

/** A path `{id}` that must be a UUID: anything else is a 422 on `path.id`, never a database error. */
export const IdParam = z.object({
  id: z.uuid({ message: "id must be a UUID" }).openapi({ param: { name: "id", in: "path" }, format: "uuid" }),
});

/** ISO 8601 with offset, as Polar's wire format (`2026-01-01T00:00:00.000Z`). */
export function iso(date: Date): string;
export function iso(date: Date | null | undefined): string | null;
export function iso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}
