import { Badge, Select, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { paths } from "../../api/schema.gen";
import { api, unwrap } from "../../api/v1";
import { type Column, DataTable } from "../../components/DataTable";
import { ExportButton, exportQuery, TableSearch, TableToolbar } from "../../components/TableToolbar";
import { useTableParams } from "../../components/useTableParams";
import { formatDate } from "../catalog/shared/format";
import { formatMoney } from "../catalog/shared/money";
import { PageHeader } from "../catalog/shared/PageHeader";
import { QueryState } from "../catalog/shared/QueryState";
import { CustomerFilter } from "./CustomerFilter";
import { ORDER_STATUSES, type Order, type OrderStatus, orderKeys, statusInfo } from "./types";

type OrderSorting = NonNullable<paths["/v1/orders/"]["get"]["parameters"]["query"]>["sorting"];

const SORT_KEYS = ["amount", "status", "product", "customer", "invoice_number", "created_at"] as const;

const COLUMNS: Column<Order>[] = [
  {
    id: "amount",
    header: "Amount",
    sortKey: "amount",
    align: "right",
    cell: (o) => (
      <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
        {formatMoney(o.total_amount, o.currency)}
      </Text>
    ),
  },
  {
    id: "status",
    header: "Status",
    sortKey: "status",
    cell: (o) => {
      const s = statusInfo(o.status);
      return (
        <Badge size="sm" variant="light" color={s.color}>
          {s.label}
        </Badge>
      );
    },
  },
  { id: "product", header: "Description", sortKey: "product", cell: (o) => o.description },
  {
    id: "customer",
    header: "Customer",
    sortKey: "customer",
    cell: (o) => (
      <Text size="sm" style={{ wordBreak: "break-all" }}>
        {o.customer.email}
      </Text>
    ),
  },
  {
    id: "invoice",
    header: "Invoice",
    sortKey: "invoice_number",
    visibleFrom: "md",
    cell: (o) => (
      <Text size="sm" ff="monospace">
        {o.invoice_number}
      </Text>
    ),
  },
  {
    id: "date",
    header: "Date",
    sortKey: "created_at",
    cell: (o) => <span style={{ whiteSpace: "nowrap" }}>{formatDate(o.created_at)}</span>,
  },
];

/** `/orders`: every order of the organization as a table, newest first, searched, filtered and sorted. */
export function OrdersPage() {
  const table = useTableParams({ sortKeys: SORT_KEYS, defaultSorting: "-created_at" });
  const status = table.params.get("status");
  const customerId = table.params.get("customer_id");
  const filters = {
    status: status ? [status as OrderStatus] : undefined,
    customer_id: customerId ? [customerId] : undefined,
    query: table.query,
  };
  const request = {
    ...filters,
    sorting: [table.sorting] as OrderSorting,
    page: table.page,
    limit: table.limit,
  };
  const list = useQuery({
    queryKey: orderKeys.list(request),
    queryFn: () => unwrap(api.GET("/v1/orders/", { params: { query: request } })),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(status || customerId || table.query);
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title="Orders" description="What your customers bought and paid; refunds and invoices." />
      <TableToolbar
        actions={
          <ExportButton
            path="/v1/orders/export"
            query={exportQuery({ status, customer_id: customerId, query: table.query })}
          />
        }
      >
        <TableSearch
          table={table}
          label="Search orders"
          placeholder="Customer email, name or invoice number"
        />
        <Select
          label="Status"
          placeholder="All statuses"
          clearable
          data={ORDER_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
          value={status}
          onChange={(v) => table.update({ status: v })}
          w={{ base: "100%", sm: 200 }}
        />
        <CustomerFilter value={customerId} onChange={(v) => table.update({ customer_id: v })} />
      </TableToolbar>
      <QueryState
        query={list}
        label="orders"
        isEmpty={(d) => d.items.length === 0}
        empty={filtered ? "No orders match these filters." : "No orders yet."}
      >
        {(data) => (
          <DataTable
            label="Orders"
            columns={COLUMNS}
            rows={data.items}
            rowKey={(o) => o.id}
            rowHref={(o) => `/orders/${o.id}`}
            total={data.pagination.total_count}
            maxPage={data.pagination.max_page}
            table={table}
          />
        )}
      </QueryState>
    </Stack>
  );
}
