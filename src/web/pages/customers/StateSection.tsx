import { Badge, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../api/v1";
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
 * What the customer has right now (Polar's customer state): benefits granted and not revoked and
 * active subscriptions (meter balances are in the Meters section). Benefit names come from the
 * grants list when loaded.
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
  const describe = (benefitId: string) =>
    grants?.find((g) => g.benefit.id === benefitId)?.benefit.description;

  return (
    <SectionCard title="Current state" description="Active subscriptions and benefits.">
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
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
