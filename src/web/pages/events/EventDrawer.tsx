import { Anchor, Badge, Code, Drawer, Group, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../api/v1";
import { formatDateTime } from "../catalog/shared/format";
import { QueryState } from "../catalog/shared/QueryState";
import { eventKeys } from "./types";

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={140} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ wordBreak: "break-all" }}>
        {children}
      </Text>
    </Group>
  );
}

/** One event: its fields, metadata as JSON, its parent and its direct children (each opens here). */
function EventDetail({ id, onOpen }: { id: string; onOpen: (id: string) => void }) {
  const event = useQuery({
    queryKey: eventKeys.one(id),
    queryFn: () => unwrap(api.GET("/v1/events/{id}", { params: { path: { id } } })),
  });
  const children = useQuery({
    queryKey: eventKeys.children(id),
    queryFn: () =>
      unwrap(
        api.GET("/v1/events/", { params: { query: { parent_id: id, limit: 50, sorting: ["timestamp"] } } }),
      ),
  });
  return (
    <QueryState query={event} label="event">
      {(e) => (
        <Stack gap="md">
          <Stack gap={4}>
            <Field label="Name">
              <Code>{e.name}</Code>
            </Field>
            <Field label="Time">{formatDateTime(e.timestamp)}</Field>
            <Field label="Source">
              <Badge size="xs" variant="light" color={(e.source as string) === "system" ? "gray" : "blue"}>
                {e.source}
              </Badge>
            </Field>
            <Field label="Customer">{e.customer?.email ?? "—"}</Field>
            <Field label="External customer">{e.external_customer_id ?? "—"}</Field>
            <Field label="ID">{e.id}</Field>
            <Field label="Parent">
              {e.parent_id ? (
                <Anchor component="button" type="button" size="sm" onClick={() => onOpen(e.parent_id!)}>
                  {e.parent_id}
                </Anchor>
              ) : (
                "—"
              )}
            </Field>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Metadata
            </Text>
            <Code block aria-label="Event metadata">
              {JSON.stringify(e.metadata, null, 2)}
            </Code>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Children ({e.child_count})
            </Text>
            {children.data && children.data.items.length > 0 ? (
              <Table striped withTableBorder>
                <Table.Tbody>
                  {children.data.items.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>
                        <Anchor component="button" type="button" size="sm" onClick={() => onOpen(c.id)}>
                          {c.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs" c="dimmed">
                          {formatDateTime(c.timestamp)}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Text size="sm" c="dimmed">
                No child events.
              </Text>
            )}
          </Stack>
        </Stack>
      )}
    </QueryState>
  );
}

/** The event drawer of the explorer, open while the URL names an event (`?event=<id>`). */
export function EventDrawer({
  id,
  onOpen,
  onClose,
}: {
  id: string | null;
  onOpen: (id: string) => void;
  onClose: () => void;
}) {
  return (
    <Drawer opened={Boolean(id)} onClose={onClose} position="right" size="lg" title="Event">
      {id ? <EventDetail id={id} onOpen={onOpen} /> : null}
    </Drawer>
  );
}
