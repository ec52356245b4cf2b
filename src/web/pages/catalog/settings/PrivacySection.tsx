import { Anchor, Stack, Switch, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, type Organization, unwrap } from "../../../api/v1";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { errorMessage } from "../../../components/errors";
import { SectionCard } from "../../../components/SectionCard";
import { catalogKeys } from "../shared/keys";

/**
 * Third-party requests the dashboard may make: off by default. Today one, customers' Gravatar
 * images (`feature_settings.customer_gravatar_enabled`). Saved when switched.
 */
export function PrivacySection({ org }: { org: Organization }) {
  const [gravatar, setGravatar] = useState(org.feature_settings.customer_gravatar_enabled);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const change = async (enabled: boolean) => {
    setGravatar(enabled);
    setSaving(true);
    setError(null);
    try {
      await unwrap(
        api.PATCH("/v1/organizations/{id}", {
          params: { path: { id: org.id } },
          body: { feature_settings: { customer_gravatar_enabled: enabled } },
        }),
      );
      await queryClient.invalidateQueries({ queryKey: catalogKeys.organization });
      notifications.show({ message: enabled ? "Gravatar images turned on" : "Gravatar images turned off" });
    } catch (err) {
      setGravatar(!enabled);
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard
      title="Privacy"
      description="The dashboard loads nothing from other sites unless you allow it here."
    >
      <Stack gap="xs">
        <Switch
          label="Show customers' Gravatar images"
          description={
            <Text span size="xs" c="dimmed">
              Your browser then asks{" "}
              <Anchor href="https://gravatar.com" target="_blank" rel="noopener noreferrer" size="xs">
                gravatar.com
              </Anchor>{" "}
              for an image by a hash of each customer's email. Off: initials are shown.
            </Text>
          }
          checked={gravatar}
          disabled={saving}
          onChange={(e) => change(e.currentTarget.checked)}
        />
        <ErrorAlert message={error} onClose={() => setError(null)} />
      </Stack>
    </SectionCard>
  );
}
