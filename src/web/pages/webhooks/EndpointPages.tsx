import { Alert, Button, Group, Stack, Switch, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { api, unwrap, type WebhookEndpoint } from "../../api/v1";
import { ConfirmAction } from "../../components/ConfirmAction";
import { SectionCard } from "../../components/SectionCard";
import { formatDateTime } from "../catalog/shared/format";
import { PageHeader } from "../catalog/shared/PageHeader";
import { QueryState } from "../catalog/shared/QueryState";
import { EndpointForm } from "./EndpointForm";
import { webhookKeys } from "./keys";
import { PendingQueueCard } from "./PendingQueueCard";
import { SecretCard } from "./SecretCard";
import { disabledNote, EndpointStatusBadge } from "./StatusBadge";
import { endpointTitle, useSendTestEvent, useToggleEndpoint } from "./useEndpointActions";

export function NewEndpointPage() {
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title="New webhook endpoint" back={{ label: "Webhooks", to: "/webhooks" }} />
      <EndpointForm />
    </Stack>
  );
}

function StatusCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { toggle, busy } = useToggleEndpoint();
  const { send, sending } = useSendTestEvent();
  const note = disabledNote(endpoint);
  return (
    <SectionCard title="Status">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Switch
          label={endpoint.enabled ? "Enabled: events are sent" : "Disabled: no events are sent"}
          aria-label="Enabled"
          checked={endpoint.enabled}
          disabled={busy === endpoint.id}
          onChange={(e) => void toggle(endpoint, e.currentTarget.checked)}
        />
        <Group gap="xs">
          <Button size="xs" variant="light" loading={sending} onClick={() => void send(endpoint)}>
            Send a test event
          </Button>
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={`/webhooks/deliveries?endpoint_id=${endpoint.id}`}
          >
            View deliveries
          </Button>
        </Group>
      </Group>
      {note && (
        <Alert color={endpoint.disabled_reason ? "red" : "gray"} variant="light">
          {note}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        Created {formatDateTime(endpoint.created_at)}
        {endpoint.modified_at ? ` · updated ${formatDateTime(endpoint.modified_at)}` : ""}
      </Text>
    </SectionCard>
  );
}

function DeleteCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <SectionCard title="Delete endpoint" danger>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">Stops all deliveries to this URL. Its delivery log is kept.</Text>
        <Button size="xs" color="red" variant="outline" onClick={() => setOpen(true)}>
          Delete endpoint
        </Button>
      </Group>
      <ConfirmAction
        opened={open}
        onClose={() => setOpen(false)}
        title="Delete this endpoint?"
        confirmLabel="Delete endpoint"
        onConfirm={async () => {
          await unwrap(api.DELETE("/v1/webhooks/endpoints/{id}", { params: { path: { id: endpoint.id } } }));
          await queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints });
          notifications.show({ message: "Endpoint deleted" });
          navigate("/webhooks");
        }}
      >
        {`“${endpointTitle(endpoint)}” will no longer receive events.`}
      </ConfirmAction>
    </SectionCard>
  );
}

export function EditEndpointPage() {
  const { id = "" } = useParams();
  const endpoint = useQuery({
    queryKey: [...webhookKeys.endpoints, "one", id],
    queryFn: () => unwrap(api.GET("/v1/webhooks/endpoints/{id}", { params: { path: { id } } })),
  });
  return (
    <Stack gap="lg" maw={960}>
      <QueryState query={endpoint} label="the endpoint">
        {(ep) => (
          <>
            <PageHeader
              title={ep.name?.trim() || "Webhook endpoint"}
              description={<span style={{ wordBreak: "break-all" }}>{ep.url}</span>}
              back={{ label: "Webhooks", to: "/webhooks" }}
            />
            <Group gap="xs">
              <EndpointStatusBadge endpoint={ep} />
            </Group>
            <StatusCard endpoint={ep} />
            <PendingQueueCard endpointId={ep.id} endpointEnabled={ep.enabled} />
            <SecretCard endpoint={ep} />
            <EndpointForm key={ep.id} endpoint={ep} />
            <DeleteCard endpoint={ep} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
