import { Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** One entry of a catalog list: a linked title, badges, a dimmed detail line and actions. */
export function ListRow({
  title,
  to,
  badges,
  detail,
  actions,
  leading,
}: {
  title: string;
  to?: string;
  badges?: ReactNode;
  detail?: ReactNode;
  actions?: ReactNode;
  leading?: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" component="li" style={{ listStyle: "none" }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: "1 1 220px" }}>
          {leading}
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="wrap">
              {to ? (
                <Text
                  component={Link}
                  to={to}
                  fw={600}
                  size="sm"
                  c="blue"
                  style={{ wordBreak: "break-word" }}
                >
                  {title}
                </Text>
              ) : (
                <Text fw={600} size="sm" style={{ wordBreak: "break-word" }}>
                  {title}
                </Text>
              )}
              {badges}
            </Group>
            {detail && (
              <Text size="xs" c="dimmed" component="div" style={{ wordBreak: "break-word" }}>
                {detail}
              </Text>
            )}
          </Stack>
        </Group>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
    </Paper>
  );
}

/** The list element around ListRows. */
export function RowList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={label}>
      {children}
    </Stack>
  );
}
