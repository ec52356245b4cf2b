import { Anchor, Badge, Button, CopyButton, Group, Select, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { paths } from "../../api/schema.gen";
import { api, unwrap } from "../../api/v1";
import { type Column, DataTable } from "../../components/DataTable";
import { ExportButton, exportQuery, TableSearch, TableToolbar } from "../../components/TableToolbar";
import { useTableParams } from "../../components/useTableParams";
import { formatDateTime } from "../catalog/shared/format";
import { formatMoney } from "../catalog/shared/money";
import { PageHeader } from "../catalog/shared/PageHeader";
import { QueryState } from "../catalog/shared/QueryState";
import { STATUS_COLORS } from "./format";
import { NewCheckoutForm } from "./NewCheckoutForm";
import { type CheckoutStatus, checkoutKeys, type SellerCheckout } from "./types";

type CheckoutSorting = NonNullable<paths["/v1/checkouts/"]["get"]["parameters"]["query"]>["sorting"];

const SORT_KEYS = ["amount", "status", "created_at", "expires_at"] as const;

const STATUSES: { value: CheckoutStatus; label: string }[] = [
  { value: "open", label: "Open" },
  { value: "confirmed", label: "Confirmed" },
  { value: "succeeded", label: "Succeeded" },
  { value: "failed", label: "Failed" },
  { value: "expired", label: "Expired" },
];

const COLUMNS: Column<SellerCheckout>[] = [
  {
    id: "amount",
    header: "Amount",
    sortKey: "amount",
    align: "right",
    cell: (c) => (
      <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
        {formatMoney(c.total_amount, c.currency)}
      </Text>
    ),
  },
  {
    id: "status",
    header: "Status",
    sortKey: "status",
    cell: (c) => (
      <Group gap={4} wrap="wrap">
        <Badge size="sm" variant="light" color={STATUS_COLORS[c.status]}>
          {c.status}
        </Badge>
        {c.discount && (
          <Badge size="sm" variant="outline" color="gray" tt="none">
            {c.discount.code ?? c.discount.name}
          </Badge>
        )}
      </Group>
    ),
  },
  {
    id: "product",
    header: "Product",
    cell: (c) => c.product?.name || c.products.map((p) => p.name).join(", ") || "Checkout",
  },
  {
    id: "customer",
    header: "Customer",
    cell: (c) => (
      <Text size="sm" c={c.customer_email ? undefined : "dimmed"} style={{ wordBreak: "break-all" }}>
        {c.customer_email ?? "no email yet"}
      </Text>
    ),
  },
  {
    id: "created",
    header: "Created",
    sortKey: "created_at",
    cell: (c) => <span style={{ whiteSpace: "nowrap" }}>{formatDateTime(c.created_at)}</span>,
  },
  {
    id: "expires",
    header: "Expires",
    sortKey: "expires_at",
    visibleFrom: "md",
    cell: (c) => <span style={{ whiteSpace: "nowrap" }}>{formatDateTime(c.expires_at)}</span>,
  },
  {
    id: "actions",
    header: "Payment page",
    cell: (c) =>
      c.status === "open" ? (
        <Group gap="xs" wrap="nowrap">
          <CopyButton value={c.url}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy} aria-label={`Copy the URL of ${c.id}`}>
                {copied ? "Copied" : "Copy URL"}
              </Button>
            )}
          </CopyButton>
          <Anchor href={c.url} target="_blank" rel="noopener" size="sm">
            Open
          </Anchor>
        </Group>
      ) : null,
  },
];

/** Checkout sessions as a table: who is buying what, and how it ended; create one and open its payment page. */
export function CheckoutsPage() {
  const table = useTableParams({ sortKeys: SORT_KEYS, defaultSorting: "-created_at" });
  const status = table.params.get("status") as CheckoutStatus | null;
  const [creating, { open, close }] = useDisclosure(false);
  const request = {
    status: status ? [status] : undefined,
    query: table.query,
    sorting: [table.sorting] as CheckoutSorting,
    page: table.page,
    limit: table.limit,
  };
  const list = useQuery({
    queryKey: [...checkoutKeys.checkouts, request],
    queryFn: () => unwrap(api.GET("/v1/checkouts/", { params: { query: request } })),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Checkouts"
        description="Checkout sessions opened for your products, by you, your site or a checkout link."
      />
      {creating ? (
        <NewCheckoutForm onClose={close} />
      ) : (
        <Group>
          <Button onClick={open}>New checkout</Button>
        </Group>
      )}
      <TableToolbar
        actions={
          <ExportButton path="/v1/checkouts/export" query={exportQuery({ status, query: table.query })} />
        }
      >
        <TableSearch table={table} label="Search by customer email" placeholder="name@example.com" />
        <Select
          label="Status"
          placeholder="All statuses"
          clearable
          data={STATUSES}
          value={status}
          onChange={(v) => table.update({ status: v })}
          w={{ base: "100%", sm: 180 }}
        />
      </TableToolbar>
      <QueryState
        query={list}
        label="checkouts"
        isEmpty={(d) => d.items.length === 0}
        empty={status || table.query ? "No checkouts match." : "No checkouts yet."}
      >
        {(data) => (
          <DataTable
            label="Checkouts"
            columns={COLUMNS}
            rows={data.items}
            rowKey={(c) => c.id}
            total={data.pagination.total_count}
            maxPage={data.pagination.max_page}
            table={table}
            minWidth={860}
          />
        )}
      </QueryState>
    </Stack>
  );
}
