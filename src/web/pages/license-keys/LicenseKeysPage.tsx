import { Badge, Group, Select, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { api, listAll, unwrap } from "../../api/v1";
import { formatDate } from "../catalog/shared/format";
import { ListRow, RowList } from "../catalog/shared/ListRow";
import { PageHeader } from "../catalog/shared/PageHeader";
import { Pager } from "../catalog/shared/Pager";
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

/** The key's live activations against its limit (loads the key's details, shared with the drawer). */
function Activations({ licenseKey }: { licenseKey: LicenseKey }) {
  const details = useQuery({
    queryKey: licenseKeyKeys.one(licenseKey.id),
    queryFn: () => unwrap(api.GET("/v1/license-keys/{id}", { params: { path: { id: licenseKey.id } } })),
    staleTime: 30_000,
  });
  if (licenseKey.limit_activations === null && !details.data?.activations.length) return null;
  const count = details.data ? String(details.data.activations.length) : "…";
  return (
    <Text size="xs" c="dimmed">
      Activations{" "}
      {licenseKey.limit_activations === null ? count : `${count} / ${licenseKey.limit_activations}`}
    </Text>
  );
}

/** `/license-keys`: every key the organization's license_keys benefits issued, newest first. */
export function LicenseKeysPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get("status");
  const benefitId = params.get("benefit_id");
  const openKey = params.get("key");
  const page = Number(params.get("page") ?? "1") || 1;
  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!("page" in patch) && !("key" in patch)) next.delete("page");
    setParams(next, { replace: !("key" in patch) });
  };
  const linkTo = (id: string) => {
    const next = new URLSearchParams(params);
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
    page,
  };
  const list = useQuery({
    queryKey: licenseKeyKeys.list(filters),
    queryFn: () => unwrap(api.GET("/v1/license-keys/", { params: { query: { ...filters, limit: 20 } } })),
    placeholderData: keepPreviousData,
  });
  const benefitName = new Map((benefits.data ?? []).map((b) => [b.id, b.description]));
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="License keys"
        description="Keys your license key benefits issued: their customers, usage and activations."
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Status"
          placeholder="All statuses"
          clearable
          data={LICENSE_KEY_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
          value={status}
          onChange={(v) => update({ status: v })}
          w={{ base: "100%", sm: 200 }}
        />
        <Select
          label="Benefit"
          placeholder="All benefits"
          clearable
          data={(benefits.data ?? []).map((b) => ({ value: b.id, label: b.description }))}
          value={benefitId}
          onChange={(v) => update({ benefit_id: v })}
          w={{ base: "100%", sm: 280 }}
        />
      </Group>
      <QueryState
        query={list}
        label="license keys"
        isEmpty={(d) => d.items.length === 0}
        empty={
          status || benefitId
            ? "No license keys match these filters."
            : "No license keys yet. They are issued when a customer buys a product with a license key benefit."
        }
      >
        {(data) => (
          <Stack gap="sm">
            <RowList label="License keys">
              {data.items.map((k) => {
                const s = statusInfo(k.status);
                return (
                  <ListRow
                    key={k.id}
                    title={k.display_key}
                    to={linkTo(k.id)}
                    badges={
                      <Badge size="xs" variant="light" color={s.color}>
                        {s.label}
                      </Badge>
                    }
                    detail={[
                      k.customer.email,
                      benefitName.get(k.benefit_id),
                      k.expires_at ? `expires ${formatDate(k.expires_at)}` : "no expiry",
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                    actions={
                      <Stack gap={0} align="flex-end">
                        <Text size="xs" c="dimmed">
                          Usage {usageText(k.usage, k.limit_usage)}
                        </Text>
                        <Activations licenseKey={k} />
                      </Stack>
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
      <LicenseKeyDrawer id={openKey} benefitNames={benefitName} onClose={() => update({ key: null })} />
    </Stack>
  );
}
