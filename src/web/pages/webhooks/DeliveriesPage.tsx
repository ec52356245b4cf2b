import { Badge, Button, Group, Stack } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { paths } from "../../api/schema.gen";
import { api, listAll, unwrap, type WebhookDelivery } from "../../api/v1";
import { formatDateTime } from "../catalog/shared/format";
import { ListRow, RowList } from "../catalog/shared/ListRow";
import { PageHeader } from "../catalog/shared/PageHeader";
import { Pager } from "../catalog/shared/Pager";
import { QueryState } from "../catalog/shared/QueryState";
import { DeliveryDrawer } from "./DeliveryDrawer";
import { DeliveryFiltersBar } from "./DeliveryFiltersBar";
import { formatDuration } from "./deliveryFormat";
import { webhookKeys } from "./keys";
import { PendingQueueCard } from "./PendingQueueCard";
import { useDeliveryFilters } from "./useDeliveryFilters";
import { endpointTitle } from "./useEndpointActions";
import { WebhooksNav } from "./WebhooksNav";

const PAGE_SIZE = 20;

/** The deliveries list's query; the URL's filter values are checked by the server (422 names the field). */
type DeliveryQuery = NonNullable<paths["/v1/webhooks/deliveries"]["get"]["parameters"]["query"]>;

export function DeliveriesPage() {
  const { filters, update, active, clear } = useDeliveryFilters();
  const [open, setOpen] = useState<WebhookDelivery | null>(null);
  const endpoints = useQuery({
    queryKey: [...webhookKeys.endpoints, "all"],
    queryFn: () =>
      listAll((page, limit) =>
        unwrap(api.GET("/v1/webhooks/endpoints", { params: { query: { page, limit } } })),
      ),
  });
  const list = useQuery({
    queryKey: [...webhookKeys.deliveries, filters],
    queryFn: () =>
      unwrap(
        api.GET("/v1/webhooks/deliveries", {
          params: {
            query: {
              endpoint_id: filters.endpoint_id ? [filters.endpoint_id] : undefined,
              succeeded: filters.succeeded ? filters.succeeded === "true" : undefined,
              http_code_class: (filters.http_code_class || undefined) as DeliveryQuery["http_code_class"],
              event_type: filters.event_type
                ? [filters.event_type as NonNullable<DeliveryQuery["event_type"]>[number]]
                : undefined,
              start_timestamp: filters.start_timestamp,
              end_timestamp: filters.end_timestamp,
              page: filters.page,
              limit: PAGE_SIZE,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
  const byId = new Map((endpoints.data ?? []).map((e) => [e.id, e]));
  // Filtered to one endpoint: show what is still waiting to go to it above its log.
  const filtered = filters.endpoint_id ? byId.get(filters.endpoint_id) : undefined;
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
      {filtered && (
        <PendingQueueCard key={filtered.id} endpointId={filtered.id} endpointEnabled={filtered.enabled} />
      )}
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
