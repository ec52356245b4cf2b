import { Badge, Button, Group, Stack } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type ListResource, listAll, v1, type WebhookDelivery, type WebhookEndpoint } from "../../api/v1";
import { formatDateTime } from "../catalog/shared/format";
import { ListRow, RowList } from "../catalog/shared/ListRow";
import { PageHeader } from "../catalog/shared/PageHeader";
import { Pager } from "../catalog/shared/Pager";
import { QueryState } from "../catalog/shared/QueryState";
import { DeliveryDrawer } from "./DeliveryDrawer";
import { DeliveryFiltersBar } from "./DeliveryFiltersBar";
import { formatDuration } from "./deliveryFormat";
import { webhookKeys } from "./keys";
import { useDeliveryFilters } from "./useDeliveryFilters";
import { endpointTitle } from "./useEndpointActions";
import { WebhooksNav } from "./WebhooksNav";

const PAGE_SIZE = 20;

export function DeliveriesPage() {
  const { filters, update, active, clear } = useDeliveryFilters();
  const [open, setOpen] = useState<WebhookDelivery | null>(null);
  const endpoints = useQuery({
    queryKey: [...webhookKeys.endpoints, "all"],
    queryFn: () => listAll<WebhookEndpoint>("/webhooks/endpoints"),
  });
  const list = useQuery({
    queryKey: [...webhookKeys.deliveries, filters],
    queryFn: () =>
      v1.get<ListResource<WebhookDelivery>>("/webhooks/deliveries", {
        endpoint_id: filters.endpoint_id,
        succeeded: filters.succeeded,
        http_code_class: filters.http_code_class,
        event_type: filters.event_type,
        start_timestamp: filters.start_timestamp,
        end_timestamp: filters.end_timestamp,
        page: filters.page,
        limit: PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
  const byId = new Map((endpoints.data ?? []).map((e) => [e.id, e]));
  const endpointLabel = (d: WebhookDelivery) => {
    const ep = byId.get(d.endpoint_id);
    return ep ? endpointTitle(ep) : null;
  };

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Webhook deliveries"
        description="Every attempt to deliver an event, newest first. Open one to see what was sent and answered."
      />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <WebhooksNav current="deliveries" />
        <Button size="xs" variant="default" onClick={() => void list.refetch()} loading={list.isFetching}>
          Refresh
        </Button>
      </Group>
      <DeliveryFiltersBar
        filters={filters}
        endpoints={endpoints.data ?? []}
        onChange={update}
        onClear={clear}
        active={active}
      />
      <QueryState
        query={list}
        label="deliveries"
        isEmpty={(d) => d.items.length === 0}
        empty={active ? "No deliveries match these filters." : "No deliveries yet."}
      >
        {(data) => (
          <Stack gap="sm">
            <RowList label="Deliveries">
              {[...data.items]
                .sort((a, b) => b.created_at.localeCompare(a.created_at))
                .map((d) => {
                  const label = endpointLabel(d);
                  const duration = formatDuration(d.duration_ms);
                  return (
                    <ListRow
                      key={d.id}
                      title={d.webhook_event.type}
                      badges={
                        <>
                          <Badge size="xs" color={d.succeeded ? "green" : "red"} variant="light">
                            {d.succeeded ? "Succeeded" : "Failed"}
                          </Badge>
                          <Badge size="xs" color="gray" variant="outline">
                            {d.http_code ?? "No response"}
                          </Badge>
                        </>
                      }
                      detail={[formatDateTime(d.created_at), duration, label].filter(Boolean).join(" · ")}
                      actions={
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setOpen(d)}
                          aria-label={`Details of ${d.webhook_event.type} delivery at ${formatDateTime(d.created_at)}`}
                        >
                          Details
                        </Button>
                      }
                    />
                  );
                })}
            </RowList>
            <Pager
              page={filters.page}
              maxPage={data.pagination.max_page}
              total={data.pagination.total_count}
              onChange={(page) => update({ page })}
            />
          </Stack>
        )}
      </QueryState>
      <DeliveryDrawer
        delivery={open}
        endpointLabel={open ? endpointLabel(open) : null}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
