import { Badge, Group, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api, unwrap } from "../../api/v1";
import { useUrlFilters } from "../../components/useUrlFilters";
import { formatDate } from "../catalog/shared/format";
import { ListRow, RowList } from "../catalog/shared/ListRow";
import { formatMoney } from "../catalog/shared/money";
import { PageHeader } from "../catalog/shared/PageHeader";
import { Pager } from "../catalog/shared/Pager";
import { QueryState } from "../catalog/shared/QueryState";
import { ORDER_STATUSES, type OrderStatus, orderKeys, statusInfo } from "./types";

interface CustomerOption {
  id: string;
  email: string;
  name: string | null;
}

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

/** `/orders`: every order of the organization, newest first, filtered by status and customer. */
export function OrdersPage() {
  const [params, setParams] = useUrlFilters();
  const status = params.get("status");
  const customerId = params.get("customer_id");
  const page = Number(params.get("page") ?? "1") || 1;
  const update = (patch: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!("page" in patch)) next.delete("page");
      return next;
    });
  const filters = {
    status: status ? [status as OrderStatus] : undefined,
    customer_id: customerId ? [customerId] : undefined,
    page,
  };
  const list = useQuery({
    queryKey: orderKeys.list(filters),
    queryFn: () => unwrap(api.GET("/v1/orders/", { params: { query: { ...filters, limit: 20 } } })),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title="Orders" description="What your customers bought and paid; refunds and invoices." />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Status"
          placeholder="All statuses"
          clearable
          data={ORDER_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
          value={status}
          onChange={(v) => update({ status: v })}
          w={{ base: "100%", sm: 220 }}
        />
        <CustomerFilter value={customerId} onChange={(v) => update({ customer_id: v })} />
      </Group>
      <QueryState
        query={list}
        label="orders"
        isEmpty={(d) => d.items.length === 0}
        empty={status || customerId ? "No orders match these filters." : "No orders yet."}
      >
        {(data) => (
          <Stack gap="sm">
            <RowList label="Orders">
              {data.items.map((o) => {
                const s = statusInfo(o.status);
                return (
                  <ListRow
                    key={o.id}
                    title={o.description}
                    to={`/orders/${o.id}`}
                    badges={
                      <Badge size="xs" variant="light" color={s.color}>
                        {s.label}
                      </Badge>
                    }
                    detail={`${o.customer.email} · ${o.invoice_number} · ${formatDate(o.created_at)}`}
                    actions={
                      <Text size="sm" fw={600}>
                        {formatMoney(o.total_amount, o.currency)}
                      </Text>
                    }
                  />
                );
              })}
            </RowList>
            <Pager
              page={page}
              maxPage={data.pagination.max_page}
              total={data.pagination.total_count}
              onChange={(p) => update({ page: String(p) })}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
