import { z } from "@hono/zod-openapi";

/** `page` (from 1) and `limit` (default 10; above 100 is clamped to 100, as Polar does). */
export const PageQuery = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .default(1)
    .openapi({ description: "Page number, from 1.", example: 1 }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .transform((n) => Math.min(n, 100))
    .openapi({ description: "Size of a page, 1 to 100 (larger values are clamped).", example: 10 }),
});

export type Page = z.infer<typeof PageQuery>;

export const Pagination = z
  .object({ total_count: z.number().int(), max_page: z.number().int() })
  .openapi("Pagination");

/** A list response schema: `{items, pagination}`. */
export function listSchema<T extends z.ZodTypeAny>(item: T, name: string) {
  return z.object({ items: z.array(item), pagination: Pagination }).openapi(name);
}

export function listResponse<T>(items: T[], totalCount: number, page: Page) {
  return { items, pagination: { total_count: totalCount, max_page: Math.ceil(totalCount / page.limit) } };
}

/** A query parameter that may repeat (`id=a&id=b`): always an array after parsing. */
export function repeated<T extends z.ZodTypeAny>(item: T) {
  return z.preprocess(
    (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
    z.array(item).optional(),
  );
}

/** `sorting` values such as `-created_at`, restricted to the given properties. */
export function sortingQuery<const P extends string>(properties: readonly P[]) {
  const allowed = properties.flatMap((p) => [p, `-${p}`]) as [string, ...string[]];
  return repeated(z.enum(allowed)).openapi({
    description: `Sort by ${properties.join(", ")}; prefix with - for descending.`,
    example: ["-created_at"],
  });
}

export function parseSorting<P extends string>(values: readonly string[] | undefined, fallback: string) {
  return (values?.length ? values : [fallback]).map((v) => ({
    property: (v.startsWith("-") ? v.slice(1) : v) as P,
    descending: v.startsWith("-"),
  }));
}

const METADATA_KEY = /^metadata\[([^\]]+)\]$/;

/** `metadata[key]=value` filters (repeatable: any of the values) from the raw query string. */
export function metadataFilters(url: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, value] of new URL(url).searchParams) {
    const key = METADATA_KEY.exec(name)?.[1];
    if (key) out[key] = [...(out[key] ?? []), value];
  }
  return out;
}
