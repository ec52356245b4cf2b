import { Button, Group, SegmentedControl, Select, TextInput } from "@mantine/core";
import type { WebhookEndpoint } from "../../api/v1";
import { fromLocalInput, toLocalInput } from "../catalog/shared/format";
import { EVENT_TYPE_OPTIONS } from "./eventTypes";
import type { DeliveryFilters } from "./useDeliveryFilters";
import { endpointTitle } from "./useEndpointActions";

const CLASSES = ["2xx", "3xx", "4xx", "5xx"].map((c) => ({ value: c, label: c }));

/** Endpoint, outcome, HTTP class and event type filters of the deliveries log. */
export function DeliveryFiltersBar({
  filters,
  endpoints,
  onChange,
  onClear,
  active,
}: {
  filters: DeliveryFilters;
  endpoints: WebhookEndpoint[];
  onChange: (patch: Partial<DeliveryFilters>) => void;
  onClear: () => void;
  active: boolean;
}) {
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <Select
        label="Endpoint"
        placeholder="All endpoints"
        data={endpoints.map((e) => ({ value: e.id, label: endpointTitle(e) }))}
        value={filters.endpoint_id || null}
        onChange={(v) => onChange({ endpoint_id: v ?? "" })}
        clearable
        searchable
        style={{ flex: "2 1 220px", minWidth: 0 }}
      />
      <Select
        label="Event type"
        placeholder="All types"
        data={EVENT_TYPE_OPTIONS}
        value={filters.event_type || null}
        onChange={(v) => onChange({ event_type: v ?? "" })}
        clearable
        searchable
        style={{ flex: "1 1 180px", minWidth: 0 }}
      />
      <Select
        label="HTTP status"
        placeholder="Any"
        data={CLASSES}
        value={filters.http_code_class || null}
        onChange={(v) => onChange({ http_code_class: v ?? "" })}
        clearable
        style={{ flex: "0 1 120px", minWidth: 100 }}
      />
      <TextInput
        type="datetime-local"
        label="From"
        value={toLocalInput(filters.start_timestamp)}
        onChange={(e) => onChange({ start_timestamp: fromLocalInput(e.currentTarget.value) ?? "" })}
        style={{ flex: "1 1 170px", minWidth: 0 }}
      />
      <TextInput
        type="datetime-local"
        label="Until"
        value={toLocalInput(filters.end_timestamp)}
        onChange={(e) => onChange({ end_timestamp: fromLocalInput(e.currentTarget.value) ?? "" })}
        style={{ flex: "1 1 170px", minWidth: 0 }}
      />
      <SegmentedControl
        aria-label="Outcome"
        value={filters.succeeded || "all"}
        onChange={(v) => onChange({ succeeded: v === "all" ? "" : v })}
        data={[
          { value: "all", label: "All" },
          { value: "true", label: "Succeeded" },
          { value: "false", label: "Failed" },
        ]}
      />
      {active && (
        <Button variant="subtle" size="sm" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
