import { Badge, Button, Stack, Switch, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { api, unwrap, type WebhookEndpoint, type WebhookQueueSummary } from "../../api/v1";
import { ListRow, RowList } from "../catalog/shared/ListRow";
import { PageHeader } from "../catalog/shared/PageHeader";
import { Pager } from "../catalog/shared/Pager";
import { QueryState } from "../catalog/shared/QueryState";
import { useListQuery } from "../catalog/shared/useListQuery";
import { formatRelative } from "./deliveryFormat";
import { formatLabel } from "./eventTypes";
import { webhookKeys } from "./keys";
import { disabledNote, EndpointStatusBadge } from "./StatusBadge";
import { endpointTitle, useToggleEndpoint } from "./useEndpointActions";
import { WebhooksNav } from "./WebhooksNav";

/** "3 pending" (oldest for how long) when deliveries wait for this endpoint. */
function PendingBadge({ summary }: { summary: WebhookQueueSummary | undefined }) {
  if (!summary) return null;
  const since = formatRelative(summary.oldest_pending_at, Date.now());
  return (
    <Badge
      size="xs"
      color="orange"
      variant="light"
      title={since ? `Oldest pending event: ${since}` : undefined}
      data-testid="pending-badge"
    >
      {summary.pending_count} pending{since && since !== "now" ? ` · oldest ${since}` : ""}
    </Badge>
  );
}

function EndpointRow({
  endpoint,
  onToggle,
  busy,
  pending,
}: {
  endpoint: WebhookEndpoint;
  onToggle: (enabled: boolean) => void;
  busy: boolean;
  pending: WebhookQueueSummary | undefined;
}) {
  const title = endpointTitle(endpoint);
  const n = endpoint.events.length;
  const note = disabledNote(endpoint);
  return (
    <ListRow
      title={title}
      to={`/webhooks/${endpoint.id}`}
      badges={
        <>
          <EndpointStatusBadge endpoint={endpoint} />
          <PendingBadge summary={pending} />
        </>
      }
      detail={
        <>
          {endpoint.name?.trim() && <div>{endpoint.url}</div>}
          <div>
            {formatLabel(endpoint.format)} · {n} {n === 1 ? "event" : "events"}
          </div>
          {note && endpoint.disabled_reason && (
            <Text size="xs" c="red">
              {note}
            </Text>
          )}
        </>
      }
      actions={
        <>
          <Switch
            size="sm"
            label="Enabled"
            aria-label={`Enabled: ${title}`}
            checked={endpoint.enabled}
            disabled={busy}
            onChange={(e) => onToggle(e.currentTarget.checked)}
          />
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={`/webhooks/deliveries?endpoint_id=${endpoint.id}`}
            aria-label={`Deliveries to ${title}`}
          >
            Deliveries
          </Button>
        </>
      }
    />
  );
}

export function EndpointsPage() {
  const { list, page, setPage } = useListQuery(webhookKeys.endpoints, ({ page, limit }) =>
    unwrap(api.GET("/v1/webhooks/endpoints", { params: { query: { page, limit } } })),
  );
  const { toggle, busy } = useToggleEndpoint();
  const shownIds = (list.data?.items ?? []).map((e) => e.id);
  const pending = useQuery({
    queryKey: [...webhookKeys.queues, "summaries", shownIds],
    queryFn: () =>
      unwrap(api.GET("/v1/webhooks/queues", { params: { query: { endpoint_id: shownIds, limit: 100 } } })),
    enabled: shownIds.length > 0,
    refetchInterval: 10_000,
  });
  const pendingById = new Map((pending.data?.items ?? []).map((s) => [s.endpoint_id, s]));
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Webhooks"
        description="Kassa sends signed HTTP requests to your endpoints when things happen in your organization."
        action={{ label: "New endpoint", to: "/webhooks/new" }}
      />
      <WebhooksNav current="endpoints" />
      <QueryState
        query={list}
        label="webhook endpoints"
        isEmpty={(d) => d.items.length === 0}
        empty="No endpoints yet. Add one to receive events."
      >
        {(data) => (
          <Stack gap="sm">
            <RowList label="Webhook endpoints">
              {data.items.map((ep) => (
                <EndpointRow
                  key={ep.id}
                  endpoint={ep}
                  busy={busy === ep.id}
                  pending={pendingById.get(ep.id)}
                  onToggle={(enabled) => void toggle(ep, enabled)}
                />
              ))}
            </RowList>
            <Pager
              page={page}
              maxPage={data.pagination.max_page}
              total={data.pagination.total_count}
              onChange={setPage}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
