import { Button, Stack, Switch, Text } from "@mantine/core";
import { Link } from "react-router";
import type { WebhookEndpoint } from "../../api/v1";
import { ListRow, RowList } from "../catalog/shared/ListRow";
import { PageHeader } from "../catalog/shared/PageHeader";
import { Pager } from "../catalog/shared/Pager";
import { QueryState } from "../catalog/shared/QueryState";
import { useListQuery } from "../catalog/shared/useListQuery";
import { formatLabel } from "./eventTypes";
import { webhookKeys } from "./keys";
import { disabledNote, EndpointStatusBadge } from "./StatusBadge";
import { endpointTitle, useToggleEndpoint } from "./useEndpointActions";
import { WebhooksNav } from "./WebhooksNav";

function EndpointRow({
  endpoint,
  onToggle,
  busy,
}: {
  endpoint: WebhookEndpoint;
  onToggle: (enabled: boolean) => void;
  busy: boolean;
}) {
  const title = endpointTitle(endpoint);
  const n = endpoint.events.length;
  const note = disabledNote(endpoint);
  return (
    <ListRow
      title={title}
      to={`/webhooks/${endpoint.id}`}
      badges={<EndpointStatusBadge endpoint={endpoint} />}
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
  const { list, page, setPage } = useListQuery<WebhookEndpoint>(webhookKeys.endpoints, "/webhooks/endpoints");
  const { toggle, busy } = useToggleEndpoint();
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
