import { Badge, Button, Group, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api, unwrap } from "../../api/v1";
import { useUrlFilters } from "../../components/useUrlFilters";
import { formatDateTime, fromLocalInput, toLocalInput } from "../catalog/shared/format";
import { PageHeader } from "../catalog/shared/PageHeader";
import { Pager } from "../catalog/shared/Pager";
import { QueryState } from "../catalog/shared/QueryState";
import { CustomerFilter } from "../orders/CustomerFilter";
import { EventDrawer } from "./EventDrawer";
import { FILTER_PARAMS, hasFilters, listQuery, metadataPreview, readFilters } from "./filters";
import { eventKeys } from "./types";

const PAGE_SIZE = 25;

/** A text filter written to the URL when the field is left or Enter is pressed. */
function CommittedInput({
  label,
  placeholder,
  value,
  onCommit,
}: {
  label: string;
  placeholder: string;
  value: string | null;
  onCommit: (value: string | null) => void;
}) {
  const [text, setText] = useState(value ?? "");
  useEffect(() => setText(value ?? ""), [value]);
  const commit = () => {
    if (text.trim() !== (value ?? "")) onCommit(text.trim() || null);
  };
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === "Enter") commit();
      }}
      w={{ base: "100%", sm: 220 }}
    />
  );
}

/** `/events`: the organization's usage events, newest first, filtered in the URL; one opens in a drawer. */
export function EventsPage() {
  const [params, setParams] = useUrlFilters();
  const filters = readFilters(params);
  const open = params.get("event");
  const update = (patch: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!("page" in patch) && !("event" in patch)) next.delete("page");
      return next;
    });
  const query = listQuery(filters, PAGE_SIZE);
  const list = useQuery({
    queryKey: eventKeys.list(query),
    // `metadata[key]` parameters are not in the generated query type (the document has no deep objects).
    queryFn: () => unwrap(api.GET("/v1/events/", { params: { query: query as never } })),
    placeholderData: keepPreviousData,
  });
  const names = useQuery({
    queryKey: eventKeys.names,
    queryFn: () =>
      unwrap(api.GET("/v1/events/names", { params: { query: { limit: 100, sorting: ["name"] } } })),
  });
  const nameOptions = [...new Set((names.data?.items ?? []).map((n) => n.name))];
  if (filters.name && !nameOptions.includes(filters.name)) nameOptions.push(filters.name);

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Events"
        description="Usage events your integration sent, and the ones Kassa records."
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <CustomerFilter value={filters.customerId} onChange={(v) => update({ customer_id: v })} />
        <Select
          label="Name"
          placeholder="All names"
          searchable
          clearable
          data={nameOptions}
          value={filters.name}
          onChange={(v) => update({ name: v })}
          w={{ base: "100%", sm: 200 }}
        />
        <Select
          label="Source"
          placeholder="All sources"
          clearable
          data={[
            { value: "user", label: "User" },
            { value: "system", label: "System" },
          ]}
          value={filters.source}
          onChange={(v) => update({ source: v })}
          w={{ base: "100%", sm: 140 }}
        />
        <TextInput
          label="From"
          type="datetime-local"
          value={toLocalInput(filters.start)}
          onChange={(e) => update({ start: fromLocalInput(e.currentTarget.value) })}
          w={{ base: "100%", sm: 210 }}
        />
        <TextInput
          label="To"
          type="datetime-local"
          value={toLocalInput(filters.end)}
          onChange={(e) => update({ end: fromLocalInput(e.currentTarget.value) })}
          w={{ base: "100%", sm: 210 }}
        />
        <CommittedInput
          label="Search"
          placeholder="Name contains…"
          value={filters.query}
          onCommit={(v) => update({ query: v })}
        />
        <CommittedInput
          label="Metadata"
          placeholder="key=value, key=value"
          value={filters.metadata}
          onCommit={(v) => update({ metadata: v })}
        />
        {hasFilters(filters) ? (
          <Button
            variant="subtle"
            onClick={() => update(Object.fromEntries(FILTER_PARAMS.map((p) => [p, null])))}
          >
            Clear filters
          </Button>
        ) : null}
      </Group>
      <QueryState
        query={list}
        label="events"
        isEmpty={(d) => d.items.length === 0}
        empty={hasFilters(filters) ? "No events match these filters." : "No events yet."}
      >
        {(data) => (
          <Stack gap="sm">
            <Table.ScrollContainer minWidth={800}>
              <Table highlightOnHover aria-label="Events">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Time</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Customer</Table.Th>
                    <Table.Th>Source</Table.Th>
                    <Table.Th>Metadata</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((e) => (
                    <Table.Tr
                      key={e.id}
                      style={{ cursor: "pointer" }}
                      onClick={() => update({ event: e.id })}
                    >
                      <Table.Td>
                        <Text size="sm">{formatDateTime(e.timestamp)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {e.name}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{e.customer?.email ?? e.external_customer_id ?? "—"}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          size="xs"
                          variant="light"
                          color={(e.source as string) === "system" ? "gray" : "blue"}
                        >
                          {e.source}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {metadataPreview(e.metadata)}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager
              page={filters.page}
              maxPage={data.pagination.max_page}
              total={data.pagination.total_count}
              onChange={(p) => update({ page: String(p) })}
            />
          </Stack>
        )}
      </QueryState>
      <EventDrawer id={open} onOpen={(id) => update({ event: id })} onClose={() => update({ event: null })} />
    </Stack>
  );
}
