import { Badge, Select, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { paths } from "../../api/schema.gen";
import { api, listAll, unwrap } from "../../api/v1";
import { type Column, DataTable } from "../../components/DataTable";
import { ExportButton, exportQuery, TableSearch, TableToolbar } from "../../components/TableToolbar";
import { useTableParams } from "../../components/useTableParams";
import { formatDate } from "../catalog/shared/format";
import { PageHeader } from "../catalog/shared/PageHeader";
import { QueryState } from "../catalog/shared/QueryState";
import { LicenseKeyDrawer } from "./LicenseKeyDrawer";
import {
  LICENSE_KEY_STATUSES,
  type LicenseKey,
  type LicenseKeyStatus,
  licenseKeyKeys,
  statusInfo,
  usageText,
} from "./types";

type LicenseKeySorting = NonNullable<paths["/v1/license-keys/"]["get"]["parameters"]["query"]>["sorting"];

const SORT_KEYS = ["status", "customer", "usage", "expires_at", "created_at"] as const;

/** The key's live activations against its limit (loads the key's details, shared with the drawer). */
function Activations({ licenseKey }: { licenseKey: LicenseKey }) {
  const details = useQuery({
    queryKey: licenseKeyKeys.one(licenseKey.id),
    queryFn: () => unwrap(api.GET("/v1/license-keys/{id}", { params: { path: { id: licenseKey.id } } })),
    staleTime: 30_000,
  });
  const count = details.data ? String(details.data.activations.length) : "…";
  return <>{licenseKey.limit_activations === null ? count : `${count} / ${licenseKey.limit_activations}`}</>;
}

function columns(benefitName: Map<string, string>): Column<LicenseKey>[] {
  return [
    {
      id: "key",
      header: "Key",
      cell: (k) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: "nowrap" }}>
          {k.display_key}
        </Text>
      ),
    },
    {
      id: "status",
      header: "Status",
      sortKey: "status",
      cell: (k) => {
        const s = statusInfo(k.status);
        return (
          <Badge size="sm" variant="light" color={s.color}>
            {s.label}
          </Badge>
        );
      },
    },
    {
      id: "customer",
      header: "Customer",
      sortKey: "customer",
      cell: (k) => (
        <Text size="sm" style={{ wordBreak: "break-all" }}>
          {k.customer.email}
        </Text>
      ),
    },
    { id: "benefit", header: "Benefit", visibleFrom: "md", cell: (k) => benefitName.get(k.benefit_id) ?? "" },
    {
      id: "usage",
      header: "Usage",
      sortKey: "usage",
      align: "right",
      cell: (k) => usageText(k.usage, k.limit_usage),
    },
    {
      id: "activations",
      header: "Activations",
      align: "right",
      visibleFrom: "md",
      cell: (k) => <Activations licenseKey={k} />,
    },
    {
      id: "expires",
      header: "Expires",
      sortKey: "expires_at",
      cell: (k) => (
        <span style={{ whiteSpace: "nowrap" }}>{k.expires_at ? formatDate(k.expires_at) : "Never"}</span>
      ),
    },
    {
      id: "created",
      header: "Issued",
      sortKey: "created_at",
      visibleFrom: "sm",
      cell: (k) => <span style={{ whiteSpace: "nowrap" }}>{formatDate(k.created_at)}</span>,
    },
  ];
}

/** `/license-keys`: every key the organization's license_keys benefits issued, as a table. */
export function LicenseKeysPage() {
  const table = useTableParams({ sortKeys: SORT_KEYS, defaultSorting: "-created_at" });
  const status = table.params.get("status");
  const benefitId = table.params.get("benefit_id");
  const openKey = table.params.get("key");
  const linkTo = (id: string) => {
    const next = new URLSearchParams(table.params);
    next.set("key", id);
    return `/license-keys?${next}`;
  };
  const benefits = useQuery({
    queryKey: ["v1", "benefits", "license_keys"],
    queryFn: () =>
      listAll((page, limit) =>
        unwrap(api.GET("/v1/benefits/", { params: { query: { type: ["license_keys"], page, limit } } })),
      ),
  });
  const filters = {
    status: status ? [status as LicenseKeyStatus] : undefined,
    benefit_id: benefitId ? [benefitId] : undefined,
    query: table.query,
  };
  const request = {
    ...filters,
    sorting: [table.sorting] as LicenseKeySorting,
    page: table.page,
    limit: table.limit,
  };
  const list = useQuery({
    queryKey: licenseKeyKeys.list(request),
    queryFn: () => unwrap(api.GET("/v1/license-keys/", { params: { query: request } })),
    placeholderData: keepPreviousData,
  });
  const benefitName = new Map((benefits.data ?? []).map((b) => [b.id, b.description]));
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="License keys"
        description="Keys your license key benefits issued: their customers, usage and activations."
      />
      <TableToolbar
        actions={
          <ExportButton
            path="/v1/license-keys/export"
            query={exportQuery({ status, benefit_id: benefitId, query: table.query })}
          />
        }
      >
        <TableSearch
          table={table}
          label="Search by key"
          placeholder="The key, its beginning or last 6 characters"
        />
        <Select
          label="Status"
          placeholder="All statuses"
          clearable
          data={LICENSE_KEY_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
          value={status}
          onChange={(v) => table.update({ status: v })}
          w={{ base: "100%", sm: 180 }}
        />
        <Select
          label="Benefit"
          placeholder="All benefits"
          clearable
          data={(benefits.data ?? []).map((b) => ({ value: b.id, label: b.description }))}
          value={benefitId}
          onChange={(v) => table.update({ benefit_id: v })}
          w={{ base: "100%", sm: 260 }}
        />
      </TableToolbar>
      <QueryState
        query={list}
        label="license keys"
        isEmpty={(d) => d.items.length === 0}
        empty={
          status || benefitId || table.query
            ? "No license keys match these filters."
            : "No license keys yet. They are issued when a customer buys a product with a license key benefit."
        }
      >
        {(data) => (
          <DataTable
            label="License keys"
            columns={columns(benefitName)}
            rows={data.items}
            rowKey={(k) => k.id}
            rowHref={(k) => linkTo(k.id)}
            total={data.pagination.total_count}
            maxPage={data.pagination.max_page}
            table={table}
            minWidth={760}
          />
        )}
      </QueryState>
      <LicenseKeyDrawer
        id={openKey}
        benefitNames={benefitName}
        onClose={() => table.update({ key: null, page: table.page > 1 ? String(table.page) : null })}
      />
    </Stack>
  );
}
