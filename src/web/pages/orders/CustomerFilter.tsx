import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api, unwrap } from "../../api/v1";

/** A searchable picker of the organization's customers (by email or name). */
export function CustomerFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const [search, setSearch] = useState("");
  const [query] = useDebouncedValue(search.trim(), 300);
  const customers = useQuery({
    queryKey: ["v1", "customers", "picker", query],
    queryFn: () => unwrap(api.GET("/v1/customers/", { params: { query: { query, limit: 20 } } })),
    placeholderData: keepPreviousData,
  });
  const selected = useQuery({
    queryKey: ["v1", "customers", "one", value],
    queryFn: () => unwrap(api.GET("/v1/customers/{id}", { params: { path: { id: value ?? "" } } })),
    enabled: Boolean(value),
  });
  const options = new Map<string, string>();
  if (value && selected.data) options.set(value, selected.data.email);
  for (const c of customers.data?.items ?? []) options.set(c.id, c.name ? `${c.name} (${c.email})` : c.email);
  return (
    <Select
      label="Customer"
      placeholder="All customers"
      searchable
      clearable
      data={[...options].map(([id, label]) => ({ value: id, label }))}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={customers.isFetching ? "Searching…" : "No customer found"}
      filter={({ options: all }) => all}
      w={{ base: "100%", sm: 320 }}
    />
  );
}
