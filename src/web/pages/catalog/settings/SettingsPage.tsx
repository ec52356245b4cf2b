import { Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/v1";
import { authClient } from "../../../auth-client";
import { EmptyState } from "../../../components/PageState";
import { catalogKeys } from "../shared/keys";
import { PageHeader } from "../shared/PageHeader";
import { QueryState } from "../shared/QueryState";
import { PrivacySection } from "./PrivacySection";
import { ProfileSection } from "./ProfileSection";
import { SubscriptionSection } from "./SubscriptionSection";

export function SettingsPage() {
  const { data: active } = authClient.useActiveOrganization();
  const id = active?.id;
  const org = useQuery({
    queryKey: [...catalogKeys.organization, id],
    queryFn: () => unwrap(api.GET("/v1/organizations/{id}", { params: { path: { id: id ?? "" } } })),
    enabled: Boolean(id),
  });
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title="Seller settings" description="Your public profile and how subscriptions behave." />
      {!id ? (
        <EmptyState>Choose an organization first.</EmptyState>
      ) : (
        <QueryState query={org} label="the organization">
          {(o) => (
            <Stack gap="lg" key={o.id}>
              <ProfileSection org={o} />
              <SubscriptionSection org={o} />
              <PrivacySection org={o} />
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
