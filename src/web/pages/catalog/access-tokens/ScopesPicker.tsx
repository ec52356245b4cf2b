import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { ALL_SCOPES, READ_SCOPES, RESOURCES } from "../../../../shared/scopes";

const label = (resource: string) => resource.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

/** Checklist of access-token scopes by resource, with "all read" and "all" shortcuts. */
export function ScopesPicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const has = new Set(value);
  const toggle = (scope: string, on: boolean) =>
    onChange(on ? [...value, scope] : value.filter((s) => s !== scope));
  return (
    <Stack gap="xs" role="group" aria-label="Scopes">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={500}>
          Scopes
        </Text>
        <Group gap={6}>
          <Button size="compact-xs" variant="default" onClick={() => onChange([...READ_SCOPES])}>
            All read
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => onChange([...ALL_SCOPES])}>
            All
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={() => onChange([])}>
            None
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} verticalSpacing={6}>
        {RESOURCES.map((r) => (
          <Group key={r} gap="sm" wrap="nowrap" justify="space-between">
            <Text size="sm">{label(r)}</Text>
            <Group gap="xs" wrap="nowrap">
              {(["read", "write"] as const).map((action) => {
                const scope = `${r}:${action}`;
                if (!(ALL_SCOPES as string[]).includes(scope))
                  return <span key={action} style={{ width: 60 }} />;
                return (
                  <Checkbox
                    key={action}
                    size="xs"
                    label={action}
                    aria-label={scope}
                    checked={has.has(scope)}
                    onChange={(e) => toggle(scope, e.currentTarget.checked)}
                    w={60}
                  />
                );
              })}
            </Group>
          </Group>
        ))}
      </SimpleGrid>
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** "All scopes", "All read scopes" or the list. */
export function describeScopes(scopes: string[]): string {
  const set = new Set(scopes);
  if (ALL_SCOPES.every((s) => set.has(s))) return "All scopes";
  if (set.size === READ_SCOPES.length && READ_SCOPES.every((s) => set.has(s))) return "All read scopes";
  return `${scopes.length} ${scopes.length === 1 ? "scope" : "scopes"}: ${scopes.join(", ")}`;
}
