import { Alert, Badge, Button, Code, Group, List, Table, Text } from "@mantine/core";
import { useState } from "react";
import type { WebhookEndpointQueue, WebhookQueueHead } from "../../api/v1";
import { ConfirmAction } from "../../components/ConfirmAction";
import { SectionCard } from "../../components/SectionCard";
import { formatDateTime } from "../catalog/shared/format";
import { QueryState } from "../catalog/shared/QueryState";
import { formatRelative } from "./deliveryFormat";
import { useEndpointQueue, useNow, useQueueActions, WAITING_SHOWN } from "./useQueue";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function headline(head: WebhookQueueHead, now: number): { title: string; color: string } {
  if (head.state === "sending") return { title: `Sending ${head.event_type} right now`, color: "blue" };
  if (head.state === "due") return { title: `${head.event_type} goes out in a moment`, color: "blue" };
  const when = formatRelative(head.next_attempt_at, now) ?? "later";
  return { title: `Blocked: ${head.event_type} failed, next attempt ${when}`, color: "orange" };
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={150} fw={500} c="dimmed" style={{ verticalAlign: "top" }}>
        {label}
      </Table.Th>
      <Table.Td style={{ wordBreak: "break-word" }}>{children}</Table.Td>
    </Table.Tr>
  );
}

function HeadDetails({ head, now }: { head: WebhookQueueHead; now: number }) {
  const status = head.last_attempt_at === null ? "Not attempted yet" : (head.last_http_code ?? "No response");
  return (
    <Table withRowBorders={false} verticalSpacing={4} aria-label="Blocking delivery">
      <Table.Tbody>
        <Row label="Event">
          {head.event_type}{" "}
          <Text span size="xs" c="dimmed">
            happened {formatDateTime(head.event_created_at)}
          </Text>
        </Row>
        <Row label="Attempts">{`${head.attempts} of ${head.max_attempts}`}</Row>
        {head.last_attempt_at && (
          <Row label="Last attempt">
            {formatDateTime(head.last_attempt_at)} ·{" "}
            <Badge size="xs" color="red" variant="light">
              {status}
            </Badge>
          </Row>
        )}
        {head.last_error && (
          <Row label="Last error">
            <Code>{head.last_error}</Code>
          </Row>
        )}
        {head.state === "retry_scheduled" && head.next_attempt_at && (
          <Row label="Next retry">
            {formatDateTime(head.next_attempt_at)} ({formatRelative(head.next_attempt_at, now)})
          </Row>
        )}
      </Table.Tbody>
    </Table>
  );
}

function Waiting({ queue, now }: { queue: WebhookEndpointQueue; now: number }) {
  const behind = queue.pagination.total_count;
  if (behind === 0) return <Text size="sm">Nothing waits behind it.</Text>;
  const shown = queue.items.slice(0, WAITING_SHOWN);
  return (
    <div>
      <Text size="sm" fw={600}>
        {plural(behind, "event waits", "events wait")} behind it
        <Text span size="xs" c="dimmed" fw={400}>
          {" "}
          · the oldest pending event happened {formatRelative(queue.oldest_pending_at, now)}
        </Text>
      </Text>
      <List size="sm" mt={4} aria-label="Waiting deliveries">
        {shown.map((d) => (
          <List.Item key={d.id}>
            {d.event_type}{" "}
            <Text span size="xs" c="dimmed">
              {formatDateTime(d.event_created_at)}
            </Text>
          </List.Item>
        ))}
      </List>
      {behind > shown.length && (
        <Text size="xs" c="dimmed" mt={4}>
          and {behind - shown.length} more
        </Text>
      )}
    </div>
  );
}

function QueueBody({
  queue,
  endpointEnabled,
  endpointId,
}: {
  queue: WebhookEndpointQueue;
  endpointEnabled: boolean;
  endpointId: string;
}) {
  const now = useNow();
  const { retry, skip } = useQueueActions(endpointId);
  const [confirm, setConfirm] = useState<"retry" | "skip" | null>(null);
  const head = queue.head;
  if (!head) {
    return (
      <Text size="sm" c="dimmed" data-testid="queue-empty">
        Nothing pending: every event has been delivered, given up or skipped.
      </Text>
    );
  }
  const { title, color } = headline(head, now);
  const sending = head.state === "sending";
  return (
    <>
      <Alert color={color} variant="light" title={title} data-testid="queue-head">
        <HeadDetails head={head} now={now} />
      </Alert>
      <Waiting queue={queue} now={now} />
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          disabled={sending || !endpointEnabled}
          onClick={() => setConfirm("retry")}
        >
          Retry now
        </Button>
        <Button
          size="xs"
          variant="outline"
          color="orange"
          disabled={sending}
          onClick={() => setConfirm("skip")}
        >
          Skip
        </Button>
        {sending && (
          <Text size="xs" c="dimmed">
            It is being sent right now.
          </Text>
        )}
      </Group>
      <ConfirmAction
        opened={confirm === "retry"}
        onClose={() => setConfirm(null)}
        title="Attempt this event now?"
        confirmLabel="Retry now"
        color="blue"
        onConfirm={() => retry(head.id)}
      >
        {`Kassa sends ${head.event_type} now instead of at its retry time. The attempt counts toward the ${head.max_attempts} attempts.`}
      </ConfirmAction>
      <ConfirmAction
        opened={confirm === "skip"}
        onClose={() => setConfirm(null)}
        title="Skip this event?"
        confirmLabel="Skip event"
        color="orange"
        onConfirm={() => skip(head.id)}
      >
        {`${head.event_type} will not be sent any more, and the ${plural(queue.pagination.total_count, "event", "events")} behind it go out right away. You can still redeliver it later from the delivery log.`}
      </ConfirmAction>
    </>
  );
}

/** The endpoint's "Pending" section: what blocks its queue and why, what waits, Retry now / Skip. */
export function PendingQueueCard({
  endpointId,
  endpointEnabled,
}: {
  endpointId: string;
  endpointEnabled: boolean;
}) {
  const queue = useEndpointQueue(endpointId);
  return (
    <SectionCard
      title="Pending"
      description="Events go to this endpoint one at a time, in the order they happened. One that keeps failing holds back the ones behind it until it succeeds, is given up (after about 35 minutes) or is skipped."
    >
      <QueryState query={queue} label="the pending queue">
        {(data) => <QueueBody queue={data} endpointEnabled={endpointEnabled} endpointId={endpointId} />}
      </QueryState>
    </SectionCard>
  );
}
