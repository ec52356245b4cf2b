import { Badge, Group, MultiSelect, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../api/v1";
import { type Column, DataTable } from "../../components/DataTable";
import { ExportButton, TableSearch, TableToolbar } from "../../components/TableToolbar";
import { useTableParams } from "../../components/useTableParams";
import { formatDate } from "../catalog/shared/format";
import { PageHeader } from "../catalog/shared/PageHeader";
import { QueryState } from "../catalog/shared/QueryState";
import { CustomerFilter } from "../orders/CustomerFilter";
import {
  DEFAULT_SORTING,
  filtersFromParams,
  filtersToApiQuery,
  filtersToExportQuery,
  filtersToQuery,
  formatSubscriptionPrice,
  SORT_KEYS,
} from "./filters";
import { useRecurringProducts } from "./queries";
import { SUBSCRIPTION_STATUSES, type Subscription, statusInfo, subscriptionKeys } from "./types";

/** Renewal or end: "Renews Jun 1", "Ends Jun 1", "Ended May 3". */
function nextDate(s: Subscription): string {
  if (s.ended_at) return `Ended ${formatDate(s.ended_at)}`;
  if (s.cancel_at_period_end) return `Ends ${formatDate(s.ends_at ?? s.current_period_end)}`;
  return `Renews ${formatDate(s.current_period_end)}`;
}

const COLUMNS: Column<Subscription>[] = [
  {
    id: "customer",
    header: "Customer",
    sortKey: "customer",
    cell: (s) => (
      <Text size="sm" style={{ wordBreak: "break-all" }}>
        {s.customer.email}
      </Text>
    ),
  },
  {
    id: "status",
    header: "Status",
    sortKey: "status",
    cell: (s) => {
      const status = statusInfo(s.status);
      return (
        <Group gap={4} wrap="wrap">
          <Badge size="sm" variant="light" color={status.color}>
            {status.label}
          </Badge>
          {s.cancel_at_period_end && !s.ended_at && (
            <Badge size="sm" variant="outline" color="orange">
              Cancels
            </Badge>
          )}
        </Group>
      );
    },
  },
  { id: "product", header: "Product", sortKey: "product", cell: (s) => s.product.name },
  {
    id: "amount",
    header: "Amount",
    sortKey: "amount",
    align: "right",
    cell: (s) => (
      <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
        {formatSubscriptionPrice(s)}
      </Text>
    ),
  },
  {
    id: "started",
    header: "Started",
    sortKey: "started_at",
    visibleFrom: "md",
    cell: (s) => <span style={{ whiteSpace: "nowrap" }}>{formatDate(s.started_at)}</span>,
  },
  {
    id: "period",
    header: "Next",
    sortKey: "current_period_end",
    cell: (s) => <span style={{ whiteSpace: "nowrap" }}>{nextDate(s)}</span>,
  },
];

/** `/subscriptions`: every subscription of the organization as a table, filtered, searched, sorted and paged. */
export function SubscriptionsPage() {
  const table = useTableParams({ sortKeys: SORT_KEYS, defaultSorting: DEFAULT_SORTING });
  const filters = filtersFromParams(table.params);
  const products = useRecurringProducts();
  const list = useQuery({
    queryKey: subscriptionKeys.list(filtersToQuery(filters)),
    queryFn: () => unwrap(api.GET("/v1/subscriptions/", { params: { query: filtersToApiQuery(filters) } })),
    placeholderData: keepPreviousData,
  });
  const filtered =
    filters.status.length > 0 ||
    filters.productId ||
    filters.customerId ||
    filters.active !== null ||
    filters.query;
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Subscriptions"
        description="Recurring plans your customers pay for: renewals, cancellations, plan changes."
      />
      <TableToolbar
        actions={<ExportButton path="/v1/subscriptions/export" query={filtersToExportQuery(filters)} />}
      >
        <TableSearch table={table} label="Search subscriptions" placeholder="Customer email or name" />
        <MultiSelect
          label="Status"
          placeholder={filters.status.length ? undefined : "All statuses"}
          clearable
          data={SUBSCRIPTION_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
          value={filters.status}
          onChange={(v) => table.update({ status: v })}
          w={{ base: "100%", sm: 260 }}
        />
        <Select
          label="Product"
          placeholder="All products"
          clearable
          searchable
          data={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={filters.productId}
          onChange={(v) => table.update({ product_id: v })}
          w={{ base: "100%", sm: 220 }}
        />
        <CustomerFilter value={filters.customerId} onChange={(v) => table.update({ customer_id: v })} />
        <SegmentedControl
          aria-label="Active"
          data={[
            { value: "all", label: "All" },
            { value: "true", label: "Active" },
            { value: "false", label: "Ended" },
          ]}
          value={filters.active === null ? "all" : String(filters.active)}
          onChange={(v) => table.update({ active: v === "all" ? null : v })}
        />
      </TableToolbar>
      <QueryState
        query={list}
        label="subscriptions"
        isEmpty={(d) => d.items.length === 0}
        empty={filtered ? "No subscriptions match these filters." : "No subscriptions yet."}
      >
        {(data) => (
          <DataTable
            label="Subscriptions"
            columns={COLUMNS}
            rows={data.items}
            rowKey={(s) => s.id}
            rowHref={(s) => `/subscriptions/${s.id}`}
            total={data.pagination.total_count}
            maxPage={data.pagination.max_page}
            table={table}
          />
        )}
      </QueryState>
    </Stack>
  );
}
