import { Badge, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { calls, keys } from "../calls";
import { usePortal } from "../context";
import { formatDate, formatUnits } from "../format";
import { Field, Pager } from "../rows";
import { EmptyState, PageTitle, QueryView } from "../ui";

/** `/usage`: each meter's consumed and credited units and the balance left. Hidden when the seller turns it off. */
export function UsagePage() {
  const { organization } = usePortal();
  const shown = organization.customer_portal_settings.usage.show;
  const [page, setPage] = useState(1);
  const query = { page, limit: 20 };
  const list = useQuery({
    queryKey: [...keys.meters, query],
    queryFn: () => calls.meters(query),
    placeholderData: keepPreviousData,
    enabled: shown,
  });
  if (!shown) return <EmptyState>Usage is not shown in this portal.</EmptyState>;
  return (
    <Stack gap="lg">
      <PageTitle title="Usage" description="What you have used this period, and the credits you have left." />
      <QueryView
        query={list}
        label="usage"
        isEmpty={(d) => d.items.length === 0}
        empty="Nothing is metered for you yet."
      >
        {(d) => (
          <Stack gap="sm">
            <Stack component="ul" gap="sm" p={0} m={0} aria-label="Meters">
              {d.items.map((m) => (
                <Paper key={m.id} component="li" withBorder p="md" style={{ listStyle: "none" }}>
                  <Stack gap="sm">
                    <Group justify="space-between" wrap="wrap" gap="xs">
                      <Text fw={600}>{m.meter.name}</Text>
                      {m.balance < 0 && (
                        <Badge color="orange" variant="light">
                          Over your credits
                        </Badge>
                      )}
                    </Group>
                    <SimpleGrid cols={3} spacing="sm">
                      <Field label="Consumed">{formatUnits(m.consumed_units)}</Field>
                      <Field label="Credited">{formatUnits(m.credited_units)}</Field>
                      <Field label="Balance">{formatUnits(m.balance)}</Field>
                    </SimpleGrid>
                    <Text size="xs" c="dimmed">
                      Updated {formatDate(m.modified_at ?? m.created_at)}
                    </Text>
                  </Stack>
                </Paper>
              ))}
            </Stack>
            <Pager
              page={page}
              maxPage={d.pagination.max_page}
              total={d.pagination.total_count}
              onChange={setPage}
            />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
