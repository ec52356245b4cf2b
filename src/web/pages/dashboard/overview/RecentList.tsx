import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { QueryState } from "../../catalog/shared/QueryState";

/** One line of a recent list: a linked title, a dimmed detail, an amount and a status badge. */
export interface RecentItem {
  id: string;
  to: string;
  title: string;
  detail: string;
  amount: string;
  status: { label: string; color: string };
}

/** A titled panel of the newest few items of a list, each linked to its page, with a link to all. */
export function RecentList<T extends { items: unknown[] }>(props: {
  title: string;
  allTo: string;
  allLabel: string;
  noun: string;
  query: UseQueryResult<T>;
  toItems: (data: T) => RecentItem[];
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={props.title}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {props.title}
        </Title>
        <Anchor component={Link} to={props.allTo} size="sm">
          {props.allLabel}
        </Anchor>
      </Group>
      <QueryState
        query={props.query}
        label={props.noun}
        isEmpty={(d) => d.items.length === 0}
        empty={`No ${props.noun} yet.`}
      >
        {(data) => (
          <Stack component="ul" gap="xs" p={0} m={0} aria-label={`${props.title} list`}>
            {props.toItems(data).map((item) => (
              <Group
                key={item.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                style={{ listStyle: "none" }}
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={item.to} size="sm" fw={600} truncate="end">
                    {item.title}
                  </Anchor>
                  <Text size="xs" c="dimmed" truncate="end">
                    {item.detail}
                  </Text>
                </Stack>
                <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                  <Text size="sm" fw={600}>
                    {item.amount}
                  </Text>
                  <Badge size="xs" variant="light" color={item.status.color}>
                    {item.status.label}
                  </Badge>
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}
