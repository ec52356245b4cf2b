import { Badge, Button, Code, Drawer, Group, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, unwrap, type WebhookDelivery, type WebhookEvent } from "../../api/v1";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { formatDateTime } from "../catalog/shared/format";
import { formatDuration, prettyJson } from "./deliveryFormat";
import { webhookKeys } from "./keys";

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={130} fw={500} c="dimmed" style={{ verticalAlign: "top" }}>
        {label}
      </Table.Th>
      <Table.Td style={{ wordBreak: "break-all" }}>{children}</Table.Td>
    </Table.Tr>
  );
}

function Block({ title, text, empty }: { title: string; text: string | null; empty: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {text ? (
        <ScrollArea.Autosize mah={360} type="auto">
          <Code block aria-label={title} style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
            {text}
          </Code>
        </ScrollArea.Autosize>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Stack>
  );
}

/** Where the event stands for this endpoint, across all its attempts. */
function eventStatus(event: WebhookEvent): string {
  if (event.skipped) return event.skip_reason === "seller" ? "Skipped by you" : "Skipped (endpoint disabled)";
  if (event.succeeded === true) return "Delivered";
  if (event.succeeded === false) return "Gave up after all retries";
  return "Still retrying";
}

/** One delivery attempt: outcome, timing, the response excerpt, the payload, and a Redeliver button. */
export function DeliveryDrawer({
  delivery,
  endpointLabel,
  onClose,
}: {
  delivery: WebhookDelivery | null;
  endpointLabel: string | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery("(max-width: 48em)");
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const event = delivery?.webhook_event;

  const redeliver = async () => {
    if (!event) return;
    setSending(true);
    setError(null);
    try {
      await unwrap(api.POST("/v1/webhooks/events/{id}/redeliver", { params: { path: { id: event.id } } }));
      notifications.show({ message: `Redelivery of ${event.type} scheduled` });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries }), 1000);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <Drawer
      opened={delivery !== null}
      onClose={() => {
        setError(null);
        onClose();
      }}
      position="right"
      size={phone ? "100%" : "xl"}
      title={event ? `Delivery of ${event.type}` : "Delivery"}
    >
      {delivery && event && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge color={delivery.succeeded ? "green" : "red"} variant="light">
              {delivery.succeeded ? "Succeeded" : "Failed"}
            </Badge>
            {event.is_archived && <Badge color="gray">Payload archived</Badge>}
          </Group>
          <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing="xs" fz="sm">
            <Table.Tbody>
              <Detail label="HTTP status">{delivery.http_code ?? "No response"}</Detail>
              <Detail label="Duration">{formatDuration(delivery.duration_ms) ?? "—"}</Detail>
              <Detail label="Attempted">{formatDateTime(delivery.created_at)}</Detail>
              {endpointLabel && <Detail label="Endpoint">{endpointLabel}</Detail>}
              <Detail label="Event status">{eventStatus(event)}</Detail>
              <Detail label="Event ID">
                <code>{event.id}</code>
              </Detail>
            </Table.Tbody>
          </Table>
          {error && <ErrorAlert title="Could not redeliver" message={error} />}
          <Group>
            <Button onClick={() => void redeliver()} loading={sending} disabled={event.payload === null}>
              Redeliver
            </Button>
            <Text size="xs" c="dimmed" style={{ flex: "1 1 200px" }}>
              Sends the event again with the same <code>webhook-id</code>, so receivers can deduplicate.
            </Text>
          </Group>
          <Block
            title={delivery.http_code === null ? "Error" : "Response"}
            text={delivery.response}
            empty="The receiver sent no body."
          />
          <Block
            title="Payload"
            text={event.payload === null ? null : prettyJson(event.payload)}
            empty="The payload was archived after the retention period."
          />
        </Stack>
      )}
    </Drawer>
  );
}
