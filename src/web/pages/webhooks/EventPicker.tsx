import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { EVENT_GROUPS, WEBHOOK_EVENT_TYPES } from "./eventTypes";

/** Checklist of event types by resource, each group with its own "all" checkbox. */
export function EventPicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const has = new Set(value);
  const ordered = (set: Set<string>) => WEBHOOK_EVENT_TYPES.filter((t) => set.has(t));
  const setMany = (types: string[], on: boolean) => {
    const next = new Set(has);
    for (const t of types) {
      if (on) next.add(t);
      else next.delete(t);
    }
    onChange(ordered(next));
  };
  return (
    <Stack gap="xs" role="group" aria-label="Events">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={500}>
          Events{" "}
          <Text span size="xs" c="dimmed">
            ({value.length} selected)
          </Text>
        </Text>
        <Group gap={6}>
          <Button size="compact-xs" variant="default" onClick={() => onChange([...WEBHOOK_EVENT_TYPES])}>
            All events
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={() => onChange([])}>
            None
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
        {EVENT_GROUPS.map((g) => {
          const count = g.types.filter((t) => has.has(t)).length;
          return (
            <Paper key={g.resource} withBorder p="xs">
              <Stack gap={6}>
                <Checkbox
                  size="xs"
                  fw={600}
                  label={`All ${g.label.toLowerCase()} events`}
                  checked={count === g.types.length}
                  indeterminate={count > 0 && count < g.types.length}
                  onChange={(e) => setMany(g.types, e.currentTarget.checked)}
                />
                {g.types.map((t) => (
                  <Checkbox
                    key={t}
                    size="xs"
                    ml="md"
                    label={<code>{t}</code>}
                    aria-label={t}
                    checked={has.has(t)}
                    onChange={(e) => setMany([t], e.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
