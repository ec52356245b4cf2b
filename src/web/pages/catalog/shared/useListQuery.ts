import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";

/** What a list page asks for: the debounced search (undefined when empty), the page and its size. */
export interface ListParams {
  query: string | undefined;
  page: number;
  limit: number;
}

/**
 * A paginated `/v1` list with a debounced search box. `fetchPage` makes the typed call
 * (`(p) => unwrap(api.GET("/v1/meters/", { params: { query: { ...p, is_archived } } }))`);
 * `filters` are the values it closes over, part of the cache key.
 */
export function useListQuery<R>(
  key: readonly string[],
  fetchPage: (params: ListParams) => Promise<R>,
  filters: Record<string, string | boolean | undefined> = {},
) {
  const [search, setSearch] = useState("");
  const [query] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...key, { query, page, ...filters }],
    queryFn: () => fetchPage({ query: query || undefined, page, limit: 20 }),
    placeholderData: keepPreviousData,
  });
  return {
    list,
    search,
    query,
    setSearch: (v: string) => {
      setSearch(v);
      setPage(1);
    },
    page,
    setPage,
  };
}
