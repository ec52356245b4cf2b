import { useUrlFilters } from "./useUrlFilters";

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_LIMIT = 20;

/** A sort key of the list (`field`), with `-` in front for descending: Polar's `sorting` convention. */
export function parseSort(value: string | null): { key: string; descending: boolean } | null {
  if (!value) return null;
  return value.startsWith("-")
    ? { key: value.slice(1), descending: true }
    : { key: value, descending: false };
}

/**
 * The sorting in the URL if its key is one of `sortKeys`, else `fallback` (a URL edited by hand
 * never reaches the API with a key it would refuse).
 */
export function validSorting(value: string | null, sortKeys: readonly string[], fallback: string): string {
  const parsed = parseSort(value);
  return parsed && sortKeys.includes(parsed.key) ? (value as string) : fallback;
}

/** A whole number ≥ 1 from the URL, or 1. */
export function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/** One of PAGE_SIZES from the URL, or 20. */
export function limitOf(value: string | null): number {
  const n = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_LIMIT;
}

/**
 * A table's state in the URL: `sorting`, `query` (the search), `page` and `limit`, beside the
 * page's own filters. `update` sets or removes keys; any change but the page's goes back to page 1.
 * Defaults are left out of the URL, so a clean URL is the default list.
 */
export function useTableParams(opts: { sortKeys: readonly string[]; defaultSorting: string }) {
  const [params, setParams] = useUrlFilters();
  const update = (patch: Record<string, string | string[] | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        next.delete(key);
        for (const v of Array.isArray(value) ? value : value ? [value] : []) next.append(key, v);
      }
      if (!("page" in patch)) next.delete("page");
      if (next.get("page") === "1") next.delete("page");
      if (next.get("sorting") === opts.defaultSorting) next.delete("sorting");
      if (next.get("limit") === String(DEFAULT_LIMIT)) next.delete("limit");
      return next;
    });
  return {
    params,
    update,
    sorting: validSorting(params.get("sorting"), opts.sortKeys, opts.defaultSorting),
    query: params.get("query")?.trim() || undefined,
    page: pageOf(params.get("page")),
    limit: limitOf(params.get("limit")),
  };
}

export type TableParams = ReturnType<typeof useTableParams>;
