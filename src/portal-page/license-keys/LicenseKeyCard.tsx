import { Badge, Button, Code, CopyButton, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { portalApi, unwrap } from "../api";
import { calls, keys, type LicenseKey, type LicenseKeyWithActivations } from "../calls";
import { errorMessage, formatDate } from "../format";
import { Field } from "../rows";
import { EmptyState, ErrorAlert, QueryView } from "../ui";

const STATUS: Record<string, { label: string; color: string }> = {
  granted: { label: "Active", color: "green" },
  revoked: { label: "Revoked", color: "gray" },
  disabled: { label: "Disabled", color: "red" },
};

/** The key in full, with a copy button. */
function KeyValue({ value }: { value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Code
        block
        style={{ whiteSpace: "normal", overflowWrap: "anywhere", flex: 1, minWidth: 0 }}
        data-testid="license-key"
      >
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="light"
            color={copied ? "teal" : "blue"}
            onClick={copy}
            style={{ flexShrink: 0 }}
          >
            {copied ? "Copied" : "Copy"}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** The devices or installs the key is activated on, each with a Deactivate button. */
function Activations({ licenseKey }: { licenseKey: LicenseKeyWithActivations }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const deactivate = async (activationId: string, label: string) => {
    setBusy(activationId);
    setError(null);
    try {
      await unwrap(
        portalApi.POST("/v1/customer-portal/license-keys/deactivate", {
          body: {
            key: licenseKey.key,
            organization_id: licenseKey.organization_id,
            activation_id: activationId,
          },
        }),
      );
      notifications.show({ message: `${label} was deactivated` });
      await queryClient.invalidateQueries({ queryKey: keys.licenseKeys });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };
  if (licenseKey.activations.length === 0) return <EmptyState>Not activated anywhere yet.</EmptyState>;
  return (
    <Stack gap="xs">
      <Stack component="ul" gap="xs" p={0} m={0} aria-label="Activations">
        {licenseKey.activations.map((a) => (
          <Group
            key={a.id}
            component="li"
            justify="space-between"
            wrap="wrap"
            gap="xs"
            style={{ listStyle: "none" }}
          >
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} style={{ wordBreak: "break-word" }}>
                {a.label}
              </Text>
              <Text size="xs" c="dimmed">
                Activated {formatDate(a.created_at)}
              </Text>
            </div>
            <Button
              size="xs"
              variant="light"
              color="red"
              loading={busy === a.id}
              onClick={() => void deactivate(a.id, a.label)}
              aria-label={`Deactivate ${a.label}`}
            >
              Deactivate
            </Button>
          </Group>
        ))}
      </Stack>
      <ErrorAlert message={error} />
    </Stack>
  );
}

/** One license key: the key, its status and limits, and its activations. */
export function LicenseKeyCard({ licenseKey }: { licenseKey: LicenseKey }) {
  const full = useQuery({
    queryKey: keys.licenseKey(licenseKey.id),
    queryFn: () => calls.licenseKey(licenseKey.id),
  });
  const status = STATUS[licenseKey.status] ?? { label: licenseKey.status, color: "blue" };
  const activations = full.data?.activations.length ?? 0;
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-label={`License key ${licenseKey.display_key}`}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600}>License key</Text>
          <Badge variant="light" color={status.color}>
            {status.label}
          </Badge>
        </Group>
        <KeyValue value={licenseKey.key} />
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Field label="Expires">{licenseKey.expires_at ? formatDate(licenseKey.expires_at) : "Never"}</Field>
          <Field label="Activations">
            {licenseKey.limit_activations ? `${activations} of ${licenseKey.limit_activations}` : activations}
          </Field>
          {licenseKey.limit_usage != null && (
            <Field label="Usage">
              {licenseKey.usage} of {licenseKey.limit_usage}
            </Field>
          )}
        </SimpleGrid>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Activated on
        </Text>
        <QueryView query={full} label="activations">
          {(k) => <Activations licenseKey={k} />}
        </QueryView>
      </Stack>
    </Paper>
  );
}
