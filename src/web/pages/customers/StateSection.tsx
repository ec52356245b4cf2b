import { Badge, Group, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { api, listAll, unwrap } from "../../api/v1";
import { EmptyState } from "../../components/PageState";
import { SectionCard } from "../../components/SectionCard";
import { formatDate } from "../catalog/shared/format";
import { QueryState } from "../catalog/shared/QueryState";
import { type CustomerGrant, customerKeys } from "./types";

const TYPE_LABELS: Record<string, string> = {
  custom: "Custom",
  discord: "Discord",
  github_repository: "GitHub repository",
  downloadables: "Downloads",
  license_keys: "License keys",
  meter_credit: "Meter credits",
  feature_flag: "Feature flag",
};

export const benefitTypeLabel = (type: string) => TYPE_LABELS[type] ?? type;

/**
 * What the customer has right now (Polar's customer state): benefits granted and not revoked,
 * meter balances and active subscriptions. Benefit names come from the grants list when loaded.
 */
export function StateSection({
  customerId,
  grants,
}: {
  customerId: string;
  grants: CustomerGrant[] | undefined;
}) {
  const state = useQuery({
    queryKey: customerKeys.state(customerId),
    queryFn: () => unwrap(api.GET("/v1/customers/{id}/state", { params: { path: { id: customerId } } })),
  });
  const meters = useQuery({
    queryKey: ["v1", "meters", "all"],
    queryFn: () =>
      listAll((page, limit) => unwrap(api.GET("/v1/meters/", { params: { query: { page, limit } } }))),
    enabled: (state.data?.active_meters.length ?? 0) > 0,
  });
  const describe = (benefitId: string) =>
    grants?.find((g) => g.benefit.id === benefitId)?.benefit.description;
  const meterName = (id: string) => meters.data?.find((m) => m.id === id)?.name ?? id;

  return (
    <SectionCard title="Current state" description="Active subscriptions, benefits and meter balances.">
      <QueryState query={state} label="the customer's state">
        {(s) => (
          <Stack gap="md">
            <Text size="sm">
              {s.active_subscriptions.length === 0
                ? "No active subscriptions."
                : `${s.active_subscriptions.length} active subscription(s).`}
            </Text>
            {s.granted_benefits.length === 0 ? (
              <EmptyState>No active benefits.</EmptyState>
            ) : (
              <Stack component="ul" gap={6} p={0} m={0} aria-label="Active benefits">
                {s.granted_benefits.map((b) => (
                  <Group key={b.id} component="li" gap="xs" style={{ listStyle: "none" }} wrap="wrap">
                    <Badge size="sm" variant="light">
                      {benefitTypeLabel(b.benefit_type)}
                    </Badge>
                    <Text size="sm">{describe(b.benefit_id) ?? b.benefit_id}</Text>
                    <Text size="xs" c="dimmed">
                      since {formatDate(b.granted_at)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
            {s.active_meters.length > 0 && (
              <Table.ScrollContainer minWidth={360}>
                <Table aria-label="Meter balances">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Meter</Table.Th>
                      <Table.Th ta="right">Credited</Table.Th>
                      <Table.Th ta="right">Consumed</Table.Th>
                      <Table.Th ta="right">Balance</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {s.active_meters.map((m) => (
                      <Table.Tr key={m.id}>
                        <Table.Td>{meterName(m.meter_id)}</Table.Td>
                        <Table.Td ta="right">{m.credited_units}</Table.Td>
                        <Table.Td ta="right">{m.consumed_units}</Table.Td>
                        <Table.Td ta="right">{m.balance}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
