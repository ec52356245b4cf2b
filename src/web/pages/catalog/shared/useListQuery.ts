import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type ListResource, v1 } from "../../../api/v1";

/** A paginated `/v1` list with a debounced search box and extra filters. */
export function useListQuery<T>(
  key: readonly string[],
  path: string,
  filters: Record<string, string | boolean | undefined> = {},
) {
  const [search, setSearch] = useState("");
  const [query] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...key, { query, page, ...filters }],
    queryFn: () => v1.get<ListResource<T>>(path, { query, page, limit: 20, ...filters }),
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
