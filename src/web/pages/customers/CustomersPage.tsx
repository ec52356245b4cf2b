import { Avatar, Badge, Group, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { paths } from "../../api/schema.gen";
import { api, unwrap } from "../../api/v1";
import { type Column, DataTable } from "../../components/DataTable";
import { ExportButton, TableSearch, TableToolbar } from "../../components/TableToolbar";
import { useCustomerAvatars } from "../../components/useCustomerAvatars";
import { useTableParams } from "../../components/useTableParams";
import { formatDate } from "../catalog/shared/format";
import { PageHeader } from "../catalog/shared/PageHeader";
import { QueryState } from "../catalog/shared/QueryState";
import { customerTitle } from "./draft";
import { type Customer, customerKeys } from "./types";

type CustomerSorting = NonNullable<paths["/v1/customers/"]["get"]["parameters"]["query"]>["sorting"];

const SORT_KEYS = ["email", "name", "created_at"] as const;

/** Initials for the avatar placeholder (no Gravatar, or Gravatar images not enabled). */
function initials(c: Customer): string {
  const source = customerTitle(c).replace(/@.*/, "");
  return source
    .split(/[\s._-]+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");
}

/** The table's columns; avatars (Gravatar images) only when the seller turned them on. */
const customerColumns = (avatars: boolean): Column<Customer>[] => [
  {
    id: "email",
    header: "Email",
    sortKey: "email",
    cell: (c) => (
      <Group gap="sm" wrap="nowrap">
        <Avatar src={avatars ? c.avatar_url : null} alt="" radius="xl" size="sm">
          {initials(c)}
        </Avatar>
        <Text size="sm" style={{ wordBreak: "break-all" }}>
          {c.email}
        </Text>
      </Group>
    ),
  },
  { id: "name", header: "Name", sortKey: "name", cell: (c) => c.name ?? "" },
  {
    id: "external",
    header: "External ID",
    visibleFrom: "md",
    cell: (c) =>
      c.external_id ? (
        <Badge size="sm" variant="outline" ff="monospace" tt="none">
          {c.external_id}
        </Badge>
      ) : null,
  },
  {
    id: "created",
    header: "Customer since",
    sortKey: "created_at",
    cell: (c) => <span style={{ whiteSpace: "nowrap" }}>{formatDate(c.created_at)}</span>,
  },
];

/** `/customers`: the organization's customers as a table, newest first, searched and sorted. */
export function CustomersPage() {
  const avatars = useCustomerAvatars();
  const columns = useMemo(() => customerColumns(avatars), [avatars]);
  const table = useTableParams({ sortKeys: SORT_KEYS, defaultSorting: "-created_at" });
  const request = {
    query: table.query,
    sorting: [table.sorting] as CustomerSorting,
    page: table.page,
    limit: table.limit,
  };
  const list = useQuery({
    queryKey: [...customerKeys.all, "list", request],
    queryFn: () => unwrap(api.GET("/v1/customers/", { params: { query: request } })),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Customers"
        description="Everyone who bought from you, or whom you added through the API."
      />
      <TableToolbar actions={<ExportButton path="/v1/customers/export" query={new URLSearchParams()} />}>
        <TableSearch table={table} label="Search customers" placeholder="Email, name or external ID" />
      </TableToolbar>
      <QueryState
        query={list}
        label="customers"
        isEmpty={(d) => d.items.length === 0}
        empty={
          table.query
            ? "No customers match."
            : "No customers yet. They appear here after their first purchase."
        }
      >
        {(data) => (
          <DataTable
            label="Customers"
            columns={columns}
            rows={data.items}
            rowKey={(c) => c.id}
            rowHref={(c) => `/customers/${c.id}`}
            total={data.pagination.total_count}
            maxPage={data.pagination.max_page}
            table={table}
            minWidth={640}
          />
        )}
      </QueryState>
    </Stack>
  );
}
